/**
 * Precision, recall and F1 of the PII engine on the labelled data in ../shared/data/pii.
 *
 *   npm run eval:pii                     # dev split (the numbers to report)
 *   npm run eval:pii -- --split train    # train split (the one to tune on)
 *
 * After the shared files it scores generated cases (scripts/pii-generated.ts): every region's
 * example phone number in four written forms plus ids, amounts and random digits as negatives;
 * valid and checksum-broken identifiers of each type; special-category sentences.
 *
 * PII_DATA_DIR overrides the data directory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanPii, SPECIAL_CATEGORY_TYPES, type PiiFinding } from '../src/core/pii/index';
import { decoded, jsonTextValues } from '../src/core/agent/json-text';
import { scanJsonTextPii } from '../src/core/agent/json-text-pii';
import { scanToolResult } from '../src/core/agent/tool-result';
import { DEFAULT_PHONE_REGIONS } from '../src/core/pii/recognizers/contact';
import { identifierCases, LABELS as GENERATED_LABELS, phoneCases, phoneNegatives, specialCategoryCases } from './pii-generated';

const DATA_DIR = process.env.PII_DATA_DIR ?? '/work/shared/data/pii';
const splitArg = process.argv.indexOf('--split');
const SPLIT = splitArg >= 0 ? process.argv[splitArg + 1] : 'dev';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

function add(table: Map<string, Counts>, key: string, field: keyof Counts): void {
  const c = table.get(key) ?? zero();
  c[field]++;
  table.set(key, c);
}

function sum(table: Map<string, Counts>): Counts {
  const total = zero();
  for (const c of table.values()) {
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
    total.tn += c.tn;
  }
  return total;
}

const fmt = (n: number): string => (Number.isNaN(n) ? '–' : n.toFixed(3));

function metrics(c: Counts): { p: number; r: number; f1: number } {
  const p = c.tp / (c.tp + c.fp);
  const r = c.tp / (c.tp + c.fn);
  return { p, r, f1: (2 * p * r) / (p + r) };
}

function printTable(title: string, table: Map<string, Counts>, withTn: boolean): void {
  console.log(`\n#### ${title}\n`);
  console.log(`| type | precision | recall | F1 | TP | FP | FN |${withTn ? ' TN |' : ''}`);
  console.log(`|---|---|---|---|---|---|---|${withTn ? '---|' : ''}`);
  const rows = [...[...table.entries()].sort(([a], [b]) => a.localeCompare(b)), ['**overall**', sum(table)] as const];
  for (const [key, c] of rows) {
    const m = metrics(c);
    console.log(`| ${key} | ${fmt(m.p)} | ${fmt(m.r)} | ${fmt(m.f1)} | ${c.tp} | ${c.fp} | ${c.fn} |${withTn ? ` ${c.tn} |` : ''}`);
  }
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(join(DATA_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
    .filter((row) => (row as { split: string }).split === SPLIT);
}

// ---------------------------------------------------------------- presidio (character spans)

/** Presidio entity types and ours; the other presidio types are not modelled. */
const PRESIDIO_TO_OURS: Record<string, string> = {
  PERSON: 'PERSON',
  EMAIL: 'EMAIL',
  PHONE: 'PHONE',
  CREDIT_CARD: 'CREDIT_CARD',
  IBAN: 'IBAN',
  IP_ADDRESS: 'IP_ADDRESS',
  US_SSN: 'US_SSN',
  STREET_ADDRESS: 'ADDRESS',
  ZIP_CODE: 'POSTAL_CODE',
};

/** Our types compared under another name: an Indian mobile is a phone number to presidio. */
const OURS_AS: Record<string, string> = { MOBILE_IN: 'PHONE' };

interface PresidioRow {
  text: string;
  entities: { type: string; start: number; end: number; value: string }[];
}

const TRIM = /^[\s,.;:()'"]+|[\s,.;:()'"]+$/g;

function sameSpan(text: string, a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  const x = text.slice(a.start, a.end).replace(TRIM, '');
  const y = text.slice(b.start, b.end).replace(TRIM, '');
  return x === y && Math.abs(a.start - b.start) <= 3;
}

/**
 * How the sentences are read: one by one (the engine on a text), or packed 20 to a JSON text as a
 * tool's raw output ([{"id": 1, "body": "…"}, …]) and scanned whole as plain text (the tool-result
 * scan before 2026-11-29) or value by value (json-text-pii.ts, the tool-result scan now).
 */
type PresidioMode = 'sentences' | 'json-as-text' | 'json-by-value';

/** Findings per row in the row's own offsets, and findings outside every row's text (counted as false positives). */
function presidioFindings(rows: readonly PresidioRow[], mode: PresidioMode): { perRow: PiiFinding[][]; stray: PiiFinding[] } {
  if (mode === 'sentences') return { perRow: rows.map((r) => scanPii(r.text)), stray: [] };
  const perRow: PiiFinding[][] = rows.map(() => []);
  const stray: PiiFinding[] = [];
  for (let from = 0; from < rows.length; from += 20) {
    const raw = JSON.stringify(rows.slice(from, from + 20).map((r, i) => ({ id: from + i, body: r.text })));
    const bodies = jsonTextValues(raw)!.filter((v) => v.field === 'body');
    const found = mode === 'json-as-text' ? scanPii(raw) : scanJsonTextPii(raw)!.findings;
    for (const f of found) {
      const j = bodies.findIndex((v) => v.start <= f.start && f.end <= v.end);
      if (j < 0) {
        stray.push(f);
        continue;
      }
      const v = bodies[j]!;
      const at = v.escaped ? decoded(raw, v.start, v.end).at : null;
      const rowOffset = (o: number): number => (at === null ? o - v.start : at.indexOf(o));
      perRow[from + j]!.push({ ...f, start: rowOffset(f.start), end: rowOffset(f.end) });
    }
  }
  return { perRow, stray };
}

function evalPresidio(mode: PresidioMode): void {
  const rows = readJsonl<PresidioRow>('presidio_research_synth_v2.jsonl');
  const lenient = new Map<string, Counts>();
  const strict = new Map<string, Counts>();
  const excluded = new Map<string, number>();
  let ignored = 0;
  const { perRow, stray } = presidioFindings(rows, mode);
  for (const f of stray) {
    add(lenient, OURS_AS[f.type] ?? f.type, 'fp');
    add(strict, OURS_AS[f.type] ?? f.type, 'fp');
  }
  rows.forEach((row, r) => {
    const gold = row.entities.filter((e) => PRESIDIO_TO_OURS[e.type]).map((e) => ({ ...e, type: PRESIDIO_TO_OURS[e.type] }));
    const other = row.entities.filter((e) => !PRESIDIO_TO_OURS[e.type]);
    for (const e of other) excluded.set(e.type, (excluded.get(e.type) ?? 0) + 1);
    const matchedLenient = new Set<number>();
    const matchedStrict = new Set<number>();
    for (const f of perRow[r]!) {
      const type = OURS_AS[f.type] ?? f.type;
      const overlapping = gold.map((g, i) => ({ g, i })).filter(({ g }) => g.type === type && g.start < f.end && f.start < g.end);
      const lenientHit = overlapping.find(({ i }) => !matchedLenient.has(i));
      if (lenientHit) {
        matchedLenient.add(lenientHit.i);
        add(lenient, type, 'tp');
      } else if (overlapping.length === 0 && other.some((e) => e.start < f.end && f.start < e.end)) {
        // Overlaps only an entity of a type we do not model (e.g. a birth date inside DATE_TIME).
        ignored++;
        continue;
      } else {
        add(lenient, type, 'fp');
      }
      const strictHit = overlapping.find(({ g, i }) => !matchedStrict.has(i) && sameSpan(row.text, g, f));
      if (strictHit) {
        matchedStrict.add(strictHit.i);
        add(strict, type, 'tp');
      } else {
        add(strict, type, 'fp');
      }
    }
    gold.forEach((g, i) => {
      if (!matchedLenient.has(i)) add(lenient, g.type, 'fn');
      if (!matchedStrict.has(i)) add(strict, g.type, 'fn');
    });
  });
  if (mode === 'sentences') {
    console.log(`\n### presidio_research_synth_v2.jsonl (${rows.length} ${SPLIT} sentences)`);
    printTable('span overlap (a finding of the right type overlapping the gold span)', lenient, false);
    printTable('exact span (same text after trimming punctuation)', strict, false);
    console.log(
      `\nNot modelled, excluded from scoring: ${[...excluded.entries()].map(([t, n]) => `${t} (${n})`).join(', ')}.` +
        ` Findings overlapping only such an entity: ${ignored}, ignored.`,
    );
  } else {
    printTable(`${mode === 'json-as-text' ? 'JSON text scanned whole as plain text' : 'JSON text value by value (the tool-result scan of `raw`)'}: span overlap${stray.length > 0 ? ` (${stray.length} findings outside the sentences, counted as FP)` : ''}`, lenient, false);
  }
}

// ---------------------------------------------------------------- one identifier per row

interface CaseRow {
  text: string;
  type: string;
  expected: boolean;
}

/** Label put before the identifier in the "labelled" mode, as it would appear in a form or letter. */
const LABELS: Record<string, string> = {
  AADHAAR: 'Aadhaar number: ',
  AADHAAR_VID: 'Aadhaar VID: ',
  PAN: 'PAN: ',
  GSTIN: 'GSTIN: ',
  VOTER_ID: 'Voter ID (EPIC): ',
  IBAN: 'IBAN: ',
  IFSC: 'IFSC code: ',
};

function reported(findings: PiiFinding[], type: string, start: number, end: number): boolean {
  return findings.some((f) => f.type === type && f.start <= start && f.end >= end);
}

function evalCases(file: string): void {
  const rows = readJsonl<CaseRow>(file);
  for (const mode of ['bare', 'labelled'] as const) {
    const table = new Map<string, Counts>();
    const misses: string[] = [];
    for (const row of rows) {
      const prefix = mode === 'labelled' ? (LABELS[row.type] ?? '') : '';
      const trimmed = row.text.trim();
      const start = prefix.length + row.text.indexOf(trimmed);
      const found = reported(scanPii(prefix + row.text), row.type, start, start + trimmed.length);
      const field: keyof Counts = row.expected ? (found ? 'tp' : 'fn') : found ? 'fp' : 'tn';
      add(table, row.type, field);
      if (field === 'fn' || field === 'fp') misses.push(`${field.toUpperCase()} ${row.type} ${JSON.stringify(row.text)}`);
    }
    const label = mode === 'bare' ? 'identifier alone' : 'identifier after a label such as "PAN: "';
    printTable(`${file}, ${label} (${rows.length} ${SPLIT} rows)`, table, true);
    if (process.argv.includes('--misses') && misses.length > 0) console.log(`\n${misses.join('\n')}`);
  }
}

// ---------------------------------------------------------------- generated cases

const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const PHONE_TYPES = new Set(['PHONE', 'MOBILE_IN']);

function evalPhones(): void {
  const cases = phoneCases();
  const byForm = new Map<string, { found: number; total: number; foundPreferred: number; inDefault: number; foundInDefault: number }>();
  const defaults = new Set<string>(DEFAULT_PHONE_REGIONS);
  const misses: string[] = [];
  for (const c of cases) {
    const start = c.text.indexOf(c.value);
    const covers = (found: PiiFinding[]) => found.some((f) => PHONE_TYPES.has(f.type) && f.start <= start && f.end >= start + c.value.length);
    const row = byForm.get(c.form) ?? { found: 0, total: 0, foundPreferred: 0, inDefault: 0, foundInDefault: 0 };
    row.total++;
    const found = covers(scanPii(c.text));
    if (found) row.found++;
    else misses.push(`${c.form} ${c.region} ${c.value}`);
    if (defaults.has(c.region)) {
      row.inDefault++;
      if (found) row.foundInDefault++;
    }
    if (covers(scanPii(c.text, { phoneRegions: [c.region] }))) row.foundPreferred++;
    byForm.set(c.form, row);
  }
  console.log(`\n### Phones: libphonenumber-js example number of each of ${new Set(cases.map((c) => c.region)).size} regions, as a table cell\n`);
  console.log(`| written as | recall, all regions, default settings | recall, the ${defaults.size} regions of the default list | recall, region named in phoneRegions | n |`);
  console.log('|---|---|---|---|---|');
  for (const [form, r] of byForm) {
    console.log(`| ${form} | ${(r.found / r.total).toFixed(3)} | ${(r.foundInDefault / r.inDefault).toFixed(3)} | ${(r.foundPreferred / r.total).toFixed(3)} | ${r.total} |`);
  }
  if (process.argv.includes('--misses')) console.log(`\n${misses.join('\n')}`);

  const negatives = phoneNegatives();
  const byKind = new Map<string, { fp: number; total: number }>();
  const fps: string[] = [];
  for (const n of negatives) {
    const row = byKind.get(n.kind) ?? { fp: 0, total: 0 };
    row.total++;
    const found = scanPii(n.text).filter((f) => PHONE_TYPES.has(f.type));
    if (found.length > 0) {
      row.fp++;
      fps.push(`${n.kind}: ${n.text} → ${found.map((f) => `${f.type} ${f.value}`).join(', ')}`);
    }
    byKind.set(n.kind, row);
  }
  console.log('\n| negatives (not phone numbers) | reported as PHONE or MOBILE_IN | n |');
  console.log('|---|---|---|');
  for (const [kind, r] of byKind) console.log(`| ${kind} | ${pct(r.fp, r.total)} | ${r.total} |`);
  if (process.argv.includes('--misses')) console.log(`\n${fps.join('\n')}`);
}

function evalIdentifiers(): void {
  const cases = identifierCases();
  const table = new Map<string, { bare: number; labelled: number; valid: number; fp: number; invalid: number; otherType: number }>();
  for (const c of cases) {
    const row = table.get(c.type) ?? { bare: 0, labelled: 0, valid: 0, fp: 0, invalid: 0, otherType: 0 };
    const reportedIn = (text: string, at: number) =>
      scanPii(text).some((f) => f.type === c.type && f.start <= at && f.end >= at + c.value.length);
    const label = GENERATED_LABELS[c.recognizer];
    if (c.valid) {
      row.valid++;
      if (reportedIn(c.text, 0)) row.bare++;
      if (reportedIn(label + c.text, label.length)) row.labelled++;
    } else {
      row.invalid++;
      if (reportedIn(c.text, 0) || reportedIn(label + c.text, label.length)) row.fp++;
    }
    table.set(c.type, row);
  }
  console.log('\n### Identifiers: generated valid values and the same values with a broken check character\n');
  console.log('Valid values: a random body completed with the check character the validator accepts (so this measures patterns, context and overlap resolution; the checksums themselves are covered by the table tests and stdnum\'s own tests). Broken: the same body with a check character it rejects; FP counts one reported as that type, alone or after the label.\n');
  console.log('| type | recall, alone | recall, after a label | broken reported as the type | n valid / broken |');
  console.log('|---|---|---|---|---|');
  for (const [type, r] of [...table.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`| ${type} | ${(r.bare / r.valid).toFixed(3)} | ${(r.labelled / r.valid).toFixed(3)} | ${pct(r.fp, r.invalid)} | ${r.valid} / ${r.invalid} |`);
  }
}

function evalSpecialCategories(): void {
  const cases = specialCategoryCases();
  const special = new Set<string>(SPECIAL_CATEGORY_TYPES);
  const table = new Map<string, { tp: number; fn: number; fp: number; tn: number }>();
  const errors: string[] = [];
  for (const c of cases) {
    const found = scanPii(c.text).filter((f) => special.has(f.type));
    const row = table.get(c.type) ?? { tp: 0, fn: 0, fp: 0, tn: 0 };
    if (c.about) {
      if (found.some((f) => f.type === c.type)) row.tp++;
      else {
        row.fn++;
        errors.push(`FN ${c.type}: ${c.text}`);
      }
    } else if (found.length > 0) {
      row.fp++;
      errors.push(`FP ${found.map((f) => f.type).join(',')}: ${c.text}`);
    } else row.tn++;
    table.set(c.type, row);
  }
  console.log('\n### Special categories: sentences about a person (positives) and about the topic in general (negatives)\n');
  console.log('| type | precision | recall | FP rate on general texts | about a person | general |');
  console.log('|---|---|---|---|---|---|');
  const total = { tp: 0, fn: 0, fp: 0, tn: 0 };
  for (const [type, r] of [...table.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`| ${type} | ${fmt(r.tp / (r.tp + r.fp))} | ${fmt(r.tp / (r.tp + r.fn))} | ${pct(r.fp, r.fp + r.tn)} | ${r.tp + r.fn} | ${r.fp + r.tn} |`);
    for (const k of ['tp', 'fn', 'fp', 'tn'] as const) total[k] += r[k];
  }
  console.log(`| **overall** | **${fmt(total.tp / (total.tp + total.fp))}** | **${fmt(total.tp / (total.tp + total.fn))}** | **${pct(total.fp, total.fp + total.tn)}** | ${total.tp + total.fn} | ${total.fp + total.tn} |`);
  if (process.argv.includes('--misses')) console.log(`\n${errors.join('\n')}`);
}

/**
 * Special categories in structured records (authored here, deterministic): a bare term as a field
 * value ({"diagnosis": "HIV positive"}) in a record that names a person (positive) or in one that
 * names no one — a product, an article, a catalogue, a list of records under an owner (negative) —
 * through the tool-result scan, as `data` and as a raw JSON text.
 */
function evalSpecialRecords(): void {
  const values: [string, string, string][] = [
    ['HEALTH_DATA', 'diagnosis', 'HIV positive'], ['HEALTH_DATA', 'condition', 'Type 2 diabetes'], ['HEALTH_DATA', 'notes', 'bipolar disorder, on lithium'],
    ['HEALTH_DATA', 'status', 'pregnant'], ['RELIGION', 'religion', 'Muslim'], ['RELIGION', 'faith', 'Christian'], ['CASTE', 'caste', 'Dalit'],
    ['CASTE', 'category', 'Scheduled Caste'], ['SEXUAL_ORIENTATION', 'orientation', 'gay'], ['TRADE_UNION', 'affiliation', 'union member'],
    ['POLITICAL_OPINION', 'politics', 'BJP supporter'], ['BIOMETRIC_DATA', 'enrolled', 'fingerprint'], ['GENETIC_DATA', 'lab', 'BRCA1 mutation'],
  ];
  const people: ((k: string, v: string) => unknown)[] = [
    (k, v) => ({ patient: 'Asha Rao', [k]: v }),
    (k, v) => ({ [k]: v, employee_id: 4471 }),
    (k, v) => [{ email: 'ravi@example.in', [k]: v }],
    (k, v) => ({ name: 'Priya Sharma', details: { [k]: v } }),
    (k, v) => ({ candidate: { name: 'Zoltan Q' }, screening: { [k]: v } }),
  ];
  const nobody: ((k: string, v: string) => unknown)[] = [
    (k, v) => ({ product: 'Test kit', [k]: v }),
    (k, v) => ({ name: 'Care guide', [k]: v }),
    (k, v) => ({ title: 'Topic overview', tags: [v], [k]: v }),
    (k, v) => ({ requested_by: 'admin@example.in', results: [{ headline: 'Report', [k]: v }] }),
  ];
  const special = new Set<string>(SPECIAL_CATEGORY_TYPES);
  for (const as of ['data', 'raw'] as const) {
    const c = { tp: 0, fn: 0, fp: 0, tn: 0 };
    const errors: string[] = [];
    for (const [type, key, value] of values) {
      for (const [about, makers] of [[true, people], [false, nobody]] as const) {
        for (const make of makers) {
          const record = make(key, value);
          const r = scanToolResult({ toolName: 'lookup', checks: ['pii'], category: 'generic', ...(as === 'data' ? { data: record } : { raw: JSON.stringify(record) }) });
          const found = (r.pii?.entities ?? []).filter((e) => special.has(e.type.toUpperCase()));
          if (about && found.some((e) => e.type.toUpperCase() === type)) c.tp++;
          else if (about) (c.fn++, errors.push(`FN ${type}: ${JSON.stringify(record)}`));
          else if (found.length > 0) (c.fp++, errors.push(`FP ${found.map((e) => e.type).join(',')}: ${JSON.stringify(record)}`));
          else c.tn++;
        }
      }
    }
    console.log(`| ${as === 'data' ? '`data`' : '`raw` JSON text'} | ${fmt(c.tp / (c.tp + c.fp))} | ${fmt(c.tp / (c.tp + c.fn))} | ${pct(c.fp, c.fp + c.tn)} | ${c.tp + c.fn} | ${c.fp + c.tn} |`);
    if (process.argv.includes('--misses') && errors.length > 0) console.log(`\n${errors.join('\n')}\n`);
  }
}

console.log(`## PII engine accuracy, split \`${SPLIT}\``);
evalPresidio('sentences');
console.log('\n### The same sentences as a tool\'s raw JSON output (20 to a text: [{"id": 1, "body": "…"}, …])');
evalPresidio('json-as-text');
evalPresidio('json-by-value');
console.log('\n### Identifier case files');
console.log('A row counts as TP when it is a valid identifier and we report that type over all of it, FP when it is not valid and we do, FN/TN likewise.');
evalCases('stdnum_india_iban_cases.jsonl');
evalCases('ifsc_cases.jsonl');
console.log('\n## Generated cases (all splits: generated, not drawn from the shared files)');
evalPhones();
evalIdentifiers();
evalSpecialCategories();
console.log('\n### Special categories in structured records: a bare term in a record that names a person (positives) or no one (negatives), through the tool-result scan\n');
console.log('| result as | precision | recall | FP rate on records that name no one | positives | negatives |');
console.log('|---|---|---|---|---|---|');
evalSpecialRecords();
