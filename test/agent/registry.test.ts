import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemProfiles } from '../../src/core/agent';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const TOOLS = '/svc/v1/agent/registry/tools';

describe.each(PROVIDERS)('tool risk registry (%s)', (provider) => {
  let s: TestServer;
  let badInputKey: string | undefined;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  it('lists the system tools with pagination, as the Python SDK asks (limit=50, offset=0, source=all)', async () => {
    const { secret } = await s.newKey();
    const r = await s.request('GET', `${TOOLS}?limit=50&offset=0&source=all`, { key: secret });
    expect(r.status).toBe(200);
    const total = systemProfiles().length;
    expect(r.body.pagination).toEqual({ total, limit: 50, offset: 0, has_more: total > 50 });
    expect(r.body).toMatchObject({ system_defaults_count: total, org_overrides_count: 0 });
    expect(r.body.tools[0]).toEqual(
      expect.objectContaining({ tool_name: expect.any(String), risk_level: expect.any(String), evaluation_depth: 'basic', source: 'system', thresholds: null, compliance_frameworks: [] }),
    );
    const page2 = await s.request('GET', `${TOOLS}?limit=50&offset=50`, { key: secret });
    expect(page2.body.tools.length).toBe(Math.min(50, total - 50));
    expect(page2.body.pagination).toEqual({ total, limit: 50, offset: 50, has_more: total > 100 });
  });

  it('filters by risk_level and search', async () => {
    const { secret } = await s.newKey();
    const critical = await s.request('GET', `${TOOLS}?risk_level=critical&limit=200`, { key: secret });
    expect(critical.body.tools.length).toBeGreaterThan(0);
    expect(critical.body.tools.every((t: { risk_level: string }) => t.risk_level === 'critical')).toBe(true);
    const search = await s.request('GET', `${TOOLS}?search=EMAIL`, { key: secret });
    expect(search.body.tools.map((t: { tool_name: string }) => t.tool_name)).toEqual(expect.arrayContaining(['send_email', 'reply_email']));
  });

  it('POST registers a tool (201, profile at the top level and under `tool`), POST again updates it (200)', async () => {
    const { secret } = await s.newKey();
    const body = {
      tool_name: 'ledger_post',
      risk_level: 'critical',
      category: 'payment',
      thresholds: { block_below: 5, flag_below: 8, dimension_minimums: { safety: 6 } },
      compliance_frameworks: ['dpdp'],
      proxy_variable_watch: ['device_type'],
      pii_fields_watch: ['customer_ref'],
      description: 'Posts to the general ledger',
    };
    const created = await s.request('POST', TOOLS, { key: secret, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tool_name: 'ledger_post', risk_level: 'critical', source: 'org_custom', category: 'payment', compliance_frameworks: ['india_dpdp'], created: true });
    expect(created.body.tool).toMatchObject({ tool_name: 'ledger_post', thresholds: { block_below: 5, flag_below: 8, dimension_minimums: { safety: 6 } } });
    expect(Date.parse(created.body.created_at)).not.toBeNaN();
    const updated = await s.request('POST', TOOLS, { key: secret, body: { tool_name: 'Ledger_Post', risk_level: 'high' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ tool_name: 'Ledger_Post', risk_level: 'high', created: false, thresholds: null });
    const list = await s.request('GET', `${TOOLS}?source=org_custom`, { key: secret });
    expect(list.body.tools).toHaveLength(1);
    expect(list.body.org_overrides_count).toBe(1);
  });

  it('defaults an entry from the catalogue and overrides the system tool of the same name', async () => {
    const { secret } = await s.newKey();
    const r = await s.request('POST', TOOLS, { key: secret, body: { tool_name: 'execute_shell', thresholds: { block_below: 2 } } });
    expect(r.body).toMatchObject({ risk_level: 'critical', category: 'shell_exec', source: 'org_custom' });
    const all = await s.request('GET', `${TOOLS}?search=execute_shell&limit=200`, { key: secret });
    expect(all.body.tools).toHaveLength(1);
    expect(all.body.tools[0].source).toBe('org_custom');
    const system = await s.request('GET', `${TOOLS}?search=execute_shell&source=system`, { key: secret });
    expect(system.body.tools[0].source).toBe('system');
  });

  it('the evaluation uses the entry at once: its thresholds, risk, category and watch lists', async () => {
    const { secret } = await s.newKey();
    const call = { tool_name: 'zeta_update', tool_params: { customer_ref: 'C-77', note: 'called back' } };
    const before = await s.request('POST', '/svc/v1/agent/tool-call', { key: secret, body: call });
    expect(before.body).toMatchObject({ decision: 'ALLOW', context_signals: { tool_risk_level: 'medium' }, tool_profile: { source: 'generic' } });
    await s.request('POST', TOOLS, { key: secret, body: { tool_name: 'zeta_update', risk_level: 'high', pii_fields_watch: ['customer_ref'], thresholds: { block_below: 5, flag_below: 7 } } });
    const after = await s.request('POST', '/svc/v1/agent/tool-call', { key: secret, body: call });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ decision: 'BLOCK', context_signals: { tool_risk_level: 'high' }, tool_profile: { source: 'org_custom' }, policy: { block_below: 5, flag_below: 7, threshold_source: 'application_policy' } });
    const result = await s.request('POST', '/svc/v1/agent/tool-result', { key: secret, body: { tool_name: 'zeta_update', tool_result: { data: { customer_ref: 'C-77' } } } });
    expect(result.body.redacted_data).toEqual({ customer_ref: '[CUSTOMER_REF]' });
  });

  it('an entry asking for deep evaluation is evaluated (and charged) deep unless the request says basic', async () => {
    const { secret } = await s.newKey();
    await s.request('POST', TOOLS, { key: secret, body: { tool_name: 'wire_out', evaluation_depth: 'deep' } });
    const deep = await s.request('POST', '/svc/v1/agent/tool-call', { key: secret, body: { tool_name: 'wire_out', tool_params: { amount: 5 } } });
    expect(deep.body).toMatchObject({ evaluation_depth: 'deep', credits_consumed: 3 });
    const basic = await s.request('POST', '/svc/v1/agent/tool-call', { key: secret, body: { tool_name: 'wire_out', tool_params: { amount: 5 }, mode: 'basic' } });
    expect(basic.body).toMatchObject({ evaluation_depth: 'basic', credits_consumed: 1 });
  });

  it('DELETE removes the entry and reports the fallback; entries are per application', async () => {
    const a = await s.newKey();
    const b = await s.newKey();
    await s.request('POST', TOOLS, { key: a.secret, body: { tool_name: 'send email!' } });
    await s.request('POST', TOOLS, { key: a.secret, body: { tool_name: 'frobnicate' } });
    expect((await s.request('GET', `${TOOLS}?source=org_custom`, { key: b.secret })).body.tools).toEqual([]);
    const notMine = await s.request('DELETE', `${TOOLS}/frobnicate`, { key: b.secret });
    expect(notMine.body).toEqual({ tool_name: 'frobnicate', deleted: false, fallback: 'generic' });
    expect((await s.request('DELETE', `${TOOLS}/${encodeURIComponent('send email!')}`, { key: a.secret })).body).toEqual({ tool_name: 'send email!', deleted: true, fallback: 'system' });
    expect((await s.request('DELETE', `${TOOLS}/frobnicate`, { key: a.secret })).body).toEqual({ tool_name: 'frobnicate', deleted: true, fallback: 'generic' });
    expect((await s.request('GET', `${TOOLS}?source=org_custom`, { key: a.secret })).body.tools).toEqual([]);
  });

  it.each([
    ['GET', `${TOOLS}?limit=0`, undefined, 'limit'],
    ['GET', `${TOOLS}?limit=abc`, undefined, 'limit'],
    ['GET', `${TOOLS}?offset=-1`, undefined, 'offset'],
    ['GET', `${TOOLS}?source=mine`, undefined, 'source'],
    ['GET', `${TOOLS}?risk_level=extreme`, undefined, 'risk_level'],
    ['POST', TOOLS, {}, 'tool_name'],
    ['POST', TOOLS, { tool_name: 'x', risk_level: 'huge' }, 'risk_level'],
    ['POST', TOOLS, { tool_name: 'x', evaluation_depth: 'fast' }, 'evaluation_depth'],
    ['POST', TOOLS, { tool_name: 'x', thresholds: { block_below: 8, flag_below: 2 } }, 'thresholds.flag_below'],
    ['POST', TOOLS, { tool_name: 'x', compliance_frameworks: ['nope'] }, 'compliance_frameworks[0]'],
    ['POST', TOOLS, { tool_name: 'x', category: 'rocketry' }, 'category'],
    ['POST', TOOLS, { tool_name: 'x', pii_fields_watch: 'email' }, 'pii_fields_watch'],
  ] as const)('%s %s %j → 400 naming %s', async (method, path, body, field) => {
    badInputKey ??= (await s.newKey()).secret;
    const r = await s.request(method, path, { key: badInputKey, body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_REQUEST', field });
  });

  it('GraphQL: registry queries and mutations', async () => {
    const { secret } = await s.newKey();
    const reg = await s.graphql(
      'mutation { registerAgentTool(input: { toolName: "pay_vendor", riskLevel: "critical", thresholds: { blockBelow: 4, flagBelow: 7 }, complianceFrameworks: ["gdpr"] }) { toolName riskLevel category source thresholds complianceFrameworks } }',
      {},
      secret,
    );
    expect(reg.body.errors).toBeUndefined();
    expect(reg.body.data.registerAgentTool).toMatchObject({ toolName: 'pay_vendor', riskLevel: 'critical', category: 'payment', source: 'org_custom', thresholds: { block_below: 4, flag_below: 7 }, complianceFrameworks: ['gdpr'] });
    const list = await s.graphql('{ agentTools(source: "org_custom") { total hasMore orgOverridesCount tools { toolName } } }', {}, secret);
    expect(list.body.data.agentTools).toMatchObject({ total: 1, hasMore: false, orgOverridesCount: 1, tools: [{ toolName: 'pay_vendor' }] });
    const one = await s.graphql('{ agentTool(toolName: "pay_vendor") { source matchedPattern profile { riskLevel } } }', {}, secret);
    expect(one.body.data.agentTool).toMatchObject({ source: 'org_custom', profile: { riskLevel: 'critical' } });
    const del = await s.graphql('mutation { deleteAgentTool(toolName: "pay_vendor") { toolName deleted fallback } }', {}, secret);
    expect(del.body.data.deleteAgentTool).toEqual({ toolName: 'pay_vendor', deleted: true, fallback: 'system' });
    const bad = await s.graphql('{ agentTools(limit: 500) { total } }', {}, secret);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'limit' });
  });
});
