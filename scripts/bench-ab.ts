/**
 * Same-window A/B of two checkouts' services, by server CPU per request (user + system, /proc):
 *   node --no-regexp-tier-up --import tsx scripts/bench-ab.ts <checkout A> <checkout B> [case …]
 * Each checkout runs `svc serve --workers 1` on its own fresh SQLite file; rounds alternate A, B
 * (and the bare node:http server for `verify`), so a change in the machine's load hits both.
 * Prints every round, the medians and the median of the per-round B ÷ A ratios, with the load
 * average before and after. Cases: verify, injection (REST, 1 KB), gql-injection, eval (REST,
 * 1 KB uncached), gql-eval. BENCH_REQUESTS (default 10,000) and BENCH_ROUNDS (5) size the run.
 */
import { loadavg } from 'node:os';
import { load, ONE_KB, startBareServer, startService, variant } from '../bench/lib';
import { EVALUATE, INJECTION } from '../bench/graphql';

const [rootA, rootB, ...wanted] = process.argv.slice(2);
if (!rootA || !rootB) {
  console.error('usage: scripts/bench-ab.ts <checkout A> <checkout B> [verify|injection|gql-injection|eval|gql-eval …]');
  process.exit(2);
}
const requests = Number(process.env.BENCH_REQUESTS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const cases: Record<string, { path: string; bodyFor?: (n: number) => unknown }> = {
  verify: { path: '/verify' },
  injection: { path: '/svc/v1/agent/prompt-injection', bodyFor: (n) => ({ text: variant(ONE_KB, n) }) },
  'gql-injection': { path: '/graphql', bodyFor: (n) => ({ query: INJECTION, variables: { text: variant(ONE_KB, n) } }) },
  // Unique texts: the eval cache would answer repeats (n runs on across rounds and servers).
  eval: { path: '/svc/v1/eval', bodyFor: (n) => ({ content: `${ONE_KB} Ref ${tag}-r${n}.`, mode: 'basic' }) },
  'gql-eval': { path: '/graphql', bodyFor: (n) => ({ query: EVALUATE, variables: { content: `${ONE_KB} Ref ${tag}-g${n}.` } }) },
};
const names = wanted.length ? wanted : ['verify'];
const load1 = () => loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`A = ${rootA}\nB = ${rootB}\n${requests} requests × ${rounds} rounds, load average ${load1()}`);

const a = await startService({}, 1, rootA);
const b = await startService({}, 1, rootB);
const bare = names.includes('verify') ? await startBareServer(await (await fetch(`${a.url}/verify`, { method: 'POST', headers: { authorization: `Bearer ${a.key}` } })).json()) : undefined;
let offset = 0;
const cpuPer = async (server: { cpuMs(): number }, url: string, key: string | undefined, bodyFor: ((n: number) => unknown) | undefined, amount: number) => {
  const base = (offset += amount);
  const before = server.cpuMs();
  const r = await load({ url, method: 'POST', headers: key ? { authorization: `Bearer ${key}` } : {}, bodyFor: bodyFor && ((n) => bodyFor(base + n)), amount });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return ((server.cpuMs() - before) * 1000) / amount;
};
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
try {
  for (const name of names) {
    const c = cases[name];
    if (!c) throw new Error(`unknown case ${name}`);
    const servers = [
      { label: 'A', s: a, url: a.url + c.path, key: a.key },
      { label: 'B', s: b, url: b.url + c.path, key: b.key },
      ...(name === 'verify' && bare ? [{ label: 'bare', s: bare, url: bare.url, key: undefined }] : []),
    ];
    for (const s of servers) await cpuPer(s.s, s.url, s.key, c.bodyFor, Math.min(requests, 3000)); // warm-up
    const samples = servers.map(() => [] as number[]);
    for (let r = 0; r < rounds; r++) for (const [i, s] of servers.entries()) samples[i].push(await cpuPer(s.s, s.url, s.key, c.bodyFor, requests));
    console.log(`\n${name} (load average now ${load1()})`);
    for (const [i, s] of servers.entries()) console.log(`  ${s.label.padEnd(5)} median ${median(samples[i]).toFixed(1)} µs   rounds ${samples[i].map((x) => x.toFixed(1)).join(' / ')}`);
    console.log(`  B ÷ A per round: median ${median(samples[1].map((x, i) => x / samples[0][i])).toFixed(3)}`);
    if (samples[2]) console.log(`  bare ÷ A ${((median(samples[2]) / median(samples[0])) * 100).toFixed(0)}%, bare ÷ B ${((median(samples[2]) / median(samples[1])) * 100).toFixed(0)}%`);
  }
} finally {
  await Promise.all([a.stop(), b.stop(), bare?.stop()]);
}
