// The application policy: stored as JSON, returned by /config in the clients'
// camelCase shape (wire contract §3.4), validated by one schema on the way in.
import { z } from 'zod';
import { identifier, keysAtMost, list } from './inputs';

const DIMENSION_NAMES = ['fairness', 'safety', 'reliability', 'transparency', 'privacy', 'accountability', 'inclusivity', 'user_impact'] as const;
const score = z.number().min(0).max(10);

/** The dimensions where one serious finding should fail a text on its own. */
export const DEFAULT_DIMENSION_MINIMUMS = { safety: 5, fairness: 5, privacy: 5 } as const;
/** A map of dimension → number; keys are counted before they are checked. */
const dimensionMap = <V extends z.ZodType>(what: string, value: V) => keysAtMost(what, 32).pipe(z.partialRecord(z.enum(DIMENSION_NAMES), value));

export const policySchema = z
  .object({
    enforcement: z.enum(['log_only', 'block', 'regenerate']).default('log_only'),
    evalMode: z.enum(['basic', 'deep']).default('basic'),
    overallThreshold: score.default(7),
    domain: z.enum(['general', 'healthcare', 'finance', 'legal', 'education', 'code', 'hr']).default('general'),
    // Default minimums: a text below one of these fails whatever its overall score (decisions.md, Judgements).
    dimensionThresholds: dimensionMap('dimensionThresholds', score).default({ ...DEFAULT_DIMENSION_MINIMUMS }),
    dimensionWeights: dimensionMap('dimensionWeights', z.number().min(0).max(100)).default({}),
    compliance: list(identifier('a framework', 64), 'compliance', 6).default([]),
    safeRegenerate: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
    locked: z.boolean().default(false),
    /** Tool-call thresholds (decisions §5): request > application policy > defaults. */
    toolCall: z
      .object({
        blockBelow: score.optional(),
        flagBelow: score.optional(),
        dimensionMinimums: dimensionMap('dimensionMinimums', score).default({}),
        deniedTools: list(identifier('a denied tool', 200), 'deniedTools', 1_000).default([]),
        allowedDomains: list(identifier('an allowed domain', 253), 'allowedDomains', 1_000).default([]),
        /** Largest amount one call may move; replaces the domain default of the agent guard. */
        maxAmount: z.number().positive().optional(),
      })
      .default({ dimensionMinimums: {}, deniedTools: [], allowedDomains: [] }),
  })
  .strict();

export type Policy = z.infer<typeof policySchema>;

export const DEFAULT_POLICY: Policy = policySchema.parse({});

/** Stored policies are trusted but may predate new fields: fill defaults, drop junk. */
export function parsePolicy(stored: unknown): Policy {
  const parsed = policySchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_POLICY;
}
