import { describe, expect, it } from 'vitest';
import { anchoredCandidates, digitChains, fixedAnchorCandidates, plainDigitsShape, regexCandidates } from '../../../src/core/pii/candidates';
import { contextEvaluator, newContextShare } from '../../../src/core/pii/context';
import { PII_RECOGNIZERS } from '../../../src/core/pii/index';
import type { PiiPattern } from '../../../src/core/pii/types';

/** What the regex itself finds: the reference the shared digit-run path must equal. */
function byRegex(text: string, regex: RegExp): [number, number][] {
  const out: [number, number][] = [];
  const copy = new RegExp(regex.source, regex.flags);
  for (let m = copy.exec(text); m !== null; m = copy.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** A small seeded generator: the cases are the same on every run. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const PLAIN: { id: string; pattern: PiiPattern }[] = PII_RECOGNIZERS.flatMap((r) =>
  r.patterns.filter((p) => plainDigitsShape(p.regex)).map((pattern) => ({ id: r.id, pattern })),
);

describe('plain digit-run patterns read one shared list of runs', () => {
  it('covers the national numbers written as bare digits', () => {
    expect(PLAIN.map((p) => p.id)).toEqual(expect.arrayContaining(['us_ssn', 'aadhaar', 'credit_card', 'uk_nhs', 'pl_pesel', 'th_tnin']));
    expect(plainDigitsShape(/\b(?<![\d-])\d{3}-\d{2}-\d{4}\b(?!-\d)/g)).toBeNull();
    expect(plainDigitsShape(/\b(?<!\d[ -]?)\d{9}\b(?![ -]\d)/gi)).toBeNull();
  });

  it('finds exactly what each regex finds, on 1,500 random texts of digits, separators and letters', () => {
    const next = lcg(14);
    let matches = 0;
    const alphabet = '0123456789012345678901234567890123456789  --_.aZ+:';
    for (let t = 0; t < 1_500; t++) {
      let text = '';
      const length = 5 + Math.floor(next() * 60);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      for (const { pattern } of PLAIN) {
        const expected = byRegex(text, pattern.regex);
        matches += expected.length;
        expect(regexCandidates(text, [pattern]).map((c) => [c.start, c.end])).toEqual(expected);
      }
    }
    expect(matches).toBeGreaterThan(1_000);
  });
});

describe('phone digit runs and Cisco MACs are found without their regexes', () => {
  const phoneRun = PII_RECOGNIZERS.find((r) => r.id === 'phone')!.patterns[0].regex;
  const cisco = PII_RECOGNIZERS.find((r) => r.id === 'mac_address')!.patterns[1];
  it('finds exactly what each regex finds, on 2,000 random texts', () => {
    const next = lcg(21);
    let phones = 0;
    let macs = 0;
    for (let t = 0; t < 2_000; t++) {
      // Odd texts are pieces of hex groups and dots, so that Cisco MACs and near misses occur.
      const alphabet = t % 2 === 0 ? '0123456789012345678901234567890123456789 ().-/ ().-/a+:_'.split('') : ['abcd.', '12Ef.', 'ABCD', ' ', '0', '.', 'g', '-', '_', 'a9'];
      let text = '';
      const length = 5 + Math.floor(next() * 40);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      const chains = digitChains(text, 7, 15);
      const found: [number, number][] = [];
      for (let k = 0; k < chains.length; k += 2) found.push([chains[k], chains[k + 1]]);
      const expected = byRegex(text, phoneRun);
      phones += expected.length;
      expect(found).toEqual(expected);
      const expectedMacs = byRegex(text, cisco.regex);
      macs += expectedMacs.length;
      expect(fixedAnchorCandidates(text, '.', 4, cisco).map((c) => [c.start, c.end])).toEqual(expectedMacs);
    }
    expect(phones).toBeGreaterThan(300);
    expect(macs).toBeGreaterThan(20);
  });
});

describe('URLs with credentials are matched around each ://', () => {
  const url = PII_RECOGNIZERS.find((r) => r.id === 'url_credentials')!;
  it('finds exactly what the regex finds on 1,000 random texts of URL pieces', () => {
    const next = lcg(7);
    const pick = (xs: string[]) => xs[Math.floor(next() * xs.length)];
    let matches = 0;
    for (let t = 0; t < 1_000; t++) {
      let text = '';
      for (let k = 0; k < 1 + Math.floor(next() * 3); k++) {
        text += pick(['', ' ', 'see ', 'x', '_', 'é', '/', 'a'.repeat(25)]);
        text += pick(['https', 'ftp', 'x', '', 'postgres+ssl', 'b'.repeat(22), '1ab']) + pick(['://', '://', ':/', '//']);
        text += pick(['user', '', 'u'.repeat(70), 'a b']) + pick([':', ':', '']) + pick(['pa55', '', 'p@ss', '*']);
        text += pick(['@', '@', '']) + pick(['db.example.com', 'h', '', '-']) + pick(['', ':5432', ':']) + pick(['', ' ', '/x', '@']);
      }
      const expected = byRegex(text, url.patterns[0].regex);
      matches += expected.length;
      expect(url.find!(text, {}).map((c) => [c.start, c.end])).toEqual(expected);
    }
    expect(matches).toBeGreaterThan(30);
    expect(anchoredCandidates('see https://bob:s3cret@db.example.com:5432/x', '://', url.patterns[0], 20, 476)).toMatchObject([{ start: 4, end: 42 }]);
  });
});

describe('context words are read word by word from the window', () => {
  const rule = { words: ['phone', 'whatsapp number', 'a/c', 'nhs no.', 'मोबाइल'], negativeWords: ['order', 'id'], boost: 0.2, penalty: 0.3 };
  it.each([
    ['phone 12345', 6, 11, ['phone'], []],
    ['telephone 12345', 10, 15, [], []],
    ['my whatsapp number: 12345', 20, 25, ['whatsapp number'], []],
    ['whatsapp numbers 12345', 17, 22, [], []],
    ['a/c 12345 order', 4, 9, ['a/c'], ['order']],
    ['nhs no. 12345', 8, 13, ['nhs no.'], []],
    ['मोबाइल 12345', 7, 12, ['मोबाइल'], []],
    ['orders 12345 ids', 7, 12, [], []],
    // A word cut by the window's start is not a whole word.
    [`${'x'.repeat(45)}phone ${'y'.repeat(10)} 12345`, 62, 67, [], []],
    [`phone ${'y'.repeat(40)} 12345 id`, 47, 52, ['phone'], ['id']],
    // Words inside the span are not context; a word on both sides is reported once, before-side first.
    ['order 12345 phone x', 6, 17, [], ['order']],
    ['id a/c 12345 phone a/c', 7, 12, ['a/c', 'phone'], ['id']],
  ])('%j', (text, start, end, words, negative) => {
    // Read from the window, and from the whole-text word index a scan with many candidates builds.
    const indexed = { ...newContextShare(), evaluations: Number.MAX_SAFE_INTEGER - 1 };
    for (const share of [newContextShare(), indexed]) {
      const ctx = contextEvaluator(text.toLowerCase(), rule, share)(start, end);
      expect(ctx.words).toEqual(words);
      expect(ctx.negativeWords).toEqual(negative);
    }
    expect(indexed.index).not.toBeNull();
  });
});
