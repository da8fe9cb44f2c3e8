/**
 * PII scan latency and throughput, in process:
 *
 *   npx tsx bench/pii.ts
 */
import { pathToFileURL } from 'node:url';
import { scanPii } from '../src/core/pii/index';
import { scanJsonTextPii } from '../src/core/agent/json-text-pii';
import { segmentsOf } from '../src/core/agent/tool-result';
import { ValueScanner } from '../src/core/agent/value-scan';
import { timeIt } from './lib';

// Ordinary support-desk English: mostly prose, some numbers and dates, occasional PII.
export const SENTENCES = [
  'Thanks for reaching out about your order, we have looked into the delay and the package left our warehouse on Tuesday.',
  'The quarterly report shows revenue grew by 12 percent in 2023, driven mostly by new customers in the northern region.',
  'Please remember that the meeting has moved to the third floor conference room and starts at 10:30 sharp.',
  'Our team reviewed the proposal and we think the second option offers better value over the next three years.',
  'If the problem persists after restarting the router, contact support and mention ticket 48213 so we can help faster.',
  'The new policy applies to all employees from the first of March and replaces the guidelines issued last year.',
  'You can reach Priya Sharma at priya.sharma@example.com if you have questions about the training schedule.',
  'We shipped 250 units last month and expect demand to stay roughly the same through the summer season.',
  'The software update fixes several bugs, improves battery life and adds support for two more languages.',
  'Customer feedback has been positive overall, although a few people found the checkout process confusing.',
];

// Sentences that wake every recognizer: digit runs, letters next to digits, names, addresses.
export const PII_SENTENCES = [
  'Call Rahul Verma on +91 98765 43210 or mail rahul.verma@example.in before Friday.',
  'My Aadhaar is 2341 2341 2346, PAN ACUPA7085R, and the refund goes to IFSC HDFC0002854.',
  'Ship it to 221 Baker Street, London NW1 6XE; card 4111 1111 1111 1111 expires 08/27.',
  'Account number: 123456789012, GSTIN 27AAPFU0939F1ZV, UPI ramesh@okaxis, car KA01AB1234.',
];

export function textOf(sentences: readonly string[], bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += `${sentences[(i * 7) % sentences.length]} `;
  return text.slice(0, bytes);
}

export const englishText = (bytes: number): string => textOf(SENTENCES, bytes);

/** 100 KB built to trip slow patterns: digit runs, '@' floods, long spaces, spaced digits, capitals. */
export function adversarialText(): string {
  const part = 20_000;
  return [
    '9'.repeat(part),
    '@'.repeat(part / 2) + 'a@'.repeat(part / 4),
    ' '.repeat(part / 2) + '1 '.repeat(part / 4),
    'ABCDE1234'.repeat(part / 9),
    'Aa '.repeat(part / 6) + 'Mr '.repeat(part / 6),
  ].join('');
}

/** A tool's structured result: customer records with contact details, ids, amounts and timestamps, about `bytes` as JSON. */
export function jsonToolRecords(bytes: number): unknown[] {
  const rows: unknown[] = [];
  for (let i = 0; JSON.stringify(rows).length < bytes; i++) {
    rows.push({
      id: 100_000 + i,
      order_id: `ORD-${2_024_000 + i * 7}`,
      customer: { name: ['Priya Sharma', 'John Smith', 'Anita Rao', 'Lukas Becker'][i % 4], email: `user${i}@example.com` },
      phone: i % 3 === 0 ? `+91 98765 ${String(43_210 + i).slice(-5)}` : null,
      amount: 1234.5 + i,
      currency: 'INR',
      created_at: `2025-0${1 + (i % 9)}-1${i % 10}T10:3${i % 10}:00Z`,
      status: ['shipped', 'pending', 'delivered'][i % 3],
      note: i % 5 === 0 ? 'Customer asked to deliver after 6 pm, gate code at the front desk.' : '',
    });
  }
  return rows;
}

/** The same records as one JSON text cut to `bytes` (no longer valid JSON: read as plain text). */
export const jsonToolOutput = (bytes: number): string => JSON.stringify(jsonToolRecords(bytes)).slice(0, bytes);

/**
 * The texts of a structured result with their keys, from the tool-result scan's own segmenting
 * (`segmentsOf`): what it passes to `scanPii(text, { field: key })` value by value.
 */
export function jsonValues(records: unknown[]): { text: string; field: string | null }[] {
  return segmentsOf(undefined, records, true).map((s) => ({ text: s.text, field: s.field }));
}

interface Row {
  label: string;
  /** Wall clock of one unit (a scan, or a whole result value by value): median and p99. */
  median: number;
  p99: number;
  /** CPU ms per unit, the median over batches of units of at least BATCH_MS each: fixed per-call costs and GC included. */
  cpu: number;
  bytes: number;
}

const BATCH_MS = 20;

function measureUnit(label: string, bytes: number, unit: (i: number) => void, iterations: number): Row {
  const t = timeIt(unit, iterations, Math.min(50, iterations));
  const perBatch = Math.max(1, Math.ceil(BATCH_MS / t.median));
  const batches: number[] = [];
  for (let b = 0, i = 0; b < 9; b++) {
    const c = process.cpuUsage();
    for (let k = 0; k < perBatch; k++) unit(i++);
    const used = process.cpuUsage(c);
    batches.push((used.user + used.system) / 1000 / perBatch);
  }
  batches.sort((a, b) => a - b);
  return { label, median: t.median, p99: t.p99, cpu: batches[4], bytes };
}

/**
 * Scans rotate over eight copies that differ in their last characters, each a flat string of its
 * own: the same string again would let per-text memos (the special-category pass) answer for free.
 */
function measure(label: string, text: string, iterations: number): Row {
  const copies = Array.from({ length: 8 }, (_, k) => JSON.parse(JSON.stringify(`${text.slice(0, -1)}${k}`)) as string);
  return measureUnit(label, text.length, (i) => scanPii(copies[i % copies.length]), iterations);
}

/**
 * A tool's raw output that is JSON text (what MCP clients send): the tool-result scan reads it
 * value by value (`scanJsonTextPii`), findings at their offsets in the text.
 */
function measureRawJson(label: string, bytes: number, iterations: number): Row {
  const text = JSON.stringify(jsonToolRecords(bytes));
  const copies = Array.from({ length: 8 }, (_, k) => JSON.parse(JSON.stringify(`${text.slice(0, -1)},${k}]`)) as string);
  if (scanJsonTextPii(copies[0]!) === null) throw new Error('the raw JSON bench text does not parse');
  return measureUnit(label, text.length, (i) => scanJsonTextPii(copies[i % copies.length]!), iterations);
}

/**
 * A structured result scanned the way the tool-result scan does (`findInSegment` with the pii
 * check and no policy phone regions): value by value through a `ValueScanner`, field names as context.
 */
function measureValues(label: string, bytes: number, iterations: number): Row {
  const records = jsonToolRecords(bytes);
  const values = jsonValues(records);
  const size = JSON.stringify(records).length;
  return measureUnit(`${label} (${values.length} values)`, size, () => {
    // One scanner per result, as the tool-result scan makes one per request.
    const scanner = new ValueScanner({});
    for (const v of values) scanner.scan(v.text, v.field);
  }, iterations);
}

export async function run(): Promise<void> {
  const rows = [
    measure('1 KB English', englishText(1_000), 2_000),
    measure('10 KB English', englishText(10_000), 300),
    measure('10 KB English, PII in 4 of 14 sentences', textOf([...SENTENCES, ...PII_SENTENCES], 10_000), 200),
    measureRawJson('10 KB JSON tool output, raw JSON text (tool-result `raw`)', 10_000, 300),
    measureRawJson('50 KB JSON tool output, raw JSON text (tool-result `raw`, its limit)', 50_000, 60),
    measure('10 KB JSON cut short, as plain text (eval content, DPDP scan)', jsonToolOutput(10_000), 300),
    measure('100 KB JSON cut short, as plain text (eval content, DPDP scan)', jsonToolOutput(100_000), 40),
    measureValues('10 KB JSON tool output, value by value with field names', 10_000, 100),
    measureValues('100 KB JSON tool output, value by value with field names', 100_000, 20),
    measure('100 KB adversarial', adversarialText(), 30),
  ];
  console.log('\n### PII scan (`scanPii`, all recognizers, default options)\n');
  console.log('Budgets (issue 14): ≥ 20 MB/s on English prose and JSON tool outputs; 100 KB adversarial ≤ 50 ms.');
  console.log(`CPU: the median over 9 batches of at least ${BATCH_MS} ms of scans, per scan (per-call costs and GC included).\n`);
  console.log('| input | median ms | p99 ms | CPU ms | MB/s (CPU) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.median.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.cpu.toFixed(3)} | ${(r.bytes / 1e6 / (r.cpu / 1000)).toFixed(1)} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
