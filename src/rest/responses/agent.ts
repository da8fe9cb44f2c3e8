// Bodies of the agent guard: tool-call, tool-result, prompt-injection and the tool registry (wire contract §3.8–3.11).
import { z } from 'zod';
import { RECOMMENDED_ACTIONS, RISK_LEVELS, TOOL_CATEGORIES } from '../../core/agent';
import { anyObject, credits, dimensionScores, obj, svcScore, timestamp } from './common';

const riskLevel = z.enum(RISK_LEVELS);

/** The same body answers 200 (ALLOW, FLAG) and 403 (BLOCK). */
export const toolCallResponse = obj({
  decision: z.enum(['ALLOW', 'FLAG', 'BLOCK']),
  decision_reason: z.string(),
  event_id: z.string(),
  svc_score: svcScore,
  dimension_scores: dimensionScores,
  compliance_violations: z.array(z.unknown()),
  suggested_params: anyObject.nullable(),
  suggested_changes: z.array(z.unknown()),
  policy: obj({
    block_below: z.number(),
    flag_below: z.number(),
    threshold_source: z.string(),
    dimension_minimums: z.record(z.string(), z.number()),
    applied_rule: z.string().nullable(),
    threshold_used: anyObject,
    violated_dimensions: z.array(z.string()),
    source: z.string(),
  }),
  context_signals: anyObject,
  findings: z.array(anyObject),
  tool_profile: obj({
    tool_name: z.string(),
    category: z.enum(TOOL_CATEGORIES),
    risk_level: riskLevel,
    source: z.enum(['org_custom', 'system', 'generic']),
    matched_pattern: z.string().nullable(),
  }),
  evaluation_depth: z.enum(['basic', 'deep']),
  evaluation_notes: z.array(z.string()).optional(),
  session_id: z.string().optional(),
  credits_consumed: credits,
});

export const toolResultResponse = obj({
  event_id: z.string(),
  risk_level: riskLevel,
  recommended_action: z.enum(RECOMMENDED_ACTIONS),
  action_reason: z.string(),
  pii_detected: anyObject.optional(),
  redacted_available: z.boolean(),
  redacted_data: z.unknown().optional(),
  prompt_injection: anyObject.optional(),
  svc_score: anyObject.optional(),
  dpdp_flags: anyObject.optional(),
  context_signals: obj({
    pii_fields_detected: z.array(z.string()),
    tool_risk_level: riskLevel,
    tool_category: z.enum(TOOL_CATEGORIES),
    prompt_injection_detected: z.boolean(),
    dpdp_exposure: z.boolean(),
  }),
  checks_run: z.array(z.string()),
  evaluated_at: timestamp,
  credits_consumed: credits,
});

export const promptInjectionResponse = obj({
  result: obj({
    injection_detected: z.boolean(),
    risk_score: z.number(),
    risk_level: z.string(),
    attack_types: z.array(z.unknown()),
    explanation: z.string(),
    recommendation: z.enum(['allow', 'warn', 'block']),
    evidence: z.array(z.unknown()),
  }),
  event_id: z.string(),
  injection_detected: z.boolean(),
  confidence: z.number(),
  attack_type: z.string().nullable(),
  severity: z.string(),
  payload_preview: z.string().nullable(),
  recommended_action: z.enum(['PASS', 'FLAG', 'BLOCK']),
  evaluated_at: timestamp,
  credits_consumed: credits,
});

const toolProfile = obj({
  tool_name: z.string(),
  risk_level: riskLevel,
  evaluation_depth: z.enum(['basic', 'deep']),
  source: z.enum(['system', 'org_custom']),
  category: z.enum(TOOL_CATEGORIES),
  description: z.string(),
  thresholds: anyObject.nullable(),
  compliance_frameworks: z.array(z.string()),
  proxy_variable_watch: z.array(z.string()),
  pii_fields_watch: z.array(z.string()),
  high_stakes: z.boolean(),
  created_at: timestamp.nullable(),
  updated_at: timestamp.nullable(),
});

export const toolPageResponse = obj({
  tools: z.array(toolProfile),
  pagination: obj({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), has_more: z.boolean() }),
  system_defaults_count: z.number().int(),
  org_overrides_count: z.number().int(),
});

/** The profile at the top level (JS SDK) and under `tool` (Python SDK); 201 when created, 200 when updated. */
export const upsertToolResponse = toolProfile.extend({ tool: toolProfile, created: z.boolean(), message: z.string() });

export const deleteToolResponse = obj({ tool_name: z.string(), deleted: z.boolean(), fallback: z.enum(['system', 'generic']) });
