/**
 * Golden outputs for speed work: the full evaluateText result over a fixed corpus, one JSON line
 * per text. Run before and after a change and compare the files byte for byte:
 *
 *   npx tsx bench/scoring-golden.ts > /tmp/before.jsonl
 *   npx tsx bench/scoring-golden.ts > /tmp/after.jsonl && cmp /tmp/before.jsonl /tmp/after.jsonl
 *
 * Corpus: every 40th row of each training-source file under ../shared/data/train (eval-only files
 * skipped: they are not read here at all), concatenations of neighbours (longer texts), the bench
 * inputs and the 100 KB adversarial text, in basic and deep depth and a healthcare domain.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateText } from '../src/core/scoring/index';
import { adversarialText, answerText } from './scoring';

const ROOT = join(import.meta.dirname, '../../shared/data/train');
const evalOnly = new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'use.json'), 'utf8')).eval_only));
const texts: string[] = [];
for (const dir of ['harm', 'hate', 'injection']) {
  for (const file of readdirSync(join(ROOT, dir)).sort()) {
    if (!file.endsWith('.jsonl') || evalOnly.has(`${dir}/${file}`)) continue;
    const rows = readFileSync(join(ROOT, dir, file), 'utf8').split('\n').filter(Boolean);
    for (let i = 0; i < rows.length; i += 40) texts.push((JSON.parse(rows[i]) as { text: string }).text);
  }
}
const base = texts.length;
for (let i = 0; i + 4 < base; i += 25) texts.push(texts.slice(i, i + 5).join('\n\n'));
texts.push(answerText(1_000), answerText(10_000), adversarialText());

let n = 0;
for (const [i, content] of texts.entries()) {
  const depth = i % 3 === 0 ? 'deep' : 'basic';
  const domain = i % 7 === 0 ? 'healthcare' : undefined;
  process.stdout.write(`${JSON.stringify(evaluateText({ content, depth, domain }))}\n`);
  n++;
}
process.stderr.write(`${n} texts\n`);
