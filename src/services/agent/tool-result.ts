// POST /svc/v1/agent/tool-result: scans what a tool returned before the model reads it
// (wire contract §3.9).
import { z } from 'zod';
import { RESULT_CHECKS, resolveTool, scanToolResult, toolResultAuditReason, type ResolvedTool, type ResultCheck, type ToolResultScan } from '../../core/agent';
import { contentTooLarge } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toMilli } from '../../platform/plans';
import type { Operation } from '../operation';
import { INPUT_LIMITS, list, sideText } from '../inputs';
import { agentContext, jsonObject, toolName } from './inputs';
import { piiScanOptions } from '../policy';
import { agent } from './runtime';
import { detect } from '../observe';

/** The clients' limit on `tool_result.raw` (wire contract §1.7). */
export const MAX_RAW_CHARS = 50_000;

/** Interface spec: 1.0 for three checks, 0.75 for two, 0.5 for one. */
export const TOOL_RESULT_COST: Readonly<Record<number, number>> = { 1: toMilli(0.5), 2: toMilli(0.75), 3: toMilli(1) };

export const toolResultInput = z.object({
  tool_name: toolName(),
  tool_result: z
    .object(
      {
        raw: sideText('tool_result.raw', INPUT_LIMITS.maxContentChars).optional(),
        data: z.unknown().optional(),
        format: z.string().max(20).optional(),
      },
      { error: (i) => (i.input === undefined ? 'tool_result is required' : 'tool_result must be an object') },
    )
    .refine((r) => r.raw !== undefined || (r.data !== undefined && r.data !== null), { message: 'tool_result needs raw (string) or data (JSON)' }),
  tool_params: jsonObject('tool_params').optional(),
  agent_context: agentContext.optional(),
  checks: list(z.enum(RESULT_CHECKS, { error: `each check must be one of ${RESULT_CHECKS.join(', ')}` }), 'checks', RESULT_CHECKS.length * 2, 1)
    .transform((c) => [...new Set(c)])
    .optional(),
});

export type ToolResultRequest = z.output<typeof toolResultInput>;

export interface ToolResultOutput {
  scan: ToolResultScan;
  resolved: ResolvedTool;
  checks: ResultCheck[];
  eventId: string;
  evaluatedAt: string;
}

const checksOf = (input: ToolResultRequest): ResultCheck[] => input.checks ?? [...RESULT_CHECKS];

export const toolResultOperation: Operation<ToolResultRequest, ToolResultOutput> = {
  name: 'agent/tool-result',
  input: toolResultInput,
  check: (input, ctx) => {
    const { raw, data } = input.tool_result;
    if (raw !== undefined && raw.length > MAX_RAW_CHARS) throw contentTooLarge('tool_result.raw', MAX_RAW_CHARS, raw.length);
    if (data !== undefined) {
      const size = JSON.stringify(data)?.length ?? 0;
      if (size > ctx.services.config.maxContentChars) throw contentTooLarge('tool_result.data', ctx.services.config.maxContentChars, size);
    }
  },
  cost: (input) => TOOL_RESULT_COST[checksOf(input).length],
  pricing: { min: TOOL_RESULT_COST[1], max: TOOL_RESULT_COST[3], by: { one_check: TOOL_RESULT_COST[1], two_checks: TOOL_RESULT_COST[2], three_checks: TOOL_RESULT_COST[3] } },
  run: async (ctx, input) => {
    const runtime = agent(ctx.services);
    const resolved = resolveTool(input.tool_name, await runtime.tools.find(ctx.application.id, input.tool_name));
    const checks = checksOf(input);
    const scan = detect(ctx.services, 'agent', () => scanToolResult({
      toolName: input.tool_name,
      raw: input.tool_result.raw,
      data: input.tool_result.data,
      checks,
      category: resolved.profile.category,
      piiFieldsWatch: resolved.profile.pii_fields_watch,
      ...piiScanOptions(ctx.application.policy),
    }));
    const eventId = newId('evt_');
    runtime.evaluations.record({
      id: eventId,
      applicationId: ctx.application.id,
      requestId: ctx.requestId,
      kind: 'tool_result',
      toolName: input.tool_name,
      outcome: scan.recommended_action,
      riskLevel: scan.risk_level,
      score: scan.score?.score ?? null,
      rule: scan.action_rule,
      reason: toolResultAuditReason(scan),
      createdAt: ctx.now,
    });
    return { scan, resolved, checks, eventId, evaluatedAt: ctx.now.toISOString() };
  },
};

/** The spec's fields and the clients' (wire contract §3.9), at the top level. */
export function serializeToolResult(out: ToolResultOutput, credits: number): Record<string, unknown> {
  const s = out.scan;
  return {
    event_id: out.eventId,
    risk_level: s.risk_level,
    recommended_action: s.recommended_action,
    action_reason: s.action_reason,
    ...(s.pii ? { pii_detected: s.pii } : {}),
    redacted_available: s.redacted_available,
    ...(s.redacted_data !== undefined ? { redacted_data: s.redacted_data } : {}),
    ...(s.injection ? { prompt_injection: s.injection } : {}),
    ...(s.score ? { svc_score: s.score } : {}),
    ...(s.dpdp ? { dpdp_flags: s.dpdp } : {}),
    context_signals: {
      pii_fields_detected: s.pii_fields_detected,
      tool_risk_level: out.resolved.profile.risk_level,
      tool_category: out.resolved.profile.category,
      prompt_injection_detected: s.injection?.detected ?? false,
      dpdp_exposure: s.dpdp !== undefined,
    },
    checks_run: out.checks,
    evaluated_at: out.evaluatedAt,
    credits_consumed: credits,
  };
}
