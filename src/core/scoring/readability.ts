/** Flesch reading ease: 206.835 − 1.015·(words/sentences) − 84.6·(syllables/words). */

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

/** a e i o u y, either case (WORD matches ASCII letters and apostrophes only). */
function isVowel(c: number): boolean {
  const l = c | 0x20;
  return l === 0x61 || l === 0x65 || l === 0x69 || l === 0x6f || l === 0x75 || l === 0x79;
}

/**
 * Vowel-group heuristic; accurate enough for a text-level average. Reads the characters of the
 * match in place (no lower-cased copy per word): WORD's characters are ASCII letters and
 * apostrophes, for which `| 0x20` is the lower case of a letter and never a vowel otherwise.
 */
function countSyllables(text: string, start: number, end: number): number {
  let groups = 0;
  let previousVowel = false;
  for (let i = start; i < end; i++) {
    const vowel = isVowel(text.charCodeAt(i));
    if (vowel && !previousVowel) groups++;
    previousVowel = vowel;
  }
  // Silent final "e" ("make"), but not "-le" ("table").
  const last = text.charCodeAt(end - 1) | 0x20;
  const beforeLast = end - start >= 2 ? text.charCodeAt(end - 2) | 0x20 : 0;
  if (groups > 1 && last === 0x65 && beforeLast !== 0x6c) groups--;
  return Math.max(1, groups);
}

export interface Readability {
  score: number;
  words: number;
  sentences: number;
}

export function fleschReadingEase(text: string, sentenceCount: number): Readability {
  let words = 0;
  let syllables = 0;
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    words++;
    syllables += countSyllables(text, m.index, m.index + m[0].length);
  }
  const sentences = Math.max(1, sentenceCount);
  if (words === 0) return { score: 100, words, sentences };
  const score = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
  return { score: Math.round(score * 10) / 10, words, sentences };
}
