// The request gate: what every authenticated call goes through before its
// handler, whichever channel it arrived on (REST, GraphQL over HTTP, each
// operation on a GraphQL WebSocket): credential → principal as of now → rate
// limit; and, after it, one usage record and its `usageRecorded` event.
import { authenticate, readCredential, type Credential } from '../platform/auth';
import { rateLimited, type AppError } from '../platform/errors';
import { rateLimitHeaders, type RateDecision } from '../platform/rate-limit';
import type { KeyPrincipal, Principal, Services } from './context';

export interface Admitted {
  principal: Principal;
  headers: Record<string, string>;
}

/** A refusal; `principal` is set when the key was valid but rate-limited, so the call is still recorded. */
export interface Refused {
  error: AppError;
  principal?: KeyPrincipal;
}

export async function admit(
  services: Services,
  headers: { authorization?: string; 'x-api-key'?: string | string[] },
  options: { allowAdmin: boolean },
): Promise<Admitted | Refused> {
  return admitCredential(services, credentialOf(headers), options);
}

export function credentialOf(headers: { authorization?: string; 'x-api-key'?: string | string[] }): Credential {
  const xApiKey = Array.isArray(headers['x-api-key']) ? headers['x-api-key'][0] : headers['x-api-key'];
  return readCredential(headers.authorization, xApiKey);
}

/** The gate for a credential read once and presented again (each operation on a WebSocket). */
export async function admitCredential(services: Services, credential: Credential, options: { allowAdmin: boolean }): Promise<Admitted | Refused> {
  const principal = await authenticate(services, credential, options);
  if (!('kind' in principal)) return { error: principal };
  if (principal.kind === 'admin') return { principal, headers: {} };
  return rateLimit(services, principal);
}

export async function rateLimit(services: Services, principal: KeyPrincipal): Promise<Admitted | Refused> {
  return rateLimitNow(services, principal) ?? decided(services, principal, await services.rateLimiter.hit(principal.key.id, principal.limits, services.now()));
}

/** rateLimit() without a promise when the limiter answers at once (in memory); undefined otherwise. */
export function rateLimitNow(services: Services, principal: KeyPrincipal): Admitted | Refused | undefined {
  const limiter = services.rateLimiter;
  return limiter.take && decided(services, principal, limiter.take(principal.key.id, principal.limits, services.now().getTime()));
}

function decided(services: Services, principal: KeyPrincipal, decision: RateDecision): Admitted | Refused {
  const headers = rateLimitHeaders(decision);
  if (!decision.allowed) {
    services.metrics.rateLimited(decision.window ?? 'minute');
    return { error: rateLimited(decision.resetSeconds, headers, decision.window ?? 'minute'), principal };
  }
  return { principal, headers };
}

export function recordUsage(
  services: Services,
  principal: KeyPrincipal,
  r: { requestId: string; endpoint: string; statusCode: number; startedAt: number; milliCredits: number; contentHash: string | null },
): void {
  const createdAt = services.now();
  const record = {
    requestId: r.requestId,
    keyId: principal.key.id,
    applicationId: principal.application.id,
    accountId: principal.application.account.id,
    endpoint: r.endpoint,
    milliCredits: r.milliCredits,
    statusCode: r.statusCode,
    latencyMs: Math.round((performance.now() - r.startedAt) * 1000) / 1000,
    contentHash: r.contentHash,
    createdAt,
  };
  services.usage.record(record);
  const topic = `usage:${principal.application.id}`;
  // In one process nobody listening is certain: skip the event (a copy, a date string, a promise per request).
  if (services.pubsub.mayHaveSubscribers?.(topic) === false) return;
  void services.pubsub
    .publish(topic, { ...record, createdAt: createdAt.toISOString() })
    .catch((err) => services.log.error('usage event publish failed', { error: String(err) }));
}
