// CPU and wall time of one detectInjection call (1 KB e-mail, warm) by what happens between calls:
// nothing, a 1 ms or 10 ms sleep, a 10 ms busy spin. docs/performance.md (lat-p99): why CPU per
// request is higher at a low request rate. Usage: node --no-regexp-tier-up --import tsx scripts/cold-calls.ts
import { detectInjection } from '../src/core/injection';
import { ONE_KB, variant } from '../bench/lib';
const run = (i: number) => detectInjection(variant(ONE_KB, i), { context: 'user input' });
for (let i = 0; i < 2000; i++) run(i);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
for (let round = 0; round < 2; round++) for (const gap of [0, 10, -10, 1]) {
  let cpu = 0; const walls: number[] = [];
  for (let i = 0; i < 300; i++) {
    if (gap > 0) await sleep(gap); else if (gap < 0) { for (const t = performance.now(); performance.now() - t < -gap; ); }
    const c = process.cpuUsage(); const t = performance.now(); run(i); walls.push(performance.now() - t); const u = process.cpuUsage(c); cpu += u.user + u.system;
  }
  walls.sort((a, b) => a - b); console.log(`gap ${gap} ms: ${(cpu / 300).toFixed(0)} µs CPU per call, wall median ${(walls[150] * 1000).toFixed(0)} µs, min ${(walls[0] * 1000).toFixed(0)} µs`);
}
