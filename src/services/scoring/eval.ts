// POST /svc/v1/eval: the spec's request (`content`, `mode`, `dpdp.enabled`) and the
// clients' (`dimensions`, `weights`, `context`, `domain`, `usecase`, `include_*`), answered
// as wire contract §3.3 under `result` and mirrored at the top level.
import { z } from 'zod';
import type { Dimension, Evaluation } from '../../core/scoring';
import type { Operation } from '../operation';
import type { Policy } from '../policy';
import { INPUT_LIMITS, sideText, text } from '../inputs';
import { EVAL_PRICING, scoreMetered, type Scored } from './evaluate';
import {
  applyPolicy,
  assertEvalContent,
  assertSideText,
  dimensions,
  domain,
  mode,
  usecase,
  weights,
  type AppliedSettings,
} from './inputs';

const flag = (name: string) => z.boolean({ error: `${name} must be a boolean` }).nullish();

/** Python passes a caller's dict through as `dpdp`: any truthy `enabled` turns it on (so does `dpdp: true`). */
const dpdpOption = z
  .union([z.boolean(), z.record(z.string(), z.unknown())], { error: 'dpdp must be an object such as {"enabled": true}' })
  .nullish()
  .transform((v) => v === true || (typeof v === 'object' && v !== null && Boolean(v.enabled)));

export const evalInput = z
  .object({
    content: text('content', INPUT_LIMITS.maxContentChars),
    mode: mode.nullish(),
    dimensions: dimensions.nullish(),
    weights: weights.nullish(),
    context: sideText('context', INPUT_LIMITS.maxContentChars).nullish(),
    domain: domain.nullish(),
    usecase: usecase.nullish(),
    include_explanations: flag('include_explanations'),
    include_issues: flag('include_issues'),
    include_suggestions: flag('include_suggestions'),
    dpdp: dpdpOption,
  })
  .transform((b) => ({
    content: b.content,
    scoring: {
      mode: b.mode ?? undefined,
      dimensions: b.dimensions ?? undefined,
      weights: b.weights ?? undefined,
      context: b.context ?? undefined,
      domain: b.domain ?? undefined,
      usecase: b.usecase ?? undefined,
    },
    dpdp: b.dpdp,
    include: { explanations: b.include_explanations ?? undefined, issues: b.include_issues ?? undefined, suggestions: b.include_suggestions ?? undefined },
  }));

export type EvalRequest = z.output<typeof evalInput>;

export interface EvalOutput {
  request: EvalRequest;
  applied: AppliedSettings;
  scored: Scored;
  fromCache: boolean;
  policy: Policy;
  requestId: string;
  latencyMs: number;
}

export const evalOperation: Operation<EvalRequest, EvalOutput> = {
  name: 'eval',
  pricing: EVAL_PRICING,
  input: evalInput,
  check: (input, ctx) => {
    assertEvalContent(ctx, 'content', input.content);
    assertSideText(ctx, 'context', input.scoring.context);
  },
  // The charge depends on the mode after the policy and on the cache: scoreMetered() takes it.
  run: async (ctx, input) => {
    const applied = applyPolicy(input.scoring, ctx.application.policy, input.dpdp);
    const metered = await scoreMetered(ctx, input.content, applied.settings);
    return {
      request: input,
      applied,
      scored: metered.scored,
      fromCache: metered.fromCache,
      policy: ctx.application.policy,
      requestId: ctx.requestId,
      latencyMs: metered.latencyMs,
    };
  },
};

export interface PolicyOutcome {
  enforced: boolean;
  passed: boolean;
  enforcement: Policy['enforcement'];
  score: number;
  threshold: number;
  failing_dimensions: Dimension[];
}

/** Present when the application's policy enforces (block or regenerate), as MCP reads it. */
export function policyOutcome(policy: Policy, evaluation: Evaluation): PolicyOutcome | undefined {
  if (policy.enforcement === 'log_only') return undefined;
  const score = evaluation.svc_score.score;
  const failing = (Object.keys(evaluation.dimension_scores) as Dimension[]).filter((d) => {
    const min = policy.dimensionThresholds[d];
    return min !== undefined && evaluation.dimension_scores[d]!.score < min;
  });
  return {
    enforced: true,
    passed: score >= policy.overallThreshold && failing.length === 0,
    enforcement: policy.enforcement,
    score,
    threshold: policy.overallThreshold,
    failing_dimensions: failing,
  };
}

/** The policy's per-dimension minimums for the evaluated dimensions, and those the text is below. */
function dimensionMinimums(policy: Policy, evaluation: Evaluation): { thresholds: Partial<Record<Dimension, number>>; missed: Dimension[] } {
  const thresholds: Partial<Record<Dimension, number>> = {};
  const missed: Dimension[] = [];
  for (const [dim, d] of Object.entries(evaluation.dimension_scores) as [Dimension, { score: number }][]) {
    const min = policy.dimensionThresholds[dim];
    if (min === undefined) continue;
    thresholds[dim] = min;
    if (d.score < min) missed.push(dim);
  }
  return { thresholds, missed };
}

/** Decisions §5: per-dimension explanations, issues and suggestions when asked, or in deep mode. */
function includes(out: EvalOutput) {
  const deep = out.applied.settings.mode === 'deep';
  return {
    explanations: out.request.include.explanations ?? deep,
    issues: out.request.include.issues ?? deep,
    suggestions: out.request.include.suggestions ?? deep,
  };
}

/** The `result` object of wire contract §3.3. */
export function evalResult(out: EvalOutput): Record<string, unknown> {
  const e = out.scored.evaluation;
  const show = includes(out);
  const dimensionScores = Object.fromEntries(
    Object.entries(e.dimension_scores).map(([dim, d]) => [
      dim,
      {
        score: d!.score,
        confidence: d!.confidence,
        ...(show.explanations ? { explanation: d!.explanation } : {}),
        ...(show.issues ? { issues: d!.issues } : {}),
      },
    ]),
  );
  const outcome = policyOutcome(out.policy, e);
  const minimums = dimensionMinimums(out.policy, e);
  return {
    svc_score: e.svc_score,
    dimension_scores: dimensionScores,
    // Always: the JS SDK's type requires it, and a cap must never be silent.
    explanation: e.explanation,
    ...(e.cap ? { score_cap: e.cap } : {}),
    dimension_minimums: minimums.thresholds,
    dimension_minimums_missed: minimums.missed,
    ...(show.issues ? { issues: e.issues } : {}),
    ...(show.suggestions ? { improvement_suggestions: e.improvement_suggestions } : {}),
    from_cache: out.fromCache,
    ...(outcome ? { policy_outcome: outcome } : {}),
    ...(out.scored.dpdp ? { dpdp: out.scored.dpdp } : {}),
    ...(out.scored.judge ? { judge: out.scored.judge } : {}),
  };
}

export function evalMetadata(out: EvalOutput): Record<string, unknown> {
  const s = out.applied.settings;
  return {
    req_id: out.requestId,
    mode: s.mode,
    domain: s.domain,
    usecase: s.usecase,
    dimensions: s.dimensions,
    weights_source: out.applied.weightsSource,
    policy_locked: out.applied.locked,
    overridden_by_policy: out.applied.overridden,
    processing_time_ms: out.latencyMs,
  };
}
