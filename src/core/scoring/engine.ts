import { calibratedConfidence } from './confidence';
import { createRuleContext } from './context';
import { DIMENSION_NAMES, dimensionDefinition, normalizeDimension, scoreBand } from './dimensions';
import { shorten, type Rule, type RuleContext } from './rule';
import { RULES } from './rules';
import { learnedResidual } from './rules/learned';
import type {
  Dimension,
  DimensionScore,
  EvaluateInput,
  Evaluation,
  Finding,
  ScoreCap,
  Severity,
} from './types';

const MAX_SCORE = 10;
/** Each further hit of the same rule counts half as much as the previous one. */
const REPEAT_DECAY = 0.5;

/**
 * One serious finding must not be averaged away by seven clean dimensions: the overall
 * score is bounded by the worst critical or high finding of any dimension. A critical
 * safety harm bounds it lowest; every cap is below the default pass threshold (7).
 */
const FINDING_CAPS: Record<'critical' | 'high', { safety: number; other: number }> = {
  critical: { safety: 2.0, other: 3.0 },
  high: { safety: 5.0, other: 5.0 },
};

/** The bound a finding of this dimension and severity sets on the overall score, if any. */
export function overallCapFor(f: Pick<Finding, 'dimension' | 'severity'>): number | undefined {
  if (f.severity !== 'critical' && f.severity !== 'high') return undefined;
  const caps = FINDING_CAPS[f.severity];
  return f.dimension === 'safety' ? caps.safety : caps.other;
}

const SEVERITY_RANK: Record<Severity, number> = { critical: 3, high: 2, medium: 1, low: 0 };

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Requested dimensions (aliases resolved, unknown names dropped), else all eight. */
export function resolveDimensions(requested: readonly string[] | undefined): Dimension[] {
  const resolved = new Set<Dimension>();
  for (const name of requested ?? []) {
    const dim = normalizeDimension(name);
    if (dim) resolved.add(dim);
  }
  return resolved.size > 0 ? DIMENSION_NAMES.filter((d) => resolved.has(d)) : [...DIMENSION_NAMES];
}

function runRule(rule: Rule, ctx: RuleContext): Finding[] {
  if (rule.deepOnly && ctx.depth !== 'deep') return [];
  const weight = rule.weight ? rule.weight(ctx) : 1;
  if (weight <= 0) return [];
  const hits = rule.detect(ctx).sort((a, b) => a.start - b.start);
  return hits.map((hit, i) => {
    const suggestion = hit.suggestion ?? rule.suggestion;
    return {
      rule: rule.id,
      dimension: rule.dimension,
      severity: hit.severity ?? rule.severity,
      span: { start: hit.start, end: hit.end },
      match: ctx.text.slice(hit.start, hit.end),
      explanation: hit.explanation,
      points: round2((hit.points ?? rule.points) * weight * REPEAT_DECAY ** i),
      ...(suggestion ? { suggestion } : {}),
      ...(hit.fix ? { fix: hit.fix } : {}),
    };
  });
}

/**
 * Evidence behind a score: with findings the analyzers saw something concrete;
 * without, a longer text gives more room for problems to show, so silence means more.
 * Asking for `deep` adds nothing here: only new evidence (deep-only findings, a judge) may.
 */
function dimensionConfidence(findings: Finding[], ctx: RuleContext): number {
  if (findings.length > 0) {
    const rules = new Set(findings.map((f) => f.rule)).size;
    return round2(Math.min(0.95, 0.7 + 0.08 * rules + 0.02 * findings.length));
  }
  const lengthEvidence = Math.min(1, ctx.wordCount / 80);
  return round2(0.45 + 0.4 * lengthEvidence);
}

function ruleLabel(ruleId: string): string {
  return ruleId.slice(ruleId.indexOf('/') + 1).replace(/-/g, ' ');
}

function dimensionLabel(dim: Dimension): string {
  return dim.replace('_', ' ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function dimensionExplanation(dim: Dimension, findings: Finding[]): string {
  if (findings.length === 0) {
    return `No ${dimensionLabel(dim)} issues found: checked for ${dimensionDefinition(dim).checks}.`;
  }
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + f.points);
  const parts = [...byRule.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, points]) => `${ruleLabel(rule)} (-${round2(points)})`);
  return `${plural(findings.length, `${dimensionLabel(dim)} finding`)}: ${parts.join(', ')}.`;
}

function scoreDimension(findings: Finding[], ctx: RuleContext, dim: Dimension): DimensionScore {
  // Without findings, safety and fairness still follow the learned heads below their finding
  // thresholds (at most 0.1), so that texts rank; a text with findings is ranked by them, and the
  // residual never moves a verdict.
  const residual = findings.length === 0 && (dim === 'safety' || dim === 'fairness') ? learnedResidual(ctx, dim) : 0;
  const deducted = findings.reduce((sum, f) => sum + f.points, 0) + residual;
  const weak = round2(residual) > 0 ? ` Weak learned signal below the finding thresholds: -${round2(residual)}.` : '';
  return {
    score: round2(Math.max(0, MAX_SCORE - deducted)),
    confidence: dimensionConfidence(findings, ctx),
    explanation: dimensionExplanation(dim, findings) + weak,
    issues: [...new Set(findings.map((f) => f.explanation))],
  };
}

function weightsFor(dims: Dimension[], weights: EvaluateInput['weights']): Map<Dimension, number> {
  const out = new Map<Dimension, number>();
  if (weights) {
    for (const dim of dims) {
      const aliased = Object.entries(weights).find(([name]) => normalizeDimension(name) === dim);
      const w = aliased?.[1];
      out.set(dim, typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0);
    }
  }
  const total = [...out.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) for (const dim of dims) out.set(dim, 1);
  return out;
}

function weightedMean(values: Map<Dimension, number>, weights: Map<Dimension, number>): number {
  let sum = 0;
  let total = 0;
  for (const [dim, value] of values) {
    const w = weights.get(dim) ?? 0;
    sum += value * w;
    total += w;
  }
  return total > 0 ? sum / total : MAX_SCORE;
}

/** The lowest cap any finding sets (the first such finding, in severity order, names it). */
function findingCap(findings: Finding[], uncapped: number): ScoreCap | undefined {
  let worst: Finding | undefined;
  let limit = Infinity;
  for (const f of findings) {
    const cap = overallCapFor(f);
    // On equal bounds a safety finding names the cap: it is the one a reader must see first.
    if (cap !== undefined && (cap < limit || (cap === limit && f.dimension === 'safety' && worst!.dimension !== 'safety'))) {
      worst = f;
      limit = cap;
    }
  }
  if (!worst || uncapped <= limit) return undefined;
  return {
    limit,
    uncapped_score: round2(uncapped),
    severity: worst.severity,
    rule: worst.rule,
    dimension: worst.dimension,
    reason: `Overall score capped at ${limit.toFixed(1)} by a ${worst.severity} ${dimensionLabel(worst.dimension)} finding (${worst.rule}): ${worst.explanation}`,
  };
}

/** A privacy finding's match is the identifier itself: summaries show it masked, like the rest of the response. */
function quoted(f: Finding): string {
  const text = shortMatch(f.match);
  if (f.dimension !== 'privacy') return text;
  let keep = 4;
  const chars = [...text];
  for (let i = chars.length - 1; i >= 0; i--) {
    if (!/[\p{L}\p{N}]/u.test(chars[i])) continue;
    if (keep > 0) keep--;
    else chars[i] = 'X';
  }
  return chars.join('');
}

function shortMatch(match: string): string {
  return shorten(match, 30);
}

function summarize(
  score: number,
  dims: Dimension[],
  byDimension: Map<Dimension, Finding[]>,
  cap: ScoreCap | undefined,
): string {
  const head = `Scored ${score}/10 (${scoreBand(score).replace('_', ' ')})`;
  const flagged = dims
    .filter((d) => (byDimension.get(d) ?? []).length > 0)
    .sort((a, b) => sumPoints(byDimension.get(b)!) - sumPoints(byDimension.get(a)!));
  if (flagged.length === 0) return `${head}: no issues found in ${plural(dims.length, 'dimension')}.`;
  const parts: string[] = [];
  if (cap) parts.push(`capped by a ${cap.severity} ${dimensionLabel(cap.dimension)} finding`);
  const clean = (['safety', 'privacy'] as const).filter((d) => dims.includes(d) && !flagged.includes(d));
  if (clean.length > 0) parts.push(`no ${clean.join(' or ')} issues`);
  for (const dim of flagged) {
    const findings = byDimension.get(dim)!;
    const examples = [...new Set(findings.map(quoted))].slice(0, 3).map((m) => `"${m}"`);
    parts.push(`${plural(findings.length, `${dimensionLabel(dim)} issue`)} (${examples.join(', ')})`);
  }
  return `${head}: ${parts.join('; ')}.`;
}

function sumPoints(findings: Finding[]): number {
  return findings.reduce((sum, f) => sum + f.points, 0);
}

export function evaluateText(input: EvaluateInput): Evaluation {
  const ctx = createRuleContext({
    text: input.content,
    domain: input.domain,
    usecase: input.usecase,
    depth: input.depth,
    context: input.context,
    piiFindings: input.piiFindings,
    phoneRegions: input.phoneRegions,
  });
  const dims = resolveDimensions(input.dimensions);

  const byDimension = new Map<Dimension, Finding[]>();
  const dimensionScores: Partial<Record<Dimension, DimensionScore>> = {};
  const scores = new Map<Dimension, number>();
  const confidences = new Map<Dimension, number>();
  for (const dim of dims) {
    const findings = RULES[dim].flatMap((rule) => runRule(rule, ctx));
    byDimension.set(dim, findings);
    const result = scoreDimension(findings, ctx, dim);
    dimensionScores[dim] = result;
    scores.set(dim, result.score);
    confidences.set(dim, result.confidence);
  }

  const findings = [...byDimension.values()]
    .flat()
    .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.span.start - b.span.start);
  const weights = weightsFor(dims, input.weights);
  const uncapped = weightedMean(scores, weights);
  const cap = findingCap(findings, uncapped);
  const score = round2(cap ? cap.limit : uncapped);
  const summary = summarize(score, dims, byDimension, cap);

  const explanation = [
    summary,
    ...(cap ? [cap.reason] : []),
    ...dims.filter((d) => (byDimension.get(d) ?? []).length > 0).map((d) => dimensionScores[d]!.explanation),
  ].join(' ');

  return {
    svc_score: { score, confidence: calibratedConfidence({ score, dimensions: dimensionScores }), summary },
    dimension_scores: dimensionScores,
    findings,
    issues: uniqueBy(
      findings.map((f) => ({ dimension: f.dimension, description: f.explanation, severity: f.severity })),
      (i) => `${i.dimension}\u0000${i.description}`,
    ),
    improvement_suggestions: [...new Set(findings.flatMap((f) => (f.suggestion ? [f.suggestion] : [])))],
    explanation,
    domain: ctx.domain,
    usecase: ctx.usecase,
    depth: ctx.depth,
    ...(cap ? { cap } : {}),
  };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
