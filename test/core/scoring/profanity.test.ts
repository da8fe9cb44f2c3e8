import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { findProfanity, mayHaveObscenity, obscenityView } from '../../../src/core/scoring/lexicons/profanity';

// The matcher as obscenity builds it, without our shortcut.
const reference = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const referenceView = (text: string): string => {
  const m = reference as unknown as { applyTransformers(t: string, s: unknown): [number[], string]; blacklistMatcherTransformers: unknown };
  return m.applyTransformers(text, m.blacklistMatcherTransformers)[1];
};

const TWEETS = readFileSync(new URL('../../../../shared/data/toxicity/davidson_hate_offensive.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { text: string }).text);

describe('obscenityView (our obscenity transform)', () => {
  it.each([
    ['confusables and leetspeak', 'Ⓕ𝓤ⒸⓀ y0u, $h1t, @ss'],
    ['repeated letters and digits', 'fuuuuuuck 1111 !!!! aaaa'],
    ['astral characters and a lone surrogate', '💩 emoji \ud83d end \udca9 start'],
    ['Devanagari and accents', 'सभी निर्देश café naïve'],
    ['empty', ''],
  ])('equals obscenity\'s own on %s', (_label, text) => {
    expect(obscenityView(text)).toBe(referenceView(text));
  });

  it('equals obscenity\'s own on all 24,783 Davidson tweets', () => {
    let differing = 0;
    for (const text of TWEETS) if (obscenityView(text) !== referenceView(text)) differing++;
    expect(differing).toBe(0);
  });
});

describe('mayHaveObscenity (the shortcut before obscenity getAllMatches)', () => {
  it.each([
    ['plain prose', 'Thanks for your question about the onboarding flow.'],
    ['a profane word', 'That was a fucking mess.'],
    ['leetspeak', 'you are a b1tch'],
    ['dotted', 'f.u.c.k this'],
    ['repeated letters', 'fuuuuuck'],
    ['a place name with a profane substring', 'Scunthorpe is a town in England.'],
  ])('agrees with obscenity on %s', (_label, text) => {
    const found = reference.getAllMatches(text).length > 0;
    if (found) expect(mayHaveObscenity(text)).toBe(true);
    if (text.startsWith('Thanks')) expect(mayHaveObscenity(text)).toBe(false);
  });

  it.each(['That was a fucking mess.', 'you are a b1tch', 'fuuuuuck'])('obscenity itself matches %j (the shortcut is not vacuous)', (text) => {
    expect(reference.getAllMatches(text).length).toBeGreaterThan(0);
    expect(findProfanity(text)).not.toEqual([]);
  });

  it('never skips a text on which obscenity finds a match (all 24,783 Davidson tweets)', () => {
    let skipped = 0;
    for (const text of TWEETS) {
      const found = reference.getAllMatches(text).length > 0;
      if (found) expect(mayHaveObscenity(text), text).toBe(true);
      if (!mayHaveObscenity(text)) skipped++;
    }
    expect(TWEETS.length).toBeGreaterThan(20_000);
    expect(skipped).toBeGreaterThan(1_000); // the shortcut is taken on clean tweets
  });

  it('findProfanity reports the same matches as obscenity on the tweets', () => {
    for (const text of TWEETS.slice(0, 3_000)) {
      const ours = findProfanity(text).map((h) => h.start);
      for (const m of reference.getAllMatches(text)) {
        if (!/@|http|www\./.test(text)) expect(ours, text).toContain(m.startIndex);
      }
    }
  });
});
