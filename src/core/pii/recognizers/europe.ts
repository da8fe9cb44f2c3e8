// European national identifiers Presidio ships (UK, Spain, Italy, Poland, Finland), each with the
// check its issuer defines; the checks come from `stdnum` where it has them.
import * as codiceFiscale from 'stdnum/lib/cjs/it/codicefiscale.js';
import * as hetu from 'stdnum/lib/cjs/fi/hetu.js';
import * as iva from 'stdnum/lib/cjs/it/iva.js';
import * as nie from 'stdnum/lib/cjs/es/nie.js';
import * as nif from 'stdnum/lib/cjs/es/nif.js';
import * as nino from 'stdnum/lib/cjs/gb/nino.js';
import * as pesel from 'stdnum/lib/cjs/pl/pesel.js';
import { nhsValid } from '../checksums';
import type { Recognizer } from '../types';
import { checkValidator, compactId, stdnumValidator } from '../validators';

export const ukNhs: Recognizer = {
  id: 'uk_nhs',
  type: 'UK_NHS',
  description: 'UK NHS number: ten digits (3-3-4), mod-11 check digit.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'nhs_grouped', regex: /\b(?<![\d-])\d{3}([ -])\d{3}\1\d{4}\b(?![ -]\d)/g, score: 0.4 },
    { name: 'nhs_plain', regex: /\b(?<!\d[ -]?)\d{10}\b(?![ -]\d)/g },
  ],
  context: {
    words: ['nhs', 'nhs number', 'nhs no', 'national health service', 'health service', 'health authority', 'nhs no.'],
    boost: 0.45,
    negativeWords: ['phone', 'tel', 'mobile', 'call', 'order', 'invoice'],
    penalty: 0.2,
  },
  validate: checkValidator(nhsValid, 'NHS mod-11 check digit', compactId),
  requires: 'digitRun',
};

export const ukNino: Recognizer = {
  id: 'uk_nino',
  type: 'UK_NINO',
  description: 'UK National Insurance number: two prefix letters HMRC issues, six digits, suffix A–D.',
  indian: false,
  baseScore: 0.65,
  patterns: [
    {
      name: 'nino',
      regex: /\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g,
    },
  ],
  context: { words: ['national insurance', 'nino', 'ni number', 'ni no', 'insurance number', 'hmrc'], boost: 0.3 },
  validate: stdnumValidator(nino, 'HMRC prefix and suffix rules'),
  requires: 'upperDigit',
};

export const ukPassport: Recognizer = {
  id: 'uk_passport',
  type: 'UK_PASSPORT',
  description: 'UK passport number: nine digits; reported only next to British passport wording.',
  indian: false,
  baseScore: 0.35,
  patterns: [{ name: 'uk_passport_digits', regex: /\b(?<!\d[ -]?)\d{9}\b(?![ -]\d)/g }],
  context: {
    words: ['uk passport', 'british passport', 'hm passport', 'hmpo', 'united kingdom passport', 'gbr passport'],
    boost: 0.45,
    required: true,
    before: 40,
    after: 10,
  },
  requires: 'digitRun',
};

export const esNif: Recognizer = {
  id: 'es_nif',
  type: 'ES_NIF',
  description: 'Spanish NIF/DNI: eight digits and a mod-23 control letter (or a company CIF with its control character).',
  indian: false,
  baseScore: 0.6,
  patterns: [
    { name: 'dni', regex: /\b(?<![\d-])\d{8}-?[A-HJ-NP-TV-Z]\b/g },
    { name: 'cif', regex: /\b[ABCDEFGHJNPQRSUVW]-?\d{7}-?[0-9A-J]\b/g, score: 0.45 },
  ],
  context: { words: ['nif', 'dni', 'cif', 'documento nacional', 'identificación fiscal', 'identificacion fiscal', 'número de identificación'], boost: 0.3 },
  validate: stdnumValidator(nif, 'NIF control character'),
  requires: 'digitRun',
};

export const esNie: Recognizer = {
  id: 'es_nie',
  type: 'ES_NIE',
  description: 'Spanish foreigner identity number (NIE): X, Y or Z, seven digits and a mod-23 control letter.',
  indian: false,
  baseScore: 0.7,
  patterns: [{ name: 'nie', regex: /\b[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z]\b/g }],
  context: { words: ['nie', 'número de identidad de extranjero', 'identidad de extranjero', 'foreigner'], boost: 0.25 },
  validate: stdnumValidator(nie, 'NIE control letter'),
  requires: 'digitRun',
};

// Omocodia replaces digits of a clashing code with the letters L M N P Q R S T U V.
const CF_DIGIT = '[0-9LMNP-V]';

export const itFiscalCode: Recognizer = {
  id: 'it_fiscal_code',
  type: 'IT_FISCAL_CODE',
  description: 'Italian fiscal code (codice fiscale): surname and name letters, birth date and place code, control letter.',
  indian: false,
  baseScore: 0.8,
  patterns: [
    {
      name: 'codice_fiscale',
      regex: new RegExp(`\\b[A-Z]{6}${CF_DIGIT}{2}[A-EHLMPR-T]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z]\\b`, 'g'),
    },
  ],
  context: { words: ['codice fiscale', 'cf', 'fiscal code', 'tax code', 'c.f.'], boost: 0.15 },
  validate: stdnumValidator(codiceFiscale, 'codice fiscale control letter'),
  requires: 'upperDigit',
};

export const itVat: Recognizer = {
  id: 'it_vat_code',
  type: 'IT_VAT_CODE',
  description: 'Italian VAT number (partita IVA): eleven digits, optionally after IT, with the Luhn-style check digit.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'partita_iva_prefixed', regex: /\bIT ?\d{11}\b/g, score: 0.7 },
    { name: 'partita_iva', regex: /\b(?<!\d[ -]?)\d{11}\b(?![ -]\d)/g },
  ],
  context: { words: ['partita iva', 'p.iva', 'p. iva', 'piva', 'vat', 'vat number', 'iva'], boost: 0.45 },
  validate: (value) => stdnumValidator(iva, 'partita IVA check digit')(compactId(value).replace(/^IT/, '')),
  requires: 'digitRun',
};

const IT_ID_CONTEXT = ["carta d'identità", "carta d'identita", 'carta di identità', 'carta identità', 'identity card', 'id card', 'cie', 'documento'];

export const itIdentityCard: Recognizer = {
  id: 'it_identity_card',
  type: 'IT_IDENTITY_CARD',
  description: 'Italian identity card: paper card (two letters, seven digits) or electronic CIE (CA12345AB); reported only next to identity-card wording.',
  indian: false,
  baseScore: 0.3,
  patterns: [
    { name: 'cie', regex: /\b[A-Z]{2}\d{5}[A-Z]{2}\b/g, score: 0.35 },
    { name: 'carta_cartacea', regex: /\b[A-Z]{2} ?\d{7}\b/g },
  ],
  context: { words: IT_ID_CONTEXT, boost: 0.45, required: true, before: 40, after: 10 },
  requires: 'upperDigit',
};

export const itPassport: Recognizer = {
  id: 'it_passport',
  type: 'IT_PASSPORT',
  description: 'Italian passport number: two letters and seven digits; reported only next to passport wording.',
  indian: false,
  baseScore: 0.3,
  patterns: [{ name: 'passaporto', regex: /\b[A-Z]{2}\d{7}\b/g }],
  context: { words: ['passaporto', 'numero passaporto', 'italian passport', 'passport'], boost: 0.4, required: true, before: 40, after: 10 },
  requires: 'upperDigit',
};

export const itDriverLicense: Recognizer = {
  id: 'it_driver_license',
  type: 'IT_DRIVER_LICENSE',
  description: 'Italian driving licence (patente): two letters, seven digits, a letter; or U1 and eight characters; reported only next to licence wording.',
  indian: false,
  baseScore: 0.3,
  patterns: [{ name: 'patente', regex: /\b(?:[A-Z]{2}\d{7}[A-Z]|U1[A-Z0-9]{7}[A-Z])\b/g }],
  context: { words: ['patente', 'patente di guida', 'driving licence', 'driving license', 'driver license', 'licence'], boost: 0.45, required: true, before: 40, after: 10 },
  requires: 'upperDigit',
};

export const plPesel: Recognizer = {
  id: 'pl_pesel',
  type: 'PL_PESEL',
  description: 'Polish PESEL: eleven digits encoding the birth date (century in the month), weights 1-3-7-9 check digit.',
  indian: false,
  baseScore: 0.4,
  patterns: [{ name: 'pesel', regex: /\b(?<!\d[ -]?)\d{11}\b(?![ -]\d)/g }],
  context: { words: ['pesel', 'numer pesel', 'nr pesel'], boost: 0.45 },
  validate: stdnumValidator(pesel, 'PESEL birth date and check digit'),
  requires: 'digitRun',
};

export const fiPersonalIdentityCode: Recognizer = {
  id: 'fi_personal_identity_code',
  type: 'FI_PERSONAL_IDENTITY_CODE',
  description: 'Finnish personal identity code (henkilötunnus): birth date, century sign, individual number, mod-31 check character.',
  indian: false,
  baseScore: 0.8,
  patterns: [{ name: 'henkilotunnus', regex: /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b/g }],
  context: { words: ['henkilötunnus', 'hetu', 'personal identity code', 'henkilotunnus', 'personbeteckning'], boost: 0.15 },
  validate: stdnumValidator(hetu, 'birth date and mod-31 check character'),
  requires: 'digit',
};
