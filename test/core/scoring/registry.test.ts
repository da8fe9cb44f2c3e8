import { describe, expect, it } from 'vitest';
import { PII_TYPES } from '../../../src/core/pii';
import { ALL_RULES, DIMENSION_NAMES, RULES } from '../../../src/core/scoring';
import { createRuleContext } from '../../../src/core/scoring/context';
import { PII_CLASSES } from '../../../src/core/scoring/rules/privacy';
import { RULE_CASES } from './cases';

describe('rule registry', () => {
  it('has unique rule ids prefixed with their dimension', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const dim of DIMENSION_NAMES) {
      for (const rule of RULES[dim]) {
        expect(rule.dimension).toBe(dim);
        expect(rule.id.startsWith(`${dim}/`)).toBe(true);
        expect(rule.points).toBeGreaterThan(0);
        expect(rule.description.length).toBeGreaterThan(10);
      }
    }
  });

  it('has table-driven cases (flags and passes) for every rule', () => {
    for (const dim of DIMENSION_NAMES) {
      const covered = new Map(RULE_CASES[dim].map((c) => [c.rule, c]));
      for (const rule of RULES[dim]) {
        const cases = covered.get(rule.id);
        expect(cases, `no cases for ${rule.id}`).toBeDefined();
        expect(cases!.flags.length, `no flagging case for ${rule.id}`).toBeGreaterThan(0);
        expect(cases!.passes.length, `no passing case for ${rule.id}`).toBeGreaterThan(0);
      }
      expect([...covered.keys()].every((id) => RULES[dim].some((r) => r.id === id))).toBe(true);
    }
  });

  it('maps every PII type to exactly one privacy rule', () => {
    const classified = PII_CLASSES.flatMap((c) => [...c.types]);
    expect(new Set(classified).size).toBe(classified.length);
    expect([...classified].sort()).toEqual([...PII_TYPES].sort());
  });
});

describe('adversarial inputs', () => {
  // Inputs built to make backtracking regexes blow up: long runs, repeated prefixes, no terminators.
  const ADVERSARIAL = [
    'a'.repeat(100_000),
    'all women are '.repeat(7_000),
    'you are a '.repeat(10_000),
    '(Smith et al., '.repeat(6_600),
    'I will '.repeat(14_000),
    '1'.repeat(50_000) + '% '.repeat(25_000),
    'a doctor '.repeat(11_000),
    'the the is not '.repeat(7_000),
  ];

  // The PII and injection scanners are other modules with their own adversarial tests. What these
  // inputs cost is measured by `npm run bench -- scoring` (the 100 KB adversarial row); a
  // catastrophic pattern would hang here until the test times out.
  const OWN_RULES = ALL_RULES.filter(
    (r) => r.id !== 'safety/injected-instructions' && !PII_CLASSES.some((c) => c.id === r.id),
  );

  it.each(ADVERSARIAL.map((t) => [t.slice(0, 16), t] as const))('the rules handle 100 KB of %s... with hits inside the text', (_label, text) => {
    const ctx = createRuleContext({ text, depth: 'deep' });
    for (const rule of OWN_RULES) {
      for (const hit of rule.detect(ctx)) {
        expect(hit.start).toBeGreaterThanOrEqual(0);
        expect(hit.end).toBeLessThanOrEqual(text.length);
        expect(hit.end).toBeGreaterThanOrEqual(hit.start);
      }
    }
  });
});
