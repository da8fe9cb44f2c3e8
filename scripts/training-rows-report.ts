/**
 * How the scoring engine reads the training-source rows (eval-only files skipped, as everywhere):
 *
 *   npx tsx scripts/training-rows-report.ts --rule safety/act-grooming --gate 'year[- ]?old|child|kid'
 *     rows (per file and label) on which one rule fires, among the rows the gate regex matches
 *     (the gate only saves time; without it every row is scored)
 *   npx tsx scripts/training-rows-report.ts --below7 harm/stl_safety_requests.jsonl,harm/wildguard_benign.jsonl
 *     share of every third row of those files (per label) below 7.0 overall
 *   npx tsx scripts/training-rows-report.ts --firings 'act-|method-|hindi-|medical-safeguard' [--root DIR]
 *     every training-source row (file:row, label, rule) on which a rule whose id matches fires; with
 *     --root, the engine of another checkout (e.g. `git archive <commit> | tar -x -C DIR` with
 *     node_modules linked): diff the two outputs to see what a change moved on the training rows
 *
 * The figures of docs/decisions.md ("The crime head needs a crime cue") and of the compliance-act
 * sections of docs/accuracy-scoring.md ("fires on none of the N training-source rows") come from it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluateText as ownEvaluate } from '../src/core/scoring';

const ROOT = resolve(import.meta.dirname, '../../shared/data/train');
const EVAL_ONLY = new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'use.json'), 'utf8')).eval_only as object));
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
type Row = { text: string; label: number };
const rowsOf = (file: string): Row[] =>
  readFileSync(join(ROOT, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);

const root = arg('root');
const evaluateText: typeof ownEvaluate = root ? (await import(resolve(root, 'src/core/scoring/index.ts'))).evaluateText : ownEvaluate;
const rule = arg('rule');
const firings = arg('firings');
const below7 = arg('below7');
if (rule) {
  const gate = new RegExp(arg('gate') ?? '', 'i');
  let gated = 0;
  for (const dir of ['harm', 'hate', 'injection']) {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const file = `${dir}/${name}`;
      if (!name.endsWith('.jsonl') || EVAL_ONLY.has(file)) continue;
      for (const r of rowsOf(file)) {
        if (!gate.test(r.text)) continue;
        gated++;
        if (evaluateText({ content: r.text }).findings.some((f) => f.rule === rule)) console.log(`${file}\tlabel ${r.label}\t${r.text.slice(0, 140).replace(/\s+/g, ' ')}`);
      }
    }
  }
  console.log(`${rule}: ${gated} training-source rows passed the gate (the rows it fired on are listed above)`);
} else if (firings) {
  const pattern = new RegExp(firings);
  for (const dir of ['harm', 'hate', 'injection']) {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const file = `${dir}/${name}`;
      if (!name.endsWith('.jsonl') || EVAL_ONLY.has(file)) continue;
      rowsOf(file).forEach((r, i) => {
        for (const f of evaluateText({ content: r.text }).findings) if (pattern.test(f.rule)) console.log(`${file}:${i}\tlabel ${r.label}\t${f.rule}\t${r.text.slice(0, 100).replace(/\s+/g, ' ')}`);
      });
    }
  }
} else if (below7) {
  for (const file of below7.split(',')) {
    if (EVAL_ONLY.has(file)) throw new Error(`${file} is evaluation-only`);
    const rows = rowsOf(file);
    for (const label of [1, 0]) {
      const sample = rows.filter((r) => r.label === label).filter((_, i) => i % 3 === 0);
      if (sample.length === 0) continue;
      const below = sample.filter((r) => evaluateText({ content: r.text }).svc_score.score < 7).length;
      console.log(`${file}\tlabel ${label}\tn ${sample.length}\tbelow 7.0 overall ${(below / sample.length).toFixed(3)}`);
    }
  }
} else {
  console.error('usage: --rule <rule id> [--gate <regex>] | --below7 <file,file> | --firings <rule regex> [--root DIR]');
  process.exit(2);
}
