/**
 * The learned part of the detector: logistic regression over hashed word and character
 * n-grams (features.ts), trained by scripts/train-injection.ts on the train split of the
 * shared data. The weights ship as a committed JSON artefact (int8, base64).
 */
import artefact from './model-weights.json';
import { FEATURE_VERSION, HASH_BITS, scanFeatures, type Features } from './features';

export interface ModelArtefact {
  format: string;
  featureVersion: string;
  hashBits: number;
  /** Raw logit = bias + scale * Σ weight[i] · tf / √n. */
  bias: number;
  scale: number;
  /** Piecewise-linear map from raw logit to a calibrated score: [logit, score] pairs, increasing. */
  calibration: Array<[number, number]>;
  /** Base64 of the int8 weights, 2^hashBits entries. */
  weights: string;
}

export interface LoadedModel {
  bias: number;
  scale: number;
  calibration: ReadonlyArray<readonly [number, number]>;
  weights: Int8Array;
}

/** Decodes and checks an artefact; throws if it was built for other features. */
export function loadModel(source: ModelArtefact): LoadedModel {
  if (source.featureVersion !== FEATURE_VERSION || source.hashBits !== HASH_BITS) {
    throw new Error(`injection model artefact was built for features ${source.featureVersion}/${source.hashBits}, code has ${FEATURE_VERSION}/${HASH_BITS}`);
  }
  const binary = atob(source.weights);
  if (binary.length !== 1 << HASH_BITS) throw new Error(`injection model artefact has ${binary.length} weights, expected ${1 << HASH_BITS}`);
  const weights = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) weights[i] = binary.charCodeAt(i) << 24 >> 24;
  return { bias: source.bias, scale: source.scale, calibration: source.calibration, weights };
}

const MODEL = loadModel(artefact as ModelArtefact);

/** Raw logit of a text's features under a model. */
export function rawLogit(model: LoadedModel, { indices }: Features): number {
  if (indices.length === 0) return model.bias;
  let sum = 0;
  for (let i = 0; i < indices.length; i++) sum += model.weights[indices[i]];
  return model.bias + (model.scale * sum) / Math.sqrt(indices.length);
}

/** Calibrated score 0–1: the sensitivity thresholds sit at fixed false-positive rates on benign text. */
export function calibrate(model: LoadedModel, logit: number): number {
  const points = model.calibration;
  if (logit <= points[0][0]) return points[0][1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i];
    if (logit <= x1) {
      const [x0, y0] = points[i - 1];
      return y0 + ((y1 - y0) * (logit - x0)) / (x1 - x0);
    }
  }
  return points[points.length - 1][1];
}

export interface ModelReading {
  /** Calibrated similarity 0–1 to the jailbreak and injection prompts of the training data. */
  similarity: number;
  /** Different words the model saw: how much evidence the similarity rests on. */
  distinctWords: number;
  /** The words and word pairs that pushed the score up most, for the explanation. */
  cues: string[];
}

const CUE_COUNT = 3;

/** Scores a normalized text in one pass over its features, keeping the strongest cues on the way. */
export function readWithModel(normalized: string): ModelReading {
  let sum = 0;
  let n = 0;
  const words = new Set<number>();
  // A short list of the heaviest features seen; text is sliced only for those.
  const top: Array<{ weight: number; gram: string }> = [];
  const capacity = CUE_COUNT * 4;
  scanFeatures(normalized, (index, window, start, end, bigram) => {
    const weight = MODEL.weights[index];
    sum += weight;
    n++;
    if (!bigram) words.add(index);
    // Short function words carry weight in the model but explain nothing to a reader.
    if (weight <= 0 || end - start < 4 || (top.length === capacity && weight <= top[capacity - 1].weight)) return;
    const gram = window.slice(start, end);
    if (top.some((t) => t.gram === gram)) return;
    top.push({ weight, gram });
    top.sort((a, b) => b.weight - a.weight || (a.gram < b.gram ? -1 : 1));
    if (top.length > capacity) top.pop();
  });
  const logit = n === 0 ? MODEL.bias : MODEL.bias + (MODEL.scale * sum) / Math.sqrt(n);
  return { similarity: calibrate(MODEL, logit), distinctWords: words.size, cues: top.slice(0, CUE_COUNT).map((t) => t.gram) };
}
