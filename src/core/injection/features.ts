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
const TOKEN = /[^\s]+/g;

/**
 * The text the model reads: each distinct word at most MAX_REPEATS times. Feature values are
 * counts / √occurrences, so a flood of one trigger word ("ignore ignore …" 100 KB long) would
 * otherwise grow its weight with the square root of its length; natural text barely changes.
 */
export function capRepeats(view: string): string {
  const seen = new Map<string, number>();
  let out = '';
  let dropped = false;
  for (const m of view.matchAll(TOKEN)) {
    const n = (seen.get(m[0]) ?? 0) + 1;
    seen.set(m[0], n);
    if (n > MAX_REPEATS) {
      dropped = true;
      continue;
    }
    out += out ? ` ${m[0]}` : m[0];
  }
  return dropped ? out : view;
}

/** The views of a text as the model reads them (training and inference alike). */
export function injectionViews(views: readonly string[]): string[] {
  return views.map(capRepeats);
}
