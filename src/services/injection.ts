// POST /svc/v1/agent/prompt-injection: the spec's request (`text`, `context`,
// `sensitivity`) and the clients' (`content`, `content_source`, `agent_context`).
import { z } from 'zod';
import { detectInjection, primaryAttackType, type InjectionAnalysis } from '../core/injection';
import { newId } from '../platform/ids';
import { toMilli } from '../platform/plans';
import { fixedPrice, type Operation } from './operation';
import { assertContentSize, identifier, INPUT_LIMITS, sensitivity, sideText, text } from './inputs';
import { detect } from './observe';

export const PROMPT_INJECTION_COST = toMilli(0.5);

export const promptInjectionInput = z
  .object({
    text: text('text', INPUT_LIMITS.maxContentChars).optional(),
    content: text('content', INPUT_LIMITS.maxContentChars).optional(),
    context: sideText('context', 200).optional(),
    content_source: sideText('content_source', 200).optional(),
    agent_context: z.record(z.string(), z.unknown()).optional(),
    sensitivity: sensitivity.default('medium'),
    session_id: identifier('session_id').optional(),
  })
  .refine((b) => b.text !== undefined || b.content !== undefined, { message: 'text (or content) is required', path: ['text'] })
  .transform((b) => ({
    text: (b.text ?? b.content)!,
    field: b.text !== undefined ? 'text' : 'content',
    context: b.context ?? b.content_source,
    sensitivity: b.sensitivity,
  }));

export type PromptInjectionInput = z.output<typeof promptInjectionInput>;

export interface PromptInjectionOutput {
  analysis: InjectionAnalysis;
  eventId: string;
  evaluatedAt: string;
  payloadPreview: string | null;
}

const PREVIEW_CHARS = 120;

export const promptInjectionOperation: Operation<PromptInjectionInput, PromptInjectionOutput> = {
  name: 'agent/prompt-injection',
  input: promptInjectionInput,
  check: (input, ctx) => assertContentSize(ctx, input.field, input.text),
  cost: () => PROMPT_INJECTION_COST,
  pricing: fixedPrice(PROMPT_INJECTION_COST),
  run: async (ctx, input) => {
    const analysis = detect(ctx.services, 'injection', () => detectInjection(input.text, { sensitivity: input.sensitivity, context: input.context }));
    const strongest = analysis.injection_detected ? [...analysis.evidence].sort((a, b) => b.weight - a.weight).find((e) => e.match) : undefined;
    return {
      analysis,
      eventId: newId('evt_'),
      evaluatedAt: ctx.now.toISOString(),
      payloadPreview: strongest?.match ? strongest.match.slice(0, PREVIEW_CHARS) : null,
    };
  },
};

const RECOMMENDED_ACTION = { allow: 'PASS', warn: 'FLAG', block: 'BLOCK' } as const;

/** The spec's `result` plus the clients' top-level fields (wire contract §3.10). */
export function serializePromptInjection(out: PromptInjectionOutput, credits: number): Record<string, unknown> {
  const a = out.analysis;
  const { attack_type, severity } = primaryAttackType(a);
  return {
    result: {
      injection_detected: a.injection_detected,
      risk_score: a.risk_score,
      risk_level: a.risk_level,
      attack_types: a.attack_types,
      explanation: a.explanation,
      recommendation: a.recommendation,
      evidence: a.evidence,
    },
    event_id: out.eventId,
    injection_detected: a.injection_detected,
    confidence: a.risk_score,
    attack_type,
    severity: a.injection_detected ? severity : 'none',
    payload_preview: out.payloadPreview,
    recommended_action: a.injection_detected ? RECOMMENDED_ACTION[a.recommendation] : 'PASS',
    evaluated_at: out.evaluatedAt,
    credits_consumed: credits,
  };
}
