// `svc serve --workers 2`: the counts of the two-instance tests (rate-limit.test.ts),
// the credits and usage records of every worker, subscriptions across workers, a
// crashed worker replaced, SIGTERM draining every worker. Without Redis: what the
// workers share goes through their primary.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/env';
import { createTestDatabase } from '../helpers/server';
import { runSvc, spawnServer, type ServerProcess } from '../helpers/process';
import { GraphqlSocket, waitFor } from '../helpers/ws';
import { V8_FLAGS } from '../../src/server/v8-flags';

const PROVIDERS = TEST_DATABASE_URL ? (['sqlite', 'postgresql'] as const) : (['sqlite'] as const);

/** Bursts must not straddle a minute boundary (fixed UTC-minute windows). */
async function awayFromMinuteEdge() {
  const s = new Date().getUTCSeconds();
  if (s >= 50) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
}

/** A request on a connection of its own, so that the primary hands each to the next worker. */
function freshRequest(url: string, method: string, key: string, body?: unknown): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(url, { method, agent: false, headers: { authorization: `Bearer ${key}`, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${url}: no answer`)));
    req.end(payload);
  });
}

const METRICS_TOKEN = 'metrics-token-for-workers-test';

function scrape(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/metrics`, { agent: false, headers: { authorization: `Bearer ${METRICS_TOKEN}` } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`/metrics answered ${res.statusCode}: ${text}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sum of a metric's samples whose labels contain every one of `labels`. */
function sumOf(text: string, name: string, labels: string[]): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels.every((l) => line.includes(l))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

const workersOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'svc.js serve'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

describe.each(PROVIDERS)('two workers on %s, no Redis', (provider) => {
  let server: ServerProcess;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  const newKey = async (plan: string) => {
    const created = await runSvc(['keys', 'create', '--app', `w-${plan}-${Date.now()}`, '--plan', plan, '--name', 'w', '--json'], env);
    expect(created.code, created.stderr).toBe(0);
    return JSON.parse(created.stdout) as { id: string; key: string };
  };

  beforeAll(async () => {
    const db = await createTestDatabase(provider);
    drop = db.drop;
    env = { DATABASE_URL: db.url, SVC_USAGE_FLUSH_MS: '20', SVC_PLANS: JSON.stringify({ pro: { monthlyCredits: 2 } }), SVC_METRICS_TOKEN: METRICS_TOKEN };
    // No `svc migrate`: the primary migrates before it forks.
    // Started without the serving V8 flags (a bare `node bin/svc.js serve`): the workers must get them anyway.
    server = await spawnServer(env, { workers: 2, v8Flags: false });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('starts two worker processes', () => {
    expect(workersOf(server.child.pid!)).toHaveLength(2);
  });

  it('runs its workers with the serving V8 flags although the primary was started without them', () => {
    expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0')).not.toContain(V8_FLAGS[0]);
    for (const pid of workersOf(server.child.pid!)) expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining([...V8_FLAGS]));
  });

  it('30 concurrent requests spread over both workers: exactly 10 pass on the free plan', async () => {
    const { key } = await newKey('free');
    await awayFromMinuteEdge();
    const results = await Promise.all(Array.from({ length: 30 }, () => freshRequest(`${server.url}/svc/v1/config`, 'GET', key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
  }, 60_000);

  it('a scrape of /metrics through any worker counts the requests of every worker', async () => {
    // Each scrape on a connection of its own, so that both workers answer one.
    for (let i = 0; i < 2; i++) {
      const text = await scrape(server.url);
      expect(sumOf(text, 'svc_requests_total', ['route="/svc/v1/config"', 'status="200"'])).toBe(10);
      expect(sumOf(text, 'svc_requests_total', ['route="/svc/v1/config"', 'status="429"'])).toBe(20);
      expect(sumOf(text, 'svc_rate_limit_rejections_total', [])).toBe(20);
      // Timers are read from the one database: the cluster's value is not multiplied by the workers.
      expect(text).toMatch(/^# TYPE svc_dpdp_timers gauge$/m);
    }
  }, 60_000);

  it('credits are exact across workers, and every worker writes its usage records', async () => {
    // SVC_PLANS gives pro 2 credits a month: 10 concurrent calls at 0.5 credits race for them.
    const { key } = await newKey('pro');
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) => freshRequest(`${server.url}/svc/v1/agent/prompt-injection`, 'POST', key, { text: `hello number ${i}` })),
    );
    expect(calls.filter((c) => c.status === 200)).toHaveLength(4);
    expect(calls.filter((c) => c.status === 402).map((c) => c.body.code)).toEqual(Array(6).fill('INSUFFICIENT_CREDITS'));
    expect((await freshRequest(`${server.url}/verify`, 'POST', key)).body.credits_remaining).toBe(0);
    // Each worker flushes its own batch; all ten records end up complete (status written), 2 credits in all.
    let usage: any;
    for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      usage = (await freshRequest(`${server.url}/svc/v1/usage?endpoint=agent/prompt-injection&limit=50`, 'GET', key)).body;
      if (usage.records.every((r: any) => r.status_code !== 0) && usage.total_records === 10) break;
    }
    expect(usage.total_records).toBe(10);
    expect(usage.total_credits_used).toBe(2);
    expect(usage.records.map((r: any) => r.status_code).sort()).toEqual([...Array(4).fill(200), ...Array(6).fill(402)]);
  }, 60_000);

  it('a subscription gets the usage events of calls served by either worker', async () => {
    const { key } = await newKey('pro');
    // Two sockets: the primary hands connections to the workers in turn, so one is on each.
    const sockets = await Promise.all([GraphqlSocket.open(server.url, key), GraphqlSocket.open(server.url, key)]);
    try {
      const subs = sockets.map((s) => s.start('subscription { usageRecorded { endpoint statusCode } }'));
      await new Promise((r) => setTimeout(r, 300)); // subscribed on both before the calls
      for (let i = 0; i < 4; i++) expect((await freshRequest(`${server.url}/svc/v1/config`, 'GET', key)).status).toBe(200);
      for (const sub of subs) {
        const events = await waitFor(() => sub.data.filter((d) => d.data?.usageRecorded?.endpoint === 'config').length >= 4 && sub.data, 10_000, 'usage events');
        expect(events.filter((d) => d.data.usageRecorded.endpoint === 'config')).toHaveLength(4);
      }
    } finally {
      for (const s of sockets) s.close();
    }
  }, 60_000);

  it('a worker that dies is replaced, and the others keep serving meanwhile', async () => {
    const { key } = await newKey('pro');
    const [victim] = workersOf(server.child.pid!);
    process.kill(victim, 'SIGKILL');
    // Once the primary has reaped it (a connection handed to it while it died would be lost, as with any crash):
    await waitFor(() => server.stderr().includes(`(pid ${victim}) exited with SIGKILL`), 10_000, 'the primary sees the worker die');
    for (let i = 0; i < 4; i++) expect((await freshRequest(`${server.url}/verify`, 'POST', key)).status).toBe(200);
    const replaced = await waitFor(() => {
      const now = workersOf(server.child.pid!);
      return now.length === 2 && !now.includes(victim) && now;
    }, 60_000, 'a replacement worker');
    expect(replaced).toHaveLength(2);
  }, 90_000);

  it('SIGTERM drains every worker and exits 0', async () => {
    const pids = workersOf(server.child.pid!);
    expect(pids.length).toBeGreaterThan(0);
    await server.stop('SIGTERM');
    expect(server.child.exitCode).toBe(0);
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  }, 60_000);
});
