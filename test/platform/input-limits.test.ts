// The input limits of issue 10 through REST and GraphQL, on SQLite and PostgreSQL:
// huge arrays, deep JSON, invisible-only text, over-long text, NUL characters and
// over-long identifiers each get a small 400 (or a per-event rejection in DPDP
// emit) and change nothing: no credit debited, no event stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer, type HttpResult } from '../helpers/server';

const SMALL_BODY = 10_000;
const HUGE = 100_000;
const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF\u202E\u2066\u00AD \u3164\t';

/** `{"a":{"a":…1…}}` nested `depth` levels, built as text (JSON.stringify would overflow). */
const nested = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const bodySize = (r: HttpResult) => JSON.stringify(r.body).length;

describe.each(PROVIDERS)('input limits (%s)', (provider) => {
  let s: TestServer;
  let key: Awaited<ReturnType<TestServer['newKey']>>;
  const balance = () => s.services.credits.remaining(key.accountId, 10_000_000, s.services.now());
  const post = (path: string, body: unknown) => s.request('POST', path, { key: key.secret, body });

  /** A 400 INVALID_REQUEST with a small body, and the balance as before. */
  async function rejected(send: () => Promise<HttpResult>, field?: string | RegExp): Promise<HttpResult> {
    const before = await balance();
    const r = await send();
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(400);
    expect(r.body.code).toBe('INVALID_REQUEST');
    expect(bodySize(r)).toBeLessThan(SMALL_BODY);
    if (field !== undefined) expect(r.body.field).toMatch(field);
    expect(await balance()).toBe(before);
    return r;
  }

  beforeAll(async () => {
    s = await startTestServer(provider);
    key = await s.newKey({ plan: 'business' });
  });
  afterAll(async () => s?.stop());

  describe('arrays are counted before their elements are validated', () => {
    const many = Array.from({ length: HUGE }, () => 1);
    it.each([
      ['/svc/v1/eval', { content: 'hi', dimensions: many }, 'dimensions'],
      ['/svc/v1/safe-regenerate', { content: 'hi', dimensions: many }, 'dimensions'],
      ['/svc/v1/compliance/check', { content: 'hi', frameworks: many }, 'frameworks'],
      ['/svc/v1/agent/tool-call', { tool_name: 'send_email', tool_params: {}, compliance_frameworks: many }, 'compliance_frameworks'],
      ['/svc/v1/agent/tool-call', { tool_name: 'send_email', tool_params: {}, agent_context: { prior_tool_calls: many } }, 'agent_context.prior_tool_calls'],
      ['/svc/v1/agent/tool-result', { tool_name: 'web_search', tool_result: { raw: 'ok' }, checks: many }, 'checks'],
      ['/svc/v1/agent/registry/tools', { tool_name: 'my_tool', pii_fields_watch: many }, 'pii_fields_watch'],
      ['/svc/v1/eval', { content: 'hi', weights: Object.fromEntries(many.slice(0, 50_000).map((_, i) => [`d${i}`, 1])) }, 'weights'],
    ])('%s with %#: one issue about the length', async (path, body, field) => {
      const r = await rejected(() => post(path, body), field);
      expect(r.body.issue_count).toBe(1);
      expect(r.body.issues).toHaveLength(1);
      expect(r.body.message).toMatch(/at most \d+/);
    });

    it('an error lists the first 20 issues and counts them all', async () => {
      const calls = Array.from({ length: 500 }, () => 7); // each is neither a string nor an object
      const r = await rejected(() => post('/svc/v1/agent/tool-call', { tool_name: 'send_email', tool_params: {}, agent_context: { prior_tool_calls: calls } }));
      expect(r.body.issue_count).toBe(500);
      expect(r.body.issues).toHaveLength(20);
      expect(r.body.issues[0].path).toBe('agent_context.prior_tool_calls[0]');
    });

    it('an echoed value is clipped in the message', async () => {
      const r = await rejected(() => post('/svc/v1/eval', { content: 'hi', dimensions: ['x'.repeat(60)], weights: { ['y'.repeat(20_000)]: 100 } }));
      expect(r.body.issues.every((i: { message: string }) => i.message.length <= 301)).toBe(true);
    });
  });

  describe('JSON nested deeper than 64 levels', () => {
    it.each([
      ['tool-call tool_params', '/svc/v1/agent/tool-call', (deep: string) => `{"tool_name":"send_email","tool_params":${deep}}`, /^tool_params(\.a)+$/],
      ['tool-result data', '/svc/v1/agent/tool-result', (deep: string) => `{"tool_name":"web_search","tool_result":{"data":${deep}}}`, /^tool_result\.data(\.a)+$/],
      ['dpdp emit data', '/svc/v1/compliance/dpdp/emit', (deep: string) => `{"events":[{"type":"notice.shown","data":${deep}}]}`, /^events\[0\]\.data(\.a)+$/],
    ])('%s: 400 at depth 6,000, not a 500', async (_name, path, wrap, field) => {
      const r = await rejected(() => s.request('POST', path, { key: key.secret, rawBody: wrap(nested(6_000)) }), field);
      expect(r.body.message).toMatch(/nested deeper than 64 levels/);
    });

    it('depth within the limit is accepted', async () => {
      const r = await s.request('POST', '/svc/v1/agent/tool-call', { key: key.secret, rawBody: `{"tool_name":"send_email","tool_params":${nested(40)}}` });
      expect(r.status).toBe(200);
    });

    it('GraphQL: a deep JSON variable is refused before it is charged', async () => {
      const before = await balance();
      const deep = JSON.parse(nested(200)); // V8's JSON.parse does not recurse
      const r = await s.graphql('mutation($p: JSON!) { evaluateToolCall(input: { toolName: "send_email", toolParams: $p }) { decision } }', { p: deep }, key.secret);
      expect(r.body.data?.evaluateToolCall ?? null).toBeNull();
      expect(JSON.stringify(r.body.errors)).toMatch(/nested deeper than 64 levels/);
      expect(bodySize(r)).toBeLessThan(SMALL_BODY);
      expect(await balance()).toBe(before);
    });
  });

  describe('text: invisible-only is empty, every field has a bound', () => {
    it.each([
      ['/svc/v1/eval', { content: INVISIBLE }, 'content'],
      ['/svc/v1/compliance/check', { content: INVISIBLE, frameworks: ['gdpr'] }, 'content'],
      ['/svc/v1/agent/prompt-injection', { text: INVISIBLE }, 'text'],
      ['/svc/v1/compliance/dpdp/scan', { content: INVISIBLE }, 'content'],
      ['/svc/v1/compliance/dpdp/evaluate', { action: INVISIBLE }, 'action'],
      ['/svc/v1/compliance/dpdp/session', { action: 'create', config: { purpose: INVISIBLE } }, 'config.purpose'],
    ])('%s: zero-width and format characters only → must not be empty', async (path, body, field) => {
      const r = await rejected(() => post(path, body), field);
      expect(r.body.message).toMatch(/must not be empty|non-blank/);
    });

    it('dpdp/evaluate action is bounded (500,000 characters → 400)', async () => {
      const r = await rejected(() => post('/svc/v1/compliance/dpdp/evaluate', { action: 'x'.repeat(500_000) }), 'action');
      expect(r.body.message).toMatch(/at most 1000 characters/);
    });

    it('GraphQL: invisible-only content is refused and not charged', async () => {
      const before = await balance();
      const r = await s.graphql('mutation($c: String!) { evaluate(content: $c) { creditsConsumed } }', { c: INVISIBLE }, key.secret);
      expect(r.body.errors?.[0]?.extensions?.code).toBe('INVALID_REQUEST');
      expect(r.body.errors[0].message).toMatch(/must not be empty/);
      expect(await balance()).toBe(before);
    });
  });

  describe('NUL characters and over-long identifiers answer 400 on both databases', () => {
    it.each([
      ['dpdp session get', '/svc/v1/compliance/dpdp/session', { action: 'get', session_id: 'sess_\u0000' }, 'session_id'],
      ['dpdp emit data.user_id', '/svc/v1/compliance/dpdp/emit', { events: [{ type: 'notice.shown', data: { user_id: 'u\u0000' } }] }, 'events[0].data.user_id'],
      ['tool-call tool_name', '/svc/v1/agent/tool-call', { tool_name: 'send\u0000email', tool_params: {} }, 'tool_name'],
      ['tool-call param value', '/svc/v1/agent/tool-call', { tool_name: 'send_email', tool_params: { to: 'a\u0000b' } }, 'tool_params.to'],
      ['registry tool_name', '/svc/v1/agent/registry/tools', { tool_name: 'my\u0000tool' }, 'tool_name'],
      ['evidence params.user_id', '/svc/v1/compliance/dpdp/evidence', { type: 'consent_audit', params: { user_id: 'u\u0000' } }, 'params.user_id'],
      ['eval content', '/svc/v1/eval', { content: 'hello\u0000world' }, 'content'],
    ])('%s with U+0000', async (_name, path, body, field) => {
      const r = await rejected(() => post(path, body), field);
      expect(r.body.message).toMatch(/NUL/);
    });

    it('a NUL in a query parameter', async () => {
      await rejected(() => s.request('GET', '/svc/v1/usage?endpoint=%00', { key: key.secret }), 'endpoint');
      await rejected(() => s.request('GET', '/svc/v1/compliance/dpdp/timers?session_id=%00', { key: key.secret }), 'session_id');
    });

    it('identifiers longer than their limit (3,000 characters: past the PostgreSQL index limit)', async () => {
      const long = 'x'.repeat(3_000);
      await rejected(() => post('/svc/v1/compliance/dpdp/session', { action: 'get', session_id: long }), 'session_id');
      await rejected(() => post('/svc/v1/compliance/dpdp/evidence', { type: 'consent_audit', params: { user_id: long } }), 'params.user_id');
      await rejected(() => s.request('GET', `/svc/v1/usage?endpoint=${long}`, { key: key.secret }), 'endpoint');
    });

    it('dpdp emit: an over-long or control-character user_id is a rejected event; nothing is stored', async () => {
      const created = await post('/svc/v1/compliance/dpdp/session', { action: 'create', config: { purpose: 'support' } });
      const sid = created.body.result.session_id;
      for (const userId of ['u'.repeat(3_000), 'u\u0007v', 'u\u200Bv']) {
        const r = await post('/svc/v1/compliance/dpdp/emit', { session_id: sid, events: [{ type: 'consent.granted', data: { user_id: userId, purpose: 'support' } }] });
        expect(r.status).toBe(200);
        expect(r.body.result).toMatchObject({ accepted: 0, rejected: 1 });
        expect(r.body.result.events[0].reason).toMatch(/user_id must be a non-blank string \(at most 256 characters/);
      }
      const got = await post('/svc/v1/compliance/dpdp/session', { action: 'get', session_id: sid });
      expect(got.body.result.state.events_count).toBe(0);
    });

    it('GraphQL: a NUL in an id a resolver reads storage with (no operation in between)', async () => {
      const r = await s.graphql('query($id: ID!) { dpdpEvidence(id: $id) { type } }', { id: 'evd_\u0000' }, key.secret);
      expect(r.body.errors?.[0]?.extensions?.code).toBe('INVALID_REQUEST');
      expect(r.body.errors[0].message).toMatch(/NUL/);
      const inline = await s.graphql('query { dpdpEvidence(id: "evd_\\u0000") { type } }', {}, key.secret);
      expect(inline.body.errors?.[0]?.extensions?.code).toBe('INVALID_REQUEST');
    });

    it('GraphQL: a NUL in a tool name is refused and not charged', async () => {
      const before = await balance();
      const r = await s.graphql('mutation($n: String!) { evaluateToolCall(input: { toolName: $n, toolParams: {} }) { decision } }', { n: 'send\u0000email' }, key.secret);
      expect(r.body.errors?.[0]?.extensions?.code).toBe('INVALID_REQUEST');
      expect(r.body.errors[0].message).toMatch(/NUL/);
      expect(await balance()).toBe(before);
    });
  });
});
