import { describe, expect, it } from 'vitest';
import { longestRuns, recognizerDigitRun } from '../../../src/core/pii/digit-run';
import { shortTextFeatures } from '../../../src/core/pii/features';
import { gatesOf } from '../../../src/core/pii/gates';
import { PII_RECOGNIZERS, scanPii } from '../../../src/core/pii/index';
import { hasShape, shapeHash, shapeOf, shapeRegex, shapeSource } from '../../../src/core/pii/shape';
import { WORLD_CASES } from './cases-world';

function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Random short ASCII texts of digit runs, letters, capitals, separators and identifier pieces. */
function randomTexts(seed: number, count: number): string[] {
  const next = lcg(seed);
  const pieces = [' ', '-', '.', ':', '/', '(', ')', 'T', 'Z', '+', ',', '@', '_', '#', 'ORD-', 'AB', 'ACUPA', 'HDFC0', 'KA', 'Mr ', 'Priya ', 'Sharma', 'name: ', 'Street', 'Box ', 'fe80::', '0x', 'bc1', 'IT', 'user', 'example.com', '\n', '\t'];
  return Array.from({ length: count }, () => {
    let text = '';
    const n = 1 + Math.floor(next() * 6);
    for (let k = 0; k < n; k++) {
      text += pieces[Math.floor(next() * pieces.length)];
      const len = Math.floor(next() * 13);
      for (let d = 0; d < len; d++) text += String(Math.floor(next() * 10));
    }
    return text;
  });
}

describe('shapeOf, shapeHash, hasShape', () => {
  it.each([
    ['2025-01-10T10:30:00Z', 'DDDD-DD-DDUDD:DD:DDU'],
    ['ORD-2024007', 'UUU-DDDDDDD'],
    ['user1@example.com', 'LLLLD@LLLLLLL.LLL'],
    ['+91 98765 43210', '+DD DDDDD DDDDD'],
    ['a_B\t', 'L_U\t'],
    ['', ''],
    ['१२', null],
    ['café', null],
  ])('%j has the shape %j', (text, shape) => {
    expect(shapeOf(text)).toBe(shape);
    expect(shapeHash(text) < 0).toBe(shape === null);
    if (shape !== null) expect(hasShape(text, shape)).toBe(true);
  });

  it('texts of one shape share a hash; others are told apart by hasShape', () => {
    expect(shapeHash('2025-01-10T10:30:00Z')).toBe(shapeHash('1999-12-31T23:59:59Z'));
    expect(hasShape('1999-12-31T23:59:59Z', 'DDDD-DD-DDUDD:DD:DDU')).toBe(true);
    expect(hasShape('1999-12-31t23:59:59Z', 'DDDD-DD-DDUDD:DD:DDU')).toBe(false);
    expect(hasShape('1999-12-31T23:59:59', 'DDDD-DD-DDUDD:DD:DDU')).toBe(false);
  });
});

describe('shapeSource', () => {
  it.each([
    [/\d{3}-\d{4}/, '[D]{3}[\\x2d][D]{4}', true],
    [/\b[A-Z]{5}\d{4}[A-Z]\b/, '\\b[U]{5}[D]{4}[U]\\b', true],
    [/[0-9A-F]{2}/, '[DU]{2}', false], // A-F is some capitals: not exact
    [/T\d/, '[U][D]', false],
    [/\b(?<!\d[ -]?)\d{9}\b(?![ -]\d)/, '\\b(?<![D][\\x20\\x2d]?)[D]{9}\\b(?![\\x20\\x2d][D])', true], // exact look-arounds stay
    [/(?!BG|GB)[A-Z]{2}\d/, '(?:)[U]{2}[D]', false], // an inexact negative look-ahead is dropped
    [/(?=AB)[A-Z]{2}/, '(?=[U][U])[U]{2}', false], // a positive one stays
    [/(\d)-\1/, '([D])[\\x2d](?:\\1)', false],
    [/[^\w.]/, '[\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\x09\\x0a\\x0b\\x0c\\x0d\\x0e\\x0f\\x10\\x11\\x12\\x13\\x14\\x15\\x16\\x17\\x18\\x19\\x1a\\x1b\\x1c\\x1d\\x1e\\x1f\\x20\\x21\\x22\\x23\\x24\\x25\\x26\\x27\\x28\\x29\\x2a\\x2b\\x2c\\x2d\\x2f\\x3a\\x3b\\x3c\\x3d\\x3e\\x3f\\x40\\x5b\\x5c\\x5d\\x5e\\x60\\x7b\\x7c\\x7d\\x7e\\x7f]', true],
    [/\p{Lu}\p{Ll}+/u, '[U][L]+', true],
    [/[\u0900-\u097F]{2}/, '[]{2}', true], // no ASCII member: never matches an ASCII text
    [/\p{Lt}/u, '[DUL\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\x09\\x0a\\x0b\\x0c\\x0d\\x0e\\x0f\\x10\\x11\\x12\\x13\\x14\\x15\\x16\\x17\\x18\\x19\\x1a\\x1b\\x1c\\x1d\\x1e\\x1f\\x20\\x21\\x22\\x23\\x24\\x25\\x26\\x27\\x28\\x29\\x2a\\x2b\\x2c\\x2d\\x2e\\x2f\\x3a\\x3b\\x3c\\x3d\\x3e\\x3f\\x40\\x5b\\x5c\\x5d\\x5e\\x5f\\x60\\x7b\\x7c\\x7d\\x7e\\x7f]', false], // unknown property: every character, not exact
    [/k/i, '[UL]', false], // under i: both cases, not exact (other capitals map to U too)
    [/(?<y>\d)\k<y>/, '(?<y>[D])\\k<y>', false],
  ])('%s → %s (exact: %s)', (regex, src, exact) => {
    expect(shapeSource(regex)).toEqual({ src, exact });
  });

  it('refuses flags it does not read', () => {
    expect(shapeRegex(/a./s)).toBeNull();
    expect(shapeRegex(/^a$/m)).toBeNull();
  });

  const texts = [
    ...Object.values(WORLD_CASES).flatMap((c) => [...c.valid.map(([t]) => t), ...c.invalid]),
    ...randomTexts(7, 3_000),
    'Card 4111 1111 1111 1111, SSN 123-45-6789, PAN ACUPA7085R, IFSC HDFC0002854, Aadhaar 2341 2341 2346, IP 10.0.0.1, fe80::1',
    '2025-01-10T10:30:00Z',
    'Mr John Smith, 221 Baker Street, PO Box 12, name: Priya Sharma',
  ].filter((t) => shapeOf(t) !== null);
  const regexes = [
    ...PII_RECOGNIZERS.flatMap((rec) => [...rec.patterns.map((p) => p.regex), ...(rec.gate ?? [])]),
    ...gatesOf(PII_RECOGNIZERS, PII_RECOGNIZERS.map((r) => recognizerDigitRun(r, 'digit'))).regexes,
  ];

  it('every registry pattern, finder gate and pattern gate is read', () => {
    for (const regex of regexes) expect(shapeRegex(regex), `/${regex.source}/`).not.toBeNull();
  });

  it('a regex that matches an ASCII text has a rewrite that matches its shape; an exact one matches exactly then', () => {
    let matched = 0;
    for (const regex of regexes) {
      const plain = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
      const { exact } = shapeSource(regex);
      const rewritten = shapeRegex(regex)!;
      for (const text of texts) {
        const hit = plain.test(text);
        const shapeHit = rewritten.test(shapeOf(text)!);
        if (hit) {
          matched++;
          expect(shapeHit, `/${regex.source}/ on ${JSON.stringify(text)}`).toBe(true);
        } else if (exact) expect(shapeHit, `exact /${regex.source}/ on ${JSON.stringify(text)}`).toBe(false);
      }
    }
    expect(matched).toBeGreaterThan(1_000);
  });

  it('the scan finds the same on values of one shape, seen once or many times', () => {
    const values = ['2025-01-10T10:30:00Z', '1999-12-31T23:59:59Z', 'ACUPA7085R', 'ACUPA7085S', 'BNZAA2318J', '2341 2341 2346', '2341 2341 2347', '9876 5432 1098', 'ORD-2024007', 'SSN 123-45-6789'];
    const once = values.map((v) => JSON.stringify(scanPii(v, { field: 'value' })));
    const again = [...values, ...values].map((v) => JSON.stringify(scanPii(v, { field: 'value' })));
    expect(again).toEqual([...once, ...once]);
    expect(scanPii('ACUPA7085R').map((f) => f.type)).toEqual(['PAN']);
    expect(scanPii('2025-01-10T10:30:00Z')).toEqual([]);
  });

  /** The same text with each digit, capital and lower-case letter replaced by another of its kind: the same shape. */
  function sameShape(text: string, next: () => number): string {
    const pick = (from: number, n: number) => String.fromCharCode(from + Math.floor(next() * n));
    return text.replace(/[0-9]/g, () => pick(48, 10)).replace(/[A-Z]/g, () => pick(65, 26)).replace(/[a-z]/g, () => pick(97, 26));
  }

  it('texts of one shape have the same features and runs (what the scan keeps per shape)', () => {
    const next = lcg(11);
    for (const text of randomTexts(13, 2_000).filter((t) => t.length <= 128)) {
      const other = sameShape(text, next);
      expect(shapeOf(other)).toBe(shapeOf(text));
      expect([shortTextFeatures(other), longestRuns(other)], JSON.stringify([text, other])).toEqual([shortTextFeatures(text), longestRuns(text)]);
    }
  });

  it('values scanned through their shape entry find what the plain path finds', () => {
    // A trailing no-break space makes a text non-ASCII (no shape: the plain path) and is matched as
    // a space, so the same text with a plain space, scanned many times, must find the same spans.
    const next = lcg(17);
    const base = [...randomTexts(19, 400), ...Object.values(WORLD_CASES).flatMap((c) => c.valid.map(([t]) => t))].filter((t) => shapeOf(t) !== null && t.length < 250);
    const texts = base.flatMap((t) => [t, sameShape(t, next), sameShape(t, next)]);
    const spans = (text: string, options: { field?: string; minScore?: number }) =>
      scanPii(text, options).map((f) => `${f.type} ${f.start}-${f.end} ${f.score} ${f.recognizer} ${f.explanation.contextWords.join(',')}`);
    let found = 0;
    for (const options of [{}, { field: 'phone' }, { minScore: 0 }]) {
      for (let round = 0; round < 3; round++) {
        for (const text of texts) {
          const plain = spans(`${text}\u00a0`, options);
          expect(spans(`${text} `, options), JSON.stringify(text)).toEqual(plain);
          found += plain.length;
        }
      }
    }
    expect(found).toBeGreaterThan(500);
  });
});
