// Tamper evidence through the shipped commands: `svc evidence verify FILE` names
// what was altered in a packet, `svc evidence chain-verify` names the record and
// field altered in the database, the server refuses to sign over altered records,
// and a checkpoint the client holds (the receipt of every emit) catches a rewrite
// that was re-hashed to the end of the chain, which the chain alone cannot.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventRecord, linkRecord, GENESIS_HASH, publicKeyId, signPacket } from '../../src/core/dpdp/index';
import { PROVIDERS } from '../helpers/env';
import { runSvc, SVC_BIN } from '../helpers/process';
import { startTestServer, type TestServer } from '../helpers/server';

const BASE = '/svc/v1/compliance/dpdp';

describe.each(PROVIDERS)('DPDP tamper evidence (%s)', (provider) => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'svc-evidence-'));
    // SQLite: the default key file beside the database; PostgreSQL: one given by the operator.
    s = await startTestServer(provider, provider === 'postgresql' ? { SVC_EVIDENCE_KEY_FILE: path.join(dir, 'keys', 'evidence.pem') } : {});
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = (args: string[]) => runSvc(args, { DATABASE_URL: s.databaseUrl, SVC_EVIDENCE_KEY_FILE: s.services.config.evidenceKeyFile });

  async function consentSession(k: { secret: string }) {
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
    expect(emitted.status).toBe(200);
    return { post, sid, emitted: emitted.body };
  }

  it('keeps the signing key in a 0600 file outside the database, and signs every emit receipt with it', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const { emitted } = await consentSession(k);
    const file = s.services.config.evidenceKeyFile;
    if (provider === 'sqlite') expect(file).toBe(path.join(path.dirname(s.databaseUrl.replace(/^file:/, '')), 'svc.evidence-key.pem'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await s.services.db.prisma.dpdpEvidenceKey.count()).toBe(0);

    const published = await s.graphql('{ evidencePublicKey { keyId } }', {}, k.secret);
    const cp = emitted.result.checkpoint;
    expect(cp).toMatchObject({ format: 'svc-dpdp-checkpoint/1', application_id: k.applicationId, seq: 3, algorithm: 'Ed25519' });
    expect(cp.key_id).toBe(published.body.data.evidencePublicKey.keyId);
    expect(cp.key_id).toBe(publicKeyId(readFileSync(file, 'utf8')));
    expect(cp.head_hash).toBe((await s.services.db.prisma.dpdpEvent.findFirstOrThrow({ where: { applicationId: k.applicationId, seq: 3 } })).hash);

    // GraphQL returns the same receipt.
    const gql = await s.graphql('mutation { dpdpEmit(events: [{type: "notice.shown", data: {user_id: "u-9"}}]) { accepted checkpoint } }', {}, k.secret);
    expect(gql.body.data.dpdpEmit.checkpoint).toMatchObject({ application_id: k.applicationId, seq: 4, key_id: cp.key_id });
  }, 60_000);

  it('catches a packet altered after signing and an event altered in the database, and names them; refuses to sign over it', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const { post, sid, emitted } = await consentSession(k);
    const consentEvent = emitted.result.events[1].event_id;
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
      const keyId = response.body.result.signature.key_id;
      const [ok, caught] = await Promise.all([runSvc(['evidence', 'verify', packetFile, '--key-id', keyId], {}), runSvc(['evidence', 'verify', editedFile], {})]);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toContain(`VALID: ${response.body.result.evidence_id}`);
      expect(caught.code).toBe(1);
      expect(caught.stdout).toContain('TAMPERED');
      expect(caught.stdout).toMatch(/events\[1\]\.data\.user_id: altered after recording/);
    }

    // Now alter the stored consent event itself.
    const row = await s.services.db.prisma.dpdpEvent.findFirstOrThrow({ where: { id: consentEvent } });
    await s.services.db.prisma.dpdpEvent.updateMany({ where: { id: consentEvent }, data: { data: JSON.stringify({ ...JSON.parse(row.data), user_id: 'mallory' }) } });

    const [chain, exported] = await Promise.all([
      cli(['evidence', 'chain-verify', '--app', k.applicationId]),
      cli(['evidence', 'checkpoints', '--app', k.applicationId, '--json']),
    ]);
    // No checkpoint vouches for a broken chain.
    expect(exported.code).toBe(1);
    expect(JSON.parse(exported.stdout)).toEqual([]);
    expect(exported.stderr).toContain(`not signing a checkpoint of ${k.applicationId}`);
    expect(chain.code).toBe(1);
    expect(chain.stdout).toContain('BROKEN');
    expect(chain.stdout).toContain(`seq ${row.seq}`);
    expect(chain.stdout).toMatch(new RegExp(`${consentEvent}\\): data\\.user_id altered after recording`));

    // The server does not lend its signature to the altered record.
    const packets = await s.services.db.prisma.dpdpEvidencePacket.count();
    const after = await post('/evidence', { type: 'consent_audit', params: { session_id: sid } });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('EVIDENCE_INTEGRITY_FAILED');
    expect(after.body.problems[0]).toMatch(/data\.user_id altered after recording/);
    expect(await s.services.db.prisma.dpdpEvidencePacket.count()).toBe(packets);
  }, 120_000);

  it('checks every record from the packet\'s first event to the head, across verification slices', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const post = (p: string, body: unknown) => s.request('POST', `${BASE}${p}`, { key: k.secret, body });
    for (let i = 0; i < 11; i++) {
      const events = Array.from({ length: 50 }, (_, j) =>
        i === 0 && j === 0 ? { type: 'consent.granted', data: { user_id: 'u-first', purpose: 'loan advisory' } } : { type: 'data.collected', data: { user_id: `u-${i}-${j}` } },
      );
      expect((await post('/emit', { events })).status).toBe(200);
    }
    const packet = await post('/evidence', { type: 'consent_audit', params: { user_id: 'u-first' } });
    expect(packet.status).toBe(200);
    expect(packet.body.result.chain.head.seq).toBe(550);
    expect(packet.body.result.chain.segment).toHaveLength(550);

    // A record far past the packet's own event, in the second slice, altered in the database.
    const row = await s.services.db.prisma.dpdpEvent.findFirstOrThrow({ where: { applicationId: k.applicationId, seq: 520 } });
    await s.services.db.prisma.dpdpEvent.updateMany({ where: { applicationId: k.applicationId, seq: 520 }, data: { data: JSON.stringify({ ...JSON.parse(row.data), user_id: 'mallory' }) } });
    const refused = await post('/evidence', { type: 'consent_audit', params: { user_id: 'u-first' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'EVIDENCE_INTEGRITY_FAILED', problems_total: 1 });
    expect(refused.body.problems[0]).toMatch(/^seq 520 .*data\.user_id altered after recording/);
  }, 60_000);

  it('catches a rewrite re-hashed to the end of the chain against the receipt a client holds', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const { post, sid, emitted } = await consentSession(k);
    const receipt = path.join(dir, `${provider}-receipt.json`);
    writeFileSync(receipt, JSON.stringify(emitted)); // the emit response, as the client stored it
    const later = await post('/emit', { session_id: sid, events: [{ type: 'notice.shown', data: { user_id: 'u-1' } }] });
    expect(later.body.result.checkpoint.seq).toBe(4);

    // Before any tampering, the packet and the chain agree with the receipt.
    const honest = await post('/evidence', { type: 'consent_audit', params: { session_id: sid } });
    const honestFile = path.join(dir, `${provider}-honest.json`);
    writeFileSync(honestFile, JSON.stringify(honest.body));
    const [honestVerify, honestChain] = await Promise.all([
      runSvc(['evidence', 'verify', honestFile, '--checkpoint', receipt], {}),
      cli(['evidence', 'chain-verify', '--app', k.applicationId, '--checkpoint', receipt]),
    ]);
    expect(honestVerify.code, honestVerify.stdout + honestVerify.stderr).toBe(0);
    expect(honestVerify.stdout).toContain('which also signed the held checkpoint');
    expect(honestChain.code, honestChain.stdout + honestChain.stderr).toBe(0);
    expect(honestChain.stdout).toContain('matches 1 held checkpoint');

    // The attacker, with write access to the database and the documented algorithm: rewrite
    // the consent, then re-link every record after it and the head.
    const prisma = s.services.db.prisma;
    const rows = await prisma.dpdpEvent.findMany({ where: { applicationId: k.applicationId }, orderBy: { seq: 'asc' } });
    let prev = GENESIS_HASH;
    for (const r of rows) {
      const data = JSON.parse(r.data);
      if (r.type === 'consent.granted') data.purpose = 'marketing and resale';
      const record: EventRecord = {
        seq: Number(r.seq), event_id: r.id, application_id: r.applicationId, session_id: r.sessionId, type: r.type,
        timestamp: r.timestamp.toISOString(), recorded_at: r.recordedAt.toISOString(), data,
      };
      const linked = linkRecord(prev, record);
      await prisma.dpdpEvent.updateMany({
        where: { applicationId: r.applicationId, seq: r.seq },
        data: { data: JSON.stringify(data), prevHash: linked.prev_hash, hash: linked.hash, fieldDigests: JSON.stringify(linked.field_digests) },
      });
      prev = linked.hash;
    }
    await prisma.dpdpChainHead.update({ where: { applicationId: k.applicationId }, data: { hash: prev } });

    // The chain alone cannot tell (the threat model says so), and the server signs the forgery...
    const alone = await cli(['evidence', 'chain-verify', '--app', k.applicationId]);
    expect(alone.code).toBe(0);
    const forged = await post('/evidence', { type: 'consent_audit', params: { session_id: sid } });
    expect(forged.status).toBe(200);
    expect(JSON.stringify(forged.body.result.events)).toContain('marketing and resale');
    const forgedFile = path.join(dir, `${provider}-forged.json`);
    writeFileSync(forgedFile, JSON.stringify(forged.body));

    // ...but the receipt the client holds catches both.
    const [chain, offline] = await Promise.all([
      cli(['evidence', 'chain-verify', '--app', k.applicationId, '--checkpoint', receipt]),
      runSvc(['evidence', 'verify', forgedFile, '--checkpoint', receipt], {}),
    ]);
    expect(chain.code).toBe(1);
    expect(chain.stdout).toContain('BROKEN');
    expect(chain.stdout).toMatch(/checkpoint seq 3: record seq 3 has hash .* the chain was rewritten at or before seq 3/);
    expect(offline.code).toBe(1);
    expect(offline.stdout).toContain('TAMPERED');
    expect(offline.stdout).toMatch(/checkpoint seq 3: .*rewritten at or before seq 3/);

    // The export of checkpoints signs the head it sees (verified first), in the receipt format.
    const exported = await cli(['evidence', 'checkpoints', '--app', k.applicationId, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual([expect.objectContaining({ application_id: k.applicationId, seq: 4, head_hash: prev })]);
  }, 120_000);

  it('says a packet re-signed with a key embedded in it is not pinned (exit 3), and tampered against the pin', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const { post, sid } = await consentSession(k);
    const genuine = (await post('/evidence', { type: 'consent_audit', params: { session_id: sid } })).body.result;
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const resigned = signPacket(genuine, privateKey);
    const file = path.join(dir, `${provider}-resigned.json`);
    writeFileSync(file, JSON.stringify({ ...resigned, signature: { ...resigned.signature, public_key: publicKey.export({ type: 'spki', format: 'pem' }) } }));
    const serverKey = path.join(dir, `${provider}-server.pem`);
    writeFileSync(serverKey, genuine.signature.public_key);

    const [unpinned, byId, byKey] = await Promise.all([
      runSvc(['evidence', 'verify', file], {}),
      runSvc(['evidence', 'verify', file, '--key-id', genuine.signature.key_id], {}),
      runSvc(['evidence', 'verify', file, '--public-key', serverKey], {}),
    ]);
    expect(unpinned.code).toBe(3);
    expect(unpinned.stdout).toContain('UNPINNED');
    expect(byId.code).toBe(1);
    expect(byId.stdout).toContain(`not the pinned key ${genuine.signature.key_id}`);
    expect(byKey.code).toBe(1);
    expect(byKey.stdout).toMatch(/signature\.value: does not verify/);
  }, 60_000);
});

describe('DPDP evidence key at start', () => {
  it('`svc serve` creates the key file beside a new SQLite database (0600) and prints its key id', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-serve-key-'));
    const child = spawn(process.execPath, [SVC_BIN, 'serve', '--workers', '1'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SVC_LOG: 'error', DATABASE_URL: `file:${path.join(dir, 'db', 'svc.db')}`, SVC_EVIDENCE_KEY_FILE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('listening on')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`svc serve exited with ${code}`)));
      });
      const file = path.join(dir, 'db', 'svc.evidence-key.pem');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(out).toContain(`evidence key ${publicKeyId(readFileSync(file, 'utf8'))} (${file})`);
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(PROVIDERS)('DPDP evidence key of a deployment from before the key file (%s)', (provider) => {
  it('keeps signing with the key in the database until `svc evidence move-key` moves it to a 0600 file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-legacy-key-'));
    // SQLite: the default file beside the database; PostgreSQL: one given by the operator.
    const env: Record<string, string> = provider === 'postgresql' ? { SVC_EVIDENCE_KEY_FILE: path.join(dir, 'evidence.pem') } : {};
    const s = await startTestServer(provider, env);
    try {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const keyId = publicKeyId(publicKey);
      await s.services.db.prisma.dpdpEvidenceKey.create({
        data: {
          id: 'server',
          keyId,
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          createdAt: new Date(),
        },
      });
      const k = await s.newKey({ plan: 'pro' });
      expect((await s.graphql('{ evidencePublicKey { keyId } }', {}, k.secret)).body.data.evidencePublicKey.keyId).toBe(keyId);

      const moved = await runSvc(['evidence', 'move-key'], { DATABASE_URL: s.databaseUrl, SVC_EVIDENCE_KEY_FILE: '', ...env });
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toContain(`Moved evidence key ${keyId}`);
      const file = s.services.config.evidenceKeyFile;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(publicKeyId(readFileSync(file, 'utf8'))).toBe(keyId);
      expect(await s.services.db.prisma.dpdpEvidenceKey.count()).toBe(0);
    } finally {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
