// Shared benchmark plumbing: the service as a real child process, a bare
// node:http baseline, autocannon at a fixed concurrency, in-process timing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { V8_FLAGS } from '../src/server/v8-flags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SVC_ROOT: benchmark the service of another checkout (e.g. main) with this bench code.
const svcBin = path.join(process.env.BENCH_SVC_ROOT ?? root, 'bin', 'svc.js');
const binOf = (checkout?: string) => (checkout ? path.join(checkout, 'bin', 'svc.js') : svcBin);

/** Limits high enough that the benchmark measures the service, not the rate limiter. */
export const UNLIMITED_PLANS = JSON.stringify({ enterprise: { requestsPerMinute: 1e9, requestsPerDay: 1e9, monthlyCredits: 2e6 } });

/**
 * BENCH_PIN=1: the benchmarked server runs on CPU 0 and the load generator (fixedRateNet's own
 * process) on CPU 1, via `taskset` (util-linux). On a 2-core VM the two otherwise compete for the
 * same cores, and the scheduler can put the client on the server's core in the middle of a
 * request: the server waits for a time slice, the client counts that wait as latency. Pinned,
 * each has a core of its own (other processes on the machine still share both). The server then
 * has one core for everything it runs, its GC helper and worker threads included, and the scheduler
 * cannot move it off a core other processes are busy on: use it on an otherwise idle machine only
 * (docs/performance.md, lat-p99). Without taskset, a warning and no pinning.
 */
export const PIN = process.env.BENCH_PIN === '1';
let warnedNoTaskset = false;
function pinned(role: 'server' | 'client', argv: string[]): string[] {
  if (!PIN) return argv;
  const taskset = ['/usr/bin/taskset', '/bin/taskset'].find((f) => existsSync(f));
  if (!taskset) {
    if (!warnedNoTaskset) console.error('BENCH_PIN=1: taskset (util-linux) not found, not pinning');
    warnedNoTaskset = true;
    return argv;
  }
  return [taskset, '-c', role === 'server' ? '0' : '1', ...argv];
}

export interface BenchService {
  url: string;
  key: string;
  /** CPU time (user + system, ms) the service process has used so far; NaN where /proc is missing. */
  cpuMs(): number;
  /** With `probe`: the server's event-loop delay and GC pauses since the previous call (bench/server-probe.cjs). */
  probe?(): Promise<ServerProbe>;
  stop(): Promise<void>;
}

/** Less sensitive than requests/s to other load on a shared machine. With workers: the primary's and its children's. */
function processCpuMs(pid: number | undefined): number {
  const statOf = (p: string | number) => readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpuOf = (fields: string[]) => ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
  try {
    let total = cpuOf(statOf(pid!));
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = statOf(entry);
        if (Number(fields[1]) === pid) total += cpuOf(fields);
      } catch {
        // gone meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}

function run(args: string[], env: Record<string, string>, bin = svcBin): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...V8_FLAGS, bin, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`svc ${args.join(' ')} exited ${code}`))));
  });
}

export interface ServerProbe {
  /** Event-loop delay percentiles and maximum (ms): how late the probe's 10 ms timer ran (monitorEventLoopDelay). */
  p50: number;
  p99: number;
  max: number;
  /** GC pauses by kind (minor = scavenge, major = mark-compact): count, total and longest (ms). */
  gc: Record<string, { count: number; ms: number; maxMs: number }>;
  /** Resident set size at the end (MB). */
  rssMb: number;
}

const probeScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-probe.cjs');

/**
 * Starts `svc serve` (one process unless `workers`) on a fresh SQLite file with an enterprise key of
 * unlimited quota; `checkout` runs another checkout's service (scripts/bench-ab.ts: main vs a branch).
 * `nodeArgs` go before the script (e.g. `--trace-gc`); `probe` preloads bench/server-probe.cjs (one
 * worker only: it watches the process it runs in).
 */
export async function startService(extraEnv: Record<string, string> = {}, workers = 1, checkout?: string, opts: { nodeArgs?: string[]; probe?: boolean } = {}): Promise<BenchService> {
  const bin = binOf(checkout);
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-bench-'));
  const probeFile = path.join(dir, 'probe.json');
  const env = { DATABASE_URL: `file:${path.join(dir, 'svc.db')}`, SVC_PLANS: UNLIMITED_PLANS, SVC_LOG: 'error', PORT: '0', ...extraEnv };
  await run(['migrate'], env, bin);
  const { key } = JSON.parse(await run(['keys', 'create', '--app', 'bench', '--plan', 'enterprise', '--name', 'bench', '--json'], env, bin));
  const nodeArgs = [...V8_FLAGS, ...(opts.nodeArgs ?? []), ...(opts.probe ? ['--require', probeScript] : [])];
  const [cmd, ...cmdArgs] = pinned('server', [process.execPath, ...nodeArgs, bin, 'serve', '--workers', String(workers)]);
  const child: ChildProcess = spawn(cmd, cmdArgs, {
    env: { ...process.env, ...env, ...(opts.probe ? { BENCH_PROBE_FILE: probeFile } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // BENCH_SERVER_LOG=file: keep the server's stdout (e.g. `--trace-gc` lines) there.
  if (process.env.BENCH_SERVER_LOG) child.stdout!.pipe(createWriteStream(process.env.BENCH_SERVER_LOG));
  let probeSeq = 0;
  const probe = async (): Promise<ServerProbe> => {
    const want = ++probeSeq;
    child.kill('SIGUSR2');
    for (let waited = 0; ; waited += 20) {
      if (waited > 10_000) throw new Error('server probe: no answer to SIGUSR2 within 10 s');
      await new Promise((r) => setTimeout(r, 20));
      try {
        const snap = JSON.parse(readFileSync(probeFile, 'utf8'));
        if (snap.seq === want) return snap;
      } catch {
        // not written yet (or being written)
      }
    }
  };
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`svc serve exited ${code}`)));
  });
  return {
    url,
    key,
    cpuMs: () => processCpuMs(child.pid),
    ...(opts.probe ? { probe } : {}),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A bare node:http server answering every request with a fixed JSON body: the ceiling. With
 * `burnMs`, it first spins the CPU that long per request, like a handler doing that much work.
 */
export async function startBareServer(body: unknown, burnMs = 0): Promise<{ url: string; cpuMs(): number; stop(): Promise<void> }> {
  // Run it in its own process so it does not share the event loop with the load generator.
  const code = `
    const http = require('node:http');
    const payload = ${JSON.stringify(JSON.stringify(body))};
    const burnMs = ${Number(burnMs)};
    const s = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        for (const until = performance.now() + burnMs; performance.now() < until; );
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload) });
        res.end(payload);
      });
    });
    s.keepAliveTimeout = 65000;
    s.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + s.address().port));
  `;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (d) => {
      const m = /listening on (http:\/\/\S+)/.exec(String(d));
      if (m) resolve(m[1]);
    });
  });
  return { url, cpuMs: () => processCpuMs(child.pid), stop: () => new Promise((r) => (child.once('exit', () => r()), child.kill())) };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests completed (when known). */
  total?: number;
}

export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** A body per request (n counts from 1), instead of one `body` for all. */
  bodyFor?: (n: number) => unknown;
  connections?: number;
  seconds?: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
}): Promise<LoadResult> {
  let n = 0;
  const { bodyFor } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    ...(bodyFor ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyFor(++n)) }) }] } : {}),
    connections: options.connections ?? 50,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8) }),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export interface Timing {
  /** Wall time per call, in milliseconds. */
  median: number;
  p99: number;
  max: number;
  /** CPU time of this process per call: on a shared machine wall time also counts waiting for a core. */
  cpuMedian: number;
  cpuMean: number;
}

/**
 * A reference no body of this process has carried before, for "uncached" eval bodies. The eval
 * result cache keeps a text for ten minutes, and load()/fixedRateNet() call bodyFor from n = 1 on
 * every run: a body keyed by n alone repeats the warm-up's and the previous run's texts, so the
 * "uncached" runs were answered mostly from the cache (found 2026-11-29: the latency and GraphQL
 * eval rows before that date measured cache hits, not scoring).
 */
export const freshRef = (() => {
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  let seq = 0;
  return (): string => `${run}-${++seq}`;
})();

/**
 * Sixteen versions of a text (0–15 trailing spaces), by call or request number. Real traffic does
 * not send one text twice in a row, and the injection detector keeps what it computed for the
 * last text it saw (so that a tool result checked for injection and then scored is analysed once):
 * timing the same text over and over would time that reuse. Through HTTP, with 50 requests in
 * flight, two consecutive ones are the same version one time in sixteen.
 */
export const variant = (text: string, i: number): string => text + ' '.repeat(i % 16);

/** Every string in a JSON value as `variant` makes it for number `i`. */
export function varied<T>(value: T, i: number): T {
  if (typeof value === 'string') return variant(value, i) as T;
  if (Array.isArray(value)) return value.map((v) => varied(v, i)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, varied(v, i)])) as T;
  return value;
}

/** Times a synchronous function, in process, after `warmup` untimed calls (JIT, caches); `fn` gets the call number. */
export function timeIt(fn: (i: number) => unknown, iterations = 2000, warmup = Math.min(200, iterations)): Timing {
  for (let i = 0; i < warmup; i++) fn(i);
  const wall = new Float64Array(iterations);
  const cpu = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    fn(warmup + i);
    wall[i] = performance.now() - t;
    const used = process.cpuUsage(c);
    cpu[i] = (used.user + used.system) / 1000;
  }
  const at = (sorted: Float64Array, p: number) => sorted[Math.min(iterations - 1, Math.floor(p * iterations))];
  const cpuMean = cpu.reduce((a, b) => a + b, 0) / iterations;
  wall.sort();
  cpu.sort();
  return { median: at(wall, 0.5), p99: at(wall, 0.99), max: wall[iterations - 1], cpuMedian: at(cpu, 0.5), cpuMean };
}

export const ms = (v: number) => `${v.toFixed(3)} ms`;

export function table(headers: string[], rows: (string | number)[][]): string {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export interface RateResult {
  /** Requests answered per second (the offered rate when the server keeps up). */
  achieved: number;
  p50: number;
  p99: number;
  p999: number;
  errors: number;
  /** Wall time of the run, from the first request due to the last answer. */
  seconds: number;
  /**
   * This (the client's) event loop's delay, p99 in ms (monitorEventLoopDelay, 10 ms timer, less the
   * 10 ms): an answer that arrives while the client is busy or descheduled is counted late by that much.
   */
  clientDelayP99: number;
}

/** A fixed-rate run (fixedRate, fixedRateNet): the request, its body by number, the rate and the run's length. */
export interface RateOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  bodyFor?: (n: number) => unknown;
  rate: number;
  /** Default BENCH_SECONDS, else 8. */
  seconds?: number;
}

/**
 * Open loop: requests leave at a fixed rate whether or not earlier ones were answered, and
 * each latency counts from when its request was due, not from when it could be sent (no
 * coordinated omission). autocannon's `overallRate` sends each second's quota as fast as it
 * can at the start of the second, which measures bursts, not a steady rate.
 */
export async function fixedRate(options: RateOptions): Promise<RateResult> {
  const { request, Agent } = await import('node:http');
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8);
  const total = Math.max(1, Math.round(options.rate * seconds));
  const interval = 1000 / options.rate;
  const latencies = new Float64Array(total);
  let sent = 0;
  let done = 0;
  let errors = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const fire = (n: number) => {
      const due = start + n * interval;
      const body = options.bodyFor ? JSON.stringify(options.bodyFor(n + 1)) : undefined;
      const req = request(options.url, { method: options.method ?? 'GET', agent, headers: { ...options.headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies[n] = performance.now() - due;
          if (++done === total) resolve();
        });
      });
      req.on('error', () => {
        errors++;
        latencies[n] = performance.now() - due;
        if (++done === total) resolve();
      });
      req.end(body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) fire(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - performance.now())));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  clientDelay.disable();
  agent.destroy();
  latencies.sort();
  const at = (p: number) => latencies[Math.min(total - 1, Math.floor(p * total))];
  return { achieved: Math.round(total / elapsed), p50: at(0.5), p99: at(0.99), p999: at(0.999), errors, seconds: elapsed, clientDelayP99: Math.max(0, clientDelay.percentile(99) / 1e6 - 10) };
}

export interface NetRateRunResult extends RateResult {
  max: number;
  /** Sockets the client opened. */
  sockets: number;
  /** The load generator's CPU per request (µs). */
  clientCpuPerReqUs: number;
}

/**
 * fixedRate's open loop with the cheap client of bench/rate-client.ts: every request's bytes built
 * before the run (bodyFor is called for all n first), raw keep-alive sockets, latency from when each
 * request was due. By default in a process of its own (pinned to CPU 1 with BENCH_PIN=1);
 * `inProcess` runs it on this event loop instead.
 */
export async function fixedRateNet(options: RateOptions & { inProcess?: boolean }): Promise<NetRateRunResult> {
  const { requestBytes, runNetRate } = await import('./rate-client');
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8);
  const total = Math.max(1, Math.round(options.rate * seconds));
  const u = new URL(options.url);
  const method = options.method ?? 'GET';
  const requests: Buffer[] = new Array(total);
  for (let n = 0; n < total; n++) {
    const body = options.bodyFor ? JSON.stringify(options.bodyFor(n + 1)) : undefined;
    requests[n] = requestBytes(method, u.host, u.pathname + u.search, options.headers ?? {}, body);
  }
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const port = Number(u.port || 80);
  if (options.inProcess) return runNetRate({ host, port, rate: options.rate, requests });
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-rate-'));
  try {
    const file = path.join(dir, 'requests.bin');
    const offsets = [0];
    for (const r of requests) offsets.push(offsets[offsets.length - 1] + r.length);
    writeFileSync(file, Buffer.concat(requests));
    const specFile = path.join(dir, 'spec.json');
    writeFileSync(specFile, JSON.stringify({ host, port, rate: options.rate, file, offsets }));
    const [cmd, ...args] = pinned('client', [process.execPath, ...V8_FLAGS, '--import', 'tsx', path.join(root, 'bench', 'rate-client.ts'), specFile]);
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`rate client exited ${code}`))));
    });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ordinary business e-mail of about 1 KB: the benign input of the HTTP benches. */
export const ONE_KB = (
  'Thanks for your message. Here is a summary of the quarterly report you asked for: revenue grew by 12 percent, ' +
  'mostly from new customers in the northern region, while costs stayed flat. The team recommends keeping the current ' +
  'pricing and investing in support staff before the holiday season. Please note that the figures are preliminary and ' +
  'will be confirmed by finance next week. If you have questions, reply to this email or book a slot in the shared calendar. ' +
  'We also reviewed the onboarding survey: most users found setup easy, but several asked for clearer documentation of the ' +
  'export feature and for a dark mode. Both are on the roadmap for the next quarter. Finally, the office will be closed on ' +
  'Friday for maintenance; remote work is encouraged. Best regards, the operations team.'
).slice(0, 1024);
