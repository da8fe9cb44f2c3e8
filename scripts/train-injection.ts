/**
 * Trains the learned part of the prompt-injection detector and writes the artefact
 * src/core/injection/model-weights.json.
 *   npm run train:injection
 *
 * One logistic head (scripts/ml/train.ts: AdaGrad, L2, balanced classes, seeded) over the
 * toolkit's hashed word 1–2-grams and character 3–5-grams of the normalized views
 * (src/core/injection/features.ts), trained on every row scripts/injection-data.ts loads.
 * Each row weighs 1/√(rows of its source group and class), so that one large source does not
 * dominate and a small one still counts.
 *
 * Calibration: out-of-fold logits whose folds are source groups (so they describe sources
 * the fold never saw) set the map from logit to score at fixed false-alarm rates on benign
 * rows, each benign group weighing the same (see src/core/injection/model.ts). The same is
 * done for the strongest field of every document read field by field (context.ts), which
 * gives the field map. Deterministic: fixed seed, fixed data order, same input → same bytes.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentFields } from '../src/core/injection/context';
import { combinerInputs, ruleEvidence } from '../src/core/injection/detect';
import { COMBINER_INPUTS, SIGNED_INPUTS, type Combiner, type CombinerInput } from '../src/core/injection/model';
import type { InjectionEvidence } from '../src/core/injection';
import { INJECTION_FEATURES } from '../src/core/injection/features';
import { encodeModelArtefact, featurize, type Calibration, type SparseVector } from '../src/core/ml';
import { contextOf, isHindi, loadInjectionRows, type InjectionRow } from './injection-data';
import { DEFAULT_TRAIN, scoreTrained, trainLogistic, type Trained, type TrainOptions } from './ml';

const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/core/injection/model-weights.json');

export const INJECTION_TRAIN: TrainOptions = { ...DEFAULT_TRAIN, hashBits: INJECTION_FEATURES.hashBits, epochs: 4, l2: 1e-6, seed: 20251125 };

/** Score at a false-alarm rate on benign rows of unseen sources: the detector's thresholds are 0.3 / 0.5 / 0.75. */
const ANCHORS: ReadonlyArray<[fpr: number, score: number]> = [
  [0.5, 0.02],
  [0.1, 0.15],
  [0.03, 0.3],
  [0.005, 0.5],
  [0.001, 0.75],
];

export interface Prepared {
  row: InjectionRow;
  x: SparseVector;
  /** Vectors of the row's fields when it is read as a structured document (context.ts); empty otherwise. */
  fields: SparseVector[];
  /** Read as third-party content (its kind), as the service would. */
  indirect: boolean;
  /** The rules' and decoders' evidence (independent of the model). */
  evidence: InjectionEvidence[];
  /** For a user's text: its evidence read as third-party content too (the combiner learns both readings). */
  asDocument?: { fields: SparseVector[]; evidence: InjectionEvidence[] };
}

/** Feature vectors of the rows (and of their fields), computed once. */
export function prepareRows(rows: readonly InjectionRow[]): Prepared[] {
  return rows.map((row) => {
    const indirect = contextOf(row) !== undefined;
    return {
      row,
      x: featurize(row.text, INJECTION_FEATURES),
      fields: indirect ? documentFields(row.text).map((f) => featurize(f.text, INJECTION_FEATURES)) : [],
      indirect,
      evidence: ruleEvidence(row.text, indirect),
      ...(indirect ? {} : { asDocument: { fields: documentFields(row.text).map((f) => featurize(f.text, INJECTION_FEATURES)), evidence: ruleEvidence(row.text, true) } }),
    };
  });
}

/** 1/√n per (group, class): sources count, big ones less than in proportion. */
function rowWeights(rows: readonly Prepared[]): number[] {
  const n = new Map<string, number>();
  const key = (p: Prepared): string => `${p.row.group}|${p.row.label}`;
  for (const p of rows) n.set(key(p), (n.get(key(p)) ?? 0) + 1);
  return rows.map((p) => 1 / Math.sqrt(n.get(key(p))!));
}

const train = (rows: readonly Prepared[], o: TrainOptions): Trained => {
  const w = rowWeights(rows);
  return trainLogistic(rows.map((p, i) => ({ x: p.x, y: p.row.label, weight: w[i] })), o);
};

/** Logit above which a share `fpr` of benign rows lie, every benign group weighing the same. */
function benignQuantile(scored: ReadonlyArray<{ z: number; group: string }>, fpr: number): number {
  const size = new Map<string, number>();
  for (const s of scored) size.set(s.group, (size.get(s.group) ?? 0) + 1);
  const sorted = [...scored].sort((a, b) => b.z - a.z);
  let mass = 0;
  for (const s of sorted) {
    mass += 1 / (size.get(s.group)! * size.size);
    if (mass > fpr) return s.z;
  }
  return sorted[sorted.length - 1].z;
}

/** A monotone piecewise-linear map (toolkit `isotonic` form) through the anchors. */
function anchorMap(negatives: ReadonlyArray<{ z: number; group: string }>, positives: readonly number[]): Calibration {
  const knots: Array<[number, number]> = [];
  const push = (z: number, y: number): void => {
    const last = knots[knots.length - 1];
    if (last !== undefined && y <= last[1]) return;
    knots.push([last === undefined ? z : Math.max(z, last[0] + 1e-3), y]);
  };
  const lowest = Math.min(...negatives.map((n) => n.z));
  push(lowest, 0);
  for (const [fpr, y] of ANCHORS) push(benignQuantile(negatives, fpr), y);
  const sortedPos = [...positives].sort((a, b) => a - b);
  if (sortedPos.length > 0) {
    push(sortedPos[Math.floor(sortedPos.length / 2)], 0.9);
    push(sortedPos[sortedPos.length - 1], 0.99);
  }
  const last = knots[knots.length - 1];
  if (last[1] < 0.99) push(last[0] + 4, 0.99);
  const round = (v: number): number => Number(v.toFixed(4));
  return { kind: 'isotonic', x: knots.map(([z]) => round(z)), y: knots.map(([, y]) => y) };
}

/** Weight of the combiner's prior on rule kinds, relative to the (class-balanced) data. */
const PRIOR_STRENGTH = 0.02;

/** Weighted logistic regression by Newton's method; coefficients outside SIGNED_INPUTS are kept ≥ 0 (active set). */
function fitCombiner(xs: readonly number[][], ys: readonly number[], ws: readonly number[]): Combiner {
  const k = COMBINER_INPUTS.length + 1; // last = bias
  const beta = new Float64Array(k);
  const fixed = new Set<number>();
  const total = ws.reduce((a, b) => a + b, 0);
  // Prior: a rule kind counts as written (coefficient 1 on its noisy-OR strength) unless the data
  // says otherwise, so rule kinds the corpus has no attacks of (exfiltration, leakage) are not
  // switched off for lack of examples; the model's logit and the context start at 0.
  const prior = COMBINER_INPUTS.map((name) => (name.startsWith('rules_') || name === 'hiding' ? 1 : 0));
  const ridge = COMBINER_INPUTS.map((name) => (name.startsWith('rules_') || name === 'hiding' ? PRIOR_STRENGTH : 1e-4) * total);
  for (let round = 0; round <= COMBINER_INPUTS.length; round++) {
    for (let iter = 0; iter < 50; iter++) {
      const g = new Float64Array(k);
      const h = Array.from({ length: k }, () => new Float64Array(k));
      for (let i = 0; i < xs.length; i++) {
        const x = [...xs[i], 1];
        let z = 0;
        for (let j = 0; j < k; j++) z += beta[j] * x[j];
        const p = 1 / (1 + Math.exp(-z));
        const d = (p - ys[i]) * ws[i];
        const s = Math.max(p * (1 - p), 1e-9) * ws[i];
        for (let a = 0; a < k; a++) {
          g[a] += d * x[a];
          for (let b = 0; b < k; b++) h[a][b] += s * x[a] * x[b];
        }
      }
      for (let a = 0; a < k - 1; a++) {
        g[a] += ridge[a] * (beta[a] - prior[a]);
        h[a][a] += ridge[a];
      }
      const free = [...Array(k).keys()].filter((j) => !fixed.has(j));
      const step = solve(free.map((a) => free.map((b) => h[a][b])), free.map((a) => g[a]));
      let moved = 0;
      free.forEach((j, i) => {
        beta[j] -= step[i];
        moved = Math.max(moved, Math.abs(step[i]));
      });
      if (moved < 1e-8) break;
    }
    const negative = COMBINER_INPUTS.map((name, j) => ({ name, j })).filter(({ name, j }) => !fixed.has(j) && !SIGNED_INPUTS.has(name) && beta[j] < 0);
    if (negative.length === 0) break;
    for (const { j } of negative) {
      fixed.add(j);
      beta[j] = 0;
    }
  }
  const weights = {} as Record<CombinerInput, number>;
  COMBINER_INPUTS.forEach((name, j) => (weights[name] = Number(beta[j].toFixed(6))));
  return { bias: Number(beta[k - 1].toFixed(6)), weights };
}

/** Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    if (Math.abs(m[c][c]) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => (Math.abs(row[i]) < 1e-12 ? 0 : row[n] / row[i]));
}

const combinerLogit = (c: Combiner, x: readonly number[]): number => COMBINER_INPUTS.reduce((z, name, j) => z + c.weights[name] * x[j], c.bias);

const inputVector = (inputs: Record<CombinerInput, number>): number[] => COMBINER_INPUTS.map((name) => inputs[name]);

export interface FitOptions {
  /** Inner folds over source groups for the out-of-fold calibration. */
  folds: number;
  train: TrainOptions;
  log?: (message: string) => void;
}

/** Trains the head and its two maps; returns the artefact (JSON object) ready to write or parse. */
export function fitInjection(rows: readonly Prepared[], o: FitOptions): ReturnType<typeof encodeModelArtefact> {
  const groups = [...new Set(rows.map((p) => p.row.group))].sort();
  const foldOf = new Map(groups.map((g, i) => [g, i % o.folds]));
  const textNeg: Array<{ z: number; group: string }> = [];
  const fieldNeg: Array<{ z: number; group: string }> = [];
  const textPos: number[] = [];
  const fieldPos: number[] = [];
  // The combiner's training set: every row as the service reads it, and a user's text read as a document too.
  const stacked: Array<{ x: number[]; y: 0 | 1; group: string }> = [];
  const maxField = (model: Trained, fields: readonly SparseVector[]): number | null => (fields.length === 0 ? null : Math.max(...fields.map((x) => scoreTrained(model, x))));
  for (let f = 0; f < o.folds; f++) {
    const model = train(rows.filter((p) => foldOf.get(p.row.group) !== f), o.train);
    for (const p of rows) {
      if (foldOf.get(p.row.group) !== f) continue;
      const z = scoreTrained(model, p.x);
      const zf = maxField(model, p.fields);
      stacked.push({ x: inputVector(combinerInputs(p.evidence, z, zf, p.indirect)), y: p.row.label, group: p.row.group });
      if (p.asDocument) stacked.push({ x: inputVector(combinerInputs(p.asDocument.evidence, z, maxField(model, p.asDocument.fields), true)), y: p.row.label, group: p.row.group });
      // A document without fields is read whole, so its "strongest field" is the text.
      const field = zf ?? z;
      if (p.row.label === 0) {
        textNeg.push({ z, group: p.row.group });
        fieldNeg.push({ z: field, group: p.row.group });
      } else {
        textPos.push(z);
        fieldPos.push(field);
      }
    }
    o.log?.(`inner fold ${f + 1}/${o.folds} done`);
  }
  const final = train(rows, o.train);
  const calibration = anchorMap(textNeg, textPos);
  const fieldCalibration = anchorMap(fieldNeg, fieldPos) as { x: number[]; y: number[] };
  // Combiner: group- and class-balanced like the head, fitted on the out-of-fold logits.
  const size = new Map<string, number>();
  for (const r of stacked) size.set(`${r.group}|${r.y}`, (size.get(`${r.group}|${r.y}`) ?? 0) + 1);
  const raw = stacked.map((r) => 1 / Math.sqrt(size.get(`${r.group}|${r.y}`)!));
  const classTotal = [0, 0];
  stacked.forEach((r, i) => (classTotal[r.y] += raw[i]));
  const combiner = fitCombiner(stacked.map((r) => r.x), stacked.map((r) => r.y), raw.map((w, i) => w / classTotal[stacked[i].y]));
  const combined = stacked.map((r) => combinerLogit(combiner, r.x));
  const riskCalibration = anchorMap(
    stacked.flatMap((r, i) => (r.y === 0 ? [{ z: combined[i], group: r.group }] : [])),
    stacked.flatMap((r, i) => (r.y === 1 ? [combined[i]] : [])),
  ) as { x: number[]; y: number[] };
  o.log?.(`combiner ${JSON.stringify(combiner)}`);
  const count = (pred: (p: Prepared) => boolean): number => rows.filter(pred).length;
  const meta = {
    trainedOn: groups.map((g) => ({ group: g, positives: count((p) => p.row.group === g && p.row.label === 1), negatives: count((p) => p.row.group === g && p.row.label === 0) })),
    rows: rows.length,
    hindiRows: count((p) => isHindi(p.row)),
    calibration: `out-of-fold over ${o.folds} folds of source groups; score at benign FPR ${ANCHORS.map(([f, s]) => `${s}@${f}`).join(', ')}`,
    fieldCalibration: { x: fieldCalibration.x, y: fieldCalibration.y },
    combiner,
    riskCalibration: { x: riskCalibration.x, y: riskCalibration.y },
  };
  return encodeModelArtefact({ task: 'injection', features: INJECTION_FEATURES, heads: [{ label: 'injection', bias: final.bias, weights: final.weights, calibration, thresholds: {} }], meta }, 'int16');
}

function main(): void {
  const started = Date.now();
  const log = (m: string): void => console.log(`${m} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const rows = loadInjectionRows().filter((r) => !r.measureOnly);
  log(`${rows.length} rows (${rows.filter((r) => r.label === 1).length} positive) from ${new Set(rows.map((r) => r.group)).size} source groups`);
  const prepared = prepareRows(rows);
  log('featurized');
  const artefact = fitInjection(prepared, { folds: 5, train: INJECTION_TRAIN, log });
  writeFileSync(OUTPUT, `${JSON.stringify(artefact)}\n`);
  log(`wrote ${OUTPUT}: text map ${JSON.stringify(artefact.heads[0].calibration)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
