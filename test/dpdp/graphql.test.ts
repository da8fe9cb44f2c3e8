// The DPDP API over GraphQL: the Typical DPDP flow through mutations (the same
// Operations as REST), dashboard reads batched by DataLoader (counted), timer
// acknowledgement and the evidence public key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPacket } from '../../src/core/dpdp/index';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(PROVIDERS)('DPDP over GraphQL (%s)', (provider) => {
  let s: TestServer;
  let key: Awaited<ReturnType<TestServer['newKey']>>;
  const gql = async (query: string, variables: Record<string, unknown> = {}, k = key.secret) => {
    const r = await s.graphql(query, variables, k);
    expect(r.status).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    s = await startTestServer(provider);
    key = await s.newKey({ plan: 'business' });
  });
  afterAll(async () => s?.stop());

  it('walks the Typical DPDP flow through mutations and queries', async () => {
    const created = await gql(`mutation { dpdpCreateSession(config: { purpose: "loan advisory", sector: "fintech" }) {
      id expired config { entityType purpose sector processesChildren ttlHours }
      state { consentStatus noticeShown childSession eventsCount openTimers fulfilledObligations pendingObligations { obligation } } } }`);
    expect(created.errors).toBeUndefined();
    const session = created.data.dpdpCreateSession;
    expect(session.config).toEqual({ entityType: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processesChildren: false, ttlHours: 24 });
    expect(session.state).toEqual({ consentStatus: {}, noticeShown: false, childSession: false, eventsCount: 0, openTimers: [], fulfilledObligations: [], pendingObligations: [] });
    const sid = session.id;

    const emitted = await gql(
      `mutation($sid: ID, $events: [JSON!]!) { dpdpEmit(sessionId: $sid, events: $events) {
        accepted rejected creditsConsumed events { eventId type status reason timersStarted stateChanges requestId }
        sessionState { noticeShown consentStatus eventsCount openTimers } } }`,
      {
        sid,
        events: [
          { type: 'notice.shown', data: { user_id: 'u-1' } },
          { type: 'consent.granted', data: { user_id: 'u-1', purpose: 'loan advisory' } },
          { type: 'dsr.received', data: { user_id: 'u-1' } },
          { type: 'nonsense.event' },
        ],
      },
    );
    const emit = emitted.data.dpdpEmit;
    expect(emit).toMatchObject({ accepted: 3, rejected: 1, creditsConsumed: 0.1 });
    expect(emit.events[2].requestId).toMatch(/^dsr_/);
    expect(emit.events[3]).toMatchObject({ eventId: null, status: 'rejected', reason: expect.stringContaining('unknown event type') });
    expect(emit.sessionState).toMatchObject({ noticeShown: true, consentStatus: { 'loan advisory': 'active' }, eventsCount: 3, openTimers: emit.events[2].timersStarted });

    const evaluated = await gql(`mutation($sid: ID) { dpdpEvaluate(sessionId: $sid, action: "process_data", context: { purpose: "loan advisory" }) { verdict creditsConsumed result } }`, { sid });
    expect(evaluated.data.dpdpEvaluate).toMatchObject({ verdict: 'allow', creditsConsumed: 0.3 });
    expect(evaluated.data.dpdpEvaluate.result.session_state.notice_shown).toBe(true);

    const scanned = await gql(`mutation($c: JSON) { dpdpScan(content: "PAN ABCPE1234F on file", config: $c) { verdict compliant creditsConsumed result } }`, { c: { session_id: sid, pii_action: 'block' } });
    expect(scanned.data.dpdpScan).toMatchObject({ verdict: 'block', compliant: false, creditsConsumed: 0.5 });
    expect(scanned.data.dpdpScan.result.pii_found[0].type).toBe('pan');

    const required = await gql(`mutation($sid: ID!) { dpdpRequire(sessionId: $sid, workflowStep: "credit_scoring") { allFulfilled creditsConsumed result } }`, { sid });
    expect(required.data.dpdpRequire.creditsConsumed).toBe(0.2);
    expect(required.data.dpdpRequire.result.workflow_step).toBe('decision_making');

    const evidence = await gql(`mutation($p: JSON) { dpdpGenerateEvidence(type: "consent_record", params: $p) { creditsConsumed timersFulfilled packet { id type packet } } }`, { p: { session_id: sid } });
    const generated = evidence.data.dpdpGenerateEvidence;
    expect(generated).toMatchObject({ creditsConsumed: 2, timersFulfilled: [], packet: { type: 'consent_audit' } });
    const key = await gql('{ evidencePublicKey { algorithm keyId publicKeyPem } }');
    expect(key.data.evidencePublicKey).toMatchObject({ algorithm: 'Ed25519', keyId: generated.packet.packet.signature.key_id });
    expect(verifyPacket(generated.packet.packet, key.data.evidencePublicKey.publicKeyPem).valid).toBe(true);
    const stored = await gql('query($id: ID!) { dpdpEvidence(id: $id) { id packet } dpdpEvidencePackets { totalCount nodes { id type } } }', { id: generated.packet.id });
    expect(stored.data.dpdpEvidence.packet).toEqual(generated.packet.packet);
    expect(stored.data.dpdpEvidencePackets.nodes).toContainEqual({ id: generated.packet.id, type: 'consent_audit' });

    const timers = await gql(`{ dpdpTimers(status: active) { hasNextPage summary { totalActive overdue approaching7Days approaching15Days } nodes { id type status daysRemaining requestId sessionId } } }`);
    expect(timers.data.dpdpTimers).toMatchObject({
      hasNextPage: false,
      summary: { totalActive: 1, overdue: 0, approaching7Days: 0, approaching15Days: 0 },
      nodes: [{ id: emit.events[2].timersStarted[0], type: 'dsr_sla', status: 'active', daysRemaining: 90, requestId: emit.events[2].requestId, sessionId: sid }],
    });

    const read = await gql(`query($id: ID!) { dpdpSession(id: $id) { id state { eventsCount } events(first: 2) { totalCount hasNextPage endCursor nodes { seq type hash prevHash data } }
      timers { id type } } }`, { id: sid });
    const events = read.data.dpdpSession.events;
    expect(events).toMatchObject({ totalCount: 3, hasNextPage: true });
    expect(events.nodes.map((e: any) => e.type)).toEqual(['notice.shown', 'consent.granted']);
    expect(events.nodes[1].prevHash).toBe(events.nodes[0].hash);
    const rest = await gql(`query($id: ID!, $after: String) { dpdpSession(id: $id) { events(after: $after) { hasNextPage nodes { type timers { type } } } } }`, { id: sid, after: events.endCursor });
    expect(rest.data.dpdpSession.events).toEqual({ hasNextPage: false, nodes: [{ type: 'dsr.received', timers: [{ type: 'dsr_sla' }] }] });
  });

  it('answers the REST error codes as GraphQL errors', async () => {
    const noPurpose = await gql('mutation { dpdpCreateSession(config: { sector: "fintech" }) { id } }');
    expect(noPurpose.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'config.purpose' });
    const unknown = await gql('{ dpdpSession(id: "sess_nope") { id } }');
    expect(unknown.errors[0].extensions).toMatchObject({ code: 'SESSION_NOT_FOUND', status: 404 });
    const tooMany = await gql('mutation($e: [JSON!]!) { dpdpEmit(events: $e) { accepted } }', { e: Array.from({ length: 51 }, () => ({ type: 'notice.shown' })) });
    expect(tooMany.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'events' });
    const free = await s.newKey({ plan: 'free' });
    const evidence = await gql('mutation { dpdpGenerateEvidence(type: "compliance_health") { creditsConsumed } }', {}, free.secret);
    expect(evidence.errors[0].extensions).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', required_tier: 'pro', current_tier: 'free' });
  });

  it('acknowledges an open timer: fulfilled, out of the session\'s open_timers, once only', async () => {
    const k = await s.newKey({ plan: 'business' });
    const sid = (await gql('mutation { dpdpCreateSession(config: { purpose: "payments" }) { id } }', {}, k.secret)).data.dpdpCreateSession.id;
    const emit = await gql('mutation($sid: ID) { dpdpEmit(sessionId: $sid, events: [{ type: "breach.detected", data: { breach_id: "b-1" } }]) { events { timersStarted } } }', { sid }, k.secret);
    const [certin, initial, detailed, principals] = emit.data.dpdpEmit.events[0].timersStarted;
    // A notification timer closes only with the reference of the filing.
    const noReference = await gql('mutation($id: ID!) { dpdpAcknowledgeTimer(timerId: $id, note: "filed") { id } }', { id: certin }, k.secret);
    expect(noReference.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'submission_reference' });
    const ack = await gql(
      'mutation($id: ID!) { dpdpAcknowledgeTimer(timerId: $id, note: "filed with CERT-In", submissionReference: "CERTIN-77") { id status resolvedBy resolutionNote submissionReference resolvedAt daysRemaining inForce } }',
      { id: certin },
      k.secret,
    );
    expect(ack.data.dpdpAcknowledgeTimer).toMatchObject({
      id: certin,
      status: 'fulfilled',
      resolvedBy: 'acknowledgement',
      resolutionNote: 'filed with CERT-In',
      submissionReference: 'CERTIN-77',
      daysRemaining: null,
      inForce: true,
    });
    const again = await gql('mutation($id: ID!) { dpdpAcknowledgeTimer(timerId: $id, submissionReference: "x") { id } }', { id: certin }, k.secret);
    expect(again.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'timer_id' });
    const foreign = await gql('mutation($id: ID!) { dpdpAcknowledgeTimer(timerId: $id) { id } }', { id: initial }, key.secret);
    expect(foreign.errors[0].extensions.code).toBe('NOT_FOUND');
    const state = await gql('query($id: ID!) { dpdpSession(id: $id) { state { openTimers } timers(status: fulfilled) { id } } }', { id: sid }, k.secret);
    expect(state.data.dpdpSession.state.openTimers.sort()).toEqual([initial, detailed, principals].sort());
    expect(state.data.dpdpSession.timers).toEqual([{ id: certin }]);
  });

  it('lists 100 sessions with their events and timers in a bounded number of queries', async () => {
    const k = await s.newKey({ plan: 'business' });
    // Ten documents of ten aliases each: one document may hold at most 15 aliases (README, GraphQL limits).
    const ids: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const creates = Array.from({ length: 10 }, (_, i) => `s${i}: dpdpCreateSession(config: { purpose: "support ${batch * 10 + i}" }) { id }`).join('\n');
      const created = await gql(`mutation { ${creates} }`, {}, k.secret);
      const batchIds = Object.values(created.data).map((x: any) => x.id);
      const emits = batchIds
        .map((id, i) => `e${i}: dpdpEmit(sessionId: "${id}", events: [{ type: "notice.shown" }, { type: "dsr.received", data: { request_id: "r${batch * 10 + i}" } }]) { accepted }`)
        .join('\n');
      expect((await gql(`mutation { ${emits} }`, {}, k.secret)).errors).toBeUndefined();
      ids.push(...batchIds);
    }
    expect(new Set(ids).size).toBe(100);

    const dashboard = (n: number) => `{ dpdpSessions(first: ${n}) { totalCount nodes { id state { eventsCount openTimers }
      events { nodes { type timers { id type status } } } timers { id status deadline } } } }`;
    const original = s.services.db.prisma;
    let queries = 0;
    s.services.db.prisma = original.$extends({
      query: {
        // Reads of DPDP tables only: usage records are flushed, and due timers claimed, in the background at any time.
        $allOperations: ({ model, operation, args, query }) => {
          if (model?.startsWith('Dpdp') && /^(find|count|aggregate|groupBy)/.test(operation)) queries++;
          return query(args);
        },
      },
    }) as unknown as typeof original;
    try {
      const counts: number[] = [];
      for (const n of [10, 100]) {
        queries = 0;
        const r = await gql(dashboard(n), {}, k.secret);
        expect(r.errors).toBeUndefined();
        expect(r.data.dpdpSessions.nodes).toHaveLength(n);
        expect(r.data.dpdpSessions.totalCount).toBe(100);
        for (const node of r.data.dpdpSessions.nodes) {
          expect(node.state.eventsCount).toBe(2);
          expect(node.events.nodes.map((e: any) => e.timers.length)).toEqual([0, 1]);
          expect(node.timers).toHaveLength(1);
        }
        counts.push(queries);
      }
      // The page of sessions, their count, events by session, timers by session, timers by event.
      expect(counts).toEqual([5, 5]);
    } finally {
      s.services.db.prisma = original;
    }
  });
});
