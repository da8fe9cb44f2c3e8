import { describe, expect, it } from 'vitest';
import { recognizerDigitRun } from '../../../src/core/pii/digit-run';
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
    '221 Baker Street', 'NW1 6XE', '192.168.0.1', 'É', 'é', '९', '\u00a0', '12', 'AB', '_', ',', '\n', 'INR', 'shipped', '100005', '3.14', '::', 'fe80', '2001:db8::1', '1:2', '.ab:'];
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
  // Ordered by digit-run bound, as the scan builds them.
  const gates = gatesOf(PII_RECOGNIZERS, PII_RECOGNIZERS.map((r) => recognizerDigitRun(r, 'digit')));

  it('cover the recognizers that only match patterns and the finders that declare a gate', () => {
    expect(gates.regexes.length).toBeGreaterThan(5);
    PII_RECOGNIZERS.forEach((r, i) => expect(gates.of[i] === 0, r.id).toBe(r.find ? !r.gate : r.patterns.length === 0));
    expect(PII_RECOGNIZERS.filter((r) => r.find && r.gate).map((r) => r.id)).toEqual(
      expect.arrayContaining(['iban', 'ip_address', 'address', 'mobile_in', 'mac_address', 'url_credentials']),
    );
  });

  const texts = [...randomTexts(11, 5_000), '4111 1111-1111 1111', '2341-2341-2346', '1 2345 67890 12 3', 'fe80::1', '00:1a:2b:3c:4d:5e',
    'Flat No.12,MG Road', 'Storgata 12', 'https://u:p@h.com', 'DE89 3704 0044 0532 0130 00', '+91 98765 43210'];

  it('match a text exactly when one of their regexes does (back-references renumbered), on 5,000 random texts', () => {
    for (const text of texts) {
      gates.regexes.forEach((gate, g) => {
        const any = gates.members[g].some((r) => new RegExp(r.source, r.flags.replace('g', '')).test(text));
        expect(gate.test(text), `${JSON.stringify(text)} gate ${g}`).toBe(any);
      });
    }
  });

  it("a finder finds nothing in a text none of its gate regexes matches", () => {
    for (const rec of PII_RECOGNIZERS.filter((r) => r.find && r.gate)) {
      for (const text of texts) {
        if (rec.gate!.some((r) => new RegExp(r.source, r.flags.replace('g', '')).test(text))) continue;
        expect(rec.find!(text, {}), `${rec.id} ${JSON.stringify(text)}`).toEqual([]);
      }
    }
  });
});
