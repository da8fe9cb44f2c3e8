/**
 * The committed form of a linear model: one JSON document with a small header and, per head,
 * the weights quantized to int8 or int16 (scale = max |w| / max int) and base64-encoded.
 * `parseModelArtefact` checks everything before the model is used and throws
 * ModelArtefactError with the reason, so a damaged or mismatched file stops the server at
 * start instead of scoring with garbage or silently falling back.
 */
import type { Calibration } from './calibration';
import { featureVersion, type FeatureConfig } from './features';
import type { LinearHead, LinearModel } from './linear';

export const ARTEFACT_FORMAT = 'svc-ml-linear/1';

export type Quantization = 'int8' | 'int16';

export interface HeadArtefact {
  label: string;
  bias: number;
  quantization: Quantization;
  scale: number;
  calibration: Calibration;
  thresholds: Record<string, number>;
  /** Base64 of the little-endian quantized weights, 2^hashBits entries. */
  weights: string;
}

export interface ModelArtefact {
  format: typeof ARTEFACT_FORMAT;
  task: string;
  featureVersion: string;
  features: FeatureConfig;
  meta: Record<string, unknown>;
  heads: HeadArtefact[];
}

export class ModelArtefactError extends Error {
  constructor(name: string, reason: string) {
    super(`model artefact ${name} is unusable: ${reason}`);
    this.name = 'ModelArtefactError';
  }
}

const MAX_INT: Record<Quantization, number> = { int8: 127, int16: 32767 };

export function encodeModelArtefact(model: LinearModel, quantization: Quantization = 'int16'): ModelArtefact {
  return {
    format: ARTEFACT_FORMAT,
    task: model.task,
    featureVersion: featureVersion(model.features),
    features: model.features,
    meta: model.meta,
    heads: model.heads.map((h) => {
      let max = 0;
      for (let i = 0; i < h.weights.length; i++) max = Math.max(max, Math.abs(h.weights[i]));
      const scale = max === 0 ? 1 : max / MAX_INT[quantization];
      const q = quantization === 'int8' ? new Int8Array(h.weights.length) : new Int16Array(h.weights.length);
      for (let i = 0; i < h.weights.length; i++) q[i] = Math.round(h.weights[i] / scale);
      return {
        label: h.label,
        bias: h.bias,
        quantization,
        scale,
        calibration: h.calibration,
        thresholds: h.thresholds,
        weights: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64'),
      };
    }),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkFeatures(name: string, f: unknown): FeatureConfig {
  if (!isObject(f)) throw new ModelArtefactError(name, 'features is missing');
  for (const key of ['hashBits', 'wordNgrams', 'charMin', 'charMax', 'headChars', 'tailChars'] as const) {
    if (!Number.isInteger(f[key]) || (f[key] as number) < 0) throw new ModelArtefactError(name, `features.${key} must be a non-negative integer`);
  }
  const c = f as unknown as FeatureConfig;
  if (c.hashBits < 8 || c.hashBits > 24) throw new ModelArtefactError(name, `features.hashBits ${c.hashBits} is outside 8..24`);
  return { hashBits: c.hashBits, wordNgrams: c.wordNgrams, charMin: c.charMin, charMax: c.charMax, headChars: c.headChars, tailChars: c.tailChars };
}

function checkCalibration(name: string, c: unknown): Calibration {
  if (!isObject(c)) throw new ModelArtefactError(name, 'calibration is missing');
  if (c.kind === 'identity') return { kind: 'identity' };
  if (c.kind === 'platt' && isFiniteNumber(c.a) && isFiniteNumber(c.b)) return { kind: 'platt', a: c.a, b: c.b };
  if (c.kind === 'isotonic' && Array.isArray(c.x) && Array.isArray(c.y) && c.x.length === c.y.length && c.x.length >= 2) {
    const x = c.x as unknown[];
    const y = c.y as unknown[];
    const ok = x.every((v, i) => isFiniteNumber(v) && (i === 0 || v > (x[i - 1] as number))) && y.every((v, i) => isFiniteNumber(v) && v >= 0 && v <= 1 && (i === 0 || v >= (y[i - 1] as number)));
    if (ok) return { kind: 'isotonic', x: x as number[], y: y as number[] };
  }
  throw new ModelArtefactError(name, `calibration ${JSON.stringify(c).slice(0, 80)} is not a valid identity, platt or isotonic map`);
}

function decodeHead(name: string, raw: unknown, size: number): LinearHead {
  if (!isObject(raw) || typeof raw.label !== 'string' || raw.label === '') throw new ModelArtefactError(name, 'a head has no label');
  const where = `head "${raw.label}"`;
  if (!isFiniteNumber(raw.bias)) throw new ModelArtefactError(name, `${where}: bias is not a finite number`);
  if (raw.quantization !== 'int8' && raw.quantization !== 'int16') throw new ModelArtefactError(name, `${where}: quantization must be int8 or int16`);
  if (!isFiniteNumber(raw.scale) || raw.scale <= 0) throw new ModelArtefactError(name, `${where}: scale must be a positive number`);
  if (typeof raw.weights !== 'string') throw new ModelArtefactError(name, `${where}: weights are missing`);
  const bytes = Buffer.from(raw.weights, 'base64');
  const width = raw.quantization === 'int8' ? 1 : 2;
  if (bytes.length !== size * width) throw new ModelArtefactError(name, `${where}: ${bytes.length} weight bytes, expected ${size * width} (${size} ${raw.quantization} weights)`);
  // A typed view over an aligned copy: element reads instead of a bounds-checked Buffer call per weight.
  const aligned = new Uint8Array(bytes.length);
  aligned.set(bytes);
  const q = width === 1 ? new Int8Array(aligned.buffer) : new Int16Array(aligned.buffer);
  const weights = new Float32Array(size);
  const scale = raw.scale;
  for (let i = 0; i < size; i++) weights[i] = q[i] * scale;
  const thresholds = isObject(raw.thresholds) ? raw.thresholds : {};
  for (const [key, value] of Object.entries(thresholds)) {
    if (!isFiniteNumber(value) || value < 0 || value > 1) throw new ModelArtefactError(name, `${where}: threshold ${key} must be a probability`);
  }
  return {
    label: raw.label,
    bias: raw.bias,
    weights,
    quantized: { values: q, scale },
    calibration: checkCalibration(name, raw.calibration),
    thresholds: thresholds as Record<string, number>,
  };
}

/**
 * Decodes and checks an artefact. `expect.task` and `expect.heads` state what the caller
 * needs; anything else wrong (format, feature version, sizes, numbers) throws too.
 */
export function parseModelArtefact(name: string, source: unknown, expect: { task: string; heads?: readonly string[] }): LinearModel {
  if (!isObject(source)) throw new ModelArtefactError(name, 'not a JSON object');
  if (source.format !== ARTEFACT_FORMAT) throw new ModelArtefactError(name, `format is ${JSON.stringify(source.format)}, expected ${ARTEFACT_FORMAT}`);
  if (source.task !== expect.task) throw new ModelArtefactError(name, `it was trained for task ${JSON.stringify(source.task)}, expected ${expect.task}`);
  const features = checkFeatures(name, source.features);
  if (source.featureVersion !== featureVersion(features)) {
    throw new ModelArtefactError(name, `it was built for features ${JSON.stringify(source.featureVersion)}, this code computes ${featureVersion(features)}; retrain it`);
  }
  if (!Array.isArray(source.heads) || source.heads.length === 0) throw new ModelArtefactError(name, 'it has no heads');
  const heads = source.heads.map((h) => decodeHead(name, h, 1 << features.hashBits));
  for (const label of expect.heads ?? []) {
    if (!heads.some((h) => h.label === label)) throw new ModelArtefactError(name, `head "${label}" is missing`);
  }
  return { task: expect.task, features, heads, meta: isObject(source.meta) ? source.meta : {} };
}
