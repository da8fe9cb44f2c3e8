// Self and inclusive time per function of a `node --cpu-prof` profile, optionally per request:
//   node scripts/cpuprofile-summary.mjs <file.cpuprofile> [requests] [top] [last-seconds]
// With last-seconds, only the samples of the profile's last that many seconds count (the measured
// load, without start-up and warm-up); `requests` is then the requests sent in that window.
// How the hot path was profiled (docs/performance.md, Issue 16): `svc serve --workers 1` started
// with `node --cpu-prof --cpu-prof-dir=DIR bin/svc.js serve --workers 1`, driven by autocannon,
// stopped with SIGINT (the profile is written at exit). Profiles include start-up (module loading).
import { readFileSync } from 'node:fs';

const [file, requestsArg, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpuprofile-summary.mjs <file.cpuprofile> [requests] [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const requests = Number(requestsArg ?? 0);
const top = Number(topArg ?? 40);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// Sample weights are the time deltas (µs): the sampling interval stretches under load.
const weight = new Map();
const since = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= since) weight.set(id, (weight.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const label = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
const self = new Map();
const inclusive = new Map();
let total = 0;
for (const [id, us] of weight) {
  total += us;
  const name = label(byId.get(id));
  self.set(name, (self.get(name) ?? 0) + us);
  // A recursive function counts once per sample in its inclusive time.
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const n = label(byId.get(x));
    if (!seen.has(n)) inclusive.set(n, (inclusive.get(n) ?? 0) + us, seen.add(n));
  }
}
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const perRequest = requests ? `${(us / requests).toFixed(1).padStart(8)} µs/req` : '';
    console.log(`${((us / total) * 100).toFixed(1).padStart(6)}%${perRequest}  ${name}`);
  }
};
console.log(`${profile.samples.length} samples, ${(total / 1e6).toFixed(2)} s counted`);
show('self', self);
show('inclusive', inclusive);
