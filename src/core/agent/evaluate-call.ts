// Tool-call evaluation: the rules' findings, the scoring engine over the call rendered as
// text, the compliance engine on request, then the decision rule. Pure and deterministic.
import { checkCompliance, resolveFramework, type FrameworkCode } from '../compliance';
import { DOMAINS, evaluateText, type Dimension, type Domain } from '../scoring';
import { DOMAIN_AMOUNT_LIMITS } from './rules/amounts';
import { catalogueEntry } from './catalogue';
import { decide, deniedBy, resolveThresholds, worstFinding } from './decide';
import { walkJson } from './leaves';
import { renderCall } from './render';
import { CALL_RULES } from './rules';
import { piiFieldsDetected } from './rules/data';
import { proxyHits } from './rules/proxies';
import { scanners, textLeaves, type CallFacts } from './rules/rule';
import { suggestParams } from './suggest';
import {
  SEVERITY_RANK,
  type AgentFinding,
  type ComplianceViolation,
  type DimensionResult,
  type RiskLevel,
  type Severity,
  type ToolCallEvaluation,
  type ToolCallInput,
} from './types';

/** Points a finding takes off its dimension. */
export const FINDING_POINTS: Readonly<Record<Severity, number>> = { critical: 6, high: 4, medium: 2.5, low: 1 };

/**
 * The overall score a finding caps: with the default thresholds (3.0 / 5.0) a critical finding
 * blocks, a high or medium one flags, a low one is only noted. Custom thresholds move the line.
 */
export const SEVERITY_CAPS: Readonly<Partial<Record<Severity, number>>> = { critical: 2.0, high: 3.5, medium: 4.5 };

/** What the base risk of the tool itself takes off safety: a payment is riskier than a search. */
export const TOOL_RISK_POINTS: Readonly<Record<RiskLevel, number>> = { low: 0, medium: 0.5, high: 1, critical: 2 };

const HIGH_STAKES_DOMAINS: ReadonlySet<Domain> = new Set(['healthcare', 'finance', 'legal', 'hr']);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A tuning hint: an unknown domain is `general`, not an error. */
export function normalizeDomain(value: string | undefined): Domain {
  const v = value?.trim().toLowerCase() ?? '';
  return (DOMAINS as readonly string[]).includes(v) ? (v as Domain) : 'general';
}

function complianceViolations(frameworks: readonly FrameworkCode[], text: string, context: string, phoneRegions?: readonly string[]): ComplianceViolation[] {
  if (frameworks.length === 0) return [];
  const report = checkCompliance({ content: text, frameworks, context, phoneRegions });
  const out: ComplianceViolation[] = [];
  for (const [framework, result] of Object.entries(report.frameworks)) {
    for (const issue of result!.issues) {
      if (issue.status !== 'fail') continue;
      out.push({
        framework,
        article: issue.article,
        clause: issue.clause,
        title: issue.clause.includes('—') ? issue.clause.slice(issue.clause.indexOf('—') + 1).trim() : issue.requirement,
        severity: issue.severity,
        description: issue.description,
        remediation: issue.remediation,
      });
    }
  }
  return out;
}

export function evaluateToolCall(input: ToolCallInput): ToolCallEvaluation {
  const { profile } = input.resolved;
  const entry = catalogueEntry(profile.category);
  const domain = normalizeDomain(input.domain);
  const depth = input.depth ?? 'basic';
  const context = input.context ?? { priorCalls: [] };
  const walk = walkJson(input.params);
  const texts = textLeaves(walk);
  const facts: CallFacts = {
    toolName: input.toolName,
    profile,
    entry,
    walk,
    texts,
    domain,
    deep: depth === 'deep',
    context,
    allowedDomains: input.policy?.allowedDomains ?? [],
    amountLimit: input.policy?.maxAmount ?? DOMAIN_AMOUNT_LIMITS[domain],
    ...scanners(texts, depth === 'deep', input.policy?.phoneRegions, input.params),
  };
  const findings: AgentFinding[] = CALL_RULES.flatMap((rule) => rule.check(facts)).sort(
    (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity],
  );

  const rendered = renderCall(input.toolName, profile, walk.leaves, context.goal);
  const base = evaluateText({ content: rendered, domain, depth, context: 'agent tool call', phoneRegions: input.policy?.phoneRegions });
  const dimensions: Partial<Record<Dimension, DimensionResult>> = {};
  for (const [dim, s] of Object.entries(base.dimension_scores) as [Dimension, DimensionResult][]) {
    dimensions[dim] = { ...s, issues: [...s.issues] };
  }
  const added = new Map<Dimension, string[]>();
  const deduct = (dim: Dimension, points: number, issue: string) => {
    const d = dimensions[dim];
    if (!d) return;
    d.score = round2(Math.max(0, d.score - points));
    d.issues.push(issue);
    d.confidence = Math.max(d.confidence, 0.8);
    added.set(dim, [...(added.get(dim) ?? []), issue]);
  };
  if (TOOL_RISK_POINTS[profile.risk_level] > 0) {
    deduct('safety', TOOL_RISK_POINTS[profile.risk_level], `${input.toolName} is a ${profile.risk_level}-risk tool (${profile.category.replace(/_/g, ' ')}).`);
  }
  for (const f of findings) deduct(f.dimension, FINDING_POINTS[f.severity], f.explanation);
  for (const [dim, issues] of added) {
    const d = dimensions[dim]!;
    const guard = `Agent guard: ${issues.join(' ')}`;
    d.explanation = base.dimension_scores[dim]?.issues.length ? `${d.explanation} ${guard}` : guard;
  }

  const values = Object.values(dimensions).map((d) => d!.score);
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const worst = worstFinding(findings);
  const cap = Math.min(base.cap?.limit ?? 10, worst ? (SEVERITY_CAPS[worst.severity] ?? 10) : 10);
  const score = round2(Math.min(mean, cap));
  const confidence = findings.length ? round2(Math.min(0.95, Math.max(base.svc_score.confidence, 0.75 + 0.05 * new Set(findings.map((f) => f.rule)).size))) : base.svc_score.confidence;

  const frameworks = [...new Set((input.complianceFrameworks ?? []).map(resolveFramework).filter((f): f is FrameworkCode => f !== null))];
  const violations = complianceViolations(
    frameworks,
    rendered,
    `AI agent about to call the tool ${input.toolName} (${profile.category.replace(/_/g, ' ')}) in the ${domain} domain`,
    input.policy?.phoneRegions,
  );
  const thresholds = resolveThresholds(input.thresholds);
  const toolSummary = `${input.toolName} is a ${profile.risk_level}-risk ${profile.category.replace(/_/g, ' ')} tool`;
  const outcome = decide({
    toolName: input.toolName,
    score,
    dimensions,
    findings,
    violations,
    thresholds,
    deniedPattern: deniedBy(input.toolName, input.policy?.deniedTools ?? []),
    toolSummary,
    scoreExplanation: base.cap?.reason ?? base.svc_score.summary,
  });
  const suggestion = outcome.decision === 'ALLOW' && findings.every((f) => f.severity === 'low') ? { params: null, changes: [] } : suggestParams(input.params, findings, entry);
  const tags = new Set(findings.map((f) => f.tag));
  const contextFindings = findings.filter((f) => f.rule.startsWith('context/'));

  return {
    decision: outcome.decision,
    decision_reason: outcome.reason,
    applied_rule: outcome.applied_rule,
    svc_score: {
      score,
      confidence,
      summary: `Scored ${score}/10: ${toolSummary}; ${findings.length ? `${findings.length} finding${findings.length === 1 ? '' : 's'} (${[...tags].join(', ')})` : 'no findings'}.`,
    },
    dimension_scores: dimensions,
    findings,
    compliance_violations: violations,
    suggested_params: suggestion.params,
    suggested_changes: suggestion.changes,
    thresholds,
    violated_dimensions: outcome.violated_dimensions,
    context_signals: {
      tool_risk_level: profile.risk_level,
      tool_category: profile.category,
      tool_profile_source: input.resolved.source,
      pii_fields_detected: piiFieldsDetected(facts),
      proxy_variables_detected: [...new Set(proxyHits(facts).map((h) => h.label))],
      secrets_detected: tags.has('secret'),
      prompt_injection_detected: tags.has('injection'),
      high_stakes_domain: HIGH_STAKES_DOMAINS.has(domain) || profile.high_stakes,
      domain,
      session_risk_trend: contextFindings.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK.high)
        ? 'critical'
        : contextFindings.length > 0
          ? 'escalating'
          : 'stable',
    },
    evaluation_depth: depth,
  };
}
