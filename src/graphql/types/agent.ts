// Agent guard over GraphQL: the same operations (and costs) as POST /svc/v1/agent/tool-call,
// /tool-result and the registry endpoints. Mode, checks and risk levels are strings so that
// they are validated, and named in errors, exactly as over REST.
import { builder, requireKey, withoutNulls } from '../builder';
import { execute } from '../../services/operation';
import {
  agent,
  deleteToolOperation,
  listEvaluationsOperation,
  listToolsOperation,
  toolCallOperation,
  toolResultOperation,
  upsertToolOperation,
  type DeleteToolOutput,
  type ToolCallOutput,
  type ToolResultOutput,
} from '../../services/agent';
import { CLIENT_SOURCE, resolveTool, type AgentFinding, type ComplianceViolation, type ResultEntity, type ToolProfile } from '../../core/agent';
import type { EvaluationRecord } from '../../storage/agent';
import { fromMilli } from '../../platform/plans';

type Metered<T> = { out: T; credits: number };

const SvcScore = builder.objectRef<{ score: number; confidence: number; summary: string }>('AgentSvcScore').implement({
  fields: (t) => ({ score: t.exposeFloat('score'), confidence: t.exposeFloat('confidence'), summary: t.exposeString('summary') }),
});

const Finding = builder.objectRef<AgentFinding>('AgentFinding').implement({
  description: 'One thing a rule found in the call, with its explanation.',
  fields: (t) => ({
    rule: t.exposeString('rule'),
    severity: t.exposeString('severity'),
    dimension: t.exposeString('dimension'),
    tag: t.exposeString('tag'),
    path: t.exposeString('path', { nullable: true }),
    evidence: t.exposeString('evidence'),
    explanation: t.exposeString('explanation'),
  }),
});

const Violation = builder.objectRef<ComplianceViolation>('AgentComplianceViolation').implement({
  fields: (t) => ({
    framework: t.exposeString('framework'),
    article: t.exposeString('article'),
    clause: t.exposeString('clause'),
    title: t.exposeString('title'),
    severity: t.exposeString('severity'),
    description: t.exposeString('description'),
    remediation: t.exposeString('remediation'),
  }),
});

const Policy = builder.objectRef<ToolCallOutput>('ToolCallPolicy').implement({
  description: 'The thresholds applied and the rule that decided (decisions §5).',
  fields: (t) => ({
    blockBelow: t.float({ resolve: (o) => o.evaluation.thresholds.block_below }),
    flagBelow: t.float({ resolve: (o) => o.evaluation.thresholds.flag_below }),
    thresholdSource: t.string({ description: 'request, application_policy or default', resolve: (o) => o.evaluation.thresholds.source }),
    source: t.string({ description: 'custom, org_custom or system_default', resolve: (o) => CLIENT_SOURCE[o.evaluation.thresholds.source] }),
    dimensionMinimums: t.field({ type: 'JSON', resolve: (o) => o.evaluation.thresholds.dimension_minimums }),
    appliedRule: t.string({ resolve: (o) => o.evaluation.applied_rule }),
    violatedDimensions: t.stringList({ resolve: (o) => o.evaluation.violated_dimensions }),
  }),
});

const ContextSignals = builder.objectRef<ToolCallOutput['evaluation']['context_signals']>('ToolCallContextSignals').implement({
  fields: (t) => ({
    toolRiskLevel: t.exposeString('tool_risk_level'),
    toolCategory: t.exposeString('tool_category'),
    toolProfileSource: t.exposeString('tool_profile_source'),
    piiFieldsDetected: t.exposeStringList('pii_fields_detected'),
    proxyVariablesDetected: t.exposeStringList('proxy_variables_detected'),
    secretsDetected: t.exposeBoolean('secrets_detected'),
    promptInjectionDetected: t.exposeBoolean('prompt_injection_detected'),
    highStakesDomain: t.exposeBoolean('high_stakes_domain'),
    domain: t.exposeString('domain'),
    sessionRiskTrend: t.exposeString('session_risk_trend'),
  }),
});

const ToolCallEvaluation = builder.objectRef<Metered<ToolCallOutput>>('ToolCallEvaluation').implement({
  description: 'Evaluation of a tool call before it runs (same engine and cost as POST /svc/v1/agent/tool-call).',
  fields: (t) => ({
    decision: t.string({ description: 'ALLOW, FLAG or BLOCK', resolve: (r) => r.out.evaluation.decision }),
    decisionReason: t.string({ resolve: (r) => r.out.evaluation.decision_reason }),
    eventId: t.string({ resolve: (r) => r.out.eventId }),
    svcScore: t.field({ type: SvcScore, resolve: (r) => r.out.evaluation.svc_score }),
    dimensionScores: t.field({ type: 'JSON', resolve: (r) => r.out.evaluation.dimension_scores }),
    complianceViolations: t.field({ type: [Violation], resolve: (r) => r.out.evaluation.compliance_violations }),
    suggestedParams: t.field({ type: 'JSON', nullable: true, resolve: (r) => r.out.evaluation.suggested_params }),
    suggestedChanges: t.field({ type: 'JSON', resolve: (r) => r.out.evaluation.suggested_changes }),
    policy: t.field({ type: Policy, resolve: (r) => r.out }),
    contextSignals: t.field({ type: ContextSignals, resolve: (r) => r.out.evaluation.context_signals }),
    findings: t.field({ type: [Finding], resolve: (r) => r.out.evaluation.findings }),
    evaluationDepth: t.string({ resolve: (r) => r.out.evaluation.evaluation_depth }),
    evaluationNotes: t.stringList({ resolve: (r) => r.out.notes }),
    sessionId: t.string({ nullable: true, resolve: (r) => r.out.sessionId }),
    evaluatedAt: t.string({ resolve: (r) => r.out.evaluatedAt }),
    creditsConsumed: t.float({ resolve: (r) => r.credits }),
  }),
});

const Entity = builder.objectRef<ResultEntity>('ToolResultEntity').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    value: t.exposeString('value'),
    offset: t.exposeInt('offset'),
    length: t.exposeInt('length'),
    shouldRedact: t.exposeBoolean('should_redact'),
    source: t.exposeString('source'),
    path: t.exposeString('path', { nullable: true }),
    confidence: t.exposeFloat('confidence'),
    dpdpType: t.string({ nullable: true, resolve: (e) => e.dpdp_type ?? null }),
  }),
});

type Pii = NonNullable<ToolResultOutput['scan']['pii']>;
const PiiDetected = builder.objectRef<Pii>('ToolResultPii').implement({
  fields: (t) => ({
    found: t.exposeBoolean('found'),
    entities: t.field({ type: [Entity], resolve: (p) => p.entities }),
    redactedResult: t.exposeString('redacted_result', { nullable: true }),
    complianceFlags: t.exposeStringList('compliance_flags'),
  }),
});

type Injection = NonNullable<ToolResultOutput['scan']['injection']>;
const InjectionCheck = builder.objectRef<Injection>('ToolResultInjection').implement({
  fields: (t) => ({
    detected: t.exposeBoolean('detected'),
    confidence: t.exposeFloat('confidence'),
    riskLevel: t.exposeString('risk_level'),
    attackTypes: t.exposeStringList('attack_types'),
    patternsChecked: t.exposeStringList('patterns_checked'),
    explanation: t.exposeString('explanation'),
    locations: t.field({ type: 'JSON', resolve: (i) => i.locations }),
  }),
});

const ToolResultScan = builder.objectRef<Metered<ToolResultOutput>>('ToolResultScan').implement({
  description: "Scan of a tool's output before the model reads it (same engine and cost as POST /svc/v1/agent/tool-result).",
  fields: (t) => ({
    eventId: t.string({ resolve: (r) => r.out.eventId }),
    riskLevel: t.string({ resolve: (r) => r.out.scan.risk_level }),
    recommendedAction: t.string({ description: 'PASS, FLAG, REDACT_AND_PASS, REDACT_AND_FLAG or DISCARD_AND_ALERT', resolve: (r) => r.out.scan.recommended_action }),
    actionReason: t.string({ resolve: (r) => r.out.scan.action_reason }),
    piiDetected: t.field({ type: PiiDetected, nullable: true, resolve: (r) => r.out.scan.pii ?? null }),
    redactedAvailable: t.boolean({ resolve: (r) => r.out.scan.redacted_available }),
    redactedData: t.field({ type: 'JSON', nullable: true, resolve: (r) => r.out.scan.redacted_data ?? null }),
    promptInjection: t.field({ type: InjectionCheck, nullable: true, resolve: (r) => r.out.scan.injection ?? null }),
    svcScore: t.field({ type: 'JSON', nullable: true, description: 'score, confidence, summary, dimension_scores', resolve: (r) => r.out.scan.score ?? null }),
    dpdpFlags: t.field({ type: 'JSON', nullable: true, resolve: (r) => r.out.scan.dpdp ?? null }),
    piiFieldsDetected: t.stringList({ resolve: (r) => r.out.scan.pii_fields_detected }),
    toolRiskLevel: t.string({ resolve: (r) => r.out.resolved.profile.risk_level }),
    checksRun: t.stringList({ resolve: (r) => r.out.checks }),
    evaluatedAt: t.string({ resolve: (r) => r.out.evaluatedAt }),
    creditsConsumed: t.float({ resolve: (r) => r.credits }),
  }),
});

const ToolProfileRef = builder.objectRef<ToolProfile>('AgentToolProfile').implement({
  description: 'A tool of the risk registry: a system default or an entry of this application.',
  fields: (t) => ({
    toolName: t.exposeString('tool_name'),
    riskLevel: t.exposeString('risk_level'),
    evaluationDepth: t.exposeString('evaluation_depth'),
    source: t.exposeString('source'),
    category: t.exposeString('category'),
    description: t.exposeString('description'),
    thresholds: t.field({ type: 'JSON', nullable: true, resolve: (p) => p.thresholds }),
    complianceFrameworks: t.exposeStringList('compliance_frameworks'),
    proxyVariableWatch: t.exposeStringList('proxy_variable_watch'),
    piiFieldsWatch: t.exposeStringList('pii_fields_watch'),
    highStakes: t.exposeBoolean('high_stakes'),
    createdAt: t.exposeString('created_at', { nullable: true }),
    updatedAt: t.exposeString('updated_at', { nullable: true }),
  }),
});

type Page = Awaited<ReturnType<typeof listToolsOperation.run>>;
const ToolPage = builder.objectRef<Page>('AgentToolPage').implement({
  fields: (t) => ({
    tools: t.field({ type: [ToolProfileRef], resolve: (p) => p.tools }),
    total: t.exposeInt('total'),
    limit: t.exposeInt('limit'),
    offset: t.exposeInt('offset'),
    hasMore: t.boolean({ resolve: (p) => p.offset + p.tools.length < p.total }),
    systemDefaultsCount: t.exposeInt('systemDefaultsCount'),
    orgOverridesCount: t.exposeInt('orgOverridesCount'),
  }),
});

const ToolResolution = builder.objectRef<ReturnType<typeof resolveTool>>('AgentToolResolution').implement({
  description: 'The profile a call of the tool is judged by, and where it came from.',
  fields: (t) => ({
    profile: t.field({ type: ToolProfileRef, resolve: (r) => r.profile }),
    source: t.string({ description: 'org_custom, system or generic', resolve: (r) => r.source }),
    matchedPattern: t.string({ nullable: true, resolve: (r) => r.matched }),
  }),
});

const Deletion = builder.objectRef<DeleteToolOutput>('AgentToolDeletion').implement({
  fields: (t) => ({ toolName: t.exposeString('tool_name'), deleted: t.exposeBoolean('deleted'), fallback: t.exposeString('fallback') }),
});

const EvaluationRef = builder.objectRef<EvaluationRecord>('AgentEvaluationRecord').implement({
  description: 'A recorded tool-call or tool-result evaluation. What was evaluated is not stored.',
  fields: (t) => ({
    eventId: t.exposeString('id'),
    kind: t.exposeString('kind'),
    toolName: t.exposeString('toolName'),
    outcome: t.exposeString('outcome'),
    riskLevel: t.exposeString('riskLevel'),
    score: t.exposeFloat('score', { nullable: true }),
    rule: t.exposeString('rule', { nullable: true, description: 'The rule that decided: applied_rule of a tool call, action_rule of a tool result' }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why, from rule ids, finding tags, severities and scores only (the response\'s reason may quote the call; this never does)',
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const ThresholdsInput = builder.inputType('AgentThresholdsInput', {
  fields: (t) => ({
    blockBelow: t.float({ required: false }),
    flagBelow: t.float({ required: false }),
    dimensionMinimums: t.field({ type: 'JSON', required: false, description: 'Dimension name → minimum score' }),
  }),
});

type ThresholdsArg = { blockBelow?: number | null; flagBelow?: number | null; dimensionMinimums?: unknown } | null | undefined;
const thresholds = (t: ThresholdsArg) =>
  t ? withoutNulls({ block_below: t.blockBelow, flag_below: t.flagBelow, dimension_minimums: t.dimensionMinimums }) : undefined;

const ToolCallInput = builder.inputType('ToolCallInput', {
  fields: (t) => ({
    toolName: t.string({ required: true }),
    toolParams: t.field({ type: 'JSON', required: true, description: 'The parameters the tool would be called with (an object)' }),
    agentContext: t.field({ type: 'JSON', required: false, description: 'goal, prior_tool_calls, agent_id, session_id, turn_index' }),
    domain: t.string({ required: false }),
    mode: t.string({ required: false, description: 'basic (default) or deep' }),
    complianceFrameworks: t.stringList({ required: false }),
    customThresholds: t.field({ type: ThresholdsInput, required: false }),
  }),
});

builder.mutationField('evaluateToolCall', (t) =>
  t.field({
    nullable: true,
    type: ToolCallEvaluation,
    description: 'Evaluates a tool call before it runs: ALLOW, FLAG or BLOCK. 1 credit basic, 3 deep (2 for a plan step).',
    args: {
      input: t.arg({ type: ToolCallInput, required: true }),
      planBatch: t.arg.boolean({ required: false, description: 'One step of a plan evaluated step by step (X-SVC-Plan-Batch)' }),
    },
    resolve: async (_root, { input, planBatch }, ctx) => {
      const raw = withoutNulls({
        tool_name: input.toolName,
        tool_params: input.toolParams,
        agent_context: input.agentContext,
        domain: input.domain,
        mode: input.mode,
        compliance_frameworks: input.complianceFrameworks,
        custom_thresholds: thresholds(input.customThresholds),
        plan_batch: planBatch ?? false,
      });
      const { output, milliCredits } = await execute(toolCallOperation, requireKey(ctx), raw);
      return { out: output, credits: fromMilli(milliCredits) };
    },
  }),
);

const ToolResultInput = builder.inputType('ToolResultInput', {
  fields: (t) => ({
    toolName: t.string({ required: true }),
    raw: t.string({ required: false }),
    data: t.field({ type: 'JSON', required: false }),
    format: t.string({ required: false }),
    toolParams: t.field({ type: 'JSON', required: false }),
    agentContext: t.field({ type: 'JSON', required: false }),
    checks: t.stringList({ required: false, description: 'pii, prompt_injection, svc_score (default all three)' }),
  }),
});

builder.mutationField('scanToolResult', (t) =>
  t.field({
    nullable: true,
    type: ToolResultScan,
    description: "Scans a tool's output before the model reads it. 1.0 credit for three checks, 0.75 for two, 0.5 for one.",
    args: { input: t.arg({ type: ToolResultInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const raw = withoutNulls({
        tool_name: input.toolName,
        tool_result: withoutNulls({ raw: input.raw, data: input.data, format: input.format }),
        tool_params: input.toolParams,
        agent_context: input.agentContext,
        checks: input.checks,
      });
      const { output, milliCredits } = await execute(toolResultOperation, requireKey(ctx), raw);
      return { out: output, credits: fromMilli(milliCredits) };
    },
  }),
);

builder.queryField('agentTools', (t) =>
  t.field({
    type: ToolPage,
    description: "The tool risk registry: this application's entries and the system defaults.",
    args: {
      source: t.arg.string({ required: false, description: 'all (default), system or org_custom' }),
      riskLevel: t.arg.string({ required: false }),
      search: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false }),
      offset: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      (await execute(listToolsOperation, requireKey(ctx), withoutNulls({ source: args.source, risk_level: args.riskLevel, search: args.search, limit: args.limit, offset: args.offset }))).output,
  }),
);

builder.queryField('agentTool', (t) =>
  t.field({
    type: ToolResolution,
    description: 'The profile a call of this tool would be judged by (registry entry, catalogue or generic).',
    args: { toolName: t.arg.string({ required: true }) },
    resolve: async (_root, { toolName }, ctx) => {
      const call = requireKey(ctx);
      return resolveTool(toolName, await agent(ctx.services).tools.find(call.application.id, toolName));
    },
  }),
);

builder.queryField('agentEvaluations', (t) =>
  t.field({
    type: [EvaluationRef],
    description: "This application's recorded tool-call and tool-result evaluations, newest first.",
    args: { kind: t.arg.string({ required: false }), toolName: t.arg.string({ required: false }), limit: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) =>
      (await execute(listEvaluationsOperation, requireKey(ctx), withoutNulls({ kind: args.kind, tool_name: args.toolName, limit: args.limit }))).output,
  }),
);

const AgentToolInput = builder.inputType('AgentToolInput', {
  fields: (t) => ({
    toolName: t.string({ required: true }),
    riskLevel: t.string({ required: false, description: 'low, medium, high or critical (default: the catalogue\'s)' }),
    category: t.string({ required: false }),
    evaluationDepth: t.string({ required: false, description: 'basic (default) or deep' }),
    thresholds: t.field({ type: ThresholdsInput, required: false }),
    complianceFrameworks: t.stringList({ required: false }),
    proxyVariableWatch: t.stringList({ required: false }),
    piiFieldsWatch: t.stringList({ required: false }),
    description: t.string({ required: false }),
    highStakes: t.boolean({ required: false }),
  }),
});

builder.mutationField('registerAgentTool', (t) =>
  t.field({
    nullable: true,
    type: ToolProfileRef,
    description: "Adds or replaces this application's registry entry for a tool.",
    args: { input: t.arg({ type: AgentToolInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const raw = withoutNulls({
        tool_name: input.toolName,
        risk_level: input.riskLevel,
        category: input.category,
        evaluation_depth: input.evaluationDepth,
        thresholds: thresholds(input.thresholds),
        compliance_frameworks: input.complianceFrameworks,
        proxy_variable_watch: input.proxyVariableWatch,
        pii_fields_watch: input.piiFieldsWatch,
        description: input.description,
        high_stakes: input.highStakes,
      });
      return (await execute(upsertToolOperation, requireKey(ctx), raw)).output.profile;
    },
  }),
);

builder.mutationField('deleteAgentTool', (t) =>
  t.field({
    nullable: true,
    type: Deletion,
    description: "Deletes this application's registry entry for a tool; it falls back to the system profile or the generic one.",
    args: { toolName: t.arg.string({ required: true }) },
    resolve: async (_root, { toolName }, ctx) => (await execute(deleteToolOperation, requireKey(ctx), { tool_name: toolName })).output,
  }),
);
