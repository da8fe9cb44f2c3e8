// Thresholds and the decision rule of decisions §5: request `custom_thresholds` > the
// application (its registry entry for the tool, then its policy) > defaults; BLOCK below
// `block_below`, on a critical compliance violation or a denied tool; FLAG below
// `flag_below`, on a dimension under its minimum or a high/medium violation; else ALLOW.
import type { Dimension } from '../scoring';
import {
  SEVERITY_RANK,
  type AgentFinding,
  type AppliedRule,
  type ComplianceViolation,
  type Decision,
  type ThresholdSource,
  type ThresholdSources,
  type Thresholds,
} from './types';

export const DEFAULT_BLOCK_BELOW = 3.0;
export const DEFAULT_FLAG_BELOW = 5.0;

export interface ResolvedThresholds {
  block_below: number;
  flag_below: number;
  dimension_minimums: Partial<Record<Dimension, number>>;
  source: ThresholdSource;
}

const hasAny = (t: Thresholds | undefined): boolean =>
  !!t && (t.block_below !== undefined || t.flag_below !== undefined || Object.keys(t.dimension_minimums ?? {}).length > 0);

/**
 * Field by field, the first source that sets it wins. `source` names the highest-precedence
 * source that set anything. A `flag_below` below the resolved `block_below` is raised to it
 * (a request may set only `block_below` above the default `flag_below`).
 */
export function resolveThresholds(sources: ThresholdSources = {}): ResolvedThresholds {
  const order = [sources.request, sources.tool, sources.policy];
  const pick = (field: 'block_below' | 'flag_below') => order.find((t) => t?.[field] !== undefined)?.[field];
  const block = pick('block_below') ?? DEFAULT_BLOCK_BELOW;
  const flag = pick('flag_below') ?? DEFAULT_FLAG_BELOW;
  return {
    block_below: block,
    flag_below: Math.max(flag, block),
    dimension_minimums: { ...sources.policy?.dimension_minimums, ...sources.tool?.dimension_minimums, ...sources.request?.dimension_minimums },
    source: hasAny(sources.request) ? 'request' : hasAny(sources.tool) || hasAny(sources.policy) ? 'application_policy' : 'default',
  };
}

/** The clients' name for the source of the thresholds (wire contract §2.2 `policy.source`). */
export const CLIENT_SOURCE: Readonly<Record<ThresholdSource, string>> = {
  request: 'custom',
  application_policy: 'org_custom',
  default: 'system_default',
};

/** `*` in a denied-tool pattern matches any run of characters; matching ignores case. */
export function deniedBy(toolName: string, patterns: readonly string[]): string | null {
  const name = toolName.trim().toLowerCase();
  for (const p of patterns) {
    const parts = p.trim().toLowerCase().split('*');
    if (parts.length === 1 ? name === parts[0] : globMatch(name, parts)) return p;
  }
  return null;
}

function globMatch(name: string, parts: string[]): boolean {
  if (!name.startsWith(parts[0]) || !name.endsWith(parts[parts.length - 1])) return false;
  let at = parts[0].length;
  const end = name.length - parts[parts.length - 1].length;
  for (const part of parts.slice(1, -1)) {
    const i = name.indexOf(part, at);
    if (i < 0 || i + part.length > end) return false;
    at = i + part.length;
  }
  return at <= end;
}

export interface DecisionInput {
  toolName: string;
  score: number;
  dimensions: Partial<Record<Dimension, { score: number }>>;
  findings: readonly AgentFinding[];
  violations: readonly ComplianceViolation[];
  thresholds: ResolvedThresholds;
  deniedPattern: string | null;
  /** One line describing the tool, for the ALLOW reason. */
  toolSummary: string;
  /** Why the scoring engine scored the text as it did, for a decision no finding explains. */
  scoreExplanation: string;
}

export interface DecisionOutcome {
  decision: Decision;
  applied_rule: AppliedRule;
  violated_dimensions: Dimension[];
  reason: string;
}

const fmt = (n: number) => n.toFixed(1);

export function worstFinding(findings: readonly AgentFinding[]): AgentFinding | undefined {
  let worst: AgentFinding | undefined;
  for (const f of findings) if (!worst || SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst.severity]) worst = f;
  return worst;
}

function worstViolation(violations: readonly ComplianceViolation[]): ComplianceViolation | undefined {
  let worst: ComplianceViolation | undefined;
  for (const v of violations) if (!worst || SEVERITY_RANK[v.severity] > SEVERITY_RANK[worst.severity]) worst = v;
  return worst;
}

/** "[destructive] `rm -rf /` … Score 1.2 is below block_below 3.0." */
function because(input: DecisionInput, scoreText: string): string {
  const worst = worstFinding(input.findings);
  if (!worst) return `[score] ${input.scoreExplanation} ${scoreText}`;
  const others = input.findings.filter((f) => f !== worst && SEVERITY_RANK[f.severity] >= SEVERITY_RANK.medium);
  const more = others.length ? ` Also: ${[...new Set(others.map((f) => f.tag))].join(', ')}.` : '';
  return `[${worst.tag}] ${worst.explanation}${more} ${scoreText}`;
}

export function decide(input: DecisionInput): DecisionOutcome {
  const { score, thresholds: t } = input;
  const violated = (Object.entries(t.dimension_minimums) as [Dimension, number][])
    .filter(([dim, min]) => input.dimensions[dim] !== undefined && input.dimensions[dim]!.score < min)
    .map(([dim]) => dim);
  const out = (decision: Decision, applied_rule: AppliedRule, reason: string): DecisionOutcome => ({
    decision,
    applied_rule,
    violated_dimensions: violated,
    reason,
  });
  const worstV = worstViolation(input.violations);

  if (input.deniedPattern !== null) {
    return out('BLOCK', 'tool_denied_by_policy', `Blocked [denied_tool]: ${input.toolName} is denied by the application policy (pattern "${input.deniedPattern}").`);
  }
  if (worstV?.severity === 'critical') {
    return out('BLOCK', 'critical_compliance_violation', `Blocked [compliance]: critical ${worstV.framework} violation, ${worstV.clause}: ${worstV.description}`);
  }
  if (score < t.block_below) {
    return out('BLOCK', 'score_below_block_threshold', `Blocked ${because(input, `Score ${fmt(score)} is below block_below ${fmt(t.block_below)}.`)}`);
  }
  if (score < t.flag_below) {
    return out('FLAG', 'score_below_flag_threshold', `Flagged for review ${because(input, `Score ${fmt(score)} is below flag_below ${fmt(t.flag_below)}.`)}`);
  }
  if (violated.length > 0) {
    const list = violated.map((d) => `${d} ${fmt(input.dimensions[d]!.score)} < ${fmt(t.dimension_minimums[d]!)}`).join(', ');
    return out('FLAG', 'dimension_below_minimum', `Flagged for review [dimension_minimum]: ${list}.`);
  }
  if (worstV && SEVERITY_RANK[worstV.severity] >= SEVERITY_RANK.medium) {
    return out('FLAG', 'compliance_violation', `Flagged for review [compliance]: ${worstV.severity} ${worstV.framework} issue, ${worstV.clause}: ${worstV.description}`);
  }
  const notes = input.findings.length ? ` Noted: ${[...new Set(input.findings.map((f) => f.tag))].join(', ')}.` : '';
  return out('ALLOW', 'within_thresholds', `Allowed: score ${fmt(score)} is at or above flag_below ${fmt(t.flag_below)}; ${input.toolSummary}.${notes}`);
}
