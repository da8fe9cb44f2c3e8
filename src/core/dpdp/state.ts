import { DPDP_RULES, DPDP_SECTIONS } from './constants';
import type { DpdpEvent } from './events';
import type { PendingObligation, SessionConfig, SessionState } from './session';
import { idString } from './types';

export interface StateUpdate {
  state: SessionState;
  /** Names of the session state fields whose value changed, in the state's field order. */
  state_changes: string[];
}

/** The purpose an event is about: `data.purpose`, else the session's declared purpose (decisions §6). */
export function eventPurpose(event: DpdpEvent, config: Pick<SessionConfig, 'purpose'>): string {
  return typeof event.data.purpose === 'string' ? event.data.purpose.trim() : config.purpose;
}

function withFulfilled(list: string[], obligation: string): string[] {
  return list.includes(obligation) ? list : [...list, obligation];
}

function withPending(list: PendingObligation[], item: PendingObligation): PendingObligation[] {
  const exists = list.some((p) => p.obligation === item.obligation && p.reference === item.reference);
  if (exists) return list;
  // No `reference: undefined` key, so that stored JSON and in-memory state look the same.
  const { reference, ...rest } = item;
  return [...list, reference === undefined ? rest : item];
}

/**
 * Drops pending items of `obligation`. When both the event and the item name a request or
 * user, only a matching item goes; an item or event without one matches any.
 */
function withoutPending(list: PendingObligation[], obligation: string, reference?: string): PendingObligation[] {
  return list.filter(
    (p) =>
      p.obligation !== obligation ||
      (reference !== undefined && p.reference !== undefined && p.reference !== reference),
  );
}

function changedFields(before: SessionState, after: SessionState): string[] {
  return (Object.keys(after) as Array<keyof SessionState>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * The side effects of one recorded event on its session (spec's side-effects table and
 * decisions §6), plus the pending obligations that the event opens or closes:
 *
 * - consent before any notice leaves `notice` pending (S.5: the notice accompanies or precedes the request);
 * - withdrawing an active consent leaves `erasure_on_withdrawal` pending for that user (S.8(7)), closed by `erasure.executed`;
 * - `child.detected` leaves `verifiable_parental_consent` pending (S.9(1)), closed by `child.parental_consent`;
 * - `child.aged_out` ends the child session: the principal is now an adult;
 * - `dsr.received` leaves `dsr_response` pending for that request (Rule 14(3)), closed by `dsr.responded`.
 *
 * Breach and retention deadlines are organisation-level and live in timers only.
 */
export function applyEvent(state: SessionState, event: DpdpEvent, config: SessionConfig): StateUpdate {
  const next: SessionState = { ...state, events_count: state.events_count + 1 };
  const userId = idString(event.data.user_id);
  const requestId = idString(event.data.request_id);

  switch (event.type) {
    case 'consent.granted': {
      next.consent_status = { ...state.consent_status, [eventPurpose(event, config)]: 'active' };
      next.fulfilled_obligations = withFulfilled(state.fulfilled_obligations, 'consent_obtained');
      if (!state.notice_shown) {
        next.pending_obligations = withPending(state.pending_obligations, {
          obligation: 'notice',
          section: DPDP_SECTIONS.notice_missing,
          reason: 'Consent was recorded before any notice; give the S.5 notice so that the consent is informed.',
        });
      }
      break;
    }
    case 'consent.withdrawn': {
      const purpose = eventPurpose(event, config);
      next.consent_status = { ...state.consent_status, [purpose]: 'withdrawn' };
      if (state.consent_status[purpose] === 'active') {
        next.pending_obligations = withPending(state.pending_obligations, {
          obligation: 'erasure_on_withdrawal',
          section: DPDP_SECTIONS.retention_erasure,
          reason: `Consent for "${purpose}" was withdrawn: stop processing and erase the personal data unless a law requires retention.`,
          reference: userId,
        });
      }
      break;
    }
    case 'consent.refused': {
      const purpose = eventPurpose(event, config);
      if (state.consent_status[purpose] !== 'active') {
        next.consent_status = { ...state.consent_status, [purpose]: 'refused' };
      }
      break;
    }
    case 'notice.shown':
      next.notice_shown = true;
      next.fulfilled_obligations = withFulfilled(state.fulfilled_obligations, 'notice_shown');
      next.pending_obligations = withoutPending(state.pending_obligations, 'notice');
      break;
    case 'child.detected':
      next.child_session = true;
      if (!state.fulfilled_obligations.includes('parental_consent_obtained')) {
        next.pending_obligations = withPending(state.pending_obligations, {
          obligation: 'verifiable_parental_consent',
          section: `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`,
          reason: 'A child was detected: obtain verifiable consent of a parent or lawful guardian before processing.',
        });
      }
      break;
    case 'child.parental_consent':
      next.fulfilled_obligations = withFulfilled(state.fulfilled_obligations, 'parental_consent_obtained');
      next.pending_obligations = withoutPending(state.pending_obligations, 'verifiable_parental_consent');
      break;
    case 'child.aged_out':
      next.child_session = false;
      next.pending_obligations = withoutPending(state.pending_obligations, 'verifiable_parental_consent');
      break;
    case 'decision.made':
      next.fulfilled_obligations = withFulfilled(state.fulfilled_obligations, 'decision_communicated');
      break;
    case 'explanation.shown':
      next.fulfilled_obligations = withFulfilled(state.fulfilled_obligations, 'explanation_shown');
      break;
    case 'dsr.received':
      next.pending_obligations = withPending(state.pending_obligations, {
        obligation: 'dsr_response',
        section: `${DPDP_SECTIONS.rights_grievance}; ${DPDP_RULES.dsr_sla}`,
        reason: `Respond to data principal request ${requestId} within 90 days.`,
        reference: requestId,
      });
      break;
    case 'dsr.responded':
      next.pending_obligations = withoutPending(state.pending_obligations, 'dsr_response', requestId);
      break;
    case 'erasure.executed':
      next.pending_obligations = withoutPending(state.pending_obligations, 'erasure_on_withdrawal', userId);
      break;
    default:
      break;
  }
  return { state: next, state_changes: changedFields(state, next) };
}

/** Keeps `open_timers` in step when timers start, or close from outside the session's own events. */
export function withOpenTimers(
  state: SessionState,
  change: { add?: readonly string[]; remove?: readonly string[] },
): SessionState {
  const removed = new Set(change.remove ?? []);
  const kept = state.open_timers.filter((id) => !removed.has(id));
  for (const id of change.add ?? []) if (!kept.includes(id)) kept.push(id);
  return { ...state, open_timers: kept };
}
