import { describe, expect, it } from 'vitest';
import { toolCallAuditReason } from '../../../src/core/agent';
import { evaluate } from './helpers';

// The stored reason names rules, tags and numbers; never a parameter value or the goal,
// which the reason sent to the caller may quote (`quoted`).
describe('toolCallAuditReason', () => {
  it.each([
    ['shell_exec', { command: 'rm -rf / --no-preserve-root' }, {}, 'rm -rf', true, /^BLOCK by \w+: score [\d.]+ \(flag below [\d.]+, block below [\d.]+; default thresholds\)\. Findings: .*destructive \(critical\)/],
    ['send_email', { to: 'a@example.com', body: 'Aadhaar 2345 6789 0124' }, {}, '2345', false, /^FLAG by \w+: .*Findings: .*pii \(\w+\)/],
    ['send_email', { to: 'a@example.com', body: 'hello' }, { context: { goal: 'summarise the report PLUGH', priorCalls: [] } }, 'PLUGH', true, /Findings: .*goal_mismatch/],
    ['read_file', { path: 'notes/todo.txt' }, { context: { goal: 'summarise my plan XYZZY', priorCalls: [] } }, 'XYZZY', false, /^ALLOW by within_thresholds: score [\d.]+ .*\.$/],
  ])('%s (%#): names the rule and findings, never the call', (tool, params, extra, secret, quoted, pattern) => {
    const e = evaluate(tool, params, extra as never);
    expect(e.decision_reason.includes(secret)).toBe(quoted);
    const reason = toolCallAuditReason(e);
    expect(reason).toMatch(pattern);
    expect(reason).not.toContain(secret);
  });
});
