/**
 * evaluateText CPU time, one checkout against another, on a shared machine: two persistent
 * processes (one per checkout) run alternating rounds of the same inputs, and each reports its own
 * CPU time per call. Medians of the rounds and the median of the per-round ratios are printed;
 * the ratio is the steadier figure when the load moves. Each checkout needs its node_modules.
 *
 *   git archive main | tar -x -C /tmp/base && ln -s $PWD/node_modules /tmp/base/node_modules
 *   node --no-regexp-tier-up --import tsx bench/scoring-ab.ts /tmp/base . 30 1k:300 10k:30 adv:3
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Job = { which: string; n: number };

async function child(root: string): Promise<void> {
  const { evaluateText } = await import(pathToFileURL(resolve(root, 'src/core/scoring/index.ts')).href);
  const { adversarialText, answerText } = await import(pathToFileURL(resolve(root, 'bench/scoring.ts')).href);
  const { variant } = await import(pathToFileURL(resolve(root, 'bench/lib.ts')).href);
  const texts: Record<string, string> = { '1k': answerText(1_000), '10k': answerText(10_000), adv: adversarialText() };
  for (const text of Object.values(texts)) for (let i = 0; i < 30; i++) evaluateText({ content: variant(text, i), depth: 'basic' });
  process.on('message', ({ which, n }: Job) => {
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) evaluateText({ content: variant(texts[which], i), depth: 'basic' });
    const used = process.cpuUsage(before);
    process.send!((used.user + used.system) / 1000 / n);
  });
  process.send!('ready');
}

async function parent(roots: string[], rounds: number, jobs: Job[]): Promise<void> {
  const kids = roots.map((root) => fork(import.meta.filename, ['--child', root], { cwd: root, execArgv: process.execArgv }));
  await Promise.all(kids.map((k) => new Promise((r) => k.once('message', r))));
  const ask = (k: number, job: Job) => new Promise<number>((r) => { kids[k].once('message', (ms) => r(ms as number)); kids[k].send(job); });
  const ms = jobs.map(() => roots.map((): number[] => []));
  for (let round = 0; round < rounds; round++) {
    for (const [j, job] of jobs.entries()) for (const k of round % 2 ? [1, 0] : [0, 1]) ms[j][k].push(await ask(k, job));
  }
  kids.forEach((k) => k.kill());
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
  for (const [j, job] of jobs.entries()) {
    const [a, b] = ms[j];
    const ratio = median(a.map((x, i) => b[i] / x));
    console.log(`${job.which}: ${median(a).toFixed(3)} -> ${median(b).toFixed(3)} ms CPU per call (medians of ${rounds} rounds), per-round ratio ${ratio.toFixed(3)}; load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') await child(args[1]);
else await parent([args[0], args[1]], Number(args[2] ?? 20), (args.length > 3 ? args.slice(3) : ['1k:300', '10k:30', 'adv:3']).map((s) => ({ which: s.split(':')[0], n: Number(s.split(':')[1]) })));
