/**
 * Same-window A/B of the GraphQL ÷ REST CPU ratio on several checkouts, each its own
 * `svc serve --workers 1` on a fresh SQLite file:
 *   node --no-regexp-tier-up --import tsx scripts/bench-gql-ratio.ts <checkout> [<checkout> …]
 * Per case (eval: 1 KB uncached, `evaluate` vs POST /svc/v1/eval; inj: 1 KB, `detectPromptInjection`
 * vs POST /svc/v1/agent/prompt-injection), 1,000 warm-up requests each way on every server, then
 * ROUNDS rounds: every server (order alternating per round) answers NE (eval) or NI (injection)
 * REST and GraphQL requests at 50 connections (order alternating), CPU per request from /proc:
 * the whole process (user + system, all threads) and its main thread alone. Prints every round,
 * the median ratio and the median GraphQL − REST difference. Eval texts are never repeated.
 * Environment: ROUNDS (5), NE (2000), NI (4000). docs/performance.md, "GraphQL eval".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { load, ONE_KB, startService, variant, type BenchService } from '../bench/lib';
import { EVALUATE, INJECTION } from '../bench/graphql';

/** The `svc serve` processes this script started (to find a new server's pid). */
function servePids(): Set<string> {
  const pids = new Set<string>();
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const st = readFileSync(`/proc/${e}/stat`, 'utf8');
      if (Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[1]) === process.pid && readFileSync(`/proc/${e}/cmdline`, 'utf8').includes('serve')) pids.add(e);
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU time (ms) of a process's main thread (the event loop; not GC helpers or other threads). */
function mainThreadMs(pid: string): number {
  const st = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
}

const roots = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 5);
const NE = Number(process.env.NE ?? 2000), NI = Number(process.env.NI ?? 4000);
const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const pairs = {
  eval: { n: NE, rest: { path: '/svc/v1/eval', bodyFor: (n: number) => ({ content: `${ONE_KB} Ref ${tag}-r${n}.`, mode: 'basic' }) }, gql: { path: '/graphql', bodyFor: (n: number) => ({ query: EVALUATE, variables: { content: `${ONE_KB} Ref ${tag}-g${n}.` } }) } },
  inj: { n: NI, rest: { path: '/svc/v1/agent/prompt-injection', bodyFor: (n: number) => ({ text: variant(ONE_KB, n) }) }, gql: { path: '/graphql', bodyFor: (n: number) => ({ query: INJECTION, variables: { text: variant(ONE_KB, n) } }) } },
};
const la = () => loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`${new Date().toISOString()} load ${la()} rounds ${rounds} NE ${NE} NI ${NI}`);
roots.forEach((r, i) => console.log(`S${i} = ${r}`));
type Server = BenchService & { pid: string; mainLast: number };
const servers: Server[] = [];
for (const root of roots) {
  const before = servePids();
  const s = await startService({}, 1, root);
  servers.push({ ...s, pid: [...servePids()].find((p) => !before.has(p))!, mainLast: NaN });
}
let off = 0;
const cpuPer = async (s: Server, c: { path: string; bodyFor: (n: number) => unknown }, amount: number) => {
  const base = (off += amount);
  const before = s.cpuMs(); const mb = mainThreadMs(s.pid);
  const r = await load({ url: s.url + c.path, method: 'POST', headers: { authorization: `Bearer ${s.key}` }, bodyFor: (n) => c.bodyFor(base + n), amount });
  if (r.errors || r.non2xx) throw new Error(`${c.path}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  s.mainLast = ((mainThreadMs(s.pid) - mb) * 1000) / amount;
  return ((s.cpuMs() - before) * 1000) / amount;
};
const median = (xs: number[]) => { const s = [...xs].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
try {
  for (const [name, p] of Object.entries(pairs)) {
    for (const s of servers) { await cpuPer(s, p.rest, 1000); await cpuPer(s, p.gql, 1000); }
    const res = servers.map(() => ({ rest: [] as number[], gql: [] as number[], mrest: [] as number[], mgql: [] as number[] }));
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const i of order) {
        if ((r + i) % 2) { res[i].gql.push(await cpuPer(servers[i], p.gql, p.n)); res[i].mgql.push(servers[i].mainLast); res[i].rest.push(await cpuPer(servers[i], p.rest, p.n)); res[i].mrest.push(servers[i].mainLast); }
        else { res[i].rest.push(await cpuPer(servers[i], p.rest, p.n)); res[i].mrest.push(servers[i].mainLast); res[i].gql.push(await cpuPer(servers[i], p.gql, p.n)); res[i].mgql.push(servers[i].mainLast); }
      }
    }
    console.log(`\n${name} (load now ${la()}, ${new Date().toISOString()})`);
    res.forEach((x, i) => {
      const ratios = x.rest.map((v, j) => x.gql[j] / v);
      const diffs = x.rest.map((v, j) => x.gql[j] - v);
      console.log(`  S${i} REST ${x.rest.map((v) => v.toFixed(0)).join('/')} (med ${median(x.rest).toFixed(0)})  GQL ${x.gql.map((v) => v.toFixed(0)).join('/')} (med ${median(x.gql).toFixed(0)})`);
      const mr = x.mrest.map((v, j) => x.mgql[j] / v);
      console.log(`     main thread only: REST med ${median(x.mrest).toFixed(0)} GQL med ${median(x.mgql).toFixed(0)} ratio ${mr.map((v) => v.toFixed(2)).join(' / ')} median ${median(mr).toFixed(3)} diff ${median(x.mrest.map((v, j) => x.mgql[j] - v)).toFixed(0)} µs`);
      console.log(`     ratio ${ratios.map((v) => v.toFixed(2)).join(' / ')}  median ${median(ratios).toFixed(3)}  GQL−REST median ${median(diffs).toFixed(0)} µs`);
    });
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
