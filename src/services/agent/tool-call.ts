// POST /svc/v1/agent/tool-call: evaluates a tool call before it runs (wire contract §3.8).
import { z } from 'zod';
import { CLIENT_SOURCE, evaluateToolCall, resolveTool, toolCallAuditReason, type ResolvedTool, type ToolCallEvaluation } from '../../core/agent';
import type { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toMilli } from '../../platform/plans';
import type { Operation } from '../operation';
import { assertContentSize, identifier } from '../inputs';
import { piiScanOptions } from '../policy';
import { agentContext, frameworks, jsonObject, mode, thresholds, toolName } from './inputs';
import { agent } from './runtime';
import { detect } from '../observe';

export const TOOL_CALL_OPERATION = 'agent/tool-call';

/**
 * Decisions §4: basic 1.0, deep 3.0. With `X-SVC-Plan-Batch: true` (one step of a plan the
 * client evaluates step by step) deep costs 2.0, as the Python SDK documents; basic stays 1.0.
 */
export const TOOL_CALL_COST = { basic: toMilli(1), deep: toMilli(3), deepPlanBatch: toMilli(2) } as const;

export const toolCallInput = z.object({
  tool_name: toolName(),
  tool_params: jsonObject('tool_params'),
  agent_context: agentContext.optional(),
  domain: z.string().max(50, 'domain must be at most 50 characters').optional(),
  mode: mode.optional(),
  compliance_frameworks: frameworks.optional(),
  custom_thresholds: thresholds.optional(),
  /** The agent design doc's session id; the Python SDK sends it inside agent_context. */
  session_id: identifier('session_id', 200).optional(),
  /** From the `X-SVC-Plan-Batch: true` header (REST) or the `planBatch` argument (GraphQL). */
  plan_batch: z.boolean().default(false),
});

export type ToolCallRequest = z.output<typeof toolCallInput>;

export interface ToolCallOutput {
  evaluation: ToolCallEvaluation;
  resolved: ResolvedTool;
  eventId: string;
  evaluatedAt: string;
  sessionId: string | null;
  notes: string[];
}

function costOf(depth: 'basic' | 'deep', planBatch: boolean): number {
  if (depth === 'basic') return TOOL_CALL_COST.basic;
  return planBatch ? TOOL_CALL_COST.deepPlanBatch : TOOL_CALL_COST.deep;
}

const DEEP_NOTE =
  'Deep mode ran the local engine\'s thorough analyzers (deep scoring rules, high prompt-injection sensitivity, PII threshold 0.4); no LLM judge is used for tool calls.';

export const toolCallOperation: Operation<ToolCallRequest, ToolCallOutput> = {
  name: TOOL_CALL_OPERATION,
  input: toolCallInput,
  check: (input, ctx) => assertContentSize(ctx, 'tool_params', JSON.stringify(input.tool_params)),
  cost: (input) => costOf(input.mode ?? 'basic', input.plan_batch),
  pricing: { min: TOOL_CALL_COST.basic, max: TOOL_CALL_COST.deep, by: { basic: TOOL_CALL_COST.basic, deep: TOOL_CALL_COST.deep, deep_plan_batch: TOOL_CALL_COST.deepPlanBatch } },
  run: async (ctx, input) => {
    const runtime = agent(ctx.services);
    const resolved = resolveTool(input.tool_name, await runtime.tools.find(ctx.application.id, input.tool_name));
    const { profile } = resolved;
    // A registry entry may ask for deep evaluation; the request's own mode wins, and the difference is charged.
    const depth = input.mode ?? (resolved.depthFromRegistry ? profile.evaluation_depth : 'basic');
    if (input.mode === undefined && depth === 'deep') await ctx.charge(costOf('deep', input.plan_batch) - costOf('basic', input.plan_batch));
    const policy = ctx.application.policy.toolCall;
    const evaluation = detect(ctx.services, 'agent', () => evaluateToolCall({
      toolName: input.tool_name,
      params: input.tool_params,
      context: input.agent_context,
      domain: input.domain,
      depth,
      complianceFrameworks: [...(input.compliance_frameworks ?? []), ...profile.compliance_frameworks],
      thresholds: {
        request: input.custom_thresholds,
        tool: profile.thresholds ?? undefined,
        policy: { block_below: policy.blockBelow, flag_below: policy.flagBelow, dimension_minimums: policy.dimensionMinimums },
      },
      resolved,
      policy: { deniedTools: policy.deniedTools, allowedDomains: policy.allowedDomains, maxAmount: policy.maxAmount, ...piiScanOptions(ctx.application.policy) },
    }));
    const eventId = newId('evt_');
    runtime.evaluations.record({
      id: eventId,
      applicationId: ctx.application.id,
      requestId: ctx.requestId,
      kind: 'tool_call',
      toolName: input.tool_name,
      outcome: evaluation.decision,
      riskLevel: profile.risk_level,
      score: evaluation.svc_score.score,
      rule: evaluation.applied_rule,
      reason: toolCallAuditReason(evaluation),
      createdAt: ctx.now,
    });
    return {
      evaluation,
      resolved,
      eventId,
      evaluatedAt: ctx.now.toISOString(),
      sessionId: input.session_id ?? input.agent_context?.sessionId ?? null,
      notes: depth === 'deep' ? [DEEP_NOTE] : [],
    };
  },
};

/** The spec's fields and the clients' (wire contract §3.8); the same body for 200 and 403. */
export function serializeToolCall(out: ToolCallOutput, credits: number): { status: number; body: Record<string, unknown> } {
  const e = out.evaluation;
  const t = e.thresholds;
  return {
    status: e.decision === 'BLOCK' ? 403 : 200,
    body: {
      decision: e.decision,
      decision_reason: e.decision_reason,
      event_id: out.eventId,
      svc_score: e.svc_score,
      dimension_scores: e.dimension_scores,
      compliance_violations: e.compliance_violations,
      suggested_params: e.suggested_params,
      suggested_changes: e.suggested_changes,
      policy: {
        block_below: t.block_below,
        flag_below: t.flag_below,
        threshold_source: t.source,
        dimension_minimums: t.dimension_minimums,
        applied_rule: e.applied_rule,
        threshold_used: { block_below: t.block_below, flag_below: t.flag_below, dimension_minimums: t.dimension_minimums },
        violated_dimensions: e.violated_dimensions,
        source: CLIENT_SOURCE[t.source],
      },
      context_signals: e.context_signals,
      findings: e.findings.map(({ fix: _fix, ...f }) => f),
      tool_profile: {
        tool_name: out.resolved.profile.tool_name,
        category: out.resolved.profile.category,
        risk_level: out.resolved.profile.risk_level,
        source: out.resolved.source,
        matched_pattern: out.resolved.matched,
      },
      evaluation_depth: e.evaluation_depth,
      ...(out.notes.length ? { evaluation_notes: out.notes } : {}),
      ...(out.sessionId ? { session_id: out.sessionId } : {}),
      evaluated_at: out.evaluatedAt,
      credits_consumed: credits,
    },
  };
}

/**
 * A revoked or inactive key on tool-call: the JS SDK reads every 403 there as a decision, so
 * the error body also says BLOCK (decisions §2) and the agent fails closed.
 */
export function revokedKeyDecision(err: AppError): Record<string, unknown> {
  return {
    decision: 'BLOCK',
    decision_reason: `Blocked [key_revoked]: ${err.message}; no tool call can be evaluated with it, so none may run.`,
    credits_consumed: 0,
  };
}
