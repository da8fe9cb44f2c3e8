// Request pieces of eval and safe-regenerate, and how a request and the application
// policy combine into the settings a text is scored with.
import { z } from 'zod';
import { DIMENSION_NAMES, DOMAINS, USECASES, normalizeDimension, type Dimension, type Domain, type Usecase } from '../../core/scoring';
import { sha256Hex } from '../../platform/ids';
import { assertContentSize, list, map } from '../inputs';
import type { CallContext } from '../context';
import { piiScanOptions, type Policy } from '../policy';

/** Wire contract §1.7: eval and safe-regenerate content is at most 10,000 characters. */
export const EVAL_MAX_CHARS = 10_000;

export const MODES = ['basic', 'deep'] as const;
export type Mode = (typeof MODES)[number];

export const mode = z.enum(MODES, { error: 'mode must be basic or deep' });

export const domain = z.enum(DOMAINS as [Domain, ...Domain[]], { error: `domain must be one of ${DOMAINS.join(', ')}` });
export const usecase = z.enum(USECASES as [Usecase, ...Usecase[]], { error: `usecase must be one of ${USECASES.join(', ')}` });

const unknownDimension = (name: string) => `unknown dimension "${name}"; use ${DIMENSION_NAMES.join(', ')}`;

/** Room for every dimension and alias, named twice. */
const MAX_DIMENSION_ENTRIES = 32;

const dimensionName = z.string({ error: 'each dimension must be a string' }).max(64, 'a dimension name is at most 64 characters').transform((name, ctx) => {
  const dim = normalizeDimension(name);
  if (!dim) {
    ctx.addIssue({ code: 'custom', message: unknownDimension(name) });
    return z.NEVER;
  }
  return dim;
});

/** Dimension names or aliases; an empty list means all eight, like an absent one. */
export const dimensions = list(dimensionName, 'dimensions', MAX_DIMENSION_ENTRIES);

/** Scores 0–10: thresholds of the overall score and of dimensions. */
export const threshold = (what: string) =>
  z.number({ error: `${what} must be a number` }).min(0, `${what} must be between 0 and 10`).max(10, `${what} must be between 0 and 10`);

/** A per-dimension map with names checked (aliases resolved). */
export const dimensionMap = <T extends z.ZodType<number>>(value: T, what: string) =>
  map(value, what, MAX_DIMENSION_ENTRIES).transform((raw, ctx) => {
    const out: Partial<Record<Dimension, number>> = {};
    for (const [name, v] of Object.entries(raw)) {
      const dim = normalizeDimension(name);
      if (!dim) ctx.addIssue({ code: 'custom', message: unknownDimension(name), path: [name] });
      else if (out[dim] !== undefined) ctx.addIssue({ code: 'custom', message: `"${name}" names ${dim} a second time`, path: [name] });
      else out[dim] = v as number;
    }
    return out;
  });

const WEIGHT_SUM_TOLERANCE = 0.01;

/** Request weights in percent; they must sum to 100. */
export const weights = dimensionMap(
  z.number({ error: 'each weight must be a number' }).min(0, 'weights must not be negative').max(100, 'a weight is at most 100'),
  'weights',
).superRefine((w, ctx) => {
  const sum = Object.values(w).reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 100) > WEIGHT_SUM_TOLERANCE) ctx.addIssue({ code: 'custom', message: `weights must sum to 100 (they sum to ${Math.round(sum * 100) / 100})` });
});

/** What the request may say about how to score; the policy fills and may override it. */
export interface ScoringRequest {
  mode?: Mode;
  dimensions?: Dimension[];
  weights?: Partial<Record<Dimension, number>>;
  domain?: Domain;
  usecase?: Usecase;
  context?: string;
}

/** Everything that changes a score besides the content: the normalized request of decisions §4. */
export interface ScoreSettings {
  mode: Mode;
  /** Canonical order, never empty. */
  dimensions: Dimension[];
  /** Absent: equal weights. */
  weights?: Partial<Record<Dimension, number>>;
  domain: Domain;
  usecase: Usecase;
  context?: string;
  dpdp: boolean;
  /** The application policy's `pii.phoneRegions`, when it names any. */
  phoneRegions?: readonly string[];
}

export interface AppliedSettings {
  settings: ScoreSettings;
  weightsSource: 'request' | 'application_policy' | 'default';
  /** Request fields the locked policy overrode. */
  overridden: Array<'mode' | 'domain' | 'weights'>;
  locked: boolean;
}

function canonicalDimensions(requested: readonly Dimension[] | undefined): Dimension[] {
  const set = new Set(requested ?? []);
  return set.size === 0 ? [...DIMENSION_NAMES] : DIMENSION_NAMES.filter((d) => set.has(d));
}

function sameWeights(a: Partial<Record<Dimension, number>>, b: Partial<Record<Dimension, number>>): boolean {
  return DIMENSION_NAMES.every((d) => (a[d] ?? 0) === (b[d] ?? 0));
}

/**
 * The request's settings over the policy's defaults (mode, domain, weights). A locked
 * policy wins over a request that says otherwise (wire contract §3.4 `policy.locked`).
 */
export function applyPolicy(request: ScoringRequest, policy: Policy, dpdp = false): AppliedSettings {
  const locked = policy.locked;
  const overridden: AppliedSettings['overridden'] = [];
  const pick = <T>(field: 'mode' | 'domain', requested: T | undefined, fromPolicy: T): T => {
    if (requested === undefined) return fromPolicy;
    if (!locked || requested === fromPolicy) return requested;
    overridden.push(field);
    return fromPolicy;
  };
  const mode = pick('mode', request.mode, policy.evalMode);
  const domain = pick('domain', request.domain, policy.domain);
  const policyWeights = Object.keys(policy.dimensionWeights).length > 0 ? (policy.dimensionWeights as Partial<Record<Dimension, number>>) : undefined;
  let weights = request.weights ?? policyWeights;
  let weightsSource: AppliedSettings['weightsSource'] = request.weights ? 'request' : policyWeights ? 'application_policy' : 'default';
  if (locked && policyWeights && request.weights && !sameWeights(request.weights, policyWeights)) {
    overridden.push('weights');
    weights = policyWeights;
    weightsSource = 'application_policy';
  }
  return {
    settings: {
      mode,
      dimensions: canonicalDimensions(request.dimensions),
      ...(weights ? { weights } : {}),
      domain,
      usecase: request.usecase ?? 'general',
      ...(request.context ? { context: request.context } : {}),
      dpdp,
      ...piiScanOptions(policy),
    },
    weightsSource,
    overridden,
    locked,
  };
}

/** Cache key of one scoring of `content` (decisions §4); the application id is prepended by the cache's user. */
export function settingsKey(kind: string, settings: ScoreSettings, content: string, extra: unknown = null): string {
  const weights = settings.weights ? DIMENSION_NAMES.map((d) => settings.weights![d] ?? 0) : null;
  return sha256Hex(
    JSON.stringify([kind, settings.mode, settings.dimensions, weights, settings.domain, settings.usecase, settings.context ?? '', settings.dpdp, settings.phoneRegions ?? [], extra, content]),
  );
}

/** Content within the eval limit (the clients' 10,000, lowered further by SVC_MAX_CONTENT_CHARS). */
export function assertEvalContent(ctx: CallContext, field: string, value: string): void {
  assertContentSize(ctx, field, value, Math.min(EVAL_MAX_CHARS, ctx.services.config.maxContentChars));
}

/** `context` and `prompt` are side text: bounded by the configured limit, not the eval one. */
export function assertSideText(ctx: CallContext, field: string, value: string | undefined): void {
  if (value !== undefined) assertContentSize(ctx, field, value);
}
