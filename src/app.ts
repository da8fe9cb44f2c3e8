// Wiring: configuration → stores → services → the HTTP server with its REST
// facade and GraphQL gateway. Both `svc serve` and the tests start from here.
import { createServer, type Server } from 'node:http';
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
import { newId } from './platform/ids';
import type { Services } from './services/context';
import { createRestHandler, errorReply, send } from './rest/handler';
import { normalizePath } from './rest/router';
import { createGraphqlHandler, GRAPHQL_PATH } from './graphql/handler';
import type { GraphqlSockets } from './graphql/websocket';
import { toAppError } from './platform/errors';
import { TimerScheduler } from './services/dpdp/scheduler';
import { closeAgent } from './services/agent';
import { closeScoring } from './services/scoring/runtime';
import { loadInjectionModel } from './services/injection-model';

export interface ServicesHandle {
  services: Services;
  close(): Promise<void>;
}

/** Opens the database (migrating it), Redis when configured, and the stores. */
export async function createServices(config: Config, options: { migrate?: boolean; logger?: Logger } = {}): Promise<ServicesHandle> {
  const log = options.logger ?? createLogger(config.log);
  // Before anything opens: a damaged model artefact stops the start with its reason.
  loadInjectionModel(config.injectionModelFile);
  if (options.migrate !== false) await migrate(config.databaseUrl);
  const db: Database = await openDatabase(config.databaseUrl);
  const redisClients: Redis[] = [];
  let rateLimiter: RateLimiter = new MemoryRateLimiter();
  let pubsub: PubSub = new MemoryPubSub();
  let redis: Redis | undefined;
  if (config.redisUrl) {
    const connect = (options: RedisOptions) => {
      const client = new Redis(config.redisUrl!, options);
      client.on('error', (err) => log.error('redis error', { error: err.message }));
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
  const usage = new UsageStore(db, config.usageFlushMs, (err) => log.error('usage flush failed', describeError(err)));
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
    now: () => new Date(),
  };
  return {
    services,
    async close() {
      // Flush buffered records before the connections go away.
      await usage.close();
      await closeAgent(services);
      await closeScoring(services);
      await pubsub.close();
      await rateLimiter.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
      await db.close();
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
  const server = createServer((req, res) => {
    const headerId = req.headers['x-request-id'];
    const requestId = typeof headerId === 'string' && /^[\w.:-]{1,64}$/.test(headerId) ? headerId : newId('req_');
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = normalizePath(q === -1 ? url : url.slice(0, q));
    const search = q === -1 ? '' : url.slice(q + 1);
    const handled = path === GRAPHQL_PATH ? graphql.handleHttp(req, res, requestId) : rest(req, res, requestId, path, search);
    handled.catch((err: unknown) => {
      services.log.error('unhandled request error', describeError(err));
      if (!res.headersSent) send(res, requestId, errorReply(toAppError(err), requestId));
      else res.destroy();
    });
  });
  const sockets = graphql.attachWebSocket(server);
  server.keepAliveTimeout = 65_000;
  return { server, sockets };
}

export async function startServer(config: Config, options: { logger?: Logger } = {}): Promise<RunningServer> {
  const handle = await createServices(config, options);
  const { server, sockets } = createHttpServer(handle.services);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // DPDP deadlines must fire whether or not anyone asks (decisions §6).
  const scheduler = new TimerScheduler(handle.services);
  scheduler.start();
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
