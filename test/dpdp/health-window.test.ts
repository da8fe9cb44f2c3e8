// compliance_health over a chain longer than its window: counts and integrity cover
// the whole chain, the packet embeds only the latest HEALTH_WINDOW events, and it
// still verifies (issue 10: the whole chain used to be read and returned).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPacket } from '../../src/core/dpdp/index';
import { HEALTH_WINDOW } from '../../src/services/dpdp/evidence';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const BASE = '/svc/v1/compliance/dpdp';
const EVENTS = 250;

describe.each(PROVIDERS)('compliance_health over a long chain (%s)', (provider) => {
  let s: TestServer;
  let key: Awaited<ReturnType<TestServer['newKey']>>;

  beforeAll(async () => {
    s = await startTestServer(provider);
    key = await s.newKey({ plan: 'business' });
    for (let i = 0; i < EVENTS / 50; i++) {
      const events = Array.from({ length: 50 }, (_, j) =>
        i * 50 + j === 10 ? { type: 'dsr.received', data: { request_id: 'r-old' } } : { type: 'notice.shown', data: { user_id: `u${i * 50 + j}` } },
      );
      const r = await s.request('POST', `${BASE}/emit`, { key: key.secret, body: { events } });
      expect(r.body.result.accepted).toBe(50);
    }
  });
  afterAll(async () => s?.stop());

  it('counts and verifies every record but embeds only the latest window', async () => {
    const r = await s.request('POST', `${BASE}/evidence`, { key: key.secret, body: { type: 'compliance_health', params: {} } });
    expect(r.status).toBe(200);
    const packet = r.body.result;
    expect(packet.report).toMatchObject({
      events_total: EVENTS,
      events_in_packet: HEALTH_WINDOW,
      events_by_type: { 'notice.shown': EVENTS - 1, 'dsr.received': 1 },
      dsr: { received: 1, open: 1 },
      chain: { records_checked: EVENTS, intact: true, problems: [], problem_count: 0 },
    });
    expect(packet.events).toHaveLength(HEALTH_WINDOW);
    expect(packet.events.at(-1).seq).toBe(EVENTS);
    expect(packet.chain.segment).toHaveLength(HEALTH_WINDOW);
    expect(packet.chain.segment[0].seq).toBe(EVENTS - HEALTH_WINDOW + 1);
    expect(verifyPacket(packet, packet.signature.public_key)).toMatchObject({ valid: true, problems: [] });
  });
});
