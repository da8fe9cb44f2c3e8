// Request pieces the agent operations share: thresholds, frameworks, the agent context.
import { z } from 'zod';
import { resolveFramework, type FrameworkCode } from '../../core/compliance';
import type { AgentContext, PriorCall, Thresholds } from '../../core/agent';
import { normalizeDimension, type Dimension } from '../../core/scoring';
import { identifier, list, map, sideText } from '../inputs';

export const MAX_TOOL_NAME = 200;

export const toolName = (field = 'tool_name') => identifier(field, MAX_TOOL_NAME);

const score = (field: string) =>
  z.number({ error: `${field} must be a number from 0 to 10` }).min(0, `${field} must be from 0 to 10`).max(10, `${field} must be from 0 to 10`);

const dimensionMinimums = map(score('a dimension minimum'), 'dimension_minimums', 32).transform((map, ctx) => {
  const out: Partial<Record<Dimension, number>> = {};
  for (const [name, min] of Object.entries(map)) {
    const dim = normalizeDimension(name);
    if (dim) out[dim] = min;
    else ctx.addIssue({ code: 'custom', path: [name], message: `unknown dimension "${name}"` });
  }
  return out;
});

/** `custom_thresholds` of a tool call and `thresholds` of a registry entry. */
export const thresholds = z
  .object({
    block_below: score('block_below').optional(),
    flag_below: score('flag_below').optional(),
    dimension_minimums: dimensionMinimums.optional(),
  })
  .refine((t) => t.block_below === undefined || t.flag_below === undefined || t.flag_below >= t.block_below, {
    message: 'flag_below must be at least block_below',
    path: ['flag_below'],
  }) satisfies z.ZodType<Thresholds, unknown>;

/** Framework codes or their aliases (`dpdp`, `ai_act`, …), resolved; unknown ones are a 400. */
export const frameworks = list(z.string({ error: 'must be a framework code' }).max(64, 'a framework code is at most 64 characters'), 'compliance_frameworks', 6)
  .transform((list, ctx) => {
    const out: FrameworkCode[] = [];
    list.forEach((code, i) => {
      const resolved = resolveFramework(code);
      if (resolved) out.push(resolved);
      else ctx.addIssue({ code: 'custom', path: [i], message: `unknown framework "${code}"` });
    });
    return [...new Set(out)];
  });

const LEADING_NAME = /^[\w.:/-]{1,200}/;

/** A prior call as the JS SDK (`"send_email"`, `"send_email: to bob"`) or the design doc (`{tool, summary}`) sends it. */
function priorCall(entry: string | Record<string, unknown>): PriorCall {
  if (typeof entry === 'string') return { tool: LEADING_NAME.exec(entry.trim())?.[0] ?? '', summary: entry.slice(0, 500), decision: null };
  const name = [entry.tool, entry.tool_name, entry.name, entry.function].find((v) => typeof v === 'string') as string | undefined;
  const details = entry.summary ?? entry.params ?? entry.tool_params ?? entry.arguments;
  const decision = typeof entry.decision === 'string' ? entry.decision.toUpperCase() : null;
  return { tool: name ?? '', summary: (typeof details === 'string' ? details : JSON.stringify(details ?? '')).slice(0, 500), decision };
}


/** Free-form (clients send many keys); the ones read here are typed. MCP sends `user_intent` for the goal. */
export const agentContext = z
  .object({
    goal: sideText('agent_context.goal', 5_000).optional(),
    user_intent: sideText('agent_context.user_intent', 5_000).optional(),
    prior_tool_calls: list(
      z.union([sideText('a prior call', 5_000), z.record(z.string(), z.unknown())], { error: 'each prior call must be a string or an object' }),
      'prior_tool_calls',
      500,
    ).optional(),
    agent_id: identifier('agent_id', 200).optional(),
    session_id: identifier('session_id', 200).optional(),
    turn_index: z.number().int().min(0).optional(),
  }, { error: 'agent_context must be an object' })
  .transform(
    (c): AgentContext => ({
      goal: c.goal ?? c.user_intent,
      priorCalls: (c.prior_tool_calls ?? []).map(priorCall).filter((p) => p.tool !== ''),
      agentId: c.agent_id,
      sessionId: c.session_id,
      turnIndex: c.turn_index,
    }),
  );

export const mode = z.enum(['basic', 'deep'], { error: 'mode must be basic or deep' });

export const jsonObject = (field: string) =>
  z.record(z.string(), z.unknown(), { error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be an object`) });
