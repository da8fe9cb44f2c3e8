/**
 * What 50 connections do to latency when every request costs CPU, with none of our code
 * involved: a bare node:http server that spins a fixed time per request. Compare its p50/p99
 * with those of the endpoints doing the same work (eval, tool-call, tool-result): with 50
 * requests always in flight on one event loop, p50 is about 50 × the work, and the p99 of a
 * saturated node:http server runs to seconds. docs/performance.md discusses it.
 *
 *   npm run bench -- saturation
 */
import { pathToFileURL } from 'node:url';
import { load, startBareServer, table } from './lib';

const WORK_MS = [0.1, 0.6, 1.5, 4];
// About the size of a tool-result or eval body, so the request parsing matches too.
const BODY = { content: 'x'.repeat(2_000) };

export async function run(): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const burn of WORK_MS) {
    const bare = await startBareServer({ ok: true }, burn);
    try {
      await load({ url: bare.url, method: 'POST', body: BODY, seconds: 1 });
      for (const connections of [50, 1]) {
        const r = await load({ url: bare.url, method: 'POST', body: BODY, connections });
        rows.push([`${burn} ms`, connections, r.rps, `${r.p50} ms`, `${r.p99} ms`]);
      }
    } finally {
      await bare.stop();
    }
  }
  console.log('\n### Saturation: bare node:http spinning a fixed CPU time per request\n');
  console.log(table(['work per request', 'connections', 'req/s', 'p50', 'p99'], rows));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
