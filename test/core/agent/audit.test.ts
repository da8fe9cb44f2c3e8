import { describe, expect, it } from 'vitest';
import { toolCallAuditReason } from '../../../src/core/agent';
import { evaluate } from './helpers';

// The stored reason names rules, tags and numbers; never a parameter value or the goal.
describe('toolCallAuditReason', () => {
  it.each([
    ['shell_exec', { command: 'rm -rf / --no-preserve-root' }, {}, 'rm -rf', /^BLOCK by \w+: score [\d.]+ \(flag below [\d.]+, block below [\d.]+; default thresholds\)\. Findings: .*destructive/],
    ['send_email', { to: 'a@example.com', body: 'Aadhaar 2345 6789 0124' }, {}, '2345', /Findings: .*\((low|medium|high|critical)\)/],
    ['read_file', { path: 'notes/todo.txt' }, { context: { goal: 'summarise my secret plan XYZZY' } }, 'XYZZY', /^ALLOW by within_thresholds: score/],
  ])('%s: the reason names the rule and findings, without %#', (tool, params, extra, secret, pattern) => {
    const e = evaluate(tool, params, extra as never);
    const reason = toolCallAuditReason(e);
    expect(reason).toMatch(pattern);
    expect(reason).not.toContain(secret);
  });
});
