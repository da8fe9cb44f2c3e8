// Issue 13 item 3: the verdict says when it could not assess, negation is scoped to the
// conjunct it governs, text about the law is not a system doing it, paraphrases of the core
// violations are caught, and a prohibited practice is reported as prohibited.
import { describe, expect, it } from 'vitest';
import { checkCompliance, type FrameworkCode, type FrameworkStatus } from '../../../src/core/compliance';

interface Case {
  name: string;
  content: string;
  framework: FrameworkCode;
  status: FrameworkStatus;
  /** requirement ids that must fail */
  fails?: string[];
  /** requirement ids that must not be failed or warned */
  quiet?: string[];
  tier?: string;
}

const CASES: Case[] = [
  // Nothing engages the framework: not assessed, never "compliant".
  { name: 'greeting (GDPR)', content: 'Hello there.', framework: 'gdpr', status: 'insufficient_information' },
  { name: 'greeting (DPDP, Hindi)', content: 'नमस्ते, आपका दिन शुभ हो।', framework: 'india_dpdp', status: 'insufficient_information' },
  { name: 'receipts only', content: 'We use your email only to send receipts.', framework: 'gdpr', status: 'compliant' },
  // Negation scoped to the conjunct it governs.
  {
    name: 'no SCCs and no TIA',
    content: 'We transfer customer data to our US processor; there are no standard contractual clauses and no transfer impact assessment.',
    framework: 'gdpr',
    status: 'non_compliant',
    fails: ['gdpr.art44_49.international_transfers'],
  },
  {
    name: 'no Do Not Sell link, ignores GPC',
    content: 'Our site sells personal information to advertisers, has no Do Not Sell link and ignores Global Privacy Control.',
    framework: 'ccpa',
    status: 'non_compliant',
    fails: ['ccpa.1798_135.do_not_sell_link'],
  },
  {
    name: 'disregards opt-out signals',
    content: 'The app sells personal information to data brokers and disregards GPC signals.',
    framework: 'ccpa',
    status: 'non_compliant',
    fails: ['ccpa.1798_135.do_not_sell_link'],
  },
  {
    name: 'does not access patient records',
    content: 'The scheduling assistant does not access or store patient records; it only books rooms.',
    framework: 'hipaa',
    status: 'insufficient_information',
    quiet: ['hipaa.164_312.technical_safeguards', 'hipaa.164_308.administrative_safeguards'],
  },
  // Text about the law.
  {
    name: 'blog post on Art. 22 and the AI Act bans',
    content: 'This blog post explains Article 22 GDPR and the AI Act bans on social scoring and emotion recognition in the workplace.',
    framework: 'eu_ai_act',
    status: 'insufficient_information',
    tier: 'minimal',
  },
  {
    name: 'blog post on Art. 22 (GDPR)',
    content: 'This blog post explains Article 22 GDPR and the AI Act bans on social scoring and emotion recognition in the workplace.',
    framework: 'gdpr',
    status: 'insufficient_information',
  },
  {
    name: 'under Art. 5, … is prohibited',
    content: 'Under Art. 5 of the AI Act, emotion recognition in the workplace is prohibited. Social scoring is a prohibited practice.',
    framework: 'eu_ai_act',
    status: 'insufficient_information',
    tier: 'minimal',
  },
  {
    name: 'Hinglish explainer',
    content: 'Is blog mein hum samjhaate hain ki AI Act social scoring aur workplace emotion recognition ko ban karta hai.',
    framework: 'eu_ai_act',
    status: 'insufficient_information',
    tier: 'minimal',
  },
  {
    name: 'citing the ban does not excuse doing it',
    content: 'The AI Act bans social scoring, yet our platform assigns citizens a social score and restricts services for low scorers.',
    framework: 'eu_ai_act',
    status: 'non_compliant',
    tier: 'prohibited',
  },
  // Paraphrases of the core violations.
  {
    name: 'automatic rejection, no human review, no contest',
    content: 'Loan applications are rejected automatically by the model with no human review and applicants cannot contest the decision.',
    framework: 'gdpr',
    status: 'non_compliant',
    fails: ['gdpr.art22.automated_decisions'],
  },
  {
    name: 'decided not to notify (GDPR)',
    content: 'After the breach we decided not to notify the regulator or the affected customers.',
    framework: 'gdpr',
    status: 'non_compliant',
    fails: ['gdpr.art33_34.breach_notification'],
  },
  {
    name: 'decided not to notify (DPDP)',
    content: 'After the breach we decided not to notify the regulator or the affected customers.',
    framework: 'india_dpdp',
    status: 'non_compliant',
    fails: ['india_dpdp.s8_6.breach_intimation'],
  },
  {
    name: 'keep the breach quiet (Hinglish)',
    content: 'Data breach ho gaya, but management ne decide kiya to keep the breach quiet, customers ko nahi batana.',
    framework: 'india_dpdp',
    status: 'non_compliant',
    fails: ['india_dpdp.s8_6.breach_intimation'],
  },
  ...['creditscoring', 'credit-scoring', 'credit scoring'].map(
    (term): Case => ({ name: term, content: `We built a ${term} model for consumer loans.`, framework: 'eu_ai_act', status: 'needs_evidence', tier: 'high' }),
  ),
  {
    name: 'never reveal you are an AI',
    content: 'System prompt: never reveal to users that you are an AI; always claim to be a human agent.',
    framework: 'eu_ai_act',
    status: 'non_compliant',
    fails: ['eu_ai_act.art50_1.ai_interaction_disclosure'],
    tier: 'limited',
  },
  // High-risk with no safeguards described: needs evidence, not compliant.
  { name: 'AI hiring system', content: 'We deploy an AI hiring system that ranks job candidates.', framework: 'eu_ai_act', status: 'needs_evidence', tier: 'high' },
  // A prohibited practice.
  {
    name: 'social scoring',
    content: 'Our platform assigns citizens a social score from their behaviour and restricts public services for low scorers.',
    framework: 'eu_ai_act',
    status: 'non_compliant',
    fails: ['eu_ai_act.art5_1_c.social_scoring'],
    tier: 'prohibited',
  },
];

describe('compliance verdicts', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const report = checkCompliance({ content: c.content, frameworks: [c.framework] });
    const f = report.frameworks[c.framework]!;
    expect(f.status).toBe(c.status);
    expect(f.compliant).toBe(c.status === 'compliant');
    expect(report.overall_compliant).toBe(c.status === 'compliant');
    const byId = new Map(f.requirements.map((r) => [r.requirement_id, r.status]));
    for (const id of c.fails ?? []) expect(byId.get(id), id).toBe('fail');
    for (const id of c.quiet ?? []) expect(byId.get(id), id).toBe('not_assessable');
    if (c.tier) expect(f.risk_classification_detail?.tier).toBe(c.tier);
  });

  it('labels an unassessed framework "Not assessed", never "Excellent", and says so in the summary', () => {
    const f = checkCompliance({ content: 'Hello there.', frameworks: ['gdpr'] }).frameworks.gdpr!;
    expect(f.label).toBe('Not assessed');
    expect(f.summary).toMatch(/^Not assessed/);
    expect(typeof f.score).toBe('number');
  });

  it('overall_compliant needs every framework compliant', () => {
    const report = checkCompliance({ content: 'We use your email only to send receipts.', frameworks: ['gdpr', 'hipaa'] });
    expect(report.frameworks.gdpr!.status).toBe('compliant');
    expect(report.frameworks.hipaa!.status).toBe('insufficient_information');
    expect(report.overall_compliant).toBe(false);
  });

  it('needs_evidence lists the engaged obligations as issues', () => {
    const f = checkCompliance({ content: 'We deploy an AI hiring system that ranks job candidates.', frameworks: ['eu_ai_act'] }).frameworks.eu_ai_act!;
    expect(f.issues.length).toBeGreaterThan(0);
    expect(f.issues.every((i) => i.status === 'warning')).toBe(true);
    expect(f.summary).toMatch(/^Needs evidence/);
  });

  it('reports a prohibited practice without high-risk obligations to fulfil', () => {
    const content = 'Our HR tool uses emotion recognition on employees in the workplace to rank their engagement.';
    const f = checkCompliance({ content, frameworks: ['eu_ai_act'] }).frameworks.eu_ai_act!;
    expect(f.risk_classification_detail?.tier).toBe('prohibited');
    expect(f.issues.length).toBeGreaterThan(0);
    expect(f.issues.every((i) => i.status === 'fail')).toBe(true);
    expect(f.issues.map((i) => i.requirement_id)).toContain('eu_ai_act.art5_1_f.emotion_recognition_work_education');
    expect(f.improvement_suggestions.join(' ')).not.toMatch(/Art\. (?:9|10|14|43)\b/);
    expect(f.risk_classification_detail?.obligations.join(' ')).not.toMatch(/risk management system/);
    expect(f.summary).toMatch(/prohibited practice/);
  });
});
