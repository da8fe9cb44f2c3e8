// What the workers of `svc serve --workers N` share through their primary when
// there is no Redis: the rate-limit windows (one MemoryRateLimiter, in the
// primary, so counts are exact across workers) and the pub/sub (an event
// published by one worker is relayed to every worker, itself included, once).
// Measured against a SQLite table of windows in docs/decisions.md ("Workers").
//
// The hits of one event-loop turn travel in one message each way: under load a
// worker pays one IPC round trip per turn, not per request.
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { serviceUnavailable } from '../platform/errors';
import { MemoryPubSub, type PubSub } from '../platform/pubsub';
import { MemoryRateLimiter, type RateDecision, type RateLimiter, type RateLimits } from '../platform/rate-limit';

interface Hit {
  id: number;
  keyId: string;
  limits: RateLimits;
  now: number;
}

export type ToPrimary =
  | { svc: 'rl'; hits: Hit[] }
  | { svc: 'ps'; topic: string; payload: unknown }
  | { svc: 'listening'; url: string }
  | { svc: 'metrics'; id: number };

export type ToWorker =
  | { svc: 'rl'; results: [number, RateDecision][] }
  | { svc: 'ps'; topic: string; payload: unknown }
  | { svc: 'shutdown' }
  | { svc: 'metrics'; id: number; text?: string; error?: string };

/** The worker's end of the channel (the `process` of a cluster worker). */
export interface Channel {
  send(message: ToPrimary): boolean;
  on(event: 'message', fn: (message: ToWorker) => void): unknown;
  readonly connected: boolean;
}

const unavailable = () => serviceUnavailable('The rate limiter (cluster primary) is unreachable');

export class IpcRateLimiter implements RateLimiter {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(d: RateDecision): void; reject(e: unknown): void }>();
  private queued: Hit[] = [];

  constructor(private readonly channel: Channel) {
    channel.on('message', (m) => {
      if (m?.svc !== 'rl') return;
      for (const [id, decision] of m.results) {
        this.pending.get(id)?.resolve(decision);
        this.pending.delete(id);
      }
    });
  }

  hit(keyId: string, limits: RateLimits, now: Date): Promise<RateDecision> {
    if (!this.channel.connected) return Promise.reject(unavailable());
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.queued.push({ id, keyId, limits: { perMinute: limits.perMinute, perDay: limits.perDay }, now: now.getTime() });
      if (this.queued.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const hits = this.queued;
    this.queued = [];
    if (this.channel.connected) {
      this.channel.send({ svc: 'rl', hits });
      return;
    }
    for (const h of hits) {
      this.pending.get(h.id)?.reject(unavailable());
      this.pending.delete(h.id);
    }
  }

  async close(): Promise<void> {
    for (const p of this.pending.values()) p.reject(unavailable());
    this.pending.clear();
  }
}

export class IpcPubSub implements PubSub {
  private readonly local = new MemoryPubSub();

  constructor(private readonly channel: Channel) {
    channel.on('message', (m) => {
      if (m?.svc === 'ps') void this.local.publish(m.topic, m.payload);
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    if (!this.channel.connected) throw new Error('cluster primary unreachable');
    this.channel.send({ svc: 'ps', topic, payload });
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    return this.local.subscribe(topic);
  }

  async close(): Promise<void> {
    await this.local.close();
  }
}

/**
 * Called first in a worker: constructing an AggregatorRegistry registers prom-client's
 * answer to the primary's collection requests. A worker still starting then answers
 * (with nothing yet) instead of making every scrape wait for the collection's timeout.
 */
export function answerMetricsRequests(): void {
  new AggregatorRegistry();
}

/**
 * A scrape of any worker answers for the whole cluster: the worker asks the primary,
 * which collects every worker's registry (prom-client's AggregatorRegistry) and sums them.
 */
export function clusterMetrics(channel: Channel, registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  let nextId = 1;
  const pending = new Map<number, { resolve(text: string): void; reject(e: unknown): void }>();
  channel.on('message', (m) => {
    if (m?.svc !== 'metrics') return;
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.text !== undefined) p?.resolve(m.text);
    else p?.reject(new Error(`cluster metrics: ${m.error ?? 'no answer'}`));
  });
  return () =>
    new Promise((resolve, reject) => {
      if (!channel.connected) return reject(new Error('cluster primary unreachable'));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      channel.send({ svc: 'metrics', id });
    });
}

/** The primary's end: answers rate-limit hits from its one window table, relays pub/sub to every worker, aggregates metrics. */
export class PrimaryHub {
  private readonly limiter = new MemoryRateLimiter();
  private readonly aggregator = new AggregatorRegistry();

  constructor(private readonly workers: () => Iterable<Worker>) {}

  attach(worker: Worker): void {
    worker.on('message', (m: ToPrimary) => {
      if (m?.svc === 'rl') {
        const results = m.hits.map((h): [number, RateDecision] => [h.id, this.limiter.take(h.keyId, h.limits, h.now)]);
        if (worker.isConnected()) worker.send({ svc: 'rl', results } satisfies ToWorker);
      } else if (m?.svc === 'ps') {
        const relay: ToWorker = { svc: 'ps', topic: m.topic, payload: m.payload };
        for (const w of this.workers()) if (w.isConnected()) w.send(relay);
      } else if (m?.svc === 'metrics') {
        const reply = (answer: ToWorker) => worker.isConnected() && worker.send(answer);
        this.aggregator.clusterMetrics().then(
          (text) => reply({ svc: 'metrics', id: m.id, text }),
          (err: unknown) => reply({ svc: 'metrics', id: m.id, error: err instanceof Error ? err.message : String(err) }),
        );
      }
    });
  }
}
