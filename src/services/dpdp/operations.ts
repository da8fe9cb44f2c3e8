// The DPDP use cases (interface spec: the seven DPDP endpoints; wire contract §3.14)
// as Operations, shared by the REST rows and the GraphQL mutations. The rules are
// the core's (src/core/dpdp); this file adds sessions scoped to the caller's
// application, persistence, metering and timing.
import { z } from 'zod';
import {
  type ChainCheckpoint,
  createSession,
  evaluateAction,
  type GateResult,
  isExpired,
  randomId,
  requiredActions,
  type RequireResult,
  scanContent,
  type ScanResult,
  type Session,
  type SessionState,
  type Timer,
  type TimerSummary,
  timerView,
  type TimerView,
  validateEvaluateRequest,
  validateEvent,
  validateRequireRequest,
  validateScanRequest,
  validateSessionConfig,
  validateTimerQuery,
  TIMER_STATUSES,
  TIMER_TYPES,
  acknowledgeTimer,
  cancelTimer,
  isOpen,
  isNotificationTimer,
  MAX_FUTURE_SKEW_MS,
  parseIsoTimestamp,
  withOpenTimers,
} from '../../core/dpdp/index';
import { contentTooLarge, invalidRequest, notFound, sessionExpired, sessionNotFound } from '../../platform/errors';
import type { Snapshot } from '../../storage/dpdp-chain';
import { TIMER_CURSOR } from '../../storage/dpdp-timers';
import type { CallContext } from '../context';
import { fixedPrice, type Operation } from '../operation';
import { issueCheckpoint } from './checkpoints';
import { recordEvents, type Recorded } from './record';
import { dpdp } from './runtime';
import { publishTimerUpdates } from './timer-updates';
import { identifier, INPUT_LIMITS, sideText, text } from '../inputs';
import { piiScanOptions } from '../policy';
import { addIssues, MAX_SESSION_ID, sessionId } from './validation';
import { detect } from '../observe';

/** Milli-credits (decisions §4; emit and session from the spec). */
export const DPDP_COSTS = { session: 0, emit: 100, scan: 500, evaluate: 300, require: 200, evidence: 2000, timers: 0 } as const;

export const MAX_EVENTS_PER_CALL = 50;

/** The caller's session, or 404 (unknown, or another application's) / 410 (past its ttl_hours). */
export async function loadSession(ctx: CallContext, id: string): Promise<Session> {
  const session = await dpdp(ctx.services).store.findSession(ctx.application.id, id);
  if (!session) throw sessionNotFound(id);
  if (isExpired(session, ctx.now)) throw sessionExpired(id, session.expires_at);
  return session;
}

const elapsedSince = (start: number): number => Math.round((performance.now() - start) * 1000) / 1000;

// ---- session ----

const sessionInput = z
  .object({
    action: z.enum(['create', 'get'], { error: 'action must be "create" or "get"' }),
    session_id: sessionId.nullish(),
    config: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    if (body.action === 'get') {
      if (!body.session_id) return addIssues(ctx, [{ path: 'session_id', message: 'session_id is required for action "get"' }]);
      return { action: 'get' as const, session_id: body.session_id };
    }
    const config = validateSessionConfig(body.config);
    return config.ok ? { action: 'create' as const, config: config.value } : addIssues(ctx, config.issues);
  });

export const sessionOperation: Operation<z.output<typeof sessionInput>, Session> = {
  name: 'dpdp/session',
  input: sessionInput,
  cost: () => DPDP_COSTS.session,
  pricing: fixedPrice(DPDP_COSTS.session),
  run: async (ctx, input) => {
    if (input.action === 'get') return loadSession(ctx, input.session_id);
    const session = createSession(input.config, ctx.now, randomId);
    await dpdp(ctx.services).store.createSession(ctx.application.id, session);
    return session;
  },
};

// ---- emit ----

const emitInput = z.object({
  session_id: sessionId.nullish(),
  events: z
    .array(z.unknown(), { error: 'events must be an array of 1 to 50 events' })
    .min(1, 'events must contain at least 1 event')
    .max(MAX_EVENTS_PER_CALL, `events must contain at most ${MAX_EVENTS_PER_CALL} events per call`),
});

export type EmitResult = Pick<Recorded, 'accepted' | 'rejected' | 'events'> & {
  session_id?: string;
  session_state?: SessionState;
  /** The client's receipt: a signed checkpoint of the chain right after this call's events (absent while the chain is empty). */
  checkpoint?: ChainCheckpoint;
};

export const emitOperation: Operation<z.output<typeof emitInput>, EmitResult> = {
  name: 'dpdp/emit',
  input: emitInput,
  cost: () => DPDP_COSTS.emit,
  pricing: fixedPrice(DPDP_COSTS.emit),
  run: async (ctx, input) => {
    // The session is checked under the chain lock (404 / 410), in the same transaction.
    const sessionId = input.session_id ?? null;
    const checks = input.events.map((raw) => validateEvent(raw, ctx.now, randomId));
    // The key first: once events are recorded, nothing may fail the call (a client retry would record them twice).
    const key = await dpdp(ctx.services).evidenceKey();
    const recorded = await recordEvents(ctx, sessionId, checks);
    const checkpoint = recorded.head ? issueCheckpoint(ctx.application.id, recorded.head, ctx.now, key) : undefined;
    return {
      accepted: recorded.accepted,
      rejected: recorded.rejected,
      events: recorded.events,
      ...(sessionId && recorded.state ? { session_id: sessionId, session_state: recorded.state } : {}),
      ...(checkpoint ? { checkpoint } : {}),
    };
  },
};

// ---- scan ----

export type ScanOutput = ScanResult & {
  session_state?: SessionState;
  /** The `child.detected` event recorded on the session when this scan found the child. */
  child_event_id?: string;
  latency_ms: number;
};

/** Content may come as `content` or `text`; the schema bounds it and refuses invisible-only text before the core reads it. */
const scanInput = z
  .looseObject({ content: text('content', INPUT_LIMITS.maxContentChars).optional(), text: text('text', INPUT_LIMITS.maxContentChars).optional() })
  .transform((body, ctx) => {
    const checked = validateScanRequest(body);
    return checked.ok ? checked.value : addIssues(ctx, checked.issues);
  });

export const scanOperation: Operation<z.output<typeof scanInput>, ScanOutput> = {
  name: 'dpdp/scan',
  input: scanInput,
  check: (input, ctx) => {
    const limit = ctx.services.config.maxContentChars;
    if (input.content.length > limit) throw contentTooLarge('content', limit, input.content.length);
  },
  cost: () => DPDP_COSTS.scan,
  pricing: fixedPrice(DPDP_COSTS.scan),
  run: async (ctx, input) => {
    const start = performance.now();
    const session = input.config.session_id ? await loadSession(ctx, input.config.session_id) : null;
    const result = detect(ctx.services, 'pii', () => scanContent(input.content, input.config, session, piiScanOptions(ctx.application.policy)));
    let state = session?.state;
    let childEventId: string | undefined;
    if (session && result.child_detected && !session.state.child_session) {
      // Session state moves only through events, so the detection is recorded as one.
      const ages = result.child_signals.map((s) => s.inferred_age).filter((a): a is number => a !== null);
      const recorded = await recordEvents(ctx, session.session_id, [
        {
          status: 'recorded',
          event: {
            type: 'child.detected',
            timestamp: ctx.now.toISOString(),
            data: {
              source: 'dpdp/scan',
              signals: [...new Set(result.child_signals.map((s) => s.type))],
              inferred_age: ages.length > 0 ? Math.min(...ages) : null,
            },
          },
          generated: {},
        },
      ]);
      state = recorded.state ?? state;
      childEventId = recorded.events[0].event_id ?? undefined;
    }
    return {
      ...result,
      ...(state ? { session_state: state } : {}),
      ...(childEventId ? { child_event_id: childEventId } : {}),
      latency_ms: elapsedSince(start),
    };
  },
};

// ---- evaluate ----

/** The longest `action` of dpdp/evaluate: an action name or a short description of one. */
export const MAX_ACTION_CHARS = 1_000;

const evaluateInput = z.looseObject({ session_id: sessionId.nullish(), action: text('action', MAX_ACTION_CHARS).optional() }).transform((body, ctx) => {
  const checked = validateEvaluateRequest(body);
  return checked.ok ? { ...checked.value, session_id: body.session_id ?? undefined } : addIssues(ctx, checked.issues);
});

export type EvaluateOutput = GateResult & { session_state?: SessionState; latency_ms: number };

export const evaluateOperation: Operation<z.output<typeof evaluateInput>, EvaluateOutput> = {
  name: 'dpdp/evaluate',
  input: evaluateInput,
  cost: () => DPDP_COSTS.evaluate,
  pricing: fixedPrice(DPDP_COSTS.evaluate),
  run: async (ctx, input) => {
    const start = performance.now();
    const session = input.session_id ? await loadSession(ctx, input.session_id) : null;
    const result = evaluateAction({
      action: input.action,
      context: input.context,
      session,
      restrictedCountries: ctx.services.config.dpdpRestrictedCountries,
    });
    return { ...result, ...(session ? { session_state: session.state } : {}), latency_ms: elapsedSince(start) };
  },
};

// ---- require ----

const requireInput = z
  .looseObject({
    session_id: identifier('session_id', MAX_SESSION_ID, 'session_id is required: required actions depend on the session state'),
  })
  .transform((body, ctx) => {
    const checked = validateRequireRequest(body);
    return checked.ok ? { ...checked.value, session_id: body.session_id } : addIssues(ctx, checked.issues);
  });

export type RequireOutput = RequireResult & { session_state: SessionState; latency_ms: number };

export const requireOperation: Operation<z.output<typeof requireInput>, RequireOutput> = {
  name: 'dpdp/require',
  input: requireInput,
  cost: () => DPDP_COSTS.require,
  pricing: fixedPrice(DPDP_COSTS.require),
  run: async (ctx, input) => {
    const start = performance.now();
    const session = await loadSession(ctx, input.session_id);
    const result = requiredActions(input, session);
    return { ...result, session_state: session.state, latency_ms: elapsedSince(start) };
  },
};

// ---- timers ----

// status, type and approaching_days are checked by validateTimerQuery (case-insensitive); the
// schema names them so that the API reference lists the filters.
const timersInput = z
  .looseObject({
    status: z.string().max(INPUT_LIMITS.maxIdChars).meta({ enum: [...TIMER_STATUSES] }).optional(),
    type: z.string().max(INPUT_LIMITS.maxIdChars).meta({ enum: [...TIMER_TYPES] }).optional(),
    approaching_days: z.union([z.string().max(INPUT_LIMITS.maxIdChars), z.number()]).meta({ description: 'Open timers due within this many days' }).optional(),
    session_id: sessionId.optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
    cursor: z.string().max(200, 'must be the next_cursor of a previous page').trim().regex(TIMER_CURSOR, 'must be the next_cursor of a previous page').optional(),
  })
  .transform((q, ctx) => {
    const checked = validateTimerQuery(q);
    return checked.ok ? { ...checked.value, session_id: q.session_id, limit: q.limit, cursor: q.cursor } : addIssues(ctx, checked.issues);
  });

export interface TimersOutput {
  timers: (TimerView & { alerted_at?: string })[];
  summary: TimerSummary;
  /** Present when more timers match: pass it back as `cursor`. */
  next_cursor: string | null;
}

export const timersOperation: Operation<z.output<typeof timersInput>, TimersOutput> = {
  name: 'dpdp/timers',
  input: timersInput,
  cost: () => DPDP_COSTS.timers,
  pricing: fixedPrice(DPDP_COSTS.timers),
  run: async (ctx, input) => {
    const { timers } = dpdp(ctx.services).store;
    const { limit, cursor, ...query } = input;
    const [page, summary] = await Promise.all([
      timers.list(ctx.application.id, query, ctx.now, { limit, cursor }),
      timers.summary(ctx.application.id, ctx.now, query.session_id),
    ]);
    return { timers: page.timers.map((t) => timerView(t, ctx.now)), summary, next_cursor: page.nextCursor };
  },
};

// ---- closing a timer by hand (GraphQL and REST): acknowledgement and cancellation ----

// A notification timer closes only on a recorded submission: its reference, and when it was made.
const timerId = identifier('timer_id', 100);

const acknowledgeInput = z.object({
  timer_id: timerId,
  note: sideText('note', 1000).trim().optional(),
  submission_reference: identifier('submission_reference', 200).optional(),
  submitted_at: z
    .string()
    .max(40)
    .optional()
    .transform((v, zctx) => {
      if (v === undefined) return undefined;
      const at = parseIsoTimestamp(v);
      if (!at) zctx.addIssue({ code: 'custom', message: 'submitted_at must be an ISO 8601 date-time string' });
      return at ?? undefined;
    }),
});

/** The acknowledgement's own checks, against the timer it closes. */
function checkAcknowledgement(timer: Timer, input: z.output<typeof acknowledgeInput>, now: Date): void {
  if (isNotificationTimer(timer.type) && input.submission_reference === undefined) {
    throw invalidRequest(`A ${timer.type} timer closes only on a filed notification: submission_reference is required`, 'submission_reference');
  }
  const at = input.submitted_at;
  if (at && at.getTime() - now.getTime() > MAX_FUTURE_SKEW_MS) throw invalidRequest('submitted_at is in the future', 'submitted_at');
  if (at && at.getTime() < Date.parse(timer.started_at)) {
    throw invalidRequest('submitted_at is before the fact that started the timer', 'submitted_at');
  }
}

// A cancelled duty leaves no evidence of its own, so the reason is required, for the audit.
const cancelInput = z.object({
  timer_id: timerId,
  reason: text('reason', 1000).transform((r) => r.trim()),
});

/** Closed timers leave the open_timers of the sessions they belong to. */
export function sessionsWithout(snapshot: Snapshot, closed: readonly Timer[]): { session_id: string; state: SessionState }[] {
  const out: { session_id: string; state: SessionState }[] = [];
  for (const id of new Set(closed.map((t) => t.session_id))) {
    const session = id === null ? undefined : snapshot.sessions.get(id);
    if (!session) continue;
    const remove = closed.filter((t) => t.session_id === id).map((t) => t.timer_id);
    out.push({ session_id: session.session_id, state: withOpenTimers(session.state, { remove }) });
  }
  return out;
}

/**
 * Closes one open timer of the caller's application by hand, under the chain lock (an event
 * or packet may close it meanwhile), drops it from its session's open_timers and publishes the change.
 */
async function closeTimerByHand(
  ctx: CallContext,
  timerId: string,
  close: (open: Timer) => Timer,
  change: 'fulfilled' | 'cancelled',
  check: (timer: Timer) => void = () => {},
): Promise<TimerView> {
  const { store } = dpdp(ctx.services);
  const timer = await store.timers.find(ctx.application.id, timerId);
  if (!timer) throw notFound(`Timer ${timerId} not found`);
  if (!isOpen(timer)) throw invalidRequest(`Timer ${timerId} is already ${timer.status}`, 'timer_id');
  check(timer);
  const closed = await store.chain.run(ctx.application.id, {
    reads: { timers: { timerIds: [timer.timer_id] } },
    apply: (snapshot) => {
      const [open] = snapshot.openTimers;
      if (!open) return { writes: {}, result: null };
      const done = close(open);
      return { writes: { timersClosed: [done], sessionStates: sessionsWithout(snapshot, [done]) }, result: done };
    },
  });
  if (!closed) throw invalidRequest(`Timer ${timerId} was closed meanwhile`, 'timer_id');
  await publishTimerUpdates(ctx.services, ctx.application.id, change, [closed], ctx.now);
  return timerView(closed, ctx.now);
}

export const acknowledgeTimerOperation: Operation<z.output<typeof acknowledgeInput>, TimerView> = {
  name: 'dpdp/timers/acknowledge',
  input: acknowledgeInput,
  run: (ctx, input) =>
    closeTimerByHand(
      ctx,
      input.timer_id,
      (open) => acknowledgeTimer(open, ctx.now, { note: input.note, submission_reference: input.submission_reference, submitted_at: input.submitted_at }),
      'fulfilled',
      (timer) => checkAcknowledgement(timer, input, ctx.now),
    ),
};

export const cancelTimerOperation: Operation<z.output<typeof cancelInput>, TimerView> = {
  name: 'dpdp/timers/cancel',
  input: cancelInput,
  run: (ctx, input) => closeTimerByHand(ctx, input.timer_id, (open) => cancelTimer(open, ctx.now, input.reason), 'cancelled'),
};
