// What the dashboard reads beyond the existing schema: usage per day and per endpoint,
// the chain check, and the rule and reason kept with each agent decision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const BASE = '/svc/v1/compliance/dpdp';

describe.each(PROVIDERS)('dashboard queries (%s)', (provider) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('usage byDay and byEndpoint add up to the totals of the same filter, per UTC day', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const other = await s.newKey({ plan: 'pro' });
    for (let i = 0; i < 3; i++) await s.request('POST', '/svc/v1/agent/prompt-injection', { key: k.secret, body: { text: `hi ${i}` } });
    await s.request('POST', '/verify', { key: k.secret });
    await s.request('POST', '/verify', { key: other.secret });
    const q = `query($from: DateTime, $endpoint: String) { usage(from: $from, endpoint: $endpoint, first: 1) { totalCount totalCredits byDay { key requests credits } byEndpoint { key requests credits } } }`;
    const all = (await s.graphql(q, {}, k.secret)).body.data.usage;
    const today = new Date().toISOString().slice(0, 10);
    expect(all.byDay).toEqual([{ key: today, requests: all.totalCount, credits: all.totalCredits }]);
    expect(all.byEndpoint.reduce((n: number, b: { requests: number }) => n + b.requests, 0)).toBe(all.totalCount);
    expect(all.byEndpoint.find((b: { key: string }) => b.key.includes('prompt-injection'))).toMatchObject({ requests: 3, credits: 1.5 });
    expect(all.byEndpoint.map((b: { requests: number }) => b.requests)).toEqual([...all.byEndpoint.map((b: { requests: number }) => b.requests)].sort((a, b) => b - a));

    const endpoint = all.byEndpoint[0].key;
    const one = (await s.graphql(q, { endpoint }, k.secret)).body.data.usage;
    expect(one.byEndpoint).toEqual([all.byEndpoint[0]]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await s.graphql(q, { from: tomorrow }, k.secret)).body.data.usage).toMatchObject({ totalCount: 0, byDay: [], byEndpoint: [] });
  });

  it('dpdpChainCheck reports an intact chain, and a record changed behind the API', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const sid = (await s.request('POST', `${BASE}/session`, { key: k.secret, body: { action: 'create', config: { purpose: 'payments' } } })).body.result.session_id;
    await s.request('POST', `${BASE}/emit`, {
      key: k.secret,
      body: { session_id: sid, events: [{ type: 'consent.granted', data: { user_id: 'u-1', purpose: 'payments' } }, { type: 'breach.detected', data: { breach_id: 'b-1' } }] },
    });
    const q = '{ dpdpChainCheck { valid records headSeq headHash problems { path message } } }';
    const ok = (await s.graphql(q, {}, k.secret)).body.data.dpdpChainCheck;
    expect(ok).toMatchObject({ valid: true, records: 2, headSeq: 2, problems: [] });
    expect(ok.headHash).toMatch(/^[0-9a-f]{64}$/);

    const prisma = s.services.db.prisma;
    const row = await prisma.dpdpEvent.findFirstOrThrow({ where: { applicationId: k.applicationId, seq: 1 } });
    await prisma.dpdpEvent.updateMany({ where: { id: row.id }, data: { data: JSON.stringify({ ...JSON.parse(row.data), user_id: 'mallory' }) } });
    const bad = (await s.graphql(q, {}, k.secret)).body.data.dpdpChainCheck;
    expect(bad.valid).toBe(false);
    expect(bad.problems[0].path).toMatch(/^seq 1\b/);
    // Another application's chain is its own.
    const other = await s.newKey({ plan: 'pro' });
    expect((await s.graphql(q, {}, other.secret)).body.data.dpdpChainCheck).toMatchObject({ valid: true, records: 0, headSeq: null });
  });

  it('agentEvaluations carry the deciding rule and a reason without the evaluated content', async () => {
    const k = await s.newKey({ plan: 'pro' });
    await s.request('POST', '/svc/v1/agent/tool-call', { key: k.secret, body: { tool_name: 'shell_exec', tool_params: { command: 'rm -rf / --no-preserve-root' } } });
    await s.request('POST', '/svc/v1/agent/tool-result', { key: k.secret, body: { tool_name: 'crm_lookup', tool_result: { raw: 'Customer PAN ABCPE1234F, phone +91 98765 43210' } } });
    const res = await s.graphql('{ agentEvaluations { kind outcome rule reason } }', {}, k.secret);
    const [result, call] = res.body.data.agentEvaluations;
    expect(call).toMatchObject({ kind: 'tool_call', outcome: 'BLOCK' });
    expect(call.rule).toMatch(/^[a-z_]+$/);
    expect(call.reason).toMatch(new RegExp(`^BLOCK by ${call.rule}: score .*Findings: .*destructive`));
    expect(call.reason).not.toContain('rm -rf');
    expect(result).toMatchObject({ kind: 'tool_result' });
    expect(result.reason).toMatch(new RegExp(`^${result.rule}: `));
    expect(result.reason).not.toMatch(/ABCPE1234F|98765/);
  });
});
