import { describe, expect, it } from 'vitest';
import { longestDigitRun, longestUpperRun, minDigitRun } from '../../../src/core/pii/digit-run';
import { PII_RECOGNIZERS, scanPii } from '../../../src/core/pii/index';
import { WORLD_CASES } from './cases-world';

function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Random texts of digit runs of 1–16 digits between separators, letters, capital runs and identifier pieces. */
function randomTexts(seed: number, count: number): string[] {
  const next = lcg(seed);
  const joins = [' ', '-', '.', ':', '/', '(', ')', 'T', 'Z', 'A', 'x', '+', '', ',', '@', 'ORD-', 'AB', ' 0', '०', '\n', 'ACUPA', 'HDFC0', 'KA', 'RSSMRA', 'abc', 'É', 'MH12'];
  return Array.from({ length: count }, () => {
    let text = '';
    const n = 1 + Math.floor(next() * 6);
    for (let k = 0; k < n; k++) {
      text += joins[Math.floor(next() * joins.length)];
      const len = 1 + Math.floor(next() * 16);
      for (let d = 0; d < len; d++) text += String(Math.floor(next() * 10));
    }
    return text;
  });
}

describe('minDigitRun', () => {
  it.each([
    [/\b\d{9}\b/, 9],
    [/\b(?<!\d[ -]?)[2-9]\d{11}\b(?![ -]\d)/, 12],
    [/\d{3}-\d{2}-\d{4}/, 4],
    [/\d{4}([ -])\d{4}\1\d{4}/, 4], // the back-reference may be empty, but it is counted as a break
    [/[A-Z]{5}\d{4}[A-Z]/, 4],
    [/\d{2}(?=\d)\d{3}/, 5], // a look-ahead consumes nothing: the digits either side are adjacent
    [/\d{3}\B\d{3}/, 3], // \B is counted as a break (conservative)
    [/(?:\d{6}|\d{3}-\d{3})/, 3],
    [/[0-36-7]\d{8}/, 9],
    [/[0-9A-F]{8}/, 0], // a class that also holds letters is not a digit
    [/\d+x\d*/, 1],
    [/(?:\d{2} ?){3}/, 2],
    [/(?:\d{2}){3}/, 6],
    [/1\d{3}/, 4],
  ])('%s: every match holds a run of at least %i digits', (regex, expected) => {
    expect(minDigitRun(regex, 'digit')).toBe(expected);
  });

  it.each([
    [/\b[A-Z]{5}\d{4}[A-Z]\b/, 5],
    [/\b[A-Z]{4}0[A-Z0-9]{6}\b/, 4],
    [/\b(?:AN|AP|KA)[ -]?\d{2}/, 2],
    [/[A-Z]{5}/i, 0], // under the i flag a lower-case letter matches too
    [/\p{Lu}{3}/u, 0], // any script's capital: not counted
    [/[A-HJ-NP-Z][A-Z9]\d{7}/, 1],
    [/\d{9}/, 0],
  ])('%s: every match holds a run of at least %i capitals', (regex, expected) => {
    expect(minDigitRun(regex, 'upper')).toBe(expected);
  });

  it('longestDigitRun counts ASCII digits only', () => {
    expect([longestDigitRun(''), longestDigitRun('2025-01-10T10:30:00Z'), longestDigitRun('ORD-2024007'), longestDigitRun('१२३४ 12')]).toEqual([0, 4, 7, 2]);
    expect([longestUpperRun('2025-01-10T10:30:00Z'), longestUpperRun('ORD-2024007'), longestUpperRun('ACUPA7085R'), longestUpperRun('ÉAB')]).toEqual([1, 3, 5, 2]);
  });

  it('never exceeds the longest digit or capital run of a real match of a registry pattern or gate regex', () => {
    const texts = [
      ...Object.values(WORLD_CASES).flatMap((c) => [...c.valid.map(([t]) => t), ...c.invalid]),
      ...randomTexts(3, 3_000),
      'Card 4111 1111 1111 1111, SSN 123-45-6789, PAN ACUPA7085R, IFSC HDFC0002854, Aadhaar 2341 2341 2346, IP 10.0.0.1, fe80::1',
    ];
    let checked = 0;
    for (const rec of PII_RECOGNIZERS) {
      for (const regex of [...rec.patterns.map((p) => p.regex), ...(rec.gate ?? [])]) {
        const [digits, upper] = [minDigitRun(regex, 'digit'), minDigitRun(regex, 'upper')];
        const global = new RegExp(regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`);
        for (const text of texts) {
          for (const m of text.matchAll(global)) {
            const where = `${rec.id} /${regex.source}/ on ${JSON.stringify(text)}`;
            expect(longestDigitRun(m[0]), where).toBeGreaterThanOrEqual(digits);
            expect(longestUpperRun(m[0]), where).toBeGreaterThanOrEqual(upper);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it('short values whose longest run is just long enough are still found', () => {
    expect(scanPii('2341 2341 2346').map((f) => f.type)).toEqual(['AADHAAR']);
    expect(scanPii('123-45-6789', { field: 'ssn' }).map((f) => f.type)).toEqual(['US_SSN']);
    expect(scanPii('ACUPA7085R').map((f) => f.type)).toEqual(['PAN']);
    expect(scanPii('2025-01-10T10:30:00Z')).toEqual([]);
  });
});
