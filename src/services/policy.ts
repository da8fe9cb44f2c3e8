// The application policy: stored as JSON, returned by /config in the clients'
// camelCase shape (wire contract §3.4), validated by one schema on the way in.
import { z } from 'zod';
import { phoneRegionCode } from '../core/pii';
import { identifier, keysAtMost, list } from './inputs';

const DIMENSION_NAMES = ['fairness', 'safety', 'reliability', 'transparency', 'privacy', 'accountability', 'inclusivity', 'user_impact'] as const;
const score = z.number().min(0).max(10);

/** The dimensions where one serious finding should fail a text on its own. */
export const DEFAULT_DIMENSION_MINIMUMS = { safety: 5, fairness: 5, privacy: 5 } as const;
/** An ISO 3166-1 alpha-2 region libphonenumber has numbering data for; stored upper case (`uk` → `GB`). */
const phoneRegion = identifier('a phone region', 8).transform((code, ctx) => {
  const region = phoneRegionCode(code);
  if (region) return region;
  ctx.addIssue({ code: 'custom', message: `unknown phone region '${code}': use ISO 3166-1 alpha-2 codes such as IN, GB, DE` });
  return z.NEVER;
});

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
    /**
     * PII scanning (decisions.md, "Phone regions from the policy"): national phone numbers are tried
     * as numbers of India, then of these regions, then of the broad default set.
     */
    pii: z
      .object({ phoneRegions: list(phoneRegion, 'phoneRegions', 50).transform((r) => [...new Set(r)]).default([]) })
      .strict()
      .optional(),
  })
  .strict();

export type Policy = z.infer<typeof policySchema>;

export const DEFAULT_POLICY: Policy = policySchema.parse({});

/** Stored policies are trusted but may predate new fields: fill defaults, drop junk. */
export function parsePolicy(stored: unknown): Policy {
  const parsed = policySchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_POLICY;
}

/** The scan options an application's policy sets for every PII scan made under it. */
export function piiScanOptions(policy: Policy): { phoneRegions?: readonly string[] } {
  const regions = policy.pii?.phoneRegions;
  return regions && regions.length > 0 ? { phoneRegions: regions } : {};
}
