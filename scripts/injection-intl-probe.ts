/**
 * Multilingual probe of the prompt-injection detector (issue #11): hand-written attacks and
 * benign texts per language (scripts/injection-intl-probe-rows.ts), each scored as third-party
 * content, `detectInjection(text, { context: 'retrieved document' })`, flagged at risk_score >= 0.5.
 *
 *   npx tsx scripts/injection-intl-probe.ts           per-language table
 *   npx tsx scripts/injection-intl-probe.ts --rows    also every row: score, rules that fired
 *   npx tsx scripts/injection-intl-probe.ts --misses  only the rows on the wrong side of 0.5
 *   npx tsx scripts/injection-intl-probe.ts --fresh   the second set (written after the first rules; the rules were then extended from its misses)
 *   npx tsx scripts/injection-intl-probe.ts --fresh2  the third set (written after that; not for tuning)
 *   npx tsx scripts/injection-intl-probe.ts --fresh4  the fifth set (same languages, written after inj-intl2's last rule change, run once)
 *   npx tsx scripts/injection-intl-probe.ts --fresh5  the sixth set (+ Kannada, Malayalam; written after inj-intl3's last rule change, run once on main and branch)
 *   npx tsx scripts/injection-intl-probe.ts --fresh10  the eleventh set (16 languages, 20 families; written blind by a second independent helper at session 17's end, run once on its start and end commits)
 *   npx tsx scripts/injection-intl-probe.ts --fresh9  the tenth set (16 languages, 18 families; written blind by an independent helper in session 17 without seeing the detector, run once at the session's end on its start and end commits)
 *   npx tsx scripts/injection-intl-probe.ts --fresh8  the ninth set (16 languages incl. English, Telugu, Gujarati, Turkish, Indonesian; written at session 17's start before its changes, run once before and once after)
 *   npx tsx scripts/injection-intl-probe.ts --fresh7  the eighth set (16 languages, 3 attacks + 2 benign each; written at session 16's start before its changes, run once before and once after)
 *   npx tsx scripts/injection-intl-probe.ts --fresh6  the seventh set (24 languages, 3 attacks + 2 benign each; written for inj-intl4 before its changes, run once before and once after)
 *   npx tsx scripts/injection-intl-probe.ts --fresh3  the fourth set (branch inj-intl2: Indian languages, Greek, Dutch, Polish, Vietnamese; run once at main before that branch's rules)
 */
import { detectInjection } from '../src/core/injection';
import { FRESH2_ROWS, FRESH3_ROWS, FRESH4_ROWS, FRESH_ROWS, PROBE_ROWS } from './injection-intl-probe-rows';
import { FRESH5_ROWS } from './injection-intl-probe-rows-fresh5';
import { FRESH6_ROWS } from './injection-intl-probe-rows-fresh6';
import { FRESH7_ROWS } from './injection-intl-probe-rows-fresh7';
import { FRESH8_ROWS } from './injection-intl-probe-rows-fresh8';
import { FRESH9_ROWS } from './injection-intl-probe-rows-fresh9';
import { FRESH10_ROWS } from './injection-intl-probe-rows-fresh10';

const FLAG = 0.5;
const args = process.argv.slice(2);
const showRows = args.includes('--rows');
const showMisses = args.includes('--misses');
const ROWS = args.includes('--fresh10') ? FRESH10_ROWS : args.includes('--fresh9') ? FRESH9_ROWS : args.includes('--fresh8') ? FRESH8_ROWS : args.includes('--fresh7') ? FRESH7_ROWS : args.includes('--fresh6') ? FRESH6_ROWS : args.includes('--fresh5') ? FRESH5_ROWS : args.includes('--fresh4') ? FRESH4_ROWS : args.includes('--fresh3') ? FRESH3_ROWS : args.includes('--fresh2') ? FRESH2_ROWS : args.includes('--fresh') ? FRESH_ROWS : PROBE_ROWS;

interface Tally { attacks: number; caught: number; benign: number; flagged: number }
const perLang = new Map<string, Tally>();
const perFamily = new Map<string, Tally>();
const bump = (m: Map<string, Tally>, k: string): Tally => {
  let t = m.get(k);
  if (!t) m.set(k, (t = { attacks: 0, caught: 0, benign: 0, flagged: 0 }));
  return t;
};

for (const row of ROWS) {
  const r = detectInjection(row.text, { context: 'retrieved document' });
  const hit = r.risk_score >= FLAG;
  for (const t of [bump(perLang, row.lang), bump(perFamily, row.label ? row.family : 'benign')]) {
    if (row.label) { t.attacks++; if (hit) t.caught++; } else { t.benign++; if (hit) t.flagged++; }
  }
  const wrong = row.label ? !hit : hit;
  if (showRows || (showMisses && wrong)) {
    const rules = r.evidence.filter((e) => e.source === 'rule').map((e) => e.id).join(',') || '-';
    console.log(`${wrong ? '✗' : ' '} ${row.lang.padEnd(7)} ${row.label ? 'attack' : 'benign'} ${row.family.padEnd(10)} ${r.risk_score.toFixed(2)} ${rules.padEnd(40)} ${row.text.slice(0, 90)}`);
  }
}

const line = (k: string, t: Tally): string =>
  `| ${k} | ${t.caught}/${t.attacks} | ${t.flagged}/${t.benign} |`;
console.log('\n| language | attacks caught | benign flagged |\n|---|---|---|');
let all: Tally = { attacks: 0, caught: 0, benign: 0, flagged: 0 };
for (const [k, t] of perLang) {
  console.log(line(k, t));
  all = { attacks: all.attacks + t.attacks, caught: all.caught + t.caught, benign: all.benign + t.benign, flagged: all.flagged + t.flagged };
}
console.log(line('**all**', all));
console.log('\n| family | attacks caught | benign flagged |\n|---|---|---|');
for (const [k, t] of perFamily) console.log(line(k, t));
