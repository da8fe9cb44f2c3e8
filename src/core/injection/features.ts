/**
 * The feature space of the learned injection model: the toolkit's hashed word 1–2-grams and
 * character 3–5-grams (src/core/ml/features.ts) over the normalized views of the text
 * (src/core/ml/normalize.ts: case, diacritics, homoglyphs and invisible characters folded;
 * leetspeak and letter spacing undone), so obfuscated wording reaches the model too.
 * Shared by training (scripts/train-injection.ts) and inference (model.ts).
 */
import { featureVersion, type FeatureConfig } from '../ml';

export const INJECTION_FEATURES: FeatureConfig = { hashBits: 18, wordNgrams: 2, charMin: 3, charMax: 5, headChars: 8192, tailChars: 2048 };

export const FEATURE_VERSION = featureVersion(INJECTION_FEATURES);

/** A word seen this many times already is dropped from what the model reads. */
export const MAX_REPEATS = 4;
/** Words as the feature tokenizer sees them (letters, digits and marks of any script; see ml/features.ts). */
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

interface Capped {
  view: string;
  text: string;
  /** Words kept, of all words. */
  kept: number;
  total: number;
}

// The last view capped: the detector reads its primary view twice, through capRepeats (the
// model) and floodTrust; both count the same words.
let lastCapped: Capped | undefined;

function capped(view: string): Capped {
  if (lastCapped?.view === view) return lastCapped;
  const seen = new Map<string, number>();
  let out = '';
  let dropped = false;
  let last = 0;
  let total = 0;
  let kept = 0;
  // Punctuation between kept words stays (it separates them as before); dropped words leave a space.
  for (const m of view.matchAll(TOKEN)) {
    const n = (seen.get(m[0]) ?? 0) + 1;
    seen.set(m[0], n);
    total++;
    if (n > MAX_REPEATS) {
      if (!dropped) out = view.slice(0, m.index);
      dropped = true;
      last = m.index + m[0].length;
      continue;
    }
    kept++;
    if (dropped) out += ` ${view.slice(last, m.index + m[0].length)}`;
    last = m.index + m[0].length;
  }
  lastCapped = { view, text: dropped ? out + view.slice(last) : view, kept, total };
  return lastCapped;
}

/**
 * The text the model reads: each distinct word at most MAX_REPEATS times. Feature values are
 * counts / √occurrences, so a flood of one trigger word ("ignore ignore …" 100 KB long) would
 * otherwise grow its weight with the square root of its length; natural text barely changes.
 */
export function capRepeats(view: string): string {
  return capped(view).text;
}

/** The views of a text as the model reads them (training and inference alike). */
export function injectionViews(views: readonly string[]): string[] {
  return views.map(capRepeats);
}

/**
 * How far the model's reading of a text can be trusted, from its primary view: 1 for text in
 * which at least a fifth of the words survive capRepeats, falling in proportion below that.
 * A 100 KB flood of a few trigger words keeps a fraction of a percent of its words: what the
 * model reads there is a keyword list, not an instruction.
 */
export function floodTrust(view: string): number {
  const { kept, total } = capped(view);
  return total === 0 ? 1 : Math.min(1, kept / (0.2 * total));
}
