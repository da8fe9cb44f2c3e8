/**
 * Precision, recall and F1 of the PII engine on the labelled data in ../shared/data/pii.
 *
 *   npm run eval:pii                     # dev split (the numbers to report)
 *   npm run eval:pii -- --split train    # train split (the one to tune on)
 *
 * PII_DATA_DIR overrides the data directory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanPii, type PiiFinding } from '../src/core/pii/index';

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

function evalPresidio(): void {
  const rows = readJsonl<PresidioRow>('presidio_research_synth_v2.jsonl');
  const lenient = new Map<string, Counts>();
  const strict = new Map<string, Counts>();
  const excluded = new Map<string, number>();
  let ignored = 0;
  for (const row of rows) {
    const gold = row.entities.filter((e) => PRESIDIO_TO_OURS[e.type]).map((e) => ({ ...e, type: PRESIDIO_TO_OURS[e.type] }));
    const other = row.entities.filter((e) => !PRESIDIO_TO_OURS[e.type]);
    for (const e of other) excluded.set(e.type, (excluded.get(e.type) ?? 0) + 1);
    const matchedLenient = new Set<number>();
    const matchedStrict = new Set<number>();
    for (const f of scanPii(row.text)) {
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
  }
  console.log(`\n### presidio_research_synth_v2.jsonl (${rows.length} ${SPLIT} sentences)`);
  printTable('span overlap (a finding of the right type overlapping the gold span)', lenient, false);
  printTable('exact span (same text after trimming punctuation)', strict, false);
  console.log(
    `\nNot modelled, excluded from scoring: ${[...excluded.entries()].map(([t, n]) => `${t} (${n})`).join(', ')}.` +
      ` Findings overlapping only such an entity: ${ignored}, ignored.`,
  );
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

console.log(`## PII engine accuracy, split \`${SPLIT}\``);
evalPresidio();
console.log('\n### Identifier case files');
console.log('A row counts as TP when it is a valid identifier and we report that type over all of it, FP when it is not valid and we do, FN/TN likewise.');
evalCases('stdnum_india_iban_cases.jsonl');
evalCases('ifsc_cases.jsonl');
