/**
 * CPU time per request, the figure that moves least with other load on a shared machine:
 * the server process's CPU (user + system, from /proc) over a fixed number of requests at
 * 50 connections, for the service (`--workers 1`) and a bare node:http server answering the
 * same JSON, in alternating rounds; the median round is reported. When the server is the
 * bottleneck, requests/s per core = 1 / CPU per request, so bare CPU ÷ service CPU is the
 * throughput ratio the platform section measures, without the load generator's noise.
 * BENCH_REQUESTS sets the requests per round (default 20,000), BENCH_ROUNDS the rounds (3).
 */
import { load, startBareServer, startService, table, variant } from './lib';

const ONE_KB = 'Thanks for your message. Here is a summary of the quarterly report you asked for: revenue grew by 12 percent. '.repeat(10).slice(0, 1024);

export async function run(): Promise<void> {
  const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const svc = await startService();
  const auth = { authorization: `Bearer ${svc.key}` };
  const verifyBody = await (await fetch(`${svc.url}/verify`, { method: 'POST', headers: auth })).json();
  const bare = await startBareServer(verifyBody);
  const cpuPer = async (server: { cpuMs(): number }, url: string, options: { headers?: Record<string, string>; bodyFor?: (n: number) => unknown } = {}) => {
    const before = server.cpuMs();
    const r = await load({ url, method: 'POST', ...options, amount: requests });
    if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
    return ((server.cpuMs() - before) * 1000) / requests;
  };
  const cases = [
    { name: 'bare node:http, same JSON', server: bare, url: bare.url, options: {} },
    { name: 'POST /verify (authenticated)', server: svc, url: `${svc.url}/verify`, options: { headers: auth } },
    { name: 'POST /svc/v1/agent/prompt-injection, short text (metered)', server: svc, url: `${svc.url}/svc/v1/agent/prompt-injection`, options: { headers: auth, bodyFor: (n: number) => ({ text: variant('What is the capital of France?', n) }) } },
    { name: 'POST /svc/v1/agent/prompt-injection, 1 KB (metered)', server: svc, url: `${svc.url}/svc/v1/agent/prompt-injection`, options: { headers: auth, bodyFor: (n: number) => ({ text: variant(ONE_KB, n) }) } },
  ];
  const samples = cases.map(() => [] as number[]);
  try {
    for (const c of cases) await load({ url: c.url, method: 'POST', ...c.options, seconds: 2 }); // warm-up
    for (let round = 0; round < rounds; round++) for (const [i, c] of cases.entries()) samples[i].push(await cpuPer(c.server, c.url, c.options));
  } finally {
    await Promise.all([svc.stop(), bare.stop()]);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const bareCpu = median(samples[0]);
  const rows = cases.map((c, i) => {
    const m = median(samples[i]);
    return [c.name, `${Math.round(m)} µs`, samples[i].map((x) => Math.round(x)).join(' / '), Math.round(1e6 / m), `${Math.round((bareCpu / m) * 100)}%`];
  });
  console.log(`\n### CPU time per request (server process, ${rounds} alternating rounds of ${requests} requests, 50 connections)\n`);
  console.log(table(['endpoint', 'CPU/req (median)', 'rounds', 'req/s per core', 'bare ÷ this'], rows));
}
