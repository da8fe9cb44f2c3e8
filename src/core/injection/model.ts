/**
 * The learned part of the detector: a logistic head over hashed word and character n-grams
 * (features.ts), trained by scripts/train-injection.ts on the whole injection corpus and
 * shipped as a toolkit artefact (src/core/ml/artefact.ts, int16 weights).
 *
 * Its calibration maps the raw logit to a score whose operating points mean false-alarm
 * rates on benign text of sources the fold never saw (out-of-fold by source group): score
 * 0.5 (the medium threshold) ≈ 1% of such benign texts score higher, 0.3 ≈ 5%, 0.75 ≈ 0.2%.
 * `meta.fieldCalibration` is the same map for the strongest field of a third-party document
 * (context.ts reads documents field by field), fitted on clean documents.
 *
 * Loaded once at start. A damaged artefact throws ModelArtefactError at import (or where the
 * server loads an override, SVC_INJECTION_MODEL_FILE): never a silent fallback.
 */
import { calibrate, headOf, linearScores, ModelArtefactError, modelViews, packedScores, packHeads, parseModelArtefact, type Calibration, type LinearHead, type LinearModel, type PackedHeads } from '../ml';
import { injectionViews, INJECTION_FEATURES } from './features';
import artefact from './model-weights.json';

export const MODEL_FILE = 'src/core/injection/model-weights.json';

/**
 * What a score means: the share of benign text (of sources the model never saw) that scores
 * higher. The maps of the artefact are fitted through these points (scripts/train-injection.ts);
 * the detector's thresholds 0.3 / 0.5 / 0.75 sit at 5% / 1% / 0.2% (every benign source
 * weighing the same).
 */
export const SCORE_AT_FPR: ReadonlyArray<readonly [fpr: number, score: number]> = [
  [0.5, 0.02],
  [0.15, 0.15],
  [0.05, 0.3],
  [0.01, 0.5],
  [0.002, 0.75],
];

/** The benign false-alarm rate a score stands for (log-linear between the points, extended past the last). */
export function fprOfScore(score: number): number {
  const a = SCORE_AT_FPR;
  if (score <= a[0][1]) return a[0][0];
  let i = 1;
  while (i < a.length - 1 && score > a[i][1]) i++;
  const [f0, s0] = a[i - 1];
  const [f1, s1] = a[i];
  return 10 ** (Math.log10(f0) + ((Math.log10(f1) - Math.log10(f0)) * (score - s0)) / (s1 - s0));
}

/** The inverse of fprOfScore. */
export function scoreOfFpr(fpr: number): number {
  const a = SCORE_AT_FPR;
  if (fpr >= a[0][0]) return a[0][1];
  let i = 1;
  while (i < a.length - 1 && fpr < a[i][0]) i++;
  const [f0, s0] = a[i - 1];
  const [f1, s1] = a[i];
  return Math.min(0.99, s0 + ((s1 - s0) * (Math.log10(fpr) - Math.log10(f0))) / (Math.log10(f1) - Math.log10(f0)));
}

/**
 * A document's field reading: the field map is per field, so the strongest of n fields is
 * corrected for having had n chances (Šidák): a long clean table must not read as an attack
 * because one of its hundred rows looks a little like one.
 */
export function documentScore(strongestFieldScore: number, fields: number): number {
  return scoreOfFpr(Math.min(1, fields * fprOfScore(strongestFieldScore)));
}
export const INJECTION_HEAD = 'injection';
/**
 * The harmful-request head (trained beside the injection head on plain harmful requests against
 * benign text, scripts/train-injection.ts): its probability times framing or suffix noise
 * (framing.ts) is a combiner input. Not an injection signal on its own.
 */
export const HARM_HEAD = 'harm_request';

export interface InjectionModel {
  linear: LinearModel;
  head: LinearHead;
  /** Harmful-request head (same features, read in the same pass as `head`). */
  harm: LinearHead;
  /** `head` and `harm` interleaved per bucket: one cache line per feature occurrence for both. */
  both: PackedHeads;
  /** Map for the strongest field of a structured third-party document. */
  field: Calibration;
  /** How rules, hiding tricks, context and the model combine into one logit (fitted on data). */
  combiner: Combiner;
  /** From the combined logit to risk_score, anchored at false-alarm rates like the model's own map. */
  risk: Calibration;
  /** Per rule id: the share of its firings in training that were attacks (absent: 1, never seen). */
  ruleTrust: Record<string, number>;
}

/**
 * The combiner's inputs. Evidence enters as its noisy-OR strength −log(1 − weight): `model` is
 * the model's calibrated score of the whole text, `field_excess` how much higher the strongest
 * field of a third-party document reads, `hiding` the decoders' evidence, and every rule its own
 * strength, so that the fit learns how far each rule is to be trusted on real traffic. A rule
 * the training data never saw fire keeps RULE_PRIOR: it counts as written.
 */
export const COMBINER_INPUTS = ['model', 'field_excess', 'indirect', 'indirect_rules', 'hiding', 'harm', 'harm_framing', 'harm_noise'] as const;
export type CombinerInput = (typeof COMBINER_INPUTS)[number];
/** Inputs whose coefficient may be negative (more evidence must never lower the score). */
export const SIGNED_INPUTS: ReadonlySet<CombinerInput> = new Set(['indirect']);
export const RULE_PRIOR = 1;

export interface Combiner {
  bias: number;
  weights: Record<CombinerInput, number>;
  /** Coefficient per rule id (absent: RULE_PRIOR). */
  rules: Record<string, number>;
}

export interface CombinerValues {
  inputs: Record<CombinerInput, number>;
  /** Strength per rule id that fired. */
  rules: Record<string, number>;
}

function checkCombiner(name: string, raw: unknown): Combiner {
  const c = raw as { bias?: unknown; weights?: Record<string, unknown>; rules?: Record<string, unknown> } | undefined;
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (!finite(c?.bias) || typeof c?.weights !== 'object' || c.weights === null || typeof c.rules !== 'object' || c.rules === null) {
    throw new ModelArtefactError(name, 'meta.combiner must have a finite bias, weights and rules');
  }
  const weights = {} as Record<CombinerInput, number>;
  for (const input of COMBINER_INPUTS) {
    const w = c.weights[input];
    if (!finite(w) || (w < 0 && !SIGNED_INPUTS.has(input))) throw new ModelArtefactError(name, `meta.combiner.weights.${input} must be a finite${SIGNED_INPUTS.has(input) ? '' : ', non-negative'} number`);
    weights[input] = w;
  }
  const rules: Record<string, number> = {};
  for (const [id, w] of Object.entries(c.rules)) {
    if (!finite(w) || w < 0) throw new ModelArtefactError(name, `meta.combiner.rules.${id} must be a finite, non-negative number`);
    rules[id] = w;
  }
  return { bias: c.bias, weights, rules };
}

export function combine(c: Combiner, v: CombinerValues): number {
  let z = c.bias;
  for (const input of COMBINER_INPUTS) z += c.weights[input] * v.inputs[input];
  for (const [id, strength] of Object.entries(v.rules)) z += (c.rules[id] ?? RULE_PRIOR) * strength;
  return z;
}

function checkMap(name: string, raw: unknown, what: string): Calibration {
  const m = raw as { x?: unknown; y?: unknown } | undefined;
  const x = m?.x;
  const y = m?.y;
  const ok =
    Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.length >= 2 &&
    x.every((v, i) => typeof v === 'number' && Number.isFinite(v) && (i === 0 || v > (x[i - 1] as number))) &&
    y.every((v, i) => typeof v === 'number' && v >= 0 && v <= 1 && (i === 0 || v >= (y[i - 1] as number)));
  if (!ok) throw new ModelArtefactError(name, `meta.${what} must be increasing {x, y} arrays with y in 0..1`);
  return { kind: 'isotonic', x: x as number[], y: y as number[] };
}

function checkTrust(name: string, raw: unknown): Record<string, number> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ModelArtefactError(name, 'meta.ruleTrust must be an object of rule id → share');
  for (const [id, v] of Object.entries(raw)) {
    if (typeof v !== 'number' || !(v >= 0 && v <= 1)) throw new ModelArtefactError(name, `meta.ruleTrust.${id} must be a number in 0..1`);
  }
  return raw as Record<string, number>;
}

/** Each head packed once (features.ts packHeads: its int16 weights when quantized, half the memory to read). */
const PACKED = new WeakMap<LinearHead, PackedHeads>();

function packed(head: LinearHead): PackedHeads {
  let p = PACKED.get(head);
  if (p === undefined) PACKED.set(head, (p = packHeads([head])));
  return p;
}

/** Decodes and checks an injection artefact (throws ModelArtefactError with the reason). */
export function parseInjectionModel(name: string, json: unknown): InjectionModel {
  const linear = parseModelArtefact(name, json, { task: 'injection', heads: [INJECTION_HEAD, HARM_HEAD] });
  const expected = JSON.stringify(INJECTION_FEATURES);
  if (JSON.stringify(linear.features) !== expected) throw new ModelArtefactError(name, `features ${JSON.stringify(linear.features)} differ from the detector's ${expected}; retrain it`);
  const head = headOf(linear, INJECTION_HEAD);
  packed(head); // at load, with the rest of the model, not on the first request
  return {
    linear,
    head,
    harm: headOf(linear, HARM_HEAD),
    both: packHeads([head, headOf(linear, HARM_HEAD)]),
    field: checkMap(name, linear.meta.fieldCalibration, 'fieldCalibration'),
    combiner: checkCombiner(name, linear.meta.combiner),
    risk: checkMap(name, linear.meta.riskCalibration, 'riskCalibration'),
    ruleTrust: checkTrust(name, linear.meta.ruleTrust),
  };
}

// Parsed on first use; the server calls injectionModel() at start (src/services/injection-model.ts),
// so a damaged artefact stops the start, not the first request.
let current: InjectionModel | undefined;

/** The model the detector uses. */
export function injectionModel(): InjectionModel {
  current ??= parseInjectionModel(MODEL_FILE, artefact);
  return current;
}

/** Replaces the shipped model (the server's SVC_INJECTION_MODEL_FILE override, evaluation folds). */
export function useInjectionModel(model: InjectionModel): void {
  current = model;
}

/** Raw logit of the normalized views of one text. */
export function modelLogit(model: InjectionModel, views: readonly string[]): number {
  return packedScores(injectionViews(views), model.linear.features, packed(model.head))[0];
}

export interface ModelReading {
  logit: number;
  /** Calibrated score 0–1 (see the file comment for what it means). */
  score: number;
}

export function readViews(model: InjectionModel, views: readonly string[], map: 'text' | 'field' = 'text'): ModelReading {
  const logit = modelLogit(model, views);
  return { logit, score: calibrate(map === 'text' ? model.head.calibration : model.field, logit) };
}

/**
 * The whole text's reading and its harmful-request probability: the highest of the whole text
 * (same feature pass) and its framing.ts harmChunks (a goal inside a long role-play or before a
 * noisy suffix reads weak in the whole text). Training reads the same pieces (train-injection.ts).
 * `needHarm` false (the caller knows the harm reading cannot change the score) skips the harm head.
 */
export function readText(model: InjectionModel, views: readonly string[], chunks: readonly string[], needHarm = true): ModelReading & { harm: number } {
  if (!needHarm) {
    const logit = modelLogit(model, views);
    return { logit, score: calibrate(model.head.calibration, logit), harm: 0 };
  }
  const [logit, wholeHarm] = packedScores(injectionViews(views), model.linear.features, model.both);
  let harmLogit = wholeHarm;
  for (const chunk of chunks) harmLogit = Math.max(harmLogit, linearScores(injectionViews(modelViews(chunk)), model.linear.features, [model.harm])[0]);
  return { logit, score: calibrate(model.head.calibration, logit), harm: calibrate(model.harm.calibration, harmLogit) };
}

const CUE_WORDS = 400;
/** Cue words are runs of three or more letters or digits: the parts between these separators. */
const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** At least three code points (a code point is one or two UTF-16 units). */
const wordLongEnough = (w: string): boolean => w.length >= 6 || (w.length >= 3 && [...w].length >= 3);

/**
 * The words that push the score up most (each word read alone, with its character n-grams),
 * for the explanation. Only computed when the model's evidence is reported.
 */
export function strongestCues(model: InjectionModel, normalized: string, count = 3): string[] {
  const seen = new Set<string>();
  const scored: Array<[string, number]> = [];
  for (const word of normalized.split(NOT_WORD)) {
    if (!wordLongEnough(word) || seen.has(word)) continue;
    seen.add(word);
    if (seen.size > CUE_WORDS) break;
    // One word is one token to capRepeats (features.ts), which returns it unchanged: the same
    // logit as modelLogit(model, [word]) without its per-call Map and regex iterator.
    const z = linearScores([word], model.linear.features, [model.head])[0] - model.head.bias;
    if (z > 0) scored.push([word, z]);
  }
  return scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, count).map(([w]) => w);
}
