// A bounded in-process LRU with a time-to-live, for the eval and safe-regenerate result
// cache (decisions §4). Per instance: replicas behind a load balancer each keep their own.

interface Entry<V> {
  value: V;
  expiresAt: number;
  weight: number;
}

export class TtlLru<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private totalWeight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Bound on the sum of entry weights (callers weigh entries by the text they hold). */
    private readonly maxWeight: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.totalWeight -= entry.weight;
      return undefined;
    }
    // Re-inserting moves the key to the most recently used end of the Map's order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, now: number, weight = 1): void {
    if (weight > this.maxWeight) return;
    this.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs, weight });
    this.totalWeight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalWeight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.totalWeight -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
