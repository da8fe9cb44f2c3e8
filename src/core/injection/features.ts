/**
 * Hashed word n-gram features of the learned model, shared by training (scripts/train-injection.ts)
 * and inference (model.ts) so that both see exactly the same feature space. Input is the
 * normalized view of the text (normalize.ts): lower case, folded, single spaces.
 */

/** Bumped whenever the features change; the artefact records it and is refused on mismatch. */
export const FEATURE_VERSION = 'fnv1a32/words1-2/head12k-tail4k';
export const HASH_BITS = 16;
const MASK = (1 << HASH_BITS) - 1;

/** Long inputs are judged on their head and tail; jailbreak templates rarely exceed 12k characters. */
const HEAD_CHARS = 12_288;
const TAIL_CHARS = 4_096;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SEED_WORD = 0x5bd1e995;
const SEED_BIGRAM = 0x27d4eb2f;

/** The part of a (normalized) text the model reads. */
export function modelWindow(text: string): string {
  if (text.length <= HEAD_CHARS + TAIL_CHARS) return text;
  return `${text.slice(0, HEAD_CHARS)} ${text.slice(text.length - TAIL_CHARS)}`;
}

function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0xc0 && (c < 0x2000 || c > 0x206f));
}

function hashRange(seed: number, text: string, start: number, end: number): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

function bucket(h: number): number {
  return (h ^ (h >>> HASH_BITS)) & MASK;
}

/** Calls `visit` for every word unigram and bigram with its bucket and text range. */
function scanWords(text: string, visit: (index: number, start: number, end: number, bigram: boolean) => void): void {
  let prevStart = -1;
  let prevHash = 0;
  let i = 0;
  while (i < text.length) {
    while (i < text.length && !isWordChar(text.charCodeAt(i))) i++;
    const start = i;
    while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
    if (i === start) break;
    visit(bucket(hashRange(SEED_WORD, text, start, i)), start, i, false);
    if (prevStart >= 0) {
      let h = Math.imul(prevHash ^ 0x20, FNV_PRIME);
      for (let j = start; j < i; j++) h = Math.imul(h ^ text.charCodeAt(j), FNV_PRIME);
      visit(bucket(h), prevStart, i, true);
    }
    prevStart = start;
    prevHash = hashRange(SEED_BIGRAM, text, start, i);
  }
}

/**
 * Visits every feature of a text's model window, as often as it occurs (term frequency):
 * word unigrams and bigrams, with their bucket and their text (`window.slice(start, end)`).
 */
export function scanFeatures(text: string, visit: (index: number, window: string, start: number, end: number, bigram: boolean) => void): void {
  const window = modelWindow(text);
  scanWords(window, (index, start, end, bigram) => visit(index, window, start, end, bigram));
}

export interface Features {
  /** Feature indices, repeated as often as they occur. */
  indices: Int32Array;
  /** Number of different words (unigram buckets) in the model window. */
  distinctWords: number;
}

/** All features of a text at once (training); inference scores them in one pass instead. */
export function extractFeatures(text: string): Features {
  const indices: number[] = [];
  const words = new Set<number>();
  scanFeatures(text, (index, _window, _start, _end, bigram) => {
    if (!bigram) words.add(index);
    indices.push(index);
  });
  return { indices: Int32Array.from(indices), distinctWords: words.size };
}
