import { describe, expect, it } from 'vitest';
import { checkCompliance, FRAMEWORK_CODES } from '../../../src/core/compliance';
import { SCENARIOS } from './scenarios';

describe('scenario corpus', () => {
  it.each(FRAMEWORK_CODES)('has at least 10 non-compliant and as many compliant scenarios for %s', (framework) => {
    const mine = SCENARIOS.filter((s) => s.framework === framework);
    const failing = mine.filter((s) => !s.compliant).length;
    expect(failing).toBeGreaterThanOrEqual(10);
    expect(mine.length - failing).toBeGreaterThanOrEqual(10);
  });

  describe.each(SCENARIOS.map((s) => [`${s.framework}: ${s.name}`, s] as const))('%s', (_, scenario) => {
    const report = checkCompliance({ content: scenario.content, frameworks: [scenario.framework], context: scenario.context });
    const result = report.frameworks[scenario.framework]!;

    if (scenario.compliant) {
      it(`has status ${scenario.status ?? 'compliant'}, no high or critical issue and no failed requirement`, () => {
        expect(result.status).toBe(scenario.status ?? 'compliant');
        expect(result.compliant).toBe(result.status === 'compliant');
        expect(result.issues.filter((i) => i.severity === 'high' || i.severity === 'critical')).toEqual([]);
        expect(result.requirements.filter((r) => r.status === 'fail').map((r) => r.requirement_id)).toEqual([]);
      });
    } else {
      it('is not compliant and cites the expected clauses with evidence', () => {
        expect(result.compliant).toBe(false);
        expect(result.status).toBe('non_compliant');
        const clauses = result.issues.map((i) => i.clause);
        for (const clause of scenario.clauses ?? []) {
          expect(clauses.some((c) => c.includes(clause)), `${clause} in ${clauses.join(' | ')}`).toBe(true);
        }
        expect(result.issues.every((i) => i.evidence.length > 0)).toBe(true);
      });
    }
  });
});
