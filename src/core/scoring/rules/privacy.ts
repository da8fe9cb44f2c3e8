/**
 * Privacy: personal data in the text, requests for sensitive data, and help
 * finding or tracking a person.
 */
import { SPECIAL_CATEGORY_TYPES, scanPii, type PiiFinding, type PiiType } from '../../pii';
import { PII_MEMO } from '../context';
import { APOS, patternRule, quote, textBefore, type Hit, type Rule, type RuleContext } from '../rule';
import type { Severity } from '../types';
import { isNegated, refused } from './shared';

export interface PiiClass {
  id: string;
  description: string;
  severity: Severity;
  points: number;
  types: ReadonlySet<PiiType>;
  /** Code samples are full of IPs and example contacts; those weigh less there. */
  technicalWeight: number;
}

// Indian identifiers and special categories weigh most: their exposure is the gravest harm the
// DPDP Act and GDPR Art. 9 describe.
export const PII_CLASSES: readonly PiiClass[] = [
  {
    id: 'privacy/special-category',
    description:
      'Special categories of personal data about an identifiable person: health, sex life or orientation, religion, caste, political opinion, trade-union membership, biometric and genetic data, children\'s data (GDPR Art. 9, DPDP, HIPAA).',
    severity: 'high',
    points: 4,
    types: new Set(SPECIAL_CATEGORY_TYPES),
    technicalWeight: 1,
  },
  {
    id: 'privacy/indian-identifier',
    description: 'Indian government or financial identifiers (Aadhaar, PAN, voter ID, passport, driving licence, bank account, UPI).',
    severity: 'high',
    points: 4,
    types: new Set(['AADHAAR', 'AADHAAR_VID', 'PAN', 'VOTER_ID', 'PASSPORT', 'DRIVING_LICENSE', 'BANK_ACCOUNT', 'UPI']),
    technicalWeight: 1,
  },
  {
    id: 'privacy/financial-or-national-id',
    description: 'Card numbers, IBANs, bank accounts, national identity, tax, health-insurance, passport and licence numbers of other countries, crypto wallets and URLs with passwords.',
    severity: 'high',
    points: 3.5,
    types: new Set([
      'CREDIT_CARD', 'IBAN', 'US_SSN', 'US_ITIN', 'US_PASSPORT', 'US_DRIVER_LICENSE', 'US_BANK_NUMBER', 'UK_NHS', 'UK_NINO',
      'UK_PASSPORT', 'ES_NIF', 'ES_NIE', 'IT_FISCAL_CODE', 'IT_IDENTITY_CARD', 'IT_PASSPORT', 'IT_DRIVER_LICENSE', 'PL_PESEL',
      'FI_PERSONAL_IDENTITY_CODE', 'SG_NRIC_FIN', 'AU_TFN', 'AU_MEDICARE', 'KR_RRN', 'TH_TNIN', 'CRYPTO', 'URL_CREDENTIALS',
    ]),
    technicalWeight: 1,
  },
  {
    id: 'privacy/contact-details',
    description: 'Email addresses, phone numbers, postal addresses and dates of birth.',
    severity: 'medium',
    points: 1.5,
    types: new Set(['EMAIL', 'PHONE', 'MOBILE_IN', 'ADDRESS', 'DATE_OF_BIRTH']),
    technicalWeight: 0.5,
  },
  {
    id: 'privacy/personal-identifier',
    description: 'Names, IP and MAC addresses, postal codes, vehicle registrations, business and professional registration numbers (GSTIN, IFSC, routing, NPI, DEA, VAT, ABN/ACN, UEN).',
    severity: 'low',
    points: 0.3,
    types: new Set([
      'PERSON', 'IP_ADDRESS', 'MAC_ADDRESS', 'POSTAL_CODE', 'VEHICLE_REGISTRATION', 'GSTIN', 'IFSC', 'ABA_ROUTING_NUMBER', 'US_NPI',
      'MEDICAL_LICENSE', 'IT_VAT_CODE', 'SG_UEN', 'AU_ABN', 'AU_ACN',
    ]),
    technicalWeight: 0.5,
  },
];

const SPECIAL: ReadonlySet<PiiType> = new Set(SPECIAL_CATEGORY_TYPES);

function piiFindings(ctx: RuleContext): PiiFinding[] {
  return ctx.memo(PII_MEMO, () => scanPii(ctx.text, { phoneRegions: ctx.phoneRegions }));
}

function piiRule(cls: PiiClass): Rule {
  return {
    id: cls.id,
    dimension: 'privacy',
    severity: cls.severity,
    points: cls.points,
    description: cls.description,
    suggestion: 'Remove or redact personal data that the reader does not need.',
    weight: (ctx) => (ctx.technical ? cls.technicalWeight : 1),
    detect(ctx) {
      return piiFindings(ctx)
        .filter((f) => cls.types.has(f.type))
        // A refusal names the request's special categories to decline it ("it is unethical to tell
        // the patient's family the diagnosis"): it discloses nothing. Identifiers and contacts still count.
        .filter((f) => !SPECIAL.has(f.type) || !refused(ctx, f.start))
        .map(
          (f): Hit => ({
            start: f.start,
            end: f.end,
            explanation: SPECIAL.has(f.type)
              ? `Discloses a special category of personal data about an identifiable person: ${f.explanation.text}`
              : `Exposes personal data: ${f.type}${f.dpdpType ? ' (DPDP personal data)' : ''} detected by ${f.recognizer} with score ${f.score}.`,
            fix: { kind: 'redact_pii', type: f.type },
          }),
        );
    },
  };
}

const CREDENTIAL = '(?:passwords?|passcodes?|otps?|one[- ]time (?:password|code)|pins?|cvvs?|cvcs?|security codes?|login credentials|2fa codes?)';
const IDENTITY =
  '(?:full name and address|home address|social security number|ssn|aadhaa?r(?: number)?|pan(?: card)?(?: number)?|passport number|credit card(?: number| details)?|card number|bank account(?: number| details)?|date of birth|mother' +
  APOS +
  's maiden name|biometric\\w*)';

const CREDENTIAL_REGEX = new RegExp(CREDENTIAL, 'i');

const dataRequest = patternRule({
  id: 'privacy/sensitive-data-request',
  dimension: 'privacy',
  severity: 'medium',
  points: 2,
  description: 'Asks the reader to reveal credentials or sensitive identifiers.',
  pattern: new RegExp(
    `\\b(?:please )?(?:provide|send|share|give|tell|enter|confirm|reply with|type|text|email|verify)(?: me| us)? (?:your|the) (?:full )?(?:${CREDENTIAL}|${IDENTITY})\\b`,
    'gi',
  ),
  // "Never share your password" is the advice we want.
  accept: (m, ctx) => !/\b(?:never|not|don[’']?t|do not)\b[^.!?]{0,12}$/i.test(textBefore(ctx.text, m.index, 24)),
  explain: (m) =>
    CREDENTIAL_REGEX.test(m)
      ? `Asks for credentials (${quote(m)}), a phishing pattern.`
      : `Asks for sensitive personal data (${quote(m)}).`,
  suggestion: 'Do not ask for credentials or sensitive identifiers in conversation; use a secure, consented channel.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const doxxing = patternRule({
  id: 'privacy/doxxing',
  dimension: 'privacy',
  severity: 'high',
  points: 4,
  description: 'Reveals or helps find where a specific person lives or how to reach them.',
  pattern: new RegExp(
    `\\b(?:here is|here${APOS}s|i found|this is|i${APOS}ve found|we found) (?:his|her|their|the victim${APOS}s|[A-Z][a-z]+${APOS}s) (?:home |current |exact |private |personal )?(?:address|phone number|location|workplace|where (?:he|she|they) lives?)\\b` +
      `|\\b(?:he|she|they) (?:lives?|is living|stays) at \\d+\\s+\\w+` +
      `|\\b(?:find|track down|locate|look up|dig up) (?:someone${APOS}?s|a person${APOS}?s|his|her|their|my ex${APOS}?s) (?:home )?(?:address|location|phone number|real name|identity)\\b` +
      // The verb with its victim ("dox him"); the noun is mostly named to warn ("that is doxxing").
      `|\\bdox(?:x)?(?:ed)?\\s+(?:him|her|them|this (?:guy|woman|man|person)|that (?:guy|woman|man|person)|the (?:guy|woman|man|person|journalist|reporter))\\b`,
    'gi',
  ),
  // "I won't help find her address" names the act to decline it.
  accept: (m, ctx) => !isNegated(ctx.text, m.index) && !refused(ctx, m.index),
  explain: (m) => `Exposes or helps locate a person (${quote(m)}).`,
  suggestion: 'Never reveal or help find a private individual\'s address, location or identity.',
  fix: () => ({ kind: 'remove_sentence', note: '[personal information removed]' }),
});

const covertTracking = patternRule({
  id: 'privacy/covert-tracking',
  dimension: 'privacy',
  severity: 'high',
  points: 4,
  description: 'Helps monitor a person without their knowledge.',
  pattern: new RegExp(
    `\\b(?:track|monitor|spy on|read|access|check)(?:ing)? (?:someone${APOS}?s|your (?:partner|wife|husband|girlfriend|boyfriend|spouse|ex|employee|child)${APOS}?s?|his|her|their) (?:location|phone|messages|texts|emails|whatsapp|browsing history|calls)\\b[^.!?\\n]{0,40}?\\bwithout (?:them|him|her|their) (?:knowing|knowledge|consent|noticing)\\b` +
      `|\\b(?:install|hide|put) (?:a )?(?:tracker|tracking app|spyware|stalkerware|gps tracker|keylogger) on (?:someone${APOS}?s|your (?:partner|wife|husband|girlfriend|boyfriend|spouse|ex)${APOS}?s?|his|her|their)\\b` +
      `|\\bsecretly (?:track|record|monitor|follow|film)\\b`,
    'gi',
  ),
  explain: (m) => `Covert surveillance of a person (${quote(m)}).`,
  suggestion: 'Do not help monitor people without their knowledge and consent.',
  fix: () => ({ kind: 'remove_sentence', note: '[surveillance instructions removed]' }),
});

export const PRIVACY_RULES: readonly Rule[] = [...PII_CLASSES.map(piiRule), dataRequest, doxxing, covertTracking];
