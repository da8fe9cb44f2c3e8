/**
 * POST /svc/v1/eval, basic mode: the service path in process (request parsing, policy,
 * local engine, response) and the endpoint through HTTP at 50 connections (and at 1,
 * where latency is the service time rather than queueing).
 *
 *   npx tsx bench/eval.ts            (or: npm run bench -- eval)
 *
 * Targets: ≤ 1 ms median on 1 KB in process; endpoint p99 < 10 ms.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { evaluateText } from '../src/core/scoring/index';
import { DEFAULT_POLICY } from '../src/services/policy';
import { applyPolicy, evalInput, evalResult, scoreLocally, type EvalOutput } from '../src/services/scoring/index';
import { load, ms, startService, table, timeIt, variant, type LoadResult } from './lib';
import { answerText } from './scoring';

/** Everything a request costs in process except the credit debit and HTTP: parse, policy, score, serialize. */
function servicePath(body: Record<string, unknown>): string {
  const request = evalInput.parse(body);
  const applied = applyPolicy(request.scoring, DEFAULT_POLICY, request.dpdp);
  const out: EvalOutput = {
    request,
    applied,
    scored: scoreLocally(request.content, applied.settings),
    fromCache: false,
    policy: DEFAULT_POLICY,
    requestId: 'req_bench',
    latencyMs: 0,
  };
  const result = evalResult(out);
  return JSON.stringify({ result, ...result, credits_consumed: 1 });
}

function inProcessRows(): (string | number)[][] {
  return [1_000, 10_000].flatMap((bytes) => {
    const content = answerText(bytes);
    const iterations = bytes > 1_000 ? 300 : 2_000;
    const engine = timeIt((i) => evaluateText({ content: variant(content, i) }), iterations, 50);
    const service = timeIt((i) => servicePath({ content: variant(content, i), mode: 'basic' }), iterations, 50);
    return [
      [`${bytes / 1000} KB, evaluateText`, ms(engine.median), ms(engine.p99)],
      [`${bytes / 1000} KB, service path`, ms(service.median), ms(service.p99)],
    ];
  });
}

/** Like lib's load(), with a unique body per request so the result cache never answers. */
async function loadUncached(url: string, headers: Record<string, string>, content: string, connections = 50): Promise<LoadResult> {
  // Unique across runs too: the cache lives for ten minutes.
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  let counter = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ content: `${content} Ref ${run}-${++counter}.`, mode: 'basic' }) }) }],
    connections,
    duration: Number(process.env.BENCH_SECONDS ?? 8),
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function httpRows(): Promise<(string | number)[][]> {
  const svc = await startService();
  const url = `${svc.url}/svc/v1/eval`;
  const auth = { authorization: `Bearer ${svc.key}` };
  const oneKb = answerText(1_000);
  try {
    await loadUncached(url, auth, oneKb); // warm-up: JIT, SQLite page cache
    const cached = (connections: number) => load({ url, method: 'POST', headers: auth, body: { content: oneKb, mode: 'basic' }, connections });
    const runs: [string, number, () => Promise<LoadResult>][] = [
      ['1 KB, uncached (every request scored and charged)', 50, () => loadUncached(url, auth, oneKb)],
      ['10 KB, uncached', 50, () => loadUncached(url, auth, answerText(9_900))],
      ['1 KB, cached (same body: cache hit, 0 credits)', 50, () => cached(50)],
      ['1 KB, uncached', 1, () => loadUncached(url, auth, oneKb, 1)],
      ['1 KB, cached', 1, () => cached(1)],
    ];
    const rows: (string | number)[][] = [];
    for (const [label, connections, runLoad] of runs) {
      const r = await runLoad();
      if (r.errors || r.non2xx) throw new Error(`${label}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      rows.push([label, connections, r.rps, `${r.p50} ms`, `${r.p99} ms`]);
    }
    return rows;
  } finally {
    await svc.stop();
  }
}

export async function run(): Promise<void> {
  console.log('\n### eval, basic mode, in process (all 8 dimensions)\n');
  console.log(table(['input', 'median', 'p99'], inProcessRows()));
  console.log('\n### POST /svc/v1/eval through HTTP (basic mode)\n');
  console.log(table(['request', 'connections', 'req/s', 'p50', 'p99'], await httpRows()));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
