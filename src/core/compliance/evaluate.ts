// Judges one requirement against the detected signals, and aggregates a framework score.
//
// Status rules (a requirement is never failed on a guess):
//   fail           – violation evidence (violatedWhen), or risk evidence (riskWhen) with
//                    no safeguard described;
//   pass           – safeguards evidenced (curing any risk evidence);
//   warning        – the obligation is engaged (appliesWhen) or risk is only narrowed, but
//                    the safeguards are missing or only partly evidenced;
//   not_assessable – nothing in the content or context bears on the requirement, or it is
//                    outside the requirement's scope (safeguards alone do not count there).

import type { DetectedSignals } from './detect';
import { signalLabel } from './signals';
import type {
  ComplianceIssue,
  Condition,
  Evidence,
  RequirementDefinition,
  RequirementResult,
  RequirementStatus,
  ScoreLabel,
  Severity,
  SignalRef,
} from './types';

export const PASS_MARK = 7.0;
export const STRICT_PASS_MARK = 8.5;

const SEVERITY_WEIGHT: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

/** A failed requirement scores low; the framework score is then capped by its worst
 * failure, so one violation cannot be averaged away by many passes. Every cap is below the
 * pass mark: a framework with a violated requirement is never compliant. */
const FAIL_SCORE: Record<Severity, number> = { critical: 0, high: 2, medium: 3.5, low: 5 };
const FAIL_CAP: Record<Severity, number> = { critical: 1.5, high: 3.5, medium: 5.5, low: 6.5 };
/** Engaged obligations without evidence stay at or above the normal pass mark (violations
 * need evidence) but below the strict one, which asks for evidenced safeguards. */
const WARNING_SCORE: Record<Severity, number> = { critical: 7, high: 7.5, medium: 8, low: 8.5 };
const PASS_SCORE = 10;
/** A pass that needed safeguards to cure evidence of risk. */
const MITIGATED_PASS_SCORE = 9;

const CONFIDENCE = {
  violationInContent: 0.9,
  violationInContextOnly: 0.8,
  risk: 0.8,
  pass: 0.75,
  warning: 0.55,
  notAssessable: 0.2,
} as const;

/** Days to fix, by severity (advice for planning, not a statutory deadline). */
const REMEDIATION_DAYS: Record<Severity, number> = { critical: 7, high: 30, medium: 60, low: 90 };
const MAX_EVIDENCE_CITED = 6;

/** Signals combined in one condition must be evidenced close together: "health data" in
 * one section and "newsletter" three sections later do not show health data used for
 * marketing. Context evidence has no position and combines with anything. */
const PROXIMITY_CHARS = 300;

/** One piece of evidence per signal of the condition, all within the proximity window;
 * null when the condition does not hold. A single-signal condition cites all its evidence. */
function cooccurring(condition: Condition, signals: DetectedSignals): Evidence[] | null {
  const lists = condition.map((ref) => signals.evidence(ref));
  if (lists.some((list) => list.length === 0)) return null;
  if (lists.length === 1) return [...lists[0]];
  const chosen: Evidence[] = [];
  const search = (i: number, low: number, high: number): boolean => {
    if (i === lists.length) return true;
    for (const e of lists[i]) {
      const positioned = e.source === 'content';
      const nextLow = positioned ? Math.min(low, e.start) : low;
      const nextHigh = positioned ? Math.max(high, e.end) : high;
      if (nextHigh - nextLow > PROXIMITY_CHARS) continue;
      chosen.push(e);
      if (search(i + 1, nextLow, nextHigh)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0, Infinity, -Infinity) ? chosen : null;
}

/** Evidence of the first satisfied condition, or null when none holds. */
function firstSatisfied(conditions: readonly Condition[] | undefined, signals: DetectedSignals): Evidence[] | null {
  for (const condition of conditions ?? []) {
    const evidence = cooccurring(condition, signals);
    if (evidence) return evidence;
  }
  return null;
}

function dedupeEvidence(evidence: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  const out: Evidence[] = [];
  for (const e of evidence) {
    const key = `${e.source}|${e.source === 'context' ? e.key : ''}|${e.start}|${e.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
    if (out.length === MAX_EVIDENCE_CITED) break;
  }
  return out;
}

function quoteEvidence(evidence: readonly Evidence[]): string {
  const quote = (e: Evidence): string => {
    if (e.source === 'content') return `"${e.text}"`;
    // Flags such as `processes_children: true` already name their key.
    return e.start === undefined ? `context "${e.text}"` : `context ${e.key} "${e.text}"`;
  };
  const quoted = [...new Set(evidence.map(quote))];
  return quoted.slice(0, 3).join(', ');
}

function fillTemplate(template: string, evidence: readonly Evidence[], missing: readonly SignalRef[]): string {
  return template
    .replace('{evidence}', quoteEvidence(evidence) || 'the content')
    .replace('{missing}', missing.map(signalLabel).join(', ') || 'the safeguards');
}

interface Verdict {
  status: RequirementStatus;
  score: number | null;
  confidence: number;
  evidence: Evidence[];
}

const NOT_ASSESSABLE: Verdict = { status: 'not_assessable', score: null, confidence: CONFIDENCE.notAssessable, evidence: [] };

function verdict(def: RequirementDefinition, signals: DetectedSignals, found: readonly SignalRef[]): Verdict {
  const safeguards = def.safeguards ?? [];
  const satisfied =
    found.length > 0 && (def.safeguardMode === 'all' ? found.length === safeguards.length : true);
  const safeguardEvidence = (): Evidence[] => found.flatMap((ref) => signals.evidence(ref));

  const violation = firstSatisfied(def.violatedWhen, signals);
  if (violation) {
    const inContent = violation.some((e) => e.source === 'content');
    return {
      status: 'fail',
      score: FAIL_SCORE[def.severity],
      confidence: inContent ? CONFIDENCE.violationInContent : CONFIDENCE.violationInContextOnly,
      evidence: violation,
    };
  }
  const risk = firstSatisfied(def.riskWhen, signals);
  if (risk) {
    if (satisfied && !def.safeguardsOnlyMitigate) {
      return { status: 'pass', score: MITIGATED_PASS_SCORE, confidence: CONFIDENCE.pass, evidence: [...safeguardEvidence(), ...risk] };
    }
    if (found.length > 0) {
      return { status: 'warning', score: WARNING_SCORE[def.severity], confidence: CONFIDENCE.warning, evidence: [...risk, ...safeguardEvidence()] };
    }
    return { status: 'fail', score: FAIL_SCORE[def.severity], confidence: CONFIDENCE.risk, evidence: risk };
  }
  if (def.scope && !firstSatisfied(def.scope, signals)) return NOT_ASSESSABLE;
  if (satisfied) return { status: 'pass', score: PASS_SCORE, confidence: CONFIDENCE.pass, evidence: safeguardEvidence() };
  const engaged = firstSatisfied(def.appliesWhen, signals);
  if (engaged || found.length > 0) {
    return {
      status: 'warning',
      score: WARNING_SCORE[def.severity],
      confidence: CONFIDENCE.warning,
      evidence: [...(engaged ?? []), ...safeguardEvidence()],
    };
  }
  return NOT_ASSESSABLE;
}

/** "Art. 9 — Special categories" → "Art. 9". */
function articleOf(clause: string): string {
  const dash = clause.indexOf(' — ');
  return dash < 0 ? clause : clause.slice(0, dash);
}

export function evaluateRequirement(
  def: RequirementDefinition,
  signals: DetectedSignals,
  passMark: number,
): RequirementResult {
  const safeguards = def.safeguards ?? [];
  const found = safeguards.filter((ref) => signals.has(ref));
  const missing = safeguards.filter((ref) => !signals.has(ref));
  const v = verdict(def, signals, found);
  const evidence = dedupeEvidence(v.evidence);
  const result: RequirementResult = {
    requirement_id: def.id,
    requirement: def.requirement,
    article: articleOf(def.clause),
    clause: def.clause,
    area: def.area,
    reference_url: def.referenceUrl,
    status: v.status,
    score: v.score,
    confidence: v.confidence,
    threshold: passMark,
    severity: def.severity,
    ai_specific: def.aiSpecific,
    dimension_sources: [...def.dimensions],
    evaluation_method: 'rule_based',
    remediation_effort: def.effort,
    evidence,
    safeguards_found: found.map(signalLabel),
  };
  if (v.status === 'fail') result.issue = fillTemplate(def.description.fail, evidence, missing);
  if (v.status === 'warning') result.issue = fillTemplate(def.description.warning, evidence, missing);
  if (def.penaltyExposure) result.penalty_exposure = def.penaltyExposure;
  if (def.regulatoryDeadline) result.regulatory_deadline = def.regulatoryDeadline;
  if (def.dpdp) {
    result.tier = def.dpdp.tier;
    result.penalty_ceiling_crore = def.dpdp.penaltyCeilingCrore;
    result.enforcement_phase = def.dpdp.enforcementPhase;
    result.chatbot_explanation = def.dpdp.plainLanguage;
    result.checklist = [...def.dpdp.checklist];
  }
  return result;
}

/** Warnings are not violations: as issues they carry a lower severity than a failure would. */
function issueSeverity(result: RequirementResult): Severity {
  if (result.status === 'fail') return result.severity;
  return result.severity === 'critical' || result.severity === 'high' ? 'medium' : 'low';
}

export function toIssue(result: RequirementResult, def: RequirementDefinition): ComplianceIssue {
  const severity = issueSeverity(result);
  const issue: ComplianceIssue = {
    id: result.requirement_id,
    requirement_id: result.requirement_id,
    clause: result.clause,
    article: result.article,
    requirement: result.requirement,
    description: result.issue ?? '',
    severity,
    status: result.status === 'fail' ? 'fail' : 'warning',
    dimension: def.dimensions[0],
    area: result.area,
    reference_url: result.reference_url,
    remediation: def.remediation,
    remediation_effort: def.effort,
    remediation_deadline_days: REMEDIATION_DAYS[severity],
    ai_specific: def.aiSpecific,
    evidence: result.evidence,
  };
  if (def.penaltyExposure) issue.penalty_exposure = def.penaltyExposure;
  return issue;
}

export interface FrameworkScore {
  score: number;
  confidence: number;
}

export type AssessedResult = RequirementResult & { score: number };

export function isAssessed(result: RequirementResult): result is AssessedResult {
  return result.score !== null;
}

/** Severity-weighted mean over the assessable requirements, capped by the worst failure.
 * With nothing assessable nothing is violated: full score at minimal confidence. */
export function scoreRequirements(results: readonly RequirementResult[]): FrameworkScore {
  const assessable = results.filter(isAssessed);
  if (assessable.length === 0) return { score: PASS_SCORE, confidence: CONFIDENCE.notAssessable };
  let weighted = 0;
  let weights = 0;
  let cap = PASS_SCORE;
  let confidence = 0;
  for (const r of assessable) {
    const w = SEVERITY_WEIGHT[r.severity];
    weighted += r.score * w;
    weights += w;
    confidence += r.confidence;
    if (r.status === 'fail') cap = Math.min(cap, FAIL_CAP[r.severity]);
  }
  const coverage = assessable.length / results.length;
  return {
    score: round(Math.min(weighted / weights, cap), 2),
    // Fewer assessable requirements means a less certain overall verdict.
    confidence: round((confidence / assessable.length) * (0.6 + 0.4 * coverage), 2),
  };
}

export function scoreLabel(score: number): ScoreLabel {
  if (score < 2) return 'Critical';
  if (score < 4) return 'Poor';
  if (score < 6) return 'Fair';
  if (score < 8) return 'Good';
  return 'Excellent';
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
