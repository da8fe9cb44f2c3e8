import { CERT_IN_DIRECTIONS, DAY_MS, DPDP_RULES, HOUR_MS } from './constants';
import type { DpdpEvent, DpdpEventType } from './events';
import { type Checked, type FieldIssue, idString, isPlainObject, type NewId } from './types';

export const TIMER_TYPES = [
  'dsr_sla',
  'certin_notification',
  'dpbi_initial_intimation',
  'dpbi_detailed_report',
  'principal_intimation',
  'pre_erasure_notice',
  'erasure_execution',
] as const;
export type TimerType = (typeof TIMER_TYPES)[number];

export const TIMER_STATUSES = ['active', 'fulfilled', 'fulfilled_late', 'overdue', 'cancelled'] as const;
export type TimerStatus = (typeof TIMER_STATUSES)[number];

export interface Timer {
  timer_id: string;
  type: TimerType;
  /** Stored status; `overdue` is reached by `sweepOverdue` (or computed by `timerStatusAt`). */
  status: TimerStatus;
  section: string;
  description: string;
  /** The triggering event's timestamp: deadlines run from when the fact occurred, not when it was reported. */
  started_at: string;
  /** The legal deadline; for a "without delay" duty, the moment the fact occurred (due now). */
  deadline: string;
  /**
   * When an open timer turns `overdue`: the deadline itself, except for "without delay"
   * duties, which get the operational target after it (decisions.md, DPDP timers).
   */
  overdue_at: string;
  /** Set on duties the law says to discharge "without delay" (no fixed period). */
  without_delay?: true;
  alert_at: string;
  event_id: string;
  session_id: string | null;
  org_id?: string;
  request_id?: string;
  user_id?: string;
  breach_id?: string;
  /** When the duty was discharged: the submission time for a notification. */
  resolved_at?: string;
  /** Event id, or `acknowledgement` / `cancellation`. */
  resolved_by?: string;
  /** The regulator's or channel's reference of the submission that closed a notification timer. */
  submission_reference?: string;
  resolution_note?: string;
}

interface TimerRule {
  type: TimerType;
  trigger: DpdpEventType;
  section: string;
  description: string;
  /** Time from the triggering event to the deadline; 0 is "immediate". */
  windowMs: (event: DpdpEvent) => number;
  /** A "without delay" duty: due at once, overdue only after the operational target. */
  withoutDelay?: true;
  /** The date (UTC) from which the obligation is in force (phase-in of the DPDP Rules). */
  inForceFrom: string;
}

/**
 * Rules 3, 5-16, 22 and 23 of the DPDP Rules, 2025 come into force 18 months after
 * their publication of 13 November 2025 (Rule 1(3)); CERT-In's Directions of 28 April
 * 2022 took effect 60 days after issue.
 */
export const DPDP_RULES_IN_FORCE = '2027-05-13';
export const CERT_IN_IN_FORCE = '2022-06-27';

/** Default operational target for "without delay" duties: they turn overdue this long after the fact. */
export const DEFAULT_WITHOUT_DELAY_TARGET_MS = 24 * HOUR_MS;

export interface TimerOptions {
  /** How long after the fact a "without delay" duty turns overdue. */
  withoutDelayTargetMs?: number;
}

const retentionMs = (event: DpdpEvent): number => (event.data.retention_days as number) * DAY_MS;

/** The automatic timers of the spec's table, in the order they are started. */
export const TIMER_RULES: readonly TimerRule[] = [
  {
    type: 'dsr_sla',
    trigger: 'dsr.received',
    section: DPDP_RULES.dsr_sla,
    description: 'Respond to the data principal request within 90 days.',
    windowMs: () => 90 * DAY_MS,
    inForceFrom: DPDP_RULES_IN_FORCE,
  },
  {
    type: 'certin_notification',
    trigger: 'breach.detected',
    section: CERT_IN_DIRECTIONS,
    description: 'Report the cyber incident to CERT-In within 6 hours of noticing it.',
    windowMs: () => 6 * HOUR_MS,
    inForceFrom: CERT_IN_IN_FORCE,
  },
  {
    type: 'dpbi_initial_intimation',
    trigger: 'breach.detected',
    section: `${DPDP_RULES.breach_intimation_board}(a)`,
    description: 'Intimate the Data Protection Board of the breach without delay.',
    windowMs: () => 0,
    withoutDelay: true,
    inForceFrom: DPDP_RULES_IN_FORCE,
  },
  {
    type: 'dpbi_detailed_report',
    trigger: 'breach.detected',
    section: `${DPDP_RULES.breach_intimation_board}(b)`,
    description: 'Send the Board the detailed breach report within 72 hours of becoming aware of it.',
    windowMs: () => 72 * HOUR_MS,
    inForceFrom: DPDP_RULES_IN_FORCE,
  },
  {
    type: 'principal_intimation',
    trigger: 'breach.detected',
    section: DPDP_RULES.breach_intimation_principal,
    description: 'Intimate each affected data principal of the breach without delay, in concise, clear and plain language.',
    windowMs: () => 0,
    withoutDelay: true,
    inForceFrom: DPDP_RULES_IN_FORCE,
  },
  {
    type: 'pre_erasure_notice',
    trigger: 'retention.started',
    section: DPDP_RULES.pre_erasure_notice,
    description: 'Inform the data principal at least 48 hours before the personal data is erased.',
    // A retention period of two days or less leaves no time: the notice is due at once.
    windowMs: (event) => Math.max(0, retentionMs(event) - 2 * DAY_MS),
    inForceFrom: DPDP_RULES_IN_FORCE,
  },
  {
    type: 'erasure_execution',
    trigger: 'retention.started',
    section: `${DPDP_RULES.retention_erasure}; S.8(7)`,
    description: 'Erase the personal data when the retention period ends.',
    windowMs: retentionMs,
    inForceFrom: DPDP_RULES_IN_FORCE,
  },
];

const RULE_BY_TYPE: ReadonlyMap<TimerType, TimerRule> = new Map(TIMER_RULES.map((r) => [r.type, r]));

/** The notification timers a `breach.notified` event can close, one per recipient. */
export const NOTIFICATION_TIMER_TYPES = ['certin_notification', 'dpbi_initial_intimation', 'dpbi_detailed_report', 'principal_intimation'] as const;
export type NotificationTimerType = (typeof NOTIFICATION_TIMER_TYPES)[number];

/** A duty the law says to discharge "without delay": due at once, overdue after the operational target. */
export function isWithoutDelay(type: TimerType): boolean {
  return RULE_BY_TYPE.get(type)?.withoutDelay === true;
}

export function isNotificationTimer(type: TimerType): type is NotificationTimerType {
  return (NOTIFICATION_TIMER_TYPES as readonly string[]).includes(type);
}

/** Warning lead: 20% of the window, never less than an hour; immediate deadlines alert at once. */
export function alertAtMs(startMs: number, deadlineMs: number): number {
  const window = deadlineMs - startMs;
  const lead = Math.max(0.2 * window, HOUR_MS);
  return Math.max(startMs, deadlineMs - lead);
}

export interface TimerTrigger {
  event: DpdpEvent;
  event_id: string;
  session_id: string | null;
  org_id?: string;
}

/** Timers a recorded event starts (none for most types). */
export function startTimers(trigger: TimerTrigger, newId: NewId, options: TimerOptions = {}): Timer[] {
  const targetMs = options.withoutDelayTargetMs ?? DEFAULT_WITHOUT_DELAY_TARGET_MS;
  const { event } = trigger;
  const startMs = Date.parse(event.timestamp);
  const carried: Partial<Pick<Timer, 'request_id' | 'user_id' | 'breach_id'>> = {};
  for (const key of ['request_id', 'user_id', 'breach_id'] as const) {
    const id = idString(event.data[key]);
    if (id !== undefined) carried[key] = id;
  }
  return TIMER_RULES.filter((rule) => rule.trigger === event.type).map((rule) => {
    const deadlineMs = startMs + rule.windowMs(event);
    const overdueMs = rule.withoutDelay ? deadlineMs + targetMs : deadlineMs;
    return {
      timer_id: newId('tmr_'),
      type: rule.type,
      status: 'active',
      section: rule.section,
      description: rule.description,
      started_at: event.timestamp,
      deadline: new Date(deadlineMs).toISOString(),
      overdue_at: new Date(overdueMs).toISOString(),
      ...(rule.withoutDelay ? { without_delay: true as const } : {}),
      alert_at: new Date(alertAtMs(startMs, overdueMs)).toISOString(),
      event_id: trigger.event_id,
      session_id: trigger.session_id,
      ...(trigger.org_id !== undefined ? { org_id: trigger.org_id } : {}),
      ...carried,
    };
  });
}

export function isOpen(timer: Pick<Timer, 'status'>): boolean {
  return timer.status === 'active' || timer.status === 'overdue';
}

/** Discharged by `at`: `fulfilled_late` when that is after the timer turned (or would turn) overdue. */
export function fulfilmentStatus(timer: Pick<Timer, 'overdue_at'>, at: string): 'fulfilled' | 'fulfilled_late' {
  return Date.parse(at) > Date.parse(timer.overdue_at) ? 'fulfilled_late' : 'fulfilled';
}

interface Resolution {
  at: string;
  by: string;
  note?: string;
  submission_reference?: string;
}

function resolve(timer: Timer, status: 'fulfilled' | 'fulfilled_late' | 'cancelled', r: Resolution): Timer {
  return {
    ...timer,
    status,
    resolved_at: r.at,
    resolved_by: r.by,
    ...(r.note ? { resolution_note: r.note } : {}),
    ...(r.submission_reference ? { submission_reference: r.submission_reference } : {}),
  };
}

const fulfil = (timer: Timer, r: Resolution): Timer => resolve(timer, fulfilmentStatus(timer, r.at), r);

/**
 * Timers that a recorded event fulfils, returned updated (`fulfilled_late` after the
 * deadline): `dsr.responded` closes `dsr_sla` of the same request; `erasure.executed`
 * closes both erasure timers of the same user; `breach.notified` closes the one
 * notification timer of that breach it names, as of its `submitted_at`. Generating an
 * evidence packet closes nothing: preparing a notification is not filing it.
 */
export function fulfilTimersByEvent(timers: readonly Timer[], event: DpdpEvent, eventId: string): Timer[] {
  const requestId = idString(event.data.request_id);
  const userId = idString(event.data.user_id);
  const breachId = idString(event.data.breach_id);
  const matches = (t: Timer): boolean => {
    if (event.type === 'dsr.responded') return t.type === 'dsr_sla' && t.request_id === requestId;
    if (event.type === 'erasure.executed') {
      return (t.type === 'pre_erasure_notice' || t.type === 'erasure_execution') && t.user_id === userId;
    }
    if (event.type === 'breach.notified') return t.type === event.data.notification && t.breach_id === breachId;
    return false;
  };
  const submitted = event.type === 'breach.notified';
  const resolution: Resolution = {
    at: submitted && typeof event.data.submitted_at === 'string' ? event.data.submitted_at : event.timestamp,
    by: eventId,
    ...(submitted ? { submission_reference: String(event.data.submission_reference) } : {}),
  };
  return timers.filter((t) => isOpen(t) && matches(t)).map((t) => fulfil(t, resolution));
}

export interface Acknowledgement {
  note?: string;
  /** Required for notification timers: what the regulator or channel returned for the filing. */
  submission_reference?: string;
  /** When the duty was discharged (default: now); not in the future. */
  submitted_at?: Date;
}

/** Explicit acknowledgement that the duty was discharged outside the API; any open timer. */
export function acknowledgeTimer(timer: Timer, at: Date, ack: Acknowledgement = {}): Timer {
  if (!isOpen(timer)) throw new Error(`timer ${timer.timer_id} is already ${timer.status}`);
  return fulfil(timer, {
    at: (ack.submitted_at ?? at).toISOString(),
    by: 'acknowledgement',
    note: ack.note,
    submission_reference: ack.submission_reference,
  });
}

/** The duty no longer applies (e.g. the request was withdrawn); the reason is kept for audit. */
export function cancelTimer(timer: Timer, at: Date, reason: string): Timer {
  if (!isOpen(timer)) throw new Error(`timer ${timer.timer_id} is already ${timer.status}`);
  return resolve(timer, 'cancelled', { at: at.toISOString(), by: 'cancellation', note: reason });
}

/** An open timer is overdue once `now` is past its `overdue_at` (the deadline, or the target of a "without delay" duty). */
export function timerStatusAt(timer: Timer, now: Date): TimerStatus {
  if (!isOpen(timer)) return timer.status;
  return now.getTime() > Date.parse(timer.overdue_at) ? 'overdue' : 'active';
}

/** Whole days to the deadline, a started day counting as one; negative when overdue; null when closed. */
export function daysRemaining(timer: Timer, now: Date): number | null {
  if (!isOpen(timer)) return null;
  const days = Math.ceil((Date.parse(timer.deadline) - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0 in JSON output
}

/** Active timers that have passed their deadline, moved to `overdue`, for the background sweeper. */
export function sweepOverdue(timers: readonly Timer[], now: Date): Timer[] {
  return timers
    .filter((t) => t.status === 'active' && timerStatusAt(t, now) === 'overdue')
    .map((t) => ({ ...t, status: 'overdue' as const }));
}

export interface TimerQuery {
  status?: TimerStatus;
  type?: TimerType;
  approaching_days?: number;
}

/** Query values arrive as strings from the URL; absent or empty means no filter. */
export function validateTimerQuery(query: unknown): Checked<TimerQuery> {
  const q = isPlainObject(query) ? query : {};
  const issues: FieldIssue[] = [];
  const out: TimerQuery = {};
  const given = (v: unknown): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

  if (given(q.status)) {
    const status = String(q.status).trim().toLowerCase();
    if ((TIMER_STATUSES as readonly string[]).includes(status)) out.status = status as TimerStatus;
    else issues.push({ path: 'status', message: `must be one of ${TIMER_STATUSES.join(', ')}` });
  }
  if (given(q.type)) {
    const type = String(q.type).trim().toLowerCase();
    if ((TIMER_TYPES as readonly string[]).includes(type)) out.type = type as TimerType;
    else issues.push({ path: 'type', message: `must be one of ${TIMER_TYPES.join(', ')}` });
  }
  if (given(q.approaching_days)) {
    const text = String(q.approaching_days).trim();
    if (/^\d{1,5}$/.test(text)) out.approaching_days = Number(text);
    else issues.push({ path: 'approaching_days', message: 'must be a non-negative integer' });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: out };
}

/**
 * A timer as the listing shows it (wire contract §3.14.7), with status and days computed
 * at `now`, and whether its obligation is in force yet (the Rules' phase-in).
 */
export type TimerView = Timer & { days_remaining: number | null; in_force: boolean; in_force_from: string };

export function timerView(timer: Timer, now: Date): TimerView {
  const inForceFrom = RULE_BY_TYPE.get(timer.type)?.inForceFrom ?? DPDP_RULES_IN_FORCE;
  return {
    ...timer,
    status: timerStatusAt(timer, now),
    days_remaining: daysRemaining(timer, now),
    in_force: now.getTime() >= Date.parse(inForceFrom),
    in_force_from: inForceFrom,
  };
}

/** Active (not yet overdue) with the deadline at most `days` away. */
function isApproaching(timer: Timer, now: Date, days: number): boolean {
  if (timerStatusAt(timer, now) !== 'active') return false;
  return Date.parse(timer.deadline) - now.getTime() <= days * DAY_MS;
}

/**
 * The listing filter: `status` compares the status at `now`; `approaching_days` keeps
 * active timers due within that many days (overdue ones have already passed and are
 * listed with `status=overdue`). Sorted by deadline, soonest first.
 */
export function listTimers(timers: readonly Timer[], query: TimerQuery, now: Date): TimerView[] {
  return timers
    .filter((t) => query.status === undefined || timerStatusAt(t, now) === query.status)
    .filter((t) => query.type === undefined || t.type === query.type)
    .filter((t) => query.approaching_days === undefined || isApproaching(t, now, query.approaching_days))
    // Ties on the deadline by id, bytewise: as SQL orders them under the C collation.
    .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline) || (a.timer_id < b.timer_id ? -1 : a.timer_id > b.timer_id ? 1 : 0))
    .map((t) => timerView(t, now));
}

export interface TimerSummary {
  /** Open timers whose deadline has not passed. */
  total_active: number;
  overdue: number;
  approaching_7_days: number;
  approaching_15_days: number;
}

export function summarizeTimers(timers: readonly Timer[], now: Date): TimerSummary {
  const summary: TimerSummary = { total_active: 0, overdue: 0, approaching_7_days: 0, approaching_15_days: 0 };
  for (const t of timers) {
    const status = timerStatusAt(t, now);
    if (status === 'overdue') summary.overdue++;
    if (status !== 'active') continue;
    summary.total_active++;
    if (isApproaching(t, now, 7)) summary.approaching_7_days++;
    if (isApproaching(t, now, 15)) summary.approaching_15_days++;
  }
  return summary;
}
