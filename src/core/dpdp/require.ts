import { DPDP_RULES, DPDP_SECTIONS, SECTOR_RULES } from './constants';
import type { RequiredAction } from './gate';
import { purposesMatch } from './purposes';
import type { SessionConfig, SessionState } from './session';
import { isBlank } from '../text';
import { type Checked, isPlainObject, type JsonObject } from './types';

export const WORKFLOW_STEPS = [
  'data_collection',
  'data_processing',
  'decision_making',
  'decision_communication',
  'data_retention',
  'dsr_handling',
] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];

/**
 * Keywords that map a free-form step, checked in this order: a request about erasure is
 * DSR handling, explaining a credit decision is communication, credit scoring is a decision.
 */
const STEP_KEYWORDS: ReadonlyArray<[WorkflowStep, ReadonlySet<string>]> = [
  ['dsr_handling', new Set(['dsr', 'dsar', 'request', 'requests', 'rights', 'grievance', 'grievances', 'complaint', 'nomination', 'correction', 'access'])],
  ['decision_communication', new Set(['communicate', 'communication', 'communicating', 'notify', 'notification', 'inform', 'explain', 'explanation', 'outcome', 'result', 'letter'])],
  ['decision_making', new Set(['decision', 'decisions', 'decide', 'decisioning', 'score', 'scoring', 'approve', 'approval', 'underwrite', 'underwriting', 'assess', 'assessment', 'eligibility', 'credit', 'loan', 'screening', 'ranking', 'adjudication', 'diagnosis', 'triage', 'hiring'])],
  ['data_retention', new Set(['retention', 'retain', 'archive', 'archival', 'storage', 'store', 'erasure', 'erase', 'delete', 'deletion', 'purge', 'expiry', 'disposal'])],
  ['data_collection', new Set(['collection', 'collect', 'capture', 'signup', 'register', 'registration', 'onboarding', 'onboard', 'intake', 'kyc', 'form', 'consent', 'notice'])],
  ['data_processing', new Set(['process', 'processing', 'analysis', 'analyse', 'analyze', 'analytics', 'training', 'enrichment', 'transform', 'transformation', 'profiling', 'use', 'usage'])],
];

export interface StepClass {
  workflow_step: WorkflowStep;
  mapped_by: 'exact' | 'keyword';
  matched_keyword?: string;
}

export function mapWorkflowStep(step: string): StepClass | null {
  const key = step.trim().toLowerCase();
  if ((WORKFLOW_STEPS as readonly string[]).includes(key)) return { workflow_step: key as WorkflowStep, mapped_by: 'exact' };
  const tokens = key.split(/[^a-z0-9]+/).filter(Boolean);
  for (const [workflow_step, words] of STEP_KEYWORDS) {
    const hit = tokens.find((t) => words.has(t));
    if (hit) return { workflow_step, mapped_by: 'keyword', matched_keyword: hit };
  }
  return null;
}

/** A validated `require` request: the step as sent and as mapped. */
export interface RequireRequest extends StepClass {
  requested_step: string;
  context: JsonObject;
}

export function validateRequireRequest(input: unknown): Checked<RequireRequest> {
  const body = isPlainObject(input) ? input : {};
  if (typeof body.workflow_step !== 'string' || isBlank(body.workflow_step)) {
    return { ok: false, issues: [{ path: 'workflow_step', message: `workflow_step is required, one of ${WORKFLOW_STEPS.join(', ')}` }] };
  }
  if (body.context !== undefined && body.context !== null && !isPlainObject(body.context)) {
    return { ok: false, issues: [{ path: 'context', message: 'context must be an object' }] };
  }
  const mapped = mapWorkflowStep(body.workflow_step);
  if (!mapped) {
    return {
      ok: false,
      issues: [
        {
          path: 'workflow_step',
          message: `cannot map "${body.workflow_step}" to a workflow step; use one of ${WORKFLOW_STEPS.join(', ')}`,
        },
      ],
    };
  }
  const context = isPlainObject(body.context) ? body.context : {};
  return { ok: true, value: { ...mapped, requested_step: body.workflow_step, context } };
}

interface RequireFacts {
  config: SessionConfig;
  state: SessionState;
  purpose: string;
  context: JsonObject;
}

/** A requirement of a step. `fulfilled` reads the session; without it only the caller's word counts. */
interface Requirement {
  type: string;
  section: string;
  priority: number;
  reason: string;
  details: string;
  emit?: string;
  applies?: (f: RequireFacts) => boolean;
  fulfilled?: (f: RequireFacts) => boolean;
}

const consentActive = (f: RequireFacts): boolean =>
  Object.entries(f.state.consent_status).some(([p, v]) => v === 'active' && purposesMatch(p, f.purpose));
const childInScope = (f: RequireFacts): boolean => f.state.child_session || f.config.processes_children;
const isSdf = (f: RequireFacts): boolean => f.config.entity_type === 'significant_data_fiduciary';
const hasPending = (f: RequireFacts, obligation: string): boolean =>
  f.state.pending_obligations.some((p) => p.obligation === obligation);

const NOTICE: Requirement = {
  type: 'provide_notice',
  section: `${DPDP_SECTIONS.notice_missing}; ${DPDP_RULES.notice}`,
  priority: 1,
  reason: 'A notice must accompany or precede the request for consent.',
  details: 'Itemise the personal data and purpose, how to withdraw consent, exercise rights and complain to the Board; plain language, English or an Eighth Schedule language.',
  emit: 'notice.shown',
  fulfilled: (f) => f.state.notice_shown,
};
const CONSENT: Requirement = {
  type: 'obtain_consent',
  section: DPDP_SECTIONS.consent_missing,
  priority: 1,
  reason: 'Processing on consent needs active consent for this purpose.',
  details: 'Free, specific, informed, unconditional and unambiguous consent by a clear affirmative action, as easy to withdraw as to give.',
  emit: 'consent.granted',
  fulfilled: consentActive,
};
const AGE_VERIFICATION: Requirement = {
  type: 'verify_age',
  section: `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`,
  priority: 1,
  reason: "The service processes children's data: establish whether the user is a child.",
  details: 'Use reliable age details or a virtual token from an authorised entity; emit child.detected for a child.',
  applies: (f) => f.config.processes_children && !f.state.child_session,
};
const PARENTAL_CONSENT: Requirement = {
  type: 'obtain_verifiable_parental_consent',
  section: `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`,
  priority: 1,
  reason: "A child's data needs verifiable consent of a parent or lawful guardian.",
  details: 'Verify that the parent is an identifiable adult (details held, or a virtual token such as DigiLocker).',
  emit: 'child.parental_consent',
  applies: childInScope,
  fulfilled: (f) => f.state.fulfilled_obligations.includes('parental_consent_obtained'),
};
const NO_CHILD_TRACKING: Requirement = {
  type: 'disable_tracking_and_targeted_ads',
  section: DPDP_SECTIONS.child_targeting,
  priority: 1,
  reason: 'No tracking, behavioural monitoring or targeted advertising directed at a child.',
  details: 'Switch off analytics, profiling and ad personalisation for this session.',
  applies: (f) => f.state.child_session,
};
const ACCURACY: Requirement = {
  type: 'ensure_data_accuracy',
  section: DPDP_SECTIONS.accuracy_decisions,
  priority: 1,
  reason: 'Data used for a decision about the principal must be complete, accurate and consistent.',
  details: 'Verify every input of the decision; correct stale or conflicting values first.',
};
const SECURITY: Requirement = {
  type: 'security_safeguards',
  section: `${DPDP_SECTIONS.security_safeguards}; ${DPDP_RULES.security_safeguards}`,
  priority: 2,
  reason: 'Reasonable security safeguards must prevent a personal data breach.',
  details: 'Encryption, obfuscation or masking; access control; logs and monitoring kept for at least one year; backups; processor contracts with the same safeguards.',
};
const DPIA: Requirement = {
  type: 'conduct_dpia',
  section: `${DPDP_SECTIONS.sdf_obligations}(2)(c); ${DPDP_RULES.sdf_obligations}(1)`,
  priority: 2,
  reason: 'A significant data fiduciary must carry out a DPIA and an audit every twelve months.',
  details: 'Report the significant observations of both to the Board.',
  applies: isSdf,
};

/** Required actions per workflow step; the session decides which apply and which are fulfilled. */
export const STEP_REQUIREMENTS: Readonly<Record<WorkflowStep, readonly Requirement[]>> = {
  data_collection: [
    NOTICE,
    CONSENT,
    AGE_VERIFICATION,
    PARENTAL_CONSENT,
    {
      type: 'minimise_data',
      section: DPDP_SECTIONS.data_minimisation,
      priority: 2,
      reason: 'Collect only the personal data necessary for the specified purpose.',
      details: 'Drop optional fields that the purpose does not need (S.6(1)).',
    },
  ],
  data_processing: [
    CONSENT,
    PARENTAL_CONSENT,
    NO_CHILD_TRACKING,
    {
      type: 'limit_to_purpose',
      section: DPDP_SECTIONS.purpose_limitation,
      priority: 2,
      reason: 'Process only for the purpose consented to.',
      details: 'A new purpose needs its own notice and consent.',
    },
    SECURITY,
    DPIA,
  ],
  decision_making: [
    CONSENT,
    PARENTAL_CONSENT,
    ACCURACY,
    {
      type: 'algorithmic_due_diligence',
      section: `${DPDP_RULES.sdf_obligations}(3)`,
      priority: 2,
      reason: 'Algorithmic software used by a significant data fiduciary must not risk the rights of principals.',
      details: 'Keep a due-diligence record for the model (emit model.deployed with it).',
      applies: isSdf,
    },
    DPIA,
  ],
  decision_communication: [
    {
      type: 'communicate_decision',
      section: DPDP_SECTIONS.rights_grievance,
      priority: 1,
      reason: 'Tell the data principal the decision made about them.',
      details: 'State the outcome and the personal data it rested on (S.11(1)(a)).',
      emit: 'decision.made',
      fulfilled: (f) => f.state.fulfilled_obligations.includes('decision_communicated'),
    },
    {
      // The DPDP Act has no duty to explain a decision (S.11 gives a summary of the data
      // processed, S.12 correction); lenders owe reasons for a rejection under RBI's rules.
      type: 'provide_explanation',
      section: SECTOR_RULES.rbi_reasons_for_rejection,
      priority: 3,
      reason: 'Sector rule, not the DPDP Act: a lender must tell an applicant the main reasons for rejecting a loan.',
      details: 'Name the main reasons in writing; under the DPDP Act offer correction of inaccurate data (S.12).',
      emit: 'explanation.shown',
      fulfilled: (f) => f.state.fulfilled_obligations.includes('explanation_shown'),
    },
    {
      type: 'inform_grievance_redressal',
      section: `S.13; ${DPDP_RULES.rights}`,
      priority: 2,
      reason: 'The principal must know how to raise a grievance and, after it, complain to the Board.',
      details: 'Give the grievance contact and the 90-day response period.',
    },
  ],
  data_retention: [
    {
      type: 'erase_after_withdrawal',
      section: DPDP_SECTIONS.retention_erasure,
      priority: 1,
      reason: 'Consent was withdrawn: erase the data and have processors erase it.',
      details: 'Emit erasure.executed with the user_id when done.',
      emit: 'erasure.executed',
      applies: (f) => hasPending(f, 'erasure_on_withdrawal'),
      fulfilled: () => false,
    },
    {
      type: 'set_retention_period',
      section: `${DPDP_SECTIONS.retention_erasure}; ${DPDP_RULES.retention_erasure}`,
      priority: 1,
      reason: 'Erase the data once the purpose is served; the retention period starts the erasure clock.',
      details: 'Emit retention.started with user_id and retention_days; erasure timers follow.',
      emit: 'retention.started',
    },
    {
      type: 'pre_erasure_notice',
      section: DPDP_RULES.pre_erasure_notice,
      priority: 2,
      reason: 'Inform the principal at least 48 hours before erasure.',
      details: 'The pre_erasure_notice timer falls due 48 hours before the erasure deadline.',
    },
    {
      type: 'retain_processing_logs',
      section: `${DPDP_RULES.retention_erasure}(3)`,
      priority: 3,
      reason: 'Keep the personal data, traffic data and logs of processing for at least one year.',
      details: 'Erasure of the data does not remove the processing logs required by the Seventh Schedule.',
    },
  ],
  dsr_handling: [
    {
      type: 'respond_within_sla',
      section: `${DPDP_SECTIONS.rights_grievance}; ${DPDP_RULES.dsr_sla}`,
      priority: 1,
      reason: 'Respond to every data principal request within 90 days.',
      details: 'Emit dsr.responded with the request_id; the dsr_sla timer closes.',
      emit: 'dsr.responded',
      fulfilled: (f) => !hasPending(f, 'dsr_response'),
    },
    {
      type: 'verify_requester',
      section: `${DPDP_SECTIONS.rights_grievance}; ${DPDP_RULES.rights}`,
      priority: 2,
      reason: 'Act on a request only after identifying the data principal or nominee.',
      details: 'Use the identifier published for making requests (e.g. account id or registered mobile).',
    },
    {
      type: 'honour_nomination',
      section: 'S.14',
      priority: 3,
      reason: 'A nominee may exercise the rights on death or incapacity of the principal.',
      details: 'Record nominations and accept requests from a verified nominee.',
    },
    {
      type: 'inform_grievance_redressal',
      section: `S.13; ${DPDP_RULES.rights}`,
      priority: 2,
      reason: 'The principal must know how to raise a grievance and, after it, complain to the Board.',
      details: 'Give the grievance contact and the 90-day response period.',
    },
  ],
};

export interface StepRequirement extends RequiredAction {
  fulfilled: boolean;
}

export interface RequireResult {
  workflow_step: WorkflowStep;
  requested_step: string;
  mapped_by: StepClass['mapped_by'];
  required_actions: StepRequirement[];
  all_fulfilled: boolean;
}

/**
 * The actions a workflow step requires of this session, most urgent first. An action is
 * fulfilled when the session shows it, or when the caller lists its type in
 * `context.completed_actions` (for duties the session cannot observe, e.g. accuracy checks).
 */
export function requiredActions(
  request: RequireRequest,
  session: { config: SessionConfig; state: SessionState },
): RequireResult {
  const purpose = typeof request.context.purpose === 'string' && request.context.purpose.trim() !== ''
    ? request.context.purpose.trim()
    : session.config.purpose;
  const facts: RequireFacts = { config: session.config, state: session.state, purpose, context: request.context };
  const completed = new Set(
    Array.isArray(request.context.completed_actions)
      ? request.context.completed_actions.filter((a): a is string => typeof a === 'string')
      : [],
  );
  const actions = STEP_REQUIREMENTS[request.workflow_step]
    .filter((r) => r.applies?.(facts) ?? true)
    .map((r, order) => ({
      order,
      action: {
        type: r.type,
        reason: r.reason,
        section: r.section,
        priority: r.priority,
        details: r.details,
        metadata: {
          ...(r.emit ? { emit: r.emit } : {}),
          ...(r.type === 'obtain_consent' ? { purpose } : {}),
        },
        fulfilled: (r.fulfilled?.(facts) ?? false) || completed.has(r.type),
      },
    }))
    .sort((a, b) => a.action.priority - b.action.priority || a.order - b.order)
    .map((x) => x.action);
  return {
    workflow_step: request.workflow_step,
    requested_step: request.requested_step,
    mapped_by: request.mapped_by,
    required_actions: actions,
    all_fulfilled: actions.every((a) => a.fulfilled),
  };
}
