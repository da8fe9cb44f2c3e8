import { FIRST_NAMES } from '../data/first-names';
import { regexCandidates } from '../candidates';
import type { Candidate, Recognizer, Validation } from '../types';

// Explicit capitalisation instead of the i flag: case-insensitive alternations are several times slower.
const MONTHS =
  '[Jj]an(?:uary)?|[Ff]eb(?:ruary)?|[Mm]ar(?:ch)?|[Aa]pr(?:il)?|[Mm]ay|[Jj]une?|[Jj]uly?|[Aa]ug(?:ust)?|[Ss]ep(?:t(?:ember)?)?|[Oo]ct(?:ober)?|[Nn]ov(?:ember)?|[Dd]ec(?:ember)?';
const YEAR = '(?:19|20)\\d{2}';

function plausibleDayMonth(a: number, b: number): boolean {
  const dayMonth = a >= 1 && a <= 31 && b >= 1 && b <= 12;
  const monthDay = a >= 1 && a <= 12 && b >= 1 && b <= 31;
  return dayMonth || monthDay;
}

const NUMERIC_PARTS = /\d+/g;

function validateDate(value: string): Validation {
  const numbers = (value.match(NUMERIC_PARTS) ?? []).map(Number);
  const yearFirst = numbers.length === 3 && numbers[0] >= 1900;
  const ok =
    numbers.length === 3
      ? yearFirst
        ? plausibleDayMonth(numbers[2], numbers[1])
        : plausibleDayMonth(numbers[0], numbers[1])
      : numbers.length === 2 && numbers.some((n) => n >= 1 && n <= 31);
  if (!ok) return { valid: false, detail: 'not a calendar date' };
  return { valid: true, status: 'not_applicable', detail: 'a calendar date' };
}

export const dateOfBirth: Recognizer = {
  id: 'date_of_birth',
  type: 'DATE_OF_BIRTH',
  description: 'Date of birth: a numeric or written date, reported only next to birth wording (DOB, born, date of birth).',
  indian: false,
  baseScore: 0.35,
  patterns: [
    {
      name: 'date_numeric',
      regex: new RegExp(`\\b(?<![\\d/.-])(?:\\d{1,2}[/.-]\\d{1,2}[/.-]${YEAR}|${YEAR}[/.-]\\d{1,2}[/.-]\\d{1,2})\\b(?![/.-]\\d)`, 'g'),
    },
    {
      name: 'date_day_month_year',
      regex: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?[ -](?:${MONTHS})\\.?,?[ -]${YEAR}\\b`, 'g'),
    },
    {
      name: 'date_month_day_year',
      regex: new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? ${YEAR}\\b`, 'g'),
    },
  ],
  context: {
    words: [
      'dob', 'd.o.b', 'date of birth', 'birth date', 'birthdate', 'birthday', 'born', 'birth', 'जन्म',
      'जन्मतिथि', 'जन्म तिथि', 'janm', 'janam', 'janamdin',
    ],
    boost: 0.5,
    required: true,
    before: 40,
    after: 15,
  },
  validate: validateDate,
  requires: 'digit',
};

// A capitalised name token in any cased script, e.g. "Szöllösy", "O'Neil".
const NAME = "\\p{Lu}[\\p{Ll}\\p{M}'’-]{1,24}";
const MIDDLE_INITIAL = '(?:\\p{Lu}\\.?[ \\t]{1,2})?';
const NAME_SEQUENCE = `${NAME}(?:[ \\t]{1,2}${MIDDLE_INITIAL}${NAME}){0,3}`;
const TITLES = 'Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Shri|Shree|Smt|Sri|Kumari|Km|Sushri|Sir|Madam';
const DEVANAGARI_WORD = '[\\u0900-\\u097F]{2,20}';

// Capitalised words that start sentences, label fields or name things other than people.
const NOT_NAMES = new Set(
  (
    'The This That These Those There Here What When Where Which Who Why How And But Or If Then ' +
    'I We You He She It They My Our Your His Her Their Its A An In On At By For From To Of With ' +
    'Dear Hi Hello Thanks Thank Regards Please Yes No Not Is Are Was Were Be Been Am Do Does Did ' +
    'Mr Mrs Ms Dr Prof Sir Madam Street Road Avenue Lane City State Bank India Indian Email Phone ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June ' +
    'July August September October November December Patient Customer Client User Bot Name Account ' +
    'Card Address Date Mobile Fax Desk Website Personal Info Subject Re Fwd Note Team All Everyone ' +
    'World Friend Friends Folks Guys Support Admin Manager'
  ).split(' '),
);

// Last words that make "Firstname X" a street, place or organisation ("Mathias Pass", "Russell Investments").
const NOT_PERSON_LAST_WORDS = new Set(
  (
    'Street Road Avenue Lane Way Pass Bypass Cliff Cliffs Flat Flats Union Court Courts Park Parks Hill ' +
    'Hills Drive Route Crossing Gateway Forge Forges Mall Plaza Square Ridge Valley Heights Garden ' +
    'Gardens Island Islands Point Bridge Station Harbor Harbour Port Creek River Lake Mountain Center ' +
    'Centre Investments Inc Ltd LLC Group Bank University Company Corp Corporation Foundation ' +
    'Institute School College Hospital Hotel Airport Church Records Partners Associates Holdings'
  ).split(' '),
);

const TOKEN_SPLIT = /[ \t]+/;

const PERSON_CONTEXT = [
  'patient', 'customer', 'client', 'applicant', 'employee', 'student', 'candidate', 'dear', 'regards',
  'sincerely', 'signed', 'name', 'son of', 'daughter of', 'wife of', 's/o', 'd/o', 'w/o', 'c/o',
  'father', 'mother', 'husband', 'नाम', 'श्री', 'श्रीमती',
];

export const person: Recognizer = {
  id: 'person',
  type: 'PERSON',
  description: 'Person name introduced by a title (Mr., Dr., Smt.), a phrase ("my name is", "मेरा नाम"), a "Name:" label or a greeting (Dear, Hi).',
  indian: false,
  baseScore: 0.7,
  patterns: [
    { name: 'name_after_title', regex: new RegExp(`\\b(?:${TITLES})\\.?[ \\t]{1,2}(?<v>${NAME_SEQUENCE})`, 'gdu') },
    {
      name: 'name_introduced',
      regex: new RegExp(
        `\\b(?:[Mm]y name is|[Mm]y name's|[Nn]ame is|[Ii] am called|[Cc]all me|[Nn]amed|[Mm]era naam|[Mm]era nam)[: \\t]{1,3}(?<v>${NAME_SEQUENCE})`,
        'gdu',
      ),
    },
    { name: 'name_labelled', regex: new RegExp(`\\b(?:[Nn]ame|NAME)[ \\t]{0,2}:[ \\t]{0,2}(?<v>${NAME_SEQUENCE})`, 'gdu') },
    {
      name: 'name_after_greeting',
      regex: new RegExp(`\\b(?:Dear|Hi|Hello|Hey|Regards|Sincerely|Cheers|Thanks|Namaste|Namaskar)[,!]?[ \\t\\n]{1,2}(?<v>${NAME_SEQUENCE})`, 'gdu'),
      score: 0.6,
    },
    {
      name: 'name_introduced_hindi',
      regex: new RegExp(`(?:मेरा नाम|नाम:?)[ \\t]{1,2}(?<v>${DEVANAGARI_WORD}(?:[ \\t]${DEVANAGARI_WORD})?)(?=[ \\t]है|[ \\t]{0,2}[,.।\\n]|$)`, 'gdu'),
    },
  ],
  context: { words: PERSON_CONTEXT, boost: 0.2, before: 30, after: 10 },
  validate: (value) =>
    NOT_NAMES.has(value.split(TOKEN_SPLIT)[0])
      ? { valid: false, detail: 'common word, not a name' }
      : { valid: true, status: 'not_applicable', detail: 'capitalised name tokens after a name cue' },
};

const CONTRACTION = /['’](?:s|t|re|ll|ve|d|m)$/;

/** Two or more capitalised words score as a name when the first is a common given name. */
function gradeNameWords(value: string): Validation {
  const tokens = value.split(TOKEN_SPLIT);
  const last = tokens[tokens.length - 1];
  if (NOT_NAMES.has(tokens[0]) || tokens.every((t) => NOT_NAMES.has(t)) || CONTRACTION.test(tokens[0])) {
    return { valid: false, detail: 'common word, not a name' };
  }
  if (tokens.length > 1 && NOT_PERSON_LAST_WORDS.has(last)) return { valid: false, detail: `'${last}' names a place or organisation` };
  if (FIRST_NAMES.has(tokens[0])) {
    const score = tokens.length > 1 ? 0.6 : 0.45;
    return { valid: true, status: 'passed', detail: `'${tokens[0]}' is a common given name`, score };
  }
  // A lone capitalised word is usually a sentence start or a proper noun of another kind.
  if (tokens.length === 1) return { valid: false, detail: 'single capitalised word' };
  return { valid: true, status: 'not_applicable', detail: 'capitalised words; no given name recognised' };
}

export const personNameWords: Recognizer = {
  id: 'person_name_words',
  type: 'PERSON',
  description: 'Person name as capitalised words: reported when the first is a common given name, or next to person wording (patient, applicant, dear).',
  indian: false,
  baseScore: 0.3,
  patterns: [
    {
      name: 'capitalised_words',
      regex: new RegExp(`\\p{Lu}(?<![\\p{L}\\p{M}]\\p{Lu})[\\p{Ll}\\p{M}'’-]{1,24}(?:[ \\t]{1,2}${MIDDLE_INITIAL}${NAME}){0,2}(?![\\p{L}\\p{M}])`, 'gu'),
    },
  ],
  context: { words: PERSON_CONTEXT, boost: 0.3, before: 30, after: 10 },
  validate: gradeNameWords,
  requires: 'uppercase',
};

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Circle|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Crescent|Close|Marg|Nagar|Colony|Layout|Cross|Main|Vihar|Enclave|Gali|Chowk|Path';
// Street names written as one word with a street-type ending (Nordic, German, Dutch…).
const STREET_WORD_ENDINGS =
  'vej|gade|gata|gatan|katu|kuja|tie|strasse|straße|straat|weg|veien|vegen|vägen|laan|gasse|platz|allee|torget|vegur|stræti|straeti|stræde|utca';
// Street types written before the name (Romance and Slavic languages).
const STREET_PREFIXES = 'Rua|Rue|Avenida|Av\\.|Via|Viale|Calle|Carrer|Camino|Largo|Praça|Piazza|Plaza|ul\\.|Ulica|Str\\.';
const UNIT = `(?:,?[ \\t\\n]{1,3}(?:Apt|Apartment|Suite|Ste|Unit|Flat|#)\\.?[ \\t]{0,2}[\\w-]{1,6})?`;
const WORD = "[\\p{L}\\p{M}.'-]";

// The street-word ending, a space and a house number; the word itself is found by walking back.
const STREET_WORD_TAIL = new RegExp(`[ \\t](?=\\d)(?<=(?:${STREET_WORD_ENDINGS})[ \\t])\\d{1,5}[a-z]?\\b`, 'g');
const UNIT_AFTER = new RegExp(UNIT, 'y');
const LETTER = /[\p{L}\p{M}]/u;
const MAX_STREET_WORD = 40;
const MIN_STREET_WORD = 5;

/**
 * One-word street names with a street-type ending ("Hafnarstraeti 5", "Kiannonkatu 98"). Matching
 * the ending first and walking back to the word start costs far less than a regex that tries
 * every word of the text as a possible street name.
 */
function streetWordCandidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  STREET_WORD_TAIL.lastIndex = 0;
  for (let m = STREET_WORD_TAIL.exec(text); m !== null; m = STREET_WORD_TAIL.exec(text)) {
    let start = m.index;
    while (start > 0 && m.index - start < MAX_STREET_WORD && LETTER.test(text[start - 1])) start--;
    // Short words ("tie 5") are ordinary words that happen to share an ending.
    if (m.index - start < MIN_STREET_WORD || (start > 0 && LETTER.test(text[start - 1]))) continue;
    UNIT_AFTER.lastIndex = m.index + m[0].length;
    const end = UNIT_AFTER.test(text) ? UNIT_AFTER.lastIndex : m.index + m[0].length;
    out.push({ start, end, pattern: 'street_word_number' });
  }
  return out;
}

export const address: Recognizer = {
  id: 'address',
  type: 'ADDRESS',
  description: 'Street address: house number and street with a street type (Street, Marg, Nagar, -vej, -strasse, Rua…), optional unit; house/flat number labels; PO boxes and US military addresses.',
  indian: false,
  baseScore: 0.6,
  patterns: [
    {
      name: 'street_with_type',
      regex: new RegExp(`\\b\\d{1,6}[A-Za-z]?,?[ \\t]{1,2}(?:\\p{Lu}${WORD}{0,24}[ \\t]{1,2}){1,4}(?:${STREET_TYPES})\\b\\.?${UNIT}`, 'gu'),
    },
    {
      name: 'street_prefix_number',
      regex: new RegExp(`(?:${STREET_PREFIXES})(?<![\\p{L}\\p{M}](?:${STREET_PREFIXES}))[ \\t](?:[\\p{L}\\p{M}'-]{1,20}[ \\t]){1,5}\\d{1,5}\\b${UNIT}`, 'gu'),
    },
    {
      name: 'street_number_unit',
      regex: new RegExp(`\\b\\d{1,6}[ \\t](?:\\p{Lu}[\\p{L}\\p{M}'-]{1,24}[ \\t]){1,3}\\d{1,5},?[ \\t\\n]{1,3}(?:Apt|Suite|Unit)\\.?[ \\t]\\d{1,5}\\b`, 'gu'),
    },
    {
      name: 'house_number_label',
      regex: new RegExp(
        `\\b(?:Flat|House|Plot|Door|H\\.)[ \\t]?(?:No\\.?|Number|#)[ \\t]?[\\w/-]{1,8}(?:,[ \\t]{0,2}[\\p{L}\\p{M}\\d.' -]{2,40}){1,4}`,
        'gu',
      ),
    },
    { name: 'po_box', regex: /\b(?:P\.?O\.?|Post Office) ?Box \d{1,6}\b/g, score: 0.55 },
    {
      name: 'us_military',
      regex: new RegExp(`\\b(?:PSC \\d{1,5}, ?Box \\d{1,5}|Unit \\d{1,5},? Box \\d{1,5}|US(?:NS|NV|S|CGC) \\p{Lu}[\\p{L}\\p{M}'-]{1,30})[ \\t\\n]{1,3}[ADF]PO A[AEP] \\d{5}\\b`, 'gu'),
      score: 0.8,
    },
  ],
  find: (text) => [...regexCandidates(text, address.patterns), ...streetWordCandidates(text)],
  get gate() {
    return [...address.patterns.map((p) => p.regex), STREET_WORD_TAIL];
  },
  context: {
    words: ['address', 'lives at', 'live at', 'located at', 'residing at', 'resident of', 'ship to', 'deliver to', 'sent to', 'mail to', 'पता', 'pata'],
    boost: 0.25,
  },
  requires: 'digit',
};

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|AA|AE|AP';

export const postalCode: Recognizer = {
  id: 'postal_code',
  type: 'POSTAL_CODE',
  description: 'Postal code: US ZIP after a state abbreviation, UK and Canadian postcodes, or a ZIP, PIN or other numeric code next to postal wording.',
  indian: false,
  baseScore: 0.2,
  patterns: [
    { name: 'zip_after_us_state', regex: new RegExp(`\\b(?:${US_STATES}),?[ \\t]{1,2}(?<v>\\d{5}(?:-\\d{4})?)\\b`, 'gd'), score: 0.6 },
    { name: 'uk_postcode', regex: /\b[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b/g, score: 0.55 },
    { name: 'ca_postcode', regex: /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d\b/g, score: 0.55 },
    // ZIP, ZIP+4, Indian PIN (560001, 560 001) and other national codes, all needing postal wording.
    { name: 'postal_code_digits', regex: /\b(?<!\d[ -]?)\d{3,6}(?:[ -]\d{2,4})?\b(?![ -]?\d)/g },
  ],
  context: {
    words: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'post code', 'pin', 'pincode', 'pin code', 'pin-code', 'पिन', 'पिनकोड', 'पिन कोड'],
    boost: 0.45,
    negativeWords: ['atm', 'otp', 'password', 'upi pin', 'mpin', 'cvv'],
    penalty: 0.5,
    before: 30,
    after: 10,
  },
  requires: 'digit',
};
