// Bodies of eval, safe-regenerate (and continue), dimensions and capabilities (wire contract §3.3–3.6, §3.12).
import { z } from 'zod';
import { anyObject, dimensionScores, mirrored, obj, score, svcScore, timestamp } from './common';

const evalResult = obj({
  svc_score: svcScore,
  dimension_scores: dimensionScores,
  explanation: z.string(),
  score_cap: anyObject.optional(),
  dimension_minimums: z.record(z.string(), z.number()),
  dimension_minimums_missed: z.array(z.string()),
  issues: z.array(obj({ dimension: z.string(), description: z.string(), severity: z.string() })).optional(),
  improvement_suggestions: z.array(z.string()).optional(),
  from_cache: z.boolean(),
  policy_outcome: obj({
    enforced: z.boolean(),
    passed: z.boolean(),
    enforcement: z.string(),
    score,
    threshold: z.number(),
    failing_dimensions: z.array(z.string()),
  }).optional(),
  dpdp: anyObject.optional().describe('DPDP findings in the text, when the policy asks for them'),
  judge: anyObject.optional().describe('What the LLM judge added in deep mode'),
});

export const evalResponse = mirrored(evalResult, {
  metadata: obj({
    req_id: z.string(),
    mode: z.enum(['basic', 'deep']),
    domain: z.string(),
    usecase: z.string(),
    dimensions: z.array(z.string()),
    weights_source: z.string(),
    policy_locked: z.boolean(),
    overridden_by_policy: z.array(z.string()),
    processing_time_ms: z.number(),
  }),
});

const scores = obj({ svc_score: svcScore, dimension_scores: dimensionScores });

const regenerationResult = obj({
  content: z.string(),
  final_score: score,
  passed_threshold: z.boolean(),
  iterations_taken: z.number().int(),
  iteration_scores: z.array(score),
  from_cache: z.boolean(),
  status: z.enum(['passed', 'max_iterations_reached', 'awaiting_regeneration']),
  stop_reason: z.enum(['passed', 'max_iterations', 'no_further_change', 'awaiting_regeneration']),
  original_content: z.string(),
  best_content: z.string(),
  best_iteration: z.number().int(),
  best_scores: scores,
  iteration_history: z.array(
    obj({
      iteration: z.number().int(),
      content: z.string(),
      scores,
      thresholds_met: z.boolean(),
      failing_dimensions: z.array(z.string()),
      improvement_from_previous: z.number().nullable(),
      latency_ms: z.number(),
      from_cache: z.boolean(),
      regeneration_model: z.string().nullable(),
      regenerated_by: z.string().optional(),
      changes: z.array(z.unknown()).optional(),
      regeneration_note: z.string().optional(),
      not_certified_reason: z.string().optional(),
    }),
  ),
  threshold: z.number(),
  threshold_source: z.string(),
  dimension_thresholds: z.record(z.string(), z.number()).optional(),
  max_iterations: z.number().int(),
  regeneration_model: z.string().nullable(),
  requested_model: z.string(),
  // External mode (wire contract §3.13): the session the client continues with its own rewrite.
  session_id: z.string().optional(),
  expires_at: timestamp.optional(),
  iteration: z.number().int().optional(),
  iterations_remaining: z.number().int().optional(),
  current_scores: scores.extend({ thresholds_met: z.boolean(), failing_dimensions: z.array(z.string()) }).optional(),
  svc_prompt: anyObject.optional(),
});

export const regenerationResponse = mirrored(regenerationResult, {
  metadata: obj({ req_id: z.string(), mode: z.enum(['basic', 'deep']), total_iterations: z.number().int(), total_latency_ms: z.number() }),
  credits_breakdown: obj({ evaluations: z.number(), regenerations: z.number(), total: z.number() }),
});

export const dimensionsResponse = obj({
  dimensions: z.array(
    obj({
      name: z.string(),
      description: z.string(),
      weight: z.number(),
      threshold: z.number(),
      anchors: z.array(anyObject),
      checks: z.string(),
      aliases: z.array(z.string()),
    }),
  ),
  score_bands: z.array(anyObject),
  overall_threshold: z.number(),
  weights_source: z.enum(['application_policy', 'default']),
});

export const capabilitiesResponse = obj({
  plan: z.string(),
  evaluation: obj({
    modes: z.array(z.string()),
    default_mode: z.string(),
    dimensions: z.array(z.string()),
    dimension_aliases: z.record(z.string(), z.string()),
    domains: z.array(z.string()),
    usecases: z.array(z.string()),
    deep_llm: z.boolean(),
    dpdp: z.boolean(),
    cache_ttl_seconds: z.number(),
    max_content_chars: z.number().int(),
    credits: obj({ basic: z.number(), deep: z.number() }),
  }),
  safe_regenerate: anyObject,
  compliance: obj({ frameworks: z.array(z.string()), aliases: z.record(z.string(), z.string()), max_frameworks: z.number().int() }),
  agent: anyObject,
  dpdp: obj({ enabled: z.boolean(), pii_types: z.array(z.string()), endpoints: z.array(z.string()), evidence: z.boolean() }),
  limits: obj({ rpm: z.number(), rpd: z.number(), monthly_credits: z.number(), max_content_chars: z.number() }),
});
