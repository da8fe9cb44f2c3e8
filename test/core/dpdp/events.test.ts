import { describe, expect, it } from 'vitest';
import { DPDP_EVENT_TYPES, normalizeEventType, parseIsoTimestamp, validateEvent } from '../../../src/core/dpdp/index';
import { counterIds, NOW } from './helpers';

describe('normalizeEventType', () => {
  it('knows the 26 types of the taxonomy and breach.notified', () => {
    expect(DPDP_EVENT_TYPES).toHaveLength(27);
    for (const t of DPDP_EVENT_TYPES) expect(normalizeEventType(t)).toBe(t);
  });

  it.each([
    ['consent_granted', 'consent.granted'],
    ['consent_collected', 'consent.granted'],
    ['consent.collected', 'consent.granted'],
    ['CONSENT_WITHDRAWN', 'consent.withdrawn'],
    ['consent_revoked', 'consent.withdrawn'],
    ['consent_declined', 'consent.refused'],
    ['child_parental_consent', 'child.parental_consent'],
    ['aggregate_fairness_metrics', 'aggregate.fairness_metrics'],
    ['  notice.shown ', 'notice.shown'],
    ['dsr_received', 'dsr.received'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeEventType(raw)).toBe(expected);
  });

  it.each(['consent', 'consent.maybe', 'user.login', 'child_parental', ''])('rejects %j', (raw) => {
    expect(normalizeEventType(raw)).toBeUndefined();
  });
});

describe('parseIsoTimestamp', () => {
  it.each([
    ['2025-06-01T12:00:00Z', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01T12:00:00.123456Z', '2025-06-01T12:00:00.123Z'],
    ['2025-06-01T17:30:00+05:30', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01T17:30:00+0530', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01T07:00:00-05', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01T12:00:00', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01 12:00', '2025-06-01T12:00:00.000Z'],
    ['2025-06-01', '2025-06-01T00:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('%s', (text, expected) => {
    expect(parseIsoTimestamp(text)?.toISOString()).toBe(expected);
  });

  it.each(['yesterday', '2025-02-30', '2025-06-01T12:00:00+15:00', '2025-13-01T00:00:00Z', '2025-06-01T24:00:00Z', '1717243200', '2025/06/01', '2025-06-01T12:00:00ZZ'])(
    'refuses %j',
    (text) => {
      expect(parseIsoTimestamp(text)).toBeNull();
    },
  );
});

describe('validateEvent', () => {
  const ok = (raw: unknown) => {
    const r = validateEvent(raw, NOW, counterIds());
    if (r.status !== 'recorded') throw new Error(`rejected: ${r.reason}`);
    return r;
  };

  it('records a valid event with the server time when no timestamp is sent', () => {
    const r = ok({ type: 'notice.shown', data: { user_id: 'u1' } });
    expect(r.event).toEqual({ type: 'notice.shown', timestamp: NOW.toISOString(), data: { user_id: 'u1' } });
  });

  it('merges flat fields into data, data winning on conflict', () => {
    const r = ok({ type: 'consent_collected', user_id: 'u1', purpose: 'flat', method: 'checkbox', data: { purpose: 'loan' } });
    expect(r.event.type).toBe('consent.granted');
    expect(r.event.data).toEqual({ user_id: 'u1', purpose: 'loan', method: 'checkbox' });
  });

  it('accepts an event without data', () => {
    expect(ok({ type: 'decision.made' }).event.data).toEqual({});
  });

  it('keeps a past timestamp and normalizes it', () => {
    expect(ok({ type: 'notice.shown', data: {}, timestamp: '2025-05-01T10:00:00+05:30' }).event.timestamp).toBe('2025-05-01T04:30:00.000Z');
  });

  it('allows a timestamp up to 5 minutes ahead (clock skew)', () => {
    expect(ok({ type: 'notice.shown', data: {}, timestamp: '2025-06-01T12:05:00Z' }).event.timestamp).toBe('2025-06-01T12:05:00.000Z');
  });

  it('generates request_id for dsr.received and breach_id for breach.detected when missing', () => {
    const ids = counterIds();
    const dsr = validateEvent({ type: 'dsr.received', data: { user_id: 'u1' } }, NOW, ids);
    const breach = validateEvent({ type: 'breach.detected', data: {} }, NOW, ids);
    expect(dsr).toMatchObject({ status: 'recorded', generated: { request_id: 'dsr_1' }, event: { data: { request_id: 'dsr_1' } } });
    expect(breach).toMatchObject({ status: 'recorded', generated: { breach_id: 'brc_1' }, event: { data: { breach_id: 'brc_1' } } });
  });

  it('keeps identifiers the caller sent', () => {
    const r = ok({ type: 'dsr.received', data: { request_id: 'R-9' } });
    expect(r.generated).toEqual({});
    expect(r.event.data.request_id).toBe('R-9');
  });

  it.each([
    ['not an object', 'consent.granted', /must be an object/],
    ['missing type', { data: {} }, /type is required/],
    ['unknown type', { type: 'user.login', data: {} }, /unknown event type "user.login"/],
    ['data an array', { type: 'notice.shown', data: [] }, /data must be an object/],
    ['data a string', { type: 'notice.shown', data: 'x' }, /data must be an object/],
    ['data null', { type: 'notice.shown', data: null }, /data must be an object/],
    ['timestamp not ISO', { type: 'notice.shown', data: {}, timestamp: 'yesterday' }, /ISO 8601/],
    ['timestamp a number', { type: 'notice.shown', data: {}, timestamp: 1717243200000 }, /ISO 8601/],
    ['timestamp in the future', { type: 'notice.shown', data: {}, timestamp: '2025-06-01T12:05:01Z' }, /5 minutes in the future/],
    ['retention.started without retention_days', { type: 'retention.started', data: { user_id: 'u1' } }, /retention_days as a positive integer/],
    ['retention_days zero', { type: 'retention.started', data: { user_id: 'u1', retention_days: 0 } }, /positive integer/],
    ['retention_days fractional', { type: 'retention.started', data: { user_id: 'u1', retention_days: 2.5 } }, /positive integer/],
    ['retention_days as string', { type: 'retention.started', data: { user_id: 'u1', retention_days: '30' } }, /positive integer/],
    ['retention.started without user_id', { type: 'retention.started', data: { retention_days: 30 } }, /needs data.user_id/],
    ['erasure.executed without user_id', { type: 'erasure.executed', data: {} }, /needs data.user_id/],
    ['dsr.responded without request_id', { type: 'dsr.responded', data: {} }, /needs data.request_id/],
    ['dsr.acknowledged without request_id', { type: 'dsr_acknowledged', data: {} }, /needs data.request_id/],
    ['user_id an object', { type: 'notice.shown', data: { user_id: { a: 1 } } }, /user_id must be/],
    ['blank purpose', { type: 'consent.granted', data: { purpose: ' ' } }, /purpose must be a non-blank string/],
    ['deeply nested data', { type: 'notice.shown', data: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) }, /nested deeper/],
  ])('rejects %s', (_label, raw, reason) => {
    const r = validateEvent(raw, NOW, counterIds());
    expect(r.status).toBe('rejected');
    if (r.status === 'rejected') expect(r.reason).toMatch(reason);
  });

  it('names the normalized type of a rejected event', () => {
    const r = validateEvent({ type: 'retention_started', data: {} }, NOW, counterIds());
    expect(r).toMatchObject({ status: 'rejected', type: 'retention.started' });
  });
});
