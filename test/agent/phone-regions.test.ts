import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

// An Egyptian mobile in Egypt's own national grouping: Egypt is not in the default region list,
// so the number is a phone only for an application whose policy names EG.
const NUMBER = '010 01234567';
const TEXT = `Ring Lars at ${NUMBER} tomorrow.`;

describe('policy pii.phoneRegions: national numbers of the regions an application names', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
  });
  afterAll(async () => s?.stop());

  const setPolicy = (secret: string, policy: unknown) =>
    s.graphql('mutation($p: JSON!) { updatePolicy(policy: $p) { policy } }', { p: policy }, secret);
  const toolResult = async (secret: string) => {
    const r = await s.request('POST', '/svc/v1/agent/tool-result', { key: secret, body: { tool_name: 'crm_lookup', tool_result: { raw: TEXT, data: { note: TEXT } }, checks: ['pii'] } });
    expect(r.status).toBe(200);
    return r.body.pii_detected.entities.filter((e: { type: string }) => e.type === 'phone');
  };
  const gqlToolResult = async (secret: string) => {
    const r = await s.graphql(
      'mutation($i: ToolResultInput!) { scanToolResult(input: $i) { piiDetected { entities { type value path } } } }',
      { i: { toolName: 'crm_lookup', data: { note: TEXT }, checks: ['pii'] } },
      secret,
    );
    expect(r.body.errors).toBeUndefined();
    return r.body.data.scanToolResult.piiDetected.entities.filter((e: { type: string }) => e.type === 'phone');
  };
  const evalPrivacyIssues = async (secret: string) => {
    const r = await s.request('POST', '/svc/v1/eval', { key: secret, body: { content: TEXT, include_issues: true } });
    expect(r.status).toBe(200);
    return JSON.stringify(r.body.dimension_scores.privacy.issues);
  };
  const toolCallPii = async (secret: string) => {
    const r = await s.request('POST', '/svc/v1/agent/tool-call', {
      key: secret,
      body: { tool_name: 'send_email', tool_params: { to: 'bob@example.com', subject: 'Lars', body: TEXT } },
    });
    expect(r.status).toBe(200);
    return JSON.stringify(r.body.dimension_scores.privacy.issues);
  };

  it('finds the number through REST and GraphQL only once the policy names the region, and /config shows the list', async () => {
    const { secret } = await s.newKey();
    expect(await toolResult(secret)).toEqual([]);
    expect(await gqlToolResult(secret)).toEqual([]);
    const evalBefore = await evalPrivacyIssues(secret);
    const callBefore = await toolCallPii(secret);

    const set = await setPolicy(secret, { pii: { phoneRegions: ['eg', 'NO'] } });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.updatePolicy.policy.pii).toEqual({ phoneRegions: ['EG', 'NO'] });
    const cfg = await s.request('GET', '/svc/v1/config', { key: secret });
    expect(cfg.body.policy.pii).toEqual({ phoneRegions: ['EG', 'NO'] });

    const rest = await toolResult(secret);
    expect(rest.map((e: { value: string; source: string }) => [e.value, e.source])).toEqual([[NUMBER, 'raw'], [NUMBER, 'data']]);
    expect(await gqlToolResult(secret)).toEqual([{ type: 'phone', value: NUMBER, path: '$.note' }]);
    // The eval's privacy dimension and the tool call's score see it too (the eval cache is keyed by the regions).
    expect(evalBefore).not.toMatch(/PHONE/);
    expect(await evalPrivacyIssues(secret)).toMatch(/PHONE/);
    expect(callBefore).not.toMatch(/PHONE/);
    expect(await toolCallPii(secret)).toMatch(/PHONE/);
  });

  it('rejects unknown region codes with 400 and changes nothing', async () => {
    const { secret } = await s.newKey();
    expect((await setPolicy(secret, { pii: { phoneRegions: ['DE'] } })).body.errors).toBeUndefined();
    for (const bad of [['XX'], ['DE', 'Germany'], 'DE', [42], Array.from({ length: 51 }, () => 'DE')]) {
      const r = await setPolicy(secret, { pii: { phoneRegions: bad } });
      expect(r.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
      expect(r.body.errors[0].extensions.field).toMatch(/^policy\.pii\.phoneRegions/);
    }
    const typo = await setPolicy(secret, { pii: { phoneRegion: ['EG'] } });
    expect(typo.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    const cfg = await s.request('GET', '/svc/v1/config', { key: secret });
    expect(cfg.body.policy.pii).toEqual({ phoneRegions: ['DE'] });
    expect(await toolResult(secret)).toEqual([]);
  });
});
