// POST /svc/v1/safe-regenerate and /safe-regenerate/continue: evaluate, and while the text
// is below the threshold, regenerate and re-evaluate (interface spec; wire contract §3.12–3.13).
//
// Iterations: iteration 0 evaluates the original; each further iteration regenerates the
// latest version and evaluates it. `max_iterations` bounds the regenerations, so a call
// makes at most max_iterations + 1 evaluations; `iterations_taken` counts evaluations.
// Each evaluation is charged as an eval of its mode (a cache hit costs nothing); content
// that passes at once is returned unchanged after one evaluation, charged once.
//
// Never certifying unsafe text (decisions.md, Judgements): without an LLM, content whose
// original had a critical or high safety or fairness finding is either replaced whole by
// a reply written for its category (self-harm, sexual content involving minors, violence,
// dangerous instructions, hate) or edited, and an edited version is never `passed`.
//
// 422 SVC_CRITICAL_CONTENT: only when the loop is over and even the content it would return
// scores below 3.0 (the critical band). A 422 is a failed request and costs nothing (decisions §2).
import { z } from 'zod';
import { GENERIC_SAFE_REPLY, isSerious, rewriteForSafety, safeReplyFor, type Dimension, type Evaluation } from '../../core/scoring';
import { criticalContent } from '../../platform/errors';
import type { CallContext } from '../context';
import type { Operation } from '../operation';
import type { Policy } from '../policy';
import { identifier, INPUT_LIMITS, sideText, text } from '../inputs';
import { elapsedMs, EVAL_COST, EVAL_PRICING, scoreMetered, type Metered } from './evaluate';
import {
  applyPolicy,
  assertEvalContent,
  assertSideText,
  dimensionMap,
  dimensions,
  domain,
  EVAL_MAX_CHARS,
  mode,
  settingsKey,
  threshold,
  usecase,
  weights,
  type ScoreSettings,
} from './inputs';
import { chatCompletion, LlmError, parseJsonObject } from './llm';
import { regenerationPrompt, type SvcPrompt } from './prompts';
import { scoring } from './runtime';

export const DEFAULT_MAX_ITERATIONS = 3;
export const MAX_ITERATIONS = 5;
/** Wire contract §2.3: "too harmful to regenerate" is an average score below 3.0. */
export const CRITICAL_SCORE = 3.0;
export type RegenerationModel = 'SVC_Safe_LLM' | 'external';

const iterations = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be an integer`)
    .min(1, `${name} must be between 1 and ${MAX_ITERATIONS}`)
    .max(MAX_ITERATIONS, `${name} must be between 1 and ${MAX_ITERATIONS}`);

const regenerationModel = z.string({ error: 'regeneration_model must be a string' }).max(50).transform((v, ctx): RegenerationModel => {
  const k = v.trim().toLowerCase();
  if (k === 'external') return 'external';
  if (k === 'svc_safe_llm') return 'SVC_Safe_LLM';
  ctx.addIssue({ code: 'custom', message: 'regeneration_model must be SVC_Safe_LLM or external' });
  return z.NEVER;
});

const thresholdsInput = z.object(
  {
    overall: z
      .object(
        {
          score: threshold('thresholds.overall.score').nullish(),
          confidence: z.number({ error: 'thresholds.overall.confidence must be a number' }).min(0).max(1).nullish(),
        },
        { error: 'thresholds.overall must be an object' },
      )
      .nullish(),
    dimensions: dimensionMap(threshold('each dimension threshold'), 'thresholds.dimensions').nullish(),
    tradeoff_mode: z.string({ error: 'thresholds.tradeoff_mode must be a string' }).max(50).nullish(),
    max_dimension_failures: z.number({ error: 'thresholds.max_dimension_failures must be a number' }).int().min(0).max(8).nullish(),
  },
  { error: 'thresholds must be an object' },
);

const sideInput = (name: string) => sideText(name, INPUT_LIMITS.maxContentChars).nullish();

export const safeRegenerateInput = z
  .object({
    content: text('content', INPUT_LIMITS.maxContentChars),
    prompt: sideInput('prompt'),
    user_query: sideInput('user_query'),
    threshold: threshold('threshold').nullish(),
    thresholds: thresholdsInput.nullish(),
    mode: mode.nullish(),
    max_iterations: iterations('max_iterations').nullish(),
    max_regenerations: iterations('max_regenerations').nullish(),
    dimensions: dimensions.nullish(),
    regeneration_model: regenerationModel.nullish(),
    context: sideInput('context'),
    domain: domain.nullish(),
    usecase: usecase.nullish(),
    weights: weights.nullish(),
    policy_hint: z.record(z.string(), z.unknown(), { error: 'policy_hint must be an object' }).nullish(),
  })
  .transform((b) => ({
    content: b.content,
    // The spec's `prompt`; the clients send the user's question as `user_query`.
    prompt: (b.prompt ?? b.user_query)?.trim() || undefined,
    threshold: b.threshold ?? b.thresholds?.overall?.score ?? undefined,
    confidence: b.thresholds?.overall?.confidence ?? undefined,
    dimensionThresholds: b.thresholds?.dimensions ?? undefined,
    maxDimensionFailures: b.thresholds?.max_dimension_failures ?? 0,
    maxIterations: b.max_iterations ?? b.max_regenerations ?? DEFAULT_MAX_ITERATIONS,
    model: b.regeneration_model ?? 'SVC_Safe_LLM',
    scoring: {
      mode: b.mode ?? undefined,
      dimensions: b.dimensions ?? undefined,
      weights: b.weights ?? undefined,
      context: b.context ?? undefined,
      domain: b.domain ?? undefined,
      usecase: b.usecase ?? undefined,
    },
  }));

export type SafeRegenerateRequest = z.output<typeof safeRegenerateInput>;

export interface Criteria {
  threshold: number;
  source: 'request' | 'application_policy';
  confidence?: number;
  dimensions: Partial<Record<Dimension, number>>;
  maxDimensionFailures: number;
}

/** What a session (or one server-side loop) works towards. */
export interface Plan {
  settings: ScoreSettings;
  criteria: Criteria;
  prompt?: string;
  maxIterations: number;
  model: RegenerationModel;
}

export interface IterationScores {
  svc_score: Evaluation['svc_score'];
  dimension_scores: Partial<Record<Dimension, { score: number; confidence: number }>>;
}

export interface IterationRecord {
  iteration: number;
  content: string;
  scores: IterationScores;
  passed: boolean;
  failing: Dimension[];
  latencyMs: number;
  fromCache: boolean;
  /** How this version was produced; absent for the original. */
  regeneration?: Regeneration;
}

interface Regeneration {
  /** `local_rewriter`, `llm:<model>` or `external`. */
  by: string;
  changes?: string[];
  note?: string;
  /** Why this version may not pass whatever it scores: a partial edit of seriously harmful content. */
  uncertified?: string;
}

const PARTIAL_EDIT =
  'A partial edit of content with a critical or high safety or fairness finding is never certified: it needs a human or an LLM rewrite.';

export type StopReason = 'passed' | 'max_iterations' | 'no_further_change' | 'awaiting_regeneration';

export interface RegenerationOutcome {
  plan: Plan;
  history: IterationRecord[];
  stopReason: StopReason;
  /** An LLM step failed and was replaced: such outcomes are not cached. */
  degraded: boolean;
}

export interface SessionState {
  plan: Plan;
  history: IterationRecord[];
}

export interface RegenerationOutput {
  outcome: RegenerationOutcome;
  fromCache: boolean;
  requestId: string;
  totalLatencyMs: number;
  session?: { id: string; expiresAt: string; prompt: SvcPrompt };
}

/** Request thresholds over the policy's (interface spec: `threshold`; MCP/Python: `thresholds.overall.score`). */
export function planFor(request: SafeRegenerateRequest, policy: Policy): Plan {
  const { settings } = applyPolicy(request.scoring, policy);
  const dimensionThresholds = request.dimensionThresholds ?? (policy.dimensionThresholds as Partial<Record<Dimension, number>>);
  return {
    settings,
    criteria: {
      threshold: request.threshold ?? policy.overallThreshold,
      source: request.threshold !== undefined ? 'request' : 'application_policy',
      ...(request.confidence !== undefined ? { confidence: request.confidence } : {}),
      dimensions: Object.fromEntries(settings.dimensions.filter((d) => dimensionThresholds[d] !== undefined).map((d) => [d, dimensionThresholds[d]!])),
      maxDimensionFailures: request.maxDimensionFailures,
    },
    ...(request.prompt ? { prompt: request.prompt } : {}),
    maxIterations: request.maxIterations,
    model: request.model,
  };
}

/**
 * Passes when the overall score (and confidence, if asked) meets the threshold and at most
 * `max_dimension_failures` dimensions are below their own thresholds. `failing` lists those
 * dimensions, plus the ones below the overall threshold when the overall score fails.
 */
export function assess(evaluation: Evaluation, criteria: Criteria): { passed: boolean; failing: Dimension[] } {
  const scores = evaluation.dimension_scores;
  const dims = Object.keys(scores) as Dimension[];
  const overallPassed =
    evaluation.svc_score.score >= criteria.threshold && (criteria.confidence === undefined || evaluation.svc_score.confidence >= criteria.confidence);
  const belowOwn = dims.filter((d) => criteria.dimensions[d] !== undefined && scores[d]!.score < criteria.dimensions[d]!);
  const belowOverall = overallPassed ? [] : dims.filter((d) => scores[d]!.score < criteria.threshold);
  return {
    passed: overallPassed && belowOwn.length <= criteria.maxDimensionFailures,
    failing: dims.filter((d) => belowOwn.includes(d) || belowOverall.includes(d)),
  };
}

function scoresOf(evaluation: Evaluation): IterationScores {
  return {
    svc_score: evaluation.svc_score,
    dimension_scores: Object.fromEntries(Object.entries(evaluation.dimension_scores).map(([d, s]) => [d, { score: s!.score, confidence: s!.confidence }])),
  };
}

function record(
  iteration: number,
  content: string,
  metered: Metered,
  criteria: Criteria,
  extraMs: number,
  regeneration?: Regeneration,
): IterationRecord {
  const assessed = assess(metered.scored.evaluation, criteria);
  const passed = assessed.passed && regeneration?.uncertified === undefined;
  const failing = assessed.failing;
  return {
    iteration,
    content,
    scores: scoresOf(metered.scored.evaluation),
    passed,
    failing,
    latencyMs: Math.round((metered.latencyMs + extraMs) * 100) / 100,
    fromCache: metered.fromCache,
    ...(regeneration ? { regeneration } : {}),
  };
}

/**
 * The version a call returns (interface spec): the original if it passed, otherwise the
 * best regenerated one — passing first, then the highest score, then the earliest.
 */
export function returnedIteration(history: readonly IterationRecord[]): IterationRecord {
  const candidates = history[0].passed || history.length === 1 ? [history[0]] : history.slice(1);
  return candidates.reduce((best, r) =>
    Number(r.passed) > Number(best.passed) || (r.passed === best.passed && r.scores.svc_score.score > best.scores.svc_score.score) ? r : best,
  );
}

function judgeFailed(metered: Metered): boolean {
  return metered.scored.judge?.status === 'fallback';
}

/**
 * The local rewriter's version: the category's safe reply when the original had a serious
 * finding of a replaceable category; otherwise the edited text (never certified when the
 * original was serious), or the generic safe reply when nothing of it survives.
 */
function rewriteLocally(content: string, evaluation: Evaluation, original: Evaluation, settings: ScoreSettings): { content: string; info: Regeneration } {
  const reply = safeReplyFor(original.findings);
  if (reply) {
    return { content: reply.text, info: { by: 'local_rewriter', changes: [`Replaced the whole reply with a safe reply for ${reply.label}.`] } };
  }
  const rewrite = rewriteForSafety(content, evaluation, { phoneRegions: settings.phoneRegions });
  if (rewrite.content.trim() === '') {
    return { content: GENERIC_SAFE_REPLY, info: { by: 'local_rewriter', changes: [...rewrite.changes, 'Nothing was left: replaced with a safe reply.'] } };
  }
  const serious = original.findings.some(isSerious);
  return { content: rewrite.content, info: { by: 'local_rewriter', changes: rewrite.changes, ...(serious ? { uncertified: PARTIAL_EDIT } : {}) } };
}

/** One regeneration: the configured LLM, else (or when it fails) the deterministic rewriter. */
async function regenerate(
  ctx: CallContext,
  plan: Plan,
  content: string,
  evaluation: Evaluation,
  failing: Dimension[],
  original: Evaluation,
): Promise<{ content: string; info: Regeneration; degraded: boolean }> {
  const llm = ctx.services.config.llm;
  let note: string | undefined;
  if (llm) {
    try {
      const p = regenerationPrompt({ prompt: plan.prompt, content, evaluation, failing, threshold: plan.criteria.threshold, output: 'json' });
      const reply = await chatCompletion(
        llm,
        [
          { role: 'system', content: p.system_prompt },
          { role: 'user', content: p.user_prompt },
        ],
        { json: true, temperature: p.temperature },
      );
      const revised = parseJsonObject(reply).content;
      if (typeof revised !== 'string' || revised.trim() === '') throw new LlmError('the completion has no "content" text');
      if (revised.length > EVAL_MAX_CHARS) throw new LlmError(`the revised text is over ${EVAL_MAX_CHARS} characters`);
      return { content: revised.trim(), info: { by: `llm:${llm.model}` }, degraded: false };
    } catch (err) {
      if (!(err instanceof LlmError)) throw err;
      note = `LLM regeneration failed (${err.message}); the local rewriter was used.`;
    }
  }
  const local = rewriteLocally(content, evaluation, original, plan.settings);
  return { content: local.content, info: { ...local.info, ...(note ? { note } : {}) }, degraded: note !== undefined };
}

/** The server-side loop (`regeneration_model` SVC_Safe_LLM). */
async function runLoop(ctx: CallContext, plan: Plan, original: string): Promise<RegenerationOutcome> {
  const history: IterationRecord[] = [];
  const seen = new Set<string>();
  let content = original;
  let regeneration: Regeneration | undefined;
  let regenerationMs = 0;
  let degraded = false;
  let originalEvaluation: Evaluation | undefined;
  for (let i = 0; ; i++) {
    const metered = await scoreMetered(ctx, content, plan.settings);
    originalEvaluation ??= metered.scored.evaluation;
    degraded ||= judgeFailed(metered);
    const entry = record(i, content, metered, plan.criteria, regenerationMs, regeneration);
    history.push(entry);
    seen.add(content);
    if (entry.passed) return { plan, history, stopReason: 'passed', degraded };
    if (i >= plan.maxIterations) return { plan, history, stopReason: 'max_iterations', degraded };
    const started = performance.now();
    const next = await regenerate(ctx, plan, content, metered.scored.evaluation, entry.failing, originalEvaluation);
    regenerationMs = elapsedMs(started);
    degraded ||= next.degraded;
    // Nothing new to evaluate: the rewriter is deterministic, so further rounds would repeat.
    if (seen.has(next.content)) return { plan, history, stopReason: 'no_further_change', degraded };
    content = next.content;
    regeneration = next.info;
  }
}

/** 422 when even the version the call would return is critically unsafe. */
function assertNotCritical(history: readonly IterationRecord[]): void {
  const returned = returnedIteration(history);
  if (returned.passed || returned.scores.svc_score.score >= CRITICAL_SCORE) return;
  throw criticalContent(
    `Content is too harmful to regenerate: the best version scores ${returned.scores.svc_score.score}/10 (below ${CRITICAL_SCORE}) after ${history.length} evaluation${history.length === 1 ? '' : 's'}; it needs human review`,
    {
      svc_score: returned.scores.svc_score,
      dimension_scores: returned.scores.dimension_scores,
      failing_dimensions: returned.failing,
      iteration_scores: history.map((r) => r.scores.svc_score.score),
      iterations_taken: history.length,
      credits_consumed: 0,
    },
  );
}

function regenerationKey(ctx: CallContext, plan: Plan, content: string): string {
  const { settings, ...rest } = plan;
  return `${ctx.application.id}:${settingsKey('safe-regenerate', settings, content, rest)}`;
}

const outcomeWeight = (history: readonly IterationRecord[]) => history.reduce((n, r) => n + 2 * r.content.length, 1_000);

export const safeRegenerateOperation: Operation<SafeRegenerateRequest, RegenerationOutput> = {
  name: 'safe-regenerate',
  // Up to max_iterations regenerations, each evaluated, after the original's evaluation.
  pricing: { ...EVAL_PRICING, max: EVAL_COST.deep * (MAX_ITERATIONS + 1), note: `each evaluation is charged as an eval; ${EVAL_PRICING.note}` },
  input: safeRegenerateInput,
  check: (input, ctx) => {
    assertEvalContent(ctx, 'content', input.content);
    assertSideText(ctx, 'prompt', input.prompt);
    assertSideText(ctx, 'context', input.scoring.context);
  },
  // Each evaluation is charged as it happens (scoreMetered), so the cost follows the loop.
  run: async (ctx, input) => {
    const started = performance.now();
    const plan = planFor(input, ctx.application.policy);
    if (plan.model === 'external') return startExternal(ctx, plan, input.content, started);
    const cache = scoring(ctx.services).regenerations;
    const key = regenerationKey(ctx, plan, input.content);
    const cached = cache.get(key, ctx.services.now().getTime());
    if (cached) return { outcome: cached, fromCache: true, requestId: ctx.requestId, totalLatencyMs: elapsedMs(started) };
    const outcome = await runLoop(ctx, plan, input.content);
    assertNotCritical(outcome.history);
    if (!outcome.degraded) cache.set(key, outcome, ctx.services.now().getTime(), outcomeWeight(outcome.history));
    return { outcome, fromCache: false, requestId: ctx.requestId, totalLatencyMs: elapsedMs(started) };
  },
};

// --- external mode -------------------------------------------------------------------

function externalPrompt(plan: Plan, content: string, evaluation: Evaluation, failing: Dimension[]): SvcPrompt {
  return regenerationPrompt({ prompt: plan.prompt, content, evaluation, failing, threshold: plan.criteria.threshold, output: 'text' });
}

/** Evaluates the original; below the threshold it opens a session and hands the client an `svc_prompt`. */
async function startExternal(ctx: CallContext, plan: Plan, original: string, started: number): Promise<RegenerationOutput> {
  const metered = await scoreMetered(ctx, original, plan.settings);
  const first = record(0, original, metered, plan.criteria, 0);
  const base = { fromCache: false, requestId: ctx.requestId };
  if (first.passed) {
    return { ...base, outcome: { plan, history: [first], stopReason: 'passed', degraded: false }, totalLatencyMs: elapsedMs(started) };
  }
  const history = [first];
  const session = await scoring(ctx.services).sessions.create(ctx.application.id, { plan, history }, ctx.now.getTime());
  return {
    ...base,
    outcome: { plan, history, stopReason: 'awaiting_regeneration', degraded: false },
    totalLatencyMs: elapsedMs(started),
    session: { id: session.id, expiresAt: session.expiresAt.toISOString(), prompt: externalPrompt(plan, original, metered.scored.evaluation, first.failing) },
  };
}

export const continueInput = z.object({
  // Well-formed means `sr_` and an id (wire contract §3.13); anything else is a bad request, not an expired session.
  session_id: identifier('session_id', 67).regex(/^sr_[0-9A-Za-z]{1,64}$/, 'session_id must be an sr_… id returned by safe-regenerate'),
  regenerated_content: text('regenerated_content', INPUT_LIMITS.maxContentChars),
});

export type ContinueRequest = z.output<typeof continueInput>;

export const continueOperation: Operation<ContinueRequest, RegenerationOutput> = {
  name: 'safe-regenerate/continue',
  pricing: { ...EVAL_PRICING, note: `the regenerated text's evaluation, charged as an eval; ${EVAL_PRICING.note}` },
  input: continueInput,
  check: (input, ctx) => assertEvalContent(ctx, 'regenerated_content', input.regenerated_content),
  run: async (ctx, input) => {
    const started = performance.now();
    const sessions = scoring(ctx.services).sessions;
    const appId = ctx.application.id;
    return sessions.serialize(input.session_id, async () => {
      let session = await sessions.find(input.session_id, appId, ctx.now.getTime());
      const metered = await scoreMetered(ctx, input.regenerated_content, session.state.plan.settings);
      for (;;) {
        const { plan, history } = session.state;
        const entry = record(history.length, input.regenerated_content, metered, plan.criteria, 0, { by: 'external' });
        const next = [...history, entry];
        const finished = entry.passed || next.length > plan.maxIterations;
        const written = finished ? await sessions.finish(session) : await sessions.advance(session, { plan, history: next });
        // Another instance's /continue on this session landed first: build on its iteration
        // (or answer 410 when it finished the session; execute() then refunds this call).
        if (!written) {
          session = await sessions.find(input.session_id, appId, ctx.now.getTime());
          continue;
        }
        const base = { fromCache: false, requestId: ctx.requestId };
        if (finished) {
          if (!entry.passed) assertNotCritical(next);
          const stopReason: StopReason = entry.passed ? 'passed' : 'max_iterations';
          return { ...base, outcome: { plan, history: next, stopReason, degraded: false }, totalLatencyMs: elapsedMs(started) };
        }
        return {
          ...base,
          outcome: { plan, history: next, stopReason: 'awaiting_regeneration', degraded: false },
          totalLatencyMs: elapsedMs(started),
          session: {
            id: session.id,
            expiresAt: session.expiresAt.toISOString(),
            prompt: externalPrompt(plan, input.regenerated_content, metered.scored.evaluation, entry.failing),
          },
        };
      }
    });
  },
};

// --- response ---------------------------------------------------------------------------

const STATUS: Record<StopReason, 'passed' | 'max_iterations_reached' | 'awaiting_regeneration'> = {
  passed: 'passed',
  max_iterations: 'max_iterations_reached',
  no_further_change: 'max_iterations_reached',
  awaiting_regeneration: 'awaiting_regeneration',
};

/** What produced a version: `local_rewriter`, the LLM's model name, or `external`; null for the original. */
function producedBy(r: IterationRecord): string | null {
  const by = r.regeneration?.by;
  if (by === undefined) return null;
  return by.startsWith('llm:') ? by.slice('llm:'.length) : by;
}

function historyItem(r: IterationRecord, previous: IterationRecord | undefined): Record<string, unknown> {
  return {
    iteration: r.iteration,
    content: r.content,
    scores: r.scores,
    thresholds_met: r.passed,
    failing_dimensions: r.failing,
    improvement_from_previous: previous ? Math.round((r.scores.svc_score.score - previous.scores.svc_score.score) * 100) / 100 : null,
    latency_ms: r.latencyMs,
    from_cache: r.fromCache,
    regeneration_model: producedBy(r),
    ...(r.regeneration ? { regenerated_by: r.regeneration.by } : {}),
    ...(r.regeneration?.changes ? { changes: r.regeneration.changes } : {}),
    ...(r.regeneration?.note ? { regeneration_note: r.regeneration.note } : {}),
    ...(r.regeneration?.uncertified ? { not_certified_reason: r.regeneration.uncertified } : {}),
  };
}

/** The spec's regeneration result plus the clients' fields (wire contract §3.12). */
export function regenerationResult(out: RegenerationOutput): Record<string, unknown> {
  const { plan, history, stopReason } = out.outcome;
  const returned = returnedIteration(history);
  const latest = history[history.length - 1];
  const regenerations = history.length - 1;
  return {
    content: returned.content,
    final_score: returned.scores.svc_score.score,
    passed_threshold: returned.passed,
    iterations_taken: history.length,
    iteration_scores: history.map((r) => r.scores.svc_score.score),
    from_cache: out.fromCache,
    status: STATUS[stopReason],
    stop_reason: stopReason,
    original_content: history[0].content,
    best_content: returned.content,
    best_iteration: returned.iteration,
    best_scores: returned.scores,
    iteration_history: history.map((r, i) => historyItem(r, history[i - 1])),
    threshold: plan.criteria.threshold,
    threshold_source: plan.criteria.source,
    ...(Object.keys(plan.criteria.dimensions).length > 0 ? { dimension_thresholds: plan.criteria.dimensions } : {}),
    max_iterations: plan.maxIterations,
    // What regenerated the version returned (or the latest one tried); what the caller asked for is requested_model.
    regeneration_model: producedBy(returned) ?? producedBy(latest),
    requested_model: plan.model,
    ...(out.session
      ? {
          session_id: out.session.id,
          expires_at: out.session.expiresAt,
          iteration: history.length,
          iterations_remaining: plan.maxIterations - regenerations,
          current_scores: { ...latest.scores, thresholds_met: latest.passed, failing_dimensions: latest.failing },
          svc_prompt: out.session.prompt,
        }
      : {}),
  };
}

export function regenerationExtras(out: RegenerationOutput, credits: number): Record<string, unknown> {
  return {
    metadata: { req_id: out.requestId, mode: out.outcome.plan.settings.mode, total_iterations: out.outcome.history.length, total_latency_ms: out.totalLatencyMs },
    // Only evaluations are metered (interface spec); regenerating is free.
    credits_breakdown: { evaluations: credits, regenerations: 0, total: credits },
  };
}
