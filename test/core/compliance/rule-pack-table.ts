// Shared driver for the table-driven rule pack tests: one row per requirement, each with
// cases that must produce a given status.

import { describe, expect, it } from 'vitest';
import { checkCompliance, RULE_PACKS, type FrameworkCode, type RequirementStatus } from '../../../src/core/compliance';

export type Case = [status: RequirementStatus, content: string, context?: string | Record<string, unknown>];

export function statusOf(framework: FrameworkCode, requirementId: string, content: string, context?: Case[2]): RequirementStatus {
  const report = checkCompliance({ content, frameworks: [framework], context });
  const result = report.frameworks[framework]?.requirements.find((r) => r.requirement_id === requirementId);
  if (!result) throw new Error(`no requirement ${requirementId} in ${framework}`);
  return result.status;
}

export function describeRulePack(framework: FrameworkCode, table: Record<string, Case[]>): void {
  describe(`${framework} rule pack`, () => {
    const pack = RULE_PACKS[framework];

    it('has a row for every requirement', () => {
      expect(Object.keys(table).sort()).toEqual(pack.map((r) => r.id).sort());
    });

    it.each(pack.map((r) => [r.id, r] as const))('%s has valid and invalid cases', (id, def) => {
      const statuses = new Set(table[id].map(([status]) => status));
      if (def.violatedWhen || def.riskWhen) expect(statuses).toContain('fail');
      if (def.safeguards && !def.safeguardsOnlyMitigate) expect(statuses).toContain('pass');
      expect(statuses).toContain('not_assessable');
    });

    for (const [id, cases] of Object.entries(table)) {
      it.each(cases)(`${id}: %s for "%s"`, (status, content, context) => {
        expect(statusOf(framework, id, content, context)).toBe(status);
      });
    }
  });
}
