import { describe, expect, it } from 'vitest';
import { regexCandidates } from '../../../src/core/pii/candidates';
import { PII_RECOGNIZERS } from '../../../src/core/pii/index';
import { tokenShape } from '../../../src/core/pii/tokens';
import type { PiiPattern } from '../../../src/core/pii/types';

/** What the regex itself finds: the reference the token path must equal. */
function byRegex(text: string, regex: RegExp): [number, number][] {
  const copy = new RegExp(regex.source, regex.flags);
  return [...text.matchAll(copy)].map((m) => [m.index!, m.index! + m[0].length]);
}

function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const TOKEN: { id: string; pattern: PiiPattern }[] = PII_RECOGNIZERS.flatMap((r) =>
  r.patterns.filter((p) => tokenShape(p.regex)).map((pattern) => ({ id: r.id, pattern })),
);

describe('whole-token identifier patterns are tried only at upper-case/digit tokens', () => {
  it('recognises the shape from the regex source, and only that shape', () => {
    expect(TOKEN.map((p) => p.pattern.name)).toEqual(
      expect.arrayContaining(['pan', 'gstin', 'ifsc', 'epic', 'passport_in', 'dea_number', 'codice_fiscale', 'nric_fin', 'passaporto']),
    );
    expect(tokenShape(/\b[A-Z]{5}\d{4}[A-Z]\b/g)).toMatchObject({ min: 10, max: 10, letter: true, digit: true });
    expect(tokenShape(/\b[A-Z]{1,2}\d{5,14}\b/g)).toMatchObject({ min: 6, max: 16 });
    expect(tokenShape(/\b[A-Z]{5}\d{4}[A-Z]\b/gi)).toBeNull(); // lower case would match
    expect(tokenShape(/\b[A-Z]{2} ?\d{7}\b/g)).toBeNull(); // a space inside
    expect(tokenShape(/\b\d{8}\b/g)).toBeNull(); // no letter: digit-only tokens are not collected
    expect(tokenShape(/\b[A-Z]\d{3}\b/g)).toBeNull(); // shorter than the collected tokens
    expect(tokenShape(/\b(?:19|20)\d{7}[A-Z]\b/g)).toBeNull();
    expect(tokenShape(/\b[a-z]{3}\d{7}\b/g)).toBeNull();
  });

  it('finds exactly what each regex finds, on 2,000 random texts and JSON timestamps', () => {
    const next = lcg(33);
    const pieces = ['ABCPD1234F', '27AAPFU0939F1ZV', 'SBIN0001234', 'ABC1234567', 'J8369854', 'RSSMRA85T10A562S', 'S1234567D', 'AB1234567',
      'T10:30:00Z', '2025-01-10', 'A', 'Z', '0', '9', 'P', ' ', '-', '_', 'a', 'é', ':', '"', '\n', 'X1', '12'];
    let matches = 0;
    for (let t = 0; t < 2_000; t++) {
      let text = '';
      const length = 2 + Math.floor(next() * 25);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(next() * pieces.length)];
      for (const { pattern } of TOKEN) {
        const expected = byRegex(text, pattern.regex);
        matches += expected.length;
        expect(regexCandidates(text, [pattern]).map((c) => [c.start, c.end])).toEqual(expected);
      }
    }
    expect(matches).toBeGreaterThan(1_000);
  });
});
