// Per-key fixed windows: one per UTC minute and one per UTC day. A request is let
// through only if both windows have room, and then counts in both. The Redis
// store does check-and-increment in one Lua script, so any number of instances
// sharing one Redis let exactly the plan's number of requests through.
import type { Redis } from 'ioredis';

export interface RateLimits {
  perMinute: number;
  perDay: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Which window refused the request. */
  window?: 'minute' | 'day';
  limit: number;
  remaining: number;
  /** Seconds until the minute window resets (or the day window, when it refused). */
  resetSeconds: number;
}

export interface RateLimiter {
  hit(keyId: string, limits: RateLimits, now: Date): Promise<RateDecision>;
  /** hit() without a promise, for a limiter that answers at once (in memory): the hot path skips an await. */
  take?(keyId: string, limits: RateLimits, t: number): RateDecision;
  close(): Promise<void>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

function decide(minuteCount: number, dayCount: number, limits: RateLimits, now: number, refused: 0 | 1 | 2): RateDecision {
  const minuteReset = Math.max(1, Math.ceil((MINUTE - (now % MINUTE)) / 1000));
  const dayReset = Math.max(1, Math.ceil((DAY - (now % DAY)) / 1000));
  const remaining = Math.max(0, Math.min(limits.perMinute - minuteCount, limits.perDay - dayCount));
  if (refused === 1) return { allowed: false, window: 'minute', limit: limits.perMinute, remaining: 0, resetSeconds: minuteReset };
  if (refused === 2) return { allowed: false, window: 'day', limit: limits.perDay, remaining: 0, resetSeconds: dayReset };
  return { allowed: true, limit: limits.perMinute, remaining, resetSeconds: minuteReset };
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { minute: number; minuteCount: number; day: number; dayCount: number }>();

  async hit(keyId: string, limits: RateLimits, now: Date): Promise<RateDecision> {
    return this.take(keyId, limits, now.getTime());
  }

  /** hit(), synchronously (the cluster primary answers its workers' hits with it). */
  take(keyId: string, limits: RateLimits, t: number): RateDecision {
    const minute = Math.floor(t / MINUTE);
    const day = Math.floor(t / DAY);
    let w = this.windows.get(keyId);
    if (!w) {
      w = { minute, minuteCount: 0, day, dayCount: 0 };
      this.windows.set(keyId, w);
    }
    if (w.minute !== minute) {
      w.minute = minute;
      w.minuteCount = 0;
    }
    if (w.day !== day) {
      w.day = day;
      w.dayCount = 0;
    }
    if (w.minuteCount >= limits.perMinute) return decide(w.minuteCount, w.dayCount, limits, t, 1);
    if (w.dayCount >= limits.perDay) return decide(w.minuteCount, w.dayCount, limits, t, 2);
    w.minuteCount++;
    w.dayCount++;
    return decide(w.minuteCount, w.dayCount, limits, t, 0);
  }

  async close(): Promise<void> {}
}

const HIT_SCRIPT = `
local m = tonumber(redis.call('GET', KEYS[1]) or '0')
local d = tonumber(redis.call('GET', KEYS[2]) or '0')
if m >= tonumber(ARGV[1]) then return {m, d, 1} end
if d >= tonumber(ARGV[2]) then return {m, d, 2} end
m = redis.call('INCR', KEYS[1])
if m == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
d = redis.call('INCR', KEYS[2])
if d == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
return {m, d, 0}
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace = 'svc:rl',
  ) {
    this.redis.defineCommand('svcRateHit', { numberOfKeys: 2, lua: HIT_SCRIPT });
  }

  async hit(keyId: string, limits: RateLimits, now: Date): Promise<RateDecision> {
    const t = now.getTime();
    const minute = Math.floor(t / MINUTE);
    const day = Math.floor(t / DAY);
    const run = (this.redis as unknown as { svcRateHit: (...a: (string | number)[]) => Promise<[number, number, 0 | 1 | 2]> }).svcRateHit;
    const [m, d, refused] = await run.call(
      this.redis,
      `${this.namespace}:${keyId}:m:${minute}`,
      `${this.namespace}:${keyId}:d:${day}`,
      limits.perMinute,
      limits.perDay,
      MINUTE * 2,
      DAY + MINUTE,
    );
    return decide(m, d, limits, t, refused);
  }

  async close(): Promise<void> {}
}

export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(d.limit),
    'X-RateLimit-Remaining': String(d.remaining),
    'X-RateLimit-Reset': String(d.resetSeconds),
  };
}
