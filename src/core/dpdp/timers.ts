import { CERT_IN_DIRECTIONS, DAY_MS, DPDP_RULES, HOUR_MS } from './constants';
import type { DpdpEvent, DpdpEventType } from './events';
import { type Checked, type FieldIssue, idString, isPlainObject, type NewId } from './types';

export const TIMER_TYPES = [
  'dsr_sla',
  'certin_notification',
  'dpbi_initial_intimation',
  'dpbi_detailed_report',
  'pre_erasure_notice',
  'erasure_execution',
] as const;
export type TimerType = (typeof TIMER_TYPES)[number];

export const TIMER_STATUSES = ['active', 'fulfilled', 'overdue', 'cancelled'] as const;
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
  deadline: string;
  alert_at: string;
  event_id: string;
  session_id: string | null;
  org_id?: string;
  request_id?: string;
  user_id?: string;
  breach_id?: string;
  resolved_at?: string;
  /** Event id, evidence id or `acknowledgement` / `cancellation`. */
  resolved_by?: string;
  resolution_note?: string;
}

interface TimerRule {
  type: TimerType;
  trigger: DpdpEventType;
  section: string;
  description: string;
  /** Time from the triggering event to the deadline; 0 is "immediate". */
  windowMs: (event: DpdpEvent) => number;
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
  },
  {
    type: 'certin_notification',
    trigger: 'breach.detected',
    section: CERT_IN_DIRECTIONS,
    description: 'Report the cyber incident to CERT-In within 6 hours of noticing it.',
    windowMs: () => 6 * HOUR_MS,
  },
  {
    type: 'dpbi_initial_intimation',
    trigger: 'breach.detected',
    section: `${DPDP_RULES.breach_intimation_board}(a)`,
    description: 'Intimate the Data Protection Board of the breach without delay.',
    windowMs: () => 0,
  },
  {
    type: 'dpbi_detailed_report',
    trigger: 'breach.detected',
    section: `${DPDP_RULES.breach_intimation_board}(b)`,
    description: 'Send the Board the detailed breach report within 72 hours of becoming aware of it.',
    windowMs: () => 72 * HOUR_MS,
  },
  {
    type: 'pre_erasure_notice',
    trigger: 'retention.started',
    section: DPDP_RULES.pre_erasure_notice,
    description: 'Inform the data principal at least 48 hours before the personal data is erased.',
    // A retention period of two days or less leaves no time: the notice is due at once.
    windowMs: (event) => Math.max(0, retentionMs(event) - 2 * DAY_MS),
  },
  {
    type: 'erasure_execution',
    trigger: 'retention.started',
    section: `${DPDP_RULES.retention_erasure}; S.8(7)`,
    description: 'Erase the personal data when the retention period ends.',
    windowMs: retentionMs,
  },
];

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
export function startTimers(trigger: TimerTrigger, newId: NewId): Timer[] {
  const { event } = trigger;
  const startMs = Date.parse(event.timestamp);
  const carried: Partial<Pick<Timer, 'request_id' | 'user_id' | 'breach_id'>> = {};
  for (const key of ['request_id', 'user_id', 'breach_id'] as const) {
    const id = idString(event.data[key]);
    if (id !== undefined) carried[key] = id;
  }
  return TIMER_RULES.filter((rule) => rule.trigger === event.type).map((rule) => {
    const deadlineMs = startMs + rule.windowMs(event);
    return {
      timer_id: newId('tmr_'),
      type: rule.type,
      status: 'active',
      section: rule.section,
      description: rule.description,
      started_at: event.timestamp,
      deadline: new Date(deadlineMs).toISOString(),
      alert_at: new Date(alertAtMs(startMs, deadlineMs)).toISOString(),
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

function resolve(timer: Timer, status: 'fulfilled' | 'cancelled', at: string, by: string, note?: string): Timer {
  return { ...timer, status, resolved_at: at, resolved_by: by, ...(note ? { resolution_note: note } : {}) };
}

/**
 * Timers that a recorded event fulfils, returned updated (late fulfilment still counts;
 * evidence compares `resolved_at` with `deadline`):
 * `dsr.responded` closes `dsr_sla` of the same request; `erasure.executed` closes both
 * erasure timers of the same user.
 */
export function fulfilTimersByEvent(timers: readonly Timer[], event: DpdpEvent, eventId: string): Timer[] {
  const requestId = idString(event.data.request_id);
  const userId = idString(event.data.user_id);
  const matches = (t: Timer): boolean => {
    if (event.type === 'dsr.responded') return t.type === 'dsr_sla' && t.request_id === requestId;
    if (event.type === 'erasure.executed') {
      return (t.type === 'pre_erasure_notice' || t.type === 'erasure_execution') && t.user_id === userId;
    }
    return false;
  };
  return timers.filter((t) => isOpen(t) && matches(t)).map((t) => resolve(t, 'fulfilled', event.timestamp, eventId));
}

/** Which breach timers generating a notification packet discharges. */
export const TIMERS_FULFILLED_BY_EVIDENCE: Readonly<Record<string, readonly TimerType[]>> = {
  breach_notification_certin: ['certin_notification'],
  breach_notification_dpbi: ['dpbi_initial_intimation', 'dpbi_detailed_report'],
};

/** Breach timers closed by generating the matching notification packet for that breach. */
export function fulfilTimersByEvidence(
  timers: readonly Timer[],
  evidence: { type: string; breach_id: string; evidence_id: string; generated_at: string },
): Timer[] {
  const types = TIMERS_FULFILLED_BY_EVIDENCE[evidence.type] ?? [];
  return timers
    .filter((t) => isOpen(t) && types.includes(t.type) && t.breach_id === evidence.breach_id)
    .map((t) => resolve(t, 'fulfilled', evidence.generated_at, evidence.evidence_id));
}

/** Explicit acknowledgement (GraphQL) that the duty was discharged outside the API; any open timer. */
export function acknowledgeTimer(timer: Timer, at: Date, note?: string): Timer {
  if (!isOpen(timer)) throw new Error(`timer ${timer.timer_id} is already ${timer.status}`);
  return resolve(timer, 'fulfilled', at.toISOString(), 'acknowledgement', note);
}

/** The duty no longer applies (e.g. the request was withdrawn); the reason is kept for audit. */
export function cancelTimer(timer: Timer, at: Date, reason: string): Timer {
  if (!isOpen(timer)) throw new Error(`timer ${timer.timer_id} is already ${timer.status}`);
  return resolve(timer, 'cancelled', at.toISOString(), 'cancellation', reason);
}

/** An open timer is overdue once `now` is past its deadline. */
export function timerStatusAt(timer: Timer, now: Date): TimerStatus {
  if (!isOpen(timer)) return timer.status;
  return now.getTime() > Date.parse(timer.deadline) ? 'overdue' : 'active';
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

/** A timer as the listing shows it (wire contract §3.14.7), with status and days computed at `now`. */
export type TimerView = Timer & { days_remaining: number | null };

export function timerView(timer: Timer, now: Date): TimerView {
  return { ...timer, status: timerStatusAt(timer, now), days_remaining: daysRemaining(timer, now) };
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
    .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline) || a.timer_id.localeCompare(b.timer_id))
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
