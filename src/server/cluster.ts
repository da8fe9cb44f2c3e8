// `svc serve [--workers N]`: one process (N = 1, what the tests start in process), or a
// node:cluster primary with N workers sharing the port. What stays exact across
// workers, and how (docs/decisions.md, "Workers"):
// - migrations and the evidence key file: done once, in the primary, before forking;
// - rate limits: Redis when configured, else one window table in the primary (ipc.ts);
// - credits, usage records, DPDP chain appends: the database (conditional UPDATEs,
//   BEGIN IMMEDIATE on SQLite, the chain head's row lock on PostgreSQL), as with
//   several instances;
// - pub/sub (subscriptions, revocation announcements): Redis, else relayed by the primary;
// - regulatory timers: worker 0 only (claims would make more harmless, but useless);
// - SIGTERM/SIGINT: every worker drains as a single process does; a worker that
//   dies otherwise is replaced.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createServices, startServer, SHUTDOWN_TIMEOUT_MS, type RunningServer } from '../app';
import { ConfigError, type Config } from '../config';
import { dpdp } from '../services/dpdp/runtime';
import { withV8Flags } from './v8-flags';
import { answerMetricsRequests, clusterMetrics, IpcPubSub, IpcRateLimiter, PrimaryHub, type Channel, type ToPrimary, type ToWorker } from './ipc';

export interface ServeOptions {
  /** Processes serving requests (default: the machine's available parallelism). */
  workers?: number;
  out?: (line: string) => void;
}

/** `--workers` as typed; undefined = one per CPU. */
export function parseWorkers(value: string | undefined): number {
  if (value === undefined) return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new ConfigError(`--workers must be an integer from 1 to 256 (got "${value}")`);
  return n;
}

/** How long a replaced worker waits before it is started again (a worker that crashes at once must not spin). */
const RESTART_DELAY_MS = 1000;

export async function serve(config: Config, options: ServeOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (cluster.isWorker) return runWorker(config);
  const workers = options.workers ?? availableParallelism();
  if (workers <= 1) return runSingle(config, out);
  return runPrimary(config, workers, out);
}

const describeDeployment = (config: Config) => `database: ${config.databaseUrl.startsWith('postgres') ? 'postgresql' : 'sqlite'}${config.redisUrl ? ', redis' : ''}`;

/** Resolves on the first SIGTERM/SIGINT (or `also`), after `close()`; exits 1 if that takes longer than SHUTDOWN_TIMEOUT_MS. */
function untilStopped(close: () => Promise<unknown>, also?: (stop: () => void) => void, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        process.stderr.write(`svc: shutdown did not finish within ${timeoutMs / 1000} s; exiting\n`);
        process.exit(1);
      }, timeoutMs).unref();
      void close().then(() => resolve());
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    also?.(stop);
  });
}

async function loadEvidenceKey(running: RunningServer) {
  // Loaded now: a key file that cannot be read or created fails the start, not the first emit.
  return dpdp(running.services)
    .evidenceKey()
    .catch(async (err: unknown) => {
      await running.close();
      throw err;
    });
}

async function runSingle(config: Config, out: (line: string) => void): Promise<number> {
  const running = await startServer(config);
  const key = await loadEvidenceKey(running);
  out(`evidence key ${key.keyId} (${key.source === 'file' ? config.evidenceKeyFile : 'in the database: run `svc evidence move-key`'})`);
  out(`svc-score-engine listening on ${running.url} (${describeDeployment(config)})`);
  await untilStopped(() => running.close());
  return 0;
}

async function runWorker(config: Config): Promise<number> {
  answerMetricsRequests();
  const channel = process as unknown as Channel;
  const index = Number(process.env.SVC_WORKER_INDEX ?? '0');
  const running = await startServer(config, {
    migrate: false,
    timers: index === 0,
    shared: () => ({ rateLimiter: new IpcRateLimiter(channel), pubsub: new IpcPubSub(channel) }),
  });
  await loadEvidenceKey(running);
  running.services.metrics.metrics = clusterMetrics(channel, running.services.metrics.registry);
  channel.send({ svc: 'listening', url: running.url });
  await untilStopped(
    () => running.close(),
    (stop) => {
      channel.on('message', (m: ToWorker) => m?.svc === 'shutdown' && stop());
      // An orphan (its primary was killed) drains and goes.
      process.once('disconnect', stop);
    },
  );
  if (process.connected) process.disconnect();
  return 0;
}

async function runPrimary(config: Config, count: number, out: (line: string) => void): Promise<number> {
  // Once, before any worker exists: migrations, and the evidence key file (created when missing).
  const handle = await createServices(config);
  let key;
  try {
    key = await dpdp(handle.services).evidenceKey();
  } finally {
    await handle.close();
  }
  out(`evidence key ${key.keyId} (${key.source === 'file' ? config.evidenceKeyFile : 'in the database: run `svc evidence move-key`'})`);

  const live = new Set<Worker>();
  /** Workers that have said they are listening: the others have nothing to drain. */
  const ready = new WeakSet<Worker>();
  const hub = new PrimaryHub(() => live);
  let stopping = false;
  let started = false;
  let listening = 0;
  let url = '';
  // Workers run with the serving V8 flags even when the primary was started without them.
  cluster.setupPrimary({ execArgv: withV8Flags(process.execArgv) });
  const allListening = new Promise<void>((resolve, reject) => {
    const fork = (index: number) => {
      const worker = cluster.fork({ SVC_WORKER_INDEX: String(index) });
      live.add(worker);
      hub.attach(worker);
      worker.on('message', (m: ToPrimary) => {
        if (m?.svc !== 'listening') return;
        ready.add(worker);
        url = m.url;
        if (!started && ++listening === count) {
          started = true;
          resolve();
        }
      });
      worker.on('exit', (code, signal) => {
        live.delete(worker);
        if (stopping) return;
        if (!started) return reject(new Error(`worker ${index} exited with ${signal ?? code} while starting`));
        process.stderr.write(`svc: worker ${index} (pid ${worker.process.pid}) exited with ${signal ?? code}; starting another\n`);
        setTimeout(() => !stopping && fork(index), RESTART_DELAY_MS).unref();
      });
    };
    for (let i = 0; i < count; i++) fork(i);
  });

  const codes: number[] = [];
  const stopAll = async () => {
    stopping = true;
    const exited = [...live].map(
      (w) =>
        new Promise<void>((done) => {
          if (w.isDead()) return done();
          const draining = ready.has(w);
          w.once('exit', (code) => {
            if (draining) codes.push(code ?? 1);
            done();
          });
          // One still starting (a replacement) holds no connections: it is stopped at once.
          if (!draining) w.process.kill('SIGKILL');
          else if (w.isConnected()) w.send({ svc: 'shutdown' } satisfies ToWorker);
          else w.kill('SIGTERM');
        }),
    );
    await Promise.all(exited);
  };
  try {
    await allListening;
  } catch (err) {
    await stopAll();
    throw err;
  }
  out(`svc-score-engine listening on ${url} (${describeDeployment(config)}, ${count} workers)`);
  // The workers cut themselves at SHUTDOWN_TIMEOUT_MS; the primary waits a little longer for their exit codes.
  await untilStopped(stopAll, undefined, SHUTDOWN_TIMEOUT_MS + 2000);
  return codes.every((c) => c === 0) ? 0 : 1;
}
