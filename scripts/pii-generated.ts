/**
 * Generated cases for `npm run eval:pii`: phone numbers of every region from libphonenumber-js's
 * example numbers, random digit strings and ids as negatives, valid and checksum-broken
 * identifiers of each type, and special-category sentences about a person or about the topic.
 * Deterministic (seeded); nothing here is used by the engine.
 */
import { getCountries, getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import { PII_RECOGNIZERS, type PiiFinding } from '../src/core/pii/index';

/** Mulberry32: a small seeded generator, so every run sees the same cases. */
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digits = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const letters = (r: () => number, n: number, from = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string =>
  Array.from({ length: n }, () => from[Math.floor(r() * from.length)]).join('');

// ---------------------------------------------------------------- phones

export interface PhoneCase {
  region: CountryCode;
  form: 'international' | 'e164' | 'national' | 'national_bare';
  text: string;
  value: string;
}

/** The mobile example number of every region, written four ways, as a table cell and after a name. */
export function phoneCases(): PhoneCase[] {
  const out: PhoneCase[] = [];
  for (const region of getCountries()) {
    const n = getExampleNumber(region, examples);
    if (!n) continue;
    const forms: [PhoneCase['form'], string][] = [
      ['international', n.formatInternational()],
      ['e164', n.number],
      ['national', n.formatNational()],
      ['national_bare', n.nationalNumber.length >= 7 ? n.formatNational().replace(/\D/g, '') : ''],
    ];
    for (const [form, value] of forms) {
      if (value === '') continue;
      out.push({ region, form, value, text: `| ${region} | Anita Rao | ${value} |` });
    }
  }
  return out;
}

export interface NegativeCase {
  kind: string;
  text: string;
}

/** Random digit strings, ids, amounts, timestamps and dates: none of them is a phone number. */
export function phoneNegatives(): NegativeCase[] {
  const r = rng(14);
  const out: NegativeCase[] = [];
  for (let i = 0; i < 400; i++) {
    const len = 7 + Math.floor(r() * 9);
    out.push({ kind: 'random digits, alone', text: `value ${digits(r, len)} recorded` });
  }
  for (let i = 0; i < 400; i++) {
    const len = 7 + Math.floor(r() * 6);
    const id = digits(r, len);
    const templates = [
      `Order ID: ${id}`, `Invoice #${id}`, `ticket ${id} was closed`, `tracking number ${id}`, `Customer ID ${id}`,
      `txn ref ${id}`, `SKU ${id} is out of stock`, `the batch ${id} shipped`, `{"order_id": "${id}"}`, `claim ${id} approved`,
    ];
    out.push({ kind: 'ids with an id label', text: templates[i % templates.length] });
  }
  for (let i = 0; i < 200; i++) {
    const ts = String(1_500_000_000 + Math.floor(r() * 300_000_000));
    const amount = `${Math.floor(r() * 9_000_000) + 1_000_000}`;
    const y = 2000 + Math.floor(r() * 26);
    const m = String(1 + Math.floor(r() * 12)).padStart(2, '0');
    const d = String(1 + Math.floor(r() * 28)).padStart(2, '0');
    const templates = [
      `created at ${ts}`, `{"timestamp": ${ts}}`, `total ₹ ${amount}`, `amount $${amount}.50`, `balance INR ${amount}`,
      `on ${y}-${m}-${d} 10:30`, `date ${d}/${m}/${y}`, `${amount}.25 USD`,
    ];
    out.push({ kind: 'timestamps, amounts, dates', text: templates[i % templates.length] });
  }
  return out;
}

// ---------------------------------------------------------------- identifiers

const byId = new Map(PII_RECOGNIZERS.map((rec) => [rec.id, rec]));

export interface IdentifierSpec {
  recognizer: string;
  /** A label as it appears in forms. */
  label: string;
  /** The compact value without its last (check) character. */
  body: (r: () => number) => string;
  /** Characters the check character is chosen from. */
  check: string;
  /** The written form of a compact value. */
  format?: (compact: string) => string;
}

const D = '0123456789';
const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pad2 = (n: number) => String(n).padStart(2, '0');
const date6 = (r: () => number) => `${pad2(1 + Math.floor(r() * 28))}${pad2(1 + Math.floor(r() * 12))}${pad2(Math.floor(r() * 100))}`;

/** One spec per identifier recognizer with a validator; valid values are the body plus a check character the validator accepts. */
export const IDENTIFIER_SPECS: readonly IdentifierSpec[] = [
  { recognizer: 'aba_routing', label: 'routing number ', body: (r) => `0${1 + Math.floor(r() * 9)}${digits(r, 6)}`, check: D },
  { recognizer: 'us_npi', label: 'NPI: ', body: (r) => `1${digits(r, 8)}`, check: D },
  { recognizer: 'medical_license', label: 'DEA number ', body: (r) => `${letters(r, 1, 'ABFGM')}${letters(r, 1)}${digits(r, 6)}`, check: D },
  { recognizer: 'uk_nhs', label: 'NHS number: ', body: (r) => digits(r, 9), check: D, format: (c) => `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6)}` },
  { recognizer: 'es_nif', label: 'DNI ', body: (r) => digits(r, 8), check: AZ },
  { recognizer: 'es_nie', label: 'NIE ', body: (r) => `${letters(r, 1, 'XYZ')}${digits(r, 7)}`, check: AZ },
  {
    recognizer: 'it_fiscal_code',
    label: 'codice fiscale ',
    body: (r) => `${letters(r, 6)}${pad2(Math.floor(r() * 100))}${letters(r, 1, 'ABCDEHLMPRST')}${pad2(1 + Math.floor(r() * 28))}${letters(r, 1)}${digits(r, 3)}`,
    check: AZ,
  },
  { recognizer: 'it_vat_code', label: 'partita IVA ', body: (r) => `0${digits(r, 9)}`, check: D },
  { recognizer: 'pl_pesel', label: 'PESEL ', body: (r) => `${pad2(50 + Math.floor(r() * 49))}${pad2(1 + Math.floor(r() * 12))}${pad2(1 + Math.floor(r() * 28))}${digits(r, 4)}`, check: D },
  { recognizer: 'fi_personal_identity_code', label: 'henkilötunnus ', body: (r) => `${date6(r)}-${pad2(2 + Math.floor(r() * 97))}${Math.floor(r() * 10)}`, check: '0123456789ABCDEFHJKLMNPRSTUVWXY' },
  { recognizer: 'sg_nric_fin', label: 'NRIC ', body: (r) => `${letters(r, 1, 'STFG')}${digits(r, 7)}`, check: AZ },
  { recognizer: 'au_abn', label: 'ABN ', body: (r) => `${1 + Math.floor(r() * 9)}${digits(r, 9)}`, check: D, format: (c) => `${c.slice(0, 2)} ${c.slice(2, 5)} ${c.slice(5, 8)} ${c.slice(8)}` },
  { recognizer: 'au_acn', label: 'ACN ', body: (r) => digits(r, 8), check: D, format: (c) => `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6)}` },
  { recognizer: 'au_tfn', label: 'TFN ', body: (r) => digits(r, 8), check: D, format: (c) => `${c.slice(0, 3)} ${c.slice(3, 6)} ${c.slice(6)}` },
  { recognizer: 'au_medicare', label: 'Medicare number ', body: (r) => `${2 + Math.floor(r() * 5)}${digits(r, 7)}`, check: D, format: (c) => `${c.slice(0, 4)} ${c.slice(4, 9)} 1` },
  { recognizer: 'kr_rrn', label: 'RRN ', body: (r) => `${pad2(Math.floor(r() * 100))}${pad2(1 + Math.floor(r() * 12))}${pad2(1 + Math.floor(r() * 28))}${1 + Math.floor(r() * 2)}${digits(r, 5)}`, check: D, format: (c) => `${c.slice(0, 6)}-${c.slice(6)}` },
  { recognizer: 'th_tnin', label: 'Thai ID ', body: (r) => `${1 + Math.floor(r() * 8)}${digits(r, 11)}`, check: D, format: (c) => `${c[0]}-${c.slice(1, 5)}-${c.slice(5, 10)}-${c.slice(10, 12)}-${c[12]}` },
  { recognizer: 'aadhaar', label: 'Aadhaar number: ', body: (r) => `${2 + Math.floor(r() * 8)}${digits(r, 10)}`, check: D, format: (c) => `${c.slice(0, 4)} ${c.slice(4, 8)} ${c.slice(8)}` },
  { recognizer: 'voter_id', label: 'Voter ID (EPIC): ', body: (r) => `${letters(r, 3)}${digits(r, 6)}`, check: D },
  { recognizer: 'gstin', label: 'GSTIN: ', body: (r) => `27${letters(r, 3)}P${letters(r, 1)}${1000 + Math.floor(r() * 8999)}${letters(r, 1)}1Z`, check: D + AZ },
];

export interface IdentifierCase {
  recognizer: string;
  type: string;
  valid: boolean;
  text: string;
  value: string;
}

/** Per spec, `n` valid values and as many checksum-broken ones (the same body with a check character the validator rejects). */
export function identifierCases(n = 200): IdentifierCase[] {
  const r = rng(2026);
  const out: IdentifierCase[] = [];
  for (const spec of IDENTIFIER_SPECS) {
    const rec = byId.get(spec.recognizer)!;
    const validate = rec.validate!;
    let made = 0;
    for (let attempt = 0; made < n && attempt < n * 50; attempt++) {
      const body = spec.body(r);
      const format = spec.format ?? ((c: string) => c);
      const written = [...spec.check].map((c) => format(body + c));
      const good = written.filter((v) => validate(v).valid);
      const bad = written.filter((v) => !validate(v).valid);
      if (good.length === 0 || bad.length === 0) continue;
      const validValue = good[0];
      const brokenValue = bad[Math.floor(r() * bad.length)];
      out.push({ recognizer: rec.id, type: rec.type, valid: true, text: validValue, value: validValue });
      out.push({ recognizer: rec.id, type: rec.type, valid: false, text: brokenValue, value: brokenValue });
      made++;
    }
  }
  return out;
}

export const LABELS: Readonly<Record<string, string>> = Object.fromEntries(IDENTIFIER_SPECS.map((s) => [s.recognizer, s.label]));

// ---------------------------------------------------------------- special categories

/** Plain phrases per category, written for the eval (not copied from the detector's term list). */
const PHRASES: Readonly<Record<string, readonly string[]>> = {
  HEALTH_DATA: ['HIV positive', 'diabetic', 'diagnosed with depression', 'pregnant', 'on antidepressants', 'bipolar disorder', 'cancer', 'schizophrenia'],
  SEXUAL_ORIENTATION: ['gay', 'lesbian', 'bisexual', 'transgender'],
  RELIGION: ['a practising Muslim', 'a Sikh', 'a Christian', 'an atheist'],
  CASTE: ['a Dalit', 'from a scheduled caste', 'a Brahmin', 'an Adivasi'],
  POLITICAL_OPINION: ['a BJP worker', 'a Congress supporter', 'a communist', 'a party member'],
  TRADE_UNION: ['a union member', 'a shop steward', 'in the trade union'],
  BIOMETRIC_DATA: ['fingerprint template', 'iris scan', 'voiceprint'],
  GENETIC_DATA: ['BRCA1 mutation', 'DNA test results', 'genetic test results'],
};

const ABOUT_A_PERSON = [
  'Rahul Verma is {p}.',
  'The patient is {p}, according to the notes.',
  'My colleague told me she is {p}.',
  'Dr. Mehta confirmed that the employee is {p}.',
  'Employee ID E-20931 is {p}.',
  'I am {p} and would like this kept private.',
  'He has been {p} since 2019.',
  'Priya said her husband is {p}.',
];

const ABOUT_THE_TOPIC = [
  'Being {p} is more common than many people think.',
  'A new study looks at people who are {p}.',
  'Awareness campaigns about being {p} have grown.',
  'The law protects anyone who is {p} from discrimination.',
  'Statistics on the population that is {p} vary by country.',
  'What is it like to be {p}? The documentary explores it.',
  'Guidelines for employers on workers who are {p} were published.',
  'Many communities include people who are {p}.',
];

const HINDI_POSITIVE: readonly [string, string][] = [
  ['मेरी बेटी गर्भवती है', 'HEALTH_DATA'],
  ['उसको कैंसर है', 'HEALTH_DATA'],
  ['mujhe sugar ki bimari hai', 'HEALTH_DATA'],
  ['mera dost gay hai', 'SEXUAL_ORIENTATION'],
  ['वह दलित है, उसका नाम रमेश है', 'CASTE'],
  ['uska caste certificate dalit ka hai', 'CASTE'],
  ['मेरे पति मुस्लिम हैं', 'RELIGION'],
  ['usne bjp ko vote diya, woh bjp wala hai', 'POLITICAL_OPINION'],
];

const HINDI_GENERAL: readonly string[] = [
  'मधुमेह एक आम बीमारी है जो लाखों लोगों को होती है।',
  'जाति के आधार पर भेदभाव गैरकानूनी है।',
  'diabetes aaj kal bahut logon ko hoti hai',
  'caste system ke baare mein ek lecture tha',
  'धर्म की स्वतंत्रता संविधान में है।',
];

export interface SpecialCase {
  type: string;
  about: boolean;
  text: string;
}

export function specialCategoryCases(): SpecialCase[] {
  const out: SpecialCase[] = [];
  for (const [type, phrases] of Object.entries(PHRASES)) {
    for (const p of phrases) {
      for (const t of ABOUT_A_PERSON) out.push({ type, about: true, text: t.replace('{p}', p) });
      for (const t of ABOUT_THE_TOPIC) out.push({ type, about: false, text: t.replace('{p}', p) });
    }
  }
  for (const [text, type] of HINDI_POSITIVE) out.push({ type, about: true, text });
  for (const text of HINDI_GENERAL) out.push({ type: 'ANY', about: false, text });
  return out;
}

export type { PiiFinding };
