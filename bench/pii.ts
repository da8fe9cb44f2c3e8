/**
 * PII scan latency and throughput, in process:
 *
 *   npx tsx bench/pii.ts
 */
import { pathToFileURL } from 'node:url';
import { scanPii } from '../src/core/pii/index';
import { timeIt, type Timing } from './lib';

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

/** The same records as one JSON text (a tool's raw output), cut to `bytes`. */
export const jsonToolOutput = (bytes: number): string => JSON.stringify(jsonToolRecords(bytes)).slice(0, bytes);

/**
 * Scans rotate over eight copies that differ in their last characters, each a flat string of its
 * own: the same string again would let per-text memos (the special-category pass) answer for free.
 */
function measure(text: string, iterations: number): Timing & { mbPerSecond: number; cpuMbPerSecond: number } {
  const copies = Array.from({ length: 8 }, (_, k) => JSON.parse(JSON.stringify(`${text.slice(0, -1)}${k}`)) as string);
  const t = timeIt((i) => scanPii(copies[i % copies.length]), iterations, Math.min(50, iterations));
  return { ...t, mbPerSecond: text.length / 1e6 / (t.median / 1000), cpuMbPerSecond: text.length / 1e6 / (t.cpuMedian / 1000) };
}

export async function run(): Promise<void> {
  const rows = [
    { label: '1 KB English', ...measure(englishText(1_000), 2_000) },
    { label: '10 KB English', ...measure(englishText(10_000), 300) },
    { label: '10 KB English, PII in 4 of 14 sentences', ...measure(textOf([...SENTENCES, ...PII_SENTENCES], 10_000), 200) },
    { label: '10 KB JSON tool output', ...measure(jsonToolOutput(10_000), 300) },
    { label: '100 KB JSON tool output', ...measure(jsonToolOutput(100_000), 40) },
    { label: '100 KB adversarial', ...measure(adversarialText(), 30) },
  ];
  console.log('\n### PII scan (`scanPii`, all recognizers, default options)\n');
  console.log('Budgets (issue 14): ≥ 20 MB/s on English prose and JSON tool outputs; 100 KB adversarial ≤ 50 ms.\n');
  console.log('| input | median ms | p99 ms | MB/s (median) | CPU ms (median) | MB/s (CPU) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.median.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.mbPerSecond.toFixed(1)} | ${r.cpuMedian.toFixed(3)} | ${r.cpuMbPerSecond.toFixed(1)} |`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
