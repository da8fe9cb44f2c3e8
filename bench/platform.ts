/**
 * Platform overhead through HTTP at 50 connections: authenticated POST /verify
 * and GET /health against a bare node:http server answering the same JSON.
 * Targets: /verify ≥ 50% of the bare server's requests/s, p99 < 5 ms.
 * Also the lightest metered call (prompt-injection, short text): what the credit
 * debit and its usage record (one transaction) add to authentication and rate limiting.
 * "server CPU/req" is the service process's CPU time per request: on a shared machine
 * it moves far less than requests/s with other load.
 */
import { load, type LoadResult, startBareServer, startService, table, variant } from './lib';

export async function run(): Promise<void> {
  const svc = await startService();
  const auth = { authorization: `Bearer ${svc.key}` };
  const verifyBody = (await (await fetch(`${svc.url}/verify`, { method: 'POST', headers: auth })).json()) as unknown;
  const healthBody = (await (await fetch(`${svc.url}/health`)).json()) as unknown;
  const bareVerify = await startBareServer(verifyBody);
  const bareHealth = await startBareServer(healthBody);
  try {
    // Warm both up (JIT, SQLite page cache) before measuring.
    await load({ url: `${svc.url}/verify`, method: 'POST', headers: auth, seconds: 2 });
    await load({ url: bareVerify.url, method: 'POST', seconds: 2 });
    /** A load on the service, with the service process's CPU time per request. */
    const measured = async (run: () => Promise<LoadResult>) => {
      const cpuBefore = svc.cpuMs();
      const r = await run();
      return { ...r, cpuPerRequest: `${Math.round(((svc.cpuMs() - cpuBefore) * 1000) / (r.total ?? NaN))} µs` };
    };
    const rows: (string | number)[][] = [];
    for (const [name, svcRun, bareRun] of [
      ['POST /verify (authenticated)', () => load({ url: `${svc.url}/verify`, method: 'POST', headers: auth }), () => load({ url: bareVerify.url, method: 'POST' })],
      ['GET /health', () => load({ url: `${svc.url}/health` }), () => load({ url: bareHealth.url })],
    ] as const) {
      const bare = await bareRun();
      const ours = await measured(svcRun);
      if (ours.errors || ours.non2xx) throw new Error(`${name}: ${ours.errors} errors, ${ours.non2xx} non-2xx`);
      rows.push([name, ours.rps, `${ours.p50} ms`, `${ours.p99} ms`, ours.cpuPerRequest, bare.rps, `${bare.p99} ms`, `${Math.round((ours.rps / bare.rps) * 100)}%`]);
    }
    const metered = { url: `${svc.url}/svc/v1/agent/prompt-injection`, method: 'POST' as const, headers: auth, bodyFor: (n: number) => ({ text: variant('What is the capital of France?', n) }) };
    await load({ ...metered, seconds: 2 });
    const paid = await measured(() => load(metered));
    if (paid.errors || paid.non2xx) throw new Error(`metered call: ${paid.errors} errors, ${paid.non2xx} non-2xx`);
    rows.push(['POST /svc/v1/agent/prompt-injection (metered, 0.5 credits)', paid.rps, `${paid.p50} ms`, `${paid.p99} ms`, paid.cpuPerRequest, '', '', '']);
    console.log('\n### Platform: service vs bare node:http (50 connections)\n');
    console.log(table(['endpoint', 'req/s', 'p50', 'p99', 'server CPU/req', 'bare req/s', 'bare p99', 'ratio'], rows));
  } finally {
    await Promise.all([svc.stop(), bareVerify.stop(), bareHealth.stop()]);
  }
}
