/**
 * Hashed n-gram features for the learned detectors, shared by training (scripts/ml/) and
 * inference so both see exactly the same feature space:
 * - word unigrams up to `wordNgrams`-grams of the normalized views (normalize.ts: folded case,
 *   diacritics, homoglyphs, invisible characters; leetspeak and spacing undone);
 * - character n-grams (`charMin`..`charMax`) inside each word padded with boundary marks, so
 *   that inflections, typos, romanised-Hindi spelling variants ("nahi", "nahin") and scripts
 *   without spaces (CJK) still share features.
 * Each n-gram is hashed (FNV-1a) to one of 2^hashBits buckets with a sign taken from the hash
 * (signed hashing keeps collisions from biasing a weight one way). The vector is the signed
 * counts divided by √(occurrences).
 */
import { modelViews } from './normalize';
import { EMPTY_VECTOR, type SparseVector } from './sparse';

export interface FeatureConfig {
  /** 2^hashBits buckets. */
  hashBits: number;
  /** Longest word n-gram (1 = unigrams only). */
  wordNgrams: number;
  /** Character n-gram lengths inside words (boundary marks count as characters); 0 disables. */
  charMin: number;
  charMax: number;
  /** Long texts are read as their first `headChars` and last `tailChars` characters. */
  headChars: number;
  tailChars: number;
}

/** A string that changes whenever the feature space does; artefacts record it and are refused on mismatch. */
export function featureVersion(c: FeatureConfig): string {
  return `svc-ml-features/1:fnv1a-signed:b${c.hashBits}:w1-${c.wordNgrams}:c${c.charMin}-${c.charMax}:h${c.headChars}:t${c.tailChars}`;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SEED_WORD = 0x5bd1e995;
const SEED_CHAR = 0x27d4eb2f;
const BOUNDARY = 0x2;
/** Characters of a single token that yield character n-grams: longer runs are CJK sentences or encodings. */
const MAX_TOKEN_CHARS = 48;

function isWordChar(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
  if (c >= 0x2000 && c <= 0x206f) return false; // general punctuation
  if (c >= 0x3000 && c <= 0x303f) return false; // CJK punctuation
  if (c === 0x0964 || c === 0x0965) return false; // Devanagari danda
  if (c >= 0xff00 && c <= 0xff65) return false; // remaining full-width punctuation
  return c >= 0xc0;
}

/** The part of a text the model reads. */
export function modelWindow(text: string, c: FeatureConfig): string {
  if (text.length <= c.headChars + c.tailChars) return text;
  return `${text.slice(0, c.headChars)}\n${text.slice(text.length - c.tailChars)}`;
}

/**
 * Feature occurrences of one input, as signed bucket numbers (b for +1, ~b for −1), in a
 * buffer reused across calls: inference sums weights straight from it without building a
 * vector, training merges it into one.
 */
class Occurrences {
  buffer = new Int32Array(4096);
  size = 0;

  constructor(private readonly bits: number) {}

  add(hash: number): void {
    if (this.size === this.buffer.length) {
      const grown = new Int32Array(this.size * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    const index = (hash ^ (hash >>> this.bits)) & ((1 << this.bits) - 1);
    this.buffer[this.size++] = hash < 0 ? ~index : index;
  }
}

const scratch = new Map<number, Occurrences>();

/** Collects the occurrences of every feature of the views into the shared buffer for `c.hashBits`. */
function scan(views: readonly string[], c: FeatureConfig): Occurrences {
  let occ = scratch.get(c.hashBits);
  if (occ === undefined) {
    occ = new Occurrences(c.hashBits);
    scratch.set(c.hashBits, occ);
  }
  occ.size = 0;
  for (const view of views) addText(occ, modelWindow(view, c), c);
  return occ;
}

/** Adds the word and character n-grams of one (normalized) text. */
function addText(acc: Occurrences, text: string, c: FeatureConfig): void {
  const recent = new Int32Array(Math.max(1, c.wordNgrams)); // hashes of the last words, most recent first
  let words = 0;
  let i = 0;
  while (i < text.length) {
    while (i < text.length && !isWordChar(text.charCodeAt(i))) i++;
    const start = i;
    while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
    if (i === start) break;
    let h = FNV_OFFSET ^ SEED_WORD;
    for (let j = start; j < i; j++) h = Math.imul(h ^ text.charCodeAt(j), FNV_PRIME);
    acc.add(h);
    // n-grams chain the word hashes: "a b" = mix(hash(a), hash(b)).
    let chained = h;
    for (let n = 1; n < c.wordNgrams && n <= words; n++) {
      chained = Math.imul(chained ^ recent[n - 1], FNV_PRIME) ^ n;
      acc.add(Math.imul(chained, FNV_PRIME));
    }
    for (let n = recent.length - 1; n > 0; n--) recent[n] = recent[n - 1];
    recent[0] = h;
    words++;
    if (c.charMax > 0) addCharNgrams(acc, text, start, Math.min(i, start + MAX_TOKEN_CHARS), c.charMin, c.charMax);
  }
}

const token = new Int32Array(MAX_TOKEN_CHARS + 2);

/** Character n-grams of text[start, end) with a boundary mark on each side. */
function addCharNgrams(acc: Occurrences, text: string, start: number, end: number, min: number, max: number): void {
  const length = end - start + 2;
  token[0] = BOUNDARY;
  for (let j = start; j < end; j++) token[j - start + 1] = text.charCodeAt(j);
  token[length - 1] = BOUNDARY;
  for (let p = 0; p + min <= length; p++) {
    let h = FNV_OFFSET ^ SEED_CHAR;
    const last = Math.min(length, p + max);
    for (let q = p; q < last; q++) {
      h = Math.imul(h ^ token[q], FNV_PRIME);
      if (q - p + 1 >= min) acc.add(h ^ (q - p));
    }
  }
}

/** The feature vector of a raw text (normalized here, with its de-obfuscated views). */
export function featurize(text: string, c: FeatureConfig): SparseVector {
  return featurizeViews(modelViews(text), c);
}

/**
 * The feature vector of texts that are already normalized views of one input: signed counts
 * divided by √(number of occurrences), so that long and short texts weigh alike.
 */
export function featurizeViews(views: readonly string[], c: FeatureConfig): SparseVector {
  const occ = scan(views, c);
  if (occ.size === 0) return EMPTY_VECTOR;
  const { counts, seen } = countsFor(c.hashBits);
  const touched: number[] = [];
  for (let k = 0; k < occ.size; k++) {
    const b = occ.buffer[k];
    const index = b < 0 ? ~b : b;
    if (seen[index] === 0) {
      seen[index] = 1;
      touched.push(index);
    }
    counts[index] += b < 0 ? -1 : 1;
  }
  const sorted = Int32Array.from(touched).sort();
  const indices: number[] = [];
  const values: number[] = [];
  const scale = 1 / Math.sqrt(occ.size);
  for (const index of sorted) {
    if (counts[index] !== 0) {
      indices.push(index);
      values.push(counts[index] * scale);
    }
    counts[index] = 0;
    seen[index] = 0;
  }
  return { indices: Int32Array.from(indices), values: Float32Array.from(values) };
}

/** Dense scratch counts for merging occurrences (training side), one per hash size. */
const countScratch = new Map<number, { counts: Int32Array; seen: Uint8Array }>();

function countsFor(bits: number): { counts: Int32Array; seen: Uint8Array } {
  let scratchCounts = countScratch.get(bits);
  if (scratchCounts === undefined) {
    scratchCounts = { counts: new Int32Array(1 << bits), seen: new Uint8Array(1 << bits) };
    countScratch.set(bits, scratchCounts);
  }
  return scratchCounts;
}

/**
 * bias + w · x for each head, computed straight from the feature occurrences of the views
 * (no vector is built): the hot path of inference.
 */
export function linearScores(views: readonly string[], c: FeatureConfig, heads: ReadonlyArray<{ bias: number; weights: Float32Array }>): Float64Array {
  const occ = scan(views, c);
  const out = new Float64Array(heads.length);
  const scale = occ.size === 0 ? 0 : 1 / Math.sqrt(occ.size);
  const buffer = occ.buffer;
  for (let h = 0; h < heads.length; h++) {
    const w = heads[h].weights;
    let sum = 0;
    for (let k = 0; k < occ.size; k++) {
      const b = buffer[k];
      sum += b < 0 ? -w[~b] : w[b];
    }
    out[h] = heads[h].bias + sum * scale;
  }
  return out;
}

/**
 * Heads packed for inference: the weights of every head interleaved per bucket, so that one
 * feature occurrence reads one cache line instead of one per head (a 2^17-bucket head is
 * 512 KB: separate arrays miss the cache on every head). When every head was decoded from
 * quantized weights (artefact.ts: weight = fround(q × scale)), the integers are packed
 * instead of the floats and each weight is rebuilt as it is read, the same float32: the
 * table is half the size (9 heads: 2.4 MB instead of 4.7 MB), so fewer reads miss the cache.
 */
export interface PackedHeads {
  count: number;
  biases: Float64Array;
  /** `weights[bucket * count + h]`, when not quantized. */
  weights?: Float32Array;
  /** `quantized[bucket * count + h] * scales[h]`, rounded to float32, is the weight. */
  quantized?: Int16Array;
  scales?: Float64Array;
}

export interface PackableHead {
  bias: number;
  weights: Float32Array;
  quantized?: { values: Int8Array | Int16Array; scale: number };
}

/** Whether fround(q × scale) rebuilds every weight of the head exactly. */
function exactlyQuantized(head: PackableHead): boolean {
  const q = head.quantized;
  if (q === undefined || q.values.length !== head.weights.length) return false;
  for (let i = 0; i < q.values.length; i++) if (Math.fround(q.values[i] * q.scale) !== head.weights[i]) return false;
  return true;
}

export function packHeads(heads: ReadonlyArray<PackableHead>): PackedHeads {
  const count = heads.length;
  const size = heads[0]?.weights.length ?? 0;
  for (const head of heads) if (head.weights.length !== size) throw new Error('packHeads: heads of different sizes');
  const biases = Float64Array.from(heads, (h) => h.bias);
  if (count > 0 && heads.every(exactlyQuantized)) {
    const quantized = new Int16Array(size * count);
    heads.forEach((head, h) => {
      const values = head.quantized!.values;
      for (let i = 0; i < size; i++) quantized[i * count + h] = values[i];
    });
    return { count, biases, quantized, scales: Float64Array.from(heads, (h) => h.quantized!.scale) };
  }
  const weights = new Float32Array(size * count);
  heads.forEach((head, h) => {
    for (let i = 0; i < size; i++) weights[i * count + h] = head.weights[i];
  });
  return { count, biases, weights };
}

let sink = 0;

/** linearScores over packed heads: the same numbers, faster for several heads. */
export function packedScores(views: readonly string[], c: FeatureConfig, packed: PackedHeads): Float64Array {
  const occ = scan(views, c);
  const n = packed.count;
  const sums = new Float64Array(n);
  const buffer = occ.buffer;
  if (packed.quantized !== undefined) {
    const q = packed.quantized;
    const scales = packed.scales!;
    // Touch every occurrence's weights first (the first and last head's: a bucket may straddle
    // two cache lines). These loads do not wait on each other, so the processor has many cache
    // misses in flight at once; the summing loop below then mostly reads cached lines. In the
    // engine, with the rest of an evaluation between two calls, the sum of a 1 KB text took
    // ≈ 15% less time (medians of 1,800 calls each, alternating, same process).
    let touched = 0;
    for (let k = 0; k < occ.size; k++) {
      const b = buffer[k];
      const base = (b < 0 ? ~b : b) * n;
      touched ^= q[base] ^ q[base + n - 1];
    }
    sink ^= touched; // kept, so that the loads are not optimized away
    for (let k = 0; k < occ.size; k++) {
      const b = buffer[k];
      if (b < 0) {
        const base = ~b * n;
        for (let h = 0; h < n; h++) sums[h] -= Math.fround(q[base + h] * scales[h]);
      } else {
        const base = b * n;
        for (let h = 0; h < n; h++) sums[h] += Math.fround(q[base + h] * scales[h]);
      }
    }
  } else {
    const w = packed.weights!;
    for (let k = 0; k < occ.size; k++) {
      const b = buffer[k];
      if (b < 0) {
        const base = ~b * n;
        for (let h = 0; h < n; h++) sums[h] -= w[base + h];
      } else {
        const base = b * n;
        for (let h = 0; h < n; h++) sums[h] += w[base + h];
      }
    }
  }
  const scale = occ.size === 0 ? 0 : 1 / Math.sqrt(occ.size);
  for (let h = 0; h < n; h++) sums[h] = packed.biases[h] + sums[h] * scale;
  return sums;
}
