import { describe, expect, it } from 'vitest';
import { FEATURE_BIT, FEATURE_TESTS, shortTextFeatures } from '../../../src/core/pii/features';
import { gatesOf } from '../../../src/core/pii/gates';
import { PII_RECOGNIZERS } from '../../../src/core/pii/index';
import type { TextFeature } from '../../../src/core/pii/types';

function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Short random texts of identifier pieces, JSON values and separators: what the tool-result scan sees value by value. */
function randomTexts(seed: number, count: number): string[] {
  const next = lcg(seed);
  const pieces = ['2341 2341 2346', 'ACUPA7085R', '4111 1111 1111 1111', '123-45-6789', '9', '1', '0', ' ', '-', '.', ':', '(', ')', '/', '@',
    'A', 'Z', 'a', 'z', 'T10:30:00Z', '2025-01-10', 'ORD-2024007', 'user5@example.com', '+91 98765 43210', 'Priya Sharma', 'Mr ', 'Dear ',
    '221 Baker Street', 'NW1 6XE', '192.168.0.1', 'É', 'é', '९', '\u00a0', '12', 'AB', '_', ',', '\n', 'INR', 'shipped', '100005', '3.14'];
  return Array.from({ length: count }, () => {
    let text = '';
    const n = 1 + Math.floor(next() * 8);
    for (let k = 0; k < n; k++) text += pieces[Math.floor(next() * pieces.length)];
    return text;
  });
}

describe('short-text features', () => {
  it('equal the regex tests on 5,000 random texts', () => {
    for (const text of [...randomTexts(7, 5_000), '', 'a1', 'A 1', '1a', '1 a', '1  A', '1234567', '1-2-3-4-5-6-7', '1----2345678', '123 ) 4567']) {
      let bits = 0;
      for (const f of Object.keys(FEATURE_BIT) as TextFeature[]) if (FEATURE_TESTS[f](text)) bits |= FEATURE_BIT[f];
      expect(shortTextFeatures(text), JSON.stringify(text)).toBe(bits);
    }
  });
});

describe('pattern gates', () => {
  const gates = gatesOf(PII_RECOGNIZERS);
  const members = gates.regexes.map((_, g) => PII_RECOGNIZERS.filter((_, i) => gates.of[i] === g));

  it('cover the recognizers that only match patterns, a few to a gate', () => {
    expect(gates.regexes.length).toBeGreaterThan(5);
    PII_RECOGNIZERS.forEach((r, i) => expect(gates.of[i] === -1).toBe(!!r.find || r.patterns.length === 0));
    expect(members.every((m) => m.length > 0)).toBe(true);
  });

  it('match a text exactly when one of their patterns does (back-references renumbered), on 5,000 random texts', () => {
    const texts = [...randomTexts(11, 5_000), '4111 1111-1111 1111', '2341-2341-2346', '1 2345 67890 12 3'];
    for (const text of texts) {
      gates.regexes.forEach((gate, g) => {
        const any = members[g].some((r) => r.patterns.some((p) => new RegExp(p.regex.source, p.regex.flags.replace('g', '')).test(text)));
        expect(gate.test(text), `${JSON.stringify(text)} gate ${g}`).toBe(any);
      });
    }
  });
});
