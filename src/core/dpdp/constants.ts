/**
 * Section references, named as the official clients' constants name them (wire contract
 * §2.3). The Act's S.9(3) has no lettered clauses, so tracking and advertising to a
 * child both cite S.9(3), not the clients' `S.9(3)(b)` / `S.9(3)(c)`: a citation must
 * be one a lawyer can find.
 */
export const DPDP_SECTIONS = {
  pii_leak: 'S.8(5)',
  security_safeguards: 'S.8(5)',
  child_data: 'S.9',
  child_targeting: 'S.9(3)',
  child_tracking: 'S.9(3)',
  child_advertising: 'S.9(3)',
  consent_missing: 'S.6',
  purpose_drift: 'S.6',
  notice_missing: 'S.5',
  purpose_limitation: 'S.4',
  data_minimisation: 'S.4',
  breach_notification: 'S.8(6)',
  retention_erasure: 'S.8(7)',
  rights_grievance: 'S.11-14',
  processor_governance: 'S.8(1)-(2)',
  cross_border: 'S.16',
  accuracy_decisions: 'S.8(3)',
  // Not in the client constants, needed by the rules here.
  legitimate_use: 'S.7',
  parental_consent: 'S.9(1)',
  sdf_obligations: 'S.10',
} as const;

/** DPDP Rules, 2025 references. */
export const DPDP_RULES = {
  notice: 'Rule 3',
  security_safeguards: 'Rule 6',
  breach_intimation: 'Rule 7',
  breach_intimation_principal: 'Rule 7(1)',
  breach_intimation_board: 'Rule 7(2)',
  retention_erasure: 'Rule 8',
  pre_erasure_notice: 'Rule 8(2)',
  parental_consent: 'Rule 10',
  sdf_obligations: 'Rule 13',
  rights: 'Rule 14',
  dsr_sla: 'Rule 14(3)',
  cross_border: 'Rule 15',
} as const;

/** Rules outside the DPDP Act that the gate cites where the Act itself is silent. */
export const SECTOR_RULES = {
  rbi_reasons_for_rejection: "RBI Fair Practices Code for Lenders (reasons for rejecting a loan application, in writing)",
} as const;

export const CERT_IN_DIRECTIONS = 'CERT-In Directions of 28 April 2022 under S.70B(6) of the IT Act';

/** Maximum penalties in ₹ crore from the Schedule of the Act. */
export const PENALTY_CRORE = {
  security_safeguards: 250,
  breach_notification: 200,
  children: 200,
  significant_data_fiduciary: 150,
  other: 50,
} as const;

/** The Schedule's penalty ceiling for a breach of the given section. */
export function penaltyForSection(section: string): number {
  if (section.startsWith('S.8(5)')) return PENALTY_CRORE.security_safeguards;
  if (section.startsWith('S.8(6)')) return PENALTY_CRORE.breach_notification;
  if (section.startsWith('S.9')) return PENALTY_CRORE.children;
  if (section.startsWith('S.10')) return PENALTY_CRORE.significant_data_fiduciary;
  return PENALTY_CRORE.other;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Age below which a person is a child under S.2(f). */
export const CHILD_AGE_LIMIT = 18;
