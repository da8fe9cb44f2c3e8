import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { digitChains, findAtAddresses, regexCandidates } from '../candidates';
import { UPI_HANDLES } from '../data/upi-handles';
import type { Candidate, FindOptions, Recognizer, Validation } from '../types';

// Labels of letters and digits of any script (internationalised domains), an alphabetic or punycode TLD.
const EMAIL_DOMAIN = /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+(?:[\p{L}\p{M}]{2,24}|xn--[a-z0-9-]{1,59})$/u;
const LOCAL_HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export const email: Recognizer = {
  id: 'email',
  type: 'EMAIL',
  description: 'E-mail address: local part, @, a domain with at least one dot and an alphabetic top-level domain.',
  indian: false,
  baseScore: 0.9,
  patterns: [],
  find: (text) =>
    findAtAddresses(text)
      .filter((a) => a.dottedDomain)
      .map((a): Candidate => ({ start: a.start, end: a.end, pattern: 'email_address' })),
  context: { words: ['email', 'e-mail', 'mail', 'ईमेल'], boost: 0.1 },
  validate: (value) => {
    const [local, domain] = value.split('@');
    if (!LOCAL_HAS_LETTER_OR_DIGIT.test(local) || local.endsWith('.') || local.includes('..')) {
      return { valid: false, detail: 'malformed local part' };
    }
    if (!EMAIL_DOMAIN.test(domain)) return { valid: false, detail: 'malformed domain' };
    return { valid: true, status: 'not_applicable', detail: 'well-formed address' };
  },
  requires: '@',
};

const UPI_LOCAL = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}$/;
const UPI_HANDLE = /^[A-Za-z][A-Za-z0-9]{1,31}$/;
const UPI_BANKLIKE_HANDLE = /^(?:ok|pt|yes|ax|hdfc|icici|sbi|kotak|idfc|federal|indus|upi)|(?:bank|bk|upi|pay|axis|sbi|hdfc|icici)$/i;
const INDIAN_MOBILE_LOCAL = /^(?:91)?[6-9]\d{9}$/;

/** A VPA's handle has no dot; with a dot the address is an e-mail address. */
export const upi: Recognizer = {
  id: 'upi',
  type: 'UPI',
  description: 'UPI virtual payment address (name@handle); known PSP handles score high, other dot-free handles need context.',
  indian: true,
  dpdpType: 'upi',
  baseScore: 0.35,
  patterns: [],
  find: (text) =>
    findAtAddresses(text)
      .filter((a) => !a.dottedDomain)
      .map((a): Candidate => ({ start: a.start, end: a.end, pattern: 'upi_vpa' })),
  context: {
    words: ['upi', 'vpa', 'upi id', 'gpay', 'google pay', 'phonepe', 'paytm', 'bhim', 'pay', 'payment', 'यूपीआई'],
    boost: 0.4,
  },
  validate: (value): Validation => {
    const [local, handle] = value.split('@');
    if (!UPI_LOCAL.test(local) || !UPI_HANDLE.test(handle)) return { valid: false, detail: 'malformed VPA' };
    if (UPI_HANDLES.has(handle.toLowerCase())) {
      return { valid: true, status: 'passed', detail: `handle '@${handle}' belongs to a known UPI provider`, score: 0.9 };
    }
    // Banks add handles faster than any list: a bank-like handle or a mobile number as the name is a VPA.
    if (UPI_BANKLIKE_HANDLE.test(handle) || INDIAN_MOBILE_LOCAL.test(local)) {
      return { valid: true, status: 'not_applicable', detail: `handle '@${handle}' is not listed but has the shape of a UPI address`, score: 0.55 };
    }
    return { valid: true, status: 'not_applicable', detail: `handle '@${handle}' is not a known UPI provider` };
  },
  requires: '@',
};

// A run of 7–15 digits (E.164 allows 15) with the separators phone numbers are written with, not
// part of a longer run: longer runs are tables or identifiers.
const PHONE_RUN = /(?<!\d[ ().\-/]{0,3})\d(?:[ ().\-/]{0,3}\d){6,14}(?![ ().\-/]{0,3}\d)/g;
const EXTENSION = / ?(?:x|ext\.?|extn\.?) ?\d{1,5}\b/y;
const NON_DIGIT = /\D/g;
/**
 * libphonenumber parsing costs 0.05–0.2 ms a call, so one scan makes at most this many calls;
 * later runs are scored like numbers it could not validate (phone wording still lifts them).
 */
const MAX_PARSE_CALLS = 200;

const PHONE_CONTEXT_WORDS = [
  'phone', 'telephone', 'tel', 'mobile', 'mob', 'cell', 'call', 'contact', 'fax', 'desk', 'office',
  'whatsapp', 'sms', 'text', 'message', 'messages', 'ph', 'landline', 'dial', 'reach', 'answering',
  'helpline', 'hotline', 'telefon', 'téléphone', 'telefono', 'teléfono', 'handy', 'portable',
  'मोबाइल', 'फोन', 'फ़ोन', 'नंबर', 'nambar', 'whatsapp number',
];
const PHONE_NEGATIVE_WORDS = [
  'order', 'invoice', 'txn', 'transaction', 'ref', 'reference', 'account', 'a/c', 'isbn', 'serial',
  'tracking', 'card', 'aadhaar', 'aadhar', 'pin', 'zip', 'ssn', 'date', 'time', 'timestamp', 'epoch',
  'id', 'uuid', 'amount', 'total', 'price', 'balance', 'usd', 'eur', 'inr', 'rs', 'gbp', 'qty', 'quantity',
  'version', 'build', 'sku', 'awb', 'utr', 'rrn', 'ticket', 'case', 'policy', 'claim', 'batch', 'lot',
  'vat', 'iva', 'partita',
];

/**
 * Regions national numbers are tried in when the caller names none: India first (the service's
 * home market), then a broad set like Presidio's (US, UK, DE, IL, IN, CA, BR) widened to the
 * largest phone markets of each continent.
 */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = [
  'IN', 'US', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'CH', 'AT', 'SE', 'IE', 'PL', 'PT', 'AU', 'NZ', 'CA',
  'BR', 'MX', 'IL', 'AE', 'SA', 'SG', 'MY', 'PH', 'ID', 'JP', 'KR', 'CN', 'HK', 'ZA', 'NG', 'KE', 'PK', 'BD', 'LK', 'NP',
];
const KNOWN_REGIONS = new Set<string>(getCountries());

/**
 * The region code libphonenumber knows for an ISO 3166-1 alpha-2 code (any case, `UK` means GB),
 * or null: what an application policy's `pii.phoneRegions` is validated with.
 */
export function phoneRegionCode(code: string): CountryCode | null {
  const upper = code.trim().toUpperCase();
  const region = upper === 'UK' ? 'GB' : upper;
  return KNOWN_REGIONS.has(region) ? (region as CountryCode) : null;
}

/** IN first, then the caller's regions, then the default set; unknown codes are dropped, `UK` means GB. */
export function phoneRegions(preferred: readonly string[] = []): CountryCode[] {
  const out = new Set<CountryCode>(['IN']);
  for (const r of preferred) {
    const code = phoneRegionCode(r);
    if (code) out.add(code);
  }
  for (const r of DEFAULT_PHONE_REGIONS) out.add(r);
  return [...out];
}

const DEFAULT_REGIONS = phoneRegions();

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

// Shapes of dates, times and amounts that a digit run with separators can take.
// A date, optionally with the hour of a time whose ':' ended the digit run ("2024-01-15 10" of "… 10:30").
const DATE_SHAPE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})(?:[ T]\d{1,2}(?:[:.]\d{2}){0,2})?$/;
const CURRENCY_BEFORE = /(?:[$€£¥₹#№]|\b(?:rs|inr|usd|eur|gbp|no)\.?)\s?$/i;
const DECIMAL_AFTER = /^[.,]\d{1,2}\b|^\s?%/;
const SEPARATED = /[ ().\-/]/;

/** Why a run is not a phone number whatever it validates as: a date, an amount, a numbered thing. */
function notAPhone(text: string, start: number, end: number, candidate: string): boolean {
  if (DATE_SHAPE.test(candidate)) return true;
  if (CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 5), start))) return true;
  return DECIMAL_AFTER.test(text.slice(end, end + 3));
}

/** The digit groups of a written number ("0612 345678" → "4,6"). */
const groupsOf = (written: string): string => written.split(/\D+/).filter((g) => g !== '').map((g) => g.length).join(',');

/** +91/0091 and ten bare digits starting 6–9: the forms MOBILE_IN reports on its own. */
const INDIAN_MOBILE_DIGITS = /^(?:91|0091)[6-9]\d{9}$/;
const BARE_INDIAN_MOBILE = /^[6-9]\d{9}$/;

export interface PhoneGrade {
  pattern: string;
  score: number;
}

/**
 * Scores a candidate by how it is written: an international number (+ or 00) that libphonenumber
 * validates scores high; a national number valid in one of `regions` and written in that
 * country's grouping scores above the threshold, with other separators just below it; a bare run
 * of digits is only tried as an Indian or preferred-region number and needs phone wording.
 */
function gradePhone(candidate: string, regions: readonly CountryCode[], preferred: number, budget: { calls: number }): PhoneGrade {
  const digits = candidate.replace(NON_DIGIT, '');
  const international = candidate.startsWith('+') || digits.startsWith('00');
  // MOBILE_IN reports Indian mobiles with a higher score; parsing them again would only cost.
  if (international ? INDIAN_MOBILE_DIGITS.test(digits) : BARE_INDIAN_MOBILE.test(candidate)) {
    return { pattern: 'indian_mobile_left_to_mobile_in', score: 0.3 };
  }
  if (international) {
    budget.calls++;
    const parsed = parsePhoneNumberFromString(candidate.startsWith('+') ? candidate : `+${candidate.replace(/^\D*00/, '')}`);
    if (parsed?.isValid()) return { pattern: 'libphonenumber_international', score: 0.8 };
    return { pattern: 'phone_like_digits', score: 0.3 };
  }
  const separated = SEPARATED.test(candidate);
  // Bare digits are tried only as numbers of the preferred regions, and of India and North
  // America when they have the 10 or 11 digits those are written with (ids of other lengths are
  // common in tool output and each parse costs).
  const bareNanp = digits.length === 10 || digits.length === 11;
  if (!separated && !bareNanp && preferred <= 0) return { pattern: 'phone_like_digits', score: 0.3 }; // an order id: nothing to try
  const tried = separated ? regions : (bareNanp ? regions.slice(0, regions.indexOf('US') + 1) : regions.slice(1, 1 + preferred));
  let groups: string | null = null;
  let fallback: PhoneGrade = { pattern: 'phone_like_digits', score: 0.3 };
  for (const region of tried) {
    if (budget.calls >= MAX_PARSE_CALLS) break;
    budget.calls++;
    const parsed = parsePhoneNumberFromString(candidate, region);
    if (!parsed?.isValid()) continue;
    if (!separated) return { pattern: `libphonenumber_national_${region.toLowerCase()}_bare`, score: 0.4 };
    // The first region whose own grouping the number is written in; another valid region only
    // counts below the threshold: other groupings are often a house and a street number.
    if (groupsOf(parsed.formatNational()) === (groups ??= groupsOf(candidate))) return { pattern: `libphonenumber_national_${region.toLowerCase()}`, score: 0.6 };
    if (fallback.score < 0.45) fallback = { pattern: `libphonenumber_national_${region.toLowerCase()}_other_grouping`, score: 0.45 };
  }
  return fallback;
}

/**
 * Digit runs, widened to a leading '+' or '(' and a trailing extension, graded by `gradePhone`.
 * Dates, amounts and numbered things ("#", "No.", a currency before, decimals after) are skipped.
 */
function findPhones(text: string, options: FindOptions): Candidate[] {
  const out: Candidate[] = [];
  // The matches of PHONE_RUN, read from the text's shared digit runs rather than by the regex.
  const runs = digitChains(text, 7, 15);
  if (runs.length === 0) return out;
  // Made with the first candidate that gets this far (a timestamp's date chain stops before).
  let regions: CountryCode[] | null = null;
  let preferred = 0;
  const budget = { calls: 0 };
  // Tool output repeats values (the same phone in every record): grade each distinct one once.
  let graded: Map<string, PhoneGrade> | null = null;
  for (let k = 0; k < runs.length; k += 2) {
    const runStart = runs[k];
    const runEnd = runs[k + 1];
    const before = text[runStart - 1];
    const start = before === '+' || before === '(' ? runStart - 1 : runStart;
    if (isWordCode(text.charCodeAt(start - 1))) continue;
    EXTENSION.lastIndex = runEnd;
    const end = EXTENSION.test(text) ? EXTENSION.lastIndex : runEnd;
    if (isWordCode(text.charCodeAt(end))) continue;
    const candidate = text.slice(start, end);
    if (notAPhone(text, start, end, candidate)) continue;
    if (regions === null) {
      regions = options.phoneRegions ? phoneRegions(options.phoneRegions) : DEFAULT_REGIONS;
      preferred = regions === DEFAULT_REGIONS ? 0 : regions.indexOf('US') - 1;
      graded = new Map<string, PhoneGrade>();
    }
    let grade = graded!.get(candidate);
    if (!grade) {
      grade = budget.calls < MAX_PARSE_CALLS ? gradePhone(candidate, regions, preferred, budget) : { pattern: 'phone_like_digits', score: 0.3 };
      graded!.set(candidate, grade);
    }
    out.push({ start, end, ...grade });
  }
  return out;
}

export const phone: Recognizer = {
  id: 'phone',
  type: 'PHONE',
  description:
    'Telephone number: digit runs graded by libphonenumber by how they are written (international, national in the grouping of India, the preferred regions or a broad default set, bare digits); other phone-like runs only next to phone wording or in a phone field.',
  indian: false,
  baseScore: 0.6,
  patterns: [{ name: 'phone_digit_run', regex: PHONE_RUN }],
  find: findPhones,
  context: { words: PHONE_CONTEXT_WORDS, boost: 0.25, negativeWords: PHONE_NEGATIVE_WORDS, penalty: 0.25 },
  requires: 'digitRun',
};

const SAME_DIGIT = /^(\d)\1+$/;
// "07700 900123": a British mobile; an Indian one with a trunk 0 is written 0 98765 43210 or 098765 43210.
const UK_MOBILE_LAYOUT = /^07\d{3}[ -]\d{6}$/;

const CELL_BEFORE = /(?:^|[\n|,;:\t]|^[-*•] ?|\n[-*•] ?|["'(\[] ?)\s*$/;
const CELL_AFTER = /^\s*(?:$|[\n|,;\t"')\]])/;

/**
 * Ten unseparated digits starting 6–9 are an Indian mobile about as often as an id or a random
 * number, so they stand on their own (a table cell, a list item, a whole field value, quoted)
 * or need phone wording; grouped as 98765 43210 they are written like a phone number.
 */
function findIndianMobiles(text: string): Candidate[] {
  return regexCandidates(text, mobileIn.patterns).map((c) => {
    if (c.pattern !== 'mobile_in_bare' || c.end - c.start !== 10) return c;
    const standalone = CELL_BEFORE.test(text.slice(Math.max(0, c.start - 4), c.start)) && CELL_AFTER.test(text.slice(c.end, c.end + 3));
    return standalone ? { ...c, pattern: 'mobile_in_bare_standalone', score: 0.6 } : { ...c, pattern: 'mobile_in_bare_in_text', score: 0.45 };
  });
}

export const mobileIn: Recognizer = {
  id: 'mobile_in',
  type: 'MOBILE_IN',
  description: 'Indian mobile number: +91, 0091 or 0 prefix, ten digits starting 6–9 grouped 5-5, or ten plain digits standing alone (a cell, a list item, a field value) or next to phone wording.',
  indian: true,
  dpdpType: 'mobile_in',
  baseScore: 0.65,
  patterns: [
    { name: 'mobile_in_international', regex: /(?<![\w+])(?:\+91|0091|\+ 91|\(\+91\))[ -]?[6-9](?:[ -]?\d){9}\b(?![ -]\d)/g, score: 0.9 },
    { name: 'mobile_in_trunk_prefix', regex: /\b(?<![\d+][ -]?)0[6-9](?:[ -]?\d){9}\b(?![ -]\d)/g, score: 0.8 },
    { name: 'mobile_in_bare', regex: /\b(?<![\d+][ -]?)[6-9](?:[ -]?\d){9}\b(?![ -]\d)/g, score: 0.65 },
  ],
  find: findIndianMobiles,
  get gate() {
    return mobileIn.patterns.map((p) => p.regex);
  },
  context: { words: PHONE_CONTEXT_WORDS, boost: 0.25, negativeWords: PHONE_NEGATIVE_WORDS, penalty: 0.35 },
  validate: (value) => {
    const national = value.replace(NON_DIGIT, '').slice(-10);
    if (SAME_DIGIT.test(national)) return { valid: false, detail: 'one repeated digit' };
    if (UK_MOBILE_LAYOUT.test(value)) return { valid: false, detail: 'written in the British 0xxxx xxxxxx layout' };
    return { valid: true, status: 'passed', detail: 'ten digits with the Indian mobile prefix 6–9' };
  },
  requires: 'digitRun',
};

const IPV4 =
  /(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?!\.?\w)/g;

function isIpv6Char(c: number): boolean {
  // 0-9 A-F a-f : .
  return (c >= 48 && c <= 58) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102) || c === 46;
}

/**
 * IPv6 candidates are the hex/colon tokens around each ':' (a regex would try every hex letter of
 * ordinary prose as a start). Each token is visited once; the validator decides.
 */
function ipv6Candidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', colon + 1)) {
    let start = colon;
    while (start > 0 && isIpv6Char(text.charCodeAt(start - 1))) start--;
    let end = colon + 1;
    while (end < text.length && isIpv6Char(text.charCodeAt(end))) end++;
    while (end > colon + 1 && text.charCodeAt(end - 1) === 46) end--; // sentence dot
    colon = end;
    if (isWordCode(text.charCodeAt(start - 1)) || isWordCode(text.charCodeAt(end))) continue;
    const secondColon = text.indexOf(':', text.indexOf(':', start) + 1);
    if (end - start <= 45 && secondColon !== -1 && secondColon < end) out.push({ start, end, pattern: 'ipv6' });
  }
  return out;
}

/**
 * Holds every IPv6 candidate: a token of hex digits, ':' and '.' with two colons, not inside a word
 * (JSON timestamps' `T10:30:00Z` are inside one). It starts after neither a word character nor
 * one of its own (`ipv6Candidates` widens a token to all of them).
 */
const IPV6_GATE = /(?<![0-9A-Za-z_.:])[0-9A-Fa-f.]*:[0-9A-Fa-f.]*:[0-9A-Fa-f.:]*(?![0-9A-Za-z_])/;

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;
const IPV4_EXACT = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Groups of one side of '::' (or of the whole address), counting an embedded IPv4 as two. */
function ipv6Groups(part: string, last: boolean): number {
  if (part === '') return 0;
  const groups = part.split(':');
  let count = 0;
  for (let i = 0; i < groups.length; i++) {
    if (last && i === groups.length - 1 && IPV4_EXACT.test(groups[i])) count += 2;
    else if (HEX_GROUP.test(groups[i])) count += 1;
    else return -1;
  }
  return count;
}

function validateIp(value: string): Validation {
  if (!value.includes(':')) return { valid: true, status: 'passed', detail: 'four octets of 0–255' };
  const halves = value.split('::');
  if (halves.length > 2) return { valid: false, detail: "more than one '::'" };
  const head = ipv6Groups(halves[0], halves.length === 1);
  const tail = halves.length === 2 ? ipv6Groups(halves[1], true) : 0;
  if (head < 0 || tail < 0) return { valid: false, detail: 'invalid IPv6 group' };
  const total = head + tail;
  const ok = halves.length === 1 ? total === 8 : total < 8;
  if (!ok || total < 1) return { valid: false, detail: 'wrong number of IPv6 groups' };
  if (halves.length === 2) return { valid: true, status: 'passed', detail: `compressed IPv6 address (${8 - total} zero groups elided)` };
  return { valid: true, status: 'passed', detail: 'valid IPv6 group structure' };
}

export const ipAddress: Recognizer = {
  id: 'ip_address',
  type: 'IP_ADDRESS',
  description: 'IPv4 address (four octets 0–255) or IPv6 address (eight hex groups, one :: compression allowed).',
  indian: false,
  baseScore: 0.8,
  patterns: [{ name: 'ipv4', regex: IPV4 }],
  find: (text) => [...regexCandidates(text, ipAddress.patterns), ...ipv6Candidates(text)],
  gate: [IPV4, IPV6_GATE],
  context: {
    words: ['ip', 'ip address', 'address', 'host', 'server', 'client', 'ipv4', 'ipv6'],
    boost: 0.15,
    negativeWords: ['version', 'v', 'build', 'release', 'ver'],
    penalty: 0.4,
    before: 20,
  },
  validate: validateIp,
  requires: 'digit',
};
