// Outages of PostgreSQL and Redis are not the client's fault (issue 10 §3): while a
// dependency is down every API call answers 503 SERVICE_UNAVAILABLE with retry_after
// and Retry-After (decisions §2), /health names the dependency, and once it is back
// requests succeed again without a restart. The dependency is taken away through a
// TCP proxy in the test process; the shared servers are never touched.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/app';
import { createKey, ensureApplication } from '../../src/services/management';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../helpers/env';
import { createScratchDatabase } from '../helpers/pg';
import { ADMIN_TOKEN, createTestDatabase, type TestDatabase } from '../helpers/server';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { assertDocumented, isRestPath } from '../helpers/openapi';

const HEALTH_CACHE_MS = 1100;

interface Harness {
  server: RunningServer;
  secret: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }>;
}

let cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

async function start(env: Record<string, string>): Promise<Harness> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', SVC_LOG: 'silent', SVC_ADMIN_TOKEN: ADMIN_TOKEN, SVC_USAGE_FLUSH_MS: '20', ...env });
  const server = await startServer(config);
  cleanup.push(() => server.close());
  const app = await ensureApplication(server.services, `outage-${Date.now()}-${Math.random()}`, 'pro');
  const { secret } = await createKey(server.services, app.id, { name: 'outage' });
  const call: Harness['call'] = async (method, path, body) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : null;
    if (isRestPath(path)) assertDocumented(method, path, res.status, parsed);
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return { server, secret, call };
}

/** The calls every outage must answer 503: a free read, a paid evaluation, GraphQL. */
const PAID = ['POST', '/svc/v1/agent/prompt-injection', { text: 'What is the capital of France?' }] as const;

function expectUnavailable(r: { status: number; body: any; headers: Headers }) {
  expect(r.status).toBe(503);
  expect(r.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retry_after: expect.any(Number) });
  expect(r.body.retry_after).toBeGreaterThan(0);
  expect(Number(r.headers.get('retry-after'))).toBe(r.body.retry_after);
  expect(JSON.stringify(r.body)).not.toMatch(/ECONN|stack|prisma|ioredis/i);
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('dependency did not recover in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL outage', () => {
  it('answers 503 with retry_after while the database is unreachable, and recovers by itself', async () => {
    const db = await createScratchDatabase();
    cleanup.push(() => db.drop());
    const target = new URL(db.url);
    const proxy: TcpProxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    cleanup.push(() => proxy.close());
    const proxied = new URL(db.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const h = await start({ DATABASE_URL: proxied.toString() });

    expect((await h.call('GET', '/svc/v1/usage')).status).toBe(200);
    expect((await h.call(...PAID)).status).toBe(200);

    await proxy.down();
    expectUnavailable(await h.call('GET', '/svc/v1/usage'));
    expectUnavailable(await h.call(...PAID));
    const gql = await h.call('POST', '/graphql', { query: '{ usage(first: 5) { totalCount } }' });
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS));
    const health = await fetch(`${h.server.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unhealthy', checks: { database: 'unreachable' }, code: 'SERVICE_UNAVAILABLE' });

    await proxy.up();
    await eventually(async () => (await h.call('GET', '/svc/v1/usage')).status === 200);
    expect((await h.call(...PAID)).status).toBe(200);
    await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS));
    expect((await fetch(`${h.server.url}/health`)).status).toBe(200);
  });

  it('answers 503 while the server terminates its connections and refuses new ones, and recovers by itself', async () => {
    const db = await createScratchDatabase();
    const name = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    cleanup.push(async () => {
      await admin.query(`ALTER DATABASE "${name}_away" RENAME TO "${name}"`).catch(() => undefined);
      await admin.end();
      await db.drop();
    });
    const h = await start({ DATABASE_URL: db.url });
    expect((await h.call(...PAID)).status).toBe(200);

    // Cut every connection and rename the database: reconnects fail with "database does not exist".
    await eventually(async () => {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      return admin.query(`ALTER DATABASE "${name}" RENAME TO "${name}_away"`).then(() => true, () => false);
    });
    expectUnavailable(await h.call('GET', '/svc/v1/usage'));
    expectUnavailable(await h.call(...PAID));
    await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS));
    expect(await (await fetch(`${h.server.url}/health`)).json()).toMatchObject({ checks: { database: 'unreachable' } });

    await admin.query(`ALTER DATABASE "${name}_away" RENAME TO "${name}"`);
    await eventually(async () => (await h.call('GET', '/svc/v1/usage')).status === 200);
    expect((await h.call(...PAID)).status).toBe(200);
  });
});

describe.skipIf(!TEST_REDIS_URL)('Redis outage', () => {
  let db: TestDatabase;

  it('answers 503 at once while Redis is unreachable, reports it in /health, and recovers by itself', async () => {
    db = await createTestDatabase('sqlite');
    cleanup.push(() => db.drop());
    const target = new URL(TEST_REDIS_URL!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    cleanup.push(() => proxy.close());
    const redisUrl = new URL(TEST_REDIS_URL!);
    redisUrl.hostname = '127.0.0.1';
    redisUrl.port = String(proxy.port);
    const h = await start({ DATABASE_URL: db.url, REDIS_URL: redisUrl.toString() });

    expect((await h.call('GET', '/svc/v1/usage')).status).toBe(200);
    const healthy = await fetch(`${h.server.url}/health`);
    expect(await healthy.json()).toMatchObject({ status: 'healthy', checks: { database: 'ok', redis: 'ok' } });

    await proxy.down();
    for (let i = 0; i < 5; i++) expectUnavailable(await h.call('GET', '/svc/v1/usage'));
    expectUnavailable(await h.call(...PAID));
    await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS));
    const health = await fetch(`${h.server.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unhealthy', checks: { database: 'ok', redis: 'unreachable' }, code: 'SERVICE_UNAVAILABLE' });

    await proxy.up();
    await eventually(async () => (await h.call('GET', '/svc/v1/usage')).status === 200);
    expect((await h.call(...PAID)).status).toBe(200);
    await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS));
    const recovered = await fetch(`${h.server.url}/health`);
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toMatchObject({ checks: { redis: 'ok' } });
  });
});
