// Framework metadata and code resolution.

import type { FrameworkCode } from './types';

export interface FrameworkMetadata {
  code: FrameworkCode;
  name: string;
  version: string;
  url: string;
  jurisdiction: string;
  /** False for guidance without legal force (the India AI governance guidelines). */
  binding: boolean;
  /** Areas the check covers (interface spec), code → label. */
  areas: Readonly<Record<string, string>>;
  /** Date (ISO) → what applies from then. */
  enforcementTimeline?: Readonly<Record<string, string>>;
}

export const FRAMEWORK_CODES: readonly FrameworkCode[] = ['gdpr', 'ccpa', 'hipaa', 'eu_ai_act', 'india_dpdp', 'india_ai_gov'];

export const FRAMEWORKS: Readonly<Record<FrameworkCode, FrameworkMetadata>> = {
  gdpr: {
    code: 'gdpr',
    name: 'General Data Protection Regulation',
    version: 'Regulation (EU) 2016/679',
    url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
    jurisdiction: 'EU/EEA',
    binding: true,
    areas: {
      lawful_basis: 'Lawful basis (Art. 6, 8, 9)',
      transparency: 'Transparency (Art. 12–14)',
      data_subject_rights: 'Data subject rights (Art. 15–22)',
      data_minimization: 'Data minimisation and storage limitation (Art. 5(1)(c), 5(1)(e))',
      purpose_limitation: 'Purpose limitation (Art. 5(1)(b))',
      cross_border_transfers: 'Transfers to third countries (Art. 44–49)',
      dpo_requirements: 'Data protection officer (Art. 37–39)',
      dpia: 'Data protection impact assessment (Art. 35)',
      security: 'Security and breach notification (Art. 32–34)',
    },
  },
  ccpa: {
    code: 'ccpa',
    name: 'California Consumer Privacy Act, as amended by the CPRA',
    version: 'Cal. Civ. Code §1798.100 et seq.; CCPA Regulations (Cal. Code Regs. tit. 11, §7000 et seq.)',
    url: 'https://oag.ca.gov/privacy/ccpa',
    jurisdiction: 'California, US',
    binding: true,
    areas: {
      right_to_know: 'Right to know and notice at collection',
      right_to_delete: 'Right to delete',
      right_to_opt_out: 'Right to opt out of sale or sharing',
      sale_of_personal_information: 'Sale and sharing of personal information',
      financial_incentives: 'Financial incentives and non-discrimination',
      sensitive_data: 'Sensitive personal information',
      service_providers: 'Service providers and contractors',
      security: 'Reasonable security',
    },
  },
  hipaa: {
    code: 'hipaa',
    name: 'HIPAA Privacy, Security and Breach Notification Rules',
    version: '45 CFR Parts 160 and 164',
    url: 'https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-C/part-164',
    jurisdiction: 'United States',
    binding: true,
    areas: {
      phi_handling: 'PHI uses and disclosures',
      minimum_necessary: 'Minimum necessary',
      baa_requirements: 'Business associate agreements',
      breach_notification: 'Breach notification',
      de_identification: 'De-identification',
      patient_rights: 'Patient rights',
      security_safeguards: 'Security safeguards',
    },
  },
  eu_ai_act: {
    code: 'eu_ai_act',
    name: 'EU Artificial Intelligence Act',
    version: 'Regulation (EU) 2024/1689',
    url: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
    jurisdiction: 'EU/EEA',
    binding: true,
    areas: {
      risk_classification: 'Risk classification (Art. 6, Annex III)',
      prohibited_practices: 'Prohibited practices (Art. 5)',
      high_risk_obligations: 'High-risk obligations (Art. 8–15, 27)',
      transparency: 'Transparency (Art. 50)',
      human_oversight: 'Human oversight (Art. 14)',
      record_keeping: 'Record-keeping (Art. 12)',
      post_market_monitoring: 'Post-market monitoring (Art. 72)',
      conformity_assessment: 'Conformity assessment (Art. 43)',
    },
    enforcementTimeline: {
      '2025-02-02': 'Prohibited practices (Art. 5) and AI literacy (Art. 4) apply',
      '2025-08-02': 'General-purpose AI model obligations and penalties apply',
      '2026-08-02': 'Annex III high-risk obligations and Art. 50 transparency apply',
      '2027-08-02': 'High-risk obligations for AI in products under Annex I apply',
    },
  },
  india_dpdp: {
    code: 'india_dpdp',
    name: 'Digital Personal Data Protection Act, 2023 and DPDP Rules, 2025',
    version: 'Act No. 22 of 2023; DPDP Rules, 2025 (notified 13 November 2025)',
    url: 'https://www.indiacode.nic.in/handle/123456789/22037',
    jurisdiction: 'India',
    binding: true,
    areas: {
      notice_consent: 'Notice and consent (S.5–S.7)',
      purpose_limitation: 'Purpose limitation (S.4)',
      fiduciary_duties: 'Data Fiduciary duties and security (S.8)',
      children: "Children's data (S.9)",
      significant_data_fiduciary: 'Significant Data Fiduciaries (S.10)',
      data_principal_rights: 'Rights of Data Principals (S.11–S.14)',
      cross_border: 'Transfer outside India (S.16)',
      breach: 'Breach intimation (S.8(6), Rule 7)',
    },
    enforcementTimeline: {
      '2025-11-13': 'Data Protection Board constituted; Rules 1, 2 and 17–21 in force',
      '2026-11-13': 'Consent Manager registration (Rule 4) in force',
      '2027-05-13': 'Obligations of Data Fiduciaries (Rules 3, 5–16, 22, 23) in force',
    },
  },
  india_ai_gov: {
    code: 'india_ai_gov',
    name: 'India AI Governance Guidelines',
    version: 'MeitY / IndiaAI Mission, November 2025 (non-binding)',
    url: 'https://static.pib.gov.in/WriteReadData/specificdocs/documents/2025/nov/doc2025115685601.pdf',
    jurisdiction: 'India',
    binding: false,
    areas: {
      fairness: 'Fairness & equity',
      transparency: 'Understandable by design',
      accountability: 'Accountability and people first',
      safety: 'Safety, resilience & sustainability',
      privacy: 'Privacy',
      inclusivity: 'Inclusivity',
      reliability: 'Reliability',
    },
  },
};

/** Spellings the official clients send besides the canonical codes (wire contract §2.2). */
export const FRAMEWORK_ALIASES: Readonly<Record<string, FrameworkCode>> = {
  ai_act: 'eu_ai_act',
  euaia: 'eu_ai_act',
  dpdp: 'india_dpdp',
  ai_governance: 'india_ai_gov',
  india_ai: 'india_ai_gov',
  india_ai_governance: 'india_ai_gov',
};

/** Canonical code for a code or alias (case, spaces and hyphens ignored); null if unknown. */
export function resolveFramework(code: string): FrameworkCode | null {
  const normalized = code.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if ((FRAMEWORK_CODES as readonly string[]).includes(normalized)) return normalized as FrameworkCode;
  return FRAMEWORK_ALIASES[normalized] ?? null;
}
