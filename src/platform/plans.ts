// The plan table of decisions §3. Credits are handled as integer milli-credits
// everywhere below the API surface so that 0.1 + 0.2 is exactly 0.3.

export const PLAN_NAMES = ['free', 'pro', 'business', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanLimits {
  requestsPerMinute: number;
  requestsPerDay: number;
  monthlyCredits: number;
}

export const DEFAULT_PLANS: Record<PlanName, PlanLimits> = {
  free: { requestsPerMinute: 10, requestsPerDay: 100, monthlyCredits: 100 },
  pro: { requestsPerMinute: 60, requestsPerDay: 5_000, monthlyCredits: 1_000 },
  business: { requestsPerMinute: 300, requestsPerDay: 50_000, monthlyCredits: 10_000 },
  // Enterprise values are defaults; each account can override them.
  enterprise: { requestsPerMinute: 3_000, requestsPerDay: 1_000_000, monthlyCredits: 100_000 },
};

/** Plans ordered by tier, for "pro plan and above" checks. */
export function planAtLeast(plan: PlanName, required: PlanName): boolean {
  return PLAN_NAMES.indexOf(plan) >= PLAN_NAMES.indexOf(required);
}

export function isPlanName(v: string): v is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(v);
}

export const toMilli = (credits: number): number => Math.round(credits * 1000);
export const fromMilli = (milli: number): number => milli / 1000;

// The last month asked for, as [start, end) in ms: every metered request asks, nearly always for the same month.
let month = { start: 0, end: 0, period: '' };

/** UTC calendar month of `now`, the credit period. */
export function creditPeriod(now: Date): string {
  const t = now.getTime();
  if (t >= month.start && t < month.end) return month.period;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  month = { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1), period: now.toISOString().slice(0, 7) };
  return month.period;
}
