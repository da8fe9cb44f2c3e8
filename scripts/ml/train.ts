/**
 * Deterministic logistic regression over sparse hashed features: AdaGrad, L2 applied to the
 * weights an example touches, class weights, a seeded shuffle per epoch. The same examples
 * and options give bit-identical weights.
 */
import type { SparseVector } from '../../src/core/ml';
import { seededRandom, shuffle } from './data';

export interface Example {
  x: SparseVector;
  y: 0 | 1;
  /** Importance of the example (e.g. to balance sources); 1 by default. */
  weight?: number;
}

export interface TrainOptions {
  hashBits: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** `balanced`: positives and negatives carry the same total weight. */
  classWeight: 'balanced' | 'none';
}

export const DEFAULT_TRAIN: Omit<TrainOptions, 'hashBits'> = { epochs: 4, learningRate: 0.3, l2: 1e-6, seed: 20251125, classWeight: 'balanced' };

export interface Trained {
  weights: Float32Array;
  bias: number;
}

const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

export function trainLogistic(examples: readonly Example[], o: TrainOptions): Trained {
  const size = 1 << o.hashBits;
  const weights = new Float32Array(size);
  const squares = new Float32Array(size);
  let bias = 0;
  let biasSquares = 0;
  let pos = 0;
  let neg = 0;
  for (const e of examples) {
    if (e.y === 1) pos += e.weight ?? 1;
    else neg += e.weight ?? 1;
  }
  const total = pos + neg;
  const classWeight = o.classWeight === 'balanced' && pos > 0 && neg > 0 ? [total / (2 * neg), total / (2 * pos)] : [1, 1];
  const order = examples.map((_, i) => i);
  const random = seededRandom(o.seed);
  const eps = 1e-8;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    shuffle(order, random);
    for (const i of order) {
      const { x, y } = examples[i];
      const w = (examples[i].weight ?? 1) * classWeight[y];
      let z = bias;
      for (let k = 0; k < x.indices.length; k++) z += weights[x.indices[k]] * x.values[k];
      const g = (sigmoid(z) - y) * w;
      for (let k = 0; k < x.indices.length; k++) {
        const j = x.indices[k];
        const grad = g * x.values[k] + o.l2 * weights[j];
        squares[j] += grad * grad;
        weights[j] -= (o.learningRate * grad) / Math.sqrt(squares[j] + eps);
      }
      biasSquares += g * g;
      bias -= (o.learningRate * g) / Math.sqrt(biasSquares + eps);
    }
  }
  return { weights, bias };
}

/** Raw logit of a trained model. */
export function scoreTrained(t: Trained, x: SparseVector): number {
  let z = t.bias;
  for (let k = 0; k < x.indices.length; k++) z += t.weights[x.indices[k]] * x.values[k];
  return z;
}
