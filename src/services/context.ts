// The service container and the per-call context shared by REST and GraphQL.
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AccountStore, ApplicationEntity, ApiKeyEntity } from '../storage/accounts';
import type { CreditStore } from '../storage/credits';
import type { MeteredCall, UsageStore } from '../storage/usage';
import type { RateLimiter } from '../platform/rate-limit';
import type { PubSub } from '../platform/pubsub';
import type { Logger } from '../platform/log';
import type { Metrics } from '../platform/metrics';
import type { Tracing } from '../platform/tracing';
import { insufficientCredits } from '../platform/errors';
import { fromMilli, type PlanName } from '../platform/plans';

export interface Services {
  config: Config;
  db: Database;
  accounts: AccountStore;
  credits: CreditStore;
  usage: UsageStore;
  /** The shared Redis connection when REDIS_URL is set (rate limits, pub/sub); /health reports it. */
  redis?: Pick<Redis, 'status' | 'ping'>;
  rateLimiter: RateLimiter;
  pubsub: PubSub;
  log: Logger;
  metrics: Metrics;
  /** Set only when OTEL_EXPORTER_OTLP_ENDPOINT is (platform/tracing.ts). */
  tracing?: Tracing;
  now: () => Date;
}

/** Who is calling: an API key (scoped to its application) or the admin token. */
export interface KeyPrincipal {
  kind: 'key';
  key: ApiKeyEntity;
  application: ApplicationEntity;
  plan: PlanName;
  limits: { perMinute: number; perDay: number };
  monthlyMilli: number;
}

export interface AdminPrincipal {
  kind: 'admin';
}

export type Principal = KeyPrincipal | AdminPrincipal;

export function principalFor(services: Services, key: ApiKeyEntity, application: ApplicationEntity): KeyPrincipal {
  const account = application.account;
  const plan = services.config.plans[account.plan];
  return {
    kind: 'key',
    key,
    application,
    plan: account.plan,
    limits: { perMinute: account.rpmLimit ?? plan.requestsPerMinute, perDay: account.rpdLimit ?? plan.requestsPerDay },
    monthlyMilli: account.monthlyMilliCredits ?? Math.round(plan.monthlyCredits * 1000),
  };
}

/**
 * One authenticated request. Credits are charged through charge() so that the
 * executor can refund exactly what a failed operation took.
 */
export class CallContext {
  chargedMilli = 0;
  /** The first operation executed in this call: its usage record's endpoint until the gateway records the call. */
  operation = 'unknown';

  constructor(
    readonly services: Services,
    readonly principal: KeyPrincipal,
    readonly requestId: string,
    readonly now: Date = services.now(),
  ) {}

  get application(): ApplicationEntity {
    return this.principal.application;
  }

  async charge(milli: number): Promise<void> {
    if (milli <= 0) return;
    const { account } = this.principal.application;
    const result = await this.services.credits.debit(account.id, this.principal.monthlyMilli, milli, this.now, this.metered());
    if (!result.ok) throw insufficientCredits(fromMilli(result.remainingMilli), fromMilli(milli));
    this.chargedMilli += milli;
  }

  async refund(milli: number): Promise<void> {
    if (milli <= 0) return;
    await this.services.credits.refund(this.principal.application.account.id, milli, this.now, this.metered());
    this.chargedMilli -= milli;
  }

  /** The usage record this call's debits and refunds are written into, with them. */
  private metered(): MeteredCall {
    return { requestId: this.requestId, keyId: this.principal.key.id, applicationId: this.principal.application.id, endpoint: this.operation };
  }
}
