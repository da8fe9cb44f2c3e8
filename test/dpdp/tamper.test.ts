// Tamper evidence through the shipped commands: `svc evidence verify FILE` names
// what was altered in a packet, and `svc evidence chain-verify` names the record
// and field altered in the database; a packet built on an altered record fails too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../helpers/env';
import { runSvc } from '../helpers/process';
import { startTestServer, type TestServer } from '../helpers/server';

const BASE = '/svc/v1/compliance/dpdp';

describe.each(PROVIDERS)('DPDP tamper evidence (%s)', (provider) => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    s = await startTestServer(provider);
    dir = mkdtempSync(path.join(tmpdir(), 'svc-evidence-'));
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('catches a packet altered after signing and an event altered in the database, and names them', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const post = (p: string, body: unknown) => s.request('POST', `${BASE}${p}`, { key: k.secret, body });
    const sid = (await post('/session', { action: 'create', config: { purpose: 'loan advisory' } })).body.result.session_id;
    const emitted = await post('/emit', {
      session_id: sid,
      events: [
        { type: 'notice.shown', data: { user_id: 'u-1' } },
        { type: 'consent.granted', data: { user_id: 'u-1', purpose: 'loan advisory' } },
        { type: 'decision.made', data: { user_id: 'u-1' } },
      ],
    });
    const consentEvent = emitted.body.result.events[1].event_id;
    const packetFile = path.join(dir, `${provider}-packet.json`);
    const response = await post('/evidence', { type: 'consent_audit', params: { session_id: sid } });
    expect(response.status).toBe(200);
    writeFileSync(packetFile, JSON.stringify(response.body)); // the whole REST response, as a client would save it

    // Offline verification of the packet as saved, then of an edited copy (once: it needs no database).
    if (provider === PROVIDERS[0]) {
      const edited = JSON.parse(readFileSync(packetFile, 'utf8'));
      expect(edited.result.events[1].event_id).toBe(consentEvent);
      edited.result.events[1].data.user_id = 'u-2';
      const editedFile = path.join(dir, `${provider}-edited.json`);
      writeFileSync(editedFile, JSON.stringify(edited, null, 2));
      const [ok, caught] = await Promise.all([runSvc(['evidence', 'verify', packetFile], {}), runSvc(['evidence', 'verify', editedFile], {})]);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toContain(`VALID: ${response.body.result.evidence_id}`);
      expect(caught.code).toBe(1);
      expect(caught.stdout).toContain('TAMPERED');
      expect(caught.stdout).toMatch(/events\[1\]\.data\.user_id: altered after recording/);
    }

    // Now alter the stored consent event itself.
    const row = await s.services.db.prisma.dpdpEvent.findFirstOrThrow({ where: { id: consentEvent } });
    await s.services.db.prisma.dpdpEvent.updateMany({ where: { id: consentEvent }, data: { data: JSON.stringify({ ...JSON.parse(row.data), user_id: 'mallory' }) } });

    // A packet generated now carries the altered record.
    const after = await post('/evidence', { type: 'consent_audit', params: { session_id: sid } });
    const afterFile = path.join(dir, `${provider}-after.json`);
    writeFileSync(afterFile, JSON.stringify(after.body.result));

    const [chain, stale] = await Promise.all([
      runSvc(['evidence', 'chain-verify', '--app', k.applicationId], { DATABASE_URL: s.databaseUrl }),
      runSvc(['evidence', 'verify', afterFile], {}),
    ]);
    expect(chain.code).toBe(1);
    expect(chain.stdout).toContain('BROKEN');
    expect(chain.stdout).toContain(`seq ${row.seq}`);
    expect(chain.stdout).toMatch(new RegExp(`${consentEvent}\\): data\\.user_id altered after recording`));
    expect(stale.code).toBe(1);
    expect(stale.stdout).toMatch(/events\[1\]\.data\.user_id: altered after recording/);
  }, 120_000);
});
