/**
 * From labelled examples to a calibrated head: out-of-fold logits (k-fold, seeded) fit the
 * calibration and choose the operating thresholds on training data only; then the final
 * weights are fitted on all examples.
 */
import { fitIsotonic, fitPlatt, type Calibration, type LinearHead } from '../../src/core/ml';
import { calibrate } from '../../src/core/ml/calibration';
import { seededRandom } from './data';
import { thresholdAtFpr } from './evaluate';
import { scoreTrained, trainLogistic, type Example, type TrainOptions } from './train';

export interface HeadOptions {
  label: string;
  train: TrainOptions;
  /** Inner folds for out-of-fold logits (≥ 2); they fit the calibration and the thresholds. */
  folds: number;
  calibration: 'platt' | 'isotonic';
  /** Named false-positive budgets for the thresholds, e.g. { fpr_1pct: 0.01 }. */
  fprBudgets: Record<string, number>;
  /** Fold key per example (e.g. its source group, so thresholds face unseen sources); default: seeded random rows. */
  foldKey?: (index: number) => string;
  /** Examples the calibration and thresholds are measured on (default all): e.g. not synthetic copies of other rows. */
  measure?: (index: number) => boolean;
}

export interface FittedHead {
  head: LinearHead;
  /** Out-of-fold calibrated probabilities of the examples. */
  outOfFold: Float64Array;
}

function assignFolds(n: number, o: HeadOptions): Int32Array {
  const folds = new Int32Array(n);
  if (o.foldKey) {
    const keys = [...new Set(Array.from({ length: n }, (_, i) => o.foldKey!(i)))].sort();
    const keyFold = new Map(keys.map((k, i) => [k, i % o.folds]));
    for (let i = 0; i < n; i++) folds[i] = keyFold.get(o.foldKey(i))!;
    return folds;
  }
  const random = seededRandom(o.train.seed ^ 0x9e3779b9);
  for (let i = 0; i < n; i++) folds[i] = Math.floor(random() * o.folds);
  return folds;
}

export function fitHead(examples: readonly Example[], o: HeadOptions): FittedHead {
  const folds = assignFolds(examples.length, o);
  const logits = new Float64Array(examples.length);
  for (let f = 0; f < o.folds; f++) {
    const model = trainLogistic(examples.filter((_, i) => folds[i] !== f), o.train);
    for (let i = 0; i < examples.length; i++) if (folds[i] === f) logits[i] = scoreTrained(model, examples[i].x);
  }
  const measured = examples.map((_, i) => o.measure?.(i) ?? true);
  const pick = <T>(xs: readonly T[]): T[] => xs.filter((_, i) => measured[i]);
  const labels = examples.map((e) => e.y);
  const weights = examples.map((e) => e.weight ?? 1);
  const calibration: Calibration =
    o.calibration === 'platt' ? fitPlatt(pick(Array.from(logits)), pick(labels), pick(weights)) : fitIsotonic(pick(Array.from(logits)), pick(labels), pick(weights));
  const outOfFold = logits.map((z) => calibrate(calibration, z));
  const negatives = Array.from(outOfFold).filter((_, i) => labels[i] === 0 && measured[i]);
  const thresholds: Record<string, number> = {};
  for (const [name, fpr] of Object.entries(o.fprBudgets)) thresholds[name] = Math.min(1, Math.max(0, thresholdAtFpr(negatives, fpr)));
  const final = trainLogistic(examples, o.train);
  return { head: { label: o.label, bias: final.bias, weights: final.weights, calibration, thresholds }, outOfFold };
}


