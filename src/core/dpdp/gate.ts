import { CHILD_AGE_LIMIT, DPDP_RULES, DPDP_SECTIONS, penaltyForSection } from './constants';
import { purposeKey, purposesMatch } from './purposes';
import type { ConsentValue, SessionConfig, SessionState } from './session';
import { type Checked, type FieldIssue, isPlainObject, type JsonObject } from './types';

export const GATE_ACTIONS = [
  'process_data',
  'make_decision',
  'share_data',
  'transfer_cross_border',
  'serve_ad',
  'track_user',
  'collect_data',
] as const;
export type GateAction = (typeof GATE_ACTIONS)[number];

/**
 * Keywords that classify a free-form action, most specific class first: a transfer
 * abroad is also sharing, and processing a loan application is a decision.
 */
const ACTION_KEYWORDS: ReadonlyArray<[GateAction, ReadonlySet<string>]> = [
  ['transfer_cross_border', new Set(['border', 'crossborder', 'overseas', 'abroad', 'international', 'offshore', 'foreign'])],
  ['serve_ad', new Set(['ad', 'ads', 'advert', 'adverts', 'advertise', 'advertising', 'advertisement', 'adtech', 'retarget', 'retargeting', 'promo', 'promotion', 'promotional', 'marketing', 'campaign'])],
  ['track_user', new Set(['track', 'tracking', 'tracker', 'monitor', 'monitoring', 'surveillance', 'profile', 'profiling', 'behavioural', 'behavioral', 'fingerprint', 'fingerprinting', 'analytics', 'telemetry'])],
  ['make_decision', new Set(['decide', 'decision', 'decisions', 'approve', 'approval', 'reject', 'rejection', 'deny', 'score', 'scoring', 'underwrite', 'underwriting', 'eligibility', 'eligible', 'assess', 'assessment', 'loan', 'credit', 'application', 'hire', 'hiring', 'screening', 'rank', 'ranking', 'diagnose', 'diagnosis', 'claim', 'claims', 'sanction'])],
  ['share_data', new Set(['share', 'sharing', 'disclose', 'disclosure', 'sell', 'selling', 'send', 'transmit', 'transfer', 'export', 'partner', 'vendor', 'processor', 'third', 'thirdparty'])],
  ['collect_data', new Set(['collect', 'collection', 'capture', 'gather', 'signup', 'register', 'registration', 'onboard', 'onboarding', 'ingest', 'intake', 'form', 'survey', 'upload'])],
];

export interface ActionClass {
  action_type: GateAction;
  /** `exact` for a listed action, `keyword` for a free string, `default` when nothing matched. */
  classified_by: 'exact' | 'keyword' | 'default';
  matched_keyword?: string;
}

/** Unmatched free strings count as `process_data`: any operation on personal data is processing (S.2(x)). */
export function classifyAction(action: string): ActionClass {
  const key = action.trim().toLowerCase();
  if ((GATE_ACTIONS as readonly string[]).includes(key)) return { action_type: key as GateAction, classified_by: 'exact' };
  const tokens = key.split(/[^a-z0-9]+/).filter(Boolean);
  for (const [type, words] of ACTION_KEYWORDS) {
    const hit = tokens.find((t) => words.has(t));
    if (hit) return { action_type: type, classified_by: 'keyword', matched_keyword: hit };
  }
  return { action_type: 'process_data', classified_by: 'default' };
}

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export interface Violation {
  rule: string;
  section: string;
  severity: Severity;
  penalty_crore: number;
  description: string;
  remediation: string;
  /** True when the action must not go ahead at all; otherwise a required action cures it. */
  blocking: boolean;
}

export interface Condition {
  type: string;
  reason: string;
  action: string;
}

export interface RequiredAction {
  type: string;
  reason: string;
  section: string;
  /** 1 is the most urgent. */
  priority: number;
  details: string;
  metadata: JsonObject;
}

/** What a gate rule sees: the session, the request context and the configuration, reduced to facts. */
export interface GateFacts {
  action: ActionClass;
  /** The purpose this action serves: context, else implied by the action, else the session's. */
  purpose: string | null;
  /** true / false when known; null when neither the session nor the context says. */
  noticeShown: boolean | null;
  /** Consent for `purpose`: 'none' when nothing is recorded, null when unknown. */
  consent: ConsentValue | 'none' | null;
  /** Purposes with active consent in the session. */
  consentedPurposes: string[];
  legitimateUse: boolean;
  child: boolean | null;
  parentalConsent: boolean;
  accuracyVerified: boolean | null;
  destinationCountry: string | null;
  restrictedCountries: readonly string[];
  processorContract: boolean | null;
  significantFiduciary: boolean;
  dpiaCompleted: boolean | null;
  dpoAppointed: boolean | null;
  /** Ads are taken as targeted unless the context says they are contextual (`targeted: false`). */
  targetedAd: boolean;
}

export interface GateOutcome {
  violations?: Violation[];
  required?: Array<RequiredAction & { beforeProceed: boolean }>;
  conditions?: Condition[];
}

export interface GateRule {
  id: string;
  section: string;
  description: string;
  check: (facts: GateFacts) => GateOutcome;
}

function violation(
  rule: string,
  section: string,
  severity: Severity,
  blocking: boolean,
  description: string,
  remediation: string,
): Violation {
  return { rule, section, severity, penalty_crore: penaltyForSection(section), description, remediation, blocking };
}

function required(
  type: string,
  section: string,
  priority: number,
  reason: string,
  details: string,
  metadata: JsonObject = {},
  beforeProceed = true,
): RequiredAction & { beforeProceed: boolean } {
  return { type, reason, section, priority, details, metadata, beforeProceed };
}

const purposeLabel = (f: GateFacts): string => (f.purpose ? `"${f.purpose}"` : 'this purpose');
const DOMESTIC = new Set(['in', 'ind', 'india', 'bharat']);

/** The rule registry of `evaluate`; each rule cites the section it enforces. */
export const GATE_RULES: readonly GateRule[] = [
  {
    id: 'notice_missing',
    section: DPDP_SECTIONS.notice_missing,
    description: 'A notice must accompany or precede every request for consent.',
    check(f) {
      if (f.legitimateUse || f.noticeShown === true) return {};
      const act = required(
        'provide_notice',
        `${DPDP_SECTIONS.notice_missing}; ${DPDP_RULES.notice}`,
        1,
        'No notice has been given to the data principal.',
        'Give a notice in clear and plain language listing the personal data and purpose, how to withdraw consent, how to exercise rights and how to complain to the Board; then emit notice.shown.',
        { emit: 'notice.shown' },
      );
      if (f.noticeShown === null) return { required: [act] };
      return {
        violations: [
          violation(
            'notice_missing',
            DPDP_SECTIONS.notice_missing,
            'high',
            false,
            'Personal data would be processed on consent without the S.5 notice having been given.',
            'Show the notice before (or together with) the consent request and emit notice.shown.',
          ),
        ],
        required: [act],
      };
    },
  },
  {
    id: 'consent_missing',
    section: DPDP_SECTIONS.consent_missing,
    description: 'Processing on consent needs active consent for the purpose; withdrawn or refused consent stops it.',
    check(f) {
      if (f.legitimateUse) {
        return {
          conditions: [
            {
              type: 'legitimate_use',
              reason: 'The context states a legitimate use under S.7, so consent is not the ground for processing.',
              action: 'Record which clause of S.7 is relied on.',
            },
          ],
        };
      }
      if (f.consent === 'active') return {};
      if (f.consent === 'withdrawn') {
        return {
          violations: [
            violation(
              'consent_withdrawn',
              DPDP_SECTIONS.consent_missing,
              'critical',
              true,
              `The data principal withdrew consent for ${purposeLabel(f)}; processing must cease (S.6(6)).`,
              'Stop processing, have processors stop too, and erase the data unless a law requires retention (S.8(7)). Proceed only after fresh consent.',
            ),
          ],
        };
      }
      if (f.consent === 'refused') {
        return {
          violations: [
            violation(
              'consent_refused',
              DPDP_SECTIONS.consent_missing,
              'high',
              true,
              `The data principal refused consent for ${purposeLabel(f)}.`,
              'Do not process for this purpose unless the principal later grants consent or a legitimate use (S.7) applies.',
            ),
          ],
        };
      }
      // Consent for a different purpose is the purpose-limitation rule's case.
      if (f.consent === 'none' && f.consentedPurposes.length > 0) return {};
      const act = required(
        'obtain_consent',
        DPDP_SECTIONS.consent_missing,
        1,
        `No consent is recorded for ${purposeLabel(f)}.`,
        'Ask for free, specific, informed, unconditional and unambiguous consent by a clear affirmative action, then emit consent.granted with the purpose.',
        { purpose: f.purpose, emit: 'consent.granted' },
      );
      if (f.consent === null) return { required: [act] };
      return {
        violations: [
          violation(
            'consent_missing',
            DPDP_SECTIONS.consent_missing,
            'high',
            false,
            `Personal data would be processed for ${purposeLabel(f)} without consent.`,
            'Obtain consent for the purpose before processing.',
          ),
        ],
        required: [act],
      };
    },
  },
  {
    id: 'purpose_limitation',
    section: DPDP_SECTIONS.purpose_limitation,
    description: 'Consent given for one purpose does not cover another.',
    check(f) {
      if (f.legitimateUse || f.consent !== 'none' || f.consentedPurposes.length === 0) return {};
      return {
        violations: [
          violation(
            'purpose_limitation',
            DPDP_SECTIONS.purpose_limitation,
            'high',
            true,
            `Consent covers ${f.consentedPurposes.map((p) => `"${p}"`).join(', ')}, not ${purposeLabel(f)}.`,
            'Use the data only for the consented purpose, or obtain separate consent for the new purpose and evaluate again.',
          ),
        ],
        required: [
          required(
            'obtain_consent',
            DPDP_SECTIONS.consent_missing,
            1,
            `The action's purpose ${purposeLabel(f)} is outside the consented purposes.`,
            'Obtain consent for this specific purpose, then emit consent.granted with the purpose.',
            { purpose: f.purpose, emit: 'consent.granted' },
          ),
        ],
      };
    },
  },
  {
    id: 'child_parental_consent',
    section: DPDP_SECTIONS.parental_consent,
    description: "A child's data needs verifiable consent of a parent or lawful guardian first.",
    check(f) {
      const section = `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`;
      if (f.child === null) {
        return {
          required: [
            required(
              'verify_age',
              section,
              1,
              "The service processes children's data and this user's age is not established.",
              'Establish whether the user is a child (reliable age details or a virtual token); if so emit child.detected and obtain parental consent.',
              { emit: 'child.detected' },
            ),
          ],
        };
      }
      if (!f.child || f.parentalConsent) return {};
      return {
        violations: [
          violation(
            'child_data',
            DPDP_SECTIONS.parental_consent,
            'critical',
            false,
            "A child's personal data would be processed without verifiable parental consent.",
            'Obtain verifiable consent of the parent or lawful guardian (Rule 10), checking that the parent is an identifiable adult.',
          ),
        ],
        required: [
          required(
            'obtain_verifiable_parental_consent',
            section,
            1,
            'The user is a child and no verifiable parental consent is recorded.',
            'Verify the parent through reliable identity and age details held by the fiduciary or a virtual token from an authorised entity (e.g. DigiLocker), then emit child.parental_consent.',
            { emit: 'child.parental_consent' },
          ),
        ],
      };
    },
  },
  {
    id: 'child_tracking_ads',
    section: DPDP_SECTIONS.child_targeting,
    description: 'No tracking, behavioural monitoring or targeted advertising directed at children, even with consent.',
    check(f) {
      const tracking = f.action.action_type === 'track_user';
      const ad = f.action.action_type === 'serve_ad' && f.targetedAd;
      if (!tracking && !ad) return {};
      if (f.child === null) {
        return {
          conditions: [
            {
              type: 'child_safeguard',
              reason: 'If the user is a child this action is prohibited outright (S.9(3)).',
              action: 'Establish that the user is an adult before tracking or targeting ads.',
            },
          ],
        };
      }
      if (!f.child) return {};
      return {
        violations: [
          tracking
            ? violation(
                'child_tracking',
                DPDP_SECTIONS.child_tracking,
                'critical',
                true,
                'Tracking or behavioural monitoring of a child is prohibited, whatever the consent.',
                'Do not track this user; disable analytics and profiling for child sessions.',
              )
            : violation(
                'child_advertising',
                DPDP_SECTIONS.child_advertising,
                'critical',
                true,
                'Targeted advertising directed at a child is prohibited, whatever the consent.',
                'Serve no targeted ads to this user; only non-personalised content may be shown.',
              ),
        ],
      };
    },
  },
  {
    id: 'accuracy_decisions',
    section: DPDP_SECTIONS.accuracy_decisions,
    description: 'Data used for a decision about the principal, or disclosed to another fiduciary, must be complete, accurate and consistent.',
    check(f) {
      const type = f.action.action_type;
      if (type !== 'make_decision' && type !== 'share_data') return {};
      const out: GateOutcome = {};
      if (type === 'make_decision') {
        out.required = [
          required(
            'communicate_decision',
            DPDP_SECTIONS.rights_grievance,
            3,
            'A decision affecting the data principal is being made.',
            'Communicate the decision and how to raise a grievance, then emit decision.made (and explanation.shown when explained).',
            { emit: 'decision.made' },
            false,
          ),
        ];
      }
      if (f.accuracyVerified === true) return out;
      if (f.accuracyVerified === null) {
        out.conditions = [
          {
            type: 'accuracy_check',
            reason: 'S.8(3): the data must be complete, accurate and consistent before it is used for this.',
            action: 'Verify the personal data relied on; send accuracy_verified: true in the context once done.',
          },
        ];
        return out;
      }
      out.violations = [
        violation(
          'accuracy_decisions',
          DPDP_SECTIONS.accuracy_decisions,
          'high',
          false,
          'The personal data relied on has not been verified as complete, accurate and consistent.',
          'Verify or correct the data before deciding or disclosing it.',
        ),
      ];
      out.required = [
        ...(out.required ?? []),
        required(
          'verify_data_accuracy',
          DPDP_SECTIONS.accuracy_decisions,
          2,
          'The context says the data has not been verified.',
          'Check completeness, accuracy and consistency of every field used; correct stale or conflicting values.',
        ),
      ];
      return out;
    },
  },
  {
    id: 'cross_border',
    section: DPDP_SECTIONS.cross_border,
    description: 'No transfer to a country the Central Government has restricted by notification.',
    check(f) {
      const country = f.destinationCountry;
      if (country === null) {
        if (f.action.action_type !== 'transfer_cross_border') return {};
        return {
          required: [
            required(
              'identify_destination_country',
              DPDP_SECTIONS.cross_border,
              1,
              'The destination country of the transfer is not stated, so the S.16 restriction cannot be checked.',
              'Send destination_country in the context.',
            ),
          ],
        };
      }
      if (DOMESTIC.has(country.trim().toLowerCase())) return {};
      const restricted = f.restrictedCountries.some((c) => c.trim().toLowerCase() === country.trim().toLowerCase());
      if (restricted) {
        return {
          violations: [
            violation(
              'cross_border',
              DPDP_SECTIONS.cross_border,
              'critical',
              true,
              `Transfer to ${country}, a country restricted by notification under S.16(1).`,
              'Keep the data in India or transfer only to a country that is not restricted.',
            ),
          ],
        };
      }
      const conditions: Condition[] = [
        {
          type: 'cross_border_transfer',
          reason: `${country} is not restricted under S.16(1); sectoral laws with stricter localisation still apply (S.16(2)).`,
          action: 'Emit data.transferred with destination_country once the transfer happens.',
        },
      ];
      if (f.significantFiduciary) {
        conditions.push({
          type: 'data_localisation',
          reason: `${DPDP_RULES.sdf_obligations}(4): a significant data fiduciary must keep categories of data specified by the Government, and their traffic data, in India.`,
          action: 'Confirm the data is not of a category required to stay in India.',
        });
      }
      return { conditions };
    },
  },
  {
    id: 'processor_governance',
    section: DPDP_SECTIONS.processor_governance,
    description: 'A processor may be engaged only under a valid contract; the fiduciary stays responsible.',
    check(f) {
      if (f.action.action_type !== 'share_data') return {};
      if (f.processorContract === true) return {};
      if (f.processorContract === null) {
        return {
          conditions: [
            {
              type: 'processor_contract',
              reason: 'S.8(2): personal data may go to a processor only under a valid contract.',
              action: 'Confirm a contract covers the recipient (or that it is another fiduciary with its own lawful ground).',
            },
          ],
        };
      }
      return {
        violations: [
          violation(
            'processor_governance',
            DPDP_SECTIONS.processor_governance,
            'medium',
            false,
            'Personal data would be shared with a processor without a valid contract.',
            'Put a contract in place that binds the processor to the fiduciary\'s obligations.',
          ),
        ],
        required: [
          required(
            'execute_processor_contract',
            DPDP_SECTIONS.processor_governance,
            2,
            'No contract with the recipient processor.',
            'Sign a processing contract covering purpose, security safeguards, breach reporting and erasure.',
          ),
        ],
      };
    },
  },
  {
    id: 'sdf_obligations',
    section: DPDP_SECTIONS.sdf_obligations,
    description: 'A significant data fiduciary needs a DPO, yearly DPIA and audit, and algorithmic due diligence.',
    check(f) {
      if (!f.significantFiduciary) return {};
      const out: GateOutcome = { violations: [], required: [], conditions: [] };
      const section = `${DPDP_SECTIONS.sdf_obligations}; ${DPDP_RULES.sdf_obligations}`;
      if (f.dpiaCompleted === false) {
        out.violations!.push(
          violation('sdf_dpia', DPDP_SECTIONS.sdf_obligations, 'high', false, 'No Data Protection Impact Assessment in the last twelve months.', 'Carry out the DPIA and audit and report significant observations to the Board (Rule 13(1)-(2)).'),
        );
        out.required!.push(required('conduct_dpia', section, 2, 'The context says no DPIA is current.', 'Carry out a DPIA and an independent audit within twelve months of the last.'));
      }
      if (f.dpoAppointed === false) {
        out.violations!.push(
          violation('sdf_dpo', DPDP_SECTIONS.sdf_obligations, 'high', false, 'No Data Protection Officer is appointed.', 'Appoint a DPO based in India, responsible to the board (S.10(2)(a)).'),
        );
        out.required!.push(required('appoint_dpo', section, 2, 'The context says no DPO is appointed.', 'Appoint a DPO based in India and publish the contact details.'));
      }
      if (f.dpiaCompleted === null || f.dpoAppointed === null) {
        out.conditions!.push({
          type: 'sdf_obligations',
          reason: 'Significant data fiduciary: DPO appointed, DPIA and independent audit within the last twelve months (S.10(2), Rule 13(1)).',
          action: 'Confirm with dpia_completed and dpo_appointed in the context.',
        });
      }
      if (f.action.action_type === 'make_decision') {
        out.conditions!.push({
          type: 'algorithmic_due_diligence',
          reason: `${DPDP_RULES.sdf_obligations}(3): algorithmic software deciding about principals must be verified not to risk their rights.`,
          action: 'Keep the due-diligence record of the model (emit model.deployed with it).',
        });
      }
      return out;
    },
  },
  {
    id: 'data_minimisation',
    section: DPDP_SECTIONS.data_minimisation,
    description: 'Collect only the personal data necessary for the specified purpose.',
    check(f) {
      if (f.action.action_type !== 'collect_data') return {};
      return {
        conditions: [
          {
            type: 'data_minimisation',
            reason: 'Consent is limited to the personal data necessary for the specified purpose (S.6(1)).',
            action: 'Collect only the fields the purpose needs.',
          },
        ],
      };
    },
  },
];

export interface EvaluateRequest {
  action: string;
  context: JsonObject;
}

export function validateEvaluateRequest(input: unknown): Checked<EvaluateRequest> {
  const body = isPlainObject(input) ? input : {};
  const issues: FieldIssue[] = [];
  if (typeof body.action !== 'string' || body.action.trim() === '') {
    issues.push({ path: 'action', message: `action is required, e.g. one of ${GATE_ACTIONS.join(', ')}` });
  }
  if (body.context !== undefined && body.context !== null && !isPlainObject(body.context)) {
    issues.push({ path: 'context', message: 'context must be an object' });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { action: body.action as string, context: isPlainObject(body.context) ? body.context : {} } };
}

function flag(context: JsonObject, ...keys: string[]): boolean | null {
  for (const key of keys) if (typeof context[key] === 'boolean') return context[key] as boolean;
  return null;
}

function text(context: JsonObject, ...keys: string[]): string | null {
  for (const key of keys) {
    const v = context[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return null;
}

function contextAge(context: JsonObject): number | null {
  for (const key of ['age', 'user_age']) if (typeof context[key] === 'number') return context[key] as number;
  return null;
}

const CHILD_CATEGORY = /\b(?:child|children|minor|minors|kid|kids)\b/i;

/** Purposes implied by actions that serve their own end whatever the session was opened for. */
const IMPLIED_PURPOSE: Partial<Record<GateAction, string>> = { serve_ad: 'marketing', track_user: 'tracking' };

export interface GateInput {
  action: string;
  context: JsonObject;
  session: { config: SessionConfig; state: SessionState } | null;
  /** S.16 restricted countries (configuration; none is notified yet). Names or codes, case-insensitive. */
  restrictedCountries?: readonly string[];
}

/**
 * Reduces session and context to facts. The session's recorded state is the authority
 * for notice, consent and parental consent; the context can only add what the session
 * cannot know (a stated age, the destination country, accuracy checks). Without a
 * session the context's own statements are used.
 */
export function gateFacts(input: GateInput): GateFacts {
  const { context, session } = input;
  const action = classifyAction(input.action);
  const purpose = text(context, 'purpose') ?? IMPLIED_PURPOSE[action.action_type] ?? session?.config.purpose ?? null;

  let noticeShown: boolean | null;
  let consent: GateFacts['consent'] = null;
  let consentedPurposes: string[] = [];
  let parentalConsent: boolean;
  if (session) {
    noticeShown = session.state.notice_shown;
    const entries = Object.entries(session.state.consent_status);
    consentedPurposes = entries.filter(([, v]) => v === 'active').map(([p]) => p);
    const exact = purpose ? entries.find(([p]) => purposeKey(p) === purposeKey(purpose)) : undefined;
    const related = purpose ? entries.filter(([p]) => purposesMatch(p, purpose)).map(([, v]) => v) : [];
    // Fail closed: a withdrawal or refusal for a related purpose outweighs a related grant.
    consent =
      exact?.[1] ??
      (['withdrawn', 'refused', 'active'] as const).find((v) => related.includes(v)) ??
      'none';
    parentalConsent = session.state.fulfilled_obligations.includes('parental_consent_obtained');
  } else {
    noticeShown = flag(context, 'notice_shown', 'notice_provided');
    const stated = text(context, 'consent_status');
    const given = flag(context, 'consent_obtained', 'consent_given', 'consent');
    if (stated === 'active' || stated === 'withdrawn' || stated === 'refused') consent = stated;
    else if (given !== null) consent = given ? 'active' : 'none';
    parentalConsent = flag(context, 'parental_consent', 'parental_consent_obtained') === true;
  }

  const age = contextAge(context);
  const statedChild = flag(context, 'is_child', 'child');
  const categories = [context.data_categories, context.data_types, context.data_type]
    .flat()
    .filter((c): c is string => typeof c === 'string');
  let child: boolean | null;
  if (
    session?.state.child_session ||
    statedChild === true ||
    (age !== null && age < CHILD_AGE_LIMIT) ||
    categories.some((c) => CHILD_CATEGORY.test(c))
  ) {
    child = true;
  } else if (statedChild === false || (age !== null && age >= CHILD_AGE_LIMIT) || flag(context, 'age_verified') === true) {
    child = false;
  } else {
    child = session?.config.processes_children ? null : false;
  }

  const legitimateUse =
    text(context, 'legal_basis')?.toLowerCase().replace(/[\s-]+/g, '_') === 'legitimate_use' ||
    flag(context, 'legitimate_use') === true;

  return {
    action,
    purpose,
    noticeShown,
    consent,
    consentedPurposes,
    legitimateUse,
    child,
    parentalConsent,
    accuracyVerified: flag(context, 'accuracy_verified', 'data_verified', 'data_accuracy_checked'),
    destinationCountry: text(context, 'destination_country', 'recipient_country', 'transfer_country', 'country'),
    restrictedCountries: input.restrictedCountries ?? [],
    processorContract: flag(context, 'processor_contract', 'dpa_signed', 'contract_in_place'),
    significantFiduciary: session?.config.entity_type === 'significant_data_fiduciary' || context.entity_type === 'significant_data_fiduciary',
    dpiaCompleted: flag(context, 'dpia_completed'),
    dpoAppointed: flag(context, 'dpo_appointed'),
    targetedAd: flag(context, 'targeted', 'targeted_ad') !== false,
  };
}

export type Verdict = 'allow' | 'block' | 'require_action';

export interface GateResult {
  verdict: Verdict;
  action: string;
  action_type: GateAction;
  classified_by: ActionClass['classified_by'];
  purpose: string | null;
  violations: Violation[];
  conditions: Condition[];
  /** Everything the fiduciary must do for this action, before or after it. */
  required_actions: RequiredAction[];
  /** The subset that must be done before the action may go ahead. */
  required_before_proceed: RequiredAction[];
}

/**
 * The allow / block / require_action verdict: `block` when a blocking violation exists
 * (nothing the fiduciary can do now makes the action lawful), `require_action` when a
 * violation or a precondition can be cured first, `allow` otherwise.
 */
export function evaluateAction(input: GateInput): GateResult {
  const facts = gateFacts(input);
  const violations: Violation[] = [];
  const conditions: Condition[] = [];
  const actions = new Map<string, RequiredAction & { beforeProceed: boolean }>();
  for (const rule of GATE_RULES) {
    const out = rule.check(facts);
    violations.push(...(out.violations ?? []));
    conditions.push(...(out.conditions ?? []));
    for (const act of out.required ?? []) if (!actions.has(act.type)) actions.set(act.type, act);
  }
  const ordered = [...actions.values()].sort((a, b) => a.priority - b.priority);
  const strip = ({ beforeProceed: _, ...act }: RequiredAction & { beforeProceed: boolean }): RequiredAction => act;
  const requiredBefore = ordered.filter((a) => a.beforeProceed).map(strip);

  let verdict: Verdict = 'allow';
  if (violations.some((v) => v.blocking)) verdict = 'block';
  else if (violations.length > 0 || requiredBefore.length > 0) verdict = 'require_action';

  return {
    verdict,
    action: input.action,
    action_type: facts.action.action_type,
    classified_by: facts.action.classified_by,
    purpose: facts.purpose,
    violations,
    conditions,
    required_actions: ordered.map(strip),
    required_before_proceed: requiredBefore,
  };
}
