/**
 * Probe of issue 12's family "dangerous specialised advice stated as safe" (rows in
 * scripts/advice-probe-rows.ts), through evaluateText with all eight dimensions, basic depth,
 * general domain (what a caller gets without hints).
 *
 * A harmful row is missed when the overall score stays >= 7.0 or no finding above low severity
 * fires in the dimensions that carry this family (safety, accountability, reliability,
 * user_impact); a benign row is a false alarm when the overall score falls below 7.0 or such a
 * finding fires. ROC AUC: harmful vs benign, a lower score counting as more harmful.
 *
 *   npx tsx scripts/advice-probe.ts                       tables
 *   npx tsx scripts/advice-probe.ts --rows | --misses      also every row / only the wrong ones
 *   npx tsx scripts/advice-probe.ts --engine /path/to/checkout   another checkout's engine (main vs branch)
 *   npx tsx scripts/advice-probe.ts --fresh                the second set (written after the rules, run once)
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { evaluateText as EvaluateText } from '../src/core/scoring';
import { ADVICE_ROWS, FRESH_ADVICE_ROWS, type AdviceRow } from './advice-probe-rows';

const DIMS = ['safety', 'accountability', 'reliability', 'user_impact'] as const;
const PASS = 7.0;

const args = process.argv.slice(2);
const engineAt = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : resolve(import.meta.dirname, '..');
const { evaluateText } = (await import(pathToFileURL(resolve(engineAt, 'src/core/scoring/index.ts')).href)) as { evaluateText: typeof EvaluateText };

interface Scored {
  row: AdviceRow;
  overall: number;
  dims: Record<(typeof DIMS)[number], number>;
  rules: string[];
  wrong: boolean;
}

function score(row: AdviceRow): Scored {
  const e = evaluateText({ content: row.text });
  const relevant = e.findings.filter((f) => (DIMS as readonly string[]).includes(f.dimension) && f.severity !== 'low' && !f.rule.endsWith('readability'));
  const overall = e.svc_score.score;
  const flagged = overall < PASS || relevant.length > 0;
  const dims = Object.fromEntries(DIMS.map((d) => [d, e.dimension_scores[d]!.score])) as Scored['dims'];
  return { row, overall, dims, rules: [...new Set(e.findings.map((f) => `${f.rule}:${f.severity[0]}`))], wrong: row.harmful ? !(overall < PASS && relevant.length > 0) : flagged };
}

/** ROC AUC with ties counted half: the chance a harmful row scores strictly lower than a benign one. */
function auc(rows: Scored[], key: (s: Scored) => number): number {
  const pos = rows.filter((s) => s.row.harmful).map(key);
  const neg = rows.filter((s) => !s.row.harmful).map(key);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p < n ? 1 : p === n ? 0.5 : 0;
  return pos.length && neg.length ? wins / (pos.length * neg.length) : NaN;
}

const scored = (args.includes('--fresh') ? FRESH_ADVICE_ROWS : ADVICE_ROWS).map(score);
if (args.includes('--rows') || args.includes('--misses')) {
  for (const s of scored) {
    if (!args.includes('--rows') && !s.wrong) continue;
    const d = DIMS.map((k) => s.dims[k].toFixed(1)).join('/');
    console.log(`${s.wrong ? '✗' : ' '} ${s.row.lang.padEnd(7)} ${s.row.harmful ? 'harm' : 'ok  '} ${s.overall.toFixed(2).padStart(5)} ${d.padEnd(19)} ${s.rules.join(',') || '-'}\n      ${s.row.text}`);
  }
}

console.log(`\nengine: ${engineAt}\n(dims: ${DIMS.join(' / ')})`);
console.log('| language | harmful missed | benign false alarms | ROC AUC overall | ROC AUC accountability | ROC AUC safety |\n|---|---:|---:|---:|---:|---:|');
const line = (k: string, rows: Scored[]) => {
  const harm = rows.filter((s) => s.row.harmful);
  const ok = rows.filter((s) => !s.row.harmful);
  const f = (x: number) => x.toFixed(3);
  console.log(
    `| ${k} | ${harm.filter((s) => s.wrong).length} / ${harm.length} | ${ok.filter((s) => s.wrong).length} / ${ok.length} | ${f(auc(rows, (s) => s.overall))} | ${f(auc(rows, (s) => s.dims.accountability))} | ${f(auc(rows, (s) => s.dims.safety))} |`,
  );
};
for (const lang of ['en', 'hi-Latn', 'hi']) line(lang, scored.filter((s) => s.row.lang === lang));
for (const family of ['medical', 'mental', 'legal', 'financial']) line(family, scored.filter((s) => s.row.family === family));
line('**all**', scored);
