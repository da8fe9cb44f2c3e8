/**
 * The speed shortcuts of the scoring engine give exactly what the plain computation gives:
 * each is checked here against that computation, on texts chosen to sit at its edges.
 */
import { describe, expect, it } from 'vitest';
import { compilePhrases, foldText, matchPhrases } from '../../../src/core/scoring/fold';
import { HI_ABUSE, HI_GROUP_PRONOUNS, HI_GROUPS, HI_THREATS } from '../../../src/core/scoring/lexicons/hindi';
import { shorten } from '../../../src/core/scoring/rule';

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
