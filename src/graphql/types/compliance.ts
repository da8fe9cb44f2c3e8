import { builder, requireKey } from '../builder';
import { execute } from '../../services/operation';
import { complianceOperation, type ComplianceOutput } from '../../services/compliance';
import type { ComplianceIssue, FrameworkReport } from '../../core/compliance';
import { fromMilli } from '../../platform/plans';

const ComplianceIssueRef = builder.objectRef<ComplianceIssue>('ComplianceIssue').implement({
  fields: (t) => ({
    clause: t.exposeString('clause', { description: 'Clause or article label with a short title' }),
    description: t.exposeString('description'),
    severity: t.exposeString('severity'),
    remediation: t.exposeString('remediation'),
    requirementId: t.exposeString('requirement_id'),
    article: t.exposeString('article'),
    area: t.exposeString('area'),
    referenceUrl: t.exposeString('reference_url'),
    evidence: t.field({ type: 'JSON', description: 'Content spans {start, end, text} or context keys that triggered it', resolve: (i) => i.evidence }),
  }),
});

const FrameworkResultRef = builder.objectRef<FrameworkReport>('FrameworkResult').implement({
  fields: (t) => ({
    framework: t.exposeString('framework'),
    status: t.exposeString('status', {
      description: 'compliant | non_compliant | needs_evidence (no violation, but a high-risk system or a serious obligation without evidenced safeguards) | insufficient_information (nothing in the input engages the framework)',
    }),
    compliant: t.exposeBoolean('compliant', { description: 'True only when status is compliant' }),
    score: t.exposeFloat('score'),
    confidence: t.exposeFloat('confidence'),
    label: t.exposeString('label'),
    summary: t.exposeString('summary'),
    issues: t.field({ type: [ComplianceIssueRef], resolve: (f) => f.issues }),
    requirements: t.field({ type: 'JSON', resolve: (f) => f.requirements }),
    improvementSuggestions: t.exposeStringList('improvement_suggestions'),
    riskClassification: t.field({ type: 'JSON', nullable: true, resolve: (f) => f.risk_classification_detail ?? null }),
  }),
});

const ComplianceCheckRef = builder.objectRef<{ out: ComplianceOutput; credits: number }>('ComplianceCheck').implement({
  fields: (t) => ({
    overallCompliant: t.boolean({ description: 'True only when every framework is compliant', resolve: (r) => r.out.report.overall_compliant }),
    frameworks: t.field({ type: [FrameworkResultRef], resolve: (r) => r.out.request.frameworks.map((c) => r.out.report.frameworks[c]!) }),
    evaluatedAt: t.string({ resolve: (r) => r.out.evaluatedAt }),
    creditsConsumed: t.float({ resolve: (r) => r.credits }),
  }),
});

builder.mutationField('checkCompliance', (t) =>
  t.field({
    nullable: true,
    type: ComplianceCheckRef,
    description: 'Checks content against 1–5 frameworks (codes or aliases). 5 / 8 / 10 credits for 1 / 2–3 / 4–5 frameworks.',
    args: {
      content: t.arg.string({ required: true }),
      frameworks: t.arg.stringList({ required: true }),
      context: t.arg({ type: 'JSON', required: false, description: 'A description (string) or an object (domain, system_type, data_types, …)' }),
      strictMode: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { output, milliCredits } = await execute(complianceOperation, requireKey(ctx), {
        content: args.content,
        frameworks: args.frameworks,
        ...(args.context !== null && args.context !== undefined ? { context: args.context } : {}),
        ...(typeof args.strictMode === 'boolean' ? { strict_mode: args.strictMode } : {}),
      });
      return { out: output, credits: fromMilli(milliCredits) };
    },
  }),
);
