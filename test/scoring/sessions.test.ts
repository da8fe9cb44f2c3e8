// External-mode safe-regenerate sessions live in the database: their lifetime rules on both
// databases, and, through HTTP, a session started on one instance continued on another, with
// concurrent /continue calls from two instances each getting their own iteration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createServices, startServer, type RunningServer, type ServicesHandle } from '../../src/app';
import { SessionStore } from '../../src/services/scoring/sessions';
import { PROVIDERS } from '../helpers/env';
import { ADMIN_TOKEN, createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../helpers/server';
import { CLEAN, THREAT } from './fixtures';
import { assertDocumented } from '../helpers/openapi';

const MINUTE = 60_000;

describe.each(PROVIDERS)('SessionStore (%s)', (provider) => {
  let db: TestDatabase;
  let handle: ServicesHandle;
  let store: SessionStore<number[]>;
  let clock = new Date();
  beforeAll(async () => {
    db = await createTestDatabase(provider);
    handle = await createServices(loadConfig({ DATABASE_URL: db.url, SVC_LOG: 'silent' }));
    store = new SessionStore(handle.services.db, () => clock, (err) => {
      throw err;
    });
  });
  afterAll(async () => {
    await store?.close();
    await handle?.close();
    await db?.drop();
  });

  it('finds open sessions of their own application only; 410 once expired, and for unknown or foreign ids', async () => {
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const s = await store.create('app_a', [1], t0);
    expect(s.id).toMatch(/^sr_/);
    expect(s.expiresAt.toISOString()).toBe('2026-01-01T00:15:00.000Z');
    expect((await store.find(s.id, 'app_a', t0 + 1000)).state).toEqual([1]);
    await expect(store.find(s.id, 'app_b', t0 + 1000)).rejects.toMatchObject({ status: 410, code: 'SESSION_EXPIRED' });
    await expect(store.find(s.id, 'app_a', t0 + 15 * MINUTE)).rejects.toMatchObject({ status: 410, code: 'SESSION_EXPIRED' });
    await expect(store.find(s.id, 'app_a', t0 + 75 * MINUTE)).rejects.toMatchObject({ status: 410 });
  });

  it('writes a step only over the state it read: of two writers from one read, one wins', async () => {
    const now = Date.now();
    const s = await store.create('app_a', [0], now);
    expect(await store.advance(s, [0, 1])).toBe(true);
    expect(await store.advance(s, [0, 9])).toBe(false); // read before the first write
    expect(await store.finish(s)).toBe(false);
    const fresh = await store.find(s.id, 'app_a', now);
    expect(fresh).toMatchObject({ iterations: 2, state: [0, 1] });
    expect(await store.finish(fresh)).toBe(true);
    await expect(store.find(s.id, 'app_a', now)).rejects.toMatchObject({ status: 410 });
  });

  it('erases the submitted versions of expired sessions, still answering 410, and forgets them an hour later', async () => {
    const t0 = Date.parse('2026-02-01T00:00:00Z');
    const s = await store.create('app_a', [42], t0);
    const live = await store.create('app_a', [7], t0 + 10 * MINUTE);
    clock = new Date(t0 + 16 * MINUTE);
    await store.sweep();
    const row = await handle.services.db.prisma.regenerationSession.findUnique({ where: { id: s.id } });
    expect(row?.state).toBe('null');
    await expect(store.find(s.id, 'app_a', clock.getTime())).rejects.toMatchObject({ status: 410 });
    expect((await store.find(live.id, 'app_a', clock.getTime())).state).toEqual([7]);
    clock = new Date(t0 + 76 * MINUTE);
    await store.sweep();
    expect(await handle.services.db.prisma.regenerationSession.findUnique({ where: { id: s.id } })).toBeNull();
    clock = new Date();
  });

  it('runs calls on one session in this process one after another', async () => {
    const order: number[] = [];
    const slow = store.serialize('sr_x', async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push(1);
    });
    const fast = store.serialize('sr_x', async () => order.push(2));
    await Promise.all([slow, fast]);
    expect(order).toEqual([1, 2]);
  });
});

describe.each(PROVIDERS)('external safe-regenerate across two instances (%s)', (provider) => {
  let a: TestServer;
  let b: RunningServer;
  beforeAll(async () => {
    a = await startTestServer(provider);
    b = await startServer(loadConfig({ DATABASE_URL: a.databaseUrl, PORT: '0', HOST: '127.0.0.1', SVC_LOG: 'silent', SVC_ADMIN_TOKEN: ADMIN_TOKEN }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.stop();
  });

  const post = async (base: string, key: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const parsed = (await res.json()) as any;
    assertDocumented('POST', path, res.status, parsed);
    return { status: res.status, body: parsed };
  };

  it('continues on one instance a session started on the other', async () => {
    const { secret } = await a.newKey();
    const start = await post(a.url, secret, '/svc/v1/safe-regenerate', { content: THREAT, regeneration_model: 'external', max_iterations: 2 });
    expect(start.body.status).toBe('awaiting_regeneration');
    const done = await post(b.url, secret, '/svc/v1/safe-regenerate/continue', { session_id: start.body.session_id, regenerated_content: CLEAN });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'passed', content: CLEAN, iterations_taken: 2 });
    const again = await post(a.url, secret, '/svc/v1/safe-regenerate/continue', { session_id: start.body.session_id, regenerated_content: CLEAN });
    expect(again.status).toBe(410);
  });

  it('gives concurrent /continue calls on the two instances one iteration each', async () => {
    const { secret } = await a.newKey();
    const start = await post(a.url, secret, '/svc/v1/safe-regenerate', { content: THREAT, regeneration_model: 'external', max_iterations: 5 });
    const id = start.body.session_id;
    const still = 'I will kill you. Paris is the capital of France.';
    const [x, y] = await Promise.all([
      post(a.url, secret, '/svc/v1/safe-regenerate/continue', { session_id: id, regenerated_content: still }),
      post(b.url, secret, '/svc/v1/safe-regenerate/continue', { session_id: id, regenerated_content: `${still} Really.` }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect([x.body.iteration, y.body.iteration].sort()).toEqual([2, 3]);
    const last = x.body.iteration === 3 ? x : y;
    expect(last.body.iteration_history.map((h: any) => h.iteration)).toEqual([0, 1, 2]);
    expect(last.body.iterations_remaining).toBe(3);
  });
});
