// Platform use cases: key verification, configuration, usage, health.
import { z } from 'zod';
import { checkKey, readCredential } from '../platform/auth';
import { unauthenticated, type AppError } from '../platform/errors';
import { fromMilli } from '../platform/plans';
import { KEY_PREFIX, type ApplicationEntity } from '../storage/accounts';
import type { UsagePage } from '../storage/usage';
import { principalFor, type KeyPrincipal, type Services } from './context';
import type { Operation } from './operation';
import { identifier } from './inputs';

export interface VerifyResult {
  valid: boolean;
  status: 'verified' | 'revoked' | 'inactive' | 'invalid';
  plan: string | null;
  credits_remaining: number;
  application_id?: string;
  org_id?: string;
  key_id?: string;
  key_name?: string;
}

/**
 * decisions §3: 401 only for a missing or malformed header; every other answer is
 * 200 with `valid`. Returns the principal when the key is active so that the
 * gateway can rate-limit and meter the call like any other.
 */
export function verifyKey(
  services: Services,
  authorization: string | undefined,
  xApiKey: string | undefined,
): { result: VerifyResult; principal?: KeyPrincipal } | AppError | Promise<{ result: VerifyResult; principal?: KeyPrincipal }> {
  const credential = readCredential(authorization, xApiKey);
  if (credential.kind === 'missing') return unauthenticated('Missing Authorization header: send "Authorization: Bearer svc_…"');
  if (credential.kind === 'malformed') return unauthenticated(credential.reason);
  return verifiedCached(services, credential.token) ?? verifyToken(services, credential.token);
}

/**
 * verifyKey's answer when it is known without waiting (no or a malformed credential, or a key
 * cached and still current, checked as verifyKey checks it); undefined otherwise, having started
 * nothing: the caller then asks verifyKey.
 */
export function verifyKeyNow(
  services: Services,
  authorization: string | undefined,
  xApiKey: string | undefined,
): { result: VerifyResult; principal?: KeyPrincipal } | AppError | undefined {
  const credential = readCredential(authorization, xApiKey);
  if (credential.kind === 'missing') return unauthenticated('Missing Authorization header: send "Authorization: Bearer svc_…"');
  if (credential.kind === 'malformed') return unauthenticated(credential.reason);
  return verifiedCached(services, credential.token);
}

async function verifyToken(services: Services, token: string): Promise<{ result: VerifyResult; principal?: KeyPrincipal }> {
  const check = await checkKey(services, token);
  if (check.status !== 'active') return inactive(check.status);
  const p = check.principal;
  return verified(p, await services.credits.remaining(p.application.account.id, p.monthlyMilli, services.now()));
}

/**
 * SQLite, key cached: the balance and the database's change version come from one
 * statement; when the version is the one the cached key holds for, the key is as of that
 * read (the balance too, from the same snapshot). Else undefined: verifyToken reads afresh.
 */
function verifiedCached(services: Services, token: string): { result: VerifyResult; principal?: KeyPrincipal } | undefined {
  if (!token.startsWith(KEY_PREFIX)) return undefined;
  const cached = services.accounts.cachedKey(token);
  if (!cached?.value) return undefined;
  const p = principalFor(services, cached.value.key, cached.value.application);
  const read = services.credits.remainingWithVersion(p.application.account.id, p.monthlyMilli, services.now());
  if (read?.version !== cached.version) return undefined;
  return cached.value.key.status === 'active' ? verified(p, read.milli) : inactive(cached.value.key.status);
}

const inactive = (status: VerifyResult['status']) => ({ result: { valid: false, status, plan: null, credits_remaining: 0 } });

/**
 * The JSON of a verified key's answer around its one changing value (the credits): made once per
 * cached key entity (a key reloaded after any commit is a new object), not stringified per request.
 */
const verifiedJson = new WeakMap<KeyPrincipal['key'], { application: KeyPrincipal['application']; plan: string; head: string; tail: string }>();

/** JSON.stringify(result), byte for byte, for the result verifyKey() returned with principal `p`. */
export function verifiedResultJson(p: KeyPrincipal, result: VerifyResult): string {
  const credits = result.credits_remaining;
  if (!Number.isFinite(credits)) return JSON.stringify(result);
  let parts = verifiedJson.get(p.key);
  if (parts === undefined || parts.application !== p.application || parts.plan !== p.plan) {
    const json = JSON.stringify(verified(p, 0).result);
    const at = json.indexOf(',"credits_remaining":0,') + ',"credits_remaining":'.length;
    parts = { application: p.application, plan: p.plan, head: json.slice(0, at), tail: json.slice(at + 1) };
    verifiedJson.set(p.key, parts);
  }
  // A finite number serializes as String() does.
  return parts.head + String(credits) + parts.tail;
}

function verified(p: KeyPrincipal, remainingMilli: number): { result: VerifyResult; principal: KeyPrincipal } {
  return {
    principal: p,
    result: {
      valid: true,
      status: 'verified',
      plan: p.plan,
      credits_remaining: fromMilli(remainingMilli),
      application_id: p.application.id,
      org_id: p.application.account.id,
      key_id: p.key.id,
      key_name: p.key.name,
    },
  };
}

/** GET /config and /svc/v1/config: the clients' camelCase policy (wire contract §3.4). */
export function describeConfig(application: ApplicationEntity) {
  const { policy } = application;
  return {
    application: {
      id: application.id,
      name: application.name,
      environment: application.environment,
      organization: application.account.name,
      organization_id: application.account.id,
      plan: application.account.plan,
    },
    policy,
    enforcement: { active: policy.enforcement !== 'log_only', mode: policy.enforcement === 'log_only' ? 'monitor' : 'enforce' },
  };
}

export const configOperation: Operation<Record<string, unknown>, ReturnType<typeof describeConfig>> = {
  name: 'config',
  input: z.record(z.string(), z.unknown()),
  run: async (ctx) => describeConfig(ctx.application),
};

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date()).transform((v) => new Date(v));

export const usageInput = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.coerce.number().int().positive().optional(),
    offset: z.coerce.number().int().min(0).optional(), // sent by some clients; cursor is the real pager
    from: isoDate.optional(),
    to: isoDate.optional(),
    from_date: isoDate.optional(),
    endpoint: identifier('endpoint', 100).optional(),
    key_id: identifier('key_id', 64).optional(),
  })
  .refine((q) => !(q.from && q.to) || q.from < q.to, { message: 'from must be before to', path: ['from'] });

export type UsageInput = z.infer<typeof usageInput>;

export const usageOperation: Operation<UsageInput, UsagePage & { limit: number }> = {
  name: 'usage',
  input: usageInput,
  run: async (ctx, q) => {
    const page = await ctx.services.usage.query({
      applicationId: ctx.application.id,
      keyId: q.key_id,
      endpoint: q.endpoint,
      from: q.from ?? q.from_date,
      to: q.to,
      before: q.cursor,
      limit: q.limit,
    });
    return { ...page, limit: q.limit };
  },
};

export function serializeUsage(page: UsagePage & { limit: number }) {
  return {
    records: page.records.map((r) => ({
      id: r.id,
      request_id: r.requestId,
      timestamp: r.createdAt.toISOString(),
      endpoint: r.endpoint,
      credits_used: fromMilli(r.milliCredits),
      status_code: r.statusCode,
      latency_ms: r.latencyMs,
      key_id: r.keyId,
    })),
    total_records: page.totalRecords,
    total_credits_used: fromMilli(page.totalMilliCredits),
    pagination: { limit: page.limit, next_cursor: page.nextCursor, has_more: page.nextCursor !== null },
  };
}

const HEALTH_CACHE_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;

export type DependencyStatus = 'ok' | 'unreachable';

export interface Health {
  healthy: boolean;
  database: DependencyStatus;
  /** Present when REDIS_URL is set: rate limits, and so every authenticated request, need it. */
  redis?: DependencyStatus;
}

const lastHealth = new WeakMap<Services, { at: number; result: Health }>();

/** Probes each dependency at most once a second; load-balancer probes must stay cheap. */
export async function checkHealth(services: Services): Promise<Health> {
  const now = Date.now();
  const last = lastHealth.get(services);
  if (last && now - last.at < HEALTH_CACHE_MS) return last.result;
  const redis = services.redis;
  const [database, redisStatus] = await Promise.all([
    probe(() => services.db.prisma.$queryRaw`SELECT 1`),
    redis ? probe(() => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(`redis ${redis.status}`)))) : undefined,
  ]);
  const result: Health = { healthy: database === 'ok' && redisStatus !== 'unreachable', database, ...(redisStatus ? { redis: redisStatus } : {}) };
  lastHealth.set(services, { at: now, result });
  return result;
}

async function probe(check: () => Promise<unknown>): Promise<DependencyStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('health check timeout')), PROBE_TIMEOUT_MS)))]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
