/**
 * DPDP API through HTTP on SQLite (`svc serve` as a child process, enterprise key
 * without limits):
 *   - emit of 50 events per call (one session, so each call also rewrites its state),
 *   - emit of single events, and the same call with its event rejected (the
 *     authentication + metering + HTTP baseline, no DPDP write),
 *   - the timers listing with 10,000 timers stored.
 * Targets: 50-event emit p99 < 20 ms; 1-event emit ≥ 1,000 calls/s.
 *
 *   npm run bench -- dpdp        (BENCH_SECONDS=8 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load, startService, table, type LoadResult } from './lib';

const BASE = '/svc/v1/compliance/dpdp';
const DAY = 86_400_000;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-bench-dpdp-'));
  const svc = await startService({ DATABASE_URL: `file:${path.join(dir, 'svc.db')}` });
  const headers = { authorization: `Bearer ${svc.key}` };
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${svc.url}${BASE}${p}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { result: Record<string, any> };
  };
  try {
    const sessionId = (await post('/session', { action: 'create', config: { purpose: 'loan advisory', sector: 'fintech', ttl_hours: 24 } })).result.session_id;
    const event = (i: number) => ({ type: 'consent.granted', data: { user_id: `u-${i}`, purpose: 'loan advisory', channel: 'app', ip: '10.0.0.1' } });
    const emit50 = { session_id: sessionId, events: Array.from({ length: 50 }, (_, i) => event(i)) };
    const emit1 = { session_id: sessionId, events: [event(0)] };

    // 10,000 DSR timers through the API, deadlines spread over -10..+90 days.
    const now = Date.now();
    for (let call = 0; call < 200; call++) {
      const events = Array.from({ length: 50 }, (_, i) => {
        const n = call * 50 + i;
        return { type: 'dsr.received', timestamp: new Date(now - ((n % 100) * DAY) - 60_000).toISOString(), data: { request_id: `r-${n}` } };
      });
      await post('/emit', { events });
    }

    const measure = (name: string, connections: number, options: Parameters<typeof load>[0]) =>
      load({ ...options, headers, connections }).then((r) => ({ name, connections, ...r }));
    const emit = { url: `${svc.url}${BASE}/emit`, method: 'POST' as const };
    await measure('warm-up', 10, { ...emit, body: emit50, seconds: 2 });

    const rows: (LoadResult & { name: string; connections: number })[] = [];
    rows.push(await measure('emit, 50 events per call', 1, { ...emit, body: emit50 }));
    rows.push(await measure('emit, 50 events per call', 10, { ...emit, body: emit50 }));
    rows.push(await measure('emit, 1 event per call', 50, { ...emit, body: emit1 }));
    // The same call with its one event rejected: authentication, metering and HTTP only, no DPDP write.
    rows.push(await measure('emit, 1 rejected event (baseline: no DPDP write)', 50, { ...emit, body: { events: [{ type: 'unknown.event' }] } }));
    rows.push(await measure('GET timers (10,000 stored; first page of 100)', 10, { url: `${svc.url}${BASE}/timers` }));
    rows.push(await measure('GET timers?status=active&approaching_days=15', 10, { url: `${svc.url}${BASE}/timers?status=active&approaching_days=15` }));
    for (const r of rows) if (r.errors || r.non2xx) throw new Error(`${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`);

    console.log('\n### DPDP API through HTTP (SQLite)\n');
    console.log(
      table(
        ['call', 'connections', 'calls/s', 'events/s', 'p50', 'p99'],
        rows.map((r) => [
          r.name,
          r.connections,
          r.rps,
          r.name.startsWith('emit') ? r.rps * (r.name.includes('50') ? 50 : 1) : '–',
          `${r.p50} ms`,
          `${r.p99} ms`,
        ]),
      ),
    );
  } finally {
    await svc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
