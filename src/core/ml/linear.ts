/** Linear models over hashed features: one head per label, sharing the feature space. */
import { calibrate, type Calibration } from './calibration';
import { featurize, type FeatureConfig } from './features';
import { dot, type SparseVector } from './sparse';

export interface LinearHead {
  /** What a positive means, e.g. `injection` or a harm category. */
  label: string;
  bias: number;
  weights: Float32Array;
  /** The integers the weights were decoded from (weight = fround(value × scale)), when read from an artefact. */
  quantized?: { values: Int8Array | Int16Array; scale: number };
  calibration: Calibration;
  /** Named operating points on the calibrated probability, e.g. `fpr_1pct`. */
  thresholds: Record<string, number>;
}

export interface LinearModel {
  task: string;
  features: FeatureConfig;
  heads: LinearHead[];
  /** Free-form facts about training (sources, rows, commit), for the model card. */
  meta: Record<string, unknown>;
}

export function logit(head: LinearHead, v: SparseVector): number {
  return head.bias + dot(head.weights, v);
}

/** Calibrated probability of the head's label. */
export function probability(head: LinearHead, v: SparseVector): number {
  return calibrate(head.calibration, logit(head, v));
}

/** Calibrated probability of every head for a raw text. */
export function predict(model: LinearModel, text: string): Record<string, number> {
  const v = featurize(text, model.features);
  const out: Record<string, number> = {};
  for (const head of model.heads) out[head.label] = probability(head, v);
  return out;
}

export function headOf(model: LinearModel, label: string): LinearHead {
  const head = model.heads.find((h) => h.label === label);
  if (head === undefined) throw new Error(`model for ${model.task} has no head "${label}" (heads: ${model.heads.map((h) => h.label).join(', ')})`);
  return head;
}

/** The features that pushed a vector's logit up most, as [index, contribution], strongest first. */
export function topContributions(head: LinearHead, v: SparseVector, count: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let k = 0; k < v.indices.length; k++) {
    const c = head.weights[v.indices[k]] * v.values[k];
    if (c > 0) out.push([v.indices[k], c]);
  }
  return out.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count);
}
