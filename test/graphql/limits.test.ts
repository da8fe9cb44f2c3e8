// Bounded work per GraphQL document (GraphQL Armor + yoga's parser) and exact charges for
// partial results, over HTTP and over graphql-ws alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

interface GqlResult {
  status?: number;
  data?: any;
  errors?: any[];
}

const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
const PAID = 'evaluate(content: "A helpful and polite answer.") { creditsConsumed }';
const USAGE_PAGE = 'usage(first: 200) { nodes { id endpoint keyId requestId statusCode credits latencyMs createdAt } }';

/** Each case: a document over one limit, and the limit its error must name. */
const OVER_LIMIT: { name: string; limit: string; message: RegExp; query: string }[] = [
  {
    name: '2,000 distinct fragments (134 KB)',
    limit: 'maxTokens',
    message: /Token limit of 2000 exceeded/,
    query: `query { ...F0 } ${repeat(2000, (i) => `fragment F${i} on Query { application { id name plan environment } ${i + 1 < 2000 ? `...F${i + 1}` : ''} }`)}`,
  },
  { name: '1,000 aliases of usage(first: 200)', limit: 'maxTokens', message: /Token limit/, query: `{ ${repeat(1000, (i) => `u${i}: usage(first: 200) { totalCount }`)} }` },
  {
    name: '1,000 aliases of nested dpdpSessions { events { timers } }',
    limit: 'maxTokens',
    message: /Token limit/,
    query: `{ ${repeat(1000, (i) => `s${i}: dpdpSessions { nodes { events { nodes { timers { id } } } } }`)} }`,
  },
  { name: '16 aliases of a paid mutation', limit: 'maxAliases', message: /Aliases limit of 15 exceeded/, query: `mutation { ${repeat(16, (i) => `e${i}: ${PAID}`)} }` },
  { name: '21 directives', limit: 'maxDirectives', message: /Directives limit of 20 exceeded/, query: `{ application { id ${repeat(21, () => '@include(if: true)')} } }` },
  { name: 'depth 11', limit: 'maxDepth', message: /Query depth limit of 10 exceeded/, query: `{ ${'a { '.repeat(11)}b${' }'.repeat(11)} }` },
  { name: '5 full usage pages of 200', limit: 'maxCost', message: /Query Cost limit of 20000 exceeded/, query: `{ ${repeat(5, (i) => `u${i}: ${USAGE_PAGE}`)} }` },
  {
    name: '200 sessions × 500 events each',
    limit: 'maxCost',
    message: /Query Cost limit/,
    query: '{ dpdpSessions(first: 200) { nodes { events(first: 500) { nodes { seq data timers { id } } } } } }',
  },
  // The parser's recursion or the token count, whichever gives first: a syntax error either way.
  { name: '50,000 nested list literals', limit: 'nesting|maxTokens', message: /^Syntax Error: (Token limit|the document is nested too deeply)/, query: `mutation { evaluate(content: "x", weights: ${'['.repeat(50_000)}${']'.repeat(50_000)}) { mode } }` },
];

describe.each(PROVIDERS)('GraphQL document limits and partial charges (%s)', (provider) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  const balance = async (secret: string): Promise<number> => (await s.request('POST', '/verify', { key: secret })).body.credits_remaining;
  const paidUsage = async (applicationId: string) =>
    (await s.services.usage.query({ applicationId, limit: 200 })).records.filter((r) => r.milliCredits > 0);

  async function overWs(secret: string, query: string): Promise<GqlResult> {
    const client = createClient({ url: s.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${secret}` }, retryAttempts: 0 });
    try {
      return await new Promise<GqlResult>((resolve, reject) => {
        let last: GqlResult = {};
        client.subscribe(
          { query },
          {
            next: (r) => (last = r as GqlResult),
            error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)),
            complete: () => resolve(last),
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  const overHttp = async (secret: string, query: string): Promise<GqlResult> => {
    const r = await s.graphql(query, {}, secret);
    return { status: r.status, ...r.body };
  };

  describe.each([
    ['HTTP', overHttp],
    ['WebSocket', overWs],
  ] as const)('over %s', (channel, run) => {
    it.each(OVER_LIMIT)('rejects $name with a 400-class error naming $limit, charging nothing', async ({ limit, message, query }) => {
      const k = await s.newKey({ plan: 'enterprise' });
      const before = await balance(k.secret);
      const r = await run(k.secret, query);
      if (channel === 'HTTP') expect(r.status).toBe(400);
      expect(r.data ?? null).toBeNull();
      // Other validation errors of the document may come along; one names the limit, none is a 5xx.
      const named = r.errors!.find((e) => e.extensions?.limit);
      expect(named.message).toMatch(message);
      expect(named.extensions).toMatchObject({ code: 'INVALID_REQUEST', limit: expect.stringMatching(new RegExp(`^(${limit})$`)) });
      for (const e of r.errors!) expect(e.message).not.toMatch(/Internal|Unexpected/i);
      expect(await balance(k.secret)).toBe(before);
      expect(await paidUsage(k.applicationId)).toEqual([]);
    });

    it('runs documents within the limits and charges a mixed mutation exactly for the results it returns', async () => {
      const k = await s.newKey({ plan: 'enterprise' });
      const page = await run(k.secret, `{ ${USAGE_PAGE} }`);
      expect(page.errors).toBeUndefined();
      expect(page.data.usage.nodes).toBeInstanceOf(Array);
      const fifteen = await run(k.secret, `mutation { ${repeat(15, (i) => `e${i}: evaluate(content: "Answer number ${i}, kindly given.") { creditsConsumed }`)} }`);
      expect(fifteen.errors).toBeUndefined();
      expect(Object.keys(fifteen.data)).toHaveLength(15);

      const before = await balance(k.secret);
      const r = await run(
        k.secret,
        `mutation {
          a: evaluate(content: "Thank you for asking, here is a careful answer.") { creditsConsumed }
          b: checkCompliance(content: "We store user emails for marketing.", frameworks: ["gdpr"]) { creditsConsumed }
          c: evaluate(content: "   ") { creditsConsumed }
        }`,
      );
      expect(r.data.a.creditsConsumed).toBe(1);
      expect(r.data.b.creditsConsumed).toBe(5);
      expect(r.data.c).toBeNull();
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0]).toMatchObject({ path: ['c'], extensions: { code: 'INVALID_REQUEST' } });
      expect(before - (await balance(k.secret))).toBe(6);
      if (channel === 'HTTP') {
        // The usage record of the request says what was debited.
        const records = (await s.services.usage.query({ applicationId: k.applicationId, limit: 50 })).records.filter((u) => u.endpoint === 'graphql');
        // The mixed mutation's record is the newest; a paid record is written with its debit, so the
        // earlier two are ordered by when they were charged, not when they ended.
        expect(records[0].milliCredits).toBe(6000);
        expect(records.map((u) => u.milliCredits).sort((x, y) => x - y)).toEqual([0, 6000, 15000]);
      }
    });
  });
});
