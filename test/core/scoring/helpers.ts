import { describe, expect, it } from 'vitest';
import { evaluateText, type Dimension } from '../../../src/core/scoring';
import { CLEAN_CASES, RULE_CASES, type Case } from './cases';

export function asCase(c: string | Case): Case {
  return typeof c === 'string' ? { text: c } : c;
}

export function evaluateCase(c: Case, dimension: Dimension) {
  return evaluateText({ content: c.text, dimensions: [dimension], domain: c.domain, usecase: c.usecase, depth: c.depth });
}

function label(c: Case): string {
  const opts = [c.domain, c.usecase, c.depth].filter(Boolean).join(', ');
  return `${c.text.slice(0, 70)}${opts ? ` [${opts}]` : ''}`;
}

/** Table-driven tests for one dimension's analyzer: every rule's flags and passes, plus clean texts. */
export function describeDimension(dimension: Dimension): void {
  describe(`${dimension} analyzer`, () => {
    for (const { rule, flags, passes } of RULE_CASES[dimension]) {
      describe(rule, () => {
        it.each(flags.map(asCase).map((c) => [label(c), c] as const))('flags: %s', (_label, c) => {
          const e = evaluateCase(c, dimension);
          expect(e.findings.map((f) => f.rule)).toContain(rule);
          expect(e.dimension_scores[dimension]!.score).toBeLessThan(10);
          const finding = e.findings.find((f) => f.rule === rule)!;
          expect(finding.explanation.length).toBeGreaterThan(10);
          expect(c.text.slice(finding.span.start, finding.span.end)).toBe(finding.match);
        });
        it.each(passes.map(asCase).map((c) => [label(c), c] as const))('passes: %s', (_label, c) => {
          expect(evaluateCase(c, dimension).findings.map((f) => f.rule)).not.toContain(rule);
        });
      });
    }
    // Learned heads may report a weak signal (a low finding of a fraction of a point): scores are
    // continuous in the evidence. No rule fires, and nothing above low severity.
    it.each(CLEAN_CASES[dimension].map((c) => [label(c), c] as const))('does not lose points: %s', (_label, c) => {
      const e = evaluateCase(c, dimension);
      expect(e.findings.filter((f) => !f.rule.includes('/learned-') || f.severity !== 'low')).toEqual([]);
      expect(e.dimension_scores[dimension]!.score).toBeGreaterThanOrEqual(9.5);
    });
  });
}
