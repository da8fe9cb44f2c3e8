/**
 * Latency at a given load (open loop): the maximum throughput of each endpoint at 50
 * connections, then a fixed request rate of 25%, 50% and 75% of it (by default fixedRateNet in
 * lib.ts: bench/rate-client.ts in its own process; BENCH_CLIENT below), with p50/p99/p99.9 counted
 * from when each request was due, each after 3 s of settling at that rate. One worker (`--workers 1`);
 * BENCH_WORKERS=N runs the service with N workers instead.
 * With one worker, the server's own event-loop delay (p99 and max over the measured seconds) and its
 * GC pauses are printed beside p99 (bench/server-probe.cjs): a p99 well above the server's loop delay
 * was spent outside the server's event loop: in the load generator (its own loop delay is printed too:
 * it shares the two cores and counts an answer late by its own stalls) or in the OS.
 * BENCH_NODE_ARGS adds node options to the server (e.g. `--max-semi-space-size=32`); BENCH_ONLY=verify,injection
 * runs only the endpoints whose name contains one of those words.
 * Targets at 50% of max: p99 ≤ 5 ms for /verify and prompt-injection, ≤ 10 ms for eval and tool-result.
 * BENCH_LOAD picks what the shares are of: `max` (default, the wording: the closed-loop maximum
 * at 50 connections) or `core` (the CPU of the server's workers: offered rate = share × workers ÷ the
 * server's CPU per request measured in a 3 s run at 25% of max). At a fixed rate a request costs
 * 1.1–2.6× what it costs a saturated server (docs/performance.md, "Why 50% of max is not
 * half-loaded"), so 50% of max is 50–100% of a core; `core` gives the p99 at a planned utilisation.
 */
import { loadavg } from 'node:os';
import { fixedRate, fixedRateNet, freshRef, load, ONE_KB, PIN, startService, table, variant, type RateOptions, type RateResult } from './lib';

/**
 * BENCH_CLIENT picks the fixed-rate load generator: `net` (default: bench/rate-client.ts in its own
 * process, requests pre-built, raw keep-alive sockets), `net-inline` (the same on this event loop),
 * `http` (fixedRate: node:http, a body serialized when due, on this event loop: the client of the
 * figures before 2026-11-29), or `compare` (at 50% only: http, net, http, net on the same server,
 * one row each: the clients' A/B). BENCH_PIN=1 pins the server to CPU 0 and the `net` client to CPU 1.
 */
type Client = 'net' | 'net-inline' | 'http';
async function rateRun(client: Client, opts: RateOptions): Promise<RateResult & { clientCpuPerReqUs: number }> {
  if (client === 'http') {
    const c0 = process.cpuUsage();
    const r = await fixedRate(opts);
    const used = process.cpuUsage(c0);
    return { ...r, clientCpuPerReqUs: (used.user + used.system) / (r.achieved * r.seconds) };
  }
  return fixedRateNet({ ...opts, inProcess: client === 'net-inline' });
}

const TWO_KB = `${ONE_KB} ${ONE_KB}`.slice(0, 2048);

export async function run(): Promise<void> {
  const workers = Number(process.env.BENCH_WORKERS ?? 1);
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const svc = await startService({}, workers, undefined, { nodeArgs, probe: workers === 1 });
  const headers = { authorization: `Bearer ${svc.key}` };
  const cases: { name: string; path: string; bodyFor?: (n: number) => unknown; target: number }[] = [
    { name: 'POST /verify', path: '/verify', target: 5 },
    { name: 'POST /agent/prompt-injection, 1 KB', path: '/svc/v1/agent/prompt-injection', bodyFor: (n) => ({ text: variant(ONE_KB, n) }), target: 5 },
    // A text no earlier run of this process sent (freshRef), so the result cache never answers.
    { name: 'POST /svc/v1/eval, 1 KB uncached', path: '/svc/v1/eval', bodyFor: () => ({ content: `${ONE_KB} Ref ${freshRef()}.`, mode: 'basic' }), target: 10 },
    { name: 'POST /agent/tool-result, 2 KB text, 3 checks', path: '/svc/v1/agent/tool-result', bodyFor: (n) => ({ tool_name: 'get_customer', tool_result: { raw: variant(TWO_KB, n) } }), target: 10 },
  ];
  const only = process.env.BENCH_ONLY?.split(',');
  const mode = (process.env.BENCH_CLIENT ?? 'net') as Client | 'compare';
  const basis = process.env.BENCH_LOAD ?? 'max';
  if (!['max', 'core'].includes(basis)) throw new Error(`BENCH_LOAD=${basis}: max or core`);
  if (!['net', 'net-inline', 'http', 'compare'].includes(mode)) throw new Error(`BENCH_CLIENT=${mode}: net, net-inline, http or compare`);
  const rows: (string | number)[][] = [];
  try {
    for (const c of cases.filter((c) => !only || only.some((w) => c.name.includes(w)))) {
      const base = { url: svc.url + c.path, method: 'POST' as const, headers, bodyFor: c.bodyFor };
      await load({ ...base, seconds: 2 }); // warm-up
      const max = await load(base);
      if (max.errors || max.non2xx) throw new Error(`${c.name}: ${max.errors} errors, ${max.non2xx} non-2xx`);
      // The rate 100% stands for: the maximum, or the workers' CPU at the fixed-rate cost per request.
      let full = max.rps;
      if (basis === 'core') {
        const cpu0 = svc.cpuMs();
        const probe = await rateRun(mode === 'compare' ? 'net' : mode, { ...base, rate: Math.max(1, Math.round(max.rps * 0.25)), seconds: 3 });
        full = Math.round((workers * 1e6) / (((svc.cpuMs() - cpu0) * 1000) / (probe.achieved * probe.seconds)));
      }
      const plan: [number, Client][] = mode === 'compare' ? [[0.5, 'http'], [0.5, 'net'], [0.5, 'http'], [0.5, 'net']] : [0.25, 0.5, 0.75].map((s) => [s, mode]);
      for (const [i, [share, client]] of plan.entries()) {
        const rate = Math.max(1, Math.round(full * share));
        // Settle at this rate first: right after the 50-connection maximum (overload) the first
        // seconds carry its aftermath (p99 ×3–10 for tool-result), which is not the steady state.
        if (mode !== 'compare' || i === 0) await rateRun(client, { ...base, rate, seconds: 3 });
        await svc.probe?.(); // starts the server's count over
        const cpu0 = svc.cpuMs();
        const r = await rateRun(client, { ...base, rate });
        const loop = await svc.probe?.();
        // Server CPU per answered request: on a shared machine the steadier figure beside p99.
        const cpuPerReq = ((svc.cpuMs() - cpu0) * 1000) / (r.achieved * r.seconds);
        const verdict = share === 0.5 ? (r.p99 <= c.target ? ` ✔ (≤ ${c.target} ms)` : ` ✘ (> ${c.target} ms)`) : '';
        const gc = loop && Object.values(loop.gc).reduce((a, g) => ({ n: a.n + g.count, ms: a.ms + g.ms, max: Math.max(a.max, g.maxMs) }), { n: 0, ms: 0, max: 0 });
        const server = loop ? [`${loop.p99.toFixed(1)} / ${loop.max.toFixed(1)} ms`, `${gc!.n}, ${gc!.ms.toFixed(0)} ms, ${gc!.max.toFixed(1)} ms`] : ['–', '–'];
        rows.push([c.name, client, basis === 'core' ? `${max.rps} (CPU: ${full})` : max.rps, basis === 'core' ? `${share * 100}% of CPU` : `${share * 100}%`, r.achieved, `${r.p50.toFixed(2)} ms`, `${r.p99.toFixed(2)} ms${verdict}`, `${r.p999.toFixed(2)} ms`, ...server, `${r.clientDelayP99.toFixed(1)} ms`, `${Math.round(cpuPerReq)} µs`, `${Math.round(r.clientCpuPerReqUs)} µs`, r.errors]);
      }
    }
  } finally {
    await svc.stop();
  }
  console.log(`\n### Latency at a fixed request rate (open loop, ${workers} worker${workers === 1 ? '' : 's'}, SQLite)\n`);
  console.log(table(['endpoint', 'client', 'max req/s (50 conn.)', 'load', 'req/s offered→answered', 'p50', 'p99', 'p99.9', 'server loop delay p99 / max', 'server GC: pauses, total, longest', 'client loop delay p99', 'server CPU/req', 'client CPU/req', 'errors'], rows));
  console.log(`\nClient: BENCH_CLIENT=${mode}${PIN ? ', BENCH_PIN=1 (server on CPU 0, net client on CPU 1)' : ''}. Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(', ')}.`);
}
