// Tool-result scan: what a tool returned, before the model reads it. Personal data and
// credentials found and redacted (a structured result field by field, in place, with JSON
// paths), indirect prompt injection, the scoring engine's score, DPDP flags for Indian
// identifiers, and a risk level and action from the table below.
import { DPDP_PII_SEVERITY, DPDP_RULES, DPDP_SECTIONS, penaltyForSection } from '../dpdp';
import { ATTACK_TYPES, detectInjection, type InjectionAnalysis } from '../injection';
import { SPECIAL_CATEGORY_TYPES, maskDpdp, maskDpdpText, redactPii, type PiiType, type ScanOptions } from '../pii';
import { evaluateText, type Dimension, type DimensionScore } from '../scoring';
import { cloneJson, jsonPath, normalizeKey, setAt } from './leaves';
import { entitiesOf, findInSegment, forRedaction, redactSegment, segmentsOf, type Found, type Segment } from './result-pii';
import { SENSITIVE_PII } from './rules/data';
import { ValueScanner } from './value-scan';
import { SEVERITY_RANK, type RiskLevel, type Severity, type ToolCategory } from './types';

export { segmentsOf, type Segment } from './result-pii';

export const RESULT_CHECKS = ['pii', 'prompt_injection', 'svc_score'] as const;
export type ResultCheck = (typeof RESULT_CHECKS)[number];

export const RECOMMENDED_ACTIONS = ['PASS', 'FLAG', 'REDACT_AND_PASS', 'REDACT_AND_FLAG', 'DISCARD_AND_ALERT'] as const;
export type RecommendedAction = (typeof RECOMMENDED_ACTIONS)[number];

export interface ToolResultInput {
  toolName: string;
  raw?: string;
  /** Any JSON value; `undefined` means no structured result was given. */
  data?: unknown;
  checks: readonly ResultCheck[];
  /** Category of the tool that produced the result: tells the injection detector where text came from. */
  category: ToolCategory;
  /** Keys the registry watches for personal data: their values are redacted whatever they hold. */
  piiFieldsWatch?: readonly string[];
  /** Regions national phone numbers are tried in after India (the application policy's `pii.phoneRegions`). */
  phoneRegions?: readonly string[];
}

export interface ResultEntity {
  /** Lower case (`aadhaar`, `email`, `secret`); `[TYPE]` placeholders use it in upper case. */
  type: string;
  value: string;
  /** Offset in `raw`, or in the string at `path` of `data`. */
  offset: number;
  length: number;
  should_redact: boolean;
  source: 'raw' | 'data';
  /** JSON path of the field in `data` (`$.customers[0].email`), null for `raw`. */
  path: string | null;
  confidence: number;
  dpdp_type?: string;
}

export interface DpdpIdentifier {
  type: string;
  masked: string;
  severity: Severity;
  source: 'raw' | 'data';
  path: string | null;
  offset: number;
}

export interface DpdpFlags {
  dpdp_exposure: true;
  identifier_types: string[];
  count: number;
  identifiers: DpdpIdentifier[];
  masked_identifiers: string[];
  highest_severity: Severity;
  section: string;
  rule: string;
  penalty_exposure_crore: number;
  safeguards: string[];
  /** `raw` with the identifiers masked in the DPDP style (`XXXX XXXX 1234`), null without `raw`. */
  masked_result: string | null;
  recommendation: string;
}

export interface ToolResultScan {
  risk_level: RiskLevel;
  recommended_action: RecommendedAction;
  /** Id of the row of ACTION_TABLE that decided. */
  action_rule: string;
  action_reason: string;
  pii?: { found: boolean; entities: ResultEntity[]; redacted_result: string | null; compliance_flags: string[] };
  redacted_data?: unknown;
  redacted_available: boolean;
  injection?: {
    detected: boolean;
    confidence: number;
    risk_level: InjectionAnalysis['risk_level'];
    attack_types: string[];
    patterns_checked: string[];
    explanation: string;
    locations: { source: 'raw' | 'data'; path: string | null }[];
  };
  score?: { score: number; confidence: number; summary: string; dimension_scores: Partial<Record<Dimension, DimensionScore>> };
  dpdp?: DpdpFlags;
  pii_fields_detected: string[];
}

/** Special categories (health, orientation, religion, caste…) weigh like national identifiers in the action table. */
const SPECIAL: ReadonlySet<PiiType> = new Set(SPECIAL_CATEGORY_TYPES);
const MIN_INJECTION_TEXT = 12;

/** DPDP Rule 6(1) safeguards for personal data in an agent's context. */
export const RULE_6_SAFEGUARDS = [
  'Rule 6(1)(a): mask, encrypt or tokenise the identifiers before they reach the model, logs or other tools.',
  'Rule 6(1)(b): restrict access to the unmasked result to the people and systems that need it.',
  'Rule 6(1)(c): log and monitor access to the identifiers so unauthorised use can be detected.',
  'Rule 6(1)(d): keep the data recoverable (backups) without copying unmasked identifiers further.',
  'Rule 6(1)(e): retain the access logs for at least one year.',
  'Rule 6(1)(f): bind any processor (model provider, tool vendor) to the same safeguards by contract.',
];

function dpdpFlags(found: Found[]): DpdpFlags | undefined {
  const identifiers: DpdpIdentifier[] = [];
  for (const f of found) {
    for (const p of f.pii) {
      if (!p.dpdpType) continue;
      identifiers.push({
        type: p.dpdpType,
        masked: maskDpdp(p),
        severity: DPDP_PII_SEVERITY[p.dpdpType],
        source: f.segment.source,
        path: f.segment.path ? jsonPath(f.segment.path) : null,
        offset: p.start,
      });
    }
  }
  if (identifiers.length === 0) return undefined;
  const highest = identifiers.reduce<Severity>((w, i) => (SEVERITY_RANK[i.severity] > SEVERITY_RANK[w] ? i.severity : w), 'low');
  const types = [...new Set(identifiers.map((i) => i.type))];
  return {
    dpdp_exposure: true,
    identifier_types: types,
    count: identifiers.length,
    identifiers,
    masked_identifiers: identifiers.map((i) => i.masked),
    highest_severity: highest,
    section: DPDP_SECTIONS.pii_leak,
    rule: DPDP_RULES.security_safeguards,
    penalty_exposure_crore: penaltyForSection(DPDP_SECTIONS.pii_leak),
    safeguards: RULE_6_SAFEGUARDS,
    masked_result: maskedRaw(found),
    recommendation: `Pass only the redacted result to the model: ${types.join(', ')} of Indian data principals are personal data under the DPDP Act, and S.8(5) requires reasonable security safeguards (Rule 6) against their breach.`,
  };
}

/** `raw` with its Indian identifiers masked in the DPDP style, null without `raw`. */
function maskedRaw(found: readonly Found[]): string | null {
  const raw = found.find((f) => f.segment.source === 'raw');
  if (!raw) return null;
  const view = forRedaction(raw);
  return maskDpdpText(view.segment.text, view.pii.filter((p) => p.dpdpType));
}

function complianceFlags(entities: readonly ResultEntity[]): string[] {
  const types = new Set(entities.map((e) => e.type.toUpperCase()));
  const flags: string[] = [];
  if (entities.some((e) => e.type !== 'secret')) flags.push('GDPR Art. 4(1): personal data in the result');
  if (entities.some((e) => e.dpdp_type)) flags.push('DPDP Act S.8(5), Rule 6: Indian identifiers need reasonable security safeguards');
  if (types.has('US_SSN')) flags.push('CCPA §1798.140(v): personal information (Social Security number)');
  if (types.has('CREDIT_CARD')) flags.push('PCI DSS 3.4: cardholder data must be unreadable wherever stored');
  if (types.has('DATE_OF_BIRTH')) flags.push('HIPAA §164.514(b): date of birth is an identifier of PHI');
  const special = [...types].filter((t) => SPECIAL.has(t as PiiType));
  if (special.length > 0) {
    flags.push(`GDPR Art. 9(1): special categories of personal data about an identifiable person (${special.map((t) => t.toLowerCase()).join(', ')})`);
    flags.push('DPDP Act S.8(5): sensitive personal data of a data principal needs reasonable security safeguards; a breach must be reported (S.8(6))');
  }
  if (types.has('HEALTH_DATA')) flags.push('HIPAA §160.103: health information about an identifiable individual is PHI when a covered entity holds it');
  if (types.has('CHILD_DATA')) flags.push("DPDP Act S.9: a child's personal data needs verifiable parental consent; no tracking or targeted advertising");
  if (types.has('SECRET')) flags.push('Credential exposure: rotate the secret, it has left its store');
  return flags;
}

/**
 * The segments the injection detector reads: a raw JSON text field by field like `data` (its
 * values with their JSON paths, `source: "raw"`), any other raw text whole. Read whole, a JSON
 * text hid the fields from the detector: BIPIA's injected e-mails and tables wrapped in JSON were
 * caught 24% of the time as a raw text and 95% as `data` (docs/accuracy-injection.md).
 */
function injectionSegments(segments: readonly Segment[], raw: string | undefined): readonly Segment[] {
  if (raw === undefined || segments[0]?.source !== 'raw') return segments;
  const first = raw.trimStart()[0];
  if (first !== '{' && first !== '[') return segments;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return segments;
  }
  const fromRaw = segmentsOf(undefined, parsed, true).map((s) => ({ ...s, source: 'raw' as const }));
  return [...fromRaw, ...segments.slice(1)];
}

/** Where the text came from, in the words the injection detector understands. */
const ORIGIN: Partial<Record<ToolCategory, string>> = {
  web_browse: 'web page',
  search: 'search results',
  file_read: 'file content',
  messaging: 'email',
  http_request: 'api response',
  db_read: 'database result',
  db_query: 'database result',
  user_record_read: 'database result',
  user_record_export: 'database result',
};

/** The text to analyse as one string, and where each segment starts in it. */
function joined(segments: readonly Segment[], minLength = 0): { text: string; starts: { segment: Segment; start: number }[] } {
  let text = '';
  const starts: { segment: Segment; start: number }[] = [];
  for (const s of segments) {
    if (s.text.length < minLength) continue;
    if (text) text += '\n';
    starts.push({ segment: s, start: text.length });
    text += s.text;
  }
  return { text, starts };
}

export interface ResultFacts {
  injection: { detected: boolean; confidence: number } | null;
  secrets: number;
  sensitive: number;
  redactable: number;
  score: number | null;
}

export interface ActionRow {
  id: string;
  /** The condition, as written in docs/agent.md. */
  when: string;
  risk: RiskLevel;
  /** The action; rows that flag redact first when there is something to redact. */
  action: RecommendedAction | ((f: ResultFacts) => RecommendedAction);
  test(f: ResultFacts): boolean;
}

/** Injection this confident means the result is an attack, not content: drop it. */
export const DISCARD_CONFIDENCE = 0.7;
/** This many national, financial or tax identifiers in one result is a bulk exposure. */
export const BULK_IDENTIFIERS = 10;
const flagging = (f: ResultFacts): RecommendedAction => (f.redactable > 0 ? 'REDACT_AND_FLAG' : 'FLAG');

/** First matching row wins. */
export const ACTION_TABLE: readonly ActionRow[] = [
  { id: 'injection_confident', when: `prompt injection detected with confidence ≥ ${DISCARD_CONFIDENCE}`, risk: 'critical', action: 'DISCARD_AND_ALERT', test: (f) => !!f.injection?.detected && f.injection.confidence >= DISCARD_CONFIDENCE },
  { id: 'credential', when: 'a credential (API key, token, private key, password)', risk: 'high', action: 'REDACT_AND_FLAG', test: (f) => f.secrets > 0 },
  { id: 'injection', when: `prompt injection detected with confidence < ${DISCARD_CONFIDENCE}`, risk: 'high', action: flagging, test: (f) => !!f.injection?.detected },
  { id: 'harmful_content', when: 'svc_score below 3.0', risk: 'high', action: flagging, test: (f) => f.score !== null && f.score < 3 },
  { id: 'bulk_identifiers', when: `${BULK_IDENTIFIERS} or more national, tax or financial identifiers`, risk: 'high', action: 'REDACT_AND_FLAG', test: (f) => f.sensitive >= BULK_IDENTIFIERS },
  { id: 'sensitive_identifiers', when: 'national, tax or financial identifiers, dates of birth, special categories of personal data', risk: 'medium', action: 'REDACT_AND_PASS', test: (f) => f.sensitive > 0 },
  { id: 'low_score', when: 'svc_score 5.0 or below (a high-severity safety finding caps the score at 5.0)', risk: 'medium', action: flagging, test: (f) => f.score !== null && f.score <= 5 },
  { id: 'personal_data', when: 'other personal data to redact (contact details, addresses, watched fields)', risk: 'low', action: 'REDACT_AND_PASS', test: (f) => f.redactable > 0 },
  { id: 'clean', when: 'nothing of the above', risk: 'low', action: 'PASS', test: () => true },
];

export function decideAction(f: ResultFacts): { row: ActionRow; action: RecommendedAction } {
  const row = ACTION_TABLE.find((r) => r.test(f))!;
  return { row, action: typeof row.action === 'function' ? row.action(f) : row.action };
}

export function scanToolResult(input: ToolResultInput): ToolResultScan {
  const checks = new Set(input.checks);
  const hasData = input.data !== undefined && input.data !== null;
  const segments = segmentsOf(input.raw, input.data, hasData);
  const watched = new Set((input.piiFieldsWatch ?? []).map(normalizeKey));
  // Indian identifiers are looked for even when the pii check is not asked for (dpdp_flags is automatic).
  const options: ScanOptions = checks.has('pii') ? { phoneRegions: input.phoneRegions } : { indianOnly: true, phoneRegions: input.phoneRegions };
  const values = new ValueScanner(options);
  const found = segments.map((s) => findInSegment(s, checks.has('pii'), watched, values, input.data));
  const entities = checks.has('pii') ? found.flatMap(entitiesOf) : [];
  const dpdp = dpdpFlags(found);

  let redactedRaw: string | undefined;
  let redactedData: unknown;
  let redactions = 0;
  if (checks.has('pii') || dpdp) {
    if (hasData) redactedData = cloneJson(input.data);
    for (const f of found) {
      const view = forRedaction(f);
      const redacted = checks.has('pii') ? redactSegment(view) : redactPii(view.segment.text, view.pii);
      if (redacted === view.segment.text) continue;
      redactions++;
      if (f.segment.source === 'raw') redactedRaw = redacted;
      else setAt(redactedData, f.segment.path!, redacted);
    }
  }

  let injection: ToolResultScan['injection'];
  if (checks.has('prompt_injection')) {
    const read = injectionSegments(segments, input.raw);
    const { text, starts } = joined(read, MIN_INJECTION_TEXT);
    // Structured data (and a raw JSON text) is read field by field: the same detector, told which
    // JSON path each part of the text is.
    const fields = read.some((s) => s.path !== null)
      ? starts.map(({ segment, start }) => ({ name: segment.path ? jsonPath(segment.path) : 'raw', text: segment.text, start, end: start + segment.text.length }))
      : undefined;
    const analysis = detectInjection(text, { context: ORIGIN[input.category] ?? 'tool output', ...(fields ? { fields } : {}) });
    const locations = new Map<string, { source: 'raw' | 'data'; path: string | null }>();
    if (analysis.injection_detected) {
      for (const e of analysis.evidence) {
        if (!e.span) continue;
        const at = [...starts].reverse().find((s) => s.start <= e.span!.start)?.segment;
        if (at) locations.set(`${at.source}${at.path ?? ''}`, { source: at.source, path: at.path ? jsonPath(at.path) : null });
      }
    }
    injection = {
      detected: analysis.injection_detected,
      confidence: analysis.risk_score,
      risk_level: analysis.risk_level,
      attack_types: analysis.attack_types,
      patterns_checked: [...ATTACK_TYPES],
      explanation: analysis.explanation,
      locations: [...locations.values()],
    };
  }

  let score: ToolResultScan['score'];
  // The score the harm rows below weigh: personal data has rows of its own and is redacted
  // before the agent reads it, so a cap set by a privacy finding does not flag the result again.
  let harmScore: number | null = null;
  if (checks.has('svc_score')) {
    // A lone raw text was just scanned for PII with the options the engine would use: it reuses the findings.
    const lone = segments.length === 1 && checks.has('pii') ? found[0]!.pii : undefined;
    const evaluation = evaluateText({ content: joined(segments).text, context: 'tool output', piiFindings: lone, phoneRegions: input.phoneRegions });
    score = { ...evaluation.svc_score, dimension_scores: evaluation.dimension_scores };
    harmScore = evaluation.cap?.dimension === 'privacy' ? evaluation.cap.uncapped_score : evaluation.svc_score.score;
  }

  const sensitive = found.reduce((n, f) => n + f.pii.filter((p) => SENSITIVE_PII.has(p.type) || SPECIAL.has(p.type)).length, 0);
  const facts: ResultFacts = {
    injection: injection ? { detected: injection.detected, confidence: injection.confidence } : null,
    secrets: entities.filter((e) => e.type === 'secret').length,
    sensitive,
    redactable: redactions,
    score: harmScore,
  };
  const { row, action } = decideAction(facts);
  const redactedAvailable = redactions > 0;
  const redactedResult = redactedAvailable ? (input.raw !== undefined ? (redactedRaw ?? input.raw) : JSON.stringify(redactedData)) : null;

  return {
    risk_level: row.risk,
    recommended_action: action,
    action_rule: row.id,
    action_reason: `${row.id}: ${row.when}`,
    ...(checks.has('pii') ? { pii: { found: entities.length > 0, entities, redacted_result: redactedResult, compliance_flags: complianceFlags(entities) } } : {}),
    ...(hasData && redactedAvailable ? { redacted_data: redactedData } : {}),
    redacted_available: redactedAvailable,
    ...(injection ? { injection } : {}),
    ...(score ? { score } : {}),
    ...(dpdp ? { dpdp } : {}),
    pii_fields_detected: [...new Set(entities.map((e) => e.type))],
  };
}
