import { describe, expect, it } from 'vitest';
import {
  acknowledgeTimer,
  alertAtMs,
  cancelTimer,
  daysRemaining,
  type DpdpEvent,
  type DpdpEventType,
  fulfilTimersByEvent,
  fulfilTimersByEvidence,
  listTimers,
  startTimers,
  summarizeTimers,
  sweepOverdue,
  type Timer,
  timerStatusAt,
  validateTimerQuery,
} from '../../../src/core/dpdp/index';
import { at, counterIds, NOW } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ev = (type: DpdpEventType, data: Record<string, unknown> = {}, when: Date = NOW): DpdpEvent => ({
  type,
  timestamp: when.toISOString(),
  data,
});
const start = (event: DpdpEvent, ids = counterIds()): Timer[] =>
  startTimers({ event, event_id: 'evt_1', session_id: 'sess_1', org_id: 'org_1' }, ids);

describe('startTimers', () => {
  it.each<[string, DpdpEvent, Array<[string, number]>]>([
    ['dsr.received', ev('dsr.received', { request_id: 'r1' }), [['dsr_sla', 90 * DAY]]],
    [
      'breach.detected',
      ev('breach.detected', { breach_id: 'b1' }),
      [
        ['certin_notification', 6 * HOUR],
        ['dpbi_initial_intimation', 0],
        ['dpbi_detailed_report', 72 * HOUR],
      ],
    ],
    [
      'retention.started 30 days',
      ev('retention.started', { user_id: 'u1', retention_days: 30 }),
      [
        ['pre_erasure_notice', 28 * DAY],
        ['erasure_execution', 30 * DAY],
      ],
    ],
    [
      'retention.started 1 day: the notice is due at once',
      ev('retention.started', { user_id: 'u1', retention_days: 1 }),
      [
        ['pre_erasure_notice', 0],
        ['erasure_execution', 1 * DAY],
      ],
    ],
  ])('%s', (_label, event, expected) => {
    const timers = start(event);
    expect(timers.map((t) => [t.type, Date.parse(t.deadline) - NOW.getTime()])).toEqual(expected);
    for (const t of timers) {
      expect(t.status).toBe('active');
      expect(t.started_at).toBe(NOW.toISOString());
      expect(t.timer_id).toMatch(/^tmr_/);
      expect(t.section).not.toBe('');
    }
  });

  it.each(['consent.granted', 'dsr.responded', 'erasure.executed', 'notice.shown'] as const)('%s starts none', (type) => {
    expect(start(ev(type, { request_id: 'r1', user_id: 'u1' }))).toEqual([]);
  });

  it('carries the identifiers of the event and the org', () => {
    const [t] = start(ev('dsr.received', { request_id: 'r1', user_id: 7 }));
    expect(t).toMatchObject({ request_id: 'r1', user_id: '7', org_id: 'org_1', session_id: 'sess_1', event_id: 'evt_1' });
    expect(t.breach_id).toBeUndefined();
    const breach = start(ev('breach.detected', { breach_id: 'b1' }));
    expect(breach.every((x) => x.breach_id === 'b1')).toBe(true);
  });

  it('runs deadlines from the event timestamp, not from recording', () => {
    const [t] = start(ev('dsr.received', { request_id: 'r1' }, at(-10 * DAY)));
    expect(t.deadline).toBe(at(80 * DAY).toISOString());
  });
});

describe('alertAtMs', () => {
  it.each([
    ['90-day SLA warns 18 days ahead', 90 * DAY, 72 * DAY],
    ['6-hour report warns 1.2 h ahead', 6 * HOUR, 4.8 * HOUR],
    ['72-hour report warns 14.4 h ahead', 72 * HOUR, 57.6 * HOUR],
    ['3-hour window warns at least 1 h ahead', 3 * HOUR, 2 * HOUR],
    ['30-minute window alerts at once', 0.5 * HOUR, 0],
    ['immediate alerts at once', 0, 0],
  ])('%s', (_label, window, expectedOffset) => {
    expect(alertAtMs(0, window)).toBeCloseTo(expectedOffset, 3);
  });
});

describe('fulfilment', () => {
  const dsr = start(ev('dsr.received', { request_id: 'r1', user_id: 'u1' }), counterIds());
  const breach = start(ev('breach.detected', { breach_id: 'b1' }));
  const retention = start(ev('retention.started', { user_id: 'u1', retention_days: 30 }));
  const all = [...dsr, ...breach, ...retention];

  it.each<[string, DpdpEvent, string[]]>([
    ['dsr.responded, same request', ev('dsr.responded', { request_id: 'r1' }), ['dsr_sla']],
    ['dsr.responded, other request', ev('dsr.responded', { request_id: 'r2' }), []],
    ['erasure.executed, same user', ev('erasure.executed', { user_id: 'u1' }), ['pre_erasure_notice', 'erasure_execution']],
    ['erasure.executed, other user', ev('erasure.executed', { user_id: 'u2' }), []],
    ['unrelated event', ev('notice.shown', { user_id: 'u1', request_id: 'r1' }), []],
  ])('%s', (_label, event, expected) => {
    const done = fulfilTimersByEvent(all, event, 'evt_9');
    expect(done.map((t) => t.type)).toEqual(expected);
    for (const t of done) expect(t).toMatchObject({ status: 'fulfilled', resolved_by: 'evt_9', resolved_at: event.timestamp });
  });

  it('a late response still fulfils an overdue timer', () => {
    const overdue = sweepOverdue(dsr, at(91 * DAY));
    const done = fulfilTimersByEvent(overdue, ev('dsr.responded', { request_id: 'r1' }, at(92 * DAY)), 'evt_9');
    expect(done).toHaveLength(1);
    expect(done[0].status).toBe('fulfilled');
  });

  it('does not fulfil a timer twice', () => {
    const done = fulfilTimersByEvent(all, ev('dsr.responded', { request_id: 'r1' }), 'evt_9');
    expect(fulfilTimersByEvent(done, ev('dsr.responded', { request_id: 'r1' }), 'evt_10')).toEqual([]);
  });

  it.each<[string, string, string, string[]]>([
    ['CERT-In packet', 'breach_notification_certin', 'b1', ['certin_notification']],
    ['DPBI packet', 'breach_notification_dpbi', 'b1', ['dpbi_initial_intimation', 'dpbi_detailed_report']],
    ['principal packet fulfils no timer', 'breach_notification_principal', 'b1', []],
    ['other breach', 'breach_notification_dpbi', 'b2', []],
  ])('evidence: %s', (_label, type, breachId, expected) => {
    const done = fulfilTimersByEvidence(all, { type, breach_id: breachId, evidence_id: 'evd_1', generated_at: NOW.toISOString() });
    expect(done.map((t) => t.type)).toEqual(expected);
    for (const t of done) expect(t.resolved_by).toBe('evd_1');
  });

  it('explicit acknowledgement and cancellation', () => {
    const ack = acknowledgeTimer(breach[0], NOW, 'reported by phone');
    expect(ack).toMatchObject({ status: 'fulfilled', resolved_by: 'acknowledgement', resolution_note: 'reported by phone' });
    const cancelled = cancelTimer(dsr[0], NOW, 'request withdrawn');
    expect(cancelled).toMatchObject({ status: 'cancelled', resolved_by: 'cancellation', resolution_note: 'request withdrawn' });
    expect(() => acknowledgeTimer(ack, NOW)).toThrow(/already fulfilled/);
    expect(() => cancelTimer(cancelled, NOW, 'x')).toThrow(/already cancelled/);
  });
});

describe('status, days remaining and sweeping', () => {
  const [sla] = start(ev('dsr.received', { request_id: 'r1' }));
  it.each<[string, number, string, number | null]>([
    ['at start', 0, 'active', 90],
    ['half a day in', 0.5 * DAY, 'active', 90],
    ['one hour before the deadline', 90 * DAY - HOUR, 'active', 1],
    ['at the deadline', 90 * DAY, 'active', 0],
    ['one hour after', 90 * DAY + HOUR, 'overdue', 0],
    ['a day and a half after', 91.5 * DAY, 'overdue', -1],
  ])('%s', (_label, offset, status, days) => {
    expect(timerStatusAt(sla, at(offset))).toBe(status);
    expect(daysRemaining(sla, at(offset))).toBe(days);
  });

  it('closed timers keep their status and have no days remaining', () => {
    const done = acknowledgeTimer(sla, NOW);
    expect(timerStatusAt(done, at(100 * DAY))).toBe('fulfilled');
    expect(daysRemaining(done, NOW)).toBeNull();
  });

  it('sweepOverdue moves only active timers past their deadline', () => {
    const breach = start(ev('breach.detected', { breach_id: 'b1' }));
    const swept = sweepOverdue(breach, at(7 * HOUR));
    expect(swept.map((t) => [t.type, t.status])).toEqual([
      ['certin_notification', 'overdue'],
      ['dpbi_initial_intimation', 'overdue'],
    ]);
    expect(sweepOverdue(swept, at(8 * HOUR))).toEqual([]);
  });

  it('an immediate deadline is overdue as soon as time passes it', () => {
    const initial = start(ev('breach.detected', { breach_id: 'b1' }))[1];
    expect(timerStatusAt(initial, NOW)).toBe('active');
    expect(timerStatusAt(initial, at(1000))).toBe('overdue');
  });
});

describe('validateTimerQuery', () => {
  it.each([
    [{}, {}],
    [{ status: 'active' }, { status: 'active' }],
    [{ status: 'OVERDUE', type: 'dsr_sla', approaching_days: '7' }, { status: 'overdue', type: 'dsr_sla', approaching_days: 7 }],
    [{ approaching_days: 15 }, { approaching_days: 15 }],
    [{ status: '' }, {}],
  ])('accepts %j', (query, expected) => {
    expect(validateTimerQuery(query)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ status: 'open' }, 'status'],
    [{ type: 'sla' }, 'type'],
    [{ approaching_days: '-1' }, 'approaching_days'],
    [{ approaching_days: 'soon' }, 'approaching_days'],
    [{ approaching_days: '1.5' }, 'approaching_days'],
  ])('rejects %j', (query, path) => {
    const r = validateTimerQuery(query);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].path).toBe(path);
  });
});

describe('listTimers and summarizeTimers', () => {
  const ids = counterIds();
  const timers = [
    ...startTimers({ event: ev('dsr.received', { request_id: 'r1' }, at(-85 * DAY)), event_id: 'e1', session_id: null }, ids), // 5 days left
    ...startTimers({ event: ev('dsr.received', { request_id: 'r2' }, at(-80 * DAY)), event_id: 'e2', session_id: null }, ids), // 10 days left
    ...startTimers({ event: ev('dsr.received', { request_id: 'r3' }), event_id: 'e3', session_id: null }, ids), // 90 days left
    ...startTimers({ event: ev('breach.detected', { breach_id: 'b1' }, at(-10 * HOUR)), event_id: 'e4', session_id: null }, ids),
  ];
  const closed = acknowledgeTimer(startTimers({ event: ev('dsr.received', { request_id: 'r4' }), event_id: 'e5', session_id: null }, ids)[0], NOW);
  const everything = [...timers, closed];

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no filter, soonest first', {}, ['tmr_5', 'tmr_4', 'tmr_6', 'tmr_1', 'tmr_2', 'tmr_3', 'tmr_7']],
    ['status active', { status: 'active' }, ['tmr_6', 'tmr_1', 'tmr_2', 'tmr_3']],
    ['status overdue', { status: 'overdue' }, ['tmr_5', 'tmr_4']],
    ['status fulfilled', { status: 'fulfilled' }, ['tmr_7']],
    ['type', { type: 'dsr_sla', status: 'active' }, ['tmr_1', 'tmr_2', 'tmr_3']],
    ['approaching 7 days', { approaching_days: 7 }, ['tmr_6', 'tmr_1']],
    ['approaching 15 days', { approaching_days: 15 }, ['tmr_6', 'tmr_1', 'tmr_2']],
  ])('%s', (_label, query, expected) => {
    expect(listTimers(everything, query, NOW).map((t) => t.timer_id)).toEqual(expected);
  });

  it('shows status and days as of now', () => {
    const [first] = listTimers(everything, { type: 'dsr_sla', status: 'active' }, NOW);
    expect(first).toMatchObject({ timer_id: 'tmr_1', status: 'active', days_remaining: 5, request_id: 'r1' });
  });

  it('summarizes active, overdue and approaching timers', () => {
    expect(summarizeTimers(everything, NOW)).toEqual({ total_active: 4, overdue: 2, approaching_7_days: 2, approaching_15_days: 3 });
  });
});
