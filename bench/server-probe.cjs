// Preloaded into the benchmarked server (`node -r`, see startService's `probe`): the server's own
// view of its event loop, to tell its stalls from the load generator's (which shares the cores).
// On SIGUSR2 it writes what it saw since the previous SIGUSR2 to BENCH_PROBE_FILE, then starts over:
// event-loop delay (monitorEventLoopDelay: how late a 1 ms timer ran) and GC pauses by kind.
const { monitorEventLoopDelay, PerformanceObserver, constants } = require('node:perf_hooks');
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_PROBE_FILE;
// Each sample is the timer's whole interval: the delay is what exceeds RESOLUTION_MS. A 1 ms timer cost
// the idle server ~36 ms CPU a second (8 ms without it); 10 ms costs ~4.
const RESOLUTION_MS = 10;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const kinds = { [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb' };
  let gc = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const k = kinds[e.detail?.kind] ?? 'other';
      const g = (gc[k] ??= { count: 0, ms: 0, maxMs: 0 });
      g.count++;
      g.ms += e.duration;
      g.maxMs = Math.max(g.maxMs, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let seq = 0;
  process.on('SIGUSR2', () => {
    const late = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    const snapshot = { seq: ++seq, p50: late(delay.percentile(50)), p99: late(delay.percentile(99)), max: late(delay.max), gc, rssMb: process.memoryUsage().rss / 2 ** 20 };
    writeFileSync(file, JSON.stringify(snapshot));
    delay.reset();
    gc = {};
  });
}
