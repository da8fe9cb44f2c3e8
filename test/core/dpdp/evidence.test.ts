import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildEvidencePacket,
  type ChainedRecord,
  type DpdpEventType,
  EVIDENCE_TYPES,
  type EvidencePacket,
  type EvidenceRequest,
  type EvidenceSources,
  GENESIS_HASH,
  linkRecord,
  publicKeyId,
  sha256Hex,
  signPacket,
  type ChainCheckpoint,
  checkpointsIn,
  signCheckpoint,
  startTimers,
  type Timer,
  validateEvidenceRequest,
  verifyPacket,
} from '../../../src/core/dpdp/index';
import { at, counterIds, NOW } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Builds an application chain from [type, data, offset from NOW, session]. */
function chain(specs: Array<[DpdpEventType, Record<string, unknown>, number, string | null]>): ChainedRecord[] {
  let prev = GENESIS_HASH;
  return specs.map(([type, data, offset, session], i) => {
    const r = linkRecord(prev, {
      seq: i + 1,
      event_id: `evt_${i + 1}`,
      application_id: 'app_1',
      session_id: session,
      type,
      timestamp: at(offset).toISOString(),
      recorded_at: at(offset).toISOString(),
      data,
    });
    prev = r.hash;
    return r;
  });
}

const BREACH = {
  breach_id: 'b1',
  nature: 'Unauthorised access to the loan database',
  records_affected: 1200,
  occurred_at: '2025-05-31T20:00:00Z',
  location: 'ap-south-1 primary database',
  likely_impact: 'Exposure of PAN and mobile numbers',
  contact: 'dpo@example.in',
};

const RECORDS = chain([
  ['notice.shown', { user_id: 'u1' }, -10 * DAY, 'sess_1'],
  ['consent.granted', { user_id: 'u1' }, -10 * DAY + 1000, 'sess_1'],
  ['data.collected', { user_id: 'u9' }, -9 * DAY, 'sess_2'],
  ['consent.granted', { user_id: 'u1', purpose: 'marketing' }, -9 * DAY, 'sess_1'],
  ['consent.withdrawn', { user_id: 'u1', purpose: 'marketing' }, -8 * DAY, 'sess_1'],
  ['dsr.received', { user_id: 'u1', request_id: 'r1', request_type: 'access' }, -5 * DAY, 'sess_1'],
  ['dsr.responded', { user_id: 'u1', request_id: 'r1', response: 'data export sent' }, -3 * DAY, 'sess_1'],
  ['breach.detected', BREACH, -2 * HOUR, null],
  ['child.detected', { user_id: 'u5' }, -HOUR, 'sess_3'],
  ['child.tracking_attempted', { user_id: 'u5', blocked: true }, -HOUR, 'sess_3'],
  ['model.deployed', { model_id: 'credit-v2', version: '2.0', due_diligence: 'DD-2025-01' }, -HOUR, null],
]);

const BREACH_TIMERS: Timer[] = startTimers(
  { event: { type: 'breach.detected', timestamp: RECORDS[7].timestamp, data: BREACH }, event_id: 'evt_8', session_id: null },
  counterIds(),
);

function request(type: string, params: Record<string, unknown>): EvidenceRequest {
  const r = validateEvidenceRequest(type, params);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

function build(type: string, params: Record<string, unknown>, sources: Partial<EvidenceSources> = {}, now = NOW): EvidencePacket {
  const r = buildEvidencePacket(request(type, params), { records: RECORDS, timers: BREACH_TIMERS, ...sources }, { now, newId: counterIds(), org_id: 'org_1' });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const session = { session_id: 'sess_1', config: { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 } } as const;

describe('validateEvidenceRequest', () => {
  it.each([
    ['consent_audit', { session_id: 'sess_1' }, 'consent_audit'],
    ['consent_record', { user_id: 'u1' }, 'consent_audit'],
    ['DSR_RESPONSE', { request_id: 'r1' }, 'dsr_response'],
    ['breach_notification_dpbi', { breach_id: 'b1' }, 'breach_notification_dpbi'],
    ['compliance_health', {}, 'compliance_health'],
    ['sdf_annual_report', { period_start: '2024-06-01', period_end: '2025-06-01' }, 'sdf_annual_report'],
    ['child_protection_audit', undefined, 'child_protection_audit'],
  ])('%s', (type, params, expected) => {
    const r = validateEvidenceRequest(type, params);
    expect(r.ok && r.value.type).toBe(expected);
  });

  it.each([
    ['', {}, 'type', /type is required/],
    ['dpia_pack', {}, 'type', /unknown evidence type "dpia_pack"/],
    ['consent_audit', {}, 'params', /one of params.session_id, params.user_id/],
    ['dsr_response', {}, 'params.request_id', /needs params.request_id/],
    ['breach_notification_certin', { breach_id: '' }, 'params.breach_id', /non-blank/],
    ['breach_notification_principal', {}, 'params.breach_id', /needs params.breach_id/],
    ['compliance_health', { period_start: 'last week' }, 'params.period_start', /ISO 8601/],
    ['compliance_health', { period_start: '2025-06-02', period_end: '2025-06-01' }, 'params.period_end', /before period_start/],
    ['compliance_health', { details: 'x' }, 'params.details', /object/],
    ['compliance_health', 'x', 'params', /object/],
  ])('rejects %s %j', (type, params, path, message) => {
    const r = validateEvidenceRequest(type, params);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0].path).toBe(path);
      expect(r.issues[0].message).toMatch(message);
    }
  });

  it('lists all eight types', () => {
    expect(EVIDENCE_TYPES).toHaveLength(8);
  });
});

describe('packet builders', () => {
  it('consent_audit: purposes, notice order, withdrawal awaiting erasure', () => {
    const p = build('consent_record', { session_id: 'sess_1' }, { session });
    expect(p).toMatchObject({ evidence_id: 'evd_1', type: 'consent_audit', generated_at: NOW.toISOString(), org_id: 'org_1' });
    expect(p.events.map((e) => e.event_id)).toEqual(['evt_1', 'evt_2', 'evt_4', 'evt_5']);
    expect(p.report.purposes).toEqual([
      expect.objectContaining({ purpose: 'loan advisory', status: 'active' }),
      expect.objectContaining({ purpose: 'marketing', status: 'withdrawn' }),
    ]);
    expect(p.report.notice).toMatchObject({ shown: true, before_first_consent: true });
    expect(p.findings.map((f) => [f.section.split(';')[0], f.status])).toEqual([
      ['S.5', 'met'],
      ['S.6', 'met'],
      ['S.8(7)', 'pending'],
    ]);
  });

  it('consent_audit flags consent before notice', () => {
    const records = chain([
      ['consent.granted', { user_id: 'u1' }, -2 * DAY, 'sess_1'],
      ['notice.shown', { user_id: 'u1' }, -DAY, 'sess_1'],
    ]);
    const p = build('consent_audit', { user_id: 'u1' }, { records });
    expect(p.findings[0]).toMatchObject({ status: 'not_met', detail: expect.stringContaining('before any notice') });
  });

  it('dsr_response: timing against the 90-day SLA', () => {
    const p = build('dsr_response', { request_id: 'r1' });
    expect(p.report).toMatchObject({ request_id: 'r1', request_type: 'access', status: 'responded', days_taken: 2, within_sla: true, response: 'data export sent' });
    expect(p.findings).toEqual([expect.objectContaining({ status: 'met', section: 'S.11-14; Rule 14(3)' })]);
  });

  it('dsr_response: an unanswered request past 90 days is overdue', () => {
    const p = build('dsr_response', { request_id: 'r1' }, { records: RECORDS.slice(0, 6) }, at(90 * DAY));
    expect(p.report).toMatchObject({ status: 'overdue', within_sla: false, responded_at: null });
    expect(p.findings[0].status).toBe('not_met');
  });

  it('fails for a request or breach that was never recorded', () => {
    const r = buildEvidencePacket(request('dsr_response', { request_id: 'nope' }), { records: RECORDS }, { now: NOW, newId: counterIds() });
    expect(r).toMatchObject({ ok: false, issues: [{ path: 'params.request_id' }] });
    const b = buildEvidencePacket(request('breach_notification_dpbi', { breach_id: 'nope' }), { records: RECORDS }, { now: NOW, newId: counterIds() });
    expect(b).toMatchObject({ ok: false, issues: [{ path: 'params.breach_id' }] });
  });

  it('breach_notification_dpbi: Rule 7(2) particulars, missing ones listed', () => {
    const p = build('breach_notification_dpbi', { breach_id: 'b1', details: { cause: 'Leaked credentials' } });
    expect(p.report.initial_intimation).toMatchObject({
      nature: BREACH.nature,
      extent: 1200,
      occurred_at: BREACH.occurred_at,
      location: BREACH.location,
      likely_impact: BREACH.likely_impact,
      due_at: RECORDS[7].timestamp,
    });
    expect(p.report.detailed_report).toMatchObject({ cause: 'Leaked credentials', due_at: at(70 * HOUR).toISOString() });
    expect(p.missing_particulars).toEqual([
      'detailed_report.mitigation',
      'detailed_report.responsible_party',
      'detailed_report.remedial_measures',
      'detailed_report.principals_notified',
    ]);
    expect(p.findings.map((f) => f.status)).toEqual(['met', 'pending']);
    expect((p.report.timers as unknown[]).length).toBe(4);
  });

  it('breach_notification_certin: the 6-hour report', () => {
    const p = build('breach_notification_certin', { breach_id: 'b1', details: { organisation: 'Example Finance Pvt Ltd' } });
    expect(p.report).toMatchObject({
      organisation: 'Example Finance Pvt Ltd',
      point_of_contact: 'dpo@example.in',
      incident_type: 'data_breach',
      detected_at: RECORDS[7].timestamp,
      reporting_deadline: at(4 * HOUR).toISOString(),
      reported_within_6_hours: true,
      affected_systems: BREACH.location,
      description: BREACH.nature,
    });
    expect(p.missing_particulars).toEqual(['symptoms_observed', 'actions_taken']);
    expect(p.findings[0].status).toBe('met');
    const late = build('breach_notification_certin', { breach_id: 'b1' }, {}, at(5 * HOUR));
    expect(late.findings[0].status).toBe('not_met');
  });

  it('breach_notification_principal: Rule 7(1) particulars', () => {
    const p = build('breach_notification_principal', { breach_id: 'b1', user_id: 'u1', details: { mitigation: 'Credentials rotated', safety_measures: 'Watch for phishing' } });
    expect(p.report).toMatchObject({
      addressed_to: 'u1',
      description: { nature: BREACH.nature, extent: 1200, occurred_at: BREACH.occurred_at, location: BREACH.location },
      likely_consequences: BREACH.likely_impact,
      mitigation_measures: 'Credentials rotated',
      safety_measures_for_principal: 'Watch for phishing',
      contact: 'dpo@example.in',
    });
    expect(p.missing_particulars).toEqual([]);
    expect(p.findings[0].status).toBe('met');
  });

  it('child_protection_audit: parental consent missing, tracking blocked', () => {
    const p = build('child_protection_audit', {});
    expect(p.report).toMatchObject({ children_detected: 1, tracking_attempts: 1, tracking_attempts_unblocked: 0 });
    expect(p.findings.map((f) => f.status)).toEqual(['not_met', 'met']);
  });

  it('compliance_health: overdue breach timers make it critical', () => {
    // 7 hours in, only CERT-In's 6 hours are past; the "without delay" duties are within their target.
    const p = build('compliance_health', {}, {}, at(7 * HOUR));
    expect(p.report).toMatchObject({ status: 'critical', events_total: 11, chain: { intact: true } });
    expect((p.report.timers as { overdue: number }).overdue).toBe(1);
    const calm = build('compliance_health', {}, { timers: [] });
    expect(calm.report.status).toBe('good');
  });

  it('sdf_annual_report: Rule 13 items, defaulting to the last twelve months', () => {
    const p = build('sdf_annual_report', { details: { dpia_completed_at: '2025-01-15', dpo: 'dpo@example.in' } });
    expect(p.report.period).toEqual({ start: at(-365 * DAY).toISOString(), end: NOW.toISOString() });
    expect(p.findings.map((f) => [f.requirement.split(' ')[0], f.status])).toEqual([
      ['Data', 'met'],
      ['Independent', 'unknown'],
      ['Significant', 'unknown'],
      ['Due', 'met'],
      ['Specified', 'not_applicable'],
    ]);
    expect(p.missing_particulars).toEqual(['audit_completed_at']);
  });

  it('carries the contiguous chain segment, digests only for embedded events', () => {
    const p = build('dsr_response', { request_id: 'r1' });
    expect(p.chain.segment.map((h) => [h.seq, h.field_digests !== undefined])).toEqual([
      [6, true],
      [7, true],
    ]);
    const audit = build('consent_audit', { session_id: 'sess_1' });
    expect(audit.chain.segment.map((h) => [h.seq, h.field_digests !== undefined])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, true],
      [5, true],
    ]);
    expect(audit.chain.head).toEqual({ seq: 5, hash: RECORDS[4].hash });
  });

  it('extends the segment with the tail up to the chain head, headers only', () => {
    const p = build('dsr_response', { request_id: 'r1' }, { records: RECORDS.slice(5, 7), tail: RECORDS.slice(7) });
    expect(p.chain.segment.map((h) => [h.seq, h.field_digests !== undefined])).toEqual([
      [6, true], [7, true], [8, false], [9, false], [10, false], [11, false],
    ]);
    expect(p.chain.head).toEqual({ seq: 11, hash: RECORDS[10].hash });
    expect(p.events.map((e) => e.seq)).toEqual([6, 7]);
  });
});

describe('signPacket / verifyPacket', () => {
  const keys = generateKeyPairSync('ed25519');
  const other = generateKeyPairSync('ed25519');
  const signed = (): EvidencePacket => JSON.parse(JSON.stringify(signPacket(build('consent_audit', { session_id: 'sess_1' }, { session }), keys.privateKey)));

  it('verifies an untouched packet, also across a JSON round trip and with PEM keys', () => {
    const packet = signed();
    expect(packet.signature).toMatchObject({ algorithm: 'Ed25519', key_id: publicKeyId(keys.publicKey) });
    expect(verifyPacket(packet, keys.publicKey)).toEqual({ valid: true, problems: [], notes: [] });
    const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(verifyPacket(packet, pem).valid).toBe(true);
  });

  it('re-signing replaces the old signature', () => {
    const again = signPacket(signed(), keys.privateKey);
    expect(verifyPacket(again, keys.publicKey).valid).toBe(true);
  });

  const cases: Array<[string, (p: EvidencePacket) => void, string[]]> = [
    ['an embedded event field', (p) => ((p.events[1].data as Record<string, unknown>).user_id = 'u2'), ['events[1]', 'events[1].data.user_id']],
    ['an event type', (p) => (p.events[0].type = 'consent.refused'), ['events[0]', 'events[0].type']],
    ['a report value', (p) => ((p.report.notice as Record<string, unknown>).shown = false), ['report.notice.shown']],
    ['a finding', (p) => (p.findings[2].status = 'met'), ['findings[2]']],
    ['generated_at', (p) => (p.generated_at = '2030-01-01T00:00:00.000Z'), ['generated_at']],
    ['a removed event', (p) => p.events.splice(3, 1), ['events[3]']],
    ['a chain link', (p) => (p.chain.segment[2].prev_hash = '0'.repeat(64)), ['chain.segment', 'chain.segment[2].prev_hash']],
    ['a chain hash', (p) => (p.chain.segment[0].hash = 'e'.repeat(64)), ['chain.segment', 'chain.segment[0].hash', 'chain.segment[1].prev_hash']],
    ['the signature value', (p) => (p.signature!.value = Buffer.alloc(64).toString('base64')), ['signature.value']],
    ['a truncated signature', (p) => (p.signature!.value = 'abc'), ['signature.value']],
    ['a signed digest', (p) => (p.signature!.digests.generated_at = 'f'.repeat(64)), ['signature.value', 'generated_at']],
  ];
  it.each(cases)('names %s', (_label, change, expected) => {
    const packet = signed();
    change(packet);
    const result = verifyPacket(packet, keys.publicKey);
    expect(result.valid).toBe(false);
    const paths = result.problems.map((p) => p.path);
    for (const path of expected) expect(paths).toContain(path);
  });

  it('an event altered consistently with its digests is caught by its chain hash', () => {
    const packet = signed();
    packet.events[1].data = { ...packet.events[1].data, user_id: 'u2' };
    const header = packet.chain.segment.find((h) => h.seq === packet.events[1].seq)!;
    header.field_digests = { ...header.field_digests!, 'data.user_id': sha256Hex('"u2"') };
    const paths = verifyPacket(packet, keys.publicKey).problems.map((p) => p.path);
    expect(paths).toContain('chain.segment[1].hash');
  });

  it('reports a packet signed by another key', () => {
    const packet = JSON.parse(JSON.stringify(signPacket(build('compliance_health', {}), other.privateKey)));
    const paths = verifyPacket(packet, keys.publicKey).problems.map((p) => p.path);
    expect(paths).toEqual(['signature.key_id', 'signature.value']);
  });

  it('refuses something that is not a packet', () => {
    expect(verifyPacket('hello', keys.publicKey)).toEqual({ valid: false, problems: [{ path: '', message: 'packet is not a JSON object' }], notes: [] });
  });

  it('reports a missing signature', () => {
    const packet = build('compliance_health', {});
    expect(verifyPacket(packet, keys.publicKey).problems.map((p) => p.path)).toEqual(['signature']);
  });

  it('rejects non-Ed25519 keys', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() => signPacket(build('compliance_health', {}), rsa.privateKey)).toThrow(/Ed25519/);
  });
});

describe('chain checkpoints against a packet', () => {
  const keys = generateKeyPairSync('ed25519');
  const other = generateKeyPairSync('ed25519');
  // The DSR packet rests on seq 6 and 7; its segment runs on to the head, seq 11.
  const packet = JSON.parse(JSON.stringify(signPacket(build('dsr_response', { request_id: 'r1' }, { records: RECORDS.slice(5, 7), tail: RECORDS.slice(7) }), keys.privateKey)));
  const cp = (seq: number, over: Partial<ChainCheckpoint> = {}, key = keys.privateKey): ChainCheckpoint =>
    signCheckpoint({ application_id: 'app_1', seq, head_hash: RECORDS[seq - 1]?.hash ?? 'a'.repeat(64), issued_at: NOW.toISOString(), ...over }, key);

  const cases: Array<[string, () => ChainCheckpoint, { problem?: RegExp; note?: RegExp }]> = [
    ['a checkpoint at an embedded event', () => cp(7), {}],
    ['a checkpoint at the head', () => cp(11), {}],
    ['a checkpoint between the events and the head', () => cp(9), {}],
    ['a checkpoint whose record was rewritten and re-hashed', () => cp(9, { head_hash: 'b'.repeat(64) }), { problem: /rewritten at or before seq 9/ }],
    ['a checkpoint after the head (records removed)', () => cp(12), { problem: /ends at seq 11, before this checkpoint/ }],
    ['a checkpoint before the first event', () => cp(3), { note: /precedes the packet's first event/ }],
    ['a checkpoint of another application', () => cp(7, { application_id: 'app_2' }), { note: /of application app_2/ }],
    ['a checkpoint signed by another key', () => cp(7, {}, other.privateKey), { problem: /names key .* not the verifying key/ }],
    ['a checkpoint altered after signing', () => ({ ...cp(7), seq: 6 }), { problem: /does not verify/ }],
  ];
  it.each(cases)('%s', (_label, make, expected) => {
    const result = verifyPacket(packet, keys.publicKey, [make()]);
    if (expected.problem) expect(result.problems.map((p) => p.message).join('\n')).toMatch(expected.problem);
    else expect(result.problems).toEqual([]);
    if (expected.note) expect(result.notes.join('\n')).toMatch(expected.note);
    else expect(result.notes).toEqual([]);
  });

  it('a head that does not name the last header is reported', () => {
    const changed = structuredClone(packet);
    changed.chain.head.seq = 10;
    expect(verifyPacket(changed, keys.publicKey).problems.map((p) => p.path)).toContain('chain.head');
  });

  it('reads checkpoints as clients save them', () => {
    const one = cp(7);
    expect(checkpointsIn(one)).toEqual({ ok: true, value: [one] });
    expect(checkpointsIn({ result: { accepted: 1, checkpoint: one }, credits_consumed: 0.1 })).toEqual({ ok: true, value: [one] });
    expect(checkpointsIn([one, cp(9)])).toMatchObject({ ok: true, value: [one, { seq: 9 }] });
    expect(checkpointsIn([])).toMatchObject({ ok: false });
    expect(checkpointsIn({ ...one, seq: 0, head_hash: 'xyz' })).toMatchObject({ ok: false, issues: [{ path: 'checkpoint.seq' }, { path: 'checkpoint.head_hash' }] });
  });
});
