import { isPalindrome, luhnMod36Valid, luhnValid, verhoeffValid } from '../checksums';
import { PAN_HOLDER_TYPES, STATE_CODE_ALTERNATION, isGstStateCode } from '../data/india-codes';
import type { Recognizer, Validation } from '../types';

const NON_DIGIT = /\D/g;
const SEPARATORS = /[ .:-]/g;

export const usSsn: Recognizer = {
  id: 'us_ssn',
  type: 'US_SSN',
  description: 'US Social Security number: area not 000, 666 or 900–999, group not 00, serial not 0000.',
  indian: false,
  baseScore: 0.65,
  patterns: [
    { name: 'ssn_dashed', regex: /\b(?<![\d-])\d{3}-\d{2}-\d{4}\b(?!-\d)/g, score: 0.65 },
    { name: 'ssn_spaced', regex: /\b(?<!\d )\d{3} \d{2} \d{4}\b(?! \d)/g, score: 0.45 },
    { name: 'ssn_dotted', regex: /\b(?<![\d.])\d{3}\.\d{2}\.\d{4}\b(?!\.\d)/g, score: 0.4 },
    { name: 'ssn_plain', regex: /\b(?<!\d[ -]?)\d{9}\b(?![ -]\d)/g, score: 0.25 },
  ],
  context: {
    words: ['ssn', 'social security', 'social security number', 'ss#', 'ss #', 'ssa', 'itin', 'tax id'],
    boost: 0.3,
    negativeWords: ['phone', 'tel', 'fax', 'order', 'invoice', 'account', 'routing'],
    penalty: 0.2,
  },
  validate: (value) => {
    const digits = value.replace(NON_DIGIT, '');
    const area = digits.slice(0, 3);
    if (area === '000' || area === '666' || area[0] === '9') return { valid: false, detail: `area number ${area} is never issued` };
    if (digits.slice(3, 5) === '00') return { valid: false, detail: 'group number 00 is never issued' };
    if (digits.slice(5) === '0000') return { valid: false, detail: 'serial number 0000 is never issued' };
    return { valid: true, status: 'passed', detail: 'area, group and serial numbers are in issued ranges' };
  },
  requires: 'digitRun',
};

export const aadhaar: Recognizer = {
  id: 'aadhaar',
  type: 'AADHAAR',
  description: 'Aadhaar number: 12 digits, first digit 2–9, Verhoeff check digit; plain or in 4-4-4 groups, never part of a longer digit run.',
  indian: true,
  dpdpType: 'aadhaar',
  baseScore: 0.8,
  patterns: [
    { name: 'aadhaar_plain', regex: /\b(?<!\d[ -]?)[2-9]\d{11}\b(?![ -]\d)/g },
    { name: 'aadhaar_grouped', regex: /\b(?<!\d[ .:-]?)[2-9]\d{3}([ .:-])\d{4}\1\d{4}\b(?![ .:-]\d)/g },
  ],
  context: {
    words: ['aadhaar', 'aadhar', 'adhaar', 'adhar', 'uid', 'uidai', 'aadhaar no', 'आधार', 'आधार संख्या'],
    boost: 0.15,
    negativeWords: ['order', 'invoice', 'txn', 'transaction', 'tracking', 'ref', 'reference', 'isbn'],
    penalty: 0.3,
  },
  validate: (value): Validation => {
    const digits = value.replace(SEPARATORS, '');
    if (isPalindrome(digits)) return { valid: false, detail: 'palindromes are never issued' };
    if (!verhoeffValid(digits)) return { valid: false, detail: 'Verhoeff check digit failed' };
    return { valid: true, status: 'passed', detail: 'Verhoeff check digit passed' };
  },
  requires: 'digitRun',
};

export const aadhaarVid: Recognizer = {
  id: 'aadhaar_vid',
  type: 'AADHAAR_VID',
  description: 'Aadhaar Virtual ID: 16 digits, first digit 2–9, Verhoeff check digit; reported only next to VID or Aadhaar wording.',
  indian: true,
  dpdpType: 'aadhaar',
  baseScore: 0.5,
  patterns: [
    { name: 'vid_plain', regex: /\b(?<!\d[ -]?)[2-9]\d{15}\b(?![ -]\d)/g },
    { name: 'vid_grouped', regex: /\b(?<!\d[ -]?)[2-9]\d{3}([ -])\d{4}\1\d{4}\1\d{4}\b(?![ -]\d)/g },
  ],
  context: {
    words: ['vid', 'virtual id', 'virtual id number', 'aadhaar', 'aadhar', 'uidai', 'आधार', 'वीआईडी'],
    boost: 0.4,
    required: true,
  },
  validate: (value): Validation => {
    const digits = value.replace(SEPARATORS, '');
    if (isPalindrome(digits)) return { valid: false, detail: 'palindromes are never issued' };
    if (!verhoeffValid(digits)) return { valid: false, detail: 'Verhoeff check digit failed' };
    return { valid: true, status: 'passed', detail: 'Verhoeff check digit passed' };
  },
  requires: 'digitRun',
};

const PAN_HOLDER_NAMES: Record<string, string> = {
  P: 'individual', C: 'company', H: 'Hindu undivided family', F: 'firm', A: 'association of persons',
  T: 'trust', B: 'body of individuals', L: 'local authority', J: 'artificial juridical person',
  G: 'government', K: 'krishi (trust krish)',
};

export const pan: Recognizer = {
  id: 'pan',
  type: 'PAN',
  description: 'Permanent Account Number: five letters (fourth is the holder type P/C/H/F/A/T/B/L/J/G/K), four digits not 0000, one letter.',
  indian: true,
  dpdpType: 'pan',
  baseScore: 0.8,
  patterns: [{ name: 'pan', regex: new RegExp(`\\b[A-Z]{3}[${PAN_HOLDER_TYPES}][A-Z]\\d{4}[A-Z]\\b`, 'g') }],
  context: {
    words: ['pan', 'pan card', 'pan no', 'permanent account number', 'income tax', 'पैन', 'पैन कार्ड'],
    boost: 0.15,
  },
  validate: (value) => {
    if (value.slice(5, 9) === '0000') return { valid: false, detail: 'serial 0000 is never issued' };
    return { valid: true, status: 'passed', detail: `holder type ${value[3]} (${PAN_HOLDER_NAMES[value[3]]})` };
  },
  requires: 'upperDigit',
};

export const gstin: Recognizer = {
  id: 'gstin',
  type: 'GSTIN',
  description: 'GST identification number: state code, the holder\'s PAN, entity number, Z, and a mod-36 check character.',
  indian: true,
  dpdpType: 'gstin',
  baseScore: 0.95,
  patterns: [
    { name: 'gstin', regex: new RegExp(`\\b\\d{2}[A-Z]{3}[${PAN_HOLDER_TYPES}][A-Z]\\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\\b`, 'g') },
  ],
  context: { words: ['gst', 'gstin', 'gst no', 'gst number', 'gstn', 'जीएसटी'], boost: 0.05 },
  validate: (value) => {
    if (!isGstStateCode(value.slice(0, 2))) return { valid: false, detail: `state code ${value.slice(0, 2)} does not exist` };
    if (value.slice(7, 11) === '0000') return { valid: false, detail: 'embedded PAN has serial 0000' };
    if (!luhnMod36Valid(value)) return { valid: false, detail: 'mod-36 check character failed' };
    return { valid: true, status: 'passed', detail: `state code ${value.slice(0, 2)}, embedded PAN and mod-36 check character passed` };
  },
  requires: 'upperDigit',
};

export const voterId: Recognizer = {
  id: 'voter_id',
  type: 'VOTER_ID',
  description: 'EPIC (voter ID) number: three letters and seven digits whose last digit is a Luhn check digit.',
  indian: true,
  dpdpType: 'voter_id',
  baseScore: 0.55,
  patterns: [{ name: 'epic', regex: /\b[A-Z]{3}\d{7}\b/g }],
  context: {
    words: ['voter', 'voter id', 'epic', 'epic no', 'election', 'electoral', 'elector', 'मतदाता', 'वोटर', 'matdata'],
    boost: 0.35,
  },
  validate: (value) => {
    if (!luhnValid(value.slice(3))) return { valid: false, detail: 'Luhn check digit failed' };
    return { valid: true, status: 'passed', detail: 'Luhn check digit passed' };
  },
  requires: 'upperDigit',
};

export const passport: Recognizer = {
  id: 'passport',
  type: 'PASSPORT',
  description: 'Indian passport number: a series letter and seven digits (no Q, X; not starting or ending in 0); reported alone when written as one token, lowered next to order, model or reference wording.',
  indian: true,
  dpdpType: 'passport',
  baseScore: 0.35,
  patterns: [
    { name: 'passport_in', regex: /\b[A-PR-WY-Z][1-9]\d{5}[1-9]\b/g, score: 0.5 },
    { name: 'passport_in_spaced', regex: /\b[A-PR-WY-Z][1-9]\d \d{4}[1-9]\b/g },
  ],
  context: {
    words: ['passport', 'passport no', 'passport number', 'पासपोर्ट', 'file no', 'travel document'],
    boost: 0.4,
    negativeWords: ['order', 'invoice', 'model', 'part', 'sku', 'ref', 'reference', 'ticket', 'serial', 'item', 'product', 'pnr', 'flight', 'seat', 'code'],
    penalty: 0.3,
  },
  requires: 'upperDigit',
};

export const drivingLicense: Recognizer = {
  id: 'driving_license',
  type: 'DRIVING_LICENSE',
  description: 'Indian driving licence: state code, two-digit RTO code, year of issue, seven-digit serial; needs licence wording to reach the default threshold.',
  indian: true,
  dpdpType: 'driving_license',
  baseScore: 0.45,
  patterns: [
    {
      name: 'dl_in',
      regex: new RegExp(`\\b(?:${STATE_CODE_ALTERNATION})[ -]?\\d{2}[ -]?(?:19|20)\\d{2}[ -]?\\d{7}\\b`, 'g'),
    },
  ],
  context: {
    words: ['driving licence', 'driving license', 'licence', 'license', 'dl', 'dl no', 'ड्राइविंग', 'लाइसेंस'],
    boost: 0.45,
  },
  validate: (value) => {
    const year = Number(value.replace(SEPARATORS, '').slice(4, 8));
    if (year < 1950 || year > 2099) return { valid: false, detail: `issue year ${year} is implausible` };
    return { valid: true, status: 'passed', detail: `state code ${value.slice(0, 2)}, issue year ${year}` };
  },
  requires: 'upperDigit',
};

export const vehicleRegistration: Recognizer = {
  id: 'vehicle_registration',
  type: 'VEHICLE_REGISTRATION',
  description: 'Indian vehicle registration: state code, RTO number, series letters, four digits; or the Bharat (BH) series such as 22BH1234AB.',
  indian: true,
  baseScore: 0.6,
  patterns: [
    {
      name: 'vehicle_state_series',
      regex: new RegExp(`\\b(?:${STATE_CODE_ALTERNATION})[ -]?\\d{1,2}[ -]?[A-Z]{1,3}[ -]?\\d{4}\\b`, 'g'),
    },
    { name: 'vehicle_bh_series', regex: /\b\d{2}[ -]?BH[ -]?\d{4}[ -]?[A-HJ-NP-Z]{1,2}\b/g, score: 0.7 },
  ],
  context: {
    words: ['vehicle', 'registration', 'reg no', 'car', 'bike', 'scooter', 'number plate', 'rc', 'गाड़ी', 'वाहन'],
    boost: 0.3,
  },
  requires: 'upperDigit',
};
