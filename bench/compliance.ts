/**
 * Compliance engine latency, in process:
 *
 *   npx tsx bench/compliance.ts
 */
import { pathToFileURL } from 'node:url';
import { checkCompliance, FRAMEWORK_CODES, type FrameworkCode } from '../src/core/compliance/index';
import { ms, table, timeIt } from './lib';

// A system description and privacy-notice mix, the typical input of the endpoint.
const PARAGRAPHS = [
  'Our lending app uses an AI model to score loan applications from salaried customers across India and the EU.',
  'We collect your name, phone number, email address, PAN and Aadhaar number, bank statements and device information.',
  'With your consent, we share credit reports with partner banks and use transaction history to personalise offers.',
  'A loan officer reviews every rejection, and applicants receive an explanation of the decision and can appeal it.',
  'Data is encrypted at rest and in transit, access is restricted by role, and every decision is written to an audit log.',
  'Customer data is stored in India; backups are replicated to Frankfurt under standard contractual clauses.',
  'You can withdraw consent, request access, correction or erasure, or contact our grievance officer at any time.',
  'The support chatbot tells users they are chatting with an AI assistant and answers in Hindi and English.',
  'We retain records for eight years as required by law and delete marketing data after twelve months.',
  'Bias audits across gender and regional groups run every quarter, and accuracy metrics are monitored in production.',
];

function textOf(bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += `${PARAGRAPHS[i % PARAGRAPHS.length]} `;
  return text.slice(0, bytes);
}

/** 100 KB made to trip slow paths: trigger words that never complete a phrase, negation
 * floods, long tokens and whitespace runs. */
function adversarialText(): string {
  const part = 20_000;
  return [
    'sell share transfer data personal without not never '.repeat(part / 52),
    'we do not '.repeat(part / 10),
    'a'.repeat(part),
    ' '.repeat(part / 2) + '\n\t'.repeat(part / 4),
    'Aadhaar 1234 5678 PAN ABCDE '.repeat(part / 28),
  ].join('');
}

const CONTEXT = { domain: 'finance', jurisdiction: 'India', data_types: ['financial', 'aadhaar'], decision_type: 'credit' };

function row(label: string, content: string, frameworks: readonly FrameworkCode[], iterations: number): string[] {
  const t = timeIt(() => checkCompliance({ content, frameworks, context: CONTEXT }), iterations, Math.min(100, iterations));
  return [label, ms(t.median), ms(t.p99), ms(t.cpuMedian)];
}

export async function run(): Promise<void> {
  const twoKb = textOf(2_000);
  const rows = [
    ...FRAMEWORK_CODES.map((code) => row(`2 KB, ${code}`, twoKb, [code], 1_000)),
    row('2 KB, all six frameworks', twoKb, FRAMEWORK_CODES, 1_000),
    row('100 KB description, all six', textOf(100_000), FRAMEWORK_CODES, 30),
    row('100 KB adversarial, all six', adversarialText(), FRAMEWORK_CODES, 30),
  ];
  console.log('\n### Compliance check (`checkCompliance`, with PII scan)\n');
  console.log(table(['input', 'median', 'p99', 'CPU median'], rows));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
