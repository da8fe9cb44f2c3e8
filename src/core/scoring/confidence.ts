/**
 * What `svc_score.confidence` means: the probability that the verdict the overall score
 * implies (pass at or above the default threshold 7.0, fail below) agrees with a human
 * label of the text as harmful or hateful (fail) or benign (pass).
 *
 * The raw signal is the verdict and `low`, the lowest of the overall, safety and fairness
 * scores: the overall is a mean of eight dimensions, so a safety finding that moves it little
 * is still evidence against a pass. A committed table, fitted by isotonic regression on
 * labelled data (scripts/calibrate-confidence.ts, never on the evaluation-only files), maps
 * the signal to that probability; both step functions are non-decreasing, so a pass is never
 * surer with more harm evidence and a fail never less sure. (Word count was tried as evidence
 * for a clean pass: it separated the fitting files but not held-out ones, so it is not used.)
 * The table must be re-fitted whenever detectors, rules or caps change the scores.
 */
import fitted from './confidence-table.json';
import { DEFAULT_PASS_THRESHOLD } from './dimensions';
import type { Dimension, DimensionScore } from './types';

/** From this signal value on, the verdict agrees with the label with probability `p`. */
export interface CalibrationStep {
  from: number;
  p: number;
}

export interface CalibrationTable {
  threshold: number;
  /** A pass, keyed by `low` (0..10): fewer findings, surer. */
  pass: CalibrationStep[];
  /** A fail, keyed by 10 − `low`: more harm evidence, surer. */
  fail: CalibrationStep[];
}

export const CONFIDENCE_TABLE: CalibrationTable = fitted;

export type Verdict = 'pass' | 'fail';

export interface ConfidenceInput {
  score: number;
  dimensions: Partial<Record<Dimension, Pick<DimensionScore, 'score'>>>;
}

/** Which step function applies, and where on it the evaluation sits. */
export function confidenceSignal(input: ConfidenceInput, threshold = DEFAULT_PASS_THRESHOLD): { verdict: Verdict; x: number } {
  const low = Math.min(input.score, input.dimensions.safety?.score ?? 10, input.dimensions.fairness?.score ?? 10);
  return input.score < threshold ? { verdict: 'fail', x: 10 - low } : { verdict: 'pass', x: low };
}

/** The step function's value at `x`: the last step starting at or below it (the first below all). */
function stepAt(steps: readonly CalibrationStep[], x: number): number {
  let p = steps[0]?.p ?? 0.5;
  for (const step of steps) {
    if (step.from > x) break;
    p = step.p;
  }
  return p;
}

/** Calibrated probability (0..1, two decimals) that the overall score's verdict is right. */
export function calibratedConfidence(input: ConfidenceInput, table: CalibrationTable = CONFIDENCE_TABLE): number {
  const { verdict, x } = confidenceSignal(input, table.threshold);
  const p = stepAt(table[verdict], x);
  return Math.round(Math.min(1, Math.max(0, p)) * 100) / 100;
}

/** A finite sample never proves a verdict certain: fitted probabilities stay within [0.02, 0.98]. */
const MAX_P = 0.98;

/** Pool-adjacent-violators: a non-decreasing fit of `correct` on `x`, as steps (the first from the lowest x seen). */
export function fitIsotonic(points: ReadonlyArray<{ x: number; correct: boolean }>): CalibrationStep[] {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  // Equal margins form one block first: a step function cannot split them.
  const blocks: Array<{ from: number; to: number; sum: number; n: number }> = [];
  for (const pt of sorted) {
    const last = blocks[blocks.length - 1];
    if (last && last.to === pt.x) {
      last.sum += pt.correct ? 1 : 0;
      last.n++;
    } else {
      blocks.push({ from: pt.x, to: pt.x, sum: pt.correct ? 1 : 0, n: 1 });
    }
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1];
      const a = blocks[blocks.length - 2];
      if (a.sum / a.n < b.sum / b.n) break;
      blocks.pop();
      a.to = b.to;
      a.sum += b.sum;
      a.n += b.n;
    }
  }
  return blocks.map((b, i) => ({ from: round3(b.from), p: round3(Math.min(MAX_P, Math.max(1 - MAX_P, b.sum / b.n))) }));
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
