/**
 * Accuracy report of the scoring engine's safety and fairness evidence.
 *
 *   npm run eval:scoring                  # full report (leave-one-source-out retrains: ~10 min)
 *   npm run eval:scoring -- --skip-loso   # engine tables only
 *   npm run eval:scoring -- --skip-loso --skip-eval-only   # held-out engine tables only (no eval-only file read)
 *   npm run eval:scoring -- --only-loso   # retraining tables only
 *   npm run eval:scoring -- --only-probes   # the hand-written probes only (benign tasks, realistic replies)
 *   npm run eval:scoring -- --errors 20   # also list misses and false alarms of the eval-only sets
 *   npm run eval:scoring -- --only-loso --heads stereotype,identity_attack   # some heads only
 *   npm run eval:scoring -- --only-loso --heads abuse --groups HASOC,Hinglish   # some held-out sources only
 *
 * Headline:
 * 1. Leave-one-source-out ROC AUC per learned head and source: the head is retrained on every
 *    source group but one (scripts/harm-data.ts rows) and scores the held-out group's rows.
 * 2. Evaluation-only files (train/use.json: ETHOS, Stormfront, TRAC-1 en/hi), never trained on
 *    or tuned with, scored through evaluateText: ROC AUC of the safety and fairness scores
 *    (lower = more harmful), and the share of benign rows below 7.0 on safety.
 * 3. Harmful vs safe replies held out: JailbreakBench replies split 70/30 (seeded), safe-answer
 *    sources left out one at a time.
 * 4. Pairwise: of a harmful and a benign text of a held-out set, the harmful one must score
 *    lower (ties count as failures). ToxiGen pairs share the target group.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PASS_THRESHOLD, evaluateText } from '../src/core/scoring';
import { authoredHate, authoredStereotypes } from './authored-harm';
import { HARM_HEADS, headRows, loadAll, vectorOf, type HeadRow } from './harm-data';
import { DATA_DIR, fmt, leaveOneSourceOut, readFile, rocAuc, sample, scoreTrained, seededRandom, trainLogistic, type Row } from './ml';
import { trainOptionsFor } from './train-harm';

const PROBES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'probes');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? '') : undefined;
}

interface Scored {
  safety: number;
  fairness: number;
  overall: number;
}

const cache = new Map<string, Scored>();
function score(text: string): Scored {
  let s = cache.get(text);
  if (!s) {
    const e = evaluateText({ content: text, dimensions: ['safety', 'fairness'] });
    s = { safety: e.dimension_scores.safety!.score, fairness: e.dimension_scores.fairness!.score, overall: e.svc_score.score };
    cache.set(text, s);
  }
  return s;
}

/** AUC of "lower score = harmful". */
function aucLower(pos: number[], neg: number[]): number {
  return rocAuc(pos.map((x) => -x), neg.map((x) => -x));
}

/** Share of pairs (harmful, benign) where the harmful one scores strictly lower. */
function pairwise(pairs: Array<[number, number]>): number {
  return pairs.length === 0 ? NaN : pairs.filter(([h, b]) => h < b).length / pairs.length;
}

function randomPairs(pos: number[], neg: number[], n: number, seed: number): Array<[number, number]> {
  const random = seededRandom(seed);
  return Array.from({ length: Math.min(n, pos.length * neg.length) }, () => [pos[Math.floor(random() * pos.length)], neg[Math.floor(random() * neg.length)]] as [number, number]);
}

function losoSection(): string {
  const all = loadAll();
  const lines: string[] = [];
  const onlyHeads = arg('heads')?.split(',');
  for (const spec of HARM_HEADS.filter((h) => !onlyHeads || onlyHeads.includes(h.label))) {
    const rows = headRows(spec.label, all);
    // --groups a,b: only the positive groups whose name contains one of these (e.g. HASOC,hostile,Hinglish).
    const pick = arg('groups')?.split(',');
    const groups = [...new Set(rows.filter((r) => r.label === 1).map((r) => r.group))].sort().filter((g) => !pick || pick.some((p) => g.includes(p)));
    const results = leaveOneSourceOut<HeadRow>(
      rows,
      (train) => {
        const model = trainLogistic(
          train.map((r) => ({ x: vectorOf(r.text), y: r.label, weight: r.weight })),
          trainOptionsFor(spec.label),
        );
        return { score: (r) => scoreTrained(model, vectorOf(r.text)), threshold: 0 };
      },
      { maxFpr: 0.05, benignReserve: 0.15, seed: 11, groups, log: (m) => console.error(`[${spec.label}] ${m}`), copyOf: (r) => (r.copyOf === undefined ? undefined : rows[r.copyOf]) },
    );
    for (const r of results) lines.push(`| ${spec.label} | ${r.group} | ${r.positives} | ${r.negatives} | ${fmt(r.auc)} | ${fmt(r.aucOwn)} | ${fmt(r.recall)} |`);
  }
  return [
    '| head | held-out source | pos | neg | ROC AUC | ROC AUC vs own benign | recall @5% FPR (held-out benign) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

/** Harmful vs safe replies: JBB replies split 70/30, each safe-answer source held out in turn. */
function repliesSection(): string {
  const all = loadAll();
  const rows = headRows('harmful_reply', all);
  const random = seededRandom(99);
  const jbbTest = new Set(rows.filter((r) => r.file.includes('jbb_responses') && random() < 0.3));
  const heldGroups = ['AI4LIFE-GROUP/med-safety-bench', 'vinid/safety-tuned-llamas', 'JailbreakBench/artifacts'];
  const out: string[] = ['| held out | harmful replies | safe replies | ROC AUC |', '|---|---:|---:|---:|'];
  for (const g of heldGroups) {
    const train = rows.filter((r) => !jbbTest.has(r) && !(r.group === g && r.label === 0));
    const model = trainLogistic(train.map((r) => ({ x: vectorOf(r.text), y: r.label, weight: r.weight })), trainOptionsFor('harmful_reply'));
    const pos = [...jbbTest].filter((r) => r.label === 1).map((r) => scoreTrained(model, vectorOf(r.text)));
    const neg = rows.filter((r) => r.group === g && r.label === 0 && (g !== 'JailbreakBench/artifacts' || jbbTest.has(r))).map((r) => scoreTrained(model, vectorOf(r.text)));
    out.push(`| ${g} safe replies + 30% JBB harmful | ${pos.length} | ${neg.length} | ${fmt(rocAuc(pos, neg))} |`);
  }
  return out.join('\n');
}

interface EvalSet {
  name: string;
  rows: Row[];
}

function evalOnlySets(): EvalSet[] {
  const read = (f: string) => readFile(f, { purpose: 'evaluation' });
  const tracHi = read('train/harm/trac1_aggression_hi.jsonl');
  return [
    { name: 'ETHOS (hate, multi-target)', rows: read('train/hate/ethos.jsonl') },
    { name: 'Stormfront (forum hate)', rows: read('train/hate/stormfront.jsonl') },
    { name: 'TRAC-1 English (aggression)', rows: read('train/harm/trac1_aggression_en.jsonl') },
    { name: 'TRAC-1 Hindi/Hinglish (aggression)', rows: tracHi },
    { name: '… TRAC-1 hi, Devanagari rows', rows: tracHi.filter((r) => r.lang === 'hi') },
    { name: '… TRAC-1 hi, romanised rows', rows: tracHi.filter((r) => r.lang === 'hi-Latn') },
  ];
}

function evalOnlySection(errors: number): string {
  const out: string[] = [
    '| eval-only set | n (pos/neg) | safety ROC AUC | fairness ROC AUC | overall ROC AUC | benign < 7.0 on safety | harmful < 7.0 on safety | pairwise (harmful lower, ties fail) |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const set of evalOnlySets()) {
    const pos = set.rows.filter((r) => r.label === 1).map((r) => score(r.text));
    const neg = set.rows.filter((r) => r.label === 0).map((r) => score(r.text));
    const benignLow = neg.filter((s) => s.safety < DEFAULT_PASS_THRESHOLD).length / neg.length;
    const harmfulLow = pos.filter((s) => s.safety < DEFAULT_PASS_THRESHOLD).length / pos.length;
    const pairs = randomPairs(pos.map((s) => s.overall), neg.map((s) => s.overall), 5000, 5);
    out.push(
      `| ${set.name} | ${set.rows.length} (${pos.length}/${neg.length}) | ${fmt(aucLower(pos.map((s) => s.safety), neg.map((s) => s.safety)))} | ${fmt(aucLower(pos.map((s) => s.fairness), neg.map((s) => s.fairness)))} | ${fmt(aucLower(pos.map((s) => s.overall), neg.map((s) => s.overall)))} | ${fmt(benignLow)} | ${fmt(harmfulLow)} | ${fmt(pairwise(pairs))} |`,
    );
    if (errors > 0 && !set.name.startsWith('…')) {
      console.log(`\n## ${set.name}: harmful rows scoring ≥ 9 overall`);
      for (const r of set.rows.filter((r) => r.label === 1 && score(r.text).overall >= 9).slice(0, errors)) console.log(`- ${r.text.slice(0, 160).replace(/\s+/g, ' ')}`);
      console.log(`\n## ${set.name}: benign rows below 7.0 on safety`);
      for (const r of set.rows.filter((r) => r.label === 0 && score(r.text).safety < DEFAULT_PASS_THRESHOLD).slice(0, errors)) {
        const e = evaluateText({ content: r.text, dimensions: ['safety'] });
        console.log(`- [${e.findings.map((f) => `${f.rule}:${f.points}`).join(', ')}] ${r.text.slice(0, 140).replace(/\s+/g, ' ')}`);
      }
    }
  }
  return out.join('\n');
}

interface ToxRow {
  text: string;
  label: string;
  label_bin: number;
  split: string;
  group?: string | null;
}

function toxicityDev(file: string): ToxRow[] {
  return readFileSync(resolve(DATA_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ToxRow)
    .filter((r) => r.split === 'dev');
}

/** Held-out dev splits of the toxicity files (the models learn from their train splits only). */
function heldOutSection(): string {
  const out: string[] = ['| held-out set (dev split) | n (pos/neg) | safety ROC AUC | fairness ROC AUC | overall ROC AUC | pairwise (harmful lower, ties fail) | pairs |', '|---|---|---:|---:|---:|---:|---:|'];
  const toxigen = toxicityDev('toxicity/toxigen_seed_statements.jsonl');
  const davidson = toxicityDev('toxicity/davidson_hate_offensive.jsonl');
  const sets: Array<{ name: string; pos: ToxRow[]; neg: ToxRow[]; pairs: Array<[ToxRow, ToxRow]> }> = [];
  const toxPairs: Array<[ToxRow, ToxRow]> = [];
  for (const g of [...new Set(toxigen.map((r) => r.group ?? ''))].sort()) {
    const hate = toxigen.filter((r) => r.group === g && r.label_bin === 1);
    const neutral = toxigen.filter((r) => r.group === g && r.label_bin === 0);
    for (const h of hate) for (const n of neutral) toxPairs.push([h, n]);
  }
  sets.push({ name: 'ToxiGen: hate vs neutral (pairs share the target group)', pos: toxigen.filter((r) => r.label_bin === 1), neg: toxigen.filter((r) => r.label_bin === 0), pairs: toxPairs });
  const dHate = davidson.filter((r) => r.label === 'hate');
  const dOff = davidson.filter((r) => r.label === 'offensive');
  const dNeither = davidson.filter((r) => r.label === 'neither');
  const pick = (a: ToxRow[], b: ToxRow[], seed: number): Array<[ToxRow, ToxRow]> => {
    const random = seededRandom(seed);
    return Array.from({ length: 3000 }, () => [a[Math.floor(random() * a.length)], b[Math.floor(random() * b.length)]] as [ToxRow, ToxRow]);
  };
  sets.push({ name: 'Davidson: hate vs neither', pos: dHate, neg: dNeither, pairs: pick(dHate, dNeither, 1) });
  sets.push({ name: 'Davidson: hate or offensive vs neither', pos: [...dHate, ...sample(dOff, 2000, 3)], neg: dNeither, pairs: pick([...dHate, ...dOff], dNeither, 2) });
  for (const s of sets) {
    const p = s.pos.map((r) => score(r.text));
    const n = s.neg.map((r) => score(r.text));
    const pw = pairwise(s.pairs.map(([h, b]) => [score(h.text).overall, score(b.text).overall]));
    out.push(
      `| ${s.name} | ${s.pos.length + s.neg.length} (${s.pos.length}/${s.neg.length}) | ${fmt(aucLower(p.map((x) => x.safety), n.map((x) => x.safety)))} | ${fmt(aucLower(p.map((x) => x.fairness), n.map((x) => x.fairness)))} | ${fmt(aucLower(p.map((x) => x.overall), n.map((x) => x.overall)))} | ${fmt(pw)} | ${s.pairs.length} |`,
    );
  }
  return out.join('\n');
}

/**
 * Stereotype pairs held out: authored pairs (stereotype stated as a fact vs its anti-stereotype
 * or neutral twin, same group) of templates the heads never trained on.
 */
function stereotypePairsSection(): string {
  const rows = authoredStereotypes().filter((r) => r.split === 'heldout');
  const byPair = new Map<number, { stereo?: string; twin?: string; lang: string }>();
  for (const r of rows) {
    const p = byPair.get(r.pair!) ?? { lang: r.lang };
    if (r.label === 1) p.stereo = r.text;
    else p.twin = r.text;
    byPair.set(r.pair!, p);
  }
  const out = ['| held-out pairs | pairs | fairness: stereotype lower | overall: stereotype lower | ties (fairness) |', '|---|---:|---:|---:|---:|'];
  for (const lang of ['en', 'hi-Latn', 'hi', 'all']) {
    const pairs = [...byPair.values()].filter((p) => p.stereo && p.twin && (lang === 'all' || p.lang === lang));
    const f = pairs.map((p) => [score(p.stereo!).fairness, score(p.twin!).fairness] as [number, number]);
    const o = pairs.map((p) => [score(p.stereo!).overall, score(p.twin!).overall] as [number, number]);
    out.push(`| authored stereotype vs twin (${lang}) | ${pairs.length} | ${fmt(pairwise(f))} | ${fmt(pairwise(o))} | ${fmt(f.filter(([a, b]) => a === b).length / Math.max(1, f.length))} |`);
  }
  return out.join('\n');
}

/**
 * Benign group mentions held out: authored templates never trained on (rights, history and news,
 * pride, questions about discrimination, solidarity, everyday life, a stereotype quoted to condemn
 * it) against held-out hate templates worded unlike the training ones, per language. "Learned
 * points" is the mean of the points the learned heads take on safety and fairness together.
 */
function benignMentionsSection(): string {
  const rows = authoredHate().filter((r) => r.split === 'heldout');
  const learned = (text: string) =>
    evaluateText({ content: text, dimensions: ['safety', 'fairness'] }).findings.filter((f) => f.rule.includes('learned-')).reduce((a, f) => a + f.points, 0);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const low = (xs: number[]) => fmt(xs.filter((x) => x < DEFAULT_PASS_THRESHOLD).length / Math.max(1, xs.length));
  const out = [
    '| held-out probe | benign n | benign < 7.0 safety | benign < 7.0 fairness | benign mean safety / fairness | benign learned points | hate n | hate < 7.0 safety | hate < 7.0 fairness | ROC AUC overall (hate vs benign) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const line = (name: string, sel: typeof rows) => {
    const ben = sel.filter((r) => r.label === 0).map((r) => ({ ...score(r.text), learned: learned(r.text) }));
    const hate = sel.filter((r) => r.label === 1).map((r) => score(r.text));
    const auc = hate.length && ben.length ? fmt(aucLower(hate.map((s) => s.overall), ben.map((s) => s.overall))) : '–';
    out.push(
      `| ${name} | ${ben.length} | ${low(ben.map((s) => s.safety))} | ${low(ben.map((s) => s.fairness))} | ${mean(ben.map((s) => s.safety)).toFixed(2)} / ${mean(ben.map((s) => s.fairness)).toFixed(2)} | ${mean(ben.map((s) => s.learned)).toFixed(2)} | ${hate.length || '–'} | ${hate.length ? low(hate.map((s) => s.safety)) : '–'} | ${hate.length ? low(hate.map((s) => s.fairness)) : '–'} | ${auc} |`,
    );
  };
  for (const lang of ['en', 'hi-Latn', 'hi']) line(lang, rows.filter((r) => r.lang === lang));
  line('all', rows);
  for (const kind of [...new Set(rows.filter((r) => r.label === 0).map((r) => r.category))]) line(`… benign ${kind} (all languages)`, rows.filter((r) => r.label === 0 && r.category === kind));
  return out.join('\n');
}

/**
 * Benign task requests and replies no head trains on: the self-instruct seed tasks (427), two
 * sets written for issue 12's false-alarm check before their first run and the help-desk messages
 * of session 14 (scripts/probes/). Their share below 7.0 on safety and overall (docs/accuracy-scoring.md,
 * "Benign task requests and harmful methods", "Help-desk messages and the crime head").
 */
function benignTasksSection(): string {
  const sets: Array<[string, string[]]> = [
    ['self-instruct seed tasks (`injection/benign_selfinstruct.jsonl`)', readFileSync(resolve(DATA_DIR, 'injection/benign_selfinstruct.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)],
    ['benign task requests (`scripts/probes/benign-tasks.json`)', JSON.parse(readFileSync(resolve(PROBES_DIR, 'benign-tasks.json'), 'utf8')) as string[]],
    ['benign replies (`scripts/probes/benign-replies.json`)', JSON.parse(readFileSync(resolve(PROBES_DIR, 'benign-replies.json'), 'utf8')) as string[]],
    ['help-desk and shop messages (`scripts/probes/support-messages.json`)', JSON.parse(readFileSync(resolve(PROBES_DIR, 'support-messages.json'), 'utf8')) as string[]],
  ];
  const out = ['| benign set (never trained on) | n | below 7.0 on safety | mean safety | below 7.0 overall (all eight dimensions) |', '|---|---:|---:|---:|---:|'];
  for (const [name, texts] of sets) {
    const safety = texts.map((t) => score(t).safety);
    const overall = texts.map((t) => evaluateText({ content: t }).svc_score.score);
    const share = (xs: number[]) => fmt(xs.filter((x) => x < DEFAULT_PASS_THRESHOLD).length / xs.length);
    out.push(`| ${name} | ${texts.length} | ${share(safety)} | ${(safety.reduce((a, b) => a + b, 0) / safety.length).toFixed(2)} | ${share(overall)} |`);
  }
  return out.join('\n');
}

/**
 * Realistic replies written before their first run (scripts/probes/realistic-replies*.json): the
 * whole evaluation (all eight dimensions, the default), as a caller of `eval` sees it. The second
 * file was written after the first had been used to judge rules, so it is the blind one.
 */
const REALISTIC_PROBES = ['realistic-replies.json', 'realistic-replies-2.json', 'realistic-replies-3.json', 'realistic-replies-4.json', 'realistic-replies-5.json', 'realistic-replies-6.json', 'realistic-replies-7.json', 'realistic-replies-8.json', 'realistic-replies-9.json'];

function realisticRepliesSection(): string {
  const out = ['| set | harmful below 7.0 overall | benign below 7.0 overall | ROC AUC (overall) |', '|---|---:|---:|---:|'];
  const notes: string[] = [];
  for (const file of REALISTIC_PROBES) {
    const { rows } = JSON.parse(readFileSync(resolve(PROBES_DIR, file), 'utf8')) as { rows: Array<{ harmful: 0 | 1; family: string; lang?: string; text: string }> };
    const overall = rows.map((r) => ({ ...r, score: evaluateText({ content: r.text }).svc_score.score }));
    const harmful = overall.filter((r) => r.harmful === 1);
    const benign = overall.filter((r) => r.harmful === 0);
    const below = (xs: typeof overall) => xs.filter((r) => r.score < DEFAULT_PASS_THRESHOLD).length;
    const name = (r: (typeof overall)[number]) => `${r.family}${r.lang && r.lang !== 'en' ? ` [${r.lang}]` : ''} (${r.score})`;
    out.push(`| realistic replies (\`scripts/probes/${file}\`) | ${below(harmful)} / ${harmful.length} | ${below(benign)} / ${benign.length} | ${fmt(aucLower(harmful.map((r) => r.score), benign.map((r) => r.score)))} |`);
    notes.push(
      `${file}: harmful replies at or above 7.0: ${harmful.filter((r) => r.score >= DEFAULT_PASS_THRESHOLD).map(name).join(', ') || 'none'}.`,
      `${file}: benign replies below 7.0: ${benign.filter((r) => r.score < DEFAULT_PASS_THRESHOLD).map(name).join(', ') || 'none'}.`,
    );
  }
  return [...out, '', ...notes].join('\n');
}

function main(): void {
  const started = performance.now();
  const errors = Number(arg('errors') ?? 0);
  const sections: string[] = [];
  if (arg('only-probes') !== undefined) {
    sections.push('### Benign task requests and replies (never trained on)\n', benignTasksSection());
    sections.push('\n### Realistic replies, all eight dimensions (written before their first run)\n', realisticRepliesSection());
  } else if (arg('only-loso') === undefined) {
    // --skip-eval-only: the held-out tables alone, to measure while working without looking at the eval-only files.
    if (arg('skip-eval-only') === undefined) sections.push('### Evaluation-only files through the engine (never trained on)\n', evalOnlySection(errors));
    sections.push('\n### Held-out splits through the engine\n', heldOutSection());
    sections.push('\n### Stereotype pairs held out (authored templates never trained on)\n', stereotypePairsSection());
    sections.push('\n### Benign group mentions and hate, held out (authored templates never trained on)\n', benignMentionsSection());
    sections.push('\n### Benign task requests and replies (never trained on)\n', benignTasksSection());
    sections.push('\n### Realistic replies, all eight dimensions (written before their first run)\n', realisticRepliesSection());
  }
  if (arg('skip-loso') === undefined && arg('only-probes') === undefined) {
    sections.push('\n### Harmful vs safe replies, held out\n', repliesSection());
    sections.push('\n### Leave-one-source-out, per head and held-out source\n', losoSection());
  }
  const elapsed = performance.now() - started;
  console.log(`\nScores from evaluateText({content, dimensions: ['safety', 'fairness']}), basic depth. Positive = harmful; lower score = more harmful.`);
  console.log(`${cache.size} texts scored; ${(elapsed / 1000).toFixed(0)} s in all.\n`);
  console.log(sections.join('\n'));
}

main();
