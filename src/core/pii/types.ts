/**
 * Special categories of personal data (GDPR Art. 9, DPDP sensitive data, HIPAA PHI for health):
 * reported when the text says something of the kind about an identifiable person.
 */
export const SPECIAL_CATEGORY_TYPES = [
  'HEALTH_DATA',
  'SEXUAL_ORIENTATION',
  'RELIGION',
  'CASTE',
  'POLITICAL_OPINION',
  'TRADE_UNION',
  'BIOMETRIC_DATA',
  'GENETIC_DATA',
  'CHILD_DATA',
] as const;

export type SpecialCategoryType = (typeof SPECIAL_CATEGORY_TYPES)[number];

/** Entity types the PII engine can report (upper snake case, as used in `[TYPE]` placeholders). */
export const PII_TYPES = [
  'EMAIL',
  'PHONE',
  'CREDIT_CARD',
  'IBAN',
  'US_SSN',
  'IP_ADDRESS',
  'DATE_OF_BIRTH',
  'PERSON',
  'ADDRESS',
  'POSTAL_CODE',
  'AADHAAR',
  'AADHAAR_VID',
  'PAN',
  'GSTIN',
  'UPI',
  'IFSC',
  'MOBILE_IN',
  'VOTER_ID',
  'PASSPORT',
  'DRIVING_LICENSE',
  'VEHICLE_REGISTRATION',
  'BANK_ACCOUNT',
  'US_ITIN',
  'US_PASSPORT',
  'US_DRIVER_LICENSE',
  'US_BANK_NUMBER',
  'ABA_ROUTING_NUMBER',
  'US_NPI',
  'MEDICAL_LICENSE',
  'UK_NHS',
  'UK_NINO',
  'UK_PASSPORT',
  'ES_NIF',
  'ES_NIE',
  'IT_FISCAL_CODE',
  'IT_VAT_CODE',
  'IT_IDENTITY_CARD',
  'IT_PASSPORT',
  'IT_DRIVER_LICENSE',
  'PL_PESEL',
  'FI_PERSONAL_IDENTITY_CODE',
  'SG_NRIC_FIN',
  'SG_UEN',
  'AU_ABN',
  'AU_ACN',
  'AU_TFN',
  'AU_MEDICARE',
  'KR_RRN',
  'TH_TNIN',
  'CRYPTO',
  'MAC_ADDRESS',
  'URL_CREDENTIALS',
  ...SPECIAL_CATEGORY_TYPES,
] as const;

export type PiiType = (typeof PII_TYPES)[number];

/** DPDP PII types of wire contract §2.2. */
export const DPDP_TYPES = [
  'aadhaar',
  'pan',
  'mobile_in',
  'upi',
  'voter_id',
  'passport',
  'driving_license',
  'ifsc',
  'bank_account',
  'gstin',
] as const;

export type DpdpType = (typeof DPDP_TYPES)[number];

/**
 * `passed`: a checksum, registry or structural rule specific to the identifier held.
 * `not_applicable`: the identifier has no such rule; only the pattern (and context) vouch for it.
 */
export type ValidationStatus = 'passed' | 'not_applicable';

export interface PiiExplanation {
  recognizer: string;
  pattern: string;
  /** Score before context: the pattern's score, or the validator's when it graded the value. */
  baseScore: number;
  /** Net change from context words (positive words raise, negative words lower). */
  contextBoost: number;
  contextWords: string[];
  negativeContextWords: string[];
  validation: ValidationStatus;
  text: string;
}

export interface PiiFinding {
  type: PiiType;
  /** The matched text exactly as it appears in the input. */
  value: string;
  /** UTF-16 offsets into the original input; `end` is exclusive. */
  start: number;
  end: number;
  score: number;
  recognizer: string;
  dpdpType?: DpdpType;
  explanation: PiiExplanation;
}

export interface PiiPattern {
  name: string;
  /** Must carry the `g` flag. A named group `v` narrows the finding to that group (needs the `d` flag). */
  regex: RegExp;
  /** Overrides the recognizer's base score for matches of this pattern. */
  score?: number;
}

export interface Candidate {
  start: number;
  end: number;
  pattern: string;
  score?: number;
  /** Why the finder accepted the candidate, for recognizers without a validator (special categories). */
  detail?: string;
}

export type Validation =
  | {
      valid: true;
      status: ValidationStatus;
      detail: string;
      score?: number;
      /** Context words lift this value only when each group has a word nearby (the field name does not count). */
      liftWords?: readonly (readonly string[])[];
    }
  | { valid: false; detail: string };

export interface ContextRule {
  /** Lower-case words or phrases that make the match more likely to be this entity. */
  words: readonly string[];
  boost: number;
  /** Without one of `words` in the window the candidate is dropped. */
  required?: boolean;
  /** Lower-case words that make the match less likely to be this entity. */
  negativeWords?: readonly string[];
  penalty?: number;
  /** Window in UTF-16 units before the start and after the end of the match. */
  before?: number;
  after?: number;
}

/**
 * Cheap whole-text facts that let a scan skip recognizers that cannot match: a digit; a run of
 * seven digits (separators allowed); a letter next to a digit; an upper-case letter next to a
 * digit (most identifiers: ordinary prose has none); an '@'; an upper-case letter.
 */
export type TextFeature = 'digit' | 'digitRun' | 'letterDigit' | 'upperDigit' | '@' | 'uppercase';

export interface Recognizer {
  id: string;
  type: PiiType;
  description: string;
  /** Indian identifier (DPDP scope, plus vehicle registration). */
  indian: boolean;
  dpdpType?: DpdpType;
  baseScore: number;
  patterns: readonly PiiPattern[];
  /**
   * Finds the candidates when a plain match of `patterns` is not enough (a parser, anchoring on '@'
   * or ':', trimming to a length); it may still use `patterns`.
   */
  find?: (text: string, options: FindOptions) => Candidate[];
  context: ContextRule | null;
  /** Receives the normalized matched text; an invalid value is never reported. */
  validate?: (value: string) => Validation;
  /**
   * For a recognizer with `find`: regexes one of which matches any text `find` returns a candidate
   * in (its candidates come from their matches), so a short text none matches skips it (`gates.ts`).
   */
  gate?: readonly RegExp[];
  /**
   * For a recognizer with `find`: false when `find` would find nothing in the text. Recognizers that
   * share one such function (the special categories' one pass) next to each other call it once per scan.
   */
  possible?: (text: string) => boolean;
  /** A feature the text must have for this recognizer to run (tested once per scan). */
  requires?: TextFeature;
}

/** Settings of one scan that candidate finders read. */
export interface FindOptions {
  /** Regions (ISO 3166 alpha-2) national phone numbers are tried in after India. */
  phoneRegions?: readonly string[];
  /**
   * The person the record holding this text names (`patient: Asha Rao`), when the text is one of
   * its fields: a special-category term with no person in its own sentence is about them.
   */
  subject?: string;
}

export interface ScanOptions extends FindOptions {
  /**
   * Name of the structured field the text is the value of (`customer_phone`, `orderId`): its words
   * count as context, so `{"phone": "0612 345678"}` and `{"ssn": "123456789"}` need no label.
   */
  field?: string;
  /** Only these entity types (upper snake case). */
  types?: readonly string[];
  /** Drop findings scored below this; default 0.5. */
  minScore?: number;
  /** Only Indian identifiers. */
  indianOnly?: boolean;
  /** Only these recognizers (ids of the registry), e.g. to leave out name detection. */
  recognizers?: readonly string[];
}
