import { describe, expect, it } from 'vitest';
import { hasDevanagari, transliterateDevanagari, transliterateWord } from '../../../src/core/ml/transliterate';
import { withRomanisedCopies, type HeadRow } from '../../../scripts/harm-data';

describe('Devanagari → romanised Hindi', () => {
  // [Devanagari, variant 0 (long vowels inside words), variant 1 (short vowels, ch/w/f)]
  it.each([
    // inherent vowel dropped at the end of a word, kept in a one-letter word
    ['कमल', 'kamal', 'kamal'],
    ['देश', 'desh', 'desh'],
    ['न', 'na', 'na'],
    // … and in the middle where Hindi drops it (V C _ C V, right to left)
    ['समझना', 'samajhna', 'samajhna'],
    ['मुसलमान', 'musalmaan', 'musalman'],
    ['जानवर', 'jaanvar', 'janwar'],
    ['अपना', 'apna', 'apna'],
    ['हमला', 'hamla', 'hamla'],
    ['बदलना', 'badalna', 'badalna'],
    // kept after a cluster ending in र or य, dropped after other clusters
    ['मित्र', 'mitra', 'mitra'],
    ['राष्ट्र', 'raashtra', 'rashtra'],
    ['धर्म', 'dharm', 'dharm'],
    ['भक्त', 'bhakt', 'bhakt'],
    // long vowels: doubled inside a word in variant 0, short at its end
    ['साला', 'saala', 'sala'],
    ['हरामी', 'haraami', 'harami'],
    ['कमीने', 'kameene', 'kamine'],
    ['बेवकूफ', 'bevkooph', 'bewkuf'],
    ['गद्दार', 'gaddaar', 'gaddar'],
    // aspirates, sh, chh/ch, v/w, ph/f
    ['भारत', 'bhaarat', 'bharat'],
    ['घर', 'ghar', 'ghar'],
    ['छोटा', 'chhota', 'chota'],
    ['फिर', 'phir', 'fir'],
    ['शर्म', 'sharm', 'sharm'],
    // nukta letters, ज्ञ, visarga
    ['लड़का', 'ladka', 'larka'],
    ['ज़िंदगी', 'zindgi', 'jindgi'],
    ['फ़िर', 'fir', 'fir'],
    ['ज्ञान', 'gyaan', 'gyan'],
    ['दुःख', 'dukh', 'dukh'],
    // nasals: n, m before labials (variant 0), dropped after a final vowel (variant 1)
    ['गंदगी', 'gandgi', 'gandgi'],
    ['इंसान', 'insaan', 'insan'],
    ['अंबेडकर', 'ambedkar', 'anbedkar'],
    ['लोगों', 'logon', 'logo'],
    ['करें', 'karen', 'kare'],
    // frequent words with their usual spelling
    ['है', 'hai', 'hai'],
    ['हैं', 'hain', 'hai'],
    ['नहीं', 'nahi', 'nahin'],
    ['में', 'mein', 'me'],
    ['मैं', 'main', 'mai'],
    ['और', 'aur', 'or'],
    ['क्या', 'kya', 'kya'],
    ['हूँ', 'hoon', 'hu'],
    ['यह', 'yeh', 'ye'],
  ])('%s → %s / %s', (word, v0, v1) => {
    expect(transliterateWord(word, 0)).toBe(v0);
    expect(transliterateWord(word, 1)).toBe(v1);
  });

  it.each([
    ['तू कुत्ता है।', 'tu kutta hai.'],
    ['@user तुम्हारी माँ ... 😡 #tag', '@user tumhaari maa ... 😡 #tag'],
    ['साल २०२१ में', 'saal 2021 mein'],
    ['already romanised: tu pagal hai', 'already romanised: tu pagal hai'],
    ['', ''],
    // precomposed nukta letters (U+095B) and decomposed ones read alike; ZWJ/ZWNJ are dropped
    ['\u095bहर', 'zahar'],
    ['\u091c\u093cहर', 'zahar'],
    ['क्\u200dष', 'ksh'],
  ])('text %j → %j', (text, out) => {
    expect(transliterateDevanagari(text, 0)).toBe(out);
  });

  it('leaves no Devanagari letter behind', () => {
    const text = 'ऋषि ऑफिस ऐसा औरत ॐ ऍ क़ ख़ ग़ ढ़ य़ ळ ऩ ऱ ङ ञ ण ऽ ॥';
    for (const v of [0, 1] as const) expect(hasDevanagari(transliterateDevanagari(text, v))).toBe(false);
  });
});

describe('romanised copies of training rows', () => {
  const row = (text: string, group: string, weight: number): HeadRow => ({ text, label: 1, group, weight, file: 'f', lang: 'hi', benignPost: true });

  it('copies Devanagari rows of real sources after the originals, sharing their weight', () => {
    const rows = [row('तू कुत्ता है', 'hasoc', 0.5), row('you are a dog', 'olid', 1), row('तू कुत्ता है', 'authored/svc-score-engine', 1)];
    const out = withRomanisedCopies(rows, [0, 1]);
    expect(out.slice(0, 3).map((r) => r.text)).toEqual(rows.map((r) => r.text));
    // Both variants spell this row alike: one copy, the weight halved between original and copy.
    expect(out.slice(3).map((r) => [r.text, r.group, r.lang, r.copyOf, r.benignPost])).toEqual([['tu kutta hai', 'hasoc', 'hi-Latn', 0, false]]);
    expect(out[0].weight).toBeCloseTo(0.25);
    expect(out[3].weight).toBeCloseTo(0.25);
    // A source weighs what it weighed without copies.
    const sum = (rs: HeadRow[], g: string) => rs.filter((r) => r.group === g).reduce((a, r) => a + r.weight, 0);
    for (const g of ['hasoc', 'olid', 'authored/svc-score-engine']) expect(sum(out, g)).toBeCloseTo(sum(rows, g));
    // The input rows are not changed.
    expect(rows[0].weight).toBe(0.5);
  });

  it('makes two copies when the variants differ, and none that repeat an existing row', () => {
    const rows = [row('साला गद्दार', 'hasoc', 1), row('saala gaddaar', 'bohra', 1)];
    const out = withRomanisedCopies(rows, [0, 1]);
    expect(out.slice(2).map((r) => r.text)).toEqual(['sala gaddar']);
    expect(out[0].weight).toBeCloseTo(0.5);
    expect(withRomanisedCopies([row('साला गद्दार', 'hasoc', 0.9)], [0, 1]).map((r) => r.weight)).toEqual([0.3, 0.3, 0.3].map((w) => expect.closeTo(w)));
  });

  it('copies only sources with Devanagari positives in the head', () => {
    const neg = (text: string, group: string): HeadRow => ({ ...row(text, group, 1), label: 0 });
    const rows = [
      neg('यह अच्छा है', 'constraint'),
      row('you are a dog', 'constraint', 1),
      neg('तू पागल है', 'hasoc'),
      row('तू कुत्ता है', 'hasoc', 1),
      { ...row('so rude, कुत्ता', 'openai', 1), lang: 'en' },
    ];
    expect(withRomanisedCopies(rows, [0]).slice(rows.length).map((r) => [r.text, r.label])).toEqual([['tu paagal hai', 0], ['tu kutta hai', 1]]);
  });

  it('changes nothing without variants', () => {
    const rows = [row('तू कुत्ता है', 'hasoc', 0.5)];
    expect(withRomanisedCopies(rows, [])).toBe(rows);
  });
});
