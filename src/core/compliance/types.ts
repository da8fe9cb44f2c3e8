// Public types of the compliance engine. Output field names are snake_case because
// they travel to the wire unchanged (wire contract §3.7); inputs stay camelCase.

import type { SignalId } from './signals';

export type FrameworkCode = 'gdpr' | 'ccpa' | 'hipaa' | 'eu_ai_act' | 'india_dpdp' | 'india_ai_gov';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export type RequirementStatus = 'pass' | 'fail' | 'warning' | 'not_assessable';
export type RemediationEffort = 'low' | 'medium' | 'high';
/** 'Not assessed': nothing in the input engages the framework (docs/decisions.md). */
export type ScoreLabel = 'Critical' | 'Poor' | 'Fair' | 'Good' | 'Excellent' | 'Not assessed';
/**
 * compliant – assessed, no violation, safeguards evidenced where the law needs them;
 * non_compliant – a violation (or, in strict mode, safeguards not evidenced);
 * needs_evidence – no violation, but a high-risk system or a high/critical obligation is
 *   engaged without evidenced safeguards;
 * insufficient_information – nothing in the input engages the framework.
 */
export type FrameworkStatus = 'compliant' | 'non_compliant' | 'needs_evidence' | 'insufficient_information';
export type Dimension =
  | 'fairness'
  | 'safety'
  | 'reliability'
  | 'transparency'
  | 'privacy'
  | 'accountability'
  | 'inclusivity'
  | 'user_impact';

/** A detected signal, or its explicit denial in the text ("we do NOT sell …"). */
export type SignalRef = SignalId | `not:${SignalId}`;

/** All signals of one condition must be present (AND); a list of conditions is an OR. */
export type Condition = readonly SignalRef[];

/** Where a piece of evidence was found. Content offsets index `input.content`;
 * context offsets index the string value under `key` (absent for boolean keys). */
export type Evidence =
  | { source: 'content'; signal: SignalRef; start: number; end: number; text: string }
  | { source: 'context'; signal: SignalRef; key: string; text: string; start?: number; end?: number };

export interface DpdpRequirementDetail {
  /** tier_1: ₹200–250 crore Schedule items; tier_2: consent, notice, purpose, SDF; tier_3: the rest. */
  tier: 'tier_1' | 'tier_2' | 'tier_3';
  penaltyCeilingCrore: number;
  /** Schedule entry the ceiling comes from, so exposure is counted once per entry. */
  scheduleItem: number;
  enforcementPhase: string;
  plainLanguage: string;
  checklist: readonly string[];
}

/** One obligation of a rule pack, as data. */
export interface RequirementDefinition {
  id: string;
  /** Clause label with a short title, e.g. "Art. 9 — Special categories". */
  clause: string;
  /** What the law requires, in one sentence. */
  requirement: string;
  area: string;
  referenceUrl: string;
  severity: Severity;
  aiSpecific: boolean;
  effort: RemediationEffort;
  dimensions: readonly [Dimension, ...Dimension[]];
  /** What the requirement is about (HIPAA: PHI; Art. 14: a high-risk system). Outside it,
   * described safeguards prove nothing and the requirement is not assessable; violation
   * and risk evidence are judged regardless. */
  scope?: readonly Condition[];
  /** Evidence that the obligation is engaged; without safeguards it is a warning. */
  appliesWhen?: readonly Condition[];
  /** Evidence of a violation that no described safeguard cures. */
  violatedWhen?: readonly Condition[];
  /** Evidence of a violation unless one of the safeguards is described. */
  riskWhen?: readonly Condition[];
  safeguards?: readonly SignalRef[];
  /** 'all': every safeguard must be evidenced to pass; some of them is a warning. */
  safeguardMode?: 'any' | 'all';
  /** Safeguards only narrow a risk to a warning (e.g. the Art. 5(1)(h) exceptions). */
  safeguardsOnlyMitigate?: boolean;
  /** `{evidence}` is replaced by the quoted evidence, `{missing}` by the missing safeguards. */
  description: { fail: string; warning: string };
  remediation: string;
  penaltyExposure?: string;
  regulatoryDeadline?: string;
  dpdp?: DpdpRequirementDetail;
}

export interface RequirementResult {
  requirement_id: string;
  requirement: string;
  article: string;
  clause: string;
  area: string;
  reference_url: string;
  status: RequirementStatus;
  /** 0–10; null when the requirement could not be assessed (it is then left out of every aggregate). */
  score: number | null;
  confidence: number;
  threshold: number;
  severity: Severity;
  ai_specific: boolean;
  dimension_sources: Dimension[];
  evaluation_method: 'rule_based';
  remediation_effort: RemediationEffort;
  evidence: Evidence[];
  safeguards_found: string[];
  issue?: string;
  penalty_exposure?: string;
  regulatory_deadline?: string;
  tier?: DpdpRequirementDetail['tier'];
  penalty_ceiling_crore?: number;
  enforcement_phase?: string;
  chatbot_explanation?: string;
  checklist?: string[];
}

export interface ComplianceIssue {
  id: string;
  requirement_id: string;
  clause: string;
  article: string;
  requirement: string;
  description: string;
  severity: Severity;
  status: 'fail' | 'warning';
  dimension: Dimension;
  area: string;
  reference_url: string;
  remediation: string;
  remediation_effort: RemediationEffort;
  remediation_deadline_days: number;
  ai_specific: boolean;
  evidence: Evidence[];
  penalty_exposure?: string;
}

export type RiskTier = 'prohibited' | 'high' | 'limited' | 'minimal';

export interface RiskClassificationDetail {
  tier: RiskTier;
  basis: string;
  obligations: string[];
  prohibited_practices: string[];
  annex_iii_areas: string[];
}

export interface DimensionScore {
  score: number;
  confidence: number;
}

export interface DpdpAuditDetail {
  tier_1_score: number | null;
  tier_2_score: number | null;
  tier_3_score: number | null;
  total_penalty_exposure_crore: number;
  entity_context: {
    entity_type: string;
    sector: string;
    processes_children: boolean;
    cross_border_transfers: boolean;
    significant_data_fiduciary: boolean;
  };
  enforcement_timeline: Record<string, string>;
}

export interface FrameworkReport {
  framework: FrameworkCode;
  framework_name: string;
  framework_version: string;
  framework_url: string;
  status: FrameworkStatus;
  /** True only when `status` is `compliant`. */
  compliant: boolean;
  score: number;
  confidence: number;
  label: ScoreLabel;
  summary: string;
  pass_mark: number;
  requirements_checked: number;
  requirements_passed: number;
  requirements_failed: number;
  requirements_warned: number;
  requirements_not_assessable: number;
  requirements: RequirementResult[];
  /** Failed requirements, plus warnings when the framework is not compliant (but not for a
   * prohibited practice, which no safeguard makes compliant); empty when compliant. */
  issues: ComplianceIssue[];
  improvement_suggestions: string[];
  dimension_scores: Partial<Record<Dimension, DimensionScore>>;
  risk_classification_detail?: RiskClassificationDetail;
  dpdp_audit?: DpdpAuditDetail;
}

export interface ComplianceInput {
  content: string;
  frameworks: readonly FrameworkCode[];
  context?: string | Record<string, unknown>;
  strictMode?: boolean;
  /** Regions national phone numbers are tried in after India (the application policy's `pii.phoneRegions`). */
  phoneRegions?: readonly string[];
}

export interface CrossFrameworkSummary {
  frameworks_evaluated: number;
  /** Null when no framework was requested. */
  average_score: number | null;
  weakest_framework: FrameworkCode | null;
  weakest_score: number | null;
}

export interface ComplianceReport {
  /** True only when every framework's status is `compliant`. */
  overall_compliant: boolean;
  strict_mode: boolean;
  pass_mark: number;
  frameworks: Partial<Record<FrameworkCode, FrameworkReport>>;
  cross_framework_summary: CrossFrameworkSummary;
}
