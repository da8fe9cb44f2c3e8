/**
 * False alarms and recall of the hand-written injection rules, per data file, read as a
 * user's own message (direct) and as third-party content (indirect: `context: "tool output"`).
 *
 *   npx tsx scripts/injection-rules-report.ts [--new] [--show N] [--only FILE-SUBSTRING] [--per-rule]
 *
 * Columns: `rules` = any rule fired; `new` = a rule of the families added for issue #11
 * fired (ids in NEW_FAMILIES); `det` = the whole detector (rules and model) flags the row at
 * medium sensitivity. Benign rows should be ~0 in every column; attacks as high as
 * possible. --show N prints up to N rows per file that a rule misfires on (benign) or
 * misses (attacks), for the column `new` with --new, else `rules`. --per-rule lists, for every
 * rule that fired, on how many attack and benign rows of each file (read as content).
 * Rows derived from TRAC-1 (evaluation-only, train/use.json) are skipped: rules are never tuned on them.
 * Data: ../shared/data/train/injection/*.jsonl and ../shared/data/injection/*.jsonl (the
 * corpus of scripts/injection-data.ts), and data/injection/authored-*.jsonl.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { detectInjection } from '../src/core/injection';

const NEW_FAMILIES = /^(?:indirect|action|authority|intl)\./;
const ROOT = process.cwd();
const SHARED = join(ROOT, '../shared/data');

interface Row {
  text: string;
  label: number;
  lang?: string;
  category?: string;
}

const args = process.argv.slice(2);
const show = args.includes('--show') ? Number(args[args.indexOf('--show') + 1]) : 0;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const showNew = args.includes('--new');

const files: string[] = [
  ...readdirSync(join(SHARED, 'train/injection')).map((f) => join(SHARED, 'train/injection', f)),
  ...readdirSync(join(SHARED, 'injection')).map((f) => join(SHARED, 'injection', f)),
  ...readdirSync(join(ROOT, 'data/injection')).filter((f) => f.startsWith('authored-')).map((f) => join(ROOT, 'data/injection', f)),
].filter((f) => f.endsWith('.jsonl') && (only === undefined || f.includes(only)));

const read = (file: string): Row[] =>
  readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row & { source?: string }).filter((r) => !(r.source ?? '').includes('trac1'));
const perRule = args.includes('--per-rule');
/** rule id → "file (label)" → rows it fired on, read as content. */
const ruleHits = new Map<string, Map<string, number>>();
const pct = (n: number, d: number): string => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(2).padStart(6)}`);

interface Tally {
  n: number;
  rules: number;
  fresh: number;
  det: number;
}
const tally = (): Tally => ({ n: 0, rules: 0, fresh: 0, det: 0 });

const ruleIds = new Set<string>();
function score(text: string, indirect: boolean): { rules: boolean; fresh: boolean; det: boolean; ids: string[] } {
  const a = detectInjection(text, indirect ? { context: 'tool output' } : {});
  const ids = a.evidence.filter((e) => e.source === 'rule').map((e) => (showNew && NEW_FAMILIES.test(e.id) ? `${e.id}="${e.match}"` : e.id));
  if (indirect) for (const e of a.evidence) if (e.source === 'rule') ruleIds.add(e.id);
  return { rules: ids.length > 0, fresh: ids.some((id) => NEW_FAMILIES.test(id)), det: a.injection_detected, ids };
}

console.log('file (label)                                   rows | direct: rules    new    det | indirect: rules    new    det');
const byLang = new Map<string, Tally[]>();
for (const file of files) {
  const rows = read(file);
  for (const label of [0, 1]) {
    const subset = rows.filter((r) => r.label === label);
    if (subset.length === 0) continue;
    const t = [tally(), tally()];
    const shown: string[] = [];
    for (const row of subset) {
      for (const indirect of [false, true]) {
        ruleIds.clear();
        const s = score(row.text, indirect);
        const key = `${file.split('/').pop()!.replace('.jsonl', '')} (${label})`;
        for (const id of ruleIds) {
          if (!ruleHits.has(id)) ruleHits.set(id, new Map());
          ruleHits.get(id)!.set(key, (ruleHits.get(id)!.get(key) ?? 0) + 1);
        }
        const c = t[indirect ? 1 : 0];
        c.n++;
        c.rules += +s.rules;
        c.fresh += +s.fresh;
        c.det += +s.det;
        const hit = showNew ? s.fresh : s.rules;
        if (indirect && shown.length < show && (label === 0 ? hit : !hit)) shown.push(`   [${s.ids.join(',')}] ${row.text.slice(0, 220).replace(/\s+/g, ' ')}`);
        if (file.includes('authored-')) {
          const key = `${row.lang} ${label}`;
          if (!byLang.has(key)) byLang.set(key, [tally(), tally()]);
          const l = byLang.get(key)![indirect ? 1 : 0];
          l.n++;
          l.fresh += +s.fresh;
          l.rules += +s.rules;
          l.det += +s.det;
        }
      }
    }
    const name = `${file.split('/').pop()} (${label})`.padEnd(44);
    console.log(`${name} ${String(subset.length).padStart(5)} |        ${pct(t[0].rules, t[0].n)} ${pct(t[0].fresh, t[0].n)} ${pct(t[0].det, t[0].n)} |         ${pct(t[1].rules, t[1].n)} ${pct(t[1].fresh, t[1].n)} ${pct(t[1].det, t[1].n)}`);
    for (const line of shown) console.log(line);
  }
}
if (byLang.size > 0) {
  console.log('\nauthored rows by language and label (indirect: rules / new / det)');
  for (const [key, [, ind]] of [...byLang].sort()) console.log(`  ${key.padEnd(10)} ${String(ind.n).padStart(4)}  ${pct(ind.rules, ind.n)} ${pct(ind.fresh, ind.n)} ${pct(ind.det, ind.n)}`);
}
if (perRule) {
  console.log('\nper rule (read as content): rows it fired on, attack files | benign files');
  for (const [id, hits] of [...ruleHits].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const side = (label: string): string => [...hits].filter(([k]) => k.endsWith(`(${label})`)).map(([k, n]) => `${k.replace(/ \(\d\)$/, '')} ${n}`).join(', ');
    console.log(`  ${id.padEnd(40)} ${side('1') || '-'} | ${side('0') || '-'}`);
  }
}
