// The seven DPDP endpoints through HTTP on a real database: the spec's Typical
// DPDP flow end to end, the envelopes, scoping, and every bad input of issue 7
// (a clear 4xx or a per-event rejection, nothing changed, nothing charged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPacket } from '../../src/core/dpdp/index';
import { dpdp } from '../../src/services/dpdp/runtime';
import { verifyApplicationChain } from '../../src/services/dpdp/verify';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const BASE = '/svc/v1/compliance/dpdp';
// A valid Aadhaar number (Verhoeff check digit) for the scan.
const AADHAAR = '2345 6789 0124';

describe.each(PROVIDERS)('DPDP REST API (%s)', (provider) => {
  let s: TestServer;
  let key: Awaited<ReturnType<TestServer['newKey']>>;
  const call = (method: string, path: string, body?: unknown, k = key.secret) => s.request(method, `${BASE}${path}`, { key: k, body });
  const balance = (k = key) => s.services.credits.remaining(k.accountId, 10_000_000, s.services.now());

  beforeAll(async () => {
    s = await startTestServer(provider);
    key = await s.newKey({ plan: 'business' });
  });
  afterAll(async () => s?.stop());

  it('walks the Typical DPDP flow: session, emit, evaluate, scan, require, evidence, timers', async () => {
    // 1. session create: defaults filled, the spec's initial state, free.
    const created = await call('POST', '/session', { action: 'create', config: { purpose: 'loan advisory', sector: 'fintech' } });
    expect(created.status).toBe(200);
    expect(created.body.credits_consumed).toBe(0);
    const session = created.body.result;
    expect(session.session_id).toMatch(/^sess_[0-9A-Za-z]{22}$/);
    expect(session.config).toEqual({ entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 });
    expect(session.state).toEqual({
      consent_status: {},
      notice_shown: false,
      child_session: false,
      events_count: 0,
      open_timers: [],
      fulfilled_obligations: [],
      pending_obligations: [],
    });
    const sid = session.session_id;

    // 2. emit notice.shown and consent.granted (underscore spelling accepted).
    const emitted = await call('POST', '/emit', {
      session_id: sid,
      events: [
        { type: 'notice.shown', data: { user_id: 'u-1' } },
        { type: 'consent_granted', data: { user_id: 'u-1', purpose: 'loan advisory' } },
      ],
    });
    expect(emitted.status).toBe(200);
    expect(emitted.body.credits_consumed).toBe(0.1);
    expect(emitted.body.result).toMatchObject({ accepted: 2, rejected: 0 });
    expect(emitted.body.result.events).toEqual([
      expect.objectContaining({ type: 'notice.shown', status: 'recorded', timers_started: [], state_changes: ['notice_shown', 'events_count', 'fulfilled_obligations'] }),
      expect.objectContaining({ type: 'consent.granted', status: 'recorded', state_changes: ['consent_status', 'events_count', 'fulfilled_obligations'] }),
    ]);
    expect(emitted.body.result.events[0].event_id).toMatch(/^evt_/);

    // 3. evaluate before processing: notice and consent are recorded, so allow.
    const evaluated = await call('POST', '/evaluate', { session_id: sid, action: 'process_data', context: { purpose: 'loan advisory' } });
    expect(evaluated.status).toBe(200);
    expect(evaluated.body.credits_consumed).toBe(0.3);
    expect(evaluated.body.result).toMatchObject({ verdict: 'allow', violations: [], required_before_proceed: [] });
    expect(evaluated.body.result.session_state.consent_status).toEqual({ 'loan advisory': 'active' });
    expect(evaluated.body.result.latency_ms).toBeGreaterThanOrEqual(0);

    // 4. scan a model output: Aadhaar masked under both names.
    const scanned = await call('POST', '/scan', { content: `Your Aadhaar ${AADHAAR} is verified for the loan.`, config: { session_id: sid, pii_action: 'mask' } });
    expect(scanned.status).toBe(200);
    expect(scanned.body.credits_consumed).toBe(0.5);
    expect(scanned.body.result.pii_found[0]).toMatchObject({ type: 'aadhaar', masked: 'XXXX XXXX 0124', severity: 'critical', section: 'S.8(5)', penalty_crore: 0, penalty_ceiling_crore: 250 });
    expect(scanned.body.result.content_masked).toBe('Your Aadhaar XXXX XXXX 0124 is verified for the loan.');
    expect(scanned.body.result.masked_text).toBe(scanned.body.result.content_masked);
    expect(scanned.body.result.session_state.child_session).toBe(false);

    // 5. require before communicating a decision: nothing done yet.
    const required = await call('POST', '/require', { session_id: sid, workflow_step: 'decision_communication' });
    expect(required.status).toBe(200);
    expect(required.body.credits_consumed).toBe(0.2);
    const types = required.body.result.required_actions.map((a: any) => a.type);
    expect(types).toContain('communicate_decision');
    expect(required.body.result.required_actions.find((a: any) => a.type === 'communicate_decision')).toMatchObject({ fulfilled: false, section: 'S.11-14' });
    await call('POST', '/emit', { session_id: sid, events: [{ type: 'decision.made', data: { user_id: 'u-1' } }] });
    const after = await call('POST', '/require', { session_id: sid, workflow_step: 'decision_communication' });
    expect(after.body.result.required_actions.find((a: any) => a.type === 'communicate_decision').fulfilled).toBe(true);

    // 6. evidence on demand: a signed consent audit resting on the recorded events.
    const evidence = await call('POST', '/evidence', { type: 'consent_audit', params: { session_id: sid } });
    expect(evidence.status).toBe(200);
    expect(evidence.body.credits_consumed).toBe(2);
    const packet = evidence.body.result;
    expect(packet).toMatchObject({ type: 'consent_audit', format: 'svc-dpdp-evidence/1' });
    expect(packet.evidence_id).toMatch(/^evd_/);
    expect(packet.events.map((e: any) => e.type)).toEqual(['notice.shown', 'consent.granted']);
    expect(verifyPacket(packet, packet.signature.public_key)).toEqual({ valid: true, problems: [], notes: [] });
    const { keyId } = await dpdp(s.services).evidenceKey();
    expect(packet.signature.key_id).toBe(keyId);

    // 7. timers: a DSR starts the 90-day SLA; the listing reports it with the summary.
    const dsr = await call('POST', '/emit', { session_id: sid, events: [{ type: 'dsr.received', data: { user_id: 'u-1', request_id: 'req-42' } }] });
    const timerId = dsr.body.result.events[0].timers_started[0];
    expect(timerId).toMatch(/^tmr_/);
    const timers = await call('GET', '/timers?status=active&type=dsr_sla');
    expect(timers.status).toBe(200);
    expect(timers.body.credits_consumed).toBe(0);
    expect(timers.body.result.timers).toEqual([
      expect.objectContaining({ timer_id: timerId, type: 'dsr_sla', status: 'active', request_id: 'req-42', user_id: 'u-1', days_remaining: 90, session_id: sid }),
    ]);
    expect(timers.body.result.summary).toEqual({ total_active: 1, overdue: 0, approaching_7_days: 0, approaching_15_days: 0 });
    const got = await call('POST', '/session', { action: 'get', session_id: sid });
    expect(got.body.result.state).toMatchObject({
      events_count: 4,
      notice_shown: true,
      open_timers: [timerId],
      fulfilled_obligations: ['notice_shown', 'consent_obtained', 'decision_communicated'],
    });

    // Fulfilment: dsr.responded for the same request closes the SLA and leaves open_timers.
    const responded = await call('POST', '/emit', { session_id: sid, events: [{ type: 'dsr.responded', data: { request_id: 'req-42' } }] });
    expect(responded.body.result.events[0].state_changes).toContain('open_timers');
    const closed = await call('GET', '/timers?status=fulfilled');
    expect(closed.body.result.timers).toEqual([expect.objectContaining({ timer_id: timerId, status: 'fulfilled', resolved_by: responded.body.result.events[0].event_id, days_remaining: null })]);

    // Every event is a link of the application's chain.
    expect(await verifyApplicationChain(s.services, key.applicationId)).toMatchObject({ valid: true, records: 5 });
  });

  it('records a session\'s child from scan as a child.detected event', async () => {
    const k = await s.newKey({ plan: 'business' });
    const sid = (await call('POST', '/session', { action: 'create', config: { purpose: 'homework help', sector: 'edtech' } }, k.secret)).body.result.session_id;
    const r = await call('POST', '/scan', { content: 'I am 12 years old and in class 7, can you help with fractions?', config: { session_id: sid } }, k.secret);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ child_detected: true, child_session: true, compliant: false, verdict: 'require_action' });
    expect(r.body.result.child_event_id).toMatch(/^evt_/);
    expect(r.body.result.session_state).toMatchObject({ child_session: true, events_count: 1 });
    const state = (await call('POST', '/session', { action: 'get', session_id: sid }, k.secret)).body.result.state;
    expect(state.child_session).toBe(true);
    expect(state.pending_obligations.map((p: any) => p.obligation)).toEqual(['verifiable_parental_consent']);
    // Tracking a child is blocked outright (S.9(3)).
    const gate = await call('POST', '/evaluate', { session_id: sid, action: 'track_user', context: {} }, k.secret);
    expect(gate.body.result.verdict).toBe('block');
    // A second scan does not record the child again.
    const again = await call('POST', '/scan', { content: 'I am 12 years old.', config: { session_id: sid } }, k.secret);
    expect(again.body.result.child_event_id).toBeUndefined();
    expect(again.body.result.session_state.events_count).toBe(1);
  });

  it('accepts events without a session (evidence only) and flat fields beside type', async () => {
    const r = await call('POST', '/emit', { events: [{ type: 'data.shared', user_id: 'u-9', recipient: 'bureau' }] });
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({
      accepted: 1,
      rejected: 0,
      events: [expect.objectContaining({ status: 'recorded', state_changes: [] })],
      checkpoint: expect.objectContaining({ application_id: key.applicationId, seq: expect.any(Number) }),
    });
    const rec = await dpdp(s.services).store.selectRecords(key.applicationId, { user_id: 'u-9' });
    expect(rec.map((e) => [e.session_id, e.data])).toEqual([[null, { user_id: 'u-9', recipient: 'bureau' }]]);
  });

  it('scopes sessions to the caller\'s application: another application\'s session is 404', async () => {
    const other = await s.newKey({ plan: 'business' });
    const sid = (await call('POST', '/session', { action: 'create', config: { purpose: 'x' } })).body.result.session_id;
    for (const [path, body] of [
      ['/session', { action: 'get', session_id: sid }],
      ['/emit', { session_id: sid, events: [{ type: 'notice.shown' }] }],
      ['/evaluate', { session_id: sid, action: 'process_data' }],
      ['/require', { session_id: sid, workflow_step: 'data_collection' }],
      ['/scan', { content: 'hello there', config: { session_id: sid } }],
      ['/evidence', { type: 'consent_audit', params: { session_id: sid } }],
    ] as const) {
      const r = await call('POST', path, body, other.secret);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ code: 'SESSION_NOT_FOUND', field: 'session_id' });
    }
    expect(await balance(other)).toBe(10_000_000);
  });

  it('answers 410 SESSION_EXPIRED past ttl_hours on get, emit, scan, evaluate and require; nothing recorded or charged', async () => {
    const sid = (await call('POST', '/session', { action: 'create', config: { purpose: 'support chat', ttl_hours: 1 } })).body.result.session_id;
    await s.services.db.prisma.dpdpSession.update({ where: { id: sid }, data: { createdAt: new Date(Date.now() - 3_600_001) } });
    const before = await balance();
    for (const [path, body] of [
      ['/session', { action: 'get', session_id: sid }],
      ['/emit', { session_id: sid, events: [{ type: 'notice.shown' }] }],
      ['/scan', { content: 'hello there', config: { session_id: sid } }],
      ['/evaluate', { session_id: sid, action: 'process_data' }],
      ['/require', { session_id: sid, workflow_step: 'data_collection' }],
    ] as const) {
      const r = await call('POST', path, body);
      expect(r.status, path).toBe(410);
      expect(r.body).toMatchObject({ code: 'SESSION_EXPIRED', session_id: sid });
    }
    expect(await balance()).toBe(before);
    expect(await s.services.db.prisma.dpdpEvent.count({ where: { sessionId: sid } })).toBe(0);
  });

  it.each([
    ['create without config.purpose', '/session', { action: 'create', config: { sector: 'fintech' } }, 'config.purpose'],
    ['create without config', '/session', { action: 'create' }, 'config'],
    ['ttl_hours below 1', '/session', { action: 'create', config: { purpose: 'x', ttl_hours: 0 } }, 'config.ttl_hours'],
    ['ttl_hours not an integer', '/session', { action: 'create', config: { purpose: 'x', ttl_hours: 1.5 } }, 'config.ttl_hours'],
    ['unknown action', '/session', { action: 'delete', session_id: 'sess_x' }, 'action'],
    ['get without session_id', '/session', { action: 'get' }, 'session_id'],
    ['0 events', '/emit', { events: [] }, 'events'],
    ['51 events', '/emit', { events: Array.from({ length: 51 }, () => ({ type: 'notice.shown' })) }, 'events'],
    ['events not an array', '/emit', { events: { type: 'notice.shown' } }, 'events'],
    ['scan without content', '/scan', { config: {} }, 'content'],
    ['unknown pii_action', '/scan', { content: 'hello', config: { pii_action: 'shred' } }, 'config.pii_action'],
    ['evaluate without action', '/evaluate', { context: {} }, 'action'],
    ['require without session_id', '/require', { workflow_step: 'data_collection' }, 'session_id'],
    ['unmappable workflow_step', '/require', { session_id: 'sess_x', workflow_step: 'zebra juggling' }, 'workflow_step'],
    ['unknown evidence type', '/evidence', { type: 'tax_return', params: {} }, 'type'],
    ['breach evidence without breach_id', '/evidence', { type: 'breach_notification_dpbi', params: {} }, 'params.breach_id'],
  ])('400 INVALID_REQUEST for %s, nothing created or charged', async (_name, path, body, field) => {
    const sessions = await s.services.db.prisma.dpdpSession.count();
    const events = await s.services.db.prisma.dpdpEvent.count();
    const before = await balance();
    const r = await call('POST', path, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_REQUEST', field });
    expect(r.body.issues[0].path).toBe(field);
    expect(await s.services.db.prisma.dpdpSession.count()).toBe(sessions);
    expect(await s.services.db.prisma.dpdpEvent.count()).toBe(events);
    expect(await balance()).toBe(before);
  });

  it('400 for bad timer filters', async () => {
    for (const q of ['status=late', 'type=tax', 'approaching_days=-3', 'limit=0']) {
      const r = await call('GET', `/timers?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.code).toBe('INVALID_REQUEST');
    }
  });

  it('rejects an unknown type or a malformed timestamp per event and records the rest', async () => {
    const sid = (await call('POST', '/session', { action: 'create', config: { purpose: 'loan advisory' } })).body.result.session_id;
    const r = await call('POST', '/emit', {
      session_id: sid,
      events: [
        { type: 'notice.shown' },
        { type: 'consent.teleported', data: {} },
        { type: 'consent.granted', timestamp: '2025-02-30T10:00:00Z' },
        { type: 'retention.started', data: { user_id: 'u' } },
        { type: 'decision.made', timestamp: '2025-03-01T10:00:00+05:30', data: {} },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.credits_consumed).toBe(0.1);
    expect(r.body.result.accepted).toBe(2);
    expect(r.body.result.rejected).toBe(3);
    expect(r.body.result.events.map((e: any) => e.status)).toEqual(['recorded', 'rejected', 'rejected', 'rejected', 'recorded']);
    expect(r.body.result.events[1]).toMatchObject({ event_id: null, type: 'consent.teleported', reason: expect.stringContaining('unknown event type') });
    expect(r.body.result.events[2].reason).toMatch(/timestamp/);
    expect(r.body.result.events[3].reason).toMatch(/retention_days/);
    const state = (await call('POST', '/session', { action: 'get', session_id: sid })).body.result.state;
    expect(state).toMatchObject({ events_count: 2, consent_status: {}, notice_shown: true });
    const stored = await s.services.db.prisma.dpdpEvent.findMany({ where: { sessionId: sid }, orderBy: { seq: 'asc' } });
    expect(stored.map((e) => [e.type, e.timestamp.toISOString()])).toEqual([
      ['notice.shown', expect.any(String)],
      ['decision.made', '2025-03-01T04:30:00.000Z'],
    ]);
  });

  it('evidence needs the pro plan: free gets 403 PLAN_UPGRADE_REQUIRED, uncharged', async () => {
    const free = await s.newKey({ plan: 'free' });
    const r = await call('POST', '/evidence', { type: 'compliance_health', params: {} }, free.secret);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', required_tier: 'pro', current_tier: 'free' });
    expect(await s.services.db.prisma.dpdpEvidencePacket.count({ where: { applicationId: free.applicationId } })).toBe(0);
  });

  it('404 for evidence about a breach never recorded, refunded', async () => {
    const before = await balance();
    const r = await call('POST', '/evidence', { type: 'breach_notification_certin', params: { breach_id: 'brc_never' } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'NOT_FOUND', field: 'params.breach_id' });
    expect(await balance()).toBe(before);
  });

  it('a breach starts four timers; packets close none, a recorded submission closes the one it names', async () => {
    const k = await s.newKey({ plan: 'pro' });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const breach = await call('POST', '/emit', { events: [{ type: 'breach.detected', timestamp: hoursAgo(8), data: { breach_id: 'b-7', nature: 'credential stuffing' } }] }, k.secret);
    expect(breach.body.result.events[0].timers_started).toHaveLength(4);
    const timers = async () => (await call('GET', '/timers', undefined, k.secret)).body.result.timers as any[];
    const byType = async () => Object.fromEntries((await timers()).map((t) => [t.type, t]));

    // Generating the packet prepares the filing; it closes nothing.
    const certinPacket = await call('POST', '/evidence', { type: 'breach_notification_certin', params: { breach_id: 'b-7' } }, k.secret);
    const dpbiPacket = await call('POST', '/evidence', { type: 'breach_notification_dpbi', params: { breach_id: 'b-7' } }, k.secret);
    expect([certinPacket.status, dpbiPacket.status]).toEqual([200, 200]);
    expect(certinPacket.body.timers_fulfilled).toBeUndefined();
    let t = await byType();
    // 8 hours in: CERT-In's exact 6 hours have passed; the "without delay" duties are due but within the 24 h target.
    expect([t.certin_notification.status, t.dpbi_initial_intimation.status, t.principal_intimation.status, t.dpbi_detailed_report.status]).toEqual([
      'overdue',
      'active',
      'active',
      'active',
    ]);
    expect(t.dpbi_initial_intimation).toMatchObject({ without_delay: true, deadline: t.dpbi_initial_intimation.started_at, days_remaining: 0 });
    expect(Date.parse(t.dpbi_initial_intimation.overdue_at) - Date.parse(t.dpbi_initial_intimation.started_at)).toBe(24 * 3_600_000);
    expect(t.principal_intimation).toMatchObject({ section: 'Rule 7(1)', in_force_from: '2027-05-13' });
    expect(t.certin_notification).toMatchObject({ in_force: true });
    expect(await dpdp(s.services).evidence.find(k.applicationId, dpbiPacket.body.result.evidence_id)).toEqual(dpbiPacket.body.result);

    // Filed: CERT-In 7 hours after detection (late), the Board intimation now (in time).
    const filed = await call(
      'POST',
      '/emit',
      {
        events: [
          { type: 'breach.notified', data: { breach_id: 'b-7', notification: 'certin', submission_reference: 'CERTIN-2026-1189', submitted_at: hoursAgo(1) } },
          { type: 'breach_notified', data: { breach_id: 'b-7', notification: 'dpbi_initial_intimation', submission_reference: 'DPB/INT/77' } },
        ],
      },
      k.secret,
    );
    expect(filed.body.result.accepted).toBe(2);
    t = await byType();
    expect(t.certin_notification).toMatchObject({ status: 'fulfilled_late', submission_reference: 'CERTIN-2026-1189', resolved_by: filed.body.result.events[0].event_id });
    expect(t.dpbi_initial_intimation).toMatchObject({ status: 'fulfilled', submission_reference: 'DPB/INT/77' });
    expect([t.dpbi_detailed_report.status, t.principal_intimation.status]).toEqual(['active', 'active']);
    const late = (await call('GET', '/timers?status=fulfilled_late', undefined, k.secret)).body.result.timers;
    expect(late.map((x: any) => x.type)).toEqual(['certin_notification']);
  });

  it('a "without delay" duty turns overdue only after the operational target', async () => {
    const k = await s.newKey({ plan: 'pro' });
    await call('POST', '/emit', { events: [{ type: 'breach.detected', timestamp: new Date(Date.now() - 30 * 3_600_000).toISOString(), data: { breach_id: 'b-30' } }] }, k.secret);
    const listed = (await call('GET', '/timers', undefined, k.secret)).body.result.timers as any[];
    expect(Object.fromEntries(listed.map((x) => [x.type, x.status]))).toEqual({
      certin_notification: 'overdue',
      dpbi_initial_intimation: 'overdue',
      principal_intimation: 'overdue',
      dpbi_detailed_report: 'active',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no notification named', { breach_id: 'b-9', submission_reference: 'R' }, 'notification'],
    ['an unknown recipient', { breach_id: 'b-9', notification: 'press', submission_reference: 'R' }, 'notification'],
    ['no submission reference', { breach_id: 'b-9', notification: 'certin' }, 'submission_reference'],
    ['no breach id', { notification: 'certin', submission_reference: 'R' }, 'breach_id'],
    ['a submission time in the future', { breach_id: 'b-9', notification: 'certin', submission_reference: 'R', submitted_at: '2999-01-01T00:00:00Z' }, 'submitted_at'],
  ])('breach.notified with %s is rejected and closes nothing', async (_label, data, field) => {
    const k = await s.newKey({ plan: 'pro' });
    await call('POST', '/emit', { events: [{ type: 'breach.detected', data: { breach_id: 'b-9' } }] }, k.secret);
    const r = await call('POST', '/emit', { events: [{ type: 'breach.notified', data }] }, k.secret);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ accepted: 0, rejected: 1 });
    expect(r.body.result.events[0].reason).toContain(field);
    const statuses = (await call('GET', '/timers', undefined, k.secret)).body.result.timers.map((x: any) => x.status);
    expect(statuses.every((x: string) => x === 'active' || x === 'overdue')).toBe(true);
  });

  it('REST acknowledgement: a notification timer needs the submission reference; a DSR does not', async () => {
    const k = await s.newKey({ plan: 'pro' });
    await call('POST', '/emit', { events: [{ type: 'breach.detected', data: { breach_id: 'b-11' } }, { type: 'dsr.received', data: { request_id: 'r-11' } }] }, k.secret);
    const listed = (await call('GET', '/timers', undefined, k.secret)).body.result.timers as any[];
    const certin = listed.find((x) => x.type === 'certin_notification');
    const dsr = listed.find((x) => x.type === 'dsr_sla');

    const missing = await call('POST', `/timers/${certin.timer_id}/acknowledge`, { note: 'phoned them' }, k.secret);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'INVALID_REQUEST', field: 'submission_reference' });
    const future = await call('POST', `/timers/${certin.timer_id}/acknowledge`, { submission_reference: 'C-1', submitted_at: '2999-01-01T00:00:00Z' }, k.secret);
    expect(future.status).toBe(400);
    const badTime = await call('POST', `/timers/${certin.timer_id}/acknowledge`, { submission_reference: 'C-1', submitted_at: 'yesterday' }, k.secret);
    expect(badTime.status).toBe(400);
    expect((await dpdp(s.services).store.timers.find(k.applicationId, certin.timer_id))!.status).toBe('active');

    const ok = await call('POST', `/timers/${certin.timer_id}/acknowledge`, { submission_reference: 'C-1' }, k.secret);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ timer_id: certin.timer_id, status: 'fulfilled', submission_reference: 'C-1', resolved_by: 'acknowledgement' });
    const again = await call('POST', `/timers/${certin.timer_id}/acknowledge`, { submission_reference: 'C-1' }, k.secret);
    expect(again.status).toBe(400);
    expect((await call('POST', `/timers/${dsr.timer_id}/acknowledge`, {}, k.secret)).body.result.status).toBe('fulfilled');
    expect((await call('POST', '/timers/tmr_unknown/acknowledge', { submission_reference: 'x' }, k.secret)).status).toBe(404);
    const cancelled = await call('POST', `/timers/${listed.find((x) => x.type === 'dpbi_detailed_report').timer_id}/cancel`, { reason: 'not a personal data breach after review' }, k.secret);
    expect(cancelled.body.result).toMatchObject({ status: 'cancelled', resolution_note: 'not a personal data breach after review' });
  });

  it('serializes concurrent appends: parallel emits leave one gap-free chain and exact counts', async () => {
    const k = await s.newKey({ plan: 'business' });
    const sid = (await call('POST', '/session', { action: 'create', config: { purpose: 'p' } }, k.secret)).body.result.session_id;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/emit', { session_id: sid, events: Array.from({ length: 5 }, () => ({ type: 'data.collected', data: { batch: i } })) }, k.secret),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await verifyApplicationChain(s.services, k.applicationId)).toMatchObject({ valid: true, records: 60, problems: [] });
    const state = (await call('POST', '/session', { action: 'get', session_id: sid }, k.secret)).body.result.state;
    expect(state.events_count).toBe(60);
  });
});
