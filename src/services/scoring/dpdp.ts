// eval with `dpdp.enabled`: Indian personal data in the text (the same scan and masks as
// POST /compliance/dpdp/scan), reported in a `dpdp` block and reflected in privacy.
import { DPDP_PII_SEVERITY, DPDP_SECTIONS, penaltyForSection, type Severity } from '../../core/dpdp';
import { maskDpdp, maskDpdpText, scanPii, type DpdpType, type PiiFinding } from '../../core/pii';
import { overallCapFor, type Evaluation } from '../../core/scoring';
import type { Adjustment } from './adjust';

export interface DpdpPiiItem {
  type: DpdpType;
  /** Masked only: eval results are cached and passed around, the raw identifier never is. */
  masked: string;
  position: { start: number; end: number };
  severity: Severity;
  section: string;
  /** 0: an identifier in a text is a breach risk, not a contravention (as in DPDP scan). */
  penalty_crore: number;
  /** Schedule item 1 (S.8(5) safeguards) and its ceiling, should a breach result. */
  schedule_item: number;
  penalty_ceiling_crore: number;
}

export interface DpdpReport {
  enabled: true;
  compliant: boolean;
  pii_found: DpdpPiiItem[];
  pii_types: DpdpType[];
  sections: string[];
  max_penalty_crore: number;
  content_masked: string | null;
  explanation: string;
}

/**
 * With DPDP on, the caller has said Indian personal data matters: the privacy score is
 * at most this for the worst identifier found (an Aadhaar number fails any threshold
 * above 3; a mobile number alone still passes 7.0).
 */
export const DPDP_PRIVACY_CAP: Readonly<Record<Severity, number>> = { critical: 3, high: 5, medium: 7, low: 9 };

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { critical: 3, high: 2, medium: 1, low: 0 };

/** `phoneRegions`: the application policy's; Indian mobiles are found whatever it names. */
export function scanDpdp(content: string, phoneRegions?: readonly string[]): DpdpReport {
  const found = scanPii(content, { indianOnly: true, phoneRegions }).filter((f): f is PiiFinding & { dpdpType: DpdpType } => f.dpdpType !== undefined);
  const section = DPDP_SECTIONS.pii_leak;
  const items = found.map(
    (f): DpdpPiiItem => ({
      type: f.dpdpType,
      masked: maskDpdp(f),
      position: { start: f.start, end: f.end },
      severity: DPDP_PII_SEVERITY[f.dpdpType],
      section,
      penalty_crore: 0,
      schedule_item: 1,
      penalty_ceiling_crore: penaltyForSection(section),
    }),
  );
  const types = [...new Set(items.map((i) => i.type))];
  return {
    enabled: true,
    compliant: items.length === 0,
    pii_found: items,
    pii_types: types,
    sections: items.length > 0 ? [section] : [],
    max_penalty_crore: items.length > 0 ? penaltyForSection(section) : 0,
    content_masked: items.length > 0 ? maskDpdpText(content, found) : null,
    explanation:
      items.length > 0
        ? `Indian personal data found (${types.join(', ')}): exposing it breaches the security safeguards of DPDP Act ${section} (penalty up to ₹${penaltyForSection(section)} crore).`
        : 'No Indian personal data (DPDP Act 2023) found.',
  };
}

/** The privacy dimension's share of the report, or undefined when there is nothing to add. */
export function dpdpAdjustment(report: DpdpReport, evaluation: Evaluation): Adjustment | undefined {
  const privacy = evaluation.dimension_scores.privacy;
  if (!privacy || report.pii_found.length === 0) return undefined;
  const worst = report.pii_found.reduce((a, b) => (SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a));
  const cap = DPDP_PRIVACY_CAP[worst.severity];
  const score = Math.min(privacy.score, cap);
  // A critical or high DPDP finding bounds the overall score like any serious finding of the engine.
  const limit = overallCapFor({ dimension: 'privacy', severity: worst.severity });
  return {
    ...(limit !== undefined
      ? {
          cap: {
            limit,
            severity: worst.severity,
            dimension: 'privacy' as const,
            rule: `dpdp/${worst.type}`,
            reason: `Overall score capped at ${limit.toFixed(1)} by a ${worst.severity} privacy finding (DPDP ${worst.type}, ${worst.section}).`,
          },
        }
      : {}),
    overrides: new Map([
      [
        'privacy',
        {
          score,
          confidence: Math.max(privacy.confidence, 0.9),
          issues: [report.explanation],
          note: score < privacy.score ? `DPDP: ${worst.type} (${worst.severity}) caps privacy at ${cap}.` : `DPDP: ${report.pii_types.join(', ')} found.`,
        },
      ],
    ]),
    issues: [{ dimension: 'privacy', description: report.explanation, severity: worst.severity }],
    suggestions: ['Mask Indian identifiers (e.g. Aadhaar as XXXX XXXX 1234) before showing or storing the text (DPDP Act S.8(5)).'],
    note: `DPDP: ${report.pii_types.join(', ')} found (${report.sections.join(', ')}).`,
  };
}
