// Identifiers of Singapore, Australia, South Korea and Thailand that Presidio ships, each with
// its issuer's check; the checks come from `stdnum` where it has them.
import * as abn from 'stdnum/lib/cjs/au/abn.js';
import * as acn from 'stdnum/lib/cjs/au/acn.js';
import * as tfn from 'stdnum/lib/cjs/au/tfn.js';
import * as rrn from 'stdnum/lib/cjs/kr/rrn.js';
import * as uen from 'stdnum/lib/cjs/sg/uen.js';
import * as thaiId from 'stdnum/lib/cjs/th/idnr.js';
import { auMedicareValid, nricValid } from '../checksums';
import type { Recognizer } from '../types';
import { checkValidator, compactId, stdnumValidator } from '../validators';

export const sgNricFin: Recognizer = {
  id: 'sg_nric_fin',
  type: 'SG_NRIC_FIN',
  description: 'Singapore NRIC or FIN: S, T, F, G or M, seven digits and the check letter of the weighted sum.',
  indian: false,
  baseScore: 0.75,
  patterns: [{ name: 'nric_fin', regex: /\b[STFGM]\d{7}[A-Z]\b/g }],
  context: { words: ['nric', 'fin', 'ic number', 'identity card', 'singpass', 'nric no'], boost: 0.2 },
  validate: checkValidator(nricValid, 'NRIC/FIN check letter', compactId),
  requires: 'upperDigit',
};

export const sgUen: Recognizer = {
  id: 'sg_uen',
  type: 'SG_UEN',
  description: 'Singapore Unique Entity Number: business (8 digits + letter), local company (year + 5 digits + letter) or other entity (T/S/R, year, entity type, 4 digits, letter), with its check letter.',
  indian: false,
  baseScore: 0.4,
  patterns: [
    { name: 'uen_other_entity', regex: /\b[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]\b/g, score: 0.6 },
    { name: 'uen_company', regex: /\b(?:19|20)\d{7}[A-Z]\b/g, score: 0.45 },
    { name: 'uen_business', regex: /\b\d{8}[A-Z]\b/g },
  ],
  context: { words: ['uen', 'unique entity number', 'acra', 'company registration', 'registration no', 'business registration'], boost: 0.35 },
  validate: stdnumValidator(uen, 'UEN check letter'),
  requires: 'upperDigit',
};

export const auAbn: Recognizer = {
  id: 'au_abn',
  type: 'AU_ABN',
  description: 'Australian Business Number: eleven digits (2-3-3-3), mod-89 weighted check.',
  indian: false,
  baseScore: 0.35,
  patterns: [
    { name: 'abn_grouped', regex: /\b(?<![\d-])\d{2} \d{3} \d{3} \d{3}\b(?! \d)/g, score: 0.55 },
    { name: 'abn_plain', regex: /\b(?<!\d[ -]?)\d{11}\b(?![ -]\d)/g },
  ],
  context: { words: ['abn', 'australian business number', 'business number'], boost: 0.4 },
  validate: stdnumValidator(abn, 'ABN mod-89 check'),
  requires: 'digitRun',
};

export const auAcn: Recognizer = {
  id: 'au_acn',
  type: 'AU_ACN',
  description: 'Australian Company Number: nine digits (3-3-3), mod-10 weighted check digit.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'acn_grouped', regex: /\b(?<![\d-])\d{3} \d{3} \d{3}\b(?! \d)/g, score: 0.35 },
    { name: 'acn_plain', regex: /\b(?<!\d[ -]?)\d{9}\b(?![ -]\d)/g },
  ],
  context: { words: ['acn', 'australian company number', 'company number', 'asic'], boost: 0.45 },
  validate: stdnumValidator(acn, 'ACN check digit'),
  requires: 'digitRun',
};

export const auTfn: Recognizer = {
  id: 'au_tfn',
  type: 'AU_TFN',
  description: 'Australian Tax File Number: eight or nine digits, mod-11 weighted check.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'tfn_grouped', regex: /\b(?<![\d-])\d{3} \d{3} \d{2,3}\b(?! \d)/g },
    { name: 'tfn_plain', regex: /\b(?<!\d[ -]?)\d{8,9}\b(?![ -]\d)/g },
  ],
  context: { words: ['tfn', 'tax file number', 'tax file', 'ato'], boost: 0.45 },
  validate: stdnumValidator(tfn, 'TFN mod-11 check'),
  requires: 'digitRun',
};

export const auMedicare: Recognizer = {
  id: 'au_medicare',
  type: 'AU_MEDICARE',
  description: 'Australian Medicare card number: ten digits (4-5-1) starting 2–6 with the weighted check digit, optional individual reference number.',
  indian: false,
  baseScore: 0.35,
  patterns: [
    { name: 'medicare_grouped', regex: /\b(?<![\d-])[2-6]\d{3} \d{5} \d(?:[ -/]\d)?\b(?! \d)/g, score: 0.45 },
    { name: 'medicare_plain', regex: /\b(?<!\d[ -]?)[2-6]\d{9,10}\b(?![ -]\d)/g },
  ],
  context: { words: ['medicare', 'medicare number', 'medicare card', 'medicare no'], boost: 0.45 },
  validate: checkValidator(auMedicareValid, 'Medicare check digit', compactId),
  requires: 'digitRun',
};

export const krRrn: Recognizer = {
  id: 'kr_rrn',
  type: 'KR_RRN',
  description: 'South Korean resident registration number: birth date, a century/sex digit, place code, serial and check digit.',
  indian: false,
  baseScore: 0.4,
  patterns: [
    { name: 'rrn_dashed', regex: /\b(?<![\d-])\d{6}-\d{7}\b(?!-\d)/g, score: 0.7 },
    { name: 'rrn_plain', regex: /\b(?<!\d[ -]?)\d{13}\b(?![ -]\d)/g },
  ],
  context: { words: ['rrn', 'resident registration', 'registration number', '주민등록번호', '주민번호', '주민등록'], boost: 0.35 },
  validate: stdnumValidator(rrn, 'birth date and mod-11 check digit'),
  requires: 'digitRun',
};

export const thTnin: Recognizer = {
  id: 'th_tnin',
  type: 'TH_TNIN',
  description: 'Thai national identification number: thirteen digits (1-4-5-2-1) starting 1–8, mod-11 check digit.',
  indian: false,
  baseScore: 0.35,
  patterns: [
    { name: 'tnin_grouped', regex: /\b(?<![\d-])[1-8]([ -])\d{4}\1\d{5}\1\d{2}\1\d\b(?![ -]\d)/g, score: 0.65 },
    { name: 'tnin_plain', regex: /\b(?<!\d[ -]?)[1-8]\d{12}\b(?![ -]\d)/g },
  ],
  context: { words: ['thai id', 'national id', 'tnin', 'id card', 'เลขประจำตัวประชาชน', 'บัตรประชาชน', 'citizen id'], boost: 0.35 },
  validate: stdnumValidator(thaiId, 'mod-11 check digit'),
  requires: 'digitRun',
};
