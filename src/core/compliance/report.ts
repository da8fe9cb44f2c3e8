// Assembles the result of one framework from its requirement results.

import type { DetectedSignals } from './detect';
import { evaluateRequirement, isAssessed, round, scoreLabel, scoreRequirements, toIssue } from './evaluate';
import { FRAMEWORKS } from './frameworks';
import { classifyRisk } from './risk-classification';
import { RULE_PACKS } from './rules';
import type {
  ComplianceIssue,
  Dimension,
  DimensionScore,
  DpdpAuditDetail,
  FrameworkCode,
  FrameworkReport,
  FrameworkStatus,
  RequirementDefinition,
  RequirementResult,
  Severity,
} from './types';

const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const MAX_SUGGESTIONS = 8;

interface Evaluated {
  def: RequirementDefinition;
  result: RequirementResult;
}

function bySeverity(a: Evaluated, b: Evaluated): number {
  return SEVERITY_ORDER[a.def.severity] - SEVERITY_ORDER[b.def.severity];
}

function dimensionScores(results: readonly RequirementResult[]): Partial<Record<Dimension, DimensionScore>> {
  const sums = new Map<Dimension, { score: number; confidence: number; n: number }>();
  for (const r of results.filter(isAssessed)) {
    for (const d of r.dimension_sources) {
      const s = sums.get(d) ?? { score: 0, confidence: 0, n: 0 };
      s.score += r.score;
      s.confidence += r.confidence;
      s.n += 1;
      sums.set(d, s);
    }
  }
  const out: Partial<Record<Dimension, DimensionScore>> = {};
  for (const [d, s] of sums) out[d] = { score: round(s.score / s.n, 2), confidence: round(s.confidence / s.n, 2) };
  return out;
}

const VERDICT: Record<Exclude<FrameworkStatus, 'insufficient_information'>, string> = {
  compliant: 'Compliant',
  non_compliant: 'Not compliant',
  needs_evidence: 'Needs evidence',
};

/** Engaged obligations this serious need evidenced safeguards before a verdict of compliant. */
const EVIDENCE_NEEDED: ReadonlySet<Severity> = new Set(['critical', 'high']);

function frameworkStatus(assessed: boolean, meetsPassMark: boolean, warned: readonly Evaluated[], highRiskSystem: boolean): FrameworkStatus {
  if (!assessed) return 'insufficient_information';
  if (!meetsPassMark) return 'non_compliant';
  // Partly evidenced safeguards are a warning, not missing evidence.
  const unevidenced = warned.filter((e) => e.result.safeguards_found.length === 0);
  if (unevidenced.some((e) => highRiskSystem || EVIDENCE_NEEDED.has(e.def.severity))) return 'needs_evidence';
  return 'compliant';
}

function summarize(
  name: string,
  status: FrameworkStatus,
  failed: readonly Evaluated[],
  counts: { warned: number; notAssessable: number; total: number },
  score: number,
  prohibited: boolean,
): string {
  if (status === 'insufficient_information') {
    return `Not assessed: no ${name} requirement is engaged by the content or context, so none could be assessed and this is not a finding of compliance; describe the data processed and the purpose in the context for a meaningful check.`;
  }
  if (prohibited) {
    const practices = failed.filter((e) => e.def.area === 'prohibited_practices').map((e) => e.def.clause);
    return `Not compliant with ${name}: prohibited practice (${practices.join('; ')}). It may not be placed on the market, put into service or used in the EU; no safeguard or high-risk obligation makes it compliant. Score ${score}/10 (${scoreLabel(score)}).`;
  }
  const parts: string[] = [];
  if (failed.length > 0) {
    const worst = failed.slice(0, 3).map((e) => `${e.def.severity}: ${e.def.clause}`);
    parts.push(`${failed.length} violation${failed.length === 1 ? '' : 's'} (${worst.join('; ')}${failed.length > 3 ? '; …' : ''})`);
  } else {
    parts.push('no violation found');
  }
  if (counts.warned > 0) parts.push(`${counts.warned} requirement${counts.warned === 1 ? '' : 's'} engaged without evidenced safeguards`);
  if (counts.notAssessable > 0) parts.push(`${counts.notAssessable} of ${counts.total} not assessable from the input`);
  return `${VERDICT[status]} with ${name}: ${parts.join('; ')}. Score ${score}/10 (${scoreLabel(score)}).`;
}

function suggestions(evaluated: readonly Evaluated[], withWarnings: boolean): string[] {
  const ordered = [
    ...evaluated.filter((e) => e.result.status === 'fail').sort(bySeverity),
    ...(withWarnings ? evaluated.filter((e) => e.result.status === 'warning').sort(bySeverity) : []),
  ];
  const out = [...new Set(ordered.map((e) => `${e.def.clause}: ${e.def.remediation}`))];
  return out.slice(0, MAX_SUGGESTIONS);
}

function contextValue(context: unknown, key: string): unknown {
  return context && typeof context === 'object' ? (context as Record<string, unknown>)[key] : undefined;
}

function dpdpAudit(evaluated: readonly Evaluated[], signals: DetectedSignals, context: unknown): DpdpAuditDetail {
  const tierScore = (tier: string): number | null => {
    const scored = evaluated.filter((e) => e.def.dpdp?.tier === tier).map((e) => e.result).filter(isAssessed);
    return scored.length === 0 ? null : round(scored.reduce((sum, r) => sum + r.score, 0) / scored.length, 2);
  };
  // The Board imposes a penalty per Schedule entry breached, so each entry counts once.
  const exposure = new Map<number, number>();
  for (const e of evaluated) {
    if (e.result.status === 'fail' && e.def.dpdp) exposure.set(e.def.dpdp.scheduleItem, e.def.dpdp.penaltyCeilingCrore);
  }
  const sdf = signals.has('entity.significant_data_fiduciary');
  const entityType = contextValue(context, 'entity_type');
  const sector = contextValue(context, 'sector');
  return {
    tier_1_score: tierScore('tier_1'),
    tier_2_score: tierScore('tier_2'),
    tier_3_score: tierScore('tier_3'),
    total_penalty_exposure_crore: [...exposure.values()].reduce((a, b) => a + b, 0),
    entity_context: {
      entity_type: typeof entityType === 'string' ? entityType : sdf ? 'significant_data_fiduciary' : 'data_fiduciary',
      sector: typeof sector === 'string' ? sector : 'other',
      processes_children: signals.has('data.children'),
      cross_border_transfers: signals.has('processing.cross_border'),
      significant_data_fiduciary: sdf,
    },
    enforcement_timeline: { ...FRAMEWORKS.india_dpdp.enforcementTimeline },
  };
}

export function evaluateFramework(
  code: FrameworkCode,
  signals: DetectedSignals,
  passMark: number,
  context: unknown,
): FrameworkReport {
  const meta = FRAMEWORKS[code];
  const evaluated: Evaluated[] = RULE_PACKS[code].map((def) => ({ def, result: evaluateRequirement(def, signals, passMark) }));
  const results = evaluated.map((e) => e.result);
  const { score, confidence } = scoreRequirements(results);
  const failed = evaluated.filter((e) => e.result.status === 'fail').sort(bySeverity);
  const warned = evaluated.filter((e) => e.result.status === 'warning').sort(bySeverity);
  const seriousFailure = failed.some((e) => e.def.severity === 'critical' || e.def.severity === 'high');
  const notAssessable = results.filter((r) => r.status === 'not_assessable').length;
  const risk = code === 'eu_ai_act' ? classifyRisk(signals, results) : undefined;
  const status = frameworkStatus(notAssessable < results.length, !seriousFailure && score >= passMark, warned, risk?.tier === 'high');
  const compliant = status === 'compliant';
  // A prohibited practice cannot be made compliant: the high-risk obligations are not its remedy.
  const prohibited = risk?.tier === 'prohibited';
  const blocking = prohibited ? failed : [...failed, ...warned];
  // Issues are what stands between the content and compliance, so a compliant result has none.
  const issues: ComplianceIssue[] = compliant ? [] : blocking.map((e) => toIssue(e.result, e.def));

  const report: FrameworkReport = {
    framework: code,
    framework_name: meta.name,
    framework_version: meta.version,
    framework_url: meta.url,
    status,
    compliant,
    score,
    confidence,
    label: status === 'insufficient_information' ? 'Not assessed' : scoreLabel(score),
    summary: summarize(meta.name, status, failed, { warned: warned.length, notAssessable, total: results.length }, score, prohibited),
    pass_mark: passMark,
    requirements_checked: results.length,
    requirements_passed: results.filter((r) => r.status === 'pass').length,
    requirements_failed: failed.length,
    requirements_warned: warned.length,
    requirements_not_assessable: notAssessable,
    requirements: results,
    issues,
    improvement_suggestions: suggestions(evaluated, !prohibited),
    dimension_scores: dimensionScores(results),
  };
  if (risk) report.risk_classification_detail = risk;
  if (code === 'india_dpdp') report.dpdp_audit = dpdpAudit(evaluated, signals, context);
  return report;
}
