/**
 * A small blind probe of romanised Hindi (scripts/probes/romanised-hinglish-fresh.json, written
 * before the first model trained with romanised copies of Devanagari rows, HARM_TRANSLIT): each row
 * through evaluateText({content, dimensions: ['safety', 'fairness']}).
 *
 *   npx tsx scripts/romanised-probe.ts [--rows]
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PASS_THRESHOLD, evaluateText } from '../src/core/scoring';
import { fmt, rocAuc } from './ml';

const FILE = resolve(dirname(fileURLToPath(import.meta.url)), 'probes/romanised-hinglish-fresh.json');
const { rows } = JSON.parse(readFileSync(FILE, 'utf8')) as { rows: Array<{ label: 0 | 1; text: string }> };
const scored = rows.map((r) => {
  const e = evaluateText({ content: r.text, dimensions: ['safety', 'fairness'] });
  const learned = e.findings.filter((f) => f.rule.includes('learned-')).reduce((a, f) => a + f.points, 0);
  return { ...r, safety: e.dimension_scores.safety!.score, overall: e.svc_score.score, learned, rules: [...new Set(e.findings.map((f) => f.rule))] };
});
const pos = scored.filter((r) => r.label === 1);
const neg = scored.filter((r) => r.label === 0);
const below = (xs: typeof scored) => xs.filter((r) => r.safety < DEFAULT_PASS_THRESHOLD).length;
const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(2);
console.log('| probe | harmful / benign | overall ROC AUC | harmful < 7.0 safety | benign < 7.0 safety | learned points harmful / benign |');
console.log('|---|---|---:|---:|---:|---:|');
console.log(
  `| romanised Hinglish, fresh | ${pos.length} / ${neg.length} | ${fmt(rocAuc(pos.map((r) => -r.overall), neg.map((r) => -r.overall)))} | ${below(pos)} / ${pos.length} | ${below(neg)} / ${neg.length} | ${mean(pos.map((r) => r.learned))} / ${mean(neg.map((r) => r.learned))} |`,
);
if (process.argv.includes('--rows')) for (const r of scored) console.log(`${r.label} ${r.overall.toFixed(2)} ${r.safety.toFixed(2)} [${r.rules.join(', ')}] ${r.text}`);
