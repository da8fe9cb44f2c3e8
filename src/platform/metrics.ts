// Prometheus metrics (prom-client), one registry per server so that tests and
// several servers in one process never mix their counts. The hot path only
// touches labelled children cached by their label values.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Aggregator, type LabelValues } from 'prom-client';
import { isDependencyUnavailable } from './errors';

export type Channel = 'rest' | 'graphql_http' | 'graphql_ws';
/** The detector engines the services call in the core. */
export type Engine = 'injection' | 'scoring' | 'pii' | 'compliance' | 'agent';
export type Dependency = 'database' | 'redis';

/** Latency buckets (seconds): the scoring calls take milliseconds, a deep (LLM) one seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DETECTOR_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

interface RequestChildren {
  count: { inc(): void };
  duration: { observe(v: number): void };
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'channel' | 'route' | 'status'>;
  private readonly duration: Histogram<'channel' | 'route' | 'status'>;
  private readonly creditsDebited: Counter<'channel'>;
  private readonly rateLimitedTotal: Counter<'window'>;
  private readonly detectorSeconds: Histogram<'engine'>;
  private readonly dependencyErrors: Counter<'dependency'>;
  /** channel → route → status: constant strings and a number as keys, no key string built per request. */
  private readonly byRequest = new Map<Channel, Map<string, Map<number, RequestChildren>>>();
  private readonly byEngine = new Map<Engine, { observe(v: number): void }>();
  private readonly creditsBy = new Map<Channel, { inc(v: number): void }>();

  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (options.processMetrics !== false) {
      collectDefaultMetrics({ register: this.registry });
      // Gauges named like counters, which `promtool check metrics` rejects; the per-type gauges without `_total` stay.
      for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) this.registry.removeSingleMetric(name);
    }
    this.requests = new Counter({ name: 'svc_requests_total', help: 'Requests answered, by route pattern, channel and status', labelNames: ['channel', 'route', 'status'], registers });
    this.duration = new Histogram({
      name: 'svc_request_duration_seconds',
      help: 'Time from a request (or WebSocket operation) arriving to its answer',
      labelNames: ['channel', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.creditsDebited = new Counter({ name: 'svc_credits_debited_total', help: 'Credits charged (net of refunds) by the calls answered', labelNames: ['channel'], registers });
    this.rateLimitedTotal = new Counter({ name: 'svc_rate_limit_rejections_total', help: 'Requests refused by a per-key rate limit, by window', labelNames: ['window'], registers });
    this.detectorSeconds = new Histogram({ name: 'svc_detector_duration_seconds', help: 'Time spent in a detector engine of the core', labelNames: ['engine'], buckets: DETECTOR_BUCKETS, registers });
    this.dependencyErrors = new Counter({ name: 'svc_dependency_errors_total', help: 'Errors from the database or Redis (failed commands, connection errors)', labelNames: ['dependency'], registers });
  }

  /** One request or WebSocket operation answered. `route` must be a pattern (never a raw path with ids). */
  request(channel: Channel, route: string, status: number, seconds: number, milliCredits: number): void {
    let routes = this.byRequest.get(channel);
    if (!routes) this.byRequest.set(channel, (routes = new Map()));
    let statuses = routes.get(route);
    if (!statuses) routes.set(route, (statuses = new Map()));
    let children = statuses.get(status);
    if (!children) {
      const labels = { channel, route, status: String(status) };
      children = { count: this.requests.labels(labels), duration: this.duration.labels(labels) };
      statuses.set(status, children);
    }
    children.count.inc();
    children.duration.observe(seconds);
    if (milliCredits > 0) {
      let credits = this.creditsBy.get(channel);
      if (!credits) this.creditsBy.set(channel, (credits = this.creditsDebited.labels({ channel })));
      credits.inc(milliCredits / 1000);
    }
  }

  rateLimited(window: string): void {
    this.rateLimitedTotal.inc({ window });
  }

  /** Runs a detector and records how long it took. */
  time<T>(engine: Engine, fn: () => T): T {
    let child = this.byEngine.get(engine);
    if (!child) this.byEngine.set(engine, (child = this.detectorSeconds.labels({ engine })));
    const started = performance.now();
    try {
      return fn();
    } finally {
      child.observe((performance.now() - started) / 1000);
    }
  }

  /** Counts an error when it comes from the database or Redis; other errors are bugs, not outages. */
  dependencyError(err: unknown, dependency?: Dependency): void {
    const which = dependency ?? dependencyOf(err);
    if (which) this.dependencyErrors.inc({ dependency: which });
  }

  /** A gauge whose values are read at scrape time; a failing read keeps the last values and is counted. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: () => Promise<{ labels: LabelValues<L>; value: number }[]>,
    options: { dependency?: Dependency; aggregator?: Aggregator } = {},
  ): void {
    const metrics = this;
    const dependency = options.dependency ?? 'database';
    new Gauge<L>({
      name,
      help,
      labelNames,
      // How `svc serve --workers N` combines the workers' values (prom-client's AggregatorRegistry).
      aggregator: options.aggregator ?? 'sum',
      registers: [this.registry],
      async collect() {
        try {
          const values = await read();
          this.reset();
          for (const v of values) this.set(v.labels, v.value);
        } catch (err) {
          metrics.dependencyError(err, dependency);
        }
      },
    });
  }

  /**
   * The text a scrape gets. A worker of `svc serve --workers N` replaces it with the
   * whole cluster's metrics, aggregated by the primary (src/server/cluster.ts).
   */
  metrics: () => Promise<string> = () => this.registry.metrics();

  get contentType(): string {
    return this.registry.contentType;
  }
}

// ioredis' own errors when Redis cannot be reached or answers too late.
const REDIS_ERROR = /Command timed out|Connection is closed|Stream isn't writeable|max retries per request/i;

/** Which dependency an error comes from, if it is an outage (platform/errors decides that). */
export function dependencyOf(err: unknown): Dependency | null {
  if (!isDependencyUnavailable(err)) return null;
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { name, message } = e as { name?: unknown; message?: unknown };
    if (name === 'MaxRetriesPerRequestError' || (typeof message === 'string' && REDIS_ERROR.test(message))) return 'redis';
    e = (e as { cause?: unknown }).cause;
  }
  return 'database';
}
