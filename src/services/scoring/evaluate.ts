// One scoring of one text, as eval and every safe-regenerate iteration run it:
// the local engine, DPDP when asked, the LLM judge in deep mode, the per-application
// result cache, and the charge (decisions §4: basic 1.0, deep 3.0, a cache hit 0; deep
// without a configured judge adds no evidence worth paying for and is charged as basic).
import { evaluateText, type Evaluation } from '../../core/scoring';
import { toMilli } from '../../platform/plans';
import type { CallContext } from '../context';
import type { Pricing } from '../operation';
import { adjustEvaluation } from './adjust';
import { dpdpAdjustment, scanDpdp, type DpdpReport } from './dpdp';
import { settingsKey, type Mode, type ScoreSettings } from './inputs';
import { judgeEvaluation, NO_JUDGE_NOTE, type JudgeReport } from './judge';
import type { LlmConfig } from './llm';
import { scoring } from './runtime';
import { detect, untimed, type Timed } from '../observe';

export const EVAL_COST: Readonly<Record<Mode, number>> = { basic: toMilli(1), deep: toMilli(3) };
/** EVAL_COST for the API reference: what scoreMetered() below charges. */
export const EVAL_PRICING: Pricing = {
  min: 0,
  max: EVAL_COST.deep,
  by: { basic: EVAL_COST.basic, deep: EVAL_COST.deep, cache_hit: 0 },
  note: 'a cache hit costs nothing; deep without a configured LLM judge is charged as basic',
};

export interface Scored {
  evaluation: Evaluation;
  dpdp?: DpdpReport;
  /** Deep mode only. */
  judge?: JudgeReport;
}

/** Basic mode entirely, and the first half of deep mode: synchronous and deterministic. */
export function scoreLocally(content: string, settings: ScoreSettings, timed: Timed = untimed): Scored {
  const evaluation = timed('scoring', () => evaluateText({
    content,
    dimensions: settings.dimensions,
    weights: settings.weights,
    domain: settings.domain,
    usecase: settings.usecase,
    context: settings.context,
    depth: settings.mode,
    phoneRegions: settings.phoneRegions,
  }));
  if (!settings.dpdp) return { evaluation };
  const dpdp = timed('pii', () => scanDpdp(content, settings.phoneRegions));
  const adjustment = dpdpAdjustment(dpdp, evaluation);
  return { evaluation: adjustment ? adjustEvaluation(evaluation, settings, adjustment) : evaluation, dpdp };
}

export async function scoreContent(llm: LlmConfig | undefined, content: string, settings: ScoreSettings, timed: Timed = untimed): Promise<Scored> {
  const local = scoreLocally(content, settings, timed);
  if (settings.mode !== 'deep') return local;
  if (!llm) {
    return {
      ...local,
      evaluation: { ...local.evaluation, explanation: `${local.evaluation.explanation} ${NO_JUDGE_NOTE}` },
      judge: { status: 'not_configured', note: NO_JUDGE_NOTE, adjusted_dimensions: [] },
    };
  }
  const judged = await judgeEvaluation(llm, content, settings, local.evaluation);
  return { ...local, evaluation: judged.evaluation, judge: judged.report };
}

export interface Metered {
  scored: Scored;
  fromCache: boolean;
  milliCredits: number;
  latencyMs: number;
}

/** Milliseconds since a performance.now() reading, to 0.01 ms. */
export const elapsedMs = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** Cache entries weigh the text they hold (the evaluation's matches are slices of it). */
const entryWeight = (content: string) => 2 * content.length + 1_000;

/**
 * One metered scoring. A hit in the application's cache costs nothing; a miss is charged
 * before the work (execute() refunds it if the request then fails). A judge that failed
 * is not cached, so an LLM outage does not stick for ten minutes.
 */
export async function scoreMetered(ctx: CallContext, content: string, settings: ScoreSettings): Promise<Metered> {
  const started = performance.now();
  const cache = scoring(ctx.services).evaluations;
  const key = `${ctx.application.id}:${settingsKey('eval', settings, content)}`;
  const hit = cache.get(key, ctx.services.now().getTime());
  if (hit) return { scored: hit, fromCache: true, milliCredits: 0, latencyMs: elapsedMs(started) };
  const cost = settings.mode === 'deep' && ctx.services.config.llm ? EVAL_COST.deep : EVAL_COST.basic;
  await ctx.charge(cost);
  const scored = await scoreContent(ctx.services.config.llm, content, settings, (engine, fn) => detect(ctx.services, engine, fn));
  if (scored.judge?.status !== 'fallback') cache.set(key, scored, ctx.services.now().getTime(), entryWeight(content));
  return { scored, fromCache: false, milliCredits: cost, latencyMs: elapsedMs(started) };
}
