/** Flesch reading ease: 206.835 − 1.015·(words/sentences) − 84.6·(syllables/words). */

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

function isVowel(c: string): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
}

/** Vowel-group heuristic; accurate enough for a text-level average. */
function countSyllables(word: string): number {
  const w = word.toLowerCase();
  let groups = 0;
  let previousVowel = false;
  for (let i = 0; i < w.length; i++) {
    const vowel = isVowel(w[i]);
    if (vowel && !previousVowel) groups++;
    previousVowel = vowel;
  }
  // Silent final "e" ("make"), but not "-le" ("table").
  if (groups > 1 && w.endsWith('e') && !w.endsWith('le')) groups--;
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
    syllables += countSyllables(m[0]);
  }
  const sentences = Math.max(1, sentenceCount);
  if (words === 0) return { score: 100, words, sentences };
  const score = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
  return { score: Math.round(score * 10) / 10, words, sentences };
}
