// All configuration is read and validated here, once. Nothing else reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { providerOf, sqliteFilePath } from './db/database-url';
import { DEFAULT_PLANS, type PlanName, type PlanLimits } from './platform/plans';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const intFromEnv = (def: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return def;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const planOverrides = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return {};
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(
      z.enum(['free', 'pro', 'business', 'enterprise']),
      z
        .object({
          requestsPerMinute: z.number().int().positive(),
          requestsPerDay: z.number().int().positive(),
          // Balances are 32-bit integers of milli-credits on PostgreSQL.
          monthlyCredits: z.number().nonnegative().max(2_000_000),
        })
        .partial()
        .strict(),
    ),
  );

const envSchema = z.object({
  PORT: intFromEnv(8080, 0, 65535),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .default('file:./data/svc.db')
    .transform((v) => (v === '' ? 'file:./data/svc.db' : v))
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v) || !v.includes('://'), {
      message: 'must be file:<path> (SQLite) or postgresql://… (PostgreSQL)',
    }),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SVC_ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  SVC_PLANS: planOverrides,
  SVC_MAX_CONTENT_CHARS: intFromEnv(100_000, 1_000, 1_000_000),
  SVC_USAGE_FLUSH_MS: intFromEnv(200, 10, 60_000),
  SVC_LOG: z.enum(['silent', 'error', 'info']).default('info'),
  SVC_LLM_BASE_URL: optionalUrl(['http://', 'https://']),
  SVC_LLM_MODEL: z.string().optional(),
  SVC_LLM_API_KEY: z.string().optional(),
  SVC_LLM_TIMEOUT_MS: intFromEnv(20_000, 100, 120_000),
  SVC_DPDP_RESTRICTED_COUNTRIES: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean) : [])),
  SVC_EVIDENCE_KEY_FILE: z.string().optional(),
  // A prompt-injection model artefact to use instead of the shipped one (checked at start).
  SVC_INJECTION_MODEL_FILE: z.string().optional(),
  SVC_TIMER_INTERVAL_MS: intFromEnv(1000, 50, 60_000),
  SVC_REVOCATION_SWEEP_MS: intFromEnv(500, 50, 60_000),
  // A GraphQL document is compiled by graphql-jit from this many executions on (src/graphql/jit.ts).
  SVC_GRAPHQL_JIT_AFTER: intFromEnv(2, 1, 1_000_000),
  // "Without delay" breach duties turn overdue this many hours after detection (1 hour to 30 days).
  SVC_DPDP_WITHOUT_DELAY_HOURS: intFromEnv(24, 1, 720),
  // Bearer token for GET /metrics; without it /metrics answers 404 (decisions.md, "Metrics").
  SVC_METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  // OpenTelemetry's own variable: traces go to <endpoint>/v1/traces (OTLP over HTTP) when set.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http://', 'https://']),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl?: string;
  adminToken?: string;
  plans: Record<PlanName, PlanLimits>;
  maxContentChars: number;
  usageFlushMs: number;
  log: 'silent' | 'error' | 'info';
  llm?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
  dpdpRestrictedCountries: string[];
  /** The Ed25519 evidence key (PKCS#8 PEM), created with mode 0600 when missing. */
  evidenceKeyFile: string;
  /** Prompt-injection model artefact replacing the shipped one; a damaged file stops the start. */
  injectionModelFile?: string;
  timerIntervalMs: number;
  /** How often open WebSockets' keys are re-checked in the database (services/revocation.ts). */
  revocationSweepMs: number;
  /** Executions of a GraphQL document before graphql-jit compiles it. */
  graphqlJitAfterUses: number;
  /** Operational target for "without delay" DPDP duties (decisions.md, DPDP timers). */
  dpdpWithoutDelayTargetMs: number;
  /** Bearer token that opens GET /metrics; unset = /metrics is off (404). */
  metricsToken?: string;
  /** OTLP/HTTP endpoint for traces; unset = no tracing (the SDK is not even loaded). */
  otlpEndpoint?: string;
}

export class ConfigError extends Error {}

/**
 * Outside the database, so that write access to it is not the signing key: beside the
 * SQLite file (`data/svc.db` → `data/svc.evidence-key.pem`), or `./data/evidence-key.pem`
 * for PostgreSQL (give several instances one shared file through SVC_EVIDENCE_KEY_FILE).
 */
function defaultEvidenceKeyFile(databaseUrl: string): string {
  if (providerOf(databaseUrl) === 'postgresql') return path.join('data', 'evidence-key.pem');
  const db = sqliteFilePath(databaseUrl);
  return path.join(path.dirname(db), `${path.basename(db, path.extname(db))}.evidence-key.pem`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const plans = structuredClone(DEFAULT_PLANS);
  for (const [name, override] of Object.entries(e.SVC_PLANS) as [PlanName, Partial<PlanLimits>][]) {
    plans[name] = { ...plans[name], ...override };
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminToken: e.SVC_ADMIN_TOKEN,
    plans,
    maxContentChars: e.SVC_MAX_CONTENT_CHARS,
    usageFlushMs: e.SVC_USAGE_FLUSH_MS,
    log: e.SVC_LOG,
    llm: e.SVC_LLM_BASE_URL
      ? { baseUrl: e.SVC_LLM_BASE_URL, model: e.SVC_LLM_MODEL ?? 'gpt-4o-mini', apiKey: e.SVC_LLM_API_KEY, timeoutMs: e.SVC_LLM_TIMEOUT_MS }
      : undefined,
    dpdpRestrictedCountries: e.SVC_DPDP_RESTRICTED_COUNTRIES,
    evidenceKeyFile: e.SVC_EVIDENCE_KEY_FILE?.trim() || defaultEvidenceKeyFile(e.DATABASE_URL),
    injectionModelFile: e.SVC_INJECTION_MODEL_FILE?.trim() || undefined,
    timerIntervalMs: e.SVC_TIMER_INTERVAL_MS,
    revocationSweepMs: e.SVC_REVOCATION_SWEEP_MS,
    graphqlJitAfterUses: e.SVC_GRAPHQL_JIT_AFTER,
    dpdpWithoutDelayTargetMs: e.SVC_DPDP_WITHOUT_DELAY_HOURS * 3_600_000,
    metricsToken: e.SVC_METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}
