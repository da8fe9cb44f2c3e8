// What the parameters carry: personal data and Indian identifiers (the PII engine),
// credentials (the secret registry), and prompt injection (the injection engine).
import { redactPii, type PiiFinding, type PiiType } from '../../pii';
import { jsonPath, normalizeKey } from '../leaves';
import { findSecrets, isSecretKey, looksLikeSecretValue, maskSecret } from '../secrets';
import type { AgentFinding, Severity, ToolCategory } from '../types';
import { excerpt, finding, type CallFacts, type CallRule, type TextLeaf } from './rule';

/** Identifiers whose exposure enables fraud or identity theft. */
export const SENSITIVE_PII: ReadonlySet<PiiType> = new Set([
  'AADHAAR',
  'AADHAAR_VID',
  'PAN',
  'US_SSN',
  'CREDIT_CARD',
  'BANK_ACCOUNT',
  'IBAN',
  'PASSPORT',
  'VOTER_ID',
  'DRIVING_LICENSE',
  'DATE_OF_BIRTH',
]);

/** Keys of the people a message goes to: their e-mail addresses are the point, not a leak. */
const RECIPIENT_KEYS = new Set(['to', 'cc', 'bcc', 'recipient', 'recipients', 'email', 'emails', 'from', 'reply_to', 'sender', 'attendees', 'invitees', 'user_email', 'phone', 'phone_number', 'mobile']);
const CONTACT_TYPES: ReadonlySet<PiiType> = new Set(['EMAIL', 'PHONE', 'MOBILE_IN']);

/** Categories that send their parameters out of the system. */
export function sendsOut(facts: CallFacts): boolean {
  return facts.entry.outbound || facts.profile.category === 'generic';
}

export function piiTypeName(type: string): string {
  return type.toLowerCase();
}

/** The findings of a leaf that are the recipient of the message itself, not data in it. */
function isAddressing(leaf: TextLeaf, f: PiiFinding): boolean {
  return leaf.key !== null && CONTACT_TYPES.has(f.type) && RECIPIENT_KEYS.has(normalizeKey(leaf.key));
}

export const piiRule: CallRule = {
  id: 'params/pii',
  description: 'Personal data in parameters: national and Indian identifiers, financial numbers, contact details; keys the registry watches.',
  dimension: 'privacy',
  check(facts) {
    const out: AgentFinding[] = [];
    const watched = new Set(facts.profile.pii_fields_watch.map(normalizeKey));
    for (const [leaf, found] of facts.pii()) {
      const relevant = found.filter((f) => !isAddressing(leaf, f));
      const sensitive = relevant.filter((f) => SENSITIVE_PII.has(f.type));
      if (sensitive.length > 0) {
        const severity: Severity = sendsOut(facts) ? 'high' : 'medium';
        const types = [...new Set(sensitive.map((f) => piiTypeName(f.type)))];
        const indian = sensitive.some((f) => f.dpdpType);
        out.push(
          finding(this, {
            severity,
            path: leaf.path,
            evidence: types.join(', '),
            explanation: `${leaf.key ?? 'A parameter'} holds ${types.join(', ')}${indian ? ' (Indian identifiers: DPDP Act S.8(5) safeguards apply)' : ''}${severity === 'high' ? `; ${facts.toolName} would send it outside the system` : ''}.`,
            tag: 'pii',
            fix: { action: 'replace', path: leaf.path, value: redactPii(leaf.text, sensitive), reason: `${types.join(', ')} redacted` },
          }),
        );
      } else if (relevant.length > 0 && leaf.key !== null && watched.has(normalizeKey(leaf.key))) {
        out.push(
          finding(this, {
            severity: 'medium',
            path: leaf.path,
            evidence: piiTypeName(relevant[0].type),
            explanation: `${leaf.key} is a field the tool registry watches for personal data, and it holds ${piiTypeName(relevant[0].type)}.`,
            tag: 'pii',
            fix: { action: 'replace', path: leaf.path, value: redactPii(leaf.text, relevant), reason: 'watched personal data redacted' },
          }),
        );
      }
    }
    const reported = new Set(out.map((f) => f.path));
    for (const leaf of facts.walk.leaves) {
      if (leaf.key === null || leaf.value === null || leaf.value === '' || !watched.has(normalizeKey(leaf.key))) continue;
      if (reported.has(jsonPath(leaf.path))) continue;
      out.push(
        finding(this, {
          severity: 'medium',
          path: leaf.path,
          evidence: leaf.key,
          explanation: `${leaf.key} is a field the tool registry watches for personal data.`,
          tag: 'pii',
          fix: { action: 'replace', path: leaf.path, value: `[${normalizeKey(leaf.key).toUpperCase()}]`, reason: 'watched field redacted' },
        }),
      );
    }
    return out;
  },
};

/** Entity types of a call's parameters, for `context_signals.pii_fields_detected`. */
export function piiFieldsDetected(facts: CallFacts): string[] {
  const types = new Set<string>();
  for (const [leaf, found] of facts.pii()) for (const f of found) if (!isAddressing(leaf, f)) types.add(piiTypeName(f.type));
  return [...types];
}

const EXPECTS_SECRETS: ReadonlySet<ToolCategory> = new Set(['credential_access']);

export const secretRule: CallRule = {
  id: 'params/secret',
  description: 'Credentials in parameters: API keys and tokens of known formats, private keys, passwords in text or in password fields.',
  dimension: 'privacy',
  check(facts) {
    if (EXPECTS_SECRETS.has(facts.profile.category)) return [];
    const out: AgentFinding[] = [];
    const outbound = sendsOut(facts);
    for (const leaf of facts.texts) {
      const hits = findSecrets(leaf.text);
      const byKey = hits.length === 0 && leaf.key !== null && isSecretKey(leaf.key) && looksLikeSecretValue(leaf.text);
      if (hits.length === 0 && !byKey) continue;
      const privateKey = hits.some((h) => h.pattern.privateKey);
      // A password field of a tool that logs in somewhere is expected; the same secret sent out is not.
      const severity: Severity = outbound || privateKey ? 'critical' : byKey ? 'low' : 'high';
      const label = byKey ? `${leaf.key} value` : [...new Set(hits.map((h) => h.pattern.label))].join(', ');
      let redacted = leaf.text;
      for (const h of [...hits].reverse()) redacted = `${redacted.slice(0, h.start)}[SECRET]${redacted.slice(h.end)}`;
      out.push(
        finding(this, {
          severity,
          path: leaf.path,
          evidence: byKey ? maskSecret(leaf.text) : label,
          explanation: `${leaf.key ?? 'A parameter'} carries a credential (${label})${outbound ? `; ${facts.toolName} would send it outside the system` : ''}.`,
          tag: 'secret',
          fix: severity === 'low' ? undefined : { action: 'replace', path: leaf.path, value: byKey ? '[SECRET]' : redacted, reason: 'credential redacted' },
        }),
      );
    }
    return out;
  },
};

/** At or above this risk score an injection carried in parameters is blocked, not flagged. */
export const INJECTION_BLOCK_SCORE = 0.9;

export const injectionRule: CallRule = {
  id: 'params/prompt-injection',
  description: 'Prompt injection carried in parameters (an agent relaying instructions it picked up from content).',
  dimension: 'safety',
  check(facts) {
    const scanned = facts.injection();
    if (!scanned || !scanned.analysis.injection_detected) return [];
    const { analysis, offsets, text } = scanned;
    const strongest = [...analysis.evidence].filter((e) => e.span).sort((a, b) => b.weight - a.weight)[0];
    const at = strongest?.span?.start ?? 0;
    const leaf = [...offsets].reverse().find((o) => o.start <= at)?.leaf ?? null;
    const exfiltration = analysis.attack_types.includes('data_exfiltration') && sendsOut(facts);
    const severity: Severity = analysis.risk_score >= INJECTION_BLOCK_SCORE || exfiltration ? 'critical' : 'high';
    const quote = strongest?.span ? excerpt(text.slice(strongest.span.start, strongest.span.end)) : '';
    return [
      finding(this, {
        severity,
        path: leaf?.path ?? null,
        evidence: quote || analysis.attack_types.join(', '),
        explanation: `Prompt injection in ${leaf?.key ?? 'the parameters'} (${analysis.attack_types.join(', ')}, risk ${analysis.risk_score})${quote ? `: "${quote}"` : ''}.`,
        tag: 'injection',
      }),
    ];
  },
};
