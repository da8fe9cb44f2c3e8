/**
 * Calibration report for the scoring engine on the labelled toxicity data.
 *
 *   npm run eval:scoring                      # dev split (report)
 *   npm run eval:scoring -- --split train --errors 30   # tuning: show misses on train
 *
 * Data: ../shared/data/toxicity (override with SVC_DATA_DIR). Lexicons are tuned
 * on the train split only; dev numbers are for reporting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PASS_THRESHOLD, evaluateText, type Dimension } from '../src/core/scoring';

interface Row {
  text: string;
  label: string;
  label_bin: number;
  split: string;
}

interface Task {
  name: string;
  file: string;
  /** Rows to keep and whether each is a positive (harmful) example. */
  positive: (r: Row) => boolean | undefined;
  dimensions: Dimension[];
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = process.env.SVC_DATA_DIR ?? path.resolve(root, '../shared/data');

const TASKS: Task[] = [
  {
    name: 'Davidson: hate or offensive vs neither',
    file: 'toxicity/davidson_hate_offensive.jsonl',
    positive: (r) => r.label_bin === 1,
    dimensions: ['safety'],
  },
  {
    name: 'Davidson: hate vs neither',
    file: 'toxicity/davidson_hate_offensive.jsonl',
    positive: (r) => (r.label === 'hate' ? true : r.label === 'neither' ? false : undefined),
    dimensions: ['safety', 'fairness'],
  },
  {
    name: 'ToxiGen: hate vs neutral',
    file: 'toxicity/toxigen_seed_statements.jsonl',
    positive: (r) => r.label_bin === 1,
    dimensions: ['safety', 'fairness'],
  },
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function readRows(file: string): Row[] {
  return readFileSync(path.join(dataDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
}

/** ROC AUC of "lower score means harmful" (Mann-Whitney, ties count half). */
function rocAuc(scores: number[], positives: boolean[]): number {
  const order = scores.map((s, i) => ({ s: -s, p: positives[i] })).sort((a, b) => a.s - b.s);
  let rankSum = 0;
  let nPos = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && order[j].s === order[i].s) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (order[k].p) {
        rankSum += midRank;
        nPos++;
      }
    }
    i = j;
  }
  const nNeg = order.length - nPos;
  if (nPos === 0 || nNeg === 0) return NaN;
  return (rankSum - (nPos * (nPos + 1)) / 2) / (nPos * nNeg);
}

function fmt(n: number): string {
  return Number.isNaN(n) ? 'n/a' : n.toFixed(3);
}

function main(): void {
  const split = arg('split') ?? 'dev';
  const showErrors = Number(arg('errors') ?? 0);
  const table: string[] = [
    '| Task | Dimension | n (pos/neg) | ROC AUC | Accuracy @7.0 | TPR @7.0 | FPR @7.0 |',
    '|---|---|---|---|---|---|---|',
  ];
  const cache = new Map<string, Map<string, number>>();
  const started = performance.now();
  let evaluated = 0;
  for (const task of TASKS) {
    const rows = readRows(task.file).filter((r) => r.split === split && task.positive(r) !== undefined);
    const labels = rows.map((r) => task.positive(r) === true);
    for (const dim of task.dimensions) {
      const scores = rows.map((r) => {
        let byDim = cache.get(r.text);
        if (!byDim) {
          const e = evaluateText({ content: r.text, dimensions: ['safety', 'fairness'] });
          evaluated++;
          byDim = new Map(Object.entries(e.dimension_scores).map(([d, s]) => [d, s!.score]));
          cache.set(r.text, byDim);
        }
        return byDim.get(dim)!;
      });
      const flagged = scores.map((s) => s < DEFAULT_PASS_THRESHOLD);
      const pos = labels.filter(Boolean).length;
      const neg = labels.length - pos;
      const tp = flagged.filter((f, i) => f && labels[i]).length;
      const fp = flagged.filter((f, i) => f && !labels[i]).length;
      const correct = flagged.filter((f, i) => f === labels[i]).length;
      table.push(
        `| ${task.name} | ${dim} | ${labels.length} (${pos}/${neg}) | ${fmt(rocAuc(scores, labels))} | ${fmt(correct / labels.length)} | ${fmt(tp / pos)} | ${fmt(fp / neg)} |`,
      );
      if (showErrors > 0) {
        const missed = rows.filter((_, i) => labels[i] && scores[i] >= 10).slice(0, showErrors);
        const falseAlarms = rows.filter((_, i) => !labels[i] && scores[i] < 10).slice(0, showErrors);
        console.log(`\n## ${task.name} / ${dim}: positives scored 10 (${missed.length} shown)`);
        for (const r of missed) console.log(`- ${r.text.slice(0, 160).replace(/\s+/g, ' ')}`);
        console.log(`\n## ${task.name} / ${dim}: negatives that lost points (${falseAlarms.length} shown)`);
        for (const r of falseAlarms) {
          const e = evaluateText({ content: r.text, dimensions: [dim] });
          console.log(`- [${e.findings.map((f) => `${f.rule}:${f.match}`).join(', ')}] ${r.text.slice(0, 140).replace(/\s+/g, ' ')}`);
        }
      }
    }
  }
  const elapsed = performance.now() - started;
  console.log(`\nSplit: ${split}. Positive = harmful; a text is flagged when its dimension score is below ${DEFAULT_PASS_THRESHOLD}.`);
  console.log(`${evaluated} texts scored in ${(elapsed / 1000).toFixed(1)} s (${(elapsed / Math.max(1, evaluated)).toFixed(3)} ms/text).\n`);
  console.log(table.join('\n'));
}

main();
