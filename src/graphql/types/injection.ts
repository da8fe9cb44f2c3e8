import { builder, requireKey, withoutNulls } from '../builder';
import { execute } from '../../services/operation';
import { promptInjectionOperation, type PromptInjectionOutput } from '../../services/injection';
import { primaryAttackType } from '../../core/injection';
import { fromMilli } from '../../platform/plans';

const SensitivityEnum = builder.enumType('Sensitivity', { values: ['low', 'medium', 'high'] as const });

const PromptInjectionResult = builder
  .objectRef<{ out: PromptInjectionOutput; credits: number }>('PromptInjectionResult')
  .implement({
    description: 'Prompt-injection analysis of one text (same engine and cost as POST /svc/v1/agent/prompt-injection).',
    fields: (t) => ({
      eventId: t.string({ resolve: (r) => r.out.eventId }),
      injectionDetected: t.boolean({ resolve: (r) => r.out.analysis.injection_detected }),
      riskScore: t.float({ resolve: (r) => r.out.analysis.risk_score }),
      riskLevel: t.string({ resolve: (r) => r.out.analysis.risk_level }),
      attackTypes: t.stringList({ resolve: (r) => r.out.analysis.attack_types }),
      attackType: t.string({ resolve: (r) => primaryAttackType(r.out.analysis).attack_type }),
      severity: t.string({ resolve: (r) => (r.out.analysis.injection_detected ? primaryAttackType(r.out.analysis).severity : 'none') }),
      explanation: t.string({ resolve: (r) => r.out.analysis.explanation }),
      recommendation: t.string({ resolve: (r) => r.out.analysis.recommendation }),
      evidence: t.field({ type: 'JSON', resolve: (r) => r.out.analysis.evidence }),
      payloadPreview: t.string({ nullable: true, resolve: (r) => r.out.payloadPreview }),
      evaluatedAt: t.string({ resolve: (r) => r.out.evaluatedAt }),
      creditsConsumed: t.float({ resolve: (r) => r.credits }),
    }),
  });

builder.mutationField('detectPromptInjection', (t) =>
  t.field({
    nullable: true,
    type: PromptInjectionResult,
    description: 'Scans text (user input, tool output, retrieved document) for prompt injection. 0.5 credits.',
    args: {
      text: t.arg.string({ required: true }),
      context: t.arg.string({ required: false, description: 'Where the text came from, e.g. "retrieved document"' }),
      sensitivity: t.arg({ type: SensitivityEnum, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { output, milliCredits } = await execute(promptInjectionOperation, requireKey(ctx), withoutNulls(args));
      return { out: output, credits: fromMilli(milliCredits) };
    },
  }),
);
