// Records validated DPDP events: under the application's chain lock, each event
// gets its link in the hash chain, its session side effects and its timers, and all
// of it commits in one transaction (decisions §6). Used by `emit`, and by `scan`
// when it detects a child.
import {
  type ChainedRecord,
  type EventCheck,
  type EventResult,
  isExpired,
  linkRecord,
  processEvent,
  randomId,
  type Session,
  type SessionState,
  type Timer,
  withOpenTimers,
} from '../../core/dpdp/index';
import { idString } from '../../core/dpdp/types';
import { sessionExpired, sessionNotFound } from '../../platform/errors';
import type { ChainHead, Snapshot, Unit } from '../../storage/dpdp-chain';
import type { CallContext } from '../context';
import { dpdp } from './runtime';
import { publishTimerUpdates } from './timer-updates';

export type RejectedResult = {
  event_id: null;
  type: string | null;
  status: 'rejected';
  reason: string;
  timers_started: string[];
  state_changes: string[];
};

export interface Recorded {
  accepted: number;
  rejected: number;
  /** One per input event, in input order. */
  events: (EventResult | RejectedResult)[];
  /** The session's state after the events, or null without a session. */
  state: SessionState | null;
  /** The chain head right after this call's records (before any later call's), or null while the chain is empty. */
  head: ChainHead | null;
}

interface Applied {
  events: Recorded['events'];
  state: SessionState | null;
  started: Timer[];
  closed: Timer[];
  head: ChainHead;
}

function ids(checks: readonly EventCheck[], type: string, field: 'request_id' | 'user_id' | 'breach_id'): string[] {
  const out = new Set<string>();
  for (const c of checks) {
    if (c.status !== 'recorded' || c.event.type !== type) continue;
    const id = idString(c.event.data[field]);
    if (id !== undefined) out.add(id);
  }
  return [...out];
}

const rejectedResult = (c: Extract<EventCheck, { status: 'rejected' }>): RejectedResult => ({
  event_id: null,
  type: c.type,
  status: 'rejected',
  reason: c.reason,
  timers_started: [],
  state_changes: [],
});

/** The session named by the call, as of the lock: 404 when unknown, 410 when expired. */
function lockedSession(snapshot: Snapshot, sessionId: string, now: Date): Session {
  const session = snapshot.sessions.get(sessionId);
  if (!session) throw sessionNotFound(sessionId);
  if (isExpired(session, now)) throw sessionExpired(sessionId, session.expires_at);
  return session;
}

/** The unit of work of one call: pure, so that it can run inside the chain transaction. */
function recordingUnit(ctx: CallContext, sessionId: string | null, checks: readonly EventCheck[]): Unit<Applied> {
  const applicationId = ctx.application.id;
  const recordedAt = ctx.now.toISOString();
  return {
    reads: {
      sessionIds: sessionId ? [sessionId] : [],
      timers: {
        requestIds: ids(checks, 'dsr.responded', 'request_id'),
        userIds: ids(checks, 'erasure.executed', 'user_id'),
        breachIds: ids(checks, 'breach.notified', 'breach_id'),
      },
    },
    apply: (snapshot) => {
      const session = sessionId ? lockedSession(snapshot, sessionId, ctx.now) : null;
      let state = session?.state ?? null;
      const open = new Map(snapshot.openTimers.map((t) => [t.timer_id, t as Timer]));
      const started = new Map<string, Timer>();
      const closedEarlier = new Map<string, Timer>(); // timers that existed before this call
      const records: ChainedRecord[] = [];
      const events: Recorded['events'] = [];
      let head = snapshot.head;

      for (const check of checks) {
        if (check.status === 'rejected') {
          events.push(rejectedResult(check));
          continue;
        }
        const eventId = randomId('evt_');
        const out = processEvent({
          event: check.event,
          event_id: eventId,
          session_id: sessionId,
          session: session && state ? { config: session.config, state } : null,
          openTimers: [...open.values()],
          org_id: ctx.application.account.id,
          newId: randomId,
          timerOptions: { withoutDelayTargetMs: ctx.services.config.dpdpWithoutDelayTargetMs },
        });
        if (out.state) state = out.state;
        for (const t of out.timers_started) {
          started.set(t.timer_id, t);
          open.set(t.timer_id, t);
        }
        for (const t of out.timers_fulfilled) {
          open.delete(t.timer_id);
          if (started.has(t.timer_id)) started.set(t.timer_id, t);
          else closedEarlier.set(t.timer_id, t);
        }
        const record = linkRecord(head.hash, {
          seq: head.seq + 1,
          event_id: eventId,
          application_id: applicationId,
          session_id: sessionId,
          type: check.event.type,
          timestamp: check.event.timestamp,
          recorded_at: recordedAt,
          data: check.event.data,
        });
        head = { seq: record.seq, hash: record.hash };
        records.push(record);
        events.push(out.result);
      }

      // Timers of other sessions closed by these events leave those sessions' open_timers.
      const sessionStates: { session_id: string; state: SessionState }[] = sessionId && state ? [{ session_id: sessionId, state }] : [];
      const elsewhere = [...closedEarlier.values()].filter((t) => t.session_id !== null && t.session_id !== sessionId);
      for (const otherId of new Set(elsewhere.map((t) => t.session_id!))) {
        const other = snapshot.sessions.get(otherId);
        if (!other) continue;
        const remove = elsewhere.filter((t) => t.session_id === otherId).map((t) => t.timer_id);
        sessionStates.push({ session_id: otherId, state: withOpenTimers(other.state, { remove }) });
      }

      const closed = [...closedEarlier.values()];
      return {
        writes: { records, timersCreated: [...started.values()], timersClosed: closed, sessionStates },
        result: { events, state, started: [...started.values()], closed, head },
      };
    },
  };
}

/**
 * Records the `recorded` checks (rejections are only reported). With `sessionId`,
 * the session is checked under the lock: 404 SESSION_NOT_FOUND when it is not the
 * caller's, 410 SESSION_EXPIRED past its ttl_hours; nothing is recorded then.
 */
export async function recordEvents(ctx: CallContext, sessionId: string | null, checks: readonly EventCheck[]): Promise<Recorded> {
  const accepted = checks.filter((c) => c.status === 'recorded').length;
  if (accepted === 0 && sessionId === null) {
    return { accepted, rejected: checks.length, events: checks.map((c) => rejectedResult(c as Extract<EventCheck, { status: 'rejected' }>)), state: null, head: null };
  }
  const applicationId = ctx.application.id;
  const applied = await dpdp(ctx.services).store.chain.run(applicationId, recordingUnit(ctx, sessionId, checks));
  await publishTimerUpdates(ctx.services, applicationId, 'started', applied.started, ctx.now);
  const fulfilled = [...applied.closed, ...applied.started.filter((t) => t.status === 'fulfilled' || t.status === 'fulfilled_late')];
  await publishTimerUpdates(ctx.services, applicationId, 'fulfilled', fulfilled, ctx.now);
  const head = applied.head.seq > 0 ? applied.head : null;
  return { accepted, rejected: checks.length - accepted, events: applied.events, state: applied.state, head };
}
