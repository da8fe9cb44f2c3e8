// GET /svc/v1/dimensions and GET /svc/v1/capabilities (wire contract §3.5–3.6): free,
// read-only descriptions of what this deployment does for the caller's application.
import { z } from 'zod';
import { FRAMEWORK_ALIASES, FRAMEWORK_CODES } from '../../core/compliance';
import { DPDP_TYPES } from '../../core/pii';
import { DEFAULT_PASS_THRESHOLD, DIMENSIONS, DIMENSION_NAMES, DOMAINS, SCORE_BANDS, USECASES, type Dimension } from '../../core/scoring';
import { fromMilli, planAtLeast } from '../../platform/plans';
import type { CallContext } from '../context';
import type { Operation } from '../operation';
import { EVAL_COST } from './evaluate';
import { EVAL_MAX_CHARS, MODES } from './inputs';
import { DEFAULT_MAX_ITERATIONS, MAX_ITERATIONS } from './regenerate';
import { CACHE_TTL_MS } from './runtime';
import { SESSION_TTL_MS } from './sessions';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Effective weights in percent: the policy's (normalized, as the engine applies them) or equal. */
function effectiveWeights(ctx: CallContext): { weights: Record<Dimension, number>; source: 'application_policy' | 'default' } {
  const policy = ctx.application.policy.dimensionWeights as Partial<Record<Dimension, number>>;
  const total = DIMENSION_NAMES.reduce((sum, d) => sum + (policy[d] ?? 0), 0);
  if (total <= 0) return { weights: Object.fromEntries(DIMENSIONS.map((d) => [d.name, d.weight])) as Record<Dimension, number>, source: 'default' };
  return { weights: Object.fromEntries(DIMENSION_NAMES.map((d) => [d, round2(((policy[d] ?? 0) / total) * 100)])) as Record<Dimension, number>, source: 'application_policy' };
}

export function describeDimensions(ctx: CallContext) {
  const { policy } = ctx.application;
  const { weights, source } = effectiveWeights(ctx);
  return {
    dimensions: DIMENSIONS.map((d) => ({
      name: d.name,
      description: d.description,
      weight: weights[d.name],
      threshold: policy.dimensionThresholds[d.name] ?? DEFAULT_PASS_THRESHOLD,
      anchors: d.anchors,
      checks: d.checks,
      aliases: d.aliases,
    })),
    score_bands: SCORE_BANDS,
    overall_threshold: policy.overallThreshold,
    weights_source: source,
  };
}

export type DimensionDescription = ReturnType<typeof describeDimensions>['dimensions'][number];

export function describeCapabilities(ctx: CallContext) {
  const { config } = ctx.services;
  const { policy } = ctx.application;
  const plan = ctx.principal.plan;
  const evalMaxChars = Math.min(EVAL_MAX_CHARS, config.maxContentChars);
  return {
    plan,
    evaluation: {
      modes: MODES,
      default_mode: policy.evalMode,
      dimensions: DIMENSION_NAMES,
      dimension_aliases: Object.fromEntries(DIMENSIONS.flatMap((d) => d.aliases.map((a) => [a, d.name]))),
      domains: DOMAINS,
      usecases: USECASES,
      deep_llm: config.llm !== undefined,
      dpdp: true,
      cache_ttl_seconds: CACHE_TTL_MS / 1000,
      max_content_chars: evalMaxChars,
      credits: { basic: fromMilli(EVAL_COST.basic), deep: fromMilli(EVAL_COST.deep) },
    },
    safe_regenerate: {
      enabled: true,
      regeneration_models: ['SVC_Safe_LLM', 'external'],
      llm: config.llm !== undefined,
      max_iterations: MAX_ITERATIONS,
      default_iterations: DEFAULT_MAX_ITERATIONS,
      session_ttl_seconds: SESSION_TTL_MS / 1000,
    },
    compliance: { frameworks: FRAMEWORK_CODES, aliases: FRAMEWORK_ALIASES, max_frameworks: 5 },
    agent: { enabled: true, tool_call: true, tool_result: true, prompt_injection: true, tool_registry: true, modes: MODES },
    dpdp: { enabled: true, pii_types: DPDP_TYPES, endpoints: ['session', 'emit', 'scan', 'evaluate', 'require', 'evidence', 'timers'], evidence: planAtLeast(plan, 'pro') },
    limits: {
      rpm: ctx.principal.limits.perMinute,
      rpd: ctx.principal.limits.perDay,
      monthly_credits: fromMilli(ctx.principal.monthlyMilli),
      max_content_chars: config.maxContentChars,
    },
  };
}

const noInput = z.record(z.string(), z.unknown());

export const dimensionsOperation: Operation<Record<string, unknown>, ReturnType<typeof describeDimensions>> = {
  name: 'dimensions',
  input: noInput,
  run: async (ctx) => describeDimensions(ctx),
};

export const capabilitiesOperation: Operation<Record<string, unknown>, ReturnType<typeof describeCapabilities>> = {
  name: 'capabilities',
  input: noInput,
  run: async (ctx) => describeCapabilities(ctx),
};
