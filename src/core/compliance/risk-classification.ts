// EU AI Act risk tier of the described system: prohibited (Art. 5), high (Annex III),
// limited (Art. 50 transparency duties) or minimal.

import type { DetectedSignals } from './detect';
import type { Evidence, RequirementResult, RiskClassificationDetail, SignalRef } from './types';

const AI_LITERACY = 'Art. 4 — AI literacy of staff and operators';

const PROHIBITED_OBLIGATIONS = [
  'Art. 5 — stop the practice: it may not be placed on the market, put into service or used in the EU',
  'Art. 99(3) — fines up to €35 million or 7% of worldwide annual turnover',
];

const HIGH_RISK_OBLIGATIONS = [
  'Art. 9 — risk management system',
  'Art. 10 — data and data governance',
  'Art. 11 — technical documentation (Annex IV)',
  'Art. 12 — automatic record-keeping',
  'Art. 13 — transparency and instructions for use',
  'Art. 14 — human oversight',
  'Art. 15 — accuracy, robustness and cybersecurity',
  'Art. 17 — quality management system',
  'Art. 26 — deployer obligations (use per instructions, monitoring, logs, informing affected persons)',
  'Art. 43 — conformity assessment, EU declaration of conformity and CE marking',
  'Art. 49 — registration in the EU database',
  'Art. 72–73 — post-market monitoring and serious-incident reporting',
];

/** Annex III points, in the order of the Annex, with the signal that evidences each. */
const ANNEX_III: readonly { point: string; when: readonly SignalRef[] }[] = [
  { point: 'Annex III point 1(a) — remote biometric identification', when: ['area.biometric_identification'] },
  { point: 'Annex III point 1(b) — biometric categorisation', when: ['ai.sensitive_trait_inference', 'data.biometric'] },
  { point: 'Annex III point 1(c) — emotion recognition', when: ['ai.emotion_recognition'] },
  { point: 'Annex III point 2 — critical infrastructure', when: ['area.critical_infrastructure'] },
  { point: 'Annex III point 3 — education and vocational training', when: ['area.education'] },
  { point: 'Annex III point 4 — employment and workers management', when: ['area.employment'] },
  { point: 'Annex III point 5 — access to essential private and public services', when: ['area.essential_services'] },
  { point: 'Annex III point 6 — law enforcement', when: ['area.law_enforcement'] },
  { point: 'Annex III point 7 — migration, asylum and border control', when: ['area.migration'] },
  { point: 'Annex III point 8 — administration of justice and democratic processes', when: ['area.justice'] },
];

/** Each duty applies when any of its signals is present; an AI told to pass as human is a chatbot. */
const TRANSPARENCY_DUTIES: readonly { duty: string; when: readonly SignalRef[] }[] = [
  { duty: 'Art. 50(1) — tell people they are interacting with an AI system', when: ['ai.chatbot', 'ai.impersonation'] },
  { duty: 'Art. 50(2), 50(4) — mark synthetic content and disclose deepfakes', when: ['ai.synthetic_media'] },
  { duty: 'Art. 50(3) — inform people exposed to emotion recognition or biometric categorisation', when: ['ai.emotion_recognition'] },
];

function quote(evidence: readonly Evidence[]): string {
  const first = evidence[0];
  if (!first) return '';
  return first.source === 'content' ? ` ("${first.text}")` : ` (context ${first.key}: "${first.text}")`;
}

export function classifyRisk(signals: DetectedSignals, euAiActResults: readonly RequirementResult[]): RiskClassificationDetail {
  const prohibited = euAiActResults.filter((r) => r.area === 'prohibited_practices' && r.status === 'fail');
  const annexAreas = ANNEX_III.filter(({ when }) => when.every((ref) => signals.has(ref)));
  const declaredHighRisk = signals.evidence('ai.high_risk').filter((e) => e.source === 'context' && e.signal === 'ai.high_risk');
  const transparency = TRANSPARENCY_DUTIES.filter(({ when }) => when.some((ref) => signals.has(ref)));
  const transparencyDuties = transparency.map((t) => t.duty);
  const annexLabels = annexAreas.map((a) => a.point);

  if (prohibited.length > 0) {
    return {
      tier: 'prohibited',
      basis: `Prohibited practice under ${prohibited.map((r) => `${r.clause}${quote(r.evidence)}`).join('; ')}.`,
      obligations: [...PROHIBITED_OBLIGATIONS, AI_LITERACY],
      prohibited_practices: prohibited.map((r) => r.clause),
      annex_iii_areas: annexLabels,
    };
  }
  if (annexAreas.length > 0 || declaredHighRisk.length > 0) {
    const basis = [
      ...annexAreas.map((a) => `${a.point}${quote(a.when.flatMap((ref) => signals.evidence(ref)))}`),
      ...(declaredHighRisk.length > 0 ? [`declared high-risk in the context${quote(declaredHighRisk)}`] : []),
    ];
    const obligations = [...HIGH_RISK_OBLIGATIONS];
    if (signals.has('area.essential_services')) obligations.push('Art. 27 — fundamental rights impact assessment before first use');
    return {
      tier: 'high',
      basis: `High-risk use: ${basis.join('; ')}.`,
      obligations: [...obligations, ...transparencyDuties, AI_LITERACY],
      prohibited_practices: [],
      annex_iii_areas: annexLabels,
    };
  }
  if (transparency.length > 0) {
    const basis = transparency.map((t) => `${t.duty.split(' — ')[0]}${quote(t.when.flatMap((ref) => signals.evidence(ref)))}`);
    return {
      tier: 'limited',
      basis: `Transparency obligations apply: ${basis.join('; ')}.`,
      obligations: [...transparencyDuties, AI_LITERACY],
      prohibited_practices: [],
      annex_iii_areas: [],
    };
  }
  return {
    tier: 'minimal',
    basis: 'No Art. 5 practice, Annex III use or Art. 50 trigger was found in the content or context.',
    obligations: [AI_LITERACY, 'Art. 95 — voluntary codes of conduct'],
    prohibited_practices: [],
    annex_iii_areas: [],
  };
}
