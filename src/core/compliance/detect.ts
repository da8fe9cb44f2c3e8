// Runs the signal catalog over the content and the context once per call.

import type { PiiFinding, PiiType } from '../pii';
import { inRanges, metaTextRanges, type Range } from './meta-text';
import { deniedPresence, negatedSpan } from './negation';
import { compilePhrases, compileTerms, TextIndex, type PhraseMatcher } from './phrases';
import { DERIVED_SIGNALS, SIGNAL_SPECS, type SignalId, type SignalSpec } from './signals';
import type { Evidence, SignalRef } from './types';

/** Enough to cite and to find nearby co-occurrences; more would only repeat the point. */
const MAX_EVIDENCE_PER_SIGNAL = 8;
/** Bounds the negation checks on inputs that repeat one phrase thousands of times. */
const MAX_MATCHES_EXAMINED = 64;

interface CompiledSignal {
  id: SignalId;
  negatable: boolean;
  /** A safeguard that is honoured or followed, so "ignores …" denies it. */
  honours: boolean;
  /** A data category: "does not access or store X" means X is not there at all. */
  absentWhenDenied: boolean;
  matchers: PhraseMatcher[];
  terms: PhraseMatcher | null;
}

const COMPILED_SIGNALS: readonly CompiledSignal[] = (Object.entries(SIGNAL_SPECS) as [SignalId, SignalSpec][]).map(
  ([id, spec]) => ({
    id,
    negatable: spec.negatable === true,
    honours: id.startsWith('safeguard.'),
    absentWhenDenied: id.startsWith('data.') && spec.negatable !== true,
    matchers: [compilePhrases(spec.phrases), compilePhrases(spec.acronyms, true)].filter((m): m is PhraseMatcher => m !== null),
    terms: compileTerms(spec.contextTerms),
  }),
);

/** A PII finding as produced by the PII module; only the fields the rules use. */
export type PiiSpan = Pick<PiiFinding, 'type' | 'start' | 'end'>;

export interface DetectionInput {
  content: string;
  context?: string | Record<string, unknown>;
  contentPii?: readonly PiiSpan[];
  contextPii?: readonly PiiSpan[];
}

export class DetectedSignals {
  private readonly found = new Map<SignalRef, Evidence[]>();

  has(ref: SignalRef): boolean {
    return this.found.has(ref);
  }

  evidence(ref: SignalRef): readonly Evidence[] {
    return this.found.get(ref) ?? [];
  }

  add(ref: SignalRef, evidence: Evidence): void {
    const list = this.found.get(ref);
    if (!list) this.found.set(ref, [evidence]);
    else if (list.length < MAX_EVIDENCE_PER_SIGNAL) list.push(evidence);
  }

  isFull(ref: SignalRef): boolean {
    return (this.found.get(ref)?.length ?? 0) >= MAX_EVIDENCE_PER_SIGNAL;
  }
}

type Origin = { source: 'content' } | { source: 'context'; key: string };

function makeEvidence(origin: Origin, signal: SignalRef, start: number, end: number, text: string): Evidence {
  return origin.source === 'content'
    ? { source: 'content', signal, start, end, text }
    : { source: 'context', signal, key: origin.key, start, end, text };
}

function scanMatcher(
  signals: DetectedSignals,
  signal: CompiledSignal,
  matcher: PhraseMatcher,
  index: TextIndex,
  origin: Origin,
  negationApplies: boolean,
  metaText: readonly Range[],
): void {
  const denied: SignalRef = `not:${signal.id}`;
  let examined = 0;
  matcher.forEach(index, ({ start, end, text }) => {
    if (inRanges(metaText, start)) return ++examined < MAX_MATCHES_EXAMINED;
    if (signal.absentWhenDenied && deniedPresence(index.text, start)) return ++examined < MAX_MATCHES_EXAMINED;
    const negation = negationApplies ? negatedSpan(index.text, start, end, signal.honours) : null;
    if (negation) signals.add(denied, makeEvidence(origin, denied, negation.start, negation.end, index.text.slice(negation.start, negation.end)));
    else signals.add(signal.id, makeEvidence(origin, signal.id, start, end, text));
    const done = signals.isFull(signal.id) && (!negationApplies || signals.isFull(denied));
    return !done && ++examined < MAX_MATCHES_EXAMINED;
  });
}

function scanText(signals: DetectedSignals, text: string, origin: Origin, withTerms: boolean): void {
  const index = new TextIndex(text);
  // Text about the law (an explainer, a news item) is not evidence of what it describes.
  const metaText = withTerms ? [] : metaTextRanges(text);
  for (const signal of COMPILED_SIGNALS) {
    for (const matcher of signal.matchers) scanMatcher(signals, signal, matcher, index, origin, signal.negatable, metaText);
    // A structured context value such as `data_types: ["health"]` is a plain declaration.
    if (withTerms && signal.terms) scanMatcher(signals, signal, signal.terms, index, origin, false, []);
  }
}

const NEGATIVE_VALUE = /^\s*(?:no|none|false|n\/?a|nil|not applicable)\s*$/i;

/** Context keys whose value is a yes/no statement about the processing. */
const FLAG_KEYS: Readonly<Record<string, SignalId>> = {
  processes_children: 'data.children',
  processes_personal_data: 'data.personal',
  cross_border: 'processing.cross_border',
  cross_border_transfers: 'processing.cross_border',
  high_risk_indicators: 'ai.high_risk',
};

function addFlag(signals: DetectedSignals, key: string, value: unknown): void {
  const signal = FLAG_KEYS[key];
  if (!signal) return;
  const text = `${key}: ${JSON.stringify(value)}`;
  const affirmed =
    value === true ||
    (typeof value === 'string' && value.trim() !== '' && !NEGATIVE_VALUE.test(value)) ||
    (Array.isArray(value) && value.length > 0);
  const denied = value === false || (typeof value === 'string' && NEGATIVE_VALUE.test(value));
  if (affirmed) signals.add(signal, { source: 'context', signal, key, text });
  else if (denied) signals.add(`not:${signal}`, { source: 'context', signal: `not:${signal}`, key, text });
}

function scanContextObject(signals: DetectedSignals, context: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(context)) {
    addFlag(signals, key, value);
    // Underscores become spaces (same length, so offsets still index the original value).
    if (typeof value === 'string') {
      scanText(signals, value.replace(/_/g, ' '), { source: 'context', key }, true);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string') scanText(signals, item.replace(/_/g, ' '), { source: 'context', key: `${key}[${i}]` }, true);
      });
    }
  }
}

/** The signals a detected PII value is evidence of, per entity type of the PII module. */
const PII_SIGNALS: Readonly<Record<PiiType, readonly SignalId[]>> = {
  EMAIL: ['data.personal'],
  PHONE: ['data.personal'],
  MOBILE_IN: ['data.personal'],
  IP_ADDRESS: ['data.personal'],
  DATE_OF_BIRTH: ['data.personal'],
  PERSON: ['data.personal'],
  ADDRESS: ['data.personal'],
  VEHICLE_REGISTRATION: ['data.personal'],
  // A postal code alone identifies an area, not a person.
  POSTAL_CODE: [],
  CREDIT_CARD: ['data.financial', 'exposure.identifiers'],
  BANK_ACCOUNT: ['data.financial', 'exposure.identifiers'],
  IBAN: ['data.financial', 'exposure.identifiers'],
  IFSC: ['data.financial'],
  UPI: ['data.indian_id', 'data.financial'],
  US_SSN: ['data.government_id', 'exposure.identifiers'],
  PASSPORT: ['data.government_id', 'exposure.identifiers'],
  DRIVING_LICENSE: ['data.government_id', 'exposure.identifiers'],
  AADHAAR: ['data.indian_id', 'exposure.identifiers', 'exposure.indian_identifiers'],
  AADHAAR_VID: ['data.indian_id', 'exposure.identifiers', 'exposure.indian_identifiers'],
  PAN: ['data.indian_id', 'exposure.identifiers', 'exposure.indian_identifiers'],
  VOTER_ID: ['data.indian_id', 'exposure.identifiers', 'exposure.indian_identifiers'],
  GSTIN: ['data.indian_id'],
  US_ITIN: ['data.government_id', 'exposure.identifiers'],
  US_PASSPORT: ['data.government_id', 'exposure.identifiers'],
  US_DRIVER_LICENSE: ['data.government_id', 'exposure.identifiers'],
  US_BANK_NUMBER: ['data.financial', 'exposure.identifiers'],
  ABA_ROUTING_NUMBER: ['data.financial'],
  US_NPI: ['data.personal'],
  MEDICAL_LICENSE: ['data.personal'],
  UK_NHS: ['data.government_id', 'data.health', 'exposure.identifiers'],
  UK_NINO: ['data.government_id', 'exposure.identifiers'],
  UK_PASSPORT: ['data.government_id', 'exposure.identifiers'],
  ES_NIF: ['data.government_id', 'exposure.identifiers'],
  ES_NIE: ['data.government_id', 'exposure.identifiers'],
  IT_FISCAL_CODE: ['data.government_id', 'exposure.identifiers'],
  IT_VAT_CODE: [],
  IT_IDENTITY_CARD: ['data.government_id', 'exposure.identifiers'],
  IT_PASSPORT: ['data.government_id', 'exposure.identifiers'],
  IT_DRIVER_LICENSE: ['data.government_id', 'exposure.identifiers'],
  PL_PESEL: ['data.government_id', 'exposure.identifiers'],
  FI_PERSONAL_IDENTITY_CODE: ['data.government_id', 'exposure.identifiers'],
  SG_NRIC_FIN: ['data.government_id', 'exposure.identifiers'],
  // Company registration numbers identify a business, not a person.
  SG_UEN: [],
  AU_ABN: [],
  AU_ACN: [],
  AU_TFN: ['data.government_id', 'exposure.identifiers'],
  AU_MEDICARE: ['data.government_id', 'data.health', 'exposure.identifiers'],
  KR_RRN: ['data.government_id', 'exposure.identifiers'],
  TH_TNIN: ['data.government_id', 'exposure.identifiers'],
  CRYPTO: ['data.financial'],
  MAC_ADDRESS: ['data.personal'],
  URL_CREDENTIALS: ['data.personal'],
  HEALTH_DATA: ['data.health'],
  SEXUAL_ORIENTATION: ['data.special_other'],
  RELIGION: ['data.special_other'],
  CASTE: ['data.special_other'],
  POLITICAL_OPINION: ['data.special_other'],
  TRADE_UNION: ['data.special_other'],
  BIOMETRIC_DATA: ['data.biometric'],
  GENETIC_DATA: ['data.genetic'],
  CHILD_DATA: ['data.children'],
};

function addPii(signals: DetectedSignals, findings: readonly PiiSpan[], origin: Origin): void {
  for (const finding of findings) {
    // The value itself is not repeated: a compliance report should not re-disclose it.
    const text = `[${finding.type}]`;
    for (const id of PII_SIGNALS[finding.type]) signals.add(id, makeEvidence(origin, id, finding.start, finding.end, text));
  }
}

function addDerived(signals: DetectedSignals): void {
  for (const { signal, from } of DERIVED_SIGNALS) {
    for (const condition of from) {
      if (!condition.every((id) => signals.has(id))) continue;
      for (const id of condition) for (const e of signals.evidence(id)) signals.add(signal, e);
    }
  }
}

export function detectSignals(input: DetectionInput): DetectedSignals {
  const signals = new DetectedSignals();
  scanText(signals, input.content, { source: 'content' }, false);
  addPii(signals, input.contentPii ?? [], { source: 'content' });
  if (typeof input.context === 'string') {
    scanText(signals, input.context, { source: 'context', key: 'context' }, false);
    addPii(signals, input.contextPii ?? [], { source: 'context', key: 'context' });
  } else if (input.context) {
    scanContextObject(signals, input.context);
  }
  addDerived(signals);
  return signals;
}
