/**
 * Fits the table behind eval's `svc_score.confidence` (src/core/scoring/confidence.ts) and
 * reports how well it is calibrated on data it never saw.
 *
 *   npm run calibrate:confidence                    # fit, write the table, report
 *   npm run calibrate:confidence -- --no-write      # report only (table fitted in memory)
 *   npm run calibrate:confidence -- --per-file 500  # faster, rougher
 *   npm run calibrate:confidence -- --fit dev       # fit on the toxicity dev splits only (see DEV_ONLY)
 *
 * Fit: every labelled file of ../shared/data/train/{harm,hate} except the `eval_only` files of
 * use.json, plus ../shared/data/toxicity; at most --per-file rows each (seeded shuffle).
 * Report: leave-one-file-out over the fitting files, then the eval_only files (never fitted on).
 * Re-run after any change to detectors, rules or caps: the scores move, so must the table.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibratedConfidence, confidenceSignal, fitIsotonic, type CalibrationTable, type ConfidenceInput, type Verdict } from '../src/core/scoring/confidence';
import { DEFAULT_PASS_THRESHOLD, evaluateText } from '../src/core/scoring';
import { seededRandom, shuffle } from './ml/data';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = process.env.SVC_DATA_DIR ?? path.resolve(root, '../shared/data');
const tablePath = path.join(root, 'src/core/scoring/confidence-table.json');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const PER_FILE = Number(arg('per-file') ?? 1500);
const SEED = 13;
/**
 * `--fit dev`: fit only on the toxicity files' dev split. A detector that learns from the train
 * files scores them better than unseen text, so a table fitted there would be overconfident:
 * once learned detectors ship, fit on rows none of them trained on.
 */
const DEV_ONLY = arg('fit') === 'dev';

interface Scored {
  file: string;
  harmful: boolean;
  score: number;
  safety: number;
  fairness: number;
  /** The pre-calibration confidence (equal-weight mean of dimension confidences), for comparison. */
  oldConfidence: number;
}

/** The same seeded subsample on every run (the toolkit's PRNG and Fisher-Yates shuffle). */
function sample<T>(rows: T[], n: number): T[] {
  return shuffle([...rows], seededRandom(SEED)).slice(0, n);
}

/** Labelled rows of one file: `label` 0/1 (train/) or `label_bin` (toxicity/). */
function readLabelled(file: string): Array<{ text: string; harmful: boolean }> {
  const rows = readFileSync(path.join(dataDir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { text: string; label?: unknown; label_bin?: unknown; split?: string });
  return rows.flatMap((r) => {
    if (DEV_ONLY && r.split !== undefined && r.split !== 'dev') return [];
    const y = typeof r.label === 'number' ? r.label : r.label_bin;
    return typeof r.text === 'string' && (y === 0 || y === 1) ? [{ text: r.text, harmful: y === 1 }] : [];
  });
}

const cache = new Map<string, { score: number; safety: number; fairness: number; oldConfidence: number }>();
function scoreFile(file: string): Scored[] {
  return sample(readLabelled(file), PER_FILE).map(({ text, harmful }) => {
    let hit = cache.get(text);
    if (!hit) {
      const e = evaluateText({ content: text });
      const confs = Object.values(e.dimension_scores).map((d) => d!.confidence);
      hit = { score: e.svc_score.score, safety: e.dimension_scores.safety!.score, fairness: e.dimension_scores.fairness!.score, oldConfidence: confs.reduce((a, b) => a + b, 0) / confs.length };
      cache.set(text, hit);
    }
    return { file, harmful, ...hit };
  });
}

function signalOf(r: Scored): ConfidenceInput {
  return { score: r.score, dimensions: { safety: { score: r.safety }, fairness: { score: r.fairness } } };
}

function isRight(s: Scored): boolean {
  return (s.score < DEFAULT_PASS_THRESHOLD) === s.harmful;
}

function fit(rows: Scored[]): CalibrationTable {
  const points = (verdict: Verdict) =>
    rows.flatMap((r) => {
      const signal = confidenceSignal(signalOf(r));
      return signal.verdict === verdict ? [{ x: signal.x, correct: isRight(r) }] : [];
    });
  return { threshold: DEFAULT_PASS_THRESHOLD, pass: fitIsotonic(points('pass')), fail: fitIsotonic(points('fail')) };
}

interface Report {
  n: number;
  accuracy: number;
  ece: number;
  meanRight: number;
  meanWrong: number;
  bins: Array<{ lo: number; n: number; conf: number; acc: number }>;
}

function report(rows: Scored[], confidence: (r: Scored) => number): Report {
  const bins = Array.from({ length: 10 }, (_, i) => ({ lo: i / 10, n: 0, confSum: 0, right: 0 }));
  let ece = 0;
  let right = 0;
  let rightConf = 0;
  let wrongConf = 0;
  for (const r of rows) {
    const c = confidence(r);
    const b = bins[Math.min(9, Math.floor(c * 10))];
    b.n++;
    b.confSum += c;
    if (isRight(r)) {
      b.right++;
      right++;
      rightConf += c;
    } else wrongConf += c;
  }
  for (const b of bins) if (b.n > 0) ece += (b.n / rows.length) * Math.abs(b.right / b.n - b.confSum / b.n);
  return {
    n: rows.length,
    accuracy: right / rows.length,
    ece,
    meanRight: rightConf / Math.max(1, right),
    meanWrong: wrongConf / Math.max(1, rows.length - right),
    bins: bins.filter((b) => b.n > 0).map((b) => ({ lo: b.lo, n: b.n, conf: b.confSum / b.n, acc: b.right / b.n })),
  };
}

const f3 = (n: number) => n.toFixed(3);

function summaryRow(name: string, r: Report, old: Report): string {
  return `| ${name} | ${r.n} | ${f3(r.accuracy)} | ${f3(r.ece)} (${f3(old.ece)}) | ${f3(r.meanRight)} (${f3(old.meanRight)}) | ${f3(r.meanWrong)} (${f3(old.meanWrong)}) |`;
}

function main(): void {
  const started = performance.now();
  const use = JSON.parse(readFileSync(path.join(dataDir, 'train/use.json'), 'utf8')) as { eval_only: Record<string, string> };
  const evalOnly = Object.keys(use.eval_only).map((f) => `train/${f}`);
  const listed = (dir: string) => readdirSync(path.join(dataDir, dir)).filter((f) => f.endsWith('.jsonl')).sort().map((f) => `${dir}/${f}`);
  const allowed = DEV_ONLY ? listed('toxicity') : [...listed('train/harm'), ...listed('train/hate'), ...listed('toxicity')];
  const fitFiles = allowed.filter((f) => !evalOnly.includes(f));

  const fitRows = fitFiles.flatMap(scoreFile);
  const table = fit(fitRows);
  const heldOut = evalOnly.map((f) => ({ file: f, rows: scoreFile(f) }));
  const seconds = (performance.now() - started) / 1000;

  const calibrated = (t: CalibrationTable) => (r: Scored) => calibratedConfidence(signalOf(r), t);
  const old = (r: Scored) => r.oldConfidence;
  // Leave one file out: each fitting file scored by a table fitted on all the others.
  const loso = fitFiles.flatMap((f) => {
    const t = fit(fitRows.filter((r) => r.file !== f));
    return fitRows.filter((r) => r.file === f).map((r) => ({ ...r, oldConfidence: calibratedConfidence(signalOf(r), t) }));
  });

  console.log(`Fitted on ${fitRows.length} rows of ${fitFiles.length} files${DEV_ONLY ? ' (dev split only)' : ''} (≤ ${PER_FILE} each, seed ${SEED}); ${cache.size} distinct texts scored in ${seconds.toFixed(1)} s.`);
  for (const kind of ['pass', 'fail'] as const) console.log(`${kind}: ${JSON.stringify(table[kind])}`);
  console.log('');
  console.log('| Held-out set | n | Verdict accuracy @7.0 | ECE (before) | Mean confidence, right (before) | Mean confidence, wrong (before) |');
  console.log('|---|---|---|---|---|---|');
  console.log(summaryRow('Leave-one-file-out (fitting files)', report(loso, old), report(fitRows, old)));
  for (const { file, rows } of heldOut) console.log(summaryRow(`${file} (eval only)`, report(rows, calibrated(table)), report(rows, old)));
  const pooled = heldOut.flatMap((h) => h.rows);
  const final = report(pooled, calibrated(table));
  console.log(summaryRow('**All eval-only files**', final, report(pooled, old)));

  console.log('\nReliability on all eval-only files pooled:\n');
  console.log('| Confidence bin | n | Mean confidence | Observed accuracy |');
  console.log('|---|---|---|---|');
  for (const b of final.bins) console.log(`| ${b.lo.toFixed(1)}–${(b.lo + 0.1).toFixed(1)} | ${b.n} | ${f3(b.conf)} | ${f3(b.acc)} |`);

  if (!process.argv.includes('--no-write')) {
    writeFileSync(tablePath, `${JSON.stringify(table, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, tablePath)}.`);
  }
}

main();
