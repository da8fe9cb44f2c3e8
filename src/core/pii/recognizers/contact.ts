import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { findAtAddresses, regexCandidates } from '../candidates';
import { UPI_HANDLES } from '../data/upi-handles';
import type { Candidate, Recognizer, Validation } from '../types';

const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;
const LOCAL_HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;

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
 * libphonenumber validation costs 0.05–0.2 ms per number, so one scan validates at most this many
 * runs; later runs are scored like numbers it could not validate (phone wording still lifts them).
 */
const MAX_VALIDATED_RUNS = 40;

const PHONE_CONTEXT_WORDS = [
  'phone', 'telephone', 'tel', 'mobile', 'mob', 'cell', 'call', 'contact', 'fax', 'desk', 'office',
  'whatsapp', 'sms', 'text', 'message', 'messages', 'ph', 'landline', 'dial', 'reach', 'answering',
  'मोबाइल', 'फोन', 'फ़ोन', 'नंबर', 'nambar',
];
const PHONE_NEGATIVE_WORDS = [
  'order', 'invoice', 'txn', 'transaction', 'ref', 'reference', 'account', 'a/c', 'isbn', 'serial',
  'tracking', 'card', 'aadhaar', 'aadhar', 'pin', 'zip', 'ssn', 'date', 'time',
];

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** How a candidate is validated: as an international number, or against national plans (IN first). */
function validationPlan(candidate: string, digits: string): { region: CountryCode | undefined; score: number; pattern: string }[] {
  if (candidate.startsWith('+')) return [{ region: undefined, score: 0.75, pattern: 'international' }];
  if (digits.startsWith('00')) return [{ region: 'IN', score: 0.75, pattern: 'international' }];
  const nanp = (digits.length === 10 && digits[0] >= '2') || (digits.length === 11 && digits[0] === '1');
  const indian = (digits.length === 10 && digits[0] >= '2') || (digits.length === 11 && digits[0] === '0');
  return [
    ...(indian ? [{ region: 'IN' as const, score: 0.6, pattern: 'national_in' }] : []),
    ...(nanp ? [{ region: 'US' as const, score: 0.45, pattern: 'national_us' }] : []),
  ];
}

/**
 * Digit runs, widened to a leading '+' or '(' and a trailing extension, validated by libphonenumber
 * (international numbers; national numbers of India, then North America). A run it does not
 * validate (many national formats without a country code) stays a low-score candidate that only
 * phone wording nearby lifts over the default threshold.
 */
function findPhones(text: string): Candidate[] {
  const out: Candidate[] = [];
  let validated = 0;
  PHONE_RUN.lastIndex = 0;
  for (let m = PHONE_RUN.exec(text); m !== null; m = PHONE_RUN.exec(text)) {
    const before = text[m.index - 1];
    const start = before === '+' || before === '(' ? m.index - 1 : m.index;
    if (isWordCode(text.charCodeAt(start - 1))) continue;
    EXTENSION.lastIndex = m.index + m[0].length;
    const end = EXTENSION.test(text) ? EXTENSION.lastIndex : m.index + m[0].length;
    if (isWordCode(text.charCodeAt(end))) continue;
    const candidate = text.slice(start, end);
    let found: Candidate = { start, end, pattern: 'phone_like_digits', score: 0.3 };
    if (validated < MAX_VALIDATED_RUNS) {
      validated++;
      for (const plan of validationPlan(candidate, m[0].replace(NON_DIGIT, ''))) {
        if (parsePhoneNumberFromString(candidate, plan.region)?.isValid()) {
          found = { start, end, pattern: `libphonenumber_${plan.pattern}`, score: plan.score };
          break;
        }
      }
    }
    out.push(found);
  }
  return out;
}

export const phone: Recognizer = {
  id: 'phone',
  type: 'PHONE',
  description:
    'Telephone number: digit runs validated by libphonenumber as international numbers or Indian/North American national numbers; other phone-like runs only next to phone wording.',
  indian: false,
  baseScore: 0.6,
  patterns: [{ name: 'phone_digit_run', regex: PHONE_RUN }],
  find: findPhones,
  context: { words: PHONE_CONTEXT_WORDS, boost: 0.25, negativeWords: PHONE_NEGATIVE_WORDS, penalty: 0.25 },
  requires: 'digitRun',
};

const SAME_DIGIT = /^(\d)\1+$/;

export const mobileIn: Recognizer = {
  id: 'mobile_in',
  type: 'MOBILE_IN',
  description: 'Indian mobile number: +91, 0091 or 0 prefix, or ten bare digits starting 6–9.',
  indian: true,
  dpdpType: 'mobile_in',
  baseScore: 0.65,
  patterns: [
    { name: 'mobile_in_international', regex: /(?<![\w+])(?:\+91|0091|\+ 91|\(\+91\))[ -]?[6-9](?:[ -]?\d){9}\b(?![ -]\d)/g, score: 0.9 },
    { name: 'mobile_in_trunk_prefix', regex: /\b(?<![\d+][ -]?)0[6-9](?:[ -]?\d){9}\b(?![ -]\d)/g, score: 0.8 },
    { name: 'mobile_in_bare', regex: /\b(?<![\d+][ -]?)[6-9](?:[ -]?\d){9}\b(?![ -]\d)/g, score: 0.65 },
  ],
  context: { words: PHONE_CONTEXT_WORDS, boost: 0.25, negativeWords: PHONE_NEGATIVE_WORDS, penalty: 0.3 },
  validate: (value) => {
    const national = value.replace(NON_DIGIT, '').slice(-10);
    if (SAME_DIGIT.test(national)) return { valid: false, detail: 'one repeated digit' };
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
  // "::1" and the like are loopback or placeholders, not addresses of a person's device.
  if (!ok || total < 2) return { valid: false, detail: 'wrong number of IPv6 groups' };
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
