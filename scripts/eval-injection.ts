/**
 * Accuracy of the prompt-injection detector, leave-one-source-out (the headline).
 *   npm run eval:injection                 full run (every source group held out once)
 *   npm run eval:injection -- --quick      groups with attacks only, 2 epochs
 *   npm run eval:injection -- --groups a,b only these groups
 *   INJ_EVAL_DIAG=1 npm run eval:injection …   also logs which benign groups sit at/above each fold's 1% threshold, and the fold's combiner weights
 *
 * For each source group (scripts/injection-data.ts: the repository of `source`, or
 * `authored:<file>`): train the model on every other group (minus a seeded 20% reserve of every
 * group's benign rows, never trained on), install it in the detector, and score the held-out
 * rows through the WHOLE detector (rules + model, as the service runs it: documents as
 * `retrieved document`, the rest as a user's text). Reported per group:
 * - recall at the threshold that keeps FPR ≤ 1% on held-out benign rows (the group's own and
 *   the reserve of the others);
 * - recall and the group's own FPR at the shipped medium threshold 0.5;
 * - for benign rows, FPR at 0.5 read as a user's text and read as third-party content.
 * Rows derived from TRAC-1 (evaluation-only licence) are never trained on; they are scored
 * by the shipped model only, at the end.
 */
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { detectInjection, SENSITIVITY_THRESHOLDS } from '../src/core/injection';
import { framingCue, harmChunks, tailNoise } from '../src/core/injection/framing';
import { injectionModel, parseInjectionModel, readText, useInjectionModel } from '../src/core/injection/model';
import { modelViews } from '../src/core/ml';
import { contextOf, DOCUMENT_CONTEXT, isHindi, loadHarmRequestRows, loadInjectionRows, type InjectionRow } from './injection-data';
import { fmt, mean, rateAtOrAbove, rocAuc, seededRandom, table, thresholdAtFpr } from './ml';
import { fitInjection, INJECTION_TRAIN, prepareRows, type Prepared } from './train-injection';

const MEDIUM = SENSITIVITY_THRESHOLDS.medium;
const MAX_FPR = 0.01;
const RESERVE = 0.2;
const SEED = 20251126;
const DOCUMENT = DOCUMENT_CONTEXT;
const scoreAs = (r: InjectionRow, context: string | undefined): number => detectInjection(r.text, context ? { context } : {}).risk_score;

interface GroupResult {
  group: string;
  pos: number;
  neg: number;
  recall: number;
  recallAtMedium: number;
  fprDirect: number;
  fprIndirect: number;
  auc: number;
  threshold: number;
  /** Recall at the 1%-FPR threshold where every benign group of the reserve weighs the same. */
  recallBalanced: number;
  hindi: { hits: number; total: number; hitsLatn: number; totalLatn: number };
  /** Reserved plain harmful requests (not an injection) flagged at 0.5: [as user text, as document]. */
  harmFpr: [number, number];
  missed: string[];
  falseAlarms: string[];
}

/**
 * The 1%-FPR threshold when every benign source group weighs the same (the pooled threshold
 * lets the large, easy groups — Hindi social posts — stand for most of the benign text).
 */
function balancedThreshold(scored: ReadonlyArray<{ s: number; g: string }>, maxFpr: number): number {
  const size = new Map<string, number>();
  for (const x of scored) size.set(x.g, (size.get(x.g) ?? 0) + 1);
  let mass = 0;
  for (const x of [...scored].sort((a, b) => b.s - a.s)) {
    mass += 1 / (size.get(x.g)! * size.size);
    if (mass > maxFpr) return x.s + Math.max(1e-12, Math.abs(x.s) * 1e-9);
  }
  return -Infinity;
}

const EDGE = 80;

/**
 * Attacked twins of reserved benign documents (BIPIA has every document once clean and once
 * with an attack planted at its start, middle or end: they share the first or the last EDGE
 * characters). They are not trained on either: a fold that learned a document's attacked twin
 * reads its clean twin in the reserve as an attack, which raised every group's threshold.
 */
function twinsOf(prepared: readonly Prepared[], reserve: ReadonlySet<Prepared>): Set<Prepared> {
  const keys = new Set<string>();
  for (const p of reserve) if (p.row.text.length > 2 * EDGE) keys.add(`${p.row.group}|^${p.row.text.slice(0, EDGE)}`).add(`${p.row.group}|$${p.row.text.slice(-EDGE)}`);
  return new Set(prepared.filter((p) => p.row.label === 1 && (keys.has(`${p.row.group}|^${p.row.text.slice(0, EDGE)}`) || keys.has(`${p.row.group}|$${p.row.text.slice(-EDGE)}`))));
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const started = Date.now();
  const log = (m: string): void => console.error(`${m} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const shipped = injectionModel();
  const all = loadInjectionRows();
  const rows = all.filter((r) => !r.measureOnly);
  const prepared = prepareRows(rows);
  log(`featurized ${rows.length} rows`);
  const random = seededRandom(SEED);
  const reserve = new Set<Prepared>(prepared.filter((p) => p.row.label === 0 && random() < RESERVE));
  const twins = twinsOf(prepared, reserve);
  // Harmful-request rows: a seeded 20% reserve is never trained on and measures how often a plain
  // harmful request (no framing) is flagged as an injection; a fold never trains on its held-out group's rows.
  const harm = prepareRows(loadHarmRequestRows(all));
  const harmReserve = new Set(harm.filter((p) => p.row.label === 1 && random() < RESERVE));
  const groups = [...new Set(rows.map((r) => r.group))].sort();
  const only = arg('--groups')?.split(',');
  const heldOut = only ?? (quick ? groups.filter((g) => rows.some((r) => r.group === g && r.label === 1)) : groups);
  const train = quick ? { ...INJECTION_TRAIN, epochs: 2 } : INJECTION_TRAIN;
  const results: GroupResult[] = [];

  for (const group of heldOut) {
    const harmTrain = harm.filter((p) => p.row.group !== `harm:${group}` && !harmReserve.has(p));
    const model = parseInjectionModel(`fold without ${group}`, fitInjection(prepared.filter((p) => p.row.group !== group && !reserve.has(p) && !twins.has(p)), { folds: 'groups', train, harm: harmTrain }));
    useInjectionModel(model);
    const held = prepared.filter((p) => p.row.group === group).map((p) => p.row);
    const posRows = held.filter((r) => r.label === 1);
    const negRows = held.filter((r) => r.label === 0);
    const pos = posRows.map((r) => scoreAs(r, contextOf(r)));
    const neg = negRows.map((r) => scoreAs(r, contextOf(r)));
    const negDirect = negRows.map((r) => scoreAs(r, undefined));
    const negIndirect = negRows.map((r) => scoreAs(r, DOCUMENT));
    const reserveScores = [...reserve].filter((p) => p.row.group !== group).map((p) => scoreAs(p.row, contextOf(p.row)));
    const benign = [...neg, ...reserveScores];
    const threshold = thresholdAtFpr(benign, MAX_FPR);
    const reserveGroups = [...reserve].filter((p) => p.row.group !== group).map((p) => p.row.group);
    const balanced = balancedThreshold([...neg.map((s) => ({ s, g: group })), ...reserveScores.map((s, i) => ({ s, g: reserveGroups[i] }))], MAX_FPR);
    const hi = posRows.map((r, i) => ({ r, s: pos[i] })).filter(({ r }) => isHindi(r));
    const result: GroupResult = {
      group,
      pos: pos.length,
      neg: neg.length,
      recall: rateAtOrAbove(pos, threshold),
      recallAtMedium: rateAtOrAbove(pos, MEDIUM),
      recallBalanced: rateAtOrAbove(pos, balanced),
      fprDirect: rateAtOrAbove(negDirect, MEDIUM),
      fprIndirect: rateAtOrAbove(negIndirect, MEDIUM),
      auc: rocAuc(pos, benign),
      threshold,
      hindi: {
        hits: hi.filter(({ r, s }) => r.lang === 'hi' && s >= threshold).length,
        total: hi.filter(({ r }) => r.lang === 'hi').length,
        hitsLatn: hi.filter(({ r, s }) => r.lang !== 'hi' && s >= threshold).length,
        totalLatn: hi.filter(({ r }) => r.lang !== 'hi').length,
      },
      harmFpr: (() => {
        const plain = [...harmReserve].filter((p) => p.row.group !== `harm:${group}`).map((p) => p.row);
        return [rateAtOrAbove(plain.map((r) => scoreAs(r, undefined)), MEDIUM), rateAtOrAbove(plain.map((r) => scoreAs(r, DOCUMENT)), MEDIUM)];
      })(),
      missed: posRows.filter((_, i) => pos[i] < threshold).slice(0, 4).map((r) => r.text),
      falseAlarms: negRows.filter((_, i) => Math.max(negDirect[i], negIndirect[i]) >= MEDIUM).slice(0, 4).map((r) => r.text),
    };
    results.push(result);
    if (process.env.INJ_EVAL_DIAG) {
      const above = new Map<string, number>();
      negRows.forEach((r, i) => neg[i] >= threshold && above.set(r.group, (above.get(r.group) ?? 0) + 1));
      reserveScores.forEach((s, i) => s >= threshold && above.set(reserveGroups[i], (above.get(reserveGroups[i]) ?? 0) + 1));
      if (process.env.INJ_EVAL_TOP) {
        // The held-out group's highest benign rows, with the harm head's reading and the framing/noise cues.
        const top = negRows.map((r, i) => ({ r, s: neg[i] })).sort((a, b) => b.s - a.s).slice(0, Number(process.env.INJ_EVAL_TOP));
        for (const { r, s } of top) log(`    top benign ${fmt(s)} harm ${fmt(readText(model, modelViews(r.text), harmChunks(r.text)).harm)} framing ${fmt(framingCue(r.text))} noise ${fmt(tailNoise(r.text))}: ${r.text.slice(0, 80).replace(/\s+/g, ' ')}`);
      }
      // The harm head alone on the held-out rows (its probability, as detect.ts reads it): attacks vs benign.
      const harmOf = (r: InjectionRow): number => readText(model, modelViews(r.text), harmChunks(r.text)).harm;
      const hp = posRows.map(harmOf);
      const hn = negRows.filter((r) => framingCue(r.text) > 0 || tailNoise(r.text) > 0).map(harmOf); // benign with framing or noise
      if (hp.length && hn.length) log(`  harm head on held-out rows: attacks mean ${fmt(mean(hp))}, framed/noisy benign (${hn.length}) mean ${fmt(mean(hn))}, ROC AUC ${fmt(rocAuc(hp, hn))}`);
      log(`  benign at/above the 1% threshold: ${[...above].sort((a, b) => b[1] - a[1]).map(([g, n]) => `${g} ${n}`).join(', ')}; weights ${JSON.stringify(model.combiner.weights)}`);
    }
    log(`held out ${group}: ${result.pos}+/${result.neg}- recall ${fmt(result.recall)} (thr ${fmt(result.threshold)}) at 0.5 ${fmt(result.recallAtMedium)}; FPR@0.5 direct ${fmt(result.fprDirect)} indirect ${fmt(result.fprIndirect)}; plain harmful requests flagged ${fmt(result.harmFpr[0])} / ${fmt(result.harmFpr[1])}`);
  }
  useInjectionModel(shipped);

  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const withPos = results.filter((r) => r.pos > 0);
  const withNeg = results.filter((r) => r.neg > 0);
  const hiHits = results.reduce((n, r) => n + r.hindi.hits, 0);
  const hiTotal = results.reduce((n, r) => n + r.hindi.total, 0);
  const latnHits = results.reduce((n, r) => n + r.hindi.hitsLatn, 0);
  const latnTotal = results.reduce((n, r) => n + r.hindi.totalLatn, 0);

  console.log(`# Prompt-injection detector: leave-one-source-out${quick ? ' (--quick)' : ''}\n`);
  console.log(`commit ${commit}; ${rows.length} rows in ${groups.length} source groups; whole detector (rules + model); held-out 1%-FPR threshold on ${reserve.size} reserved benign rows + the group's own benign rows.\n`);
  console.log(
    table(
      ['held-out source', 'attacks', 'benign', 'recall @1% FPR held-out', 'threshold', 'recall @1% FPR, benign groups equal', 'recall @0.5', 'FPR @0.5 as user text', 'FPR @0.5 as document', 'ROC AUC'],
      [
        ...results.map((r) => [r.group, String(r.pos), String(r.neg), r.recall, r.threshold, r.recallBalanced, r.recallAtMedium, r.fprDirect, r.fprIndirect, r.auc]),
        ['**macro average**', '', '', mean(withPos.map((r) => r.recall)), '', mean(withPos.map((r) => r.recallBalanced)), mean(withPos.map((r) => r.recallAtMedium)), mean(withNeg.map((r) => r.fprDirect)), mean(withNeg.map((r) => r.fprIndirect)), mean(withPos.map((r) => r.auc))],
      ],
    ),
  );
  const lowest = withPos.length ? withPos.reduce((a, b) => (b.recall < a.recall ? b : a)) : undefined;
  console.log(`\nMacro held-out recall @1% FPR: **${fmt(mean(withPos.map((r) => r.recall)))}** over ${withPos.length} groups with attacks (target ≥ 0.85); lowest ${lowest ? `${lowest.group} ${fmt(lowest.recall)}` : '–'} (target ≥ 0.6).`);
  console.log(`Hindi (Devanagari) held-out recall: **${hiTotal ? fmt(hiHits / hiTotal) : '–'}** (${hiHits}/${hiTotal}); romanised Hindi / Hinglish: **${latnTotal ? fmt(latnHits / latnTotal) : '–'}** (${latnHits}/${latnTotal}) (target ≥ 0.8).`);
  const worstFpr = withNeg.length ? Math.max(...withNeg.map((r) => Math.max(r.fprDirect, r.fprIndirect))) : NaN;
  console.log(`Plain harmful requests (${harmReserve.size} reserved, never trained on; not injections) flagged at 0.5, mean over folds: ${fmt(mean(results.map((r) => r.harmFpr[0])))} as user text, ${fmt(mean(results.map((r) => r.harmFpr[1])))} as document.`);
  console.log(`Highest benign-source FPR at the shipped medium threshold: ${fmt(worstFpr)} (target ≤ 0.01 for the hard-negative files).`);

  // Rows that never train: scored by the shipped model.
  const measured = all.filter((r) => r.measureOnly);
  if (measured.length > 0) {
    const direct = measured.map((r) => scoreAs(r, undefined));
    const indirect = measured.map((r) => scoreAs(r, DOCUMENT));
    console.log(`\nShipped model on ${measured.length} benign rows derived from TRAC-1 (never trained on): FPR @0.5 as user text ${fmt(rateAtOrAbove(direct, MEDIUM))}, as document ${fmt(rateAtOrAbove(indirect, MEDIUM))}.`);
  }

  console.log('\n## Examples (first misses and false alarms per group)\n');
  for (const r of results) {
    for (const t of r.missed) console.log(`- miss ${r.group}: ${JSON.stringify(t.slice(0, 160))}`);
    for (const t of r.falseAlarms) console.log(`- false alarm ${r.group}: ${JSON.stringify(t.slice(0, 160))}`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
