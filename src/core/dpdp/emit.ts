import type { DpdpEvent } from './events';
import type { SessionConfig, SessionState } from './session';
import { applyEvent, withOpenTimers } from './state';
import { fulfilTimersByEvent, isOpen, startTimers, type Timer, type TimerOptions } from './timers';
import { idString, type NewId } from './types';

export interface ProcessEventInput {
  event: DpdpEvent;
  event_id: string;
  session_id: string | null;
  /** The session the event belongs to, when the call named one. */
  session: { config: SessionConfig; state: SessionState } | null;
  /** The organisation's open timers, so that this event can fulfil them. */
  openTimers: readonly Timer[];
  org_id?: string;
  newId: NewId;
  timerOptions?: TimerOptions;
}

/** The per-event result of `emit` (spec: Resources, DPDP event). */
export interface EventResult {
  event_id: string;
  type: string;
  status: 'recorded';
  timers_started: string[];
  state_changes: string[];
  /** Echoed for the events that open a request or breach, since the id may have been generated. */
  request_id?: string;
  breach_id?: string;
}

export interface ProcessEventOutput {
  /** The session's new state, or null without a session. */
  state: SessionState | null;
  timers_started: Timer[];
  /** Previously open timers this event fulfilled, updated; persist them. */
  timers_fulfilled: Timer[];
  result: EventResult;
}

function openedId(event: DpdpEvent): Pick<EventResult, 'request_id' | 'breach_id'> {
  if (event.type === 'dsr.received') return { request_id: idString(event.data.request_id) };
  if (event.type === 'breach.detected') return { breach_id: idString(event.data.breach_id) };
  return {};
}

/**
 * Everything one validated event does: session side effects, timers started and
 * fulfilled, and the session's `open_timers` kept in step. Timers fulfilled here that
 * belong to another session must be removed from that session with `withOpenTimers`.
 */
export function processEvent(input: ProcessEventInput): ProcessEventOutput {
  const started = startTimers(
    { event: input.event, event_id: input.event_id, session_id: input.session_id, org_id: input.org_id },
    input.newId,
    input.timerOptions,
  );
  const fulfilled = fulfilTimersByEvent(input.openTimers.filter(isOpen), input.event, input.event_id);

  let state: SessionState | null = null;
  let stateChanges: string[] = [];
  if (input.session) {
    const applied = applyEvent(input.session.state, input.event, input.session.config);
    state = withOpenTimers(applied.state, {
      add: started.map((t) => t.timer_id),
      remove: fulfilled.map((t) => t.timer_id),
    });
    stateChanges = applied.state_changes;
    if (JSON.stringify(state.open_timers) !== JSON.stringify(input.session.state.open_timers)) {
      // Keep the state's field order: open_timers sits before the obligation lists.
      stateChanges = (Object.keys(state) as string[]).filter((k) => k === 'open_timers' || stateChanges.includes(k));
    }
  }

  return {
    state,
    timers_started: started,
    timers_fulfilled: fulfilled,
    result: {
      event_id: input.event_id,
      type: input.event.type,
      status: 'recorded',
      timers_started: started.map((t) => t.timer_id),
      state_changes: stateChanges,
      ...openedId(input.event),
    },
  };
}
