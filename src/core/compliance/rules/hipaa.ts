// HIPAA rule pack (Privacy, Security and Breach Notification Rules, 45 CFR Parts 160 and 164).
// Requirements engage on protected health information (`data.phi`): health data, or
// personal data handled in a healthcare setting.

import type { Condition, RequirementDefinition } from '../types';

const url = (section: string) => `https://www.ecfr.gov/current/title-45/section-${section}`;
/** HIPAA governs protected health information only. */
const PHI: readonly Condition[] = [['data.phi']];
const CIVIL_PENALTIES =
  'Tiered civil money penalties per violation, capped per year for identical violations at over $2 million (45 CFR §160.404, inflation-adjusted); knowing disclosure is a federal crime (42 U.S.C. §1320d-6)';

export const HIPAA_REQUIREMENTS: readonly RequirementDefinition[] = [
  {
    id: 'hipaa.164_502a.uses_and_disclosures',
    clause: '§164.502(a) — Permitted uses and disclosures of PHI',
    requirement: 'PHI is used or disclosed only for treatment, payment or health care operations, as required by law, or with the patient\'s authorization.',
    area: 'phi_handling',
    referenceUrl: url('164.502'),
    severity: 'critical',
    aiSpecific: false,
    effort: 'medium',
    scope: PHI,
    dimensions: ['privacy', 'user_impact'],
    violatedWhen: [['data.phi', 'processing.public_exposure']],
    riskWhen: [['data.phi', 'processing.sharing_third_party']],
    safeguards: [
      'safeguard.hipaa_authorization',
      'safeguard.treatment_payment_operations',
      'safeguard.deidentification',
      'safeguard.baa',
    ],
    description: {
      fail: 'PHI is disclosed without a permitted purpose or authorization: {evidence}.',
      warning: 'PHI is disclosed ({evidence}); the permitted purpose or authorization is only partly evidenced.',
    },
    remediation:
      'Stop the disclosure and assess it as a possible breach. Limit disclosures to treatment, payment and operations, or obtain a valid written authorization (§164.508) naming the recipient and purpose; record disclosures for the accounting of disclosures.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_508.marketing_and_sale',
    clause: '§164.508(a)(3)–(4) — Marketing and sale of PHI',
    requirement: 'Using PHI for marketing, or selling PHI, requires the patient\'s prior written authorization.',
    area: 'phi_handling',
    referenceUrl: url('164.508'),
    severity: 'critical',
    aiSpecific: false,
    effort: 'medium',
    scope: PHI,
    dimensions: ['privacy', 'user_impact'],
    riskWhen: [
      ['data.phi', 'processing.marketing'],
      ['data.phi', 'processing.sale'],
      ['data.phi', 'processing.ad_network'],
      ['data.phi', 'processing.targeted_ads'],
    ],
    safeguards: ['safeguard.hipaa_authorization'],
    description: {
      fail: 'PHI is used for marketing or sold without written authorization: {evidence}.',
      warning: 'PHI is used for marketing or sale ({evidence}); authorization is not evidenced.',
    },
    remediation:
      'Remove PHI from marketing lists, advertising and data sales. Obtain a signed authorization first, stating any payment received (§164.508(a)(3)–(4)); treatment communications and the covered entity\'s own health-related products fall outside "marketing" (§164.501).',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_502b.minimum_necessary',
    clause: '§164.502(b), §164.514(d) — Minimum necessary',
    requirement: 'Uses, disclosures and requests of PHI are limited to the minimum necessary for the purpose.',
    area: 'minimum_necessary',
    referenceUrl: url('164.514'),
    severity: 'medium',
    aiSpecific: false,
    effort: 'medium',
    scope: PHI,
    dimensions: ['privacy'],
    riskWhen: [
      ['data.phi', 'processing.full_record_disclosure'],
      ['data.phi', 'processing.excessive_collection'],
      ['data.phi', 'exposure.identifiers'],
    ],
    safeguards: ['safeguard.minimisation'],
    description: {
      fail: 'More PHI than necessary is used or disclosed: {evidence}.',
      warning: 'Minimum-necessary limits on PHI are not evidenced ({evidence}).',
    },
    remediation:
      'Define role-based access and standard protocols for routine disclosures that release only the fields needed; send summaries rather than whole charts, and strip identifiers from generated text.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_504e.business_associates',
    clause: '§164.502(e), §164.504(e) — Business associate agreements',
    requirement: 'Vendors that create, receive, maintain or transmit PHI (cloud, AI, transcription, analytics) sign a business associate agreement first.',
    area: 'baa_requirements',
    referenceUrl: url('164.504'),
    severity: 'high',
    aiSpecific: false,
    effort: 'medium',
    scope: PHI,
    dimensions: ['accountability', 'privacy'],
    violatedWhen: [['data.phi', 'not:safeguard.baa']],
    riskWhen: [['data.phi', 'processing.vendor']],
    safeguards: ['safeguard.baa'],
    description: {
      fail: 'PHI is handled by a vendor without a business associate agreement: {evidence}.',
      warning: 'PHI reaches a vendor ({evidence}); a business associate agreement is not evidenced.',
    },
    remediation:
      'Sign a BAA with every vendor handling PHI (including AI and LLM API providers) before sending data, covering permitted uses, safeguards, breach reporting and return or destruction of PHI; otherwise send only de-identified data.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_404.breach_notification',
    clause: '§164.400–414 — Breach notification',
    requirement: 'Breaches of unsecured PHI are notified to the individuals, HHS and (for 500+ residents of a state) the media without unreasonable delay and within 60 days of discovery.',
    area: 'breach_notification',
    referenceUrl: url('164.404'),
    severity: 'high',
    aiSpecific: false,
    effort: 'low',
    scope: PHI,
    dimensions: ['accountability', 'transparency'],
    appliesWhen: [['data.phi', 'processing.breach']],
    violatedWhen: [
      ['data.phi', 'processing.breach', 'processing.breach_delayed'],
      ['data.phi', 'processing.breach', 'not:safeguard.breach_notification'],
    ],
    safeguards: ['safeguard.breach_notification'],
    description: {
      fail: 'A breach of PHI was not notified in time: {evidence}.',
      warning: 'A breach involving PHI is described ({evidence}) without evidence of notification.',
    },
    remediation:
      'Run the four-factor risk assessment (§164.402), notify affected individuals within 60 days of discovery, notify HHS (within the same 60 days when 500 or more individuals are affected, otherwise in the annual log) and prominent media when 500+ residents of a state are affected.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_514.deidentification',
    clause: '§164.514(a)–(b) — De-identification',
    requirement:
      'Data used without authorization for research, analytics or model training is de-identified by the Safe Harbor method (18 identifiers removed) or expert determination.',
    area: 'de_identification',
    referenceUrl: url('164.514'),
    severity: 'high',
    aiSpecific: false,
    effort: 'high',
    scope: PHI,
    dimensions: ['privacy', 'reliability'],
    violatedWhen: [['processing.reidentifiable']],
    riskWhen: [
      ['data.phi', 'processing.training'],
      ['data.phi', 'processing.research'],
      ['data.phi', 'processing.sale'],
    ],
    safeguards: ['safeguard.deidentification', 'safeguard.hipaa_authorization'],
    description: {
      fail: 'Data treated as de-identified still identifies patients, or PHI is reused without de-identification: {evidence}.',
      warning: 'PHI is reused ({evidence}); the de-identification method is not evidenced.',
    },
    remediation:
      'Remove all 18 Safe Harbor identifiers (names, geography below state, dates except year, contact numbers, record numbers, full-face photos…) with no actual knowledge of re-identifiability, or obtain a documented expert determination; otherwise get authorization or an IRB waiver.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_524.patient_rights',
    clause: '§164.520–528 — Patient rights',
    requirement:
      'Patients receive a notice of privacy practices and can access and amend their records, get an accounting of disclosures and request restrictions.',
    area: 'patient_rights',
    referenceUrl: url('164.524'),
    severity: 'medium',
    aiSpecific: false,
    effort: 'medium',
    scope: PHI,
    dimensions: ['transparency', 'accountability'],
    violatedWhen: [
      ['data.phi', 'processing.rights_denied'],
      ['data.phi', 'not:safeguard.patient_rights'],
    ],
    safeguards: ['safeguard.patient_rights', 'safeguard.rights'],
    description: {
      fail: 'Patients are denied their rights over their health information: {evidence}.',
      warning: 'Patient rights are not evidenced ({evidence}).',
    },
    remediation:
      'Provide the notice of privacy practices, give access to records within 30 days (in the form requested if readily producible, for a reasonable cost-based fee), act on amendment requests within 60 days and keep an accounting of disclosures for six years.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_312.technical_safeguards',
    clause: '§164.312 — Technical safeguards',
    requirement: 'Electronic PHI is protected by access control, audit controls, integrity and authentication controls, and transmission security such as encryption.',
    area: 'security_safeguards',
    referenceUrl: url('164.312'),
    severity: 'high',
    aiSpecific: false,
    effort: 'medium',
    scope: PHI,
    dimensions: ['privacy', 'safety'],
    // Every system holding ePHI needs these safeguards, so PHI alone engages them.
    appliesWhen: PHI,
    violatedWhen: [
      ['data.phi', 'processing.unencrypted'],
      ['data.phi', 'processing.public_exposure'],
      ['data.phi', 'not:safeguard.encryption'],
      ['data.phi', 'not:safeguard.access_control'],
      ['data.phi', 'not:safeguard.logging'],
    ],
    safeguards: ['safeguard.encryption', 'safeguard.access_control', 'safeguard.logging'],
    safeguardMode: 'all',
    description: {
      fail: 'Electronic PHI is not technically protected: {evidence}.',
      warning: 'Technical safeguards for PHI are incomplete; not evidenced: {missing}.',
    },
    remediation:
      'Encrypt ePHI at rest and in transit (which also makes a lost device a non-reportable event), give each user a unique ID with role-based access and automatic logoff, and keep audit logs of access to PHI.',
    penaltyExposure: CIVIL_PENALTIES,
  },
  {
    id: 'hipaa.164_308.administrative_safeguards',
    clause: '§164.308 — Administrative safeguards',
    requirement: 'A documented risk analysis and risk management programme, workforce training and a security official cover all ePHI.',
    area: 'security_safeguards',
    referenceUrl: url('164.308'),
    severity: 'medium',
    aiSpecific: false,
    effort: 'high',
    scope: PHI,
    dimensions: ['accountability', 'safety'],
    // Every system holding ePHI needs these safeguards, so PHI alone engages them.
    appliesWhen: PHI,
    violatedWhen: [
      ['data.phi', 'not:safeguard.risk_management'],
      ['data.phi', 'not:safeguard.security_program'],
    ],
    safeguards: ['safeguard.risk_management', 'safeguard.security_program'],
    description: {
      fail: 'ePHI is handled without a security risk analysis or programme: {evidence}.',
      warning: 'A security risk analysis for the ePHI is not evidenced ({evidence}).',
    },
    remediation:
      'Perform and document an enterprise-wide risk analysis covering every system holding ePHI (including AI tools), implement a risk management plan, designate a security official and train the workforce.',
    penaltyExposure: CIVIL_PENALTIES,
  },
];
