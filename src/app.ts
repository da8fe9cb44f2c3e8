// Wiring: configuration → stores → services → the HTTP server with its REST
// facade and GraphQL gateway. Both `svc serve` and the tests start from here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { AccountStore } from './storage/accounts';
import { CreditStore } from './storage/credits';
import { UsageStore } from './storage/usage';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './platform/rate-limit';
import { MemoryPubSub, RedisPubSub, type PubSub } from './platform/pubsub';
import { createLogger, describeError, type Logger } from './platform/log';
import { Metrics } from './platform/metrics';
import { startTracing, type Tracing } from './platform/tracing';
import { newId } from './platform/ids';
import type { Services } from './services/context';
import { createRestHandler, errorReply, send } from './rest/handler';
import { METRICS_PATH, serveMetrics } from './rest/metrics';
import { normalizePath } from './rest/router';
import { isReferencePath, serveReference } from './rest/openapi/serve';
import { createGraphqlHandler, GRAPHQL_PATH } from './graphql/handler';
import type { GraphqlSockets } from './graphql/websocket';
import { toAppError } from './platform/errors';
import { TimerScheduler } from './services/dpdp/scheduler';
import { closeAgent } from './services/agent';
import { closeScoring } from './services/scoring/runtime';
import { dpdp } from './services/dpdp/runtime';
import { createDashboardHandler, isDashboardPath } from './web/dashboard';
import { forgetKeysOnRevocation } from './services/revocation';
import { loadInjectionModel } from './services/injection-model';

export interface ServicesHandle {
  services: Services;
  close(): Promise<void>;
}

export interface ServicesOptions {
  migrate?: boolean;
  logger?: Logger;
  /** Defaults to counters without process metrics (the CLI); the server passes its own. */
  metrics?: Metrics;
  tracing?: Tracing;
  /**
   * Without Redis: the rate limiter and pub/sub shared by this process's siblings (a
   * `svc serve --workers N` worker talks to its primary, src/server/ipc.ts); else in memory.
   */
  shared?: () => { rateLimiter: RateLimiter; pubsub: PubSub };
}

/** Opens the database (migrating it), Redis when configured, and the stores. */
export async function createServices(config: Config, options: ServicesOptions = {}): Promise<ServicesHandle> {
  const log = options.logger ?? createLogger(config.log);
  const metrics = options.metrics ?? new Metrics({ processMetrics: false });
  // Before anything opens: a damaged model artefact stops the start with its reason.
  loadInjectionModel(config.injectionModelFile);
  if (options.migrate !== false) await migrate(config.databaseUrl);
  const db: Database = await openDatabase(config.databaseUrl);
  const redisClients: Redis[] = [];
  const local = !config.redisUrl && options.shared ? options.shared() : undefined;
  let rateLimiter: RateLimiter = local?.rateLimiter ?? new MemoryRateLimiter();
  let pubsub: PubSub = local?.pubsub ?? new MemoryPubSub();
  let redis: Redis | undefined;
  if (config.redisUrl) {
    const connect = (options: RedisOptions) => {
      const client = new Redis(config.redisUrl!, options);
      client.on('error', (err) => {
        metrics.dependencyError(err, 'redis');
        log.error('redis error', { error: err.message });
      });
      redisClients.push(client);
      return client;
    };
    // Requests fail fast (503) while Redis is down instead of queueing behind
    // reconnects; the client keeps reconnecting and requests succeed once it is back.
    redis = connect({ enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, connectTimeout: 2000 });
    await waitUntilReady(redis, log);
    rateLimiter = new RedisRateLimiter(redis);
    // The subscriber queues its (re)subscriptions until it is connected.
    pubsub = new RedisPubSub(redis, connect({ maxRetriesPerRequest: null }));
  }
  const usage = new UsageStore(db, config.usageFlushMs, (err) => {
    metrics.dependencyError(err, 'database');
    log.error('usage flush failed', describeError(err));
  });
  const services: Services = {
    config,
    db,
    accounts: new AccountStore(db),
    credits: new CreditStore(db, usage),
    usage,
    redis,
    rateLimiter,
    pubsub,
    log,
    metrics,
    tracing: options.tracing,
    now: () => new Date(),
  };
  const revocations = forgetKeysOnRevocation(services);
  return {
    services,
    async close() {
      await revocations.stop();
      // Flush buffered records before the connections go away.
      await usage.close();
      await closeAgent(services);
      await closeScoring(services);
      await pubsub.close();
      await rateLimiter.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
      await db.close();
      // Spans still buffered get a short while to reach the collector; an unreachable one does not hold shutdown.
      if (options.tracing) await Promise.race([options.tracing.shutdown().catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
      log.flush();
    },
  };
}

/** How long a request waits for one Redis command before it is answered 503. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Lets the first requests find Redis connected; a Redis that is down at start does not stop the server. */
async function waitUntilReady(client: Redis, log: Logger): Promise<void> {
  if (client.status === 'ready') return;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 5000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.error('redis is unreachable; authenticated requests answer 503 until it is back');
}

/** Gauges read at scrape time: cheap reads (a grouped count, a buffer length), never on the request path. */
function scrapedGauges(services: Services): void {
  const { metrics, usage } = services;
  metrics.gauge('svc_usage_buffer_depth', 'Usage records waiting to be written to the database', [], async () => [{ labels: {}, value: usage.depth }]);
  // Every worker reads the same database: the cluster's value is any one of theirs, not their sum.
  metrics.gauge(
    'svc_dpdp_timers',
    'DPDP regulatory timers by type: open (active, before the deadline) and overdue',
    ['type', 'state'],
    async () => {
      const counts = await dpdp(services).store.timers.countsByType(services.now());
      return counts.flatMap((c) => [
        { labels: { type: c.type, state: 'open' }, value: c.open },
        { labels: { type: c.type, state: 'overdue' }, value: c.overdue },
      ]);
    },
    { aggregator: 'max' },
  );
}

export interface RunningServer {
  server: Server;
  url: string;
  services: Services;
  close(): Promise<void>;
}

/** How long in-flight requests and WebSocket operations get to finish on shutdown. */
export const SHUTDOWN_DRAIN_MS = 5000;
/** `svc serve` exits within this after SIGTERM/SIGINT, whatever is still open. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export function createHttpServer(services: Services): { server: Server; sockets: GraphqlSockets } {
  const rest = createRestHandler(services);
  const graphql = createGraphqlHandler(services);
  const dashboard = createDashboardHandler();
  const dispatch = (req: IncomingMessage, res: ServerResponse, requestId: string, path: string, search: string): Promise<void> =>
    path === GRAPHQL_PATH
      ? graphql.handleHttp(req, res, requestId)
      : path === METRICS_PATH
        ? serveMetrics(services, req, res, requestId)
        : isReferencePath(path)
          ? serveReference(req, res, requestId, path)
          : rest(req, res, requestId, path, search);
  const failedUnhandled = (err: unknown, res: ServerResponse, requestId: string) => {
    services.log.error('unhandled request error', describeError(err));
    if (!res.headersSent) send(res, requestId, errorReply(toAppError(err), requestId));
    else res.destroy();
  };
  const server = createServer((req, res) => {
    const headerId = req.headers['x-request-id'];
    const requestId = typeof headerId === 'string' && /^[\w.:-]{1,64}$/.test(headerId) ? headerId : newId('req_');
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = normalizePath(q === -1 ? url : url.slice(0, q));
    const search = q === -1 ? '' : url.slice(q + 1);
    if (isDashboardPath(path)) return dashboard(req, res, requestId, path);
    const { tracing } = services;
    // /verify needing nothing awaited is answered here (rest.verifyNow); traced requests keep their span.
    if (path === '/verify' && !tracing) {
      try {
        if (rest.verifyNow(req, res, requestId)) return;
      } catch (err) {
        failedUnhandled(err, res, requestId);
        return;
      }
    }
    const handled = tracing
      ? tracing.request(req.method ?? 'GET', req.headers, () => dispatch(req, res, requestId, path, search))
      : dispatch(req, res, requestId, path, search);
    handled.catch((err: unknown) => failedUnhandled(err, res, requestId));
  });
  const sockets = graphql.attachWebSocket(server);
  server.keepAliveTimeout = 65_000;
  return { server, sockets };
}

export async function startServer(config: Config, options: ServicesOptions & { timers?: boolean } = {}): Promise<RunningServer> {
  // The OpenTelemetry SDK is imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const tracing = options.tracing ?? (await startTracing(config));
  const handle = await createServices(config, { ...options, tracing, metrics: options.metrics ?? new Metrics() });
  scrapedGauges(handle.services);
  const { server, sockets } = createHttpServer(handle.services);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // DPDP deadlines must fire whether or not anyone asks (decisions §6).
  // Claims make a second scheduler harmless, but one per deployment is enough: of
  // `svc serve --workers N`'s workers only one runs it (src/server/cluster.ts).
  const scheduler = new TimerScheduler(handle.services);
  if (options.timers !== false) scheduler.start();
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    server,
    url: `http://${host}:${port}`,
    services: handle.services,
    close() {
      // Stop accepting; let in-flight requests and operations finish for up to
      // SHUTDOWN_DRAIN_MS; close WebSockets with 1001; then flush and disconnect.
      closing ??= (async () => {
        const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Keep-alive connections are closed as soon as their last response is out.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        server.closeIdleConnections();
        const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_DRAIN_MS);
        // Upgraded sockets hold server.close() open until they are gone.
        await sockets.close(SHUTDOWN_DRAIN_MS);
        await httpClosed;
        clearInterval(idle);
        clearTimeout(cut);
        await scheduler.stop();
        await handle.close();
      })();
      return closing;
    },
  };
}
