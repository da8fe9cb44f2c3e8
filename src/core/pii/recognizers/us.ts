// United States identifiers beyond the SSN (which lives with the other national ids):
// Presidio's US recognizers, with their check digits where the number has one.
import { abaRoutingValid, deaValid, npiValid } from '../checksums';
import type { Recognizer } from '../types';

const NON_DIGIT = /\D/g;

export const usItin: Recognizer = {
  id: 'us_itin',
  type: 'US_ITIN',
  description: 'US Individual Taxpayer Identification Number: 9XX-XX-XXXX with the group digits IRS issues (50–65, 70–88, 90–92, 94–99).',
  indian: false,
  baseScore: 0.6,
  patterns: [
    { name: 'itin_separated', regex: /\b(?<![\d-])9\d{2}([- .])(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\1\d{4}\b(?![- ]\d)/g, score: 0.6 },
    { name: 'itin_plain', regex: /\b(?<!\d[ -]?)9\d{2}(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4}\b(?![ -]\d)/g, score: 0.3 },
  ],
  context: {
    words: ['itin', 'individual taxpayer', 'taxpayer', 'tax id', 'taxid', 'tin', 'irs', 'tax identification'],
    boost: 0.35,
    negativeWords: ['phone', 'tel', 'order', 'invoice'],
    penalty: 0.2,
  },
  requires: 'digitRun',
};

export const usPassport: Recognizer = {
  id: 'us_passport',
  type: 'US_PASSPORT',
  description: 'US passport number: nine digits, or a letter and eight digits (next generation book); reported only next to passport wording.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'us_passport_digits', regex: /\b(?<!\d[ -]?)\d{9}\b(?![ -]\d)/g },
    { name: 'us_passport_next_generation', regex: /\b[A-Z]\d{8}\b/g, score: 0.35 },
  ],
  context: { words: ['passport', 'passport no', 'passport number', 'passport#', 'travel document'], boost: 0.4, required: true, before: 40, after: 10 },
  requires: 'digitRun',
};

export const usDriverLicense: Recognizer = {
  id: 'us_driver_license',
  type: 'US_DRIVER_LICENSE',
  description: 'US driver licence number in the shapes states issue (a letter and 3–14 digits, two letters and 5–8 digits, 7–12 digits, dashed Illinois/Wisconsin style); reported only next to licence wording.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'us_dl_letter_digits', regex: /\b[A-Z]{1,2}\d{5,14}\b/g },
    { name: 'us_dl_dashed', regex: /\b[A-Z]\d{3}-\d{4}-\d{4}(?:-\d{2})?\b|\b[A-Z]\d{2}-\d{3}-\d{2}-\d{3}-\d\b/g, score: 0.4 },
    { name: 'us_dl_digits', regex: /\b(?<!\d[ -]?)\d{7,12}\b(?![ -]\d)/g, score: 0.25 },
  ],
  context: {
    words: ["driver's license", 'drivers license', 'driver license', "driver's licence", 'driver licence', 'driving license', 'license number', 'licence number', 'dl', 'dl#', 'dln', 'cdl', 'permit', 'dmv'],
    boost: 0.4,
    required: true,
    before: 40,
    after: 10,
  },
  requires: 'digitRun',
};

export const usBankNumber: Recognizer = {
  id: 'us_bank_number',
  type: 'US_BANK_NUMBER',
  description: 'US bank account number: 8–17 digits next to US banking wording (checking, routing, ACH, direct deposit).',
  indian: false,
  baseScore: 0.45,
  patterns: [{ name: 'us_bank_digits', regex: /\b(?<!\d[ -]?)\d{8,17}\b(?![ -]\d)/g }],
  context: {
    words: ['checking', 'checking account', 'savings account number', 'ach', 'direct deposit', 'bank account number', 'acct #'],
    boost: 0.45,
    required: true,
  },
  requires: 'digitRun',
};

export const abaRouting: Recognizer = {
  id: 'aba_routing',
  type: 'ABA_ROUTING_NUMBER',
  description: 'ABA routing transit number: nine digits whose first two name a Federal Reserve district, with the 3-7-1 check digit.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'aba_plain', regex: /\b(?<!\d[ -]?)[0-36-7]\d{8}\b(?![ -]\d)/g },
    { name: 'aba_dashed', regex: /\b(?<![\d-])[0-36-7]\d{3}-\d{4}-\d\b(?!-\d)/g, score: 0.45 },
  ],
  context: { words: ['aba', 'routing', 'routing number', 'rtn', 'transit number', 'abarouting', 'bank routing'], boost: 0.5 },
  validate: (value) => {
    const digits = value.replace(NON_DIGIT, '');
    const district = Number(digits.slice(0, 2));
    const districtOk = district <= 12 || (district >= 21 && district <= 32) || (district >= 61 && district <= 72) || district === 80;
    if (!districtOk) return { valid: false, detail: `prefix ${digits.slice(0, 2)} is not a Federal Reserve routing symbol` };
    if (!abaRoutingValid(digits)) return { valid: false, detail: '3-7-1 check digit failed' };
    return { valid: true, status: 'passed', detail: 'Federal Reserve prefix and 3-7-1 check digit passed' };
  },
  requires: 'digitRun',
};

export const usNpi: Recognizer = {
  id: 'us_npi',
  type: 'US_NPI',
  description: 'US National Provider Identifier of a clinician: ten digits starting 1 or 2, Luhn check over the 80840 prefix.',
  indian: false,
  baseScore: 0.3,
  patterns: [{ name: 'npi', regex: /\b(?<!\d[ -]?)[12]\d{9}\b(?![ -]\d)/g }],
  context: { words: ['npi', 'national provider', 'provider id', 'provider number', 'prescriber', 'physician', 'provider'], boost: 0.45 },
  validate: (value) =>
    npiValid(value)
      ? { valid: true, status: 'passed', detail: 'Luhn check digit over the 80840 prefix passed' }
      : { valid: false, detail: 'Luhn check digit over the 80840 prefix failed' },
  requires: 'digitRun',
};

export const deaNumber: Recognizer = {
  id: 'medical_license',
  type: 'MEDICAL_LICENSE',
  description: 'US DEA registration number of a prescriber: registrant-type letter, a letter (or 9), seven digits with the DEA check digit.',
  indian: false,
  baseScore: 0.4,
  patterns: [{ name: 'dea_number', regex: /\b[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}\b/g }],
  context: { words: ['dea', 'dea number', 'dea#', 'medical license', 'medical licence', 'prescriber', 'registration', 'license'], boost: 0.4 },
  validate: (value) =>
    deaValid(value)
      ? { valid: true, status: 'passed', detail: 'DEA check digit passed' }
      : { valid: false, detail: 'DEA check digit failed' },
  requires: 'upperDigit',
};
