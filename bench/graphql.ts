/**
 * GraphQL over HTTP against its REST twin, side by side on one `svc serve --workers 1`:
 * the same operation, same inputs, same load (50 connections), alternating REST and
 * GraphQL runs. Reports requests/s, p99 and the service process's CPU time per request
 * (the steady figure on a shared machine). Target: GraphQL ≤ 1.2× REST.
 */
import { freshRef, load, type LoadResult, ONE_KB, startService, table, variant } from './lib';


export const INJECTION = `mutation($text: String!) { detectPromptInjection(text: $text) {
  injectionDetected riskScore riskLevel attackType attackTypes confidence: riskScore explanation recommendation evidence eventId evaluatedAt creditsConsumed } }`;
export const EVALUATE = `mutation($content: String!) { evaluate(content: $content, mode: "basic") {
  svcScore { score confidence summary } dimensionScores { dimension score confidence explanation issues } issues { dimension severity description }
  explanation fromCache mode metadata policyOutcome creditsConsumed } }`;

export async function run(): Promise<void> {
  const svc = await startService();
  const headers = { authorization: `Bearer ${svc.key}` };
  const pairs = [
    {
      name: 'prompt injection, 1 KB (`detectPromptInjection` / POST /agent/prompt-injection)',
      rest: { url: `${svc.url}/svc/v1/agent/prompt-injection`, bodyFor: (n: number) => ({ text: variant(ONE_KB, n) }) },
      graphql: { url: `${svc.url}/graphql`, bodyFor: (n: number) => ({ query: INJECTION, variables: { text: variant(ONE_KB, n) } }) },
    },
    {
      // Texts no earlier run sent (freshRef): the eval cache would answer repeats.
      name: 'eval, 1 KB uncached (`evaluate` / POST /svc/v1/eval)',
      rest: { url: `${svc.url}/svc/v1/eval`, bodyFor: () => ({ content: `${ONE_KB} Ref ${freshRef()}.`, mode: 'basic' }) },
      graphql: { url: `${svc.url}/graphql`, bodyFor: () => ({ query: EVALUATE, variables: { content: `${ONE_KB} Ref ${freshRef()}.` } }) },
    },
  ];
  const measured = async (target: { url: string; bodyFor: (n: number) => unknown }, seconds?: number) => {
    const before = svc.cpuMs();
    const r: LoadResult = await load({ ...target, method: 'POST', headers, seconds });
    if (r.errors || r.non2xx) throw new Error(`${target.url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
    return { ...r, cpuUs: ((svc.cpuMs() - before) * 1000) / (r.total ?? NaN) };
  };
  const rows: (string | number)[][] = [];
  try {
    for (const p of pairs) {
      await measured(p.rest, 2); // warm-up
      await measured(p.graphql, 2);
      // Two rounds, alternating, so that a change in the machine's load hits both.
      const rest = [await measured(p.rest), undefined as undefined | Awaited<ReturnType<typeof measured>>];
      const gql = [await measured(p.graphql)];
      rest[1] = await measured(p.rest);
      gql.push(await measured(p.graphql));
      const avg = (xs: { rps: number; p99: number; cpuUs: number }[], k: 'rps' | 'p99' | 'cpuUs') => xs.reduce((a, x) => a + x[k], 0) / xs.length;
      const r = rest as { rps: number; p99: number; cpuUs: number }[];
      const rps = [avg(r, 'rps'), avg(gql, 'rps')];
      const p99 = [avg(r, 'p99'), avg(gql, 'p99')];
      const cpu = [avg(r, 'cpuUs'), avg(gql, 'cpuUs')];
      rows.push([p.name, Math.round(rps[0]), Math.round(rps[1]), `${(rps[0] / rps[1]).toFixed(2)}×`, `${p99[0]} ms`, `${p99[1]} ms`, `${(p99[1] / p99[0]).toFixed(2)}×`, `${Math.round(cpu[0])} µs`, `${Math.round(cpu[1])} µs`, `${(cpu[1] / cpu[0]).toFixed(2)}×`]);
    }
  } finally {
    await svc.stop();
  }
  console.log('\n### GraphQL over HTTP vs its REST twin (50 connections, 1 worker, two alternating rounds each)\n');
  console.log(table(['operation', 'REST req/s', 'GraphQL req/s', 'cost (REST/GraphQL req/s)', 'REST p99', 'GraphQL p99', 'p99 ratio', 'REST CPU/req', 'GraphQL CPU/req', 'CPU ratio'], rows));
}
