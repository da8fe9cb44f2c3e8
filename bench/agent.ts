/**
 * Agent guard latency: tool-call evaluation and tool-result scans (2 KB) in process, and
 * POST /svc/v1/agent/tool-call and /tool-result through HTTP at 50 connections.
 * Targets: ≤ 1 ms median in process; endpoint p99 < 10 ms at 50 connections. The prompt-injection
 * endpoint (microseconds of work) is measured alongside as the platform's floor for a metered call.
 *
 *   npm run bench -- agent      (BENCH_SECONDS sets the length of each HTTP run, default 8)
 */
import { pathToFileURL } from 'node:url';
import { evaluateToolCall, resolveTool, scanToolResult, type ResultCheck } from '../src/core/agent/index';
import { load, ms, startService, table, timeIt, varied, variant } from './lib';

/** A typical call: an e-mail with a short body (≈ 200 bytes of parameters). */
export const TYPICAL_CALL = {
  tool_name: 'send_email',
  tool_params: {
    to: 'alice@example.com',
    subject: 'Quarterly report',
    body: 'Hi Alice, attached is the quarterly report you asked for. Revenue grew 12 percent. Regards, Bob',
  },
};

const SENTENCES = [
  'Thanks for reaching out about your order, we have looked into the delay and the package left our warehouse on Tuesday.',
  'The quarterly report shows revenue grew by 12 percent in 2023, driven mostly by new customers in the northern region.',
  'Please remember that the meeting has moved to the third floor conference room and starts at 10:30 sharp.',
  'Our team reviewed the proposal and we think the second option offers better value over the next three years.',
  'Customer Rahul Verma can be reached at rahul.verma@example.in or +91 98765 43210 about ticket 48213.',
];

/** 2 KB of tool output: ordinary prose with some contact details in it. */
export function text2k(): string {
  let out = '';
  for (let i = 0; out.length < 2_000; i++) out += `${SENTENCES[(i * 3) % SENTENCES.length]} `;
  return out.slice(0, 2_000);
}

/** 2 KB of structured tool output: rows of a customer table. */
export function data2k(): unknown {
  const rows = [];
  for (let i = 0; JSON.stringify(rows).length < 1_900; i++) {
    rows.push({ id: 1000 + i, name: `Customer ${i}`, email: `customer${i}@example.com`, status: i % 3 ? 'active' : 'paused', note: 'Renewal due next month.' });
  }
  return { rows };
}

const ALL: ResultCheck[] = ['pii', 'prompt_injection', 'svc_score'];

function inProcess(): (string | number)[][] {
  // Sixteen versions of each input (see variant in lib.ts), built before timing.
  const versionsOf = <T>(value: T): T[] => Array.from({ length: 16 }, (_, i) => varied(value, i));
  const call = (toolName: string, params: Record<string, unknown>) => {
    const versions = versionsOf(params);
    return (i: number) => evaluateToolCall({ toolName, params: versions[i % 16]!, resolved: resolveTool(toolName, null) });
  };
  const result = (over: { raw?: string; data?: unknown; checks: ResultCheck[] }) => {
    const versions = versionsOf(over);
    return (i: number) => scanToolResult({ toolName: 'get_customer', category: 'user_record_read', ...versions[i % 16]!, checks: over.checks });
  };
  const rows: [string, (i: number) => unknown, number][] = [
    ['tool-call, typical e-mail (≈200 B)', call(TYPICAL_CALL.tool_name, TYPICAL_CALL.tool_params), 3_000],
    ['tool-call, shell `rm -rf /` (BLOCK)', call('execute_shell', { command: 'rm -rf /' }), 3_000],
    ['tool-call, 2 KB parameters', call('send_email', { to: 'alice@example.com', body: text2k() }), 1_000],
    ['tool-result, 2 KB text, 3 checks', result({ raw: text2k(), checks: ALL }), 1_000],
    ['tool-result, 2 KB text, pii + prompt_injection', result({ raw: text2k(), checks: ['pii', 'prompt_injection'] }), 1_000],
    ['tool-result, 2 KB JSON, 3 checks', result({ data: data2k(), checks: ALL }), 1_000],
    ['tool-result, 2 KB JSON, pii + prompt_injection', result({ data: data2k(), checks: ['pii', 'prompt_injection'] }), 1_000],
  ];
  return rows.map(([label, fn, iterations]) => {
    const t = timeIt(fn, iterations, Math.min(200, iterations / 5));
    return [label, ms(t.median), ms(t.p99), ms(t.cpuMean)];
  });
}

async function overHttp(): Promise<(string | number)[][]> {
  const svc = await startService();
  const headers = { authorization: `Bearer ${svc.key}` };
  // The texts of request n are variant n of the inputs (see variant in lib.ts); names stay as they are.
  const [raw, data] = [text2k(), data2k()];
  const bodies: [string, string, (n: number) => unknown][] = [
    // The lightest metered endpoint: what authentication, rate limiting and the credit debit cost alone.
    ['baseline: POST /agent/prompt-injection, short text', '/svc/v1/agent/prompt-injection', (n) => ({ text: variant('What is the capital of France?', n) })],
    ['POST /agent/tool-call, typical e-mail', '/svc/v1/agent/tool-call', (n) => ({ ...TYPICAL_CALL, tool_params: varied(TYPICAL_CALL.tool_params, n) })],
    ['POST /agent/tool-result, 2 KB text, 3 checks', '/svc/v1/agent/tool-result', (n) => ({ tool_name: 'get_customer', tool_result: { raw: variant(raw, n) } })],
    ['POST /agent/tool-result, 2 KB JSON, 3 checks', '/svc/v1/agent/tool-result', (n) => ({ tool_name: 'get_customer', tool_result: { data: varied(data, n) } })],
  ];
  try {
    const rows: (string | number)[][] = [];
    for (const [label, path, bodyFor] of bodies) {
      await load({ url: svc.url + path, method: 'POST', headers, bodyFor, seconds: 2 }); // warm-up (JIT, SQLite pages)
      const r = await load({ url: svc.url + path, method: 'POST', headers, bodyFor });
      if (r.errors || r.non2xx) throw new Error(`${label}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      rows.push([label, r.rps, `${r.p50} ms`, `${r.p99} ms`]);
    }
    return rows;
  } finally {
    await svc.stop();
  }
}

export async function run(): Promise<void> {
  console.log('\n### Agent guard in process (`evaluateToolCall`, `scanToolResult`)\n');
  console.log(table(['input', 'median', 'p99', 'mean CPU'], inProcess()));
  console.log('\n### Agent guard through HTTP (50 connections, SQLite)\n');
  console.log(table(['endpoint', 'req/s', 'p50', 'p99'], await overHttp()));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
