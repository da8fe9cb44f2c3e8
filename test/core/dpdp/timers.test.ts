import { describe, expect, it } from 'vitest';
import {
  acknowledgeTimer,
  alertAtMs,
  cancelTimer,
  daysRemaining,
  type DpdpEvent,
  type DpdpEventType,
  fulfilTimersByEvent,
  listTimers,
  startTimers,
  summarizeTimers,
  sweepOverdue,
  type Timer,
  timerStatusAt,
  timerView,
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
        ['principal_intimation', 0],
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

  it('a late response closes an overdue timer as fulfilled_late', () => {
    const overdue = sweepOverdue(dsr, at(91 * DAY));
    const done = fulfilTimersByEvent(overdue, ev('dsr.responded', { request_id: 'r1' }, at(92 * DAY)), 'evt_9');
    expect(done).toHaveLength(1);
    expect(done[0].status).toBe('fulfilled_late');
  });

  it('does not fulfil a timer twice', () => {
    const done = fulfilTimersByEvent(all, ev('dsr.responded', { request_id: 'r1' }), 'evt_9');
    expect(fulfilTimersByEvent(done, ev('dsr.responded', { request_id: 'r1' }), 'evt_10')).toEqual([]);
  });

  // Only a filed notification closes a breach timer, and only the one it names; late filing is fulfilled_late.
  it.each<[string, Record<string, unknown>, number, Array<[string, string]>]>([
    ['CERT-In filed in time', { breach_id: 'b1', notification: 'certin_notification', submission_reference: 'CERTIN-1' }, 5 * HOUR, [['certin_notification', 'fulfilled']]],
    ['CERT-In filed after 6 hours', { breach_id: 'b1', notification: 'certin_notification', submission_reference: 'CERTIN-1' }, 7 * HOUR, [['certin_notification', 'fulfilled_late']]],
    ['Board intimation within the 24 h target', { breach_id: 'b1', notification: 'dpbi_initial_intimation', submission_reference: 'DPB-1' }, 20 * HOUR, [['dpbi_initial_intimation', 'fulfilled']]],
    ['Board intimation after the target', { breach_id: 'b1', notification: 'dpbi_initial_intimation', submission_reference: 'DPB-1' }, 30 * HOUR, [['dpbi_initial_intimation', 'fulfilled_late']]],
    ['principals told', { breach_id: 'b1', notification: 'principal_intimation', submission_reference: 'mail-batch-7' }, HOUR, [['principal_intimation', 'fulfilled']]],
    ['detailed report at 80 h', { breach_id: 'b1', notification: 'dpbi_detailed_report', submission_reference: 'DPB-2' }, 80 * HOUR, [['dpbi_detailed_report', 'fulfilled_late']]],
    ['another breach closes nothing', { breach_id: 'b2', notification: 'certin_notification', submission_reference: 'X' }, HOUR, []],
  ])('breach.notified: %s', (_label, data, offset, expected) => {
    const done = fulfilTimersByEvent(all, ev('breach.notified', { ...data, submitted_at: at(offset).toISOString() }, at(offset)), 'evt_n');
    expect(done.map((t) => [t.type, t.status])).toEqual(expected);
    for (const t of done) expect(t).toMatchObject({ resolved_by: 'evt_n', resolved_at: at(offset).toISOString(), submission_reference: data.submission_reference });
  });

  it('the submission time, not the report time, decides lateness', () => {
    const event = ev('breach.notified', { breach_id: 'b1', notification: 'certin_notification', submission_reference: 'C', submitted_at: at(2 * HOUR).toISOString() }, at(10 * HOUR));
    expect(fulfilTimersByEvent(all, event, 'evt_n')[0]).toMatchObject({ status: 'fulfilled', resolved_at: at(2 * HOUR).toISOString() });
  });

  it('explicit acknowledgement and cancellation', () => {
    const ack = acknowledgeTimer(breach[0], NOW, { note: 'reported by phone', submission_reference: 'CERTIN-42' });
    expect(ack).toMatchObject({ status: 'fulfilled', resolved_by: 'acknowledgement', resolution_note: 'reported by phone', submission_reference: 'CERTIN-42' });
    expect(acknowledgeTimer(breach[0], at(7 * HOUR)).status).toBe('fulfilled_late');
    expect(acknowledgeTimer(breach[0], at(7 * HOUR), { submitted_at: at(HOUR) }).status).toBe('fulfilled');
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

  it('sweepOverdue moves only active timers past the time they turn overdue', () => {
    const breach = start(ev('breach.detected', { breach_id: 'b1' }));
    const swept = sweepOverdue(breach, at(7 * HOUR));
    expect(swept.map((t) => [t.type, t.status])).toEqual([['certin_notification', 'overdue']]);
    expect(sweepOverdue(swept, at(8 * HOUR))).toEqual([]);
    expect(sweepOverdue(breach, at(25 * HOUR)).map((t) => t.type)).toEqual(['certin_notification', 'dpbi_initial_intimation', 'principal_intimation']);
  });

  // "Without delay": the deadline is the detection time (due now), overdue only after the operational target.
  it.each<[string, number | undefined, number, string]>([
    ['at detection', undefined, 0, 'active'],
    ['a second later', undefined, 1000, 'active'],
    ['23 hours later', undefined, 23 * HOUR, 'active'],
    ['25 hours later', undefined, 25 * HOUR, 'overdue'],
    ['a 2-hour target, 3 hours later', 2 * HOUR, 3 * HOUR, 'overdue'],
    ['a 2-hour target, 1 hour later', 2 * HOUR, HOUR, 'active'],
  ])('without delay: %s', (_label, target, offset, status) => {
    const breach = startTimers({ event: ev('breach.detected', { breach_id: 'b1' }), event_id: 'e', session_id: null }, counterIds(), { withoutDelayTargetMs: target });
    for (const timer of breach.filter((t) => t.without_delay)) {
      expect(timer.deadline).toBe(NOW.toISOString());
      expect(timerStatusAt(timer, at(offset))).toBe(status);
    }
    expect(breach.filter((t) => t.without_delay).map((t) => t.type)).toEqual(['dpbi_initial_intimation', 'principal_intimation']);
  });

  // The DPDP Rules' breach, erasure and DSR duties apply from 13 May 2027; CERT-In's since 2022.
  it.each<[string, string, boolean]>([
    ['certin_notification', '2026-11-25T00:00:00Z', true],
    ['dpbi_detailed_report', '2026-11-25T00:00:00Z', false],
    ['principal_intimation', '2027-05-12T23:59:59Z', false],
    ['principal_intimation', '2027-05-13T00:00:00Z', true],
  ])('in force: %s on %s', (type, when, inForce) => {
    const timer = start(ev('breach.detected', { breach_id: 'b1' })).find((t) => t.type === type)!;
    expect(timerView(timer, new Date(when))).toMatchObject({ in_force: inForce, in_force_from: type === 'certin_notification' ? '2022-06-27' : '2027-05-13' });
  });

  it('exact deadlines turn overdue at the deadline', () => {
    const [certin] = start(ev('breach.detected', { breach_id: 'b1' }));
    expect(certin.overdue_at).toBe(certin.deadline);
    expect(timerStatusAt(certin, at(6 * HOUR + 1000))).toBe('overdue');
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
    // 10 hours ago: CERT-In (tmr_4) overdue; the Board (tmr_5) and principals (tmr_7) due "without delay" but within the 24 h target.
    ...startTimers({ event: ev('breach.detected', { breach_id: 'b1' }, at(-10 * HOUR)), event_id: 'e4', session_id: null }, ids),
  ];
  const closed = acknowledgeTimer(startTimers({ event: ev('dsr.received', { request_id: 'r4' }), event_id: 'e5', session_id: null }, ids)[0], NOW);
  const everything = [...timers, closed];

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no filter, soonest first', {}, ['tmr_5', 'tmr_7', 'tmr_4', 'tmr_6', 'tmr_1', 'tmr_2', 'tmr_3', 'tmr_8']],
    ['status active', { status: 'active' }, ['tmr_5', 'tmr_7', 'tmr_6', 'tmr_1', 'tmr_2', 'tmr_3']],
    ['status overdue', { status: 'overdue' }, ['tmr_4']],
    ['status fulfilled', { status: 'fulfilled' }, ['tmr_8']],
    ['type', { type: 'dsr_sla', status: 'active' }, ['tmr_1', 'tmr_2', 'tmr_3']],
    ['approaching 7 days', { approaching_days: 7 }, ['tmr_5', 'tmr_7', 'tmr_6', 'tmr_1']],
    ['approaching 15 days', { approaching_days: 15 }, ['tmr_5', 'tmr_7', 'tmr_6', 'tmr_1', 'tmr_2']],
  ])('%s', (_label, query, expected) => {
    expect(listTimers(everything, query, NOW).map((t) => t.timer_id)).toEqual(expected);
  });

  it('shows status and days as of now', () => {
    const [first] = listTimers(everything, { type: 'dsr_sla', status: 'active' }, NOW);
    expect(first).toMatchObject({ timer_id: 'tmr_1', status: 'active', days_remaining: 5, request_id: 'r1' });
  });

  it('summarizes active, overdue and approaching timers', () => {
    expect(summarizeTimers(everything, NOW)).toEqual({ total_active: 6, overdue: 1, approaching_7_days: 4, approaching_15_days: 5 });
  });
});
