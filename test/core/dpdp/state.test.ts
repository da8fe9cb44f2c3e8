import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  type ConsentValue,
  type DpdpEvent,
  type DpdpEventType,
  initialSessionState,
  processEvent,
  type SessionConfig,
  type SessionState,
  type Timer,
  withOpenTimers,
} from '../../../src/core/dpdp/index';
import { counterIds, NOW } from './helpers';

const config: SessionConfig = { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 };
const ev = (type: DpdpEventType, data: Record<string, unknown> = {}): DpdpEvent => ({ type, timestamp: NOW.toISOString(), data });
const withConsent = (consent_status: Record<string, ConsentValue>, extra: Partial<SessionState> = {}): SessionState => ({
  ...initialSessionState(),
  consent_status,
  ...extra,
});

describe('applyEvent: the spec side-effects table', () => {
  it.each([
    ['consent.granted', {}, { consent_status: { 'loan advisory': 'active' }, fulfilled_obligations: ['consent_obtained'] }, ['consent_status', 'fulfilled_obligations']],
    ['consent.withdrawn', {}, { consent_status: { 'loan advisory': 'withdrawn' } }, ['consent_status']],
    ['notice.shown', {}, { notice_shown: true, fulfilled_obligations: ['notice_shown'] }, ['notice_shown', 'fulfilled_obligations']],
    ['child.detected', {}, { child_session: true }, ['child_session', 'pending_obligations']],
    ['child.parental_consent', {}, { fulfilled_obligations: ['parental_consent_obtained'] }, ['fulfilled_obligations']],
    ['decision.made', {}, { fulfilled_obligations: ['decision_communicated'] }, ['fulfilled_obligations']],
    ['explanation.shown', {}, { fulfilled_obligations: ['explanation_shown'] }, ['fulfilled_obligations']],
  ] as const)('%s', (type, data, expected, changes) => {
    const start = { ...initialSessionState(), notice_shown: type === 'consent.granted' };
    const { state, state_changes } = applyEvent(start, ev(type, data), config);
    expect(state).toMatchObject(expected);
    expect(state.events_count).toBe(1);
    expect(state_changes).toEqual([...changes, 'events_count'].sort((a, b) => Object.keys(state).indexOf(a) - Object.keys(state).indexOf(b)));
  });

  it.each(['data.collected', 'appeal.opened', 'model.deployed', 'child.tracking_attempted'] as const)('%s only counts the event', (type) => {
    const { state, state_changes } = applyEvent(initialSessionState(), ev(type), config);
    expect(state).toEqual({ ...initialSessionState(), events_count: 1 });
    expect(state_changes).toEqual(['events_count']);
  });

  it('does not mutate the input state', () => {
    const start = initialSessionState();
    const frozen = JSON.stringify(start);
    applyEvent(start, ev('consent.granted'), config);
    expect(JSON.stringify(start)).toBe(frozen);
  });

  it('adds an obligation to fulfilled_obligations only once', () => {
    let state = initialSessionState();
    state = applyEvent(state, ev('notice.shown'), config).state;
    const again = applyEvent(state, ev('notice.shown'), config);
    expect(again.state.fulfilled_obligations).toEqual(['notice_shown']);
    expect(again.state_changes).toEqual(['events_count']);
  });
});

describe('applyEvent: consent decisions (decisions §6)', () => {
  it.each<[string, Record<string, ConsentValue>, DpdpEventType, Record<string, unknown>, Record<string, ConsentValue>]>([
    ['granted with no entry → active', {}, 'consent.granted', {}, { 'loan advisory': 'active' }],
    ['re-consent after withdrawal → active', { 'loan advisory': 'withdrawn' }, 'consent.granted', {}, { 'loan advisory': 'active' }],
    ['granted after refusal → active', { 'loan advisory': 'refused' }, 'consent.granted', {}, { 'loan advisory': 'active' }],
    ['withdrawn with no entry → withdrawn', {}, 'consent.withdrawn', {}, { 'loan advisory': 'withdrawn' }],
    ['withdrawn when active → withdrawn', { 'loan advisory': 'active' }, 'consent.withdrawn', {}, { 'loan advisory': 'withdrawn' }],
    ['refused with no entry → refused', {}, 'consent.refused', {}, { 'loan advisory': 'refused' }],
    ['refused after withdrawal → refused', { 'loan advisory': 'withdrawn' }, 'consent.refused', {}, { 'loan advisory': 'refused' }],
    ['refused while active stays active', { 'loan advisory': 'active' }, 'consent.refused', {}, { 'loan advisory': 'active' }],
    ['purpose from data.purpose', {}, 'consent.granted', { purpose: ' marketing ' }, { marketing: 'active' }],
    ['other purposes untouched', { marketing: 'refused' }, 'consent.granted', {}, { marketing: 'refused', 'loan advisory': 'active' }],
  ])('%s', (_label, before, type, data, after) => {
    const { state } = applyEvent(withConsent(before, { notice_shown: true }), ev(type, data), config);
    expect(state.consent_status).toEqual(after);
  });

  it('refused while active reports no consent change', () => {
    const { state_changes } = applyEvent(withConsent({ 'loan advisory': 'active' }), ev('consent.refused'), config);
    expect(state_changes).toEqual(['events_count']);
  });
});

describe('applyEvent: pending obligations', () => {
  it('consent before notice leaves notice pending until notice.shown', () => {
    let state = applyEvent(initialSessionState(), ev('consent.granted'), config).state;
    expect(state.pending_obligations).toEqual([expect.objectContaining({ obligation: 'notice', section: 'S.5' })]);
    state = applyEvent(state, ev('notice.shown'), config).state;
    expect(state.pending_obligations).toEqual([]);
  });

  it('consent after notice leaves nothing pending', () => {
    const state = applyEvent(withConsent({}, { notice_shown: true }), ev('consent.granted'), config).state;
    expect(state.pending_obligations).toEqual([]);
  });

  it('withdrawing an active consent requires erasure for that user, closed by erasure.executed', () => {
    let state = applyEvent(withConsent({ 'loan advisory': 'active' }), ev('consent.withdrawn', { user_id: 'u1' }), config).state;
    expect(state.pending_obligations).toEqual([
      { obligation: 'erasure_on_withdrawal', section: 'S.8(7)', reason: expect.stringContaining('loan advisory'), reference: 'u1' },
    ]);
    const other = applyEvent(state, ev('erasure.executed', { user_id: 'u2' }), config);
    expect(other.state.pending_obligations).toHaveLength(1);
    state = applyEvent(state, ev('erasure.executed', { user_id: 'u1' }), config).state;
    expect(state.pending_obligations).toEqual([]);
  });

  it('withdrawal without a prior grant requires no erasure', () => {
    const { state } = applyEvent(initialSessionState(), ev('consent.withdrawn', { user_id: 'u1' }), config);
    expect(state.pending_obligations).toEqual([]);
  });

  it('child.detected requires parental consent; child.parental_consent fulfils it', () => {
    let state = applyEvent(initialSessionState(), ev('child.detected'), config).state;
    expect(state.pending_obligations.map((p) => p.obligation)).toEqual(['verifiable_parental_consent']);
    state = applyEvent(state, ev('child.parental_consent'), config).state;
    expect(state.pending_obligations).toEqual([]);
    expect(state.fulfilled_obligations).toEqual(['parental_consent_obtained']);
  });

  it('child.detected after parental consent adds nothing pending', () => {
    const start = withConsent({}, { fulfilled_obligations: ['parental_consent_obtained'] });
    expect(applyEvent(start, ev('child.detected'), config).state.pending_obligations).toEqual([]);
  });

  it('child.aged_out ends the child session', () => {
    let state = applyEvent(initialSessionState(), ev('child.detected'), config).state;
    const r = applyEvent(state, ev('child.aged_out'), config);
    state = r.state;
    expect(state.child_session).toBe(false);
    expect(state.pending_obligations).toEqual([]);
    expect(r.state_changes).toEqual(['child_session', 'events_count', 'pending_obligations']);
  });

  it('dsr.received opens a response obligation per request; dsr.responded closes only its own', () => {
    let state = applyEvent(initialSessionState(), ev('dsr.received', { request_id: 'r1' }), config).state;
    state = applyEvent(state, ev('dsr.received', { request_id: 'r2' }), config).state;
    expect(state.pending_obligations.map((p) => p.reference)).toEqual(['r1', 'r2']);
    state = applyEvent(state, ev('dsr.responded', { request_id: 'r1' }), config).state;
    expect(state.pending_obligations.map((p) => p.reference)).toEqual(['r2']);
  });
});

describe('withOpenTimers', () => {
  it('adds without duplicates and removes', () => {
    const s = withOpenTimers({ ...initialSessionState(), open_timers: ['a', 'b'] }, { add: ['b', 'c'], remove: ['a'] });
    expect(s.open_timers).toEqual(['b', 'c']);
  });
});

describe('processEvent', () => {
  const session = { config, state: initialSessionState() };

  it('starts timers, records them as open and lists the state changes', () => {
    const out = processEvent({
      event: ev('dsr.received', { request_id: 'r1', user_id: 'u1' }),
      event_id: 'evt_1',
      session_id: 'sess_1',
      session,
      openTimers: [],
      org_id: 'org_1',
      newId: counterIds(),
    });
    expect(out.result).toEqual({
      event_id: 'evt_1',
      type: 'dsr.received',
      status: 'recorded',
      timers_started: ['tmr_1'],
      state_changes: ['events_count', 'open_timers', 'pending_obligations'],
      request_id: 'r1',
    });
    expect(out.state?.open_timers).toEqual(['tmr_1']);
    expect(out.timers_started[0]).toMatchObject({ type: 'dsr_sla', session_id: 'sess_1', org_id: 'org_1', request_id: 'r1', user_id: 'u1' });
  });

  it('fulfils the matching open timer and drops it from open_timers', () => {
    const started = processEvent({
      event: ev('dsr.received', { request_id: 'r1' }),
      event_id: 'evt_1',
      session_id: 'sess_1',
      session,
      openTimers: [],
      newId: counterIds(),
    });
    const out = processEvent({
      event: ev('dsr.responded', { request_id: 'r1' }),
      event_id: 'evt_2',
      session_id: 'sess_1',
      session: { config, state: started.state! },
      openTimers: started.timers_started,
      newId: counterIds(),
    });
    expect(out.timers_fulfilled.map((t: Timer) => [t.timer_id, t.status, t.resolved_by])).toEqual([['tmr_1', 'fulfilled', 'evt_2']]);
    expect(out.state?.open_timers).toEqual([]);
    expect(out.result.state_changes).toEqual(['events_count', 'open_timers', 'pending_obligations']);
  });

  it('without a session only timers happen', () => {
    const out = processEvent({
      event: ev('breach.detected', { breach_id: 'b1' }),
      event_id: 'evt_1',
      session_id: null,
      session: null,
      openTimers: [],
      newId: counterIds(),
    });
    expect(out.state).toBeNull();
    expect(out.result.state_changes).toEqual([]);
    expect(out.result.timers_started).toEqual(['tmr_1', 'tmr_2', 'tmr_3', 'tmr_4']);
    expect(out.result.breach_id).toBe('b1');
  });
});
