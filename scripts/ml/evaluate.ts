/**
 * Measures that say whether a detector generalizes: ROC AUC, recall at a false-positive
 * budget, and leave-one-source-out (train on every source group but one, score the held-out
 * one), generic over the row type so every task reuses it.
 */
import { seededRandom } from './data';

/** ROC AUC (probability a random positive outscores a random negative; ties count half). NaN without both classes. */
export function rocAuc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) return NaN;
  const all = [...positives.map((s) => [s, 1] as const), ...negatives.map((s) => [s, 0] as const)].sort((a, b) => a[0] - b[0]);
  let rankSum = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j][0] === all[i][0]) j++;
    const rank = (i + j + 1) / 2; // mean 1-based rank of the tie block
    for (let k = i; k < j; k++) if (all[k][1] === 1) rankSum += rank;
    i = j;
  }
  return (rankSum - (positives.length * (positives.length + 1)) / 2) / (positives.length * negatives.length);
}

/**
 * The lowest threshold (flag when score ≥ threshold) that keeps the false-positive rate on
 * `negatives` at or below `maxFpr`.
 */
export function thresholdAtFpr(negatives: readonly number[], maxFpr: number): number {
  if (negatives.length === 0) return -Infinity;
  const sorted = [...negatives].sort((a, b) => b - a);
  const allowed = Math.floor(maxFpr * sorted.length);
  if (allowed >= sorted.length) return -Infinity;
  const v = sorted[allowed];
  return v + Math.max(1e-12, Math.abs(v) * 1e-9);
}

export const rateAtOrAbove = (scores: readonly number[], threshold: number): number =>
  scores.length === 0 ? NaN : scores.filter((s) => s >= threshold).length / scores.length;

export interface LosoRow {
  group: string;
  label: 0 | 1;
}

/** What a fit on the training rows gives back: a scorer and a threshold chosen on those rows only. */
export interface Fitted<R> {
  score: (row: R) => number;
  /** Operating threshold chosen on training data only (e.g. on out-of-fold scores at 1% FPR). */
  threshold: number;
}

export interface FoldResult {
  group: string;
  positives: number;
  negatives: number;
  /** Recall of the group's positives at the threshold keeping FPR ≤ maxFpr on held-out benign rows. */
  recall: number;
  /** FPR of the group's own benign rows at that threshold. */
  fpr: number;
  /** The same at the threshold chosen on training data only (what a shipped model would do). */
  recallAtTrainThreshold: number;
  fprAtTrainThreshold: number;
  /** Group positives against held-out benign rows (the group's own and the reserve). */
  auc: number;
  /** Group positives against the group's own benign rows only (same source, same language mix). */
  aucOwn: number;
}

export interface LosoOptions<R> {
  maxFpr: number;
  /** Share of every group's benign rows kept out of all training, to set held-out thresholds. */
  benignReserve: number;
  seed: number;
  /** Groups to hold out (default: every group). */
  groups?: readonly string[];
  log?: (message: string) => void;
  /** Rows that must never be scored as held-out benign (e.g. hand-written rows); default none. */
  trainOnly?: (row: R) => boolean;
  /** The original row of a synthetic copy (e.g. a transliteration): copies train with their group, are never scored, and are out of training when their original is in the reserve. */
  copyOf?: (row: R) => R | undefined;
}

/**
 * Leave-one-source-out. For each group g: fit on every other group's rows (minus the benign
 * reserve), then score g's rows and the reserve. The held-out threshold keeps FPR ≤ maxFpr on
 * the benign rows the fit never saw (the reserve and g's own benign rows).
 */
export function leaveOneSourceOut<R extends LosoRow>(rows: readonly R[], fit: (train: R[]) => Fitted<R>, o: LosoOptions<R>): FoldResult[] {
  const random = seededRandom(o.seed);
  const reserve = new Set<R>();
  const copy = (r: R) => o.copyOf?.(r);
  for (const r of rows) if (r.label === 0 && !copy(r) && !(o.trainOnly?.(r) ?? false) && random() < o.benignReserve) reserve.add(r);
  for (const r of rows) if (reserve.has(copy(r) as R)) reserve.add(r);
  const groups = o.groups ?? [...new Set(rows.map((r) => r.group))].sort();
  const results: FoldResult[] = [];
  for (const group of groups) {
    const started = Date.now();
    const train = rows.filter((r) => r.group !== group && !reserve.has(r));
    const fitted = fit(train);
    const held = rows.filter((r) => r.group === group && !copy(r));
    const pos = held.filter((r) => r.label === 1).map(fitted.score);
    const neg = held.filter((r) => r.label === 0).map(fitted.score);
    const reserveScores = [...reserve].filter((r) => r.group !== group && !copy(r)).map(fitted.score);
    const benign = [...neg, ...reserveScores];
    const threshold = thresholdAtFpr(benign, o.maxFpr);
    const result: FoldResult = {
      group,
      positives: pos.length,
      negatives: neg.length,
      recall: rateAtOrAbove(pos, threshold),
      fpr: rateAtOrAbove(neg, threshold),
      recallAtTrainThreshold: rateAtOrAbove(pos, fitted.threshold),
      fprAtTrainThreshold: rateAtOrAbove(neg, fitted.threshold),
      auc: rocAuc(pos, benign),
      aucOwn: rocAuc(pos, neg),
    };
    results.push(result);
    o.log?.(`held out ${group}: ${pos.length}+/${neg.length}- recall ${fmt(result.recall)} fpr ${fmt(result.fpr)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return results;
}

/** Mean of the defined values. */
export function mean(values: readonly number[]): number {
  const defined = values.filter((v) => !Number.isNaN(v));
  return defined.length === 0 ? NaN : defined.reduce((a, b) => a + b, 0) / defined.length;
}

export const fmt = (x: number, digits = 3): string => (Number.isNaN(x) ? '–' : x.toFixed(digits));

/** A markdown table. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  const cell = (v: string | number): string => (typeof v === 'number' ? fmt(v) : v);
  const lines = [`| ${headers.join(' | ')} |`, `|${headers.map((h, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const r of rows) lines.push(`| ${r.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

/** The leave-one-source-out table with its macro averages. */
export function losoTable(results: readonly FoldResult[]): string {
  const rows = results.map((r) => [r.group, String(r.positives), String(r.negatives), r.recall, r.fpr, r.recallAtTrainThreshold, r.fprAtTrainThreshold, r.auc]);
  const withPos = results.filter((r) => r.positives > 0);
  const withNeg = results.filter((r) => r.negatives > 0);
  rows.push([
    '**macro average**',
    '',
    '',
    mean(withPos.map((r) => r.recall)),
    mean(withNeg.map((r) => r.fpr)),
    mean(withPos.map((r) => r.recallAtTrainThreshold)),
    mean(withNeg.map((r) => r.fprAtTrainThreshold)),
    mean(results.map((r) => r.auc)),
  ]);
  return table(['held-out source', 'pos', 'neg', 'recall @1% FPR held-out', 'FPR (own benign)', 'recall @train thr.', 'FPR @train thr.', 'ROC AUC'], rows);
}
