import { describe, expect, it } from 'vitest';
import { decide, deniedBy, resolveThresholds, type AgentFinding, type ComplianceViolation } from '../../../src/core/agent';

describe('resolveThresholds', () => {
  it.each([
    [{}, { block_below: 3, flag_below: 5, source: 'default' }],
    [{ policy: { block_below: 4 } }, { block_below: 4, flag_below: 5, source: 'application_policy' }],
    [{ tool: { flag_below: 7 }, policy: { block_below: 4, flag_below: 6 } }, { block_below: 4, flag_below: 7, source: 'application_policy' }],
    [{ request: { flag_below: 8 }, tool: { flag_below: 7 }, policy: { block_below: 4 } }, { block_below: 4, flag_below: 8, source: 'request' }],
    [{ request: { block_below: 6 } }, { block_below: 6, flag_below: 6, source: 'request' }],
  ])('%j → %j', (sources, expected) => {
    expect(resolveThresholds(sources)).toMatchObject(expected);
  });
  it('merges dimension minimums, the request winning', () => {
    const t = resolveThresholds({ request: { dimension_minimums: { safety: 8 } }, policy: { dimension_minimums: { safety: 5, privacy: 6 } } });
    expect(t.dimension_minimums).toEqual({ safety: 8, privacy: 6 });
  });
});

describe('deniedBy', () => {
  it.each([
    ['transfer_funds', ['transfer_funds'], 'transfer_funds'],
    ['Transfer_Funds', ['transfer_funds'], 'transfer_funds'],
    ['stripe.refund', ['stripe.*'], 'stripe.*'],
    ['mcp__fs__delete_file', ['*delete*'], '*delete*'],
    ['read_file', ['*delete*', 'stripe.*'], null],
    ['delete_file_x', ['delete_file'], null],
  ])('%s against %j → %s', (tool, patterns, expected) => {
    expect(deniedBy(tool, patterns)).toBe(expected);
  });
});

const finding = (severity: AgentFinding['severity'], tag = 'destructive'): AgentFinding => ({
  rule: 'params/x',
  severity,
  dimension: 'safety',
  path: '$.command',
  evidence: 'x',
  explanation: `a ${severity} thing.`,
  tag,
});
const violation = (severity: ComplianceViolation['severity']): ComplianceViolation => ({
  framework: 'gdpr',
  article: 'Art. 5',
  clause: 'Art. 5(1)(c) — Data minimisation',
  title: 'Data minimisation',
  severity,
  description: 'too much data',
  remediation: 'send less',
});
const base = {
  toolName: 'tool',
  dimensions: { safety: { score: 9 }, privacy: { score: 4 } },
  findings: [] as AgentFinding[],
  violations: [] as ComplianceViolation[],
  thresholds: resolveThresholds({}),
  deniedPattern: null,
  toolSummary: 'tool is a low-risk search tool',
  scoreExplanation: 'Scored fine.',
};

describe('decide (decisions §5)', () => {
  it.each([
    ['denied tool', { score: 9.5, deniedPattern: 'tool' }, 'BLOCK', 'tool_denied_by_policy', '[denied_tool]'],
    ['critical compliance violation', { score: 9.5, violations: [violation('critical')] }, 'BLOCK', 'critical_compliance_violation', '[compliance]'],
    ['score below block_below', { score: 2, findings: [finding('critical')] }, 'BLOCK', 'score_below_block_threshold', '[destructive]'],
    ['score below flag_below', { score: 3.5, findings: [finding('high', 'pii')] }, 'FLAG', 'score_below_flag_threshold', '[pii]'],
    ['score below flag_below without findings', { score: 4 }, 'FLAG', 'score_below_flag_threshold', '[score]'],
    ['dimension under its minimum', { score: 8, thresholds: resolveThresholds({ request: { dimension_minimums: { privacy: 6 } } }) }, 'FLAG', 'dimension_below_minimum', 'privacy 4.0 < 6.0'],
    ['high compliance violation', { score: 9, violations: [violation('high')] }, 'FLAG', 'compliance_violation', '[compliance]'],
    ['medium compliance violation', { score: 9, violations: [violation('medium')] }, 'FLAG', 'compliance_violation', 'medium gdpr'],
    ['low compliance violation', { score: 9, violations: [violation('low')] }, 'ALLOW', 'within_thresholds', 'Allowed'],
    ['clean', { score: 9 }, 'ALLOW', 'within_thresholds', 'low-risk search tool'],
    ['score exactly at block_below', { score: 3 }, 'FLAG', 'score_below_flag_threshold', 'below flag_below 5.0'],
    ['score exactly at flag_below', { score: 5 }, 'ALLOW', 'within_thresholds', 'at or above flag_below 5.0'],
  ])('%s → %s', (_label, over, decision, rule, reason) => {
    const out = decide({ ...base, ...over });
    expect(out.decision).toBe(decision);
    expect(out.applied_rule).toBe(rule);
    expect(out.reason).toContain(reason);
  });
  it('reports the violated dimensions', () => {
    const out = decide({ ...base, score: 8, thresholds: resolveThresholds({ policy: { dimension_minimums: { privacy: 6, safety: 5 } } }) });
    expect(out.violated_dimensions).toEqual(['privacy']);
  });
});
