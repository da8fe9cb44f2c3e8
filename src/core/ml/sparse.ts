/** A sparse feature vector: sorted, distinct indices and their values. */
export interface SparseVector {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

export const EMPTY_VECTOR: SparseVector = { indices: new Int32Array(0), values: new Float32Array(0) };

/** Σ weights[i] · v[i]. */
export function dot(weights: Float32Array, v: SparseVector): number {
  let sum = 0;
  for (let k = 0; k < v.indices.length; k++) sum += weights[v.indices[k]] * v.values[k];
  return sum;
}
