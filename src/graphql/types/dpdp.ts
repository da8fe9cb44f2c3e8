// DPDP sessions, events and timers: dashboard reads (batched per request through
// the store's DataLoaders), the endpoint mutations (the same Operations as REST,
// through execute()), timer acknowledgement and cancellation, and the `timerUpdated` subscription.
import type { ObjectRef } from '@pothos/core';
import { builder, requireKey, type GraphQLContext } from '../builder';
import { execute, type Operation } from '../../services/operation';
import {
  acknowledgeTimerOperation,
  cancelTimerOperation,
  emitOperation,
  evaluateOperation,
  requireOperation,
  scanOperation,
  sessionOperation,
  timersOperation,
  type EmitResult,
} from '../../services/dpdp/operations';
import { dpdp } from '../../services/dpdp/runtime';
import { verifyApplicationChain, type ChainReport } from '../../services/dpdp/verify';
import { TIMER_CHANGES, timerTopic, type TimerUpdate } from '../../services/dpdp/timer-updates';
import {
  type ChainedRecord,
  isExpired,
  type PendingObligation,
  type Session,
  type SessionState,
  type Timer,
  TIMER_STATUSES,
  TIMER_TYPES,
  timerStatusAt,
  timerView,
  type TimerSummary,
  type TimerView,
} from '../../core/dpdp/index';
import { forbidden } from '../../platform/errors';
import { fromMilli } from '../../platform/plans';
import type { CallContext } from '../../services/context';

export const TimerStatusEnum = builder.enumType('DpdpTimerStatus', { values: TIMER_STATUSES });
export const TimerTypeEnum = builder.enumType('DpdpTimerType', { values: TIMER_TYPES });
const TimerChangeEnum = builder.enumType('DpdpTimerChange', { values: TIMER_CHANGES });

type TimerOut = TimerView & { alerted_at?: string };

export const TimerRef = builder.objectRef<TimerOut>('DpdpTimer').implement({
  description: 'A regulatory deadline started by an event (spec: Timers started automatically); status and daysRemaining are as of the request.',
  fields: (t) => ({
    id: t.id({ resolve: (x) => x.timer_id }),
    type: t.field({ type: TimerTypeEnum, resolve: (x) => x.type }),
    status: t.field({ type: TimerStatusEnum, resolve: (x) => x.status }),
    section: t.exposeString('section'),
    description: t.exposeString('description'),
    startedAt: t.field({ type: 'DateTime', resolve: (x) => x.started_at }),
    deadline: t.field({ type: 'DateTime', description: 'The legal deadline; for a "without delay" duty, the moment of detection (due now).', resolve: (x) => x.deadline }),
    overdueAt: t.field({
      type: 'DateTime',
      description: 'When the open timer turns overdue: the deadline, or for a "without delay" duty the operational target after it.',
      resolve: (x) => x.overdue_at,
    }),
    withoutDelay: t.boolean({ resolve: (x) => x.without_delay === true }),
    inForce: t.boolean({ description: 'Whether the obligation is in force at the time of the request (phase-in of the DPDP Rules).', resolve: (x) => x.in_force }),
    inForceFrom: t.string({ description: 'Date (UTC) from which the obligation is in force.', resolve: (x) => x.in_force_from }),
    alertAt: t.field({ type: 'DateTime', resolve: (x) => x.alert_at }),
    alertedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the alert_at warning was published', resolve: (x) => x.alerted_at ?? null }),
    daysRemaining: t.int({ nullable: true, resolve: (x) => x.days_remaining }),
    eventId: t.id({ resolve: (x) => x.event_id }),
    sessionId: t.id({ nullable: true, resolve: (x) => x.session_id }),
    requestId: t.string({ nullable: true, resolve: (x) => x.request_id ?? null }),
    userId: t.string({ nullable: true, resolve: (x) => x.user_id ?? null }),
    breachId: t.string({ nullable: true, resolve: (x) => x.breach_id ?? null }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (x) => x.resolved_at ?? null }),
    resolvedBy: t.string({ nullable: true, description: 'Event id, `acknowledgement` or `cancellation` (an evidence id on timers closed before packets stopped closing them)', resolve: (x) => x.resolved_by ?? null }),
    resolutionNote: t.string({ nullable: true, resolve: (x) => x.resolution_note ?? null }),
    submissionReference: t.string({ nullable: true, resolve: (x) => x.submission_reference ?? null }),
  }),
});

const view = (ctx: GraphQLContext, timer: Timer): TimerOut => timerView(timer, requireKey(ctx).now);

const PendingObligationRef = builder.objectRef<PendingObligation>('DpdpPendingObligation').implement({
  fields: (t) => ({
    obligation: t.exposeString('obligation'),
    section: t.exposeString('section'),
    reason: t.exposeString('reason'),
    reference: t.string({ nullable: true, resolve: (p) => p.reference ?? null }),
  }),
});

const SessionStateRef = builder.objectRef<SessionState>('DpdpSessionState').implement({
  fields: (t) => ({
    consentStatus: t.field({ type: 'JSON', description: 'Purpose → active | withdrawn | refused', resolve: (s) => s.consent_status }),
    noticeShown: t.exposeBoolean('notice_shown'),
    childSession: t.exposeBoolean('child_session'),
    eventsCount: t.exposeInt('events_count'),
    openTimers: t.idList({ resolve: (s) => s.open_timers }),
    fulfilledObligations: t.exposeStringList('fulfilled_obligations'),
    pendingObligations: t.field({ type: [PendingObligationRef], resolve: (s) => s.pending_obligations }),
  }),
});

const SessionConfigRef = builder.objectRef<Session['config']>('DpdpSessionConfig').implement({
  fields: (t) => ({
    entityType: t.exposeString('entity_type'),
    purpose: t.exposeString('purpose'),
    sector: t.exposeString('sector'),
    processesChildren: t.exposeBoolean('processes_children'),
    ttlHours: t.exposeInt('ttl_hours'),
  }),
});

interface Page<T> {
  nodes: T[];
  totalCount: number;
  endCursor: string | null;
}

function pageRef<T>(name: string, node: ObjectRef<typeof builder.$inferSchemaTypes, T>) {
  return builder.objectRef<Page<T>>(name).implement({
    fields: (t) => ({
      nodes: t.field({ type: [node], resolve: (p) => p.nodes }),
      totalCount: t.exposeInt('totalCount'),
      endCursor: t.string({ nullable: true, resolve: (p) => p.endCursor }),
      hasNextPage: t.boolean({ resolve: (p) => p.endCursor !== null }),
    }),
  });
}

export const EventRef = builder.objectRef<ChainedRecord>('DpdpEvent');
const EventConnection = pageRef<ChainedRecord>('DpdpEventConnection', EventRef);

EventRef.implement({
  description: 'A recorded event: one link of the application\'s hash chain.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.event_id }),
    seq: t.exposeInt('seq'),
    type: t.exposeString('type'),
    timestamp: t.field({ type: 'DateTime', resolve: (e) => e.timestamp }),
    recordedAt: t.field({ type: 'DateTime', resolve: (e) => e.recorded_at }),
    sessionId: t.id({ nullable: true, resolve: (e) => e.session_id }),
    data: t.field({ type: 'JSON', resolve: (e) => e.data }),
    prevHash: t.exposeString('prev_hash'),
    hash: t.exposeString('hash'),
    timers: t.field({
      type: [TimerRef],
      description: 'Timers this event started',
      resolve: async (e, _args, ctx) => (await loaders(ctx).timersByEvent.load(e.event_id)).map((x) => view(ctx, x)),
    }),
  }),
});

function loaders(ctx: GraphQLContext) {
  const call = requireKey(ctx);
  return dpdp(ctx.services).store.loaders(call);
}

export const SessionRef = builder.objectRef<Session>('DpdpSession').implement({
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.session_id }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.created_at }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.expires_at }),
    expired: t.boolean({ resolve: (s, _args, ctx) => isExpired(s, requireKey(ctx).now) }),
    config: t.field({ type: SessionConfigRef, resolve: (s) => s.config }),
    state: t.field({ type: SessionStateRef, resolve: (s) => s.state }),
    events: t.field({
      type: EventConnection,
      description: 'Events recorded on this session, oldest first; `after` is the seq of the last event seen.',
      args: {
        first: t.arg.int({ required: false, defaultValue: 50, validate: { min: 1, max: 500 } }),
        after: t.arg.string({ required: false }),
      },
      resolve: async (s, args, ctx) => {
        const all = await loaders(ctx).eventsBySession.load(s.session_id);
        const after = args.after ? Number(args.after) : 0;
        const rest = all.filter((e) => e.seq > after);
        const nodes = rest.slice(0, args.first ?? 50);
        return { nodes, totalCount: all.length, endCursor: rest.length > nodes.length ? String(nodes[nodes.length - 1].seq) : null };
      },
    }),
    timers: t.field({
      type: [TimerRef],
      args: { status: t.arg({ type: TimerStatusEnum, required: false }) },
      resolve: async (s, args, ctx) => {
        const now = requireKey(ctx).now;
        const timers = await loaders(ctx).timersBySession.load(s.session_id);
        return timers.filter((x) => !args.status || timerStatusAt(x, now) === args.status).map((x) => timerView(x, now));
      },
    }),
  }),
});

const SessionConnection = pageRef<Session>('DpdpSessionConnection', SessionRef);

const TimerSummaryRef = builder.objectRef<TimerSummary>('DpdpTimerSummary').implement({
  fields: (t) => ({
    totalActive: t.exposeInt('total_active'),
    overdue: t.exposeInt('overdue'),
    approaching7Days: t.exposeInt('approaching_7_days'),
    approaching15Days: t.exposeInt('approaching_15_days'),
  }),
});

const TimerConnection = builder.objectRef<Omit<Page<TimerOut>, 'totalCount'> & { summary: TimerSummary }>('DpdpTimerConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [TimerRef], resolve: (p) => p.nodes }),
    summary: t.field({ type: TimerSummaryRef, resolve: (p) => p.summary }),
    endCursor: t.string({ nullable: true, resolve: (p) => p.endCursor }),
    hasNextPage: t.boolean({ resolve: (p) => p.endCursor !== null }),
  }),
});

// ---- queries ----

builder.queryField('dpdpSessions', (t) =>
  t.field({
    type: SessionConnection,
    description: "The caller's DPDP sessions, newest first (expired ones included).",
    args: {
      first: t.arg.int({ required: false, defaultValue: 50, validate: { min: 1, max: 200 } }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await dpdp(ctx.services).store.listSessions(requireKey(ctx).application.id, {
        limit: args.first ?? 50,
        cursor: args.after ?? undefined,
      });
      return { nodes: page.sessions, totalCount: page.total, endCursor: page.nextCursor };
    },
  }),
);

builder.queryField('dpdpSession', (t) =>
  t.field({
    type: SessionRef,
    description: 'One session, as the `session` endpoint\'s `get` answers it (SESSION_NOT_FOUND, SESSION_EXPIRED).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await execute(sessionOperation, requireKey(ctx), { action: 'get', session_id: String(args.id) })).output,
  }),
);

const IntegrityProblemRef = builder.objectRef<{ path: string; message: string }>('DpdpIntegrityProblem').implement({
  fields: (t) => ({ path: t.exposeString('path'), message: t.exposeString('message') }),
});

const ChainCheckRef = builder.objectRef<ChainReport>('DpdpChainCheck').implement({
  description: "The check `svc evidence chain-verify` makes, over the caller's application chain (every session's events are links of it).",
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    records: t.exposeInt('records', { description: 'Records checked' }),
    headSeq: t.int({ nullable: true, resolve: (r) => r.head?.seq ?? null }),
    headHash: t.string({ nullable: true, resolve: (r) => r.head?.hash ?? null }),
    problems: t.field({ type: [IntegrityProblemRef], description: 'Paths name the record: `seq N`', resolve: (r) => r.problems }),
  }),
});

builder.queryField('dpdpChainCheck', (t) =>
  t.field({
    type: ChainCheckRef,
    description:
      "Verifies the caller's event chain in the database: each record's hash and link, no gaps, the chain head. Reads the whole chain (batches of 2,000). Free. Checkpoints held outside the service are checked with `svc evidence chain-verify --checkpoint`.",
    resolve: (_root, _args, ctx) => verifyApplicationChain(ctx.services, requireKey(ctx).application.id),
  }),
);

builder.queryField('dpdpTimers', (t) =>
  t.field({
    type: TimerConnection,
    description: 'The timers listing (GET …/dpdp/timers): filters, summary, pages sorted by deadline.',
    args: {
      status: t.arg({ type: TimerStatusEnum, required: false }),
      type: t.arg({ type: TimerTypeEnum, required: false }),
      approachingDays: t.arg.int({ required: false }),
      sessionId: t.arg.id({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { output } = await execute(timersOperation, requireKey(ctx), {
        status: args.status ?? undefined,
        type: args.type ?? undefined,
        approaching_days: args.approachingDays ?? undefined,
        session_id: args.sessionId ? String(args.sessionId) : undefined,
        limit: args.first ?? undefined,
        cursor: args.after ?? undefined,
      });
      return { nodes: output.timers, summary: output.summary, endCursor: output.next_cursor };
    },
  }),
);

// ---- mutations ----

const SessionConfigInput = builder.inputType('DpdpSessionConfigInput', {
  fields: (t) => ({
    // Optional here so that a missing purpose gets the same INVALID_REQUEST as REST.
    purpose: t.string({ required: false }),
    entityType: t.string({ required: false }),
    sector: t.string({ required: false }),
    processesChildren: t.boolean({ required: false }),
    ttlHours: t.int({ required: false }),
  }),
});

const credits = (milli: number) => fromMilli(milli);

builder.mutationField('dpdpCreateSession', (t) =>
  t.field({
    nullable: true,
    type: SessionRef,
    description: 'POST …/dpdp/session with action "create".',
    args: { config: t.arg({ type: SessionConfigInput, required: true }) },
    resolve: async (_root, { config }, ctx) => {
      const { output } = await execute(sessionOperation, requireKey(ctx), {
        action: 'create',
        config: {
          purpose: config.purpose ?? undefined,
          entity_type: config.entityType ?? undefined,
          sector: config.sector ?? undefined,
          processes_children: config.processesChildren ?? undefined,
          ttl_hours: config.ttlHours ?? undefined,
        },
      });
      return output;
    },
  }),
);

type EventOutcome = EmitResult['events'][number];

const EventResultRef = builder.objectRef<EventOutcome>('DpdpEventResult').implement({
  fields: (t) => ({
    eventId: t.id({ nullable: true, resolve: (e) => e.event_id }),
    type: t.string({ nullable: true, resolve: (e) => e.type }),
    status: t.exposeString('status'),
    reason: t.string({ nullable: true, resolve: (e) => ('reason' in e ? e.reason : null) }),
    timersStarted: t.idList({ resolve: (e) => e.timers_started }),
    stateChanges: t.exposeStringList('state_changes'),
    requestId: t.string({ nullable: true, resolve: (e) => ('request_id' in e ? (e.request_id ?? null) : null) }),
    breachId: t.string({ nullable: true, resolve: (e) => ('breach_id' in e ? (e.breach_id ?? null) : null) }),
  }),
});

const EmitResultRef = builder.objectRef<EmitResult & { creditsConsumed: number }>('DpdpEmitResult').implement({
  fields: (t) => ({
    accepted: t.exposeInt('accepted'),
    rejected: t.exposeInt('rejected'),
    events: t.field({ type: [EventResultRef], resolve: (r) => r.events }),
    sessionState: t.field({ type: SessionStateRef, nullable: true, resolve: (r) => r.session_state ?? null }),
    checkpoint: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Signed chain-head checkpoint after these events: a receipt to keep outside the service (`svc evidence verify --checkpoint`).',
      resolve: (r) => r.checkpoint ?? null,
    }),
    creditsConsumed: t.exposeFloat('creditsConsumed'),
  }),
});

builder.mutationField('dpdpEmit', (t) =>
  t.field({
    nullable: true,
    type: EmitResultRef,
    description: 'POST …/dpdp/emit: 1 to 50 events, each recorded or rejected with a reason.',
    args: { sessionId: t.arg.id({ required: false }), events: t.arg({ type: ['JSON'], required: true }) },
    resolve: async (_root, args, ctx) => {
      const { output, milliCredits } = await execute(emitOperation, requireKey(ctx), {
        session_id: args.sessionId ? String(args.sessionId) : undefined,
        events: args.events,
      });
      return { ...output, creditsConsumed: credits(milliCredits) };
    },
  }),
);

/** scan, evaluate and require: a few typed fields, and the whole REST `result` as JSON. */
interface CheckOutcome {
  result: Record<string, unknown>;
  creditsConsumed: number;
}

const CheckResultRef = builder.objectRef<CheckOutcome>('DpdpCheckResult').implement({
  description: 'The result of scan, evaluate or require: `result` is exactly the REST endpoint\'s `result`.',
  fields: (t) => ({
    verdict: t.string({ nullable: true, description: 'allow | block | require_action (scan, evaluate)', resolve: (r) => (r.result.verdict as string) ?? null }),
    compliant: t.boolean({ nullable: true, description: 'scan only', resolve: (r) => (r.result.compliant as boolean) ?? null }),
    allFulfilled: t.boolean({ nullable: true, description: 'require only', resolve: (r) => (r.result.all_fulfilled as boolean) ?? null }),
    result: t.field({ type: 'JSON', resolve: (r) => r.result }),
    creditsConsumed: t.exposeFloat('creditsConsumed'),
  }),
});

async function check<I, O>(call: CallContext, op: Operation<I, O>, input: Record<string, unknown>): Promise<CheckOutcome> {
  const { output, milliCredits } = await execute(op, call, input);
  return { result: output as Record<string, unknown>, creditsConsumed: credits(milliCredits) };
}

builder.mutationField('dpdpScan', (t) =>
  t.field({
    nullable: true,
    type: CheckResultRef,
    description: 'POST …/dpdp/scan. `config` as in REST: pii_action, child_detection, purpose, session_id.',
    args: { content: t.arg.string({ required: true }), config: t.arg({ type: 'JSON', required: false }) },
    resolve: (_root, args, ctx) => check(requireKey(ctx), scanOperation, { content: args.content, config: args.config ?? undefined }),
  }),
);

builder.mutationField('dpdpEvaluate', (t) =>
  t.field({
    nullable: true,
    type: CheckResultRef,
    description: 'POST …/dpdp/evaluate: the allow / block / require_action gate before an action.',
    args: { action: t.arg.string({ required: true }), context: t.arg({ type: 'JSON', required: false }), sessionId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      check(requireKey(ctx), evaluateOperation, {
        action: args.action,
        context: args.context ?? undefined,
        session_id: args.sessionId ? String(args.sessionId) : undefined,
      }),
  }),
);

builder.mutationField('dpdpRequire', (t) =>
  t.field({
    nullable: true,
    type: CheckResultRef,
    description: 'POST …/dpdp/require: the actions a workflow step requires of the session.',
    args: { sessionId: t.arg.id({ required: true }), workflowStep: t.arg.string({ required: true }), context: t.arg({ type: 'JSON', required: false }) },
    resolve: (_root, args, ctx) =>
      check(requireKey(ctx), requireOperation, { session_id: String(args.sessionId), workflow_step: args.workflowStep, context: args.context ?? undefined }),
  }),
);

builder.mutationField('dpdpAcknowledgeTimer', (t) =>
  t.field({
    nullable: true,
    type: TimerRef,
    description:
      'Records that the duty of an open timer was discharged outside the API (e.g. the CERT-In report was filed). Notification timers need the submissionReference; a submission after the deadline leaves the timer fulfilled_late.',
    args: {
      timerId: t.arg.id({ required: true }),
      note: t.arg.string({ required: false }),
      submissionReference: t.arg.string({ required: false, description: "The recipient's reference for the filed notification." }),
      submittedAt: t.arg({ type: 'DateTime', required: false, description: 'When it was filed (default: now).' }),
    },
    resolve: async (_root, args, ctx) =>
      (
        await execute(acknowledgeTimerOperation, requireKey(ctx), {
          timer_id: String(args.timerId),
          note: args.note ?? undefined,
          submission_reference: args.submissionReference ?? undefined,
          submitted_at: args.submittedAt ? new Date(args.submittedAt as Date).toISOString() : undefined,
        })
      ).output,
  }),
);

builder.mutationField('dpdpCancelTimer', (t) =>
  t.field({
    nullable: true,
    type: TimerRef,
    description: 'Cancels an open timer whose duty no longer applies (e.g. the request was withdrawn); the reason is kept for audit.',
    args: { timerId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await execute(cancelTimerOperation, requireKey(ctx), { timer_id: String(args.timerId), reason: args.reason })).output,
  }),
);

// ---- subscription ----

const TimerUpdateRef = builder.objectRef<TimerUpdate>('DpdpTimerUpdate').implement({
  fields: (t) => ({
    change: t.field({ type: TimerChangeEnum, resolve: (u) => u.change }),
    at: t.field({ type: 'DateTime', resolve: (u) => u.at }),
    timer: t.field({ type: TimerRef, resolve: (u) => u.timer }),
  }),
});

/** Passes through the values `keep` accepts; return() reaches the source at once, so unsubscribing never waits for a message. */
function filterIterator<T>(source: AsyncIterableIterator<unknown>, keep: (value: T) => boolean): AsyncIterableIterator<T> {
  return {
    async next() {
      for (;;) {
        const r = await source.next();
        if (r.done || keep(r.value as T)) return r as IteratorResult<T>;
      }
    },
    return: async () => ((await source.return?.()) ?? { value: undefined, done: true }) as IteratorResult<T>,
    throw: async (err) => (source.throw ? source.throw(err) : Promise.reject(err)) as Promise<IteratorResult<T>>,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

builder.subscriptionField('timerUpdated', (t) =>
  t.field({
    type: TimerUpdateRef,
    description: "Timer changes of the caller's application: started, alert (alert_at reached), overdue, fulfilled. Optionally one session's or one type's.",
    args: { sessionId: t.arg.id({ required: false }), type: t.arg({ type: TimerTypeEnum, required: false }) },
    subscribe: (_root, args, ctx: GraphQLContext) => {
      if (ctx.principal?.kind !== 'key') throw forbidden('timerUpdated needs an API key');
      const sessionId = args.sessionId ? String(args.sessionId) : null;
      return filterIterator<TimerUpdate>(
        ctx.services.pubsub.subscribe(timerTopic(ctx.principal.application.id)),
        (u) => (sessionId === null || u.timer.session_id === sessionId) && (!args.type || u.timer.type === args.type),
      );
    },
    resolve: (update) => update,
  }),
);
