import { describe, expect, it } from 'vitest';
import { GOAL_ENABLERS, LOOP_CALLS, RUNAWAY_CALLS, type PriorCall } from '../../../src/core/agent';
import { ruleFindings } from './helpers';

const ctx = (goal?: string, priorCalls: PriorCall[] = []) => ({ context: { goal, priorCalls } });
const calls = (...tools: string[]): PriorCall[] => tools.map((tool) => ({ tool, summary: '', decision: null }));

describe('context/goal-mismatch', () => {
  // The command decides, not the tool: a read-only shell command fits a read-only goal.
  it.each([
    ['Check which logs are largest', { command: 'ls -la /var/log' }],
    ['Check which logs are largest', { command: 'du -sh /var/log/* | sort -h' }],
    ['Find where the config file is', { cmd: 'find / -name app.conf 2>/dev/null' }],
    ['What is using the CPU?', { command: 'ps aux --sort=-%cpu | head' }],
    ['Logs mein sabse badi file kaunsi hai, check karo', { command: 'du -ah /var/log | sort -rh | head -5' }],
  ] as const)('goal "%s" with read-only %j → no mismatch', (goal, params) => {
    expect(ruleFindings('context/goal-mismatch', 'execute_shell', params, ctx(goal))).toEqual([]);
  });

  it.each([
    ['Summarise the attached contract', 'transfer_funds', { amount: 10 }, 'critical'],
    ['Translate this page into French', 'send_email', { to: 'x@y.co' }, 'medium'],
    ['Research competitors and list their prices', 'delete_file', { path: 'a.txt' }, 'high'],
    ['Explain what this function does', 'execute_shell', { command: 'python -c "import os; os.remove(\'a\')"' }, 'critical'],
    ['Check which logs are largest', 'execute_shell', { command: 'find /var/log -size +100M -delete' }, 'critical'],
    ['Check which logs are largest', 'execute_shell', { command: 'ls -la /var/log > /tmp/out' }, 'critical'],
  ] as const)('goal "%s" calling %s → %s', (goal, tool, params, severity) => {
    expect(ruleFindings('context/goal-mismatch', tool, params, ctx(goal))[0]).toMatchObject({ severity, tag: 'goal_mismatch' });
  });
  it.each([
    ['Find the cheapest flight and book it', 'make_payment'],
    ['Summarise the thread and reply to Bob', 'send_email'],
    ['Pay the electricity bill', 'transfer_funds'],
    ['Summarise the article', 'web_search'],
    ['Help the customer with their account', 'transfer_funds'],
  ])('goal "%s" calling %s fits', (goal, tool) => {
    expect(ruleFindings('context/goal-mismatch', tool, {}, ctx(goal))).toEqual([]);
  });
  it('has an enabler for every category it can flag', () => {
    for (const re of Object.values(GOAL_ENABLERS)) expect(re!.flags).toContain('i');
  });
});

describe('context/prior-calls', () => {
  it('flags a loop and a runaway loop', () => {
    expect(ruleFindings('context/prior-calls', 'web_search', {}, ctx(undefined, calls(...Array(LOOP_CALLS).fill('web_search'))))[0]).toMatchObject({ severity: 'medium', tag: 'repeated' });
    expect(ruleFindings('context/prior-calls', 'web_search', {}, ctx(undefined, calls(...Array(RUNAWAY_CALLS).fill('web_search'))))[0]).toMatchObject({ severity: 'high' });
    expect(ruleFindings('context/prior-calls', 'web_search', {}, ctx(undefined, calls('web_search', 'read_file', 'web_search')))).toEqual([]);
  });
  it('flags a retry of a blocked call', () => {
    const prior = [{ tool: 'execute_shell', summary: 'rm -rf /', decision: 'BLOCK' }];
    expect(ruleFindings('context/prior-calls', 'execute_shell', { command: 'ls' }, ctx(undefined, prior))[0]).toMatchObject({ severity: 'high', tag: 'repeated' });
  });
  it.each([
    ['get_secret', 'http_request', 'critical'],
    ['export_users', 'send_email', 'high'],
    ['get_user', 'fetch_url', 'high'],
  ] as const)('reading with %s then sending with %s is an exfiltration chain (%s)', (read, send, severity) => {
    expect(ruleFindings('context/prior-calls', send, {}, ctx(undefined, calls(read)))[0]).toMatchObject({ severity, tag: 'escalation' });
  });
  it('does not call a read followed by a local write a chain', () => {
    expect(ruleFindings('context/prior-calls', 'write_file', {}, ctx(undefined, calls('get_user')))).toEqual([]);
  });
  it('flags steadily rising risk up to a critical tool', () => {
    const found = ruleFindings('context/prior-calls', 'execute_shell', {}, ctx(undefined, calls('web_search', 'read_file', 'write_file')));
    expect(found[0]).toMatchObject({ severity: 'medium', tag: 'escalation' });
  });
});
