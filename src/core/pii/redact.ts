import { normalizeForMatching } from './normalize';
import { SPECIAL_CATEGORY_TYPES, type DpdpType, type PiiFinding, type PiiType } from './types';

const SPECIAL: ReadonlySet<PiiType> = new Set(SPECIAL_CATEGORY_TYPES);

/** Replaces non-overlapping findings (earliest first) with `replacement(finding)`. */
function replaceFindings(text: string, findings: readonly PiiFinding[], replacement: (f: PiiFinding) => string | null): string {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  for (const f of sorted) {
    if (f.start < cursor || f.end > text.length) continue;
    const r = replacement(f);
    if (r === null) continue;
    out += text.slice(cursor, f.start) + r;
    cursor = f.end;
  }
  return out + text.slice(cursor);
}

/** Text with every finding replaced by `[TYPE]`, as in the tool-result scan's `redacted_result`. */
export function redactPii(text: string, findings: readonly PiiFinding[]): string {
  return replaceFindings(text, findings, (f) => `[${f.type.toUpperCase()}]`);
}

const DIGIT = /\d/g;
const DPDP_PLACEHOLDERS: Partial<Record<DpdpType, string>> = {
  mobile_in: '[MOBILE]',
  voter_id: '[VOTER_ID]',
  passport: '[PASSPORT]',
  driving_license: '[DL]',
  ifsc: '[IFSC]',
  bank_account: '[BANK_ACCOUNT]',
  gstin: '[GSTIN]',
};

/**
 * The masked form of wire contract §3.14.3: Aadhaar keeps its last four digits (`XXXX XXXX 1234`;
 * a 16-digit VID `XXXX XXXX XXXX 1234`), PAN hides the five letters (`XXXXX1234F`), UPI keeps the
 * handle (`XXXX@okaxis`), the other DPDP types become placeholders. A finding without a DPDP type
 * becomes `[TYPE]`.
 */
export function maskDpdp(finding: PiiFinding): string {
  switch (finding.dpdpType) {
    case 'aadhaar': {
      const digits = normalizeForMatching(finding.value).match(DIGIT)?.join('') ?? '';
      const hidden = digits.length > 12 ? 'XXXX XXXX XXXX ' : 'XXXX XXXX ';
      return hidden + digits.slice(-4);
    }
    case 'pan':
      return `XXXXX${finding.value.slice(5)}`;
    case 'upi':
      return `XXXX${finding.value.slice(finding.value.indexOf('@'))}`;
    case undefined:
      return `[${finding.type.toUpperCase()}]`;
    default:
      return DPDP_PLACEHOLDERS[finding.dpdpType] ?? `[${finding.type.toUpperCase()}]`;
  }
}

/**
 * Text with the DPDP findings masked by `maskDpdp` and special categories replaced by `[TYPE]`;
 * other findings are left as they are.
 */
export function maskDpdpText(text: string, findings: readonly PiiFinding[]): string {
  return replaceFindings(text, findings, (f) => (f.dpdpType || SPECIAL.has(f.type) ? maskDpdp(f) : null));
}
