/**
 * evaluateText latency, in process (all eight dimensions):
 *
 *   npx tsx bench/scoring.ts
 */
import { pathToFileURL } from 'node:url';
import type { Depth } from '../src/core/scoring/index';
import { timeIt, variant, type Timing } from './lib';

// Loading the engine loads the learned harm models (parsed and checked once, at import). The
// harm rules' module is imported first on its own: its time is the models' load (budget ≤ 1 s).
const loadStarted = performance.now();
const rssBefore = process.memoryUsage().rss;
await import('../src/core/scoring/rules/learned');
const harmLoad = { ms: performance.now() - loadStarted, mb: (process.memoryUsage().rss - rssBefore) / 2 ** 20 };
const { evaluateText } = await import('../src/core/scoring/index');
const load = { ms: performance.now() - loadStarted, mb: (process.memoryUsage().rss - rssBefore) / 2 ** 20 };

// A typical assistant answer: mostly clean prose with the odd statistic or loaded term.
const SENTENCES = [
  'Thanks for your question about improving the onboarding flow for new customers.',
  'Based on the feedback you shared, the biggest drop-off happens on the second screen, where people are asked for billing details.',
  'One option is to move billing to the end of the flow, after users have seen the value of the product.',
  'Teams that tried this reported roughly 15 percent higher completion rates, although results vary by audience.',
  'You could also add a short progress indicator so people know how many steps remain.',
  'If you keep a blacklist of disposable email domains, review it regularly so legitimate users are not blocked.',
  'I would suggest running an A/B test for two weeks before rolling the change out to everyone.',
  'Let me know if you would like a checklist for setting up the experiment and tracking the right metrics.',
];

export function answerText(bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++) {
    text += `${SENTENCES[i % SENTENCES.length]}${i % 4 === 3 ? '\n\n' : ' '}`;
  }
  return text.slice(0, bytes);
}

/** 100 KB built to trip slow patterns: long runs without spaces or punctuation, repeated group words, digits. */
export function adversarialText(): string {
  const part = 20_000;
  return [
    'a'.repeat(part),
    'all women are '.repeat(part / 14),
    '1'.repeat(part / 2) + '% '.repeat(part / 4),
    'you are a '.repeat(part / 10),
    '(Smith et al., '.repeat(part / 15),
  ].join('');
}

// Warm-up: timeIt's default (200 calls): with 50, the first row (1 KB basic) was still being
// optimized while measured and read ~10% slower than 1 KB deep, which does more (same process).
const measure = (text: string, depth: Depth, iterations: number): Timing =>
  timeIt((i) => evaluateText({ content: variant(text, i), depth }), iterations);

export async function run(): Promise<void> {
  const rows = [
    { label: '1 KB answer, basic', ...measure(answerText(1_000), 'basic', 2_000) },
    { label: '10 KB answer, basic', ...measure(answerText(10_000), 'basic', 300) },
    { label: '1 KB answer, deep', ...measure(answerText(1_000), 'deep', 1_000) },
    { label: '10 KB answer, deep', ...measure(answerText(10_000), 'deep', 200) },
    { label: '100 KB adversarial, basic', ...measure(adversarialText(), 'basic', 10) },
  ];
  console.log('### evaluateText (scoring engine, all 8 dimensions)\n');
  console.log(`Learned harm models (rules/learned.ts and its imports) loaded in ${harmLoad.ms.toFixed(0)} ms, +${harmLoad.mb.toFixed(0)} MB resident; whole engine ${load.ms.toFixed(0)} ms, +${load.mb.toFixed(0)} MB.\n`);
  console.log('| Input | median (ms) | p99 (ms) | mean CPU (ms) |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.label} | ${r.median.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.cpuMean.toFixed(3)} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
}
