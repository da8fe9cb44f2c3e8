/**
 * The speed shortcuts of the scoring engine give exactly what the plain computation gives:
 * each is checked here against that computation, on texts chosen to sit at its edges.
 */
import { describe, expect, it } from 'vitest';
import { compilePhrases, foldText, matchPhrases } from '../../../src/core/scoring/fold';
import { HI_ABUSE, HI_GROUP_PRONOUNS, HI_GROUPS, HI_THREATS } from '../../../src/core/scoring/lexicons/hindi';
import { shorten } from '../../../src/core/scoring/rule';
import { mayBeStretched, modelText } from '../../../src/core/scoring/learned-heads';
import { hasMixedLeet } from '../../../src/core/ml/normalize';

const plainShorten = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
};

describe('shorten reads long texts from a prefix', () => {
  it.each([
    ['short', 'a  short\n\ttext '],
    ['long prose', 'word '.repeat(5_000)],
    ['long leading whitespace', `${' '.repeat(1_500)}then words ${'x'.repeat(3_000)}`],
    ['whitespace run across the prefix end', `${'y'.repeat(990)}${' \n'.repeat(30)}${'z'.repeat(3_000)}`],
    ['only whitespace', ' \n'.repeat(2_000)],
    ['few characters then whitespace', `ab${' '.repeat(5_000)}cd`],
  ])('%s', (_name, text) => {
    for (const max of [30, 50, 60]) expect(shorten(text, max)).toBe(plainShorten(text, max));
  });
});

describe('foldText trims tokens like the anchored regex did', () => {
  const plainWords = (text: string): Array<[string, number]> => {
    const out: Array<[string, number]> = [];
    for (const m of text.matchAll(/[\p{L}\p{M}\p{N}@$*!_.'’-]+/gu)) {
      const t = m[0].replace(/^[.'’_-]+|[.'’_!-]+$/g, '');
      if (t.length > 0) out.push([t, m.index + m[0].indexOf(t)]);
    }
    return out;
  };
  it.each(['..ab!!', '!.', '-a-a', "'’x’'", '!!!!a', '._!', 'k i l l', 'mar!!! dalunga...', `${'!'.repeat(50)}a`])('%s', (text) => {
    const plain = plainWords(text);
    // Single-letter runs ("k i l l") are joined into one word: compare the other words' spans.
    for (const w of foldText(text).words.filter((w) => !text.slice(w.start, w.end).includes(' '))) {
      expect(plain).toContainEqual([text.slice(w.start, w.end), w.start]);
    }
  });
});

describe('phrase patterns skip texts without the words of any phrase', () => {
  const lexicons = { threats: HI_THREATS, abuse: HI_ABUSE, groups: [...HI_GROUPS, ...HI_GROUP_PRONOUNS] };
  const texts = [
    'tujhe dekh lunga, jaan se maar denge',
    'in logon ko mandir mein mat aane do',
    'ye log gande hote hain',
    'in the log file, ye olde shop',
    'मुसलमान गद्दार हैं',
    'Thanks for your question about the onboarding flow.',
    'abe t u j h e dekh lunga',
  ];
  it.each(Object.entries(lexicons))('%s: the same matches as a full scan', (_name, phrases) => {
    const pattern = compilePhrases(phrases);
    // A copy of the pattern carries no word prefilter: it always scans.
    const unfiltered = new RegExp(pattern.source, pattern.flags);
    for (const text of texts) {
      const folded = foldText(text);
      expect(matchPhrases(text, folded, pattern)).toEqual(matchPhrases(text, folded, unfiltered));
    }
  });
});

describe('mayBeStretched is false only where STRETCHED cannot match (modelText skips the regexp then)', () => {
  const STRETCHED = /(\p{L})\1{2,}/u;
  it.each([
    ['empty', '', false],
    ['plain prose', 'Thanks for your question about the onboarding flow.', false],
    ['two of a letter', 'soo good, aab', false],
    ['three letters', 'sooo good', true],
    ['three digits (no match, checked anyway)', 'in 2000 we', true],
    ['three spaces', 'a   b', true],
    ['run at the very start', 'aaab', true],
    ['run at the very end', 'baaa', true],
    ['Devanagari run', 'हाााय', true],
    ['astral letter repeated', '𝐀𝐀𝐀', true],
    ['astral letter once (surrogates: regexp consulted)', 'x𝐀y', true],
    ['alternating pair', 'ababab', false],
  ])('%s', (_name, text, expected) => {
    expect(mayBeStretched(text)).toBe(expected);
    if (!expected) expect(STRETCHED.test(text)).toBe(false);
  });
  it('modelText is unchanged on generated texts', () => {
    const alphabet = ['a', 'b', 'a', ' ', '!', '1', 'é', 'ह', '𝐀', '@', 'x'];
    let seed = 7;
    const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % alphabet.length);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let k = 0; k < 1 + (n % 13); k++) text += alphabet[next()];
      const plain = text.replace(/@\w+|\bRT\b|\bURL\b|https?:\/\/\S+|www\.\S+|&(?:amp|lt|gt|quot|#\d+);|#(?=\w)/g, ' ');
      expect(modelText(text)).toBe(plain.replace(/(\p{L})\1{2,}/gu, '$1$1'));
    }
  });
});

describe('hasMixedLeet answers what the lookbehind regexp answered', () => {
  const MIXED_LEET = /(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/;
  it.each([
    ['empty', '', false],
    ['plain words', 'ignore all previous instructions', false],
    ['numbers alone', 'in 2015 it cost $50', false],
    ['leet word', '1gn0r3 th1s', true],
    ['letter before', 'a1', true],
    ['letter after', '@b', true],
    ['at the start', '0x', true],
    ['at the end', 'x$', true],
    ['digits the regexp does not look for', 'a2 b6 c8 d9', false],
    ['upper-case letters (views are lower-case)', 'A1 3B', false],
    ['separated by a space', 'a 1 b', false],
  ])('%s', (_name, text, expected) => {
    expect(hasMixedLeet(text)).toBe(expected);
    expect(MIXED_LEET.test(text)).toBe(expected);
  });
  it('agrees on generated texts', () => {
    const alphabet = ['a', 'z', 'A', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '@', '$', ' ', 'é', '{', '`'];
    let seed = 11;
    const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % alphabet.length);
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let k = 0; k < 1 + (n % 7); k++) text += alphabet[next()];
      expect(hasMixedLeet(text)).toBe(MIXED_LEET.test(text));
    }
  });
});
