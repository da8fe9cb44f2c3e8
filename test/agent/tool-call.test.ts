import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePolicy } from '../../src/services/management';
import { startTestServer, type TestServer } from '../helpers/server';

const PATH = '/svc/v1/agent/tool-call';
const SAFE = { tool_name: 'web_search', tool_params: { query: 'weather in Pune' } };
const DANGEROUS = { tool_name: 'execute_shell', tool_params: { command: 'rm -rf /' } };

describe('POST /svc/v1/agent/tool-call', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite', { SVC_MAX_CONTENT_CHARS: '5000' });
  });
  afterAll(async () => s?.stop());

  const balance = async (key: string): Promise<number> => (await s.request('POST', '/verify', { key })).body.credits_remaining;
  const call = (key: string, body: unknown, headers?: Record<string, string>) => s.request('POST', PATH, { key, body, headers });

  it('ALLOW: 200 with the spec\'s and the clients\' fields, for 1 credit', async () => {
    const { secret } = await s.newKey({ plan: 'business' });
    const r = await call(secret, SAFE);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ decision: 'ALLOW', evaluation_depth: 'basic', credits_consumed: 1, suggested_params: null, compliance_violations: [] });
    expect(r.body.event_id).toMatch(/^evt_/);
    expect(r.body.decision_reason).toMatch(/^Allowed/);
    expect(r.body.svc_score).toEqual({ score: expect.any(Number), confidence: expect.any(Number), summary: expect.any(String) });
    expect(r.body.dimension_scores.safety.score).toEqual(expect.any(Number));
    expect(r.body.policy).toMatchObject({
      block_below: 3,
      flag_below: 5,
      threshold_source: 'default',
      applied_rule: 'within_thresholds',
      threshold_used: { block_below: 3, flag_below: 5 },
      violated_dimensions: [],
      source: 'system_default',
    });
    expect(r.body.context_signals).toMatchObject({ tool_risk_level: 'low', pii_fields_detected: [], proxy_variables_detected: [], high_stakes_domain: false });
    expect(Date.parse(r.body.evaluated_at)).not.toBeNaN();
    expect(await balance(secret)).toBe(9_999);
  });

  it('BLOCK: 403 with the same body, charged (a completed evaluation)', async () => {
    const { secret } = await s.newKey({ plan: 'business' });
    const r = await call(secret, DANGEROUS);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ decision: 'BLOCK', credits_consumed: 1, policy: { applied_rule: 'score_below_block_threshold' }, context_signals: { tool_risk_level: 'critical' } });
    expect(r.body.decision_reason).toMatch(/destructive/);
    expect(r.body.findings[0]).toMatchObject({ rule: 'params/destructive-command', path: '$.command' });
    expect(r.body.code).toBeUndefined();
    expect(await balance(secret)).toBe(9_999);
  });

  /** Issue 13 item 5 through REST: `[case, tool, params, goal, decision, finding rule or null, suggested_params null?]`. */
  const GUARD: [string, string, Record<string, unknown>, string | null, string, string | null, boolean][] = [
    ['read-only shell on a read-only goal', 'execute_shell', { command: 'ls -la /var/log' }, 'check which logs are largest', 'ALLOW', null, true],
    ['read-only shell, Hinglish goal', 'execute_shell', { command: 'du -sh /var/log/* | sort -h' }, 'logs mein sabse badi files check karo', 'ALLOW', null, true],
    ['deleting shell on a read-only goal', 'execute_shell', { command: 'find /var/log -size +100M -delete' }, 'check which logs are largest', 'BLOCK', 'context/goal-mismatch', true],
    ['/etc/passwd off-goal', 'execute_shell', { command: 'cat /etc/passwd' }, 'check which logs are largest', 'FLAG', 'params/sensitive-path', true],
    ['/etc/shadow', 'execute_shell', { command: 'cat /etc/shadow' }, 'check which logs are largest', 'BLOCK', 'params/sensitive-path', true],
    ['SSH private key', 'read_file', { path: '~/.ssh/id_ed25519' }, 'summarise the repository', 'BLOCK', 'params/sensitive-path', true],
    ['AWS credentials', 'read_file', { path: '~/.aws/credentials' }, 'summarise the repository', 'FLAG', 'params/sensitive-path', true],
    ['kubeconfig', 'read_file', { path: '/home/ci/.kube/config' }, null, 'FLAG', 'params/sensitive-path', true],
    ['DROP TABLE with dry_run', 'run_sql', { query: 'DROP TABLE customers', dry_run: true }, null, 'BLOCK', 'params/destructive-command', true],
    ['unverified beneficiary', 'transfer_funds', { amount: 2500, to_account: 'ACC-9', beneficiary_verified: false }, null, 'FLAG', 'params/amount-limit', true],
  ];

  it.each(GUARD)('%s', async (_, tool_name, tool_params, goal, decision, rule, nullSuggestion) => {
    const { secret } = await s.newKey({ plan: 'business' });
    const body = { tool_name, tool_params, ...(goal ? { agent_context: { user_intent: goal } } : {}) };
    const r = await call(secret, body);
    expect(r.status).toBe(decision === 'BLOCK' ? 403 : 200);
    expect(r.body.decision).toBe(decision);
    if (rule) expect(r.body.findings.map((f: { rule: string }) => f.rule)).toContain(rule);
    else expect(r.body.findings).toEqual([]);
    if (nullSuggestion) expect(r.body.suggested_params).toBeNull();
  });

  it('FLAG with suggested_params: the amount under the limit and a dry run', async () => {
    const { secret } = await s.newKey();
    const r = await call(secret, { tool_name: 'transfer_funds', tool_params: { amount: 2500, to_account: 'ACC-9' }, domain: 'general' });
    expect(r.status).toBe(200);
    expect(r.body.decision).toBe('FLAG');
    expect(r.body.suggested_params).toEqual({ amount: 1000, to_account: 'ACC-9', dry_run: true });
    expect(r.body.suggested_changes.map((c: { path: string }) => c.path)).toEqual(['$.amount', '$.dry_run']);
  });

  it('costs: deep 3.0, deep plan step 2.0, basic plan step 1.0', async () => {
    const { secret } = await s.newKey();
    expect((await call(secret, { ...SAFE, mode: 'deep' })).body).toMatchObject({ credits_consumed: 3, evaluation_depth: 'deep', evaluation_notes: [expect.stringMatching(/LLM/)] });
    expect((await call(secret, { ...SAFE, mode: 'deep' }, { 'X-SVC-Plan-Batch': 'true' })).body.credits_consumed).toBe(2);
    expect((await call(secret, SAFE, { 'X-SVC-Plan-Batch': 'true' })).body.credits_consumed).toBe(1);
    expect(await balance(secret)).toBe(1000 - 6);
  });

  it('thresholds: request > application policy > defaults, with threshold_source', async () => {
    const { secret, applicationId } = await s.newKey();
    await updatePolicy(s.services, applicationId, { toolCall: { blockBelow: 4, flagBelow: 9.9, dimensionMinimums: {}, deniedTools: [], allowedDomains: [] } });
    const fromPolicy = await call(secret, SAFE);
    expect(fromPolicy.body.policy).toMatchObject({ block_below: 4, flag_below: 9.9, threshold_source: 'application_policy', source: 'org_custom' });
    const fromRequest = await call(secret, { ...SAFE, custom_thresholds: { block_below: 1, flag_below: 2 } });
    expect(fromRequest.body.policy).toMatchObject({ block_below: 1, flag_below: 2, threshold_source: 'request', source: 'custom' });
    expect(fromRequest.body.decision).toBe('ALLOW');
  });

  it('the application policy denies tools and restricts recipients', async () => {
    const { secret, applicationId } = await s.newKey();
    await updatePolicy(s.services, applicationId, { toolCall: { deniedTools: ['stripe.*'], allowedDomains: ['example.com'], dimensionMinimums: {} } });
    const denied = await call(secret, { tool_name: 'stripe.refund', tool_params: { charge: 'ch_1' } });
    expect(denied.status).toBe(403);
    expect(denied.body.policy.applied_rule).toBe('tool_denied_by_policy');
    const outside = await call(secret, { tool_name: 'send_email', tool_params: { to: ['bob@example.com', 'eve@evil.io'], body: 'hi' } });
    expect(outside.body.decision).toBe('FLAG');
    expect(outside.body.decision_reason).toMatch(/recipient/);
    expect(outside.body.suggested_params.to).toEqual(['bob@example.com']);
  });

  it('accepts the clients\' request forms: string and object prior calls, MCP user_intent, framework aliases, unknown keys', async () => {
    const { secret } = await s.newKey();
    const r = await call(secret, {
      tool_name: 'send_email',
      tool_params: { to: 'x@example.com', body: 'hello' },
      agent_context: { user_intent: 'summarise my inbox', prior_tool_calls: ['read_inbox', { tool: 'get_user', summary: 'id 4' }], step_index: 2, rationale: 'r' },
      compliance_frameworks: ['dpdp', 'gdpr'],
      session_id: 'sess_x',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ decision: 'FLAG', session_id: 'sess_x' });
    expect(r.body.findings.map((f: { tag: string }) => f.tag)).toEqual(expect.arrayContaining(['goal_mismatch', 'escalation']));
  });

  it.each([
    ['missing tool_name', { tool_params: {} }, 'tool_name'],
    ['blank tool_name', { tool_name: '  ', tool_params: {} }, 'tool_name'],
    ['missing tool_params', { tool_name: 'x' }, 'tool_params'],
    ['tool_params an array', { tool_name: 'x', tool_params: [1, 2] }, 'tool_params'],
    ['tool_params a string', { tool_name: 'x', tool_params: 'rm -rf /' }, 'tool_params'],
    ['mode not basic/deep', { ...SAFE, mode: 'fast' }, 'mode'],
    ['block_below above 10', { ...SAFE, custom_thresholds: { block_below: 11 } }, 'custom_thresholds.block_below'],
    ['flag_below below 0', { ...SAFE, custom_thresholds: { flag_below: -1 } }, 'custom_thresholds.flag_below'],
    ['flag_below < block_below', { ...SAFE, custom_thresholds: { block_below: 6, flag_below: 4 } }, 'custom_thresholds.flag_below'],
    ['threshold not a number', { ...SAFE, custom_thresholds: { block_below: 'high' } }, 'custom_thresholds.block_below'],
    ['unknown dimension minimum', { ...SAFE, custom_thresholds: { dimension_minimums: { happiness: 5 } } }, 'custom_thresholds.dimension_minimums.happiness'],
    ['unknown framework', { ...SAFE, compliance_frameworks: ['sox'] }, 'compliance_frameworks[0]'],
    ['agent_context not an object', { ...SAFE, agent_context: 'summarise' }, 'agent_context'],
    ['prior call of the wrong type', { ...SAFE, agent_context: { prior_tool_calls: [42] } }, 'agent_context.prior_tool_calls[0]'],
  ])('400 for %s, naming the field, charging nothing', async (_label, body, field) => {
    const { secret } = await s.newKey();
    const r = await call(secret, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_REQUEST', field });
    expect(r.body.decision).toBeUndefined();
    expect(await balance(secret)).toBe(1000);
  });

  it('400 CONTENT_TOO_LARGE for parameters over the content limit, charging nothing', async () => {
    const { secret } = await s.newKey();
    const r = await call(secret, { tool_name: 'write_file', tool_params: { content: 'a'.repeat(6000) } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'CONTENT_TOO_LARGE', field: 'tool_params' });
    expect(await balance(secret)).toBe(1000);
  });

  it('402 when the balance is short: nothing charged, no decision', async () => {
    const { secret } = await s.newKey({ credits: 0.5 });
    const r = await call(secret, SAFE);
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', balance: 0.5, required: 1 });
    expect(await balance(secret)).toBe(0.5);
  });

  it('a revoked key gets 403 KEY_REVOKED that also says BLOCK (decisions §2), and the other paths keep the plain error', async () => {
    const k = await s.newKey();
    await s.services.accounts.revokeKey(k.keyId, new Date());
    const r = await call(k.secret, SAFE);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'KEY_REVOKED', decision: 'BLOCK', credits_consumed: 0 });
    expect(r.body.decision_reason).toMatch(/revoked/);
    const other = await s.request('POST', '/svc/v1/agent/tool-result', { key: k.secret, body: { tool_name: 'x', tool_result: { raw: 'y' } } });
    expect(other.status).toBe(403);
    expect(other.body.decision).toBeUndefined();
  });

  it('records an evaluation event for every call, without the parameters', async () => {
    const { secret } = await s.newKey();
    const a = await call(secret, SAFE);
    const b = await call(secret, DANGEROUS);
    const r = await s.graphql('query { agentEvaluations(kind: "tool_call") { eventId kind toolName outcome riskLevel score } }', {}, secret);
    expect(r.body.data.agentEvaluations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: a.body.event_id, outcome: 'ALLOW', toolName: 'web_search', riskLevel: 'low' }),
        expect.objectContaining({ eventId: b.body.event_id, outcome: 'BLOCK', toolName: 'execute_shell' }),
      ]),
    );
    expect(JSON.stringify(r.body)).not.toContain('rm -rf');
  });

  it('GraphQL evaluateToolCall runs the same operation and meters the same; bad input is the same 400', async () => {
    const { secret } = await s.newKey();
    const q = `mutation($i: ToolCallInput!, $b: Boolean) { evaluateToolCall(input: $i, planBatch: $b) {
      decision decisionReason eventId creditsConsumed evaluationDepth suggestedParams
      svcScore { score } policy { blockBelow flagBelow thresholdSource appliedRule source }
      contextSignals { toolRiskLevel piiFieldsDetected highStakesDomain } findings { rule tag path } } }`;
    const r = await s.graphql(q, { i: { toolName: 'execute_sql', toolParams: { query: 'DELETE FROM users' }, mode: 'deep' }, b: true }, secret);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.evaluateToolCall).toMatchObject({ decision: 'BLOCK', creditsConsumed: 2, evaluationDepth: 'deep', policy: { thresholdSource: 'default', source: 'system_default' } });
    expect(r.body.data.evaluateToolCall.findings[0]).toMatchObject({ tag: 'destructive', path: '$.query' });
    expect(await balance(secret)).toBe(998);
    const bad = await s.graphql(q, { i: { toolName: 'x', toolParams: {}, customThresholds: { blockBelow: 7, flagBelow: 2 } } }, secret);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'custom_thresholds.flag_below' });
    expect(await balance(secret)).toBe(998);
  });
});
