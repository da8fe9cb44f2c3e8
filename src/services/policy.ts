// The application policy: stored as JSON, returned by /config in the clients'
// camelCase shape (wire contract §3.4), validated by one schema on the way in.
import { z } from 'zod';

const DIMENSION_NAMES = ['fairness', 'safety', 'reliability', 'transparency', 'privacy', 'accountability', 'inclusivity', 'user_impact'] as const;
const score = z.number().min(0).max(10);

/** The dimensions where one serious finding should fail a text on its own. */
export const DEFAULT_DIMENSION_MINIMUMS = { safety: 5, fairness: 5, privacy: 5 } as const;
const dimensionMap = z.partialRecord(z.enum(DIMENSION_NAMES), z.number().min(0).max(100));

export const policySchema = z
  .object({
    enforcement: z.enum(['log_only', 'block', 'regenerate']).default('log_only'),
    evalMode: z.enum(['basic', 'deep']).default('basic'),
    overallThreshold: score.default(7),
    domain: z.enum(['general', 'healthcare', 'finance', 'legal', 'education', 'code', 'hr']).default('general'),
    // Default minimums: a text below one of these fails whatever its overall score (decisions.md, Judgements).
    dimensionThresholds: z.partialRecord(z.enum(DIMENSION_NAMES), score).default({ ...DEFAULT_DIMENSION_MINIMUMS }),
    dimensionWeights: dimensionMap.default({}),
    compliance: z.array(z.string()).default([]),
    safeRegenerate: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
    locked: z.boolean().default(false),
    /** Tool-call thresholds (decisions §5): request > application policy > defaults. */
    toolCall: z
      .object({
        blockBelow: score.optional(),
        flagBelow: score.optional(),
        dimensionMinimums: z.partialRecord(z.enum(DIMENSION_NAMES), score).default({}),
        deniedTools: z.array(z.string()).default([]),
        allowedDomains: z.array(z.string()).default([]),
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
