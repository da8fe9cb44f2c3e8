import { isBlank } from '../text';
import { acceptedId, ID_RULE, type IdPrefix, idString, isPlainObject, type JsonObject, type NewId } from './types';

export const DPDP_EVENT_TYPES = [
  'notice.shown',
  'consent.granted',
  'consent.refused',
  'consent.withdrawn',
  'decision.made',
  'explanation.shown',
  'appeal.opened',
  'appeal.resolved',
  'dsr.received',
  'dsr.acknowledged',
  'dsr.responded',
  'dsr.escalated',
  'data.collected',
  'data.shared',
  'data.transferred',
  'retention.started',
  'erasure.executed',
  'breach.detected',
  'breach.notified',
  'child.detected',
  'child.parental_consent',
  'child.tracking_attempted',
  'child.aged_out',
  'model.deployed',
  'model.retrained',
  'aggregate.fairness_metrics',
  'aggregate.decision_stats',
] as const;
export type DpdpEventType = (typeof DPDP_EVENT_TYPES)[number];

const KNOWN_TYPES: ReadonlySet<string> = new Set(DPDP_EVENT_TYPES);

/** Other names clients use for the same event (the Python readme sends `consent_collected`). */
export const EVENT_TYPE_ALIASES: Readonly<Record<string, DpdpEventType>> = {
  'consent.collected': 'consent.granted',
  'consent.given': 'consent.granted',
  'consent.revoked': 'consent.withdrawn',
  'consent.denied': 'consent.refused',
  'consent.declined': 'consent.refused',
};

/**
 * Dotted types pass through; underscore spellings turn their first underscore into the
 * dot (`consent_granted`, `child_parental_consent` → `child.parental_consent`).
 */
export function normalizeEventType(raw: string): DpdpEventType | undefined {
  let key = raw.trim().toLowerCase();
  if (!key.includes('.')) key = key.replace('_', '.');
  if (KNOWN_TYPES.has(key)) return key as DpdpEventType;
  return EVENT_TYPE_ALIASES[key];
}

/** A validated event, ready to be recorded. `timestamp` is normalized to `toISOString()` form. */
export interface DpdpEvent {
  type: DpdpEventType;
  timestamp: string;
  data: JsonObject;
}

export type EventCheck =
  | { status: 'recorded'; event: DpdpEvent; generated: { request_id?: string; breach_id?: string } }
  | { status: 'rejected'; type: string | null; reason: string };

export const MAX_FUTURE_SKEW_MS = 5 * 60_000;
/** Deeper `data` is refused so that canonical JSON and hashing never recurse without bound. */
export const MAX_DATA_DEPTH = 32;

/** Keys of an event that are not payload; everything else found flat beside `type` joins `data`. */
const ENVELOPE_KEYS = new Set(['type', 'data', 'timestamp']);

type Requirement =
  | { field: string; kind: 'positive_integer'; why: string }
  | { field: string; kind: 'identifier'; why: string; generate?: IdPrefix }
  | { field: string; kind: 'one_of'; why: string; values: readonly string[]; aliases?: Readonly<Record<string, string>> };

/** The notification duties a `breach.notified` event can report as filed (timer types). */
const BREACH_NOTIFICATIONS = ['certin_notification', 'dpbi_initial_intimation', 'dpbi_detailed_report', 'principal_intimation'];
/** Shorter names for them that callers may send. */
const BREACH_NOTIFICATION_ALIASES: Readonly<Record<string, string>> = {
  certin: 'certin_notification',
  'cert-in': 'certin_notification',
  board_initial: 'dpbi_initial_intimation',
  board_detailed: 'dpbi_detailed_report',
  data_principals: 'principal_intimation',
};

/**
 * Fields an event type cannot do without. Opening events of a DSR or breach get an
 * identifier generated when none is sent (the caller learns it from the result);
 * follow-up events must name what they refer to, or no timer could ever match them.
 */
export const EVENT_REQUIREMENTS: Readonly<Partial<Record<DpdpEventType, readonly Requirement[]>>> = {
  'retention.started': [
    { field: 'retention_days', kind: 'positive_integer', why: 'it sets the erasure deadlines (Rule 8)' },
    { field: 'user_id', kind: 'identifier', why: 'the erasure timers belong to one data principal' },
  ],
  'erasure.executed': [{ field: 'user_id', kind: 'identifier', why: 'it closes that user\'s erasure timers' }],
  'dsr.received': [{ field: 'request_id', kind: 'identifier', why: 'it keys the 90-day SLA', generate: 'dsr_' }],
  'dsr.acknowledged': [{ field: 'request_id', kind: 'identifier', why: 'it must name the request it acknowledges' }],
  'dsr.responded': [{ field: 'request_id', kind: 'identifier', why: 'it closes the SLA timer of that request' }],
  'dsr.escalated': [{ field: 'request_id', kind: 'identifier', why: 'it must name the request it escalates' }],
  'breach.detected': [{ field: 'breach_id', kind: 'identifier', why: 'it keys the breach timers', generate: 'brc_' }],
  // A filed notification: the only thing that closes a breach timer (decisions §6).
  'breach.notified': [
    { field: 'breach_id', kind: 'identifier', why: 'it closes a notification timer of that breach' },
    {
      field: 'notification',
      kind: 'one_of',
      why: 'it names the duty discharged',
      values: BREACH_NOTIFICATIONS,
      aliases: BREACH_NOTIFICATION_ALIASES,
    },
    { field: 'submission_reference', kind: 'identifier', why: 'a notification counts as filed only with the reference the recipient gave' },
  ],
};

/** Timestamp fields inside `data` that an event type may carry besides its own timestamp. */
const DATA_TIMESTAMPS: Readonly<Partial<Record<DpdpEventType, string>>> = { 'breach.notified': 'submitted_at' };

/** Fields that, when present on any event, must be usable as identifiers. */
const IDENTIFIER_FIELDS = ['user_id', 'request_id', 'breach_id'] as const;

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Parses an ISO 8601 calendar date or date-time. A time without an offset is taken as
 * UTC (Python's `datetime.utcnow().isoformat()` sends exactly that). Impossible dates
 * such as 2025-02-30 are refused rather than rolled over.
 */
export function parseIsoTimestamp(text: string): Date | null {
  const m = ISO_8601.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '0', zone = 'Z'] = m;
  if (+mo < 1 || +mo > 12 || +d < 1 || +h > 23 || +mi > 59 || +s > 59) return null;
  if (+d > new Date(Date.UTC(+y, +mo, 0)).getUTCDate()) return null;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const [oh, om] = [+digits.slice(0, 2), +(digits.slice(2) || '0')];
    if (oh > 14 || om > 59) return null;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  date.setUTCFullYear(+y, +mo - 1, +d);
  date.setUTCHours(+h, +mi - offsetMinutes, +s, +fraction.padEnd(3, '0').slice(0, 3));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Iterative so that a hostile payload cannot overflow the stack while being measured. */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

function reject(type: string | null, reason: string): EventCheck {
  return { status: 'rejected', type, reason };
}

/** Applies decisions §6: an event is recorded or rejected with the reason. */
export function validateEvent(raw: unknown, now: Date, newId: NewId): EventCheck {
  if (!isPlainObject(raw)) return reject(null, 'event must be an object with a type');
  if (typeof raw.type !== 'string' || raw.type.trim() === '') return reject(null, 'type is required');
  const type = normalizeEventType(raw.type);
  if (!type) return reject(raw.type, `unknown event type "${raw.type}"`);

  if ('data' in raw && !isPlainObject(raw.data)) return reject(type, 'data must be an object');
  const data: JsonObject = {};
  for (const [key, value] of Object.entries(raw)) if (!ENVELOPE_KEYS.has(key)) data[key] = value;
  // An explicit data object wins over a flat field of the same name.
  if (isPlainObject(raw.data)) Object.assign(data, raw.data);
  if (exceedsDepth(data, MAX_DATA_DEPTH)) return reject(type, `data is nested deeper than ${MAX_DATA_DEPTH} levels`);

  let at = now;
  if (raw.timestamp !== undefined && raw.timestamp !== null) {
    const parsed = typeof raw.timestamp === 'string' ? parseIsoTimestamp(raw.timestamp) : null;
    if (!parsed) return reject(type, 'timestamp must be an ISO 8601 date-time string');
    if (parsed.getTime() - now.getTime() > MAX_FUTURE_SKEW_MS) {
      return reject(type, 'timestamp is more than 5 minutes in the future');
    }
    at = parsed;
  }

  for (const field of IDENTIFIER_FIELDS) {
    if (data[field] !== undefined && data[field] !== null && acceptedId(data[field]) === undefined) {
      return reject(type, `data.${field} must be ${ID_RULE}`);
    }
  }
  if (data.purpose !== undefined && data.purpose !== null) {
    if (typeof data.purpose !== 'string' || isBlank(data.purpose)) {
      return reject(type, 'data.purpose must be a non-blank string');
    }
  }

  const generated: { request_id?: string; breach_id?: string } = {};
  for (const req of EVENT_REQUIREMENTS[type] ?? []) {
    const value = data[req.field];
    if (req.kind === 'positive_integer') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
        return reject(type, `${type} needs data.${req.field} as a positive integer: ${req.why}`);
      }
    } else if (req.kind === 'one_of') {
      const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
      const canonical = req.values.includes(key) ? key : req.aliases?.[key];
      if (!canonical) return reject(type, `${type} needs data.${req.field}, one of ${req.values.join(', ')}: ${req.why}`);
      data[req.field] = canonical;
    } else if (idString(value) === undefined) {
      if (!req.generate) return reject(type, `${type} needs data.${req.field}: ${req.why}`);
      const id = newId(req.generate);
      data[req.field] = id;
      generated[req.field as 'request_id' | 'breach_id'] = id;
    }
  }

  const timestampField = DATA_TIMESTAMPS[type];
  if (timestampField !== undefined && data[timestampField] !== undefined && data[timestampField] !== null) {
    const value = data[timestampField];
    const parsed = typeof value === 'string' ? parseIsoTimestamp(value) : null;
    if (!parsed) return reject(type, `data.${timestampField} must be an ISO 8601 date-time string`);
    if (parsed.getTime() - now.getTime() > MAX_FUTURE_SKEW_MS) return reject(type, `data.${timestampField} is in the future`);
    data[timestampField] = parsed.toISOString();
  }

  return { status: 'recorded', event: { type, timestamp: at.toISOString(), data }, generated };
}
