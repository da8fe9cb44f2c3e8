// One caller's event that the database refuses must not take other callers'
// events down with it. On PostgreSQL the emits of one application are committed
// in groups; a refused group is retried one emit per transaction (issue 10 §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyApplicationChain } from '../../src/services/dpdp/verify';
import { TEST_DATABASE_URL } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const EMIT = '/svc/v1/compliance/dpdp/emit';
const VALID = 30;

describe.skipIf(!TEST_DATABASE_URL)('DPDP emit isolation under group commit (postgresql)', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer('postgresql');
    // Whatever input validation lets through, the database may still refuse a row: a
    // trigger stands in for such a refusal (a constraint, a size limit, an encoding).
    await s.services.db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_marked_event() RETURNS trigger AS $$
      BEGIN
        IF NEW."userId" = 'refused-by-the-database' THEN RAISE EXCEPTION 'refused row'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await s.services.db.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_marked_event BEFORE INSERT ON "DpdpEvent" FOR EACH ROW EXECUTE FUNCTION refuse_marked_event()',
    );
  });
  afterAll(async () => s?.stop());

  it.each([
    ['a row the database refuses', 'refused-by-the-database'],
    ['a NUL character in an indexed id', 'u-\u0000-nul'],
  ])('commits every valid emit of a concurrent group when one emit among them carries %s', async (_name, badUserId) => {
    const key = await s.newKey({ plan: 'business' });
    const emit = (userId: string) => s.request('POST', EMIT, { key: key.secret, body: { events: [{ type: 'notice.shown', data: { user_id: userId } }] } });
    const bad = VALID / 2;
    const all = await Promise.all(Array.from({ length: VALID + 1 }, (_, i) => emit(i === bad ? badUserId : `user-${i}`)));
    const valid = all.filter((_, i) => i !== bad);

    expect(valid.map((r) => r.status)).toEqual(Array(VALID).fill(200));
    for (const r of valid) {
      expect(r.body.result).toMatchObject({ accepted: 1, rejected: 0 });
      expect(r.body.result.events[0]).toMatchObject({ status: 'recorded', event_id: expect.stringMatching(/^evt_/) });
    }
    expect(all[bad].status).toBeGreaterThanOrEqual(400);
    expect(all[bad].body.result?.accepted ?? 0).toBe(0);

    // Exactly the valid events are on the chain, each once, and the chain verifies.
    expect(await verifyApplicationChain(s.services, key.applicationId)).toMatchObject({ valid: true, records: VALID, problems: [] });
    const ids = new Set(valid.map((r) => r.body.result.events[0].event_id));
    expect(ids.size).toBe(VALID);
  });
});
