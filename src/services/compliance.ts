// POST /svc/v1/compliance/check. Accepts the spec's request (`frameworks`,
// string `context`) and the clients' (`framework`, aliases, object `context`,
// `strict_mode`, `include_explanations`), and answers a superset of both shapes.
import { z } from 'zod';
import { checkCompliance, resolveFramework, type ComplianceReport, type FrameworkCode, type FrameworkReport } from '../core/compliance';
import { toMilli } from '../platform/plans';
import type { Operation } from './operation';
import { assertContentSize, INPUT_LIMITS, list, sideText, text } from './inputs';
import { detect } from './observe';
import { piiScanOptions } from './policy';

/** Wire contract §1.7: compliance content is at most 50,000 characters. */
export const COMPLIANCE_MAX_CHARS = 50_000;

const frameworkCode = z.string().max(64, 'a framework code is at most 64 characters').transform((code, ctx) => {
  const resolved = resolveFramework(code);
  if (!resolved) {
    ctx.addIssue({ code: 'custom', message: `unknown framework "${code}"; use gdpr, ccpa, hipaa, eu_ai_act, india_dpdp or india_ai_gov` });
    return z.NEVER;
  }
  return resolved;
});

export const complianceInput = z
  .object({
    content: text('content', INPUT_LIMITS.maxContentChars),
    // Duplicates are checked on the list, which runs only once its length and codes are valid.
    frameworks: list(frameworkCode, 'frameworks', 5, 1)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((f, i) => {
          if (seen.has(f)) ctx.addIssue({ code: 'custom', message: `duplicate framework "${f}"`, path: [i] });
          seen.add(f);
        });
      })
      .optional(),
    framework: frameworkCode.optional(),
    context: z.union([sideText('context', INPUT_LIMITS.maxShortText), z.record(z.string(), z.unknown())], { error: 'context must be a string or an object' }).optional(),
    strict_mode: z.boolean().default(false),
    include_explanations: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (!b.frameworks && !b.framework) ctx.addIssue({ code: 'custom', message: 'frameworks (or framework) is required', path: ['frameworks'] });
  })
  .transform((b) => {
    // `framework` alone asks for the single-framework shape; `frameworks` (even of one) for the multi shape.
    const frameworks: FrameworkCode[] = b.frameworks ? [...b.frameworks] : [b.framework!];
    if (b.frameworks && b.framework && !frameworks.includes(b.framework)) frameworks.push(b.framework);
    return { content: b.content, frameworks, single: !b.frameworks, context: b.context, strict: b.strict_mode, explain: b.include_explanations };
  })
  .refine((b) => b.frameworks.length <= 5, { message: 'at most five frameworks per call', path: ['frameworks'] });

export type ComplianceRequest = z.output<typeof complianceInput>;

/** Interface spec: 5 credits for one framework, 8 for two or three, 10 for four or five. */
export function complianceCost(frameworkCount: number): number {
  return toMilli(frameworkCount === 1 ? 5 : frameworkCount <= 3 ? 8 : 10);
}

export interface ComplianceOutput {
  request: ComplianceRequest;
  report: ComplianceReport;
  evaluatedAt: string;
}

export const complianceOperation: Operation<ComplianceRequest, ComplianceOutput> = {
  name: 'compliance/check',
  input: complianceInput,
  check: (input, ctx) => assertContentSize(ctx, 'content', input.content, Math.min(COMPLIANCE_MAX_CHARS, ctx.services.config.maxContentChars)),
  cost: (input) => complianceCost(input.frameworks.length),
  pricing: { min: complianceCost(1), max: complianceCost(5), by: { one_framework: complianceCost(1), two_or_three: complianceCost(2), four_or_five: complianceCost(4) } },
  run: async (ctx, input) => ({
    request: input,
    report: detect(ctx.services, 'compliance', () =>
      checkCompliance({
        content: input.content,
        frameworks: input.frameworks,
        context: input.context,
        strictMode: input.strict,
        ...piiScanOptions(ctx.application.policy),
      }),
    ),
    evaluatedAt: ctx.now.toISOString(),
  }),
};

/** One framework's result: the spec's `{compliant, issues}` plus the fields of wire contract §3.7. */
export function frameworkResult(f: FrameworkReport, evaluatedAt: string, credits: number, explain: boolean): Record<string, unknown> {
  return {
    framework: f.framework,
    framework_name: f.framework_name,
    framework_version: f.framework_version,
    framework_url: f.framework_url,
    evaluated_at: evaluatedAt,
    status: f.status,
    compliant: f.compliant,
    issues: f.issues,
    compliance_score: { score: f.score, confidence: f.confidence, label: f.label, summary: f.summary },
    pass_mark: f.pass_mark,
    dimension_scores: f.dimension_scores,
    requirements_checked: f.requirements_checked,
    requirements_passed: f.requirements_passed,
    requirements_failed: f.requirements_failed,
    requirements_warned: f.requirements_warned,
    requirements_not_assessable: f.requirements_not_assessable,
    requirements: explain ? f.requirements : f.requirements.map(({ evidence: _e, chatbot_explanation: _c, ...r }) => r),
    improvement_suggestions: f.improvement_suggestions,
    ...(f.risk_classification_detail ? { risk_classification_detail: f.risk_classification_detail } : {}),
    ...(f.dpdp_audit ? { ...f.dpdp_audit } : {}),
    partial_result: false,
    from_cache: false,
    _credits: credits,
    credits,
  };
}

export function serializeCompliance(out: ComplianceOutput, credits: number): Record<string, unknown> {
  const { report, request, evaluatedAt } = out;
  const codes = request.frameworks;
  // Per-framework credits, as the clients read them (`_credits`); the call's total is credits_consumed.
  const share = Math.round((credits / codes.length) * 1000) / 1000;
  const perFramework = Object.fromEntries(codes.map((c) => [c, frameworkResult(report.frameworks[c]!, evaluatedAt, share, request.explain)]));
  const spec = { overall_compliant: report.overall_compliant, strict_mode: report.strict_mode, frameworks: perFramework };
  if (request.single) {
    const single = { ...spec, ...perFramework[codes[0]] };
    return { result: single, ...single, credits_consumed: credits };
  }
  return {
    result: spec,
    results: perFramework,
    cross_framework_summary: { ...report.cross_framework_summary, _credits: credits, credits },
    overall_compliant: report.overall_compliant,
    credits_consumed: credits,
  };
}
