// Server CPU per request of prompt injection (1 KB) and tool-result (2 KB) at a low and a high fixed
// rate, alternating on one server (fixedRateNet, 4 s rounds), then the idle server's CPU a second.
// docs/performance.md (lat-p99). Usage: node --no-regexp-tier-up --import tsx scripts/cpu-by-rate.ts
// (PLAN=inj:100,inj:1000,tool:40,tool:250 by default).
import { fixedRateNet, ONE_KB, startService, variant } from '../bench/lib';
const TWO_KB = `${ONE_KB} ${ONE_KB}`.slice(0, 2048);
const svc = await startService({}, 1, undefined, {});
const headers = { authorization: `Bearer ${svc.key}` };
const cases = {
  inj: { url: svc.url + '/svc/v1/agent/prompt-injection', method: 'POST' as const, headers, bodyFor: (n: number) => ({ text: variant(ONE_KB, n) }) },
  tool: { url: svc.url + '/svc/v1/agent/tool-result', method: 'POST' as const, headers, bodyFor: (n: number) => ({ tool_name: 'get_customer', tool_result: { raw: variant(TWO_KB, n) } }) },
};
const plan = (process.env.PLAN ?? 'inj:100,inj:1000,tool:40,tool:250').split(',');
for (const [k, r] of plan.map((p) => p.split(':'))) await fixedRateNet({ ...cases[k as 'inj'], rate: Number(r), seconds: 2 });
for (let round = 0; round < 2; round++) for (const [k, r] of plan.map((p) => p.split(':'))) {
  const c0 = svc.cpuMs();
  const res = await fixedRateNet({ ...cases[k as 'inj'], rate: Number(r), seconds: 4 });
  console.log(k, r, `answered ${res.achieved}/s`, `server cpu/req ${(((svc.cpuMs() - c0) * 1000) / (res.achieved * res.seconds)).toFixed(0)} µs`, `p50 ${res.p50.toFixed(2)} p99 ${res.p99.toFixed(2)}`);
}
const c0 = svc.cpuMs(); await new Promise((r) => setTimeout(r, 4000)); console.log(`idle server: ${((svc.cpuMs() - c0) / 4).toFixed(1)} ms CPU per s`);
await svc.stop();
