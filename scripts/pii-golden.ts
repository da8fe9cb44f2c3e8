/**
 * Golden file for PII speed work: every finding (explanations included) of `scanPii` on a fixed
 * corpus, one JSON line per scan, so a change that should not change results can be diffed:
 *
 *   npx tsx scripts/pii-golden.ts /tmp/before.jsonl   # …change…   then /tmp/after.jsonl, cmp
 *
 * Corpus: the shared PII files (every split: this only compares outputs, it tunes nothing), the
 * generated eval cases, the bench inputs, the adversarial test inputs, the case tables, and the
 * bench's JSON records value by value with their field names (the tool-result path), under the
 * option sets the services use (default, indianOnly, special categories, minScore 0.4 / 0,
 * phoneRegions, field).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adversarialText, englishText, jsonToolOutput, jsonToolRecords, PII_SENTENCES, SENTENCES, textOf } from '../bench/pii';
import { walkJson } from '../src/core/agent/leaves';
import { scanPii, SPECIAL_CATEGORY_TYPES, type ScanOptions } from '../src/core/pii/index';
import { WORLD_CASES } from '../test/core/pii/cases-world';
import { identifierCases, LABELS, phoneCases, phoneNegatives, specialCategoryCases } from './pii-generated';

const DATA_DIR = process.env.PII_DATA_DIR ?? '/work/shared/data/pii';
const rows = (file: string): { text: string }[] =>
  readFileSync(join(DATA_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { text: string });

const out: string[] = [];
const scan = (text: string, options: ScanOptions = {}): void => {
  out.push(JSON.stringify({ n: out.length, options, findings: scanPii(text, options) }));
};
const VARIANTS: ScanOptions[] = [{}, { indianOnly: true }, { types: [...SPECIAL_CATEGORY_TYPES] }, { minScore: 0.4 }, { minScore: 0 }, { phoneRegions: ['GB', 'DE', 'BR'] }];

for (const r of rows('presidio_research_synth_v2.jsonl')) for (const o of VARIANTS) scan(r.text, o);
for (const file of ['ifsc_cases.jsonl', 'stdnum_india_iban_cases.jsonl']) {
  for (const r of rows(file)) {
    for (const prefix of ['', 'IFSC: ', 'IFSC code: ', 'PAN: ', 'Aadhaar number: ', 'IBAN: ', 'GSTIN: ', 'Voter ID (EPIC): ', 'Aadhaar VID: ', 'bank branch ']) scan(prefix + r.text);
    scan(r.text, { field: 'ifsc_code' });
    scan(r.text, { minScore: 0 });
  }
}
for (const c of phoneCases()) {
  scan(c.text);
  scan(c.text, { phoneRegions: [c.region] });
  scan(c.value, { field: 'phone' });
}
for (const c of phoneNegatives()) {
  scan(c.text);
  scan(c.text, { field: 'order_id' });
}
for (const c of identifierCases(60)) {
  scan(c.text);
  scan(`${LABELS[c.recognizer] ?? ''}${c.text}`);
  scan(c.text, { field: (LABELS[c.recognizer] ?? 'id').replace(/[^A-Za-z]+/g, '_') });
  scan(c.text, { minScore: 0 });
}
for (const c of specialCategoryCases()) for (const o of VARIANTS.slice(0, 3)) scan(c.text, o);
for (const cases of Object.values(WORLD_CASES)) {
  for (const [text] of cases.valid) for (const o of VARIANTS) scan(text, o);
  for (const text of cases.invalid) for (const o of VARIANTS) scan(text, o);
}
for (const bytes of [1_000, 10_000]) {
  for (const o of VARIANTS) {
    scan(englishText(bytes), o);
    scan(textOf([...SENTENCES, ...PII_SENTENCES], bytes), o);
    scan(jsonToolOutput(bytes), o);
  }
}
scan(jsonToolOutput(100_000));
scan(textOf(PII_SENTENCES, 50_000));
scan(adversarialText());
const SIZE = 100_000;
const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
for (const unit of ['9', '1 ', '12-', '@', 'a@', ' ', 'ABCDE1234', 'Aa ', 'a:', '1.', '९']) scan(fill(unit));
scan(`${'a'.repeat(SIZE - 10)}@gmail.com`);
scan(`ab@${'a'.repeat(SIZE - 10)}.com`);
scan('Aadhaar 2341 2341 2346, mail a.b@example.com. '.repeat(2000));
for (const leaf of walkJson(jsonToolRecords(30_000)).leaves) {
  const text = typeof leaf.value === 'string' ? leaf.value : String(leaf.value);
  scan(text, { field: leaf.key ?? undefined });
  scan(text, { field: leaf.key ?? undefined, indianOnly: true });
  scan(text, { field: leaf.key ?? undefined, minScore: 0.4 });
}
for (const p of PII_SENTENCES) for (const field of ['phone', 'nhs_number', 'order_id', 'account_number', 'passport', 'dob', 'ifsc']) scan(p, { field });

const body = `${out.join('\n')}\n`;
const file = process.argv[2];
if (file) writeFileSync(file, body);
console.log(`${out.length} scans, sha256 ${createHash('sha256').update(body).digest('hex')}${file ? ` -> ${file}` : ''}`);
