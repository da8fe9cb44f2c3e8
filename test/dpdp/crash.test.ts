// Durability: SIGKILL the server in the middle of a stream of emit calls; after a
// restart every acknowledged (200) event is stored, the chain is intact, session
// state and chain agree exactly (they commit together), and a timer that fell due
// while the server was down fires once it is back.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createServices } from '../../src/app';
import { createKey, ensureApplication } from '../../src/services/management';
import { verifyApplicationChain } from '../../src/services/dpdp/verify';
import { PROVIDERS } from '../helpers/env';
import { createTestDatabase } from '../helpers/server';
import { spawnServer } from '../helpers/process';

const BASE = '/svc/v1/compliance/dpdp';
// Credits stay below 2^31 milli-credits: the balance is an INTEGER column (int4 on PostgreSQL).
const UNLIMITED = JSON.stringify({ enterprise: { requestsPerMinute: 1e9, requestsPerDay: 1e9, monthlyCredits: 1e6 } });

describe.each(PROVIDERS)('DPDP crash safety (%s)', (provider) => {
  it('keeps every acknowledged event, its chain, and due timers across a SIGKILL', async () => {
    const db = await createTestDatabase(provider);
    const env = { DATABASE_URL: db.url, SVC_PLANS: UNLIMITED, SVC_TIMER_INTERVAL_MS: '200' };
    const setup = await createServices(loadConfig({ ...env, SVC_LOG: 'silent' }));
    const app = await ensureApplication(setup.services, 'crash', 'enterprise');
    const { secret } = await createKey(setup.services, app.id, { name: 'k' });
    await setup.close();

    let server = await spawnServer(env);
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${BASE}${path}`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const sid = ((await (await post('/session', { action: 'create', config: { purpose: 'payments' } })).json()) as any).result.session_id;
    // A 90-day SLA that falls due 1.5 s from now, while the server is down.
    const dueSoon = new Date(Date.now() - 90 * 86_400_000 + 1500).toISOString();
    const dsr = (await (await post('/emit', { session_id: sid, events: [{ type: 'dsr.received', timestamp: dueSoon, data: { request_id: 'r-1' } }] })).json()) as any;
    const timerId = dsr.result.events[0].timers_started[0];

    const acknowledged: string[] = [];
    let stop = false;
    let calls = 0;
    const worker = async (w: number) => {
      while (!stop) {
        try {
          const res = await post('/emit', { session_id: sid, events: Array.from({ length: 5 }, (_, i) => ({ type: 'data.collected', data: { worker: w, call: calls++, i } })) });
          if (res.status === 200) acknowledged.push(...((await res.json()) as any).result.events.map((e: any) => e.event_id));
        } catch {
          // the server died under this request: not acknowledged
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 10));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await new Promise((r) => server.child.exitCode !== null || server.child.signalCode !== null ? r(null) : server.child.once('exit', r));
    expect(calls).toBeGreaterThan(acknowledged.length / 5); // some calls were in flight

    await new Promise((r) => setTimeout(r, 1500)); // the SLA falls due while the server is down
    server = await spawnServer(env);
    const check = await createServices(loadConfig({ ...env, SVC_LOG: 'silent' }));
    try {
      const prisma = check.services.db.prisma;
      const stored = new Set((await prisma.dpdpEvent.findMany({ where: { applicationId: app.id }, select: { id: true } })).map((e) => e.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      const chain = await verifyApplicationChain(check.services, app.id);
      expect(chain).toMatchObject({ valid: true, problems: [] });
      expect(chain.records).toBe(stored.size);
      // State and chain committed together: the session counts exactly its stored events.
      const session = await prisma.dpdpSession.findUniqueOrThrow({ where: { id: sid } });
      expect(JSON.parse(session.state).events_count).toBe(await prisma.dpdpEvent.count({ where: { sessionId: sid } }));

      // The restarted scheduler catches up on the timer that fell due meanwhile.
      const deadline = Date.now() + 5000;
      let status = '';
      while (Date.now() < deadline && status !== 'overdue') {
        status = (await prisma.dpdpTimer.findUniqueOrThrow({ where: { id: timerId } })).status;
        if (status !== 'overdue') await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe('overdue');

      // The chain continues after the restart.
      const more = await post('/emit', { session_id: sid, events: [{ type: 'notice.shown' }] });
      expect(more.status).toBe(200);
      expect(await verifyApplicationChain(check.services, app.id)).toMatchObject({ valid: true, records: stored.size + 1 });
    } finally {
      await check.close();
      await server.stop();
      await db.drop();
    }
  }, 90_000);
});
