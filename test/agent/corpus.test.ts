// The scenario corpus (corpus/*.json) through the HTTP API: every tool call gets its expected
// decision with the reason keyword, every tool result its expected action.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePolicy } from '../../src/services/management';
import { startTestServer, type TestServer } from '../helpers/server';

interface CallCase {
  id: string;
  domain: string;
  tool_name: string;
  tool_params: Record<string, unknown>;
  agent_context?: Record<string, unknown>;
  custom_thresholds?: Record<string, unknown>;
  /** Fields of the application policy's toolCall block for this case. */
  policy?: Record<string, unknown>;
  expected: 'ALLOW' | 'FLAG' | 'BLOCK';
  reason: string;
}

interface ResultCase {
  id: string;
  tool_name: string;
  tool_result: Record<string, unknown>;
  checks?: string[];
  expected_action: string;
  expected_risk?: string;
  expect?: {
    entity_types?: string[];
    paths?: string[];
    dpdp?: string[];
    masked?: string[];
    redacted_contains?: string[];
    redacted_excludes?: string[];
    injection?: boolean;
    injection_paths?: string[];
    no_pii_object?: boolean;
  };
}

const load = <T>(name: string): T[] => JSON.parse(readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8')) as T[];
const CALLS = load<CallCase>('tool-calls.json');
const RESULTS = load<ResultCase>('tool-results.json');

describe('scenario corpus', () => {
  let s: TestServer;
  const keys = new Map<string, string>();
  beforeAll(async () => {
    s = await startTestServer('sqlite');
  });
  afterAll(async () => s?.stop());

  /** One application per distinct policy. */
  async function keyFor(policy: Record<string, unknown> | undefined): Promise<string> {
    const id = JSON.stringify(policy ?? {});
    let key = keys.get(id);
    if (!key) {
      const k = await s.newKey({ plan: 'enterprise' });
      if (policy) await updatePolicy(s.services, k.applicationId, { toolCall: { dimensionMinimums: {}, deniedTools: [], allowedDomains: [], ...policy } });
      key = k.secret;
      keys.set(id, key);
    }
    return key;
  }

  it('holds at least 60 tool calls and 30 tool results, every decision and several domains', () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(60);
    expect(RESULTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CALLS.map((c) => c.expected))).toEqual(new Set(['ALLOW', 'FLAG', 'BLOCK']));
    expect(new Set(CALLS.map((c) => c.domain)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(CALLS.map((c) => [c.id, c] as const))('tool call %s', async (_id, c) => {
    const body = { tool_name: c.tool_name, tool_params: c.tool_params, domain: c.domain, agent_context: c.agent_context, custom_thresholds: c.custom_thresholds };
    const r = await s.request('POST', '/svc/v1/agent/tool-call', { key: await keyFor(c.policy), body });
    expect(r.status).toBe(c.expected === 'BLOCK' ? 403 : 200);
    expect({ decision: r.body.decision, reason: r.body.decision_reason }).toMatchObject({ decision: c.expected, reason: expect.stringContaining(c.reason) });
  });

  it.each(RESULTS.map((c) => [c.id, c] as const))('tool result %s', async (_id, c) => {
    const r = await s.request('POST', '/svc/v1/agent/tool-result', { key: await keyFor(undefined), body: { tool_name: c.tool_name, tool_result: c.tool_result, checks: c.checks } });
    expect(r.status).toBe(200);
    expect(r.body.recommended_action).toBe(c.expected_action);
    if (c.expected_risk) expect(r.body.risk_level).toBe(c.expected_risk);
    const e = c.expect ?? {};
    const entities: { type: string; path: string | null }[] = r.body.pii_detected?.entities ?? [];
    if (e.entity_types) expect(entities.map((x) => x.type)).toEqual(expect.arrayContaining(e.entity_types));
    if (e.paths) expect(entities.map((x) => x.path)).toEqual(expect.arrayContaining(e.paths));
    if (e.dpdp) expect(r.body.dpdp_flags?.identifier_types).toEqual(expect.arrayContaining(e.dpdp));
    else expect(r.body.dpdp_flags).toBeUndefined();
    if (e.masked) expect(r.body.dpdp_flags.masked_identifiers).toEqual(expect.arrayContaining(e.masked));
    for (const text of e.redacted_contains ?? []) expect(r.body.pii_detected.redacted_result).toContain(text);
    for (const text of e.redacted_excludes ?? []) expect(r.body.pii_detected.redacted_result).not.toContain(text);
    if (e.injection !== undefined) expect(r.body.prompt_injection.detected).toBe(e.injection);
    if (e.injection_paths) expect(r.body.prompt_injection.locations.map((l: { path: string }) => l.path)).toEqual(e.injection_paths);
    if (e.no_pii_object) expect(r.body.pii_detected).toBeUndefined();
  });
});
