import { ibanMod97Valid, luhnValid } from '../checksums';
import { KNOWN_IFSC_BANK_CODES, RETIRED_IFSC_BANK_CODES } from '../data/banks';
import { ifscBranchExists } from '../data/ifsc-branches';
import { IBAN_FORMATS } from '../data/iban-formats';
import type { Candidate, Recognizer, Validation } from '../types';

const NON_DIGIT = /\D/g;

interface CardBrand {
  name: string;
  /** Inclusive ranges of the leading digits; both ends have the same number of digits. */
  ranges: readonly (readonly [string, string])[];
  lengths: readonly number[];
}

/** Issuer identification ranges of the card networks. */
const CARD_BRANDS: readonly CardBrand[] = [
  { name: 'Visa', ranges: [['4', '4']], lengths: [13, 16, 19] },
  { name: 'Mastercard', ranges: [['51', '55'], ['2221', '2720']], lengths: [16] },
  { name: 'American Express', ranges: [['34', '34'], ['37', '37']], lengths: [15] },
  { name: 'Discover', ranges: [['6011', '6011'], ['644', '649'], ['65', '65'], ['622126', '622925']], lengths: [16, 17, 18, 19] },
  { name: 'Diners Club', ranges: [['300', '305'], ['3095', '3095'], ['36', '36'], ['38', '39']], lengths: [14, 15, 16, 17, 18, 19] },
  { name: 'JCB', ranges: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  { name: 'JCB', ranges: [['1800', '1800'], ['2131', '2131']], lengths: [15] },
  { name: 'RuPay', ranges: [['60', '60'], ['81', '82'], ['508', '508'], ['353', '353'], ['356', '356']], lengths: [16] },
  { name: 'UnionPay', ranges: [['62', '62']], lengths: [16, 17, 18, 19] },
  { name: 'Maestro', ranges: [['50', '50'], ['56', '69']], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

function cardBrand(digits: string): string | undefined {
  for (const brand of CARD_BRANDS) {
    if (!brand.lengths.includes(digits.length)) continue;
    for (const [from, to] of brand.ranges) {
      const prefix = digits.slice(0, from.length);
      if (prefix >= from && prefix <= to) return brand.name;
    }
  }
  return undefined;
}

export const creditCard: Recognizer = {
  id: 'credit_card',
  type: 'CREDIT_CARD',
  description: 'Payment card number of 12–19 digits, plain or in groups, with a known issuer range and a valid Luhn check digit.',
  indian: false,
  baseScore: 0.85,
  patterns: [
    {
      name: 'card_grouped',
      regex: /\b(?<!\d[ -]?)(?:\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{4,5})\b(?![ -]\d)/g,
    },
    { name: 'card_plain', regex: /\b(?<!\d[ -]?)\d{12,19}\b(?![ -]\d)/g },
  ],
  context: {
    words: ['card', 'credit', 'debit', 'cc', 'visa', 'mastercard', 'amex', 'rupay', 'maestro', 'discover', 'cvv', 'expiry', 'कार्ड'],
    boost: 0.15,
    negativeWords: ['order', 'invoice', 'tracking', 'isbn', 'imei', 'account'],
    penalty: 0.25,
  },
  validate: (value): Validation => {
    const digits = value.replace(NON_DIGIT, '');
    const brand = cardBrand(digits);
    if (!brand) return { valid: false, detail: 'no card network issues this prefix and length' };
    if (!luhnValid(digits)) return { valid: false, detail: 'Luhn check digit failed' };
    // Short numbers are mostly other things that happen to pass Luhn; they need context.
    const score = digits.length >= 14 ? 0.85 : 0.45;
    return { valid: true, status: 'passed', detail: `${brand} range, Luhn check digit passed`, score };
  },
  requires: 'digitRun',
};

// Country code, check digits, then up to 30 more characters allowing single separators.
const IBAN_CANDIDATE = /\b[A-Za-z]{2} ?\d{2}(?:[ .-]?[A-Za-z0-9]){8,34}/g;
const ALNUM = /[A-Za-z0-9]/;

/**
 * The candidate regex is greedy, so each match is cut back to the length its country prescribes
 * and the search resumes right after the cut (an IBAN may be followed by a word or another IBAN).
 */
function findIbans(text: string): Candidate[] {
  const out: Candidate[] = [];
  IBAN_CANDIDATE.lastIndex = 0;
  for (let m = IBAN_CANDIDATE.exec(text); m !== null; m = IBAN_CANDIDATE.exec(text)) {
    const country = m[0].slice(0, 2);
    // Lower-case IBANs are common in copied text; a mixed-case country code is a word.
    const length = country === country.toLowerCase() || country === country.toUpperCase() ? IBAN_FORMATS.get(country.toUpperCase())?.length : undefined;
    if (length === undefined) {
      IBAN_CANDIDATE.lastIndex = m.index + 2;
      continue;
    }
    let count = 0;
    let end = m.index;
    while (end < m.index + m[0].length && count < length) {
      if (ALNUM.test(m[0][end - m.index])) count++;
      end++;
    }
    IBAN_CANDIDATE.lastIndex = count === length ? end : m.index + 2;
    if (count === length && !ALNUM.test(text[end] ?? '')) out.push({ start: m.index, end, pattern: 'iban' });
  }
  return out;
}

const IBAN_SEPARATORS = /[ .-]/g;

export const iban: Recognizer = {
  id: 'iban',
  type: 'IBAN',
  description: 'International bank account number: country code, check digits and BBAN, with the length and structure the country prescribes and a valid ISO 13616 mod-97 check.',
  indian: false,
  baseScore: 0.9,
  patterns: [],
  find: findIbans,
  gate: [IBAN_CANDIDATE],
  context: { words: ['iban', 'bank', 'account', 'transfer', 'wire', 'sepa', 'swift'], boost: 0.1 },
  validate: (value) => {
    const compact = value.replace(IBAN_SEPARATORS, '').toUpperCase();
    const format = IBAN_FORMATS.get(compact.slice(0, 2));
    if (!format?.bban.test(compact.slice(4))) return { valid: false, detail: 'account part does not follow the country format' };
    if (!ibanMod97Valid(compact)) return { valid: false, detail: 'mod-97 check failed' };
    return { valid: true, status: 'passed', detail: `${compact.slice(0, 2)} account format and mod-97 check passed` };
  },
  requires: 'letterDigit',
};

/** Below the default threshold (0.5); IFSC wording and a bank or branch word (+0.3) lift it to 0.75. */
const UNKNOWN_BANK_SCORE = 0.45;
/** What lifts an unknown bank's code: a bare "IFSC:" label is not enough (docs/decisions.md). */
const UNKNOWN_BANK_LIFT = [['ifsc', 'ifsc code', 'neft', 'rtgs', 'imps'], ['bank', 'branch']] as const;

export const ifsc: Recognizer = {
  id: 'ifsc',
  type: 'IFSC',
  description: 'Indian Financial System Code: four-letter bank code, 0, six-character branch code, checked against the RBI branch list; a merged bank\'s code is rejected; a bank no list knows is reported only next to IFSC wording.',
  indian: true,
  dpdpType: 'ifsc',
  baseScore: 0.6,
  patterns: [{ name: 'ifsc', regex: /\b[A-Z]{4}0[A-Z0-9]{6}\b/g }],
  context: { words: ['ifsc', 'ifsc code', 'branch code', 'neft', 'rtgs', 'imps', 'bank', 'branch'], boost: 0.3 },
  validate: (value): Validation => {
    const bank = value.slice(0, 4);
    if (RETIRED_IFSC_BANK_CODES.has(bank)) return { valid: false, detail: `bank code ${bank} was withdrawn after a merger` };
    const listed = ifscBranchExists(value);
    if (listed === true) return { valid: true, status: 'passed', detail: `branch ${value} is in the RBI IFSC list`, score: 0.95 };
    if (listed === false) return { valid: false, detail: `bank ${bank} has no branch ${value.slice(5)} in the RBI IFSC list` };
    if (KNOWN_IFSC_BANK_CODES.has(bank)) {
      return { valid: true, status: 'passed', detail: `bank code ${bank} is a known bank`, score: 0.85 };
    }
    // Neither the RBI list nor the hand-made list knows the bank: the IFSC shape alone is not
    // enough (docs/decisions.md), nor is a bare IFSC label: IFSC wording and a bank or branch word
    // nearby lift it over the threshold. Branch
    // 000000 is none of the list's 176,918 branches, of any bank: a placeholder, not a branch.
    if (value.endsWith('000000')) return { valid: false, detail: `bank code ${bank} is in no list and branch 000000 is no bank's` };
    return { valid: true, status: 'not_applicable', detail: `bank code ${bank} is in neither the RBI list nor the known-bank list`, score: UNKNOWN_BANK_SCORE, liftWords: UNKNOWN_BANK_LIFT };
  },
  requires: 'upperDigit',
};

export const bankAccount: Recognizer = {
  id: 'bank_account',
  type: 'BANK_ACCOUNT',
  description: 'Bank account number of 9–18 digits, reported only next to account wording.',
  indian: true,
  dpdpType: 'bank_account',
  baseScore: 0.4,
  patterns: [{ name: 'bank_account_digits', regex: /\b(?<!\d[ -]?)\d{9,18}\b(?![ -]\d)/g }],
  context: {
    words: [
      'account number', 'account no', 'acct', 'acc no', 'a/c', 'a/c no', 'ac no', 'account', 'bank account',
      'savings account', 'current account', 'beneficiary', 'khata', 'khata sankhya', 'खाता', 'खाता संख्या',
    ],
    boost: 0.45,
    required: true,
  },
  requires: 'digitRun',
};
