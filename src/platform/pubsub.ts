// Topic-based fan-out for GraphQL subscriptions. In memory for one instance;
// through Redis pub/sub when REDIS_URL is set, so that an event raised on one
// instance reaches the subscribers of every instance (itself included, once).
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** False only when a publish would certainly reach nobody (so the caller may skip building it). */
  mayHaveSubscribers?(topic: string): boolean;
  subscribe(topic: string): AsyncIterableIterator<unknown>;
  close(): Promise<void>;
}

/** Turns emitter callbacks into an async iterator that unsubscribes on return(). */
function iterate(on: (fn: (p: unknown) => void) => () => void): AsyncIterableIterator<unknown> {
  const queue: unknown[] = [];
  const waiting: ((r: IteratorResult<unknown>) => void)[] = [];
  let done = false;
  const off = on((payload) => {
    const next = waiting.shift();
    if (next) next({ value: payload, done: false });
    else queue.push(payload);
  });
  const finish = async (): Promise<IteratorResult<unknown>> => {
    if (!done) {
      done = true;
      off();
      for (const w of waiting.splice(0)) w({ value: undefined, done: true });
    }
    return { value: undefined, done: true };
  };
  return {
    next: () => {
      if (queue.length) return Promise.resolve({ value: queue.shift(), done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (err) => {
      await finish();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export class MemoryPubSub implements PubSub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  /** Subscriptions open: with none, mayHaveSubscribers() needs no lookup of the topic (a string built per request). */
  private listening = 0;

  async publish(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }

  mayHaveSubscribers(topic: string): boolean {
    return this.listening > 0 && this.emitter.listenerCount(topic) > 0;
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    return iterate((fn) => {
      this.emitter.on(topic, fn);
      this.listening++;
      return () => {
        this.emitter.off(topic, fn);
        this.listening--;
      };
    });
  }

  async close(): Promise<void> {
    // `listening` stays as it is: off() still runs for iterators closed later; a stale count only means a lookup.
    this.emitter.removeAllListeners();
  }
}

/**
 * SUBSCRIBE and UNSUBSCRIBE are not awaited (subscribe() is synchronous), so their failure must be
 * caught here or it ends the process as an unhandled rejection. The subscriber retries forever
 * (maxRetriesPerRequest: null), so they fail only when its connection is closed: at shutdown
 * (nothing is left to deliver to), or when the connection drops with the command still queued
 * (ioredis re-subscribes the channels it had joined; revocations are also found by the sweep,
 * services/revocation.ts). Before, such a failure ended the process. test/platform/pubsub.test.ts.
 */
const ignoreClosed = (): void => undefined;

export class RedisPubSub implements PubSub {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix = 'svc:ps:',
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(prefix)) return;
      try {
        this.local.emit(channel.slice(prefix.length), JSON.parse(message));
      } catch {
        // A malformed message from another writer is not ours to deliver.
      }
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + topic, JSON.stringify(payload));
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    return iterate((fn) => {
      this.local.on(topic, fn);
      const n = (this.counts.get(topic) ?? 0) + 1;
      this.counts.set(topic, n);
      if (n === 1) this.subscriber.subscribe(this.prefix + topic).catch(ignoreClosed);
      return () => {
        this.local.off(topic, fn);
        const left = (this.counts.get(topic) ?? 1) - 1;
        if (left === 0) {
          this.counts.delete(topic);
          this.subscriber.unsubscribe(this.prefix + topic).catch(ignoreClosed);
        } else this.counts.set(topic, left);
      };
    });
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
  }
}
