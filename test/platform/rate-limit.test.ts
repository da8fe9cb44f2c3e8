import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../helpers/env';
import { startTestServer, createTestDatabase, type TestServer } from '../helpers/server';
import { runSvc, spawnServer, type ServerProcess } from '../helpers/process';

/**
 * Bursts must not straddle a minute boundary, or two windows would admit them: in-process
 * servers get a stopped clock (TestServer.atInstant); server processes are waited away from the edge.
 */
async function awayFromMinuteEdge() {
  const s = new Date().getUTCSeconds();
  if (s >= 50) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
}

describe('rate limits (in-memory store)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
  });
  afterAll(async () => s?.stop());

  it('free plan: 10 requests per minute pass, the 11th gets 429 with retry_after and headers', () => s.atInstant(async () => {
    const { secret } = await s.newKey({ plan: 'free' });
    const ok = [];
    for (let i = 0; i < 10; i++) ok.push(await s.request('GET', '/svc/v1/config', { key: secret }));
    expect(ok.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(ok[0].headers.get('x-ratelimit-limit')).toBe('10');
    expect(ok[0].headers.get('x-ratelimit-remaining')).toBe('9');
    expect(ok[9].headers.get('x-ratelimit-remaining')).toBe('0');
    const r = await s.request('GET', '/svc/v1/config', { key: secret });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('RATE_LIMITED');
    expect(r.body.retry_after).toBeGreaterThanOrEqual(1);
    expect(r.body.retry_after).toBeLessThanOrEqual(60);
    expect(r.headers.get('retry-after')).toBe(String(r.body.retry_after));
    expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    // 0-credit calls count too, and /verify with an active key is one of them.
    expect((await s.request('POST', '/verify', { key: secret })).status).toBe(429);
    // Limits are per key: another key of the same application is unaffected.
    const other = await s.newKey({ plan: 'free' });
    expect((await s.request('GET', '/svc/v1/config', { key: other.secret })).status).toBe(200);
  }));

  it('the daily limit refuses even when the minute has room', () => s.atInstant(async () => {
    const { secret, accountId } = await s.newKey({ plan: 'enterprise' });
    await s.services.db.prisma.account.update({ where: { id: accountId }, data: { rpdLimit: 3, rpmLimit: 100 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await s.request('GET', '/svc/v1/config', { key: secret })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const r = await s.request('GET', '/svc/v1/config', { key: secret });
    expect(r.body.window).toBe('day');
  }));
});

describe.skipIf(!TEST_REDIS_URL)('rate limits shared through Redis by two server processes', () => {
  let servers: ServerProcess[] = [];
  let dropDb: () => Promise<void>;
  let env: Record<string, string>;
  beforeAll(async () => {
    const db = await createTestDatabase('sqlite');
    dropDb = db.drop;
    env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL! };
    const migrated = await runSvc(['migrate'], env);
    expect(migrated.code).toBe(0);
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((p) => p.stop()));
    await dropDb?.();
  });

  it('30 concurrent requests spread over both instances: exactly 10 pass on the free plan', async () => {
    const created = await runSvc(['keys', 'create', '--app', `rl-${Date.now()}`, '--plan', 'free', '--name', 'rl', '--json'], env);
    expect(created.code).toBe(0);
    const { key } = JSON.parse(created.stdout);
    await awayFromMinuteEdge();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${servers[i % 2].url}/svc/v1/config`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(10);
    expect(results.filter((s) => s === 429)).toHaveLength(20);
  });
});
