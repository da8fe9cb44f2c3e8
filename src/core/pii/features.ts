import type { TextFeature } from './types';

/**
 * The text features recognizers require (`Recognizer.requires`), as bits: a scan tests each at
 * most once, and a short text (most JSON values) gets all of them from one loop.
 */
const DIGIT = /\d/;
const DIGIT_RUN = /\d(?:[ ().:\-/]{0,3}\d){6}/;
const LETTER_DIGIT = /[A-Za-z] ?\d|\d[A-Za-z]/;
const UPPER_DIGIT = /[A-Z] ?\d|\d[A-Z]/;
const UPPERCASE = /\p{Lu}/u;

export const FEATURE_TESTS: Record<TextFeature, (text: string) => boolean> = {
  digit: (text) => DIGIT.test(text),
  digitRun: (text) => DIGIT_RUN.test(text),
  letterDigit: (text) => LETTER_DIGIT.test(text),
  upperDigit: (text) => UPPER_DIGIT.test(text),
  '@': (text) => text.includes('@'),
  uppercase: (text) => UPPERCASE.test(text),
};

/** Texts this short get every feature from one loop over their characters instead of up to six regex tests. */
export const SHORT_TEXT = 128;
export const ALL_FEATURES = 63;
const isDigitAt = (c: number): boolean => c >= 48 && c <= 57;
const isUpperAt = (c: number): boolean => c >= 65 && c <= 90;
const isLetterAt = (c: number): boolean => isUpperAt(c) || (c >= 97 && c <= 122);
/** ' ', '(', ')', '.', ':', '-', '/': what digitRun allows between digits. */
const isRunSeparator = (c: number): boolean => c === 32 || c === 40 || c === 41 || c === 46 || c === 58 || c === 45 || c === 47;

/**
 * The FEATURE_BIT bits of a short text, equal to FEATURE_TESTS' answers. A text with a character
 * outside ASCII takes the regex tests (\p{Lu} is any script's capital).
 */
export function shortTextFeatures(text: string): number {
  let bits = 0;
  let chain = 0; // digits in the current chain of digits joined by at most three separators
  let gap = 0; // separators since the chain's last digit
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      let slow = 0;
      for (const feature of Object.keys(FEATURE_BIT) as TextFeature[]) if (FEATURE_TESTS[feature](text)) slow |= FEATURE_BIT[feature];
      return slow;
    }
    if (isDigitAt(c)) {
      bits |= 1;
      chain = chain > 0 && gap <= 3 ? chain + 1 : 1;
      gap = 0;
      if (chain >= 7) bits |= 2;
      const prev = text.charCodeAt(i - 1);
      const next = text.charCodeAt(i + 1);
      // [A-Za-z] ?\d | \d[A-Za-z], and the same with [A-Z]
      const before = isLetterAt(prev) ? prev : prev === 32 && isLetterAt(text.charCodeAt(i - 2)) ? text.charCodeAt(i - 2) : 0;
      if (before !== 0) bits |= isUpperAt(before) ? 12 : 4;
      if (isLetterAt(next)) bits |= isUpperAt(next) ? 12 : 4;
    } else {
      if (chain > 0 && isRunSeparator(c)) {
        if (++gap > 3) chain = 0;
      } else chain = 0;
      if (c === 64) bits |= 16;
      else if (isUpperAt(c)) bits |= 32;
    }
  }
  return bits;
}

/** One bit per feature: a scan tests each feature at most once, without a map or a closure per scan. */
export const FEATURE_BIT: Record<TextFeature, number> = { digit: 1, digitRun: 2, letterDigit: 4, upperDigit: 8, '@': 16, uppercase: 32 };

