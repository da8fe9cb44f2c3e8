import { maskDpdp, maskDpdpText, SPECIAL_CATEGORY_TYPES, type DpdpType, type PiiFinding, scanPii } from '../pii/index';
import { CHILD_AGE_LIMIT, DPDP_SECTIONS, penaltyForSection } from './constants';
import type { Severity, Verdict } from './gate';
import { purposeTopics, topicKeywords } from './purposes';
import type { SessionConfig, SessionState } from './session';
import { isBlank } from '../text';
import { type Checked, type FieldIssue, isPlainObject } from './types';

export const PII_ACTIONS = ['detect', 'mask', 'block', 'warn', 'log'] as const;
export type PiiAction = (typeof PII_ACTIONS)[number];

export interface ScanConfig {
  pii_action: PiiAction;
  child_detection: boolean;
  purpose?: string;
  session_id?: string;
}

export interface ScanRequest {
  content: string;
  config: ScanConfig;
}

/** Accepts `content` or `text` (decisions §1); `config` carries `session_id` here (wire contract §3.14.3). */
export function validateScanRequest(input: unknown): Checked<ScanRequest> {
  const body = isPlainObject(input) ? input : {};
  const issues: FieldIssue[] = [];
  const content = typeof body.content === 'string' ? body.content : body.text;
  if (typeof content !== 'string' || content.trim() === '') {
    issues.push({ path: 'content', message: 'content is required and must be a non-blank string' });
  }
  if (body.config !== undefined && body.config !== null && !isPlainObject(body.config)) {
    issues.push({ path: 'config', message: 'config must be an object' });
  }
  const raw = isPlainObject(body.config) ? body.config : {};
  const config: ScanConfig = { pii_action: 'detect', child_detection: true };
  if (raw.pii_action !== undefined && raw.pii_action !== null) {
    const action = typeof raw.pii_action === 'string' ? raw.pii_action.trim().toLowerCase() : '';
    if ((PII_ACTIONS as readonly string[]).includes(action)) config.pii_action = action as PiiAction;
    else issues.push({ path: 'config.pii_action', message: `must be one of ${PII_ACTIONS.join(', ')}` });
  }
  if (raw.child_detection !== undefined && raw.child_detection !== null) {
    if (typeof raw.child_detection === 'boolean') config.child_detection = raw.child_detection;
    else issues.push({ path: 'config.child_detection', message: 'must be a boolean' });
  }
  for (const key of ['purpose', 'session_id'] as const) {
    if (raw[key] === undefined || raw[key] === null) continue;
    if (typeof raw[key] === 'string' && !isBlank(raw[key])) config[key] = raw[key].trim();
    else issues.push({ path: `config.${key}`, message: 'must be a non-blank string' });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { content: content as string, config } };
}

/** How bad exposure of each Indian identifier is: national IDs and account numbers enable fraud. */
export const DPDP_PII_SEVERITY: Readonly<Record<DpdpType, Severity>> = {
  aadhaar: 'critical',
  pan: 'high',
  passport: 'high',
  voter_id: 'high',
  driving_license: 'high',
  bank_account: 'high',
  upi: 'medium',
  mobile_in: 'medium',
  gstin: 'low',
  ifsc: 'low',
};

export interface PiiItem {
  type: DpdpType;
  original: string;
  masked: string;
  position: { start: number; end: number };
  severity: Severity;
  section: string;
  /**
   * 0: an identifier in a text is a breach *risk*, not a contravention. The Schedule's
   * ceiling for the duty at stake is in `penalty_ceiling_crore` and `risk`.
   */
  penalty_crore: number;
  /** Schedule item 1: failing to take reasonable security safeguards (S.8(5)), up to ₹250 crore. */
  schedule_item: number;
  penalty_ceiling_crore: number;
  risk: string;
  confidence: number;
  explanation: string;
}

const IDENTIFIER_RISK =
  'Exposure risk: if this identifier leaks because safeguards were missing, that is a personal data breach (S.8(5), Schedule item 1) to be intimated to the Board and the data principal (S.8(6), Rule 7).';

function piiItem(f: PiiFinding & { dpdpType: DpdpType }): PiiItem {
  return {
    type: f.dpdpType,
    original: f.value,
    masked: maskDpdp(f),
    position: { start: f.start, end: f.end },
    severity: DPDP_PII_SEVERITY[f.dpdpType],
    section: DPDP_SECTIONS.pii_leak,
    penalty_crore: 0,
    schedule_item: 1,
    penalty_ceiling_crore: penaltyForSection(DPDP_SECTIONS.pii_leak),
    risk: IDENTIFIER_RISK,
    confidence: f.score,
    explanation: f.explanation.text,
  };
}

/** A special category of personal data (health, caste, religion…) said about an identifiable person. */
export interface SpecialCategoryItem {
  /** Lower case: `health_data`, `caste`, `religion`… */
  type: string;
  original: string;
  masked: string;
  position: { start: number; end: number };
  severity: Severity;
  section: string;
  penalty_crore: number;
  confidence: number;
  /** Why it is reported, with the GDPR Art. 9, DPDP and (for health) HIPAA framing. */
  explanation: string;
}

function specialItem(f: PiiFinding): SpecialCategoryItem {
  return {
    type: f.type.toLowerCase(),
    original: f.value,
    masked: maskDpdp(f),
    position: { start: f.start, end: f.end },
    severity: 'high',
    section: DPDP_SECTIONS.pii_leak,
    penalty_crore: penaltyForSection(DPDP_SECTIONS.pii_leak),
    confidence: f.score,
    explanation: f.explanation.text,
  };
}

export interface ChildSignal {
  type: string;
  text: string;
  inferred_age: number | null;
  section: string;
  /** Strong signals detect a child alone; weak ones only in pairs. */
  strength: 'strong' | 'weak';
  explanation: string;
}

interface ChildDetector {
  type: string;
  strength: 'strong' | 'weak';
  description: string;
  /** Global, case-insensitive, linear-time. */
  pattern: RegExp;
  /** Age implied by the match; null when the signal carries none or the number is not a plausible age or grade. */
  age: (m: RegExpExecArray) => number | null;
  /** The match is a signal only with an age (a stated age, a school class). */
  carriesAge: boolean;
}

const NUM = '(\\d{1,2}|[०-९]{1,2})';
const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12 };

/** ASCII or Devanagari digits, or a Roman class numeral. */
function number(text: string | undefined): number | null {
  if (text === undefined) return null;
  const roman = ROMAN[text.toLowerCase()];
  if (roman !== undefined) return roman;
  const ascii = text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return /^\d+$/.test(ascii) ? Number(ascii) : null;
}

const firstGroup = (m: RegExpExecArray): string | undefined => m.slice(1).find((g) => g !== undefined);
const statedAge = (m: RegExpExecArray): number | null => number(firstGroup(m));
/** Class 1 is about age 6 in India. */
const gradeAge = (m: RegExpExecArray): number | null => {
  const grade = number(firstGroup(m));
  return grade !== null && grade >= 1 && grade <= 12 ? grade + 5 : null;
};

const GRADE = '(\\d{1,2}|x{0,1}i{1,3}|iv|vi{0,3}|ix|xi{0,2})';
const ORDINAL_GRADE = '(\\d{1,2})(?:st|nd|rd|th)';
const PARENT = '(?:mom|mommy|mum|mummy|mama|mother|dad|daddy|papa|father|parents?)';

/** The child-signal registry; a match whose age is 18 or more (or no age at all, where one is expected) is not a signal. */
export const CHILD_DETECTORS: readonly ChildDetector[] = [
  {
    type: 'stated_age',
    strength: 'strong',
    description: 'A stated age: "12 years old", "12-year-old", "I am 12", "aged 12".',
    pattern: new RegExp(
      `\\b(\\d{1,2})\\s*-?\\s*(?:years?|yrs?)\\s*-?\\s*old\\b|\\b(?:i\\s+am|i'm|i’m|im)\\s+(?:only\\s+|just\\s+)?(\\d{1,2})(?=\\s*(?:$|[.,!?;)]|and\\b|but\\b|so\\b|now\\b|years?\\b|yrs?\\b|yo\\b))|\\b(?:my\\s+age\\s+is|aged?\\s*:?)\\s*(\\d{1,2})\\b`,
      'gi',
    ),
    age: statedAge,
    carriesAge: true,
  },
  {
    type: 'hindi_stated_age',
    strength: 'strong',
    description: 'A stated age in Hindi or Hinglish: "मेरी उम्र 12 साल", "मैं 12 साल का हूँ", "meri umar 12 saal".',
    pattern: new RegExp(
      `मेरी\\s+(?:उम्र|आयु)\\s+${NUM}|मैं\\s+${NUM}\\s+(?:साल|वर्ष)\\s+(?:का|की)|\\bmeri\\s+(?:umar|umr|umra|age)\\s+(\\d{1,2})\\b|\\bmain\\s+(\\d{1,2})\\s+saal\\s+(?:ka|ki)\\b`,
      'gi',
    ),
    age: statedAge,
    carriesAge: true,
  },
  {
    type: 'school_grade',
    strength: 'strong',
    description: 'Being in a school class: "I am in class 7", "studying in 8th grade", "8th grader", "class VII student".',
    pattern: new RegExp(
      `\\b(?:in|studying\\s+in|study\\s+in|student\\s+of)\\s+(?:the\\s+)?(?:class|grade|std\\.?|standard)\\s*${GRADE}\\b|\\b(?:in|studying\\s+in|study\\s+in)\\s+(?:the\\s+)?${ORDINAL_GRADE}\\s*(?:grade|class|standard|std)\\b|\\b${ORDINAL_GRADE}[\\s-]grader\\b|\\b(?:class|grade|std\\.?)\\s*${GRADE}\\s+(?:student|pupil)\\b|\\b${ORDINAL_GRADE}\\s+(?:grade|class|standard)\\s+(?:student|pupil)\\b`,
      'gi',
    ),
    age: gradeAge,
    carriesAge: true,
  },
  {
    type: 'hindi_school_grade',
    strength: 'strong',
    description: 'A school class in Hindi: "कक्षा 7", "7वीं कक्षा".',
    pattern: new RegExp(`(?:कक्षा|क्लास)\\s*${NUM}|${NUM}\\s*(?:वीं|वी|वां)\\s*(?:कक्षा|क्लास)`, 'g'),
    age: gradeAge,
    carriesAge: true,
  },
  {
    type: 'grade_mention',
    strength: 'weak',
    description: 'A school grade named without saying whose: "class 7", "8th grade".',
    pattern: new RegExp(`\\b(?:class|grade)\\s+(\\d{1,2})\\b|\\b${ORDINAL_GRADE}\\s+(?:grade|class|standard)\\b`, 'gi'),
    age: gradeAge,
    carriesAge: true,
  },
  {
    type: 'parental_reference',
    strength: 'weak',
    description: 'Deferring to a parent: "my mom said", "ask my dad", "मेरी मम्मी", "पापा ने कहा".',
    pattern: new RegExp(
      `\\bmy\\s+${PARENT}\\s+(?:said|says|told|tells|won't|wont|doesn't|does\\s+not|didn't|will\\s+not|let|lets|allows?|asked|checks)\\b|\\bask(?:ing)?\\s+my\\s+${PARENT}\\b|मेरी\\s+(?:मम्मी|माँ|मां)|मेरे\\s+(?:पापा|पिताजी)|(?:मम्मी|पापा)\\s+ने\\s+(?:कहा|बोला|मना)`,
      'gi',
    ),
    age: () => null,
    carriesAge: false,
  },
  {
    type: 'school_reference',
    strength: 'weak',
    description: 'School life in the first person: "my teacher", "my homework", "after school".',
    pattern: /\b(?:my\s+(?:class\s+teacher|teacher|homework|school\s+bag|tuition\s+teacher)|after\s+school|school\s+bus|recess)\b/gi,
    age: () => null,
    carriesAge: false,
  },
];

/** Sorted, non-overlapping spans covering the given ones. */
function mergedSpans(items: ReadonlyArray<{ start: number; end: number }>): Array<[number, number]> {
  const sorted = items.map((i): [number, number] => [i.start, i.end]).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

/** Binary search keeps many matches on a long text linear-logarithmic. */
function overlaps(spans: ReadonlyArray<[number, number]>, start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid][1] <= start) lo = mid + 1;
    else if (spans[mid][0] >= end) hi = mid - 1;
    else return true;
  }
  return false;
}

/** Enough to show the pattern; thousands of repeats in a long text add nothing but cost. */
export const MAX_SIGNALS_PER_DETECTOR = 25;

/**
 * Every signal found (up to MAX_SIGNALS_PER_DETECTOR of each kind), in text order; ages at or above 18 do not count. A weak match
 * inside a strong one ("class 7" in "I am in class 7") is the same signal and is dropped.
 */
export function detectChildSignals(text: string): ChildSignal[] {
  const found: Array<{ start: number; end: number; signal: ChildSignal }> = [];
  let strongSpans: Array<[number, number]> | null = null;
  for (const d of CHILD_DETECTORS) {
    // The registry lists strong detectors first, so their spans are complete here.
    if (d.strength === 'weak' && strongSpans === null) strongSpans = mergedSpans(found);
    d.pattern.lastIndex = 0;
    let m: RegExpExecArray | null;
    let kept = 0;
    while (kept < MAX_SIGNALS_PER_DETECTOR && (m = d.pattern.exec(text)) !== null) {
      const age = d.age(m);
      if (d.carriesAge && (age === null || age < 1 || age >= CHILD_AGE_LIMIT)) continue;
      const start = m.index;
      const end = start + m[0].length;
      if (strongSpans !== null && overlaps(strongSpans, start, end)) continue;
      kept++;
      found.push({
        start,
        end,
        signal: {
          type: d.type,
          text: m[0],
          inferred_age: age,
          section: DPDP_SECTIONS.child_data,
          strength: d.strength,
          explanation: `${d.description} Matched "${m[0]}"${age !== null ? `, implying age ${age}` : ''}.`,
        },
      });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((f) => f.signal);
}

/** One strong signal, or weak signals of two different kinds. */
export function isChildDetected(signals: readonly ChildSignal[]): boolean {
  if (signals.some((s) => s.strength === 'strong')) return true;
  return new Set(signals.map((s) => s.type)).size >= 2;
}

/** A content topic needs two distinct keywords, so one passing word does not count as drift. */
const MIN_TOPIC_KEYWORDS = 2;

export interface PurposeDrift {
  drift: boolean;
  details: {
    declared_purpose: string | null;
    declared_topics: string[];
    detected_topics: string[];
    drifted_topics: string[];
    reason: string;
  };
}

/** What the content is about compared with what the session was opened for (S.4, S.6). */
export function detectPurposeDrift(text: string, declaredPurpose: string | null): PurposeDrift {
  const found = topicKeywords(text);
  const detected = [...found].filter(([, words]) => words.size >= MIN_TOPIC_KEYWORDS).map(([topic]) => topic);
  const declared = declaredPurpose ? purposeTopics(declaredPurpose) : [];
  const drifted = declared.length > 0 ? detected.filter((t) => !declared.includes(t)) : [];
  let reason: string;
  if (!declaredPurpose) reason = 'No declared purpose to compare with.';
  else if (declared.length === 0) reason = `The declared purpose "${declaredPurpose}" matches no known topic, so drift cannot be judged.`;
  else if (drifted.length === 0) reason = `No content topic outside the declared purpose (${declared.join(', ')}).`;
  else {
    const evidence = drifted.map((t) => `${t} (${[...found.get(t)!].join(', ')})`).join('; ');
    reason = `The content is about ${evidence}, outside the declared purpose "${declaredPurpose}" (${declared.join(', ')}).`;
  }
  return {
    drift: drifted.length > 0,
    details: { declared_purpose: declaredPurpose, declared_topics: declared, detected_topics: detected, drifted_topics: drifted, reason },
  };
}

export interface ScanResult {
  compliant: boolean;
  verdict: Verdict;
  /** Why the verdict is not `allow`. */
  reasons: string[];
  pii_action: PiiAction;
  pii_found: PiiItem[];
  /** Special categories of personal data about an identifiable person (also masked in `mask` mode). */
  special_categories_found: SpecialCategoryItem[];
  child_signals: ChildSignal[];
  /** The content itself shows a child; the caller sets the session's `child_session` from it. */
  child_detected: boolean;
  child_session: boolean;
  child_actions_required: string[];
  purpose_drift: boolean;
  purpose_drift_details: PurposeDrift['details'];
  checks_run: string[];
  /** The masked content in `mask` mode, else null; `masked_text` is the same value under the MCP server's name. */
  content_masked: string | null;
  masked_text: string | null;
}

const VERDICT_RANK: Readonly<Record<Verdict, number>> = { allow: 0, require_action: 1, block: 2 };

/**
 * Scans content for Indian PII, child signals and purpose drift. `pii_action` decides
 * what found PII means: `mask` returns masked content and passes; `block` blocks;
 * `detect` and `warn` require action; `log` only reports. `scan.phoneRegions` is the application
 * policy's (Indian mobiles are found whatever it names).
 */
export function scanContent(
  content: string,
  config: ScanConfig,
  session: { config: SessionConfig; state: SessionState } | null,
  scan: { phoneRegions?: readonly string[] } = {},
): ScanResult {
  const reasons: string[] = [];
  let verdict: Verdict = 'allow';
  let compliant = true;
  const escalate = (to: Verdict, reason: string): void => {
    if (VERDICT_RANK[to] > VERDICT_RANK[verdict]) verdict = to;
    reasons.push(reason);
  };

  const dpdpFindings = scanPii(content, { indianOnly: true, phoneRegions: scan.phoneRegions }).filter(
    (f): f is PiiFinding & { dpdpType: DpdpType } => f.dpdpType !== undefined,
  );
  const pii = dpdpFindings.map(piiItem);
  const specialFindings = scanPii(content, { types: SPECIAL_CATEGORY_TYPES });
  const special = specialFindings.map(specialItem);
  const masked = config.pii_action === 'mask' ? maskDpdpText(content, [...dpdpFindings, ...specialFindings]) : null;
  if (pii.length > 0 || special.length > 0) {
    const kinds = [...new Set([...pii.map((p) => p.type), ...special.map((s) => s.type)])].join(', ');
    const what = pii.length > 0 ? (special.length > 0 ? 'Indian PII and special categories of personal data' : 'Indian PII') : 'Special categories of personal data';
    const found = `${what} found (${kinds}); S.8(5) requires safeguards against exposure.`;
    if (config.pii_action !== 'mask') compliant = false;
    if (config.pii_action === 'block') escalate('block', found);
    else if (config.pii_action === 'detect' || config.pii_action === 'warn') escalate('require_action', found);
    else if (config.pii_action === 'log') reasons.push(`${found} Logged only (pii_action log).`);
  }

  const checks = ['pii'];
  let signals: ChildSignal[] = [];
  let childDetected = false;
  const actions: string[] = [];
  if (config.child_detection) {
    checks.push('child');
    signals = detectChildSignals(content);
    childDetected = isChildDetected(signals);
  }
  const childSession = (session?.state.child_session ?? false) || childDetected;
  if (childSession) {
    const parentalConsent = session?.state.fulfilled_obligations.includes('parental_consent_obtained') ?? false;
    if (!parentalConsent) {
      actions.push('obtain_verifiable_parental_consent');
      compliant = false;
      escalate('require_action', 'The user appears to be a child and no verifiable parental consent is recorded (S.9(1)).');
    }
    actions.push('disable_tracking', 'disable_targeted_ads');
  }

  const declared = config.purpose ?? session?.config.purpose ?? null;
  checks.push('purpose');
  const drift = detectPurposeDrift(content, declared);
  if (drift.drift) {
    compliant = false;
    escalate('require_action', drift.details.reason);
  }

  return {
    compliant,
    verdict,
    reasons,
    pii_action: config.pii_action,
    pii_found: pii,
    special_categories_found: special,
    child_signals: signals,
    child_detected: childDetected,
    child_session: childSession,
    child_actions_required: actions,
    purpose_drift: drift.drift,
    purpose_drift_details: drift.details,
    checks_run: checks,
    content_masked: masked,
    masked_text: masked,
  };
}
