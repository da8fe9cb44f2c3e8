// Bodies of the DPDP endpoints: each is `{result, credits_consumed}` (wire contract §3.14).
import { z } from 'zod';
import { EVIDENCE_TYPES, TIMER_STATUSES, TIMER_TYPES } from '../../core/dpdp';
import { anyObject, envelope, obj, timestamp } from './common';

const verdict = z.enum(['allow', 'block', 'require_action']);

const sessionState = obj({
  consent_status: z.record(z.string(), z.enum(['active', 'withdrawn', 'refused'])),
  notice_shown: z.boolean(),
  child_session: z.boolean(),
  events_count: z.number().int(),
  open_timers: z.array(z.string()),
  fulfilled_obligations: z.array(z.string()),
  pending_obligations: z.array(obj({ obligation: z.string(), section: z.string() })),
});

export const sessionResponse = envelope(
  obj({
    session_id: z.string(),
    created_at: timestamp,
    expires_at: timestamp,
    config: obj({ entity_type: z.string(), purpose: z.string(), sector: z.string(), processes_children: z.boolean(), ttl_hours: z.number() }),
    state: sessionState,
  }),
);

export const emitResponse = envelope(
  obj({
    accepted: z.number().int(),
    rejected: z.number().int(),
    events: z.array(
      obj({
        event_id: z.string().nullable(),
        type: z.string().nullable(),
        status: z.string(),
        reason: z.string().optional(),
        timers_started: z.array(z.string()),
        state_changes: z.array(z.string()),
      }),
    ),
    session_id: z.string().optional(),
    session_state: sessionState.optional(),
    checkpoint: obj({
      format: z.string(),
      application_id: z.string(),
      seq: z.number().int(),
      head_hash: z.string(),
      issued_at: timestamp,
      algorithm: z.literal('Ed25519'),
      key_id: z.string(),
      signature: z.string(),
    })
      .optional()
      .describe('A signed receipt of the chain head right after these events'),
  }),
);

export const scanResponse = envelope(
  obj({
    compliant: z.boolean(),
    verdict,
    reasons: z.array(z.string()),
    pii_action: z.string(),
    pii_found: z.array(anyObject),
    special_categories_found: z.array(anyObject),
    child_signals: z.array(anyObject),
    child_detected: z.boolean(),
    child_session: z.boolean(),
    child_actions_required: z.array(z.string()),
    purpose_drift: z.boolean(),
    purpose_drift_details: anyObject,
    checks_run: z.array(z.string()),
    content_masked: z.string().nullable(),
    masked_text: z.string().nullable(),
    session_state: sessionState.optional(),
    child_event_id: z.string().optional(),
    latency_ms: z.number(),
  }),
);

const requiredAction = obj({ type: z.string() });

export const evaluateResponse = envelope(
  obj({
    verdict,
    action: z.string(),
    action_type: z.string(),
    classified_by: z.string(),
    purpose: z.string().nullable(),
    violations: z.array(anyObject),
    conditions: z.array(anyObject),
    required_actions: z.array(requiredAction),
    required_before_proceed: z.array(requiredAction),
    session_state: sessionState.optional(),
    latency_ms: z.number(),
  }),
);

export const requireResponse = envelope(
  obj({
    workflow_step: z.string(),
    requested_step: z.string(),
    mapped_by: z.string(),
    required_actions: z.array(requiredAction.extend({ fulfilled: z.boolean() })),
    all_fulfilled: z.boolean(),
    session_state: sessionState,
    latency_ms: z.number(),
  }),
);

/** The signed packet itself, so that saving `result` gives a file `svc evidence verify` accepts. */
export const evidenceResponse = envelope(
  obj({
    evidence_id: z.string(),
    type: z.enum(EVIDENCE_TYPES),
    generated_at: timestamp,
    format: z.literal('svc-dpdp-evidence/1'),
    org_id: z.string().optional(),
    params: anyObject,
    sections: z.array(z.string()),
    report: anyObject,
    findings: z.array(anyObject),
    missing_particulars: z.array(z.string()),
    events: z.array(anyObject),
    chain: obj({
      algorithm: z.literal('sha256'),
      canonicalization: z.string(),
      genesis_hash: z.string(),
      segment: z.array(anyObject),
      head: obj({ seq: z.number().int(), hash: z.string() }).optional(),
    }),
    signature: obj({ algorithm: z.string(), key_id: z.string(), digests: z.record(z.string(), z.string()), value: z.string(), public_key: z.string() }),
  }),
);

const timer = obj({
  timer_id: z.string(),
  type: z.enum(TIMER_TYPES),
  status: z.enum(TIMER_STATUSES),
  section: z.string(),
  description: z.string(),
  started_at: timestamp,
  deadline: timestamp,
  overdue_at: timestamp,
  without_delay: z.literal(true).optional(),
  alert_at: timestamp,
  event_id: z.string(),
  session_id: z.string().nullable(),
  days_remaining: z.number().nullable(),
  in_force: z.boolean(),
  in_force_from: z.string(),
  alerted_at: timestamp.optional(),
});

export const timersResponse = envelope(
  obj({
    timers: z.array(timer),
    summary: obj({ total_active: z.number().int(), overdue: z.number().int(), approaching_7_days: z.number().int(), approaching_15_days: z.number().int() }),
    next_cursor: z.string().nullable(),
  }),
);

export const timerResponse = envelope(timer);
