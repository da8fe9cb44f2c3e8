// Responsible-AI scoring over GraphQL: the same operations (validation, policy, cache and
// credits) as POST /svc/v1/eval, /safe-regenerate, /safe-regenerate/continue and
// GET /svc/v1/dimensions, /capabilities. Mode, domain and dimensions are strings so that
// they are validated, and named in errors, exactly as over REST.
import { builder, requireKey, withoutNulls } from '../builder';
import { execute } from '../../services/operation';
import {
  capabilitiesOperation,
  continueOperation,
  dimensionsOperation,
  evalMetadata,
  evalOperation,
  evalResult,
  regenerationExtras,
  regenerationResult,
  safeRegenerateOperation,
  type DimensionDescription,
  type EvalOutput,
  type RegenerationOutput,
} from '../../services/scoring';
import type { ScoreAnchor, ScoreBand } from '../../core/scoring';
import { fromMilli } from '../../platform/plans';

interface DimensionView {
  dimension: string;
  score: number;
  confidence: number;
  explanation?: string;
  issues?: string[];
}

interface IssueView {
  dimension: string;
  description: string;
  severity: string;
}

const SvcScoreRef = builder.objectRef<{ score: number; confidence: number; summary: string }>('SvcScore').implement({
  fields: (t) => ({ score: t.exposeFloat('score'), confidence: t.exposeFloat('confidence'), summary: t.exposeString('summary') }),
});

const DimensionScoreRef = builder.objectRef<DimensionView>('DimensionScore').implement({
  fields: (t) => ({
    dimension: t.exposeString('dimension'),
    score: t.exposeFloat('score'),
    confidence: t.exposeFloat('confidence'),
    explanation: t.string({ nullable: true, description: 'When asked (includeExplanations) or in deep mode', resolve: (d) => d.explanation ?? null }),
    issues: t.stringList({ nullable: true, description: 'When asked (includeIssues) or in deep mode', resolve: (d) => d.issues ?? null }),
  }),
});

const ScoreIssueRef = builder.objectRef<IssueView>('ScoreIssue').implement({
  fields: (t) => ({ dimension: t.exposeString('dimension'), description: t.exposeString('description'), severity: t.exposeString('severity') }),
});

type EvalView = { out: EvalOutput; result: Record<string, any>; credits: number };

const EvaluationRef = builder.objectRef<EvalView>('ScoreEvaluation').implement({
  description: 'A responsible-AI score (same engine, cache and cost as POST /svc/v1/eval).',
  fields: (t) => ({
    svcScore: t.field({ type: SvcScoreRef, resolve: (r) => r.result.svc_score }),
    dimensionScores: t.field({
      type: [DimensionScoreRef],
      resolve: (r) => Object.entries(r.result.dimension_scores as Record<string, Omit<DimensionView, 'dimension'>>).map(([dimension, d]) => ({ dimension, ...d })),
    }),
    explanation: t.string({ nullable: true, resolve: (r) => r.result.explanation ?? null }),
    issues: t.field({ type: [ScoreIssueRef], nullable: true, resolve: (r) => r.result.issues ?? null }),
    improvementSuggestions: t.stringList({ nullable: true, resolve: (r) => r.result.improvement_suggestions ?? null }),
    fromCache: t.boolean({ resolve: (r) => r.out.fromCache }),
    mode: t.string({ resolve: (r) => r.out.applied.settings.mode }),
    policyOutcome: t.field({ type: 'JSON', nullable: true, description: 'When the application policy enforces a threshold', resolve: (r) => r.result.policy_outcome ?? null }),
    dpdp: t.field({ type: 'JSON', nullable: true, description: 'Indian personal data found, when dpdp is on', resolve: (r) => r.result.dpdp ?? null }),
    judge: t.field({ type: 'JSON', nullable: true, description: 'Deep mode: what the LLM judge did', resolve: (r) => r.result.judge ?? null }),
    metadata: t.field({ type: 'JSON', resolve: (r) => evalMetadata(r.out) }),
    creditsConsumed: t.float({ resolve: (r) => r.credits }),
  }),
});

builder.mutationField('evaluate', (t) =>
  t.field({
    nullable: true,
    type: EvaluationRef,
    description: 'Scores text on the responsible-AI dimensions. 1 credit (basic) or 3 (deep); a cached result costs 0.',
    args: {
      content: t.arg.string({ required: true }),
      mode: t.arg.string({ required: false, description: 'basic or deep' }),
      dimensions: t.arg.stringList({ required: false }),
      weights: t.arg({ type: 'JSON', required: false, description: 'Dimension → weight, summing to 100' }),
      context: t.arg.string({ required: false }),
      domain: t.arg.string({ required: false }),
      usecase: t.arg.string({ required: false }),
      includeExplanations: t.arg.boolean({ required: false }),
      includeIssues: t.arg.boolean({ required: false }),
      includeSuggestions: t.arg.boolean({ required: false }),
      dpdp: t.arg.boolean({ required: false, description: 'Also scan for Indian personal data (DPDP Act)' }),
    },
    resolve: async (_root, args, ctx) => {
      const a = withoutNulls(args);
      const { output, milliCredits } = await execute(evalOperation, requireKey(ctx), {
        content: a.content,
        mode: a.mode,
        dimensions: a.dimensions,
        weights: a.weights,
        context: a.context,
        domain: a.domain,
        usecase: a.usecase,
        include_explanations: a.includeExplanations,
        include_issues: a.includeIssues,
        include_suggestions: a.includeSuggestions,
        dpdp: a.dpdp,
      });
      return { out: output, result: evalResult(output), credits: fromMilli(milliCredits) };
    },
  }),
);

type RegenerationView = { out: RegenerationOutput; result: Record<string, any>; extras: Record<string, any>; credits: number };

const RegenerationRef = builder.objectRef<RegenerationView>('SafeRegeneration').implement({
  description: 'Safe regeneration (same loop, cache and cost as POST /svc/v1/safe-regenerate).',
  fields: (t) => ({
    status: t.string({ description: 'passed, max_iterations_reached or awaiting_regeneration', resolve: (r) => r.result.status }),
    stopReason: t.string({ resolve: (r) => r.result.stop_reason }),
    content: t.string({ resolve: (r) => r.result.content }),
    finalScore: t.float({ resolve: (r) => r.result.final_score }),
    passedThreshold: t.boolean({ resolve: (r) => r.result.passed_threshold }),
    iterationsTaken: t.int({ resolve: (r) => r.result.iterations_taken }),
    iterationScores: t.floatList({ resolve: (r) => r.result.iteration_scores }),
    fromCache: t.boolean({ resolve: (r) => r.result.from_cache }),
    originalContent: t.string({ resolve: (r) => r.result.original_content }),
    bestContent: t.string({ resolve: (r) => r.result.best_content }),
    bestIteration: t.int({ resolve: (r) => r.result.best_iteration }),
    bestScores: t.field({ type: 'JSON', resolve: (r) => r.result.best_scores }),
    iterationHistory: t.field({ type: 'JSON', resolve: (r) => r.result.iteration_history }),
    threshold: t.float({ resolve: (r) => r.result.threshold }),
    sessionId: t.string({ nullable: true, description: 'External mode, while awaiting a regeneration', resolve: (r) => r.result.session_id ?? null }),
    iterationsRemaining: t.int({ nullable: true, resolve: (r) => r.result.iterations_remaining ?? null }),
    svcPrompt: t.field({ type: 'JSON', nullable: true, description: 'External mode: the prompt for your own LLM', resolve: (r) => r.result.svc_prompt ?? null }),
    metadata: t.field({ type: 'JSON', resolve: (r) => r.extras.metadata }),
    creditsBreakdown: t.field({ type: 'JSON', resolve: (r) => r.extras.credits_breakdown }),
    creditsConsumed: t.float({ resolve: (r) => r.credits }),
  }),
});

const regenerationView = (out: RegenerationOutput, milliCredits: number): RegenerationView => {
  const credits = fromMilli(milliCredits);
  return { out, result: regenerationResult(out), extras: regenerationExtras(out, credits), credits };
};

builder.mutationField('safeRegenerate', (t) =>
  t.field({
    nullable: true,
    type: RegenerationRef,
    description: 'Evaluates content and regenerates it until it meets the threshold (each evaluation charged as an eval of its mode).',
    args: {
      content: t.arg.string({ required: true }),
      prompt: t.arg.string({ required: false, description: 'The original user prompt; guides regeneration' }),
      threshold: t.arg.float({ required: false, description: '0–10; default: the application policy (7.0)' }),
      thresholds: t.arg({ type: 'JSON', required: false, description: '{overall: {score, confidence}, dimensions: {dim: score}, max_dimension_failures}' }),
      mode: t.arg.string({ required: false }),
      maxIterations: t.arg.int({ required: false, description: 'Regenerations, 1–5 (default 3)' }),
      dimensions: t.arg.stringList({ required: false }),
      regenerationModel: t.arg.string({ required: false, description: 'SVC_Safe_LLM (server loop) or external' }),
      context: t.arg.string({ required: false }),
      domain: t.arg.string({ required: false }),
      usecase: t.arg.string({ required: false }),
      weights: t.arg({ type: 'JSON', required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const a = withoutNulls(args);
      const { output, milliCredits } = await execute(safeRegenerateOperation, requireKey(ctx), {
        content: a.content,
        prompt: a.prompt,
        threshold: a.threshold,
        thresholds: a.thresholds,
        mode: a.mode,
        max_iterations: a.maxIterations,
        dimensions: a.dimensions,
        regeneration_model: a.regenerationModel,
        context: a.context,
        domain: a.domain,
        usecase: a.usecase,
        weights: a.weights,
      });
      return regenerationView(output, milliCredits);
    },
  }),
);

builder.mutationField('continueSafeRegenerate', (t) =>
  t.field({
    nullable: true,
    type: RegenerationRef,
    description: 'External mode: submits your LLM\'s regeneration for the session and evaluates it.',
    args: { sessionId: t.arg.string({ required: true }), regeneratedContent: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { output, milliCredits } = await execute(continueOperation, requireKey(ctx), {
        session_id: args.sessionId,
        regenerated_content: args.regeneratedContent,
      });
      return regenerationView(output, milliCredits);
    },
  }),
);

const ScoreAnchorRef = builder.objectRef<ScoreAnchor>('ScoreAnchor').implement({
  fields: (t) => ({ score: t.exposeFloat('score'), description: t.exposeString('description') }),
});

const ScoreBandRef = builder.objectRef<ScoreBand>('ScoreBand').implement({
  fields: (t) => ({ name: t.exposeString('name'), min: t.exposeFloat('min'), max: t.exposeFloat('max') }),
});

const DimensionInfoRef = builder.objectRef<DimensionDescription>('DimensionInfo').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    weight: t.exposeFloat('weight', { description: 'Percent, from the application policy or equal' }),
    threshold: t.exposeFloat('threshold'),
    anchors: t.field({ type: [ScoreAnchorRef], resolve: (d) => d.anchors }),
    checks: t.exposeString('checks'),
    aliases: t.exposeStringList('aliases'),
  }),
});

builder.queryField('dimensions', (t) =>
  t.field({
    type: [DimensionInfoRef],
    description: 'The scoring dimensions with this application\'s weights and thresholds. Free.',
    resolve: async (_root, _args, ctx) => (await execute(dimensionsOperation, requireKey(ctx), {})).output.dimensions,
  }),
);

builder.queryField('scoreBands', (t) =>
  t.field({
    type: [ScoreBandRef],
    description: 'Score bands (excellent … critical). Free.',
    resolve: async (_root, _args, ctx) => (await execute(dimensionsOperation, requireKey(ctx), {})).output.score_bands,
  }),
);

builder.queryField('capabilities', (t) =>
  t.field({
    type: 'JSON',
    description: 'What this deployment offers the caller: plan, modes, frameworks, limits (GET /svc/v1/capabilities). Free.',
    resolve: async (_root, _args, ctx) => (await execute(capabilitiesOperation, requireKey(ctx), {})).output,
  }),
);
