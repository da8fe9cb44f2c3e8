// Timers: the listing's SQL filters agree with the core's, the scheduler turns due
// timers overdue and raises alert_at warnings as `timerUpdated` events over
// graphql-ws, and with two instances on PostgreSQL + Redis each change fires once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { listTimers, summarizeTimers, type TimerQuery } from '../../src/core/dpdp/index';
import { loadConfig } from '../../src/config';
import { createServices } from '../../src/app';
import { createKey, ensureApplication } from '../../src/services/management';
import { dpdp } from '../../src/services/dpdp/runtime';
import { PROVIDERS, TEST_DATABASE_URL, TEST_REDIS_URL } from '../helpers/env';
import { createTestDatabase, startTestServer, type TestServer } from '../helpers/server';
import { spawnServer } from '../helpers/process';

const BASE = '/svc/v1/compliance/dpdp';
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

interface Update {
  change: string;
  timer: { id: string; type: string; status: string; sessionId: string | null };
}

/** Collects timerUpdated events on `url` for `key`; resolves once subscribed. */
async function subscribe(url: string, key: string, args = ''): Promise<{ updates: Update[]; client: Client }> {
  const client = createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${key}` }, lazy: false });
  const updates: Update[] = [];
  client.subscribe(
    { query: `subscription { timerUpdated${args} { change at timer { id type status sessionId } } }` },
    { next: (msg) => updates.push((msg.data as { timerUpdated: Update }).timerUpdated), error: (e) => updates.push({ change: 'error', timer: e as never }), complete: () => undefined },
  );
  await new Promise((r) => setTimeout(r, 300)); // let the subscription register
  return { updates, client };
}

async function waitFor<T>(check: () => T | undefined, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(PROVIDERS)('DPDP timers listing (%s)', (provider) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  it('lists with the core\'s filter semantics, summary and pages', async () => {
    const k = await s.newKey({ plan: 'business' });
    const emit = (events: unknown[]) => s.request('POST', `${BASE}/emit`, { key: k.secret, body: { events } });
    const r = await emit([
      { type: 'dsr.received', timestamp: ago(100 * DAY), data: { request_id: 'old' } },
      { type: 'dsr.received', timestamp: ago(85 * DAY), data: { request_id: 'soon' } },
      { type: 'dsr.received', timestamp: ago(80 * DAY), data: { request_id: 'later' } },
      // Distinct timestamps: equal deadlines are ordered by id, which SQL compares bytewise and the core with localeCompare.
      { type: 'dsr.received', timestamp: ago(1000), data: { request_id: 'new' } },
      { type: 'dsr.received', timestamp: ago(2000), data: { request_id: 'answered' } },
      { type: 'dsr.responded', data: { request_id: 'answered' } },
      { type: 'breach.detected', timestamp: ago(3_600_000), data: { breach_id: 'b' } },
      { type: 'retention.started', data: { user_id: 'u', retention_days: 30 } },
    ]);
    expect(r.body.result.accepted).toBe(8);
    const all = await dpdp(s.services).store.timers.about(k.applicationId);
    expect(all).toHaveLength(11);

    const queries: TimerQuery[] = [
      {},
      { status: 'active' },
      { status: 'overdue' },
      { status: 'fulfilled' },
      { type: 'dsr_sla' },
      { approaching_days: 7 },
      { approaching_days: 15, type: 'dsr_sla' },
      { status: 'active', approaching_days: 30 },
      { status: 'overdue', approaching_days: 30 },
    ];
    for (const q of queries) {
      const qs = new URLSearchParams(Object.entries(q).map(([a, b]) => [a, String(b)])).toString();
      const listed = await s.request('GET', `${BASE}/timers?${qs}`, { key: k.secret });
      expect(listed.status).toBe(200);
      const now = new Date();
      const expected = listTimers(all, q, now);
      expect(listed.body.result.timers.map((t: any) => [t.timer_id, t.status]), qs).toEqual(expected.map((t) => [t.timer_id, t.status]));
      expect(listed.body.result.summary).toEqual(summarizeTimers(all, now));
    }

    const pages: string[] = [];
    let cursor = '';
    do {
      const page = await s.request('GET', `${BASE}/timers?limit=3${cursor ? `&cursor=${cursor}` : ''}`, { key: k.secret });
      pages.push(...page.body.result.timers.map((t: any) => t.timer_id));
      cursor = page.body.result.next_cursor ?? '';
    } while (cursor);
    expect(pages).toEqual(listTimers(all, {}, new Date()).map((t) => t.timer_id));
  });

});

describe('DPDP timers on one instance (sqlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite', { SVC_TIMER_INTERVAL_MS: '250' });
  });
  afterAll(async () => s?.stop());

  it('fires overdue and alert changes as timerUpdated events within 5 s, to the caller\'s application only', async () => {
    const k = await s.newKey({ plan: 'business' });
    const other = await s.newKey({ plan: 'business' });
    const sid = (await s.request('POST', `${BASE}/session`, { key: k.secret, body: { action: 'create', config: { purpose: 'payments' } } })).body.result.session_id;
    const mine = await subscribe(s.url, k.secret);
    const typed = await subscribe(s.url, k.secret, `(sessionId: "${sid}", type: dpbi_initial_intimation)`);
    const theirs = await subscribe(s.url, other.secret);
    try {
      const emitted = await s.request('POST', `${BASE}/emit`, {
        key: k.secret,
        body: {
          session_id: sid,
          events: [
            // Detected 30 hours ago: CERT-In (6 h) and both "without delay" duties (24 h target) overdue at the first look.
            { type: 'breach.detected', timestamp: ago(30 * 3_600_000), data: { breach_id: 'b-1' } },
            // Day 80 of a 90-day SLA: past alert_at (day 72), not yet due.
            { type: 'dsr.received', timestamp: ago(80 * DAY), data: { request_id: 'r-1' } },
          ],
        },
      });
      const [certin, initial, detailed, principals] = emitted.body.result.events[0].timers_started;
      const [sla] = emitted.body.result.events[1].timers_started;
      const overdueOf = () => mine.updates.filter((u) => u.change === 'overdue');
      await waitFor(() => (overdueOf().length >= 3 ? true : undefined), 5000);
      const alert = await waitFor(() => mine.updates.find((u) => u.change === 'alert'), 5000);
      expect(overdueOf().find((u) => u.timer.id === initial)!.timer).toEqual({ id: initial, type: 'dpbi_initial_intimation', status: 'overdue', sessionId: sid });
      expect(alert.timer).toMatchObject({ id: sla, type: 'dsr_sla', status: 'active' });
      expect(mine.updates.filter((u) => u.change === 'started').map((u) => u.timer.id).sort()).toEqual([certin, initial, detailed, principals, sla].sort());

      await new Promise((r) => setTimeout(r, 600)); // a few more ticks: nothing fires twice
      expect(overdueOf().map((u) => u.timer.id).sort()).toEqual([certin, initial, principals].sort());
      expect(mine.updates.filter((u) => u.change === 'alert')).toHaveLength(1);
      expect(typed.updates.map((u) => [u.change, u.timer.id])).toEqual([
        ['started', initial],
        ['overdue', initial],
      ]);
      expect(theirs.updates).toEqual([]);
      const stored = await s.services.db.prisma.dpdpTimer.findUnique({ where: { id: sla } });
      expect(stored?.alertedAt).toBeInstanceOf(Date);
      expect(stored?.pendingNotice).toBeNull(); // published, so nothing is left to retry
    } finally {
      await Promise.all([mine.client.dispose(), typed.client.dispose(), theirs.client.dispose()]);
    }
  });

  it('publishes a notice its claimer stored but never published (crash, pub/sub outage) once the lease runs out', async () => {
    const k = await s.newKey({ plan: 'business' });
    const emitted = await s.request('POST', `${BASE}/emit`, { key: k.secret, body: { events: [{ type: 'dsr.received', data: { request_id: 'r-crash' } }, { type: 'dsr.received', data: { request_id: 'r-leased' } }] } });
    const [crashed, leased] = emitted.body.result.events.map((e: { timers_started: string[] }) => e.timers_started[0]);
    const sub = await subscribe(s.url, k.secret);
    try {
      // What an instance leaves behind when it dies between claiming the change and publishing it.
      const prisma = s.services.db.prisma;
      const past = new Date(Date.now() - 2000);
      await prisma.dpdpTimer.update({ where: { id: crashed }, data: { status: 'overdue', deadline: past, overdueAt: past, pendingNotice: 'overdue', noticeLeaseUntil: new Date(Date.now() - 1000) } });
      await prisma.dpdpTimer.update({ where: { id: leased }, data: { status: 'overdue', deadline: past, overdueAt: past, pendingNotice: 'overdue', noticeLeaseUntil: new Date(Date.now() + 60_000) } });
      const update = await waitFor(() => sub.updates.find((u) => u.change === 'overdue'), 5000);
      expect(update.timer).toMatchObject({ id: crashed, status: 'overdue' });
      await new Promise((r) => setTimeout(r, 600)); // more ticks: published once, and the live lease is respected
      expect(sub.updates.filter((u) => u.change === 'overdue').map((u) => u.timer.id)).toEqual([crashed]);
      expect((await prisma.dpdpTimer.findUnique({ where: { id: crashed } }))?.pendingNotice).toBeNull();
      expect((await prisma.dpdpTimer.findUnique({ where: { id: leased } }))?.pendingNotice).toBe('overdue');
    } finally {
      await sub.client.dispose();
    }
  });

  it('cancels an open timer by hand (GraphQL): cancelled with its reason, out of open_timers, published; bad calls change nothing', async () => {
    const k = await s.newKey({ plan: 'business' });
    const sid = (await s.request('POST', `${BASE}/session`, { key: k.secret, body: { action: 'create', config: { purpose: 'support' } } })).body.result.session_id;
    const dsr = await s.request('POST', `${BASE}/emit`, { key: k.secret, body: { session_id: sid, events: [{ type: 'dsr.received', data: { request_id: 'r-9' } }] } });
    const [sla] = dsr.body.result.events[0].timers_started;
    const gql = async (query: string, key = k.secret) => (await s.graphql(query, {}, key)).body;
    const sub = await subscribe(s.url, k.secret);
    try {
      for (const [call, field] of [
        [`dpdpCancelTimer(timerId: "${sla}", reason: "  ")`, 'reason'],
        ['dpdpCancelTimer(timerId: "tmr_nope", reason: "withdrawn")', null],
      ] as const) {
        const bad = await gql(`mutation { ${call} { id } }`);
        expect(bad.errors[0].extensions).toMatchObject(field ? { code: 'INVALID_REQUEST', field } : { code: 'NOT_FOUND' });
      }
      const other = await s.newKey({ plan: 'business' });
      expect((await gql(`mutation { dpdpCancelTimer(timerId: "${sla}", reason: "x") { id } }`, other.secret)).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await s.request('GET', `${BASE}/timers?status=active`, { key: k.secret })).body.result.timers.map((t: { timer_id: string }) => t.timer_id)).toEqual([sla]);

      const cancelled = await gql(`mutation { dpdpCancelTimer(timerId: "${sla}", reason: "request withdrawn by the principal") { id status resolvedBy resolutionNote } }`);
      expect(cancelled.data.dpdpCancelTimer).toEqual({ id: sla, status: 'cancelled', resolvedBy: 'cancellation', resolutionNote: 'request withdrawn by the principal' });
      const update = await waitFor(() => sub.updates.find((u) => u.change === 'cancelled'), 5000);
      expect(update.timer).toMatchObject({ id: sla, status: 'cancelled', sessionId: sid });
      const session = await s.request('POST', `${BASE}/session`, { key: k.secret, body: { action: 'get', session_id: sid } });
      expect(session.body.result.state.open_timers).toEqual([]);
      const again = await gql(`mutation { dpdpCancelTimer(timerId: "${sla}", reason: "again") { id } }`);
      expect(again.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'timer_id' });
    } finally {
      await sub.client.dispose();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('DPDP timers with two instances (postgresql + redis)', () => {
  it('fires each overdue change exactly once across instances, to a subscriber on either', async () => {
    const db = await createTestDatabase('postgresql');
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, SVC_TIMER_INTERVAL_MS: '100' };
    const handle = await createServices(loadConfig({ ...env, SVC_LOG: 'silent' }));
    const app = await ensureApplication(handle.services, 'two-instances', 'business');
    const { secret } = await createKey(handle.services, app.id, { name: 'k' });
    await handle.close();
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    const sub = await subscribe(a.url, secret);
    try {
      const emitted = await fetch(`${b.url}${BASE}/emit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        // Detected 7 hours ago: CERT-In's 6 hours are past, the "without delay" duties still within their target.
        body: JSON.stringify({ events: Array.from({ length: 10 }, (_, i) => ({ type: 'breach.detected', timestamp: ago(7 * 3_600_000), data: { breach_id: `b-${i}` } })) }),
      });
      expect(emitted.status).toBe(200);
      const body = (await emitted.json()) as any;
      const immediate = body.result.events.map((e: any) => e.timers_started[0]);
      await waitFor(() => (sub.updates.filter((u) => u.change === "overdue").length >= 10 ? true : undefined), 15_000);
      await new Promise((r) => setTimeout(r, 1000)); // both schedulers keep ticking: no second firing
      const overdue = sub.updates.filter((u) => u.change === 'overdue').map((u) => u.timer.id);
      expect(overdue.sort()).toEqual([...immediate].sort());
    } finally {
      await sub.client.dispose();
      await Promise.all([a.stop(), b.stop()]);
      await db.drop();
    }
  }, 60_000);
});
