/**
 * Trains the learned harm heads (src/core/scoring/learned-heads.ts) and writes the artefact
 * src/core/scoring/harm-model.json.
 *   npm run train:harm
 *
 * One logistic head per category over the shared hashed word/char n-gram features
 * (src/core/ml), rows from scripts/harm-data.ts (never the eval-only files). Calibration
 * (Platt) and the 10%/1% false-positive thresholds come from out-of-fold logits whose folds
 * are source groups, so they describe sources the fold never saw. Deterministic: fixed seed,
 * fixed data order.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeModelArtefact, type LinearHead } from '../src/core/ml';
import { HARM_FEATURES, HARM_HEADS, headRows, loadAll, vectorOf, type HeadRow } from './harm-data';
import { DEFAULT_TRAIN, fitHead, thresholdAtFpr, type TrainOptions } from './ml';

const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/core/scoring/harm-model.json');
// HARM_SEED: another shuffling seed, to see how much a measure moves with the training order alone.
export const HARM_TRAIN: TrainOptions = { ...DEFAULT_TRAIN, hashBits: HARM_FEATURES.hashBits, epochs: 4, l2: 1e-6, ...(process.env.HARM_SEED ? { seed: Number(process.env.HARM_SEED) } : {}) };

/**
 * Topic heads learn from harmful requests and replies against a broad benign set. With
 * balanced class weights their bias turns positive, so a text unlike anything in the benign
 * set (a short everyday sentence) would read as harmful; with the true class prior the
 * default is "not harmful" and only topic evidence raises it.
 */
const FPR_BUDGETS = { fpr_25pct: 0.25, fpr_10pct: 0.1, fpr_5pct: 0.05, fpr_1pct: 0.01 };

/**
 * The same budgets measured on benign real posts only (HeadRow.benignPost), separately for
 * English and for Hindi in either script, keeping the higher threshold: a budget must hold for
 * both. Stored as `post_fpr_…`; the engine's points start past both thresholds (rules/learned.ts).
 */
export function postThresholds(rows: readonly HeadRow[], outOfFold: Float64Array): Record<string, number> {
  const out: Record<string, number> = {};
  const langs = [(l: string) => l === 'en', (l: string) => l === 'hi' || l === 'hi-Latn'];
  for (const [name, fpr] of Object.entries(FPR_BUDGETS)) {
    let t = 0;
    for (const inLang of langs) {
      const neg = rows.flatMap((r, i) => (r.benignPost && inLang(r.lang) ? [outOfFold[i]] : []));
      // A budget of 1% needs a few hundred rows to mean anything.
      if (neg.length >= 200) t = Math.max(t, Math.min(1, thresholdAtFpr(neg, fpr)));
    }
    if (t > 0) out[`post_${name}`] = t;
  }
  return out;
}

export function trainOptionsFor(label: string): TrainOptions {
  return label === 'identity_attack' || label === 'abuse' || label === 'stereotype' ? HARM_TRAIN : { ...HARM_TRAIN, classWeight: 'none' };
}

function main(): void {
  const started = Date.now();
  const all = loadAll();
  const heads: LinearHead[] = [];
  const meta: Record<string, unknown> = { files: [...all.keys()], rows: {} as Record<string, { pos: number; neg: number }> };
  for (const spec of HARM_HEADS) {
    const rows = headRows(spec.label, all);
    const examples = rows.map((r) => ({ x: vectorOf(r.text), y: r.label, weight: r.weight }));
    const { head, outOfFold } = fitHead(examples, {
      label: spec.label,
      train: trainOptionsFor(spec.label),
      folds: 5,
      calibration: 'platt',
      fprBudgets: FPR_BUDGETS,
      // Folds are thirds of source groups: thresholds face rows of sources the fold saw little of,
      // while every fold still has positives (some heads have one main positive source).
      // A romanised copy (HARM_TRANSLIT) sits in its original's fold, and is not measured on.
      foldKey: (i) => `${rows[i].group}:${(rows[i].copyOf ?? i) % 3}`,
      measure: (i) => rows[i].copyOf === undefined,
    });
    Object.assign(head.thresholds, postThresholds(rows, outOfFold));
    heads.push(head);
    const pos = rows.filter((r) => r.label === 1).length;
    const copies = rows.filter((r) => r.copyOf !== undefined).length;
    (meta.rows as Record<string, unknown>)[spec.label] = copies ? { pos, neg: rows.length - pos, romanisedCopies: copies } : { pos, neg: rows.length - pos };
    console.log(`${spec.label}: ${pos}+/${rows.length - pos}- thresholds ${JSON.stringify(head.thresholds)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  // int16: int8 rounds most small weights to 0, and their sum is what keeps short benign texts low.
  const artefact = encodeModelArtefact({ task: 'harm', features: HARM_FEATURES, heads, meta }, 'int16');
  writeFileSync(OUTPUT, `${JSON.stringify(artefact)}\n`);
  console.log(`wrote ${OUTPUT}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
