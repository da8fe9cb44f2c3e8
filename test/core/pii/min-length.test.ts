import { describe, expect, it } from 'vitest';
import { minMatchLength } from '../../../src/core/pii/min-length';
import { PII_RECOGNIZERS, scanPii } from '../../../src/core/pii/index';
import { WORLD_CASES } from './cases-world';

describe('minMatchLength', () => {
  it.each([
    [/abc/, 3],
    [/\b\d{4}\b/, 4],
    [/(?<!\d[ -]?)\d{3,6}(?:[ -]\d{2,4})?\b(?![ -]?\d)/, 3],
    [/a|bcd/, 1],
    [/(?:ab|c)d+e*f?/, 2],
    [/([ -])\d\1\d/, 3], // the back-reference may be empty: counted 0
    [/(?<v>\p{Lu}\p{Ll}{2})/u, 3],
    [/[\]a]{2}\./, 3],
    [/x{2,}y{0,3}/, 2],
    [/^$/, 0],
    [/(?=abc)a/, 1],
    [/😀?/u, 0], // an astral character: no bound
  ])('%s needs at least %i characters', (regex, expected) => {
    expect(minMatchLength(regex)).toBe(expected);
  });

  it('never exceeds the length of a real match of a registry pattern', () => {
    const texts = [
      ...Object.values(WORLD_CASES).flatMap((c) => [...c.valid.map(([t]) => t), ...c.invalid]),
      'Card 4111 1111 1111 1111, SSN 123-45-6789, PAN ACUPA7085R, IFSC HDFC0002854, Aadhaar 2341 2341 2346',
      'Mr. Rahul Verma, born 12/05/1980, lives at 221 Baker Street, London NW1 6XE; ZIP CA 94105',
    ];
    let checked = 0;
    for (const rec of PII_RECOGNIZERS) {
      for (const { regex } of rec.patterns) {
        const min = minMatchLength(regex);
        const global = new RegExp(regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`);
        for (const text of texts) {
          for (const m of text.matchAll(global)) {
            expect(m[0].length, `${rec.id} /${regex.source}/ on ${JSON.stringify(text)}`).toBeGreaterThanOrEqual(min);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a value exactly as long as an identifier is still found; the skip only drops shorter texts', () => {
    expect(scanPii('ACUPA7085R').map((f) => f.type)).toEqual(['PAN']);
    expect(scanPii('2341 2341 2346').map((f) => f.type)).toEqual(['AADHAAR']);
  });
});
