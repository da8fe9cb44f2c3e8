/**
 * Accountability: high-stakes advice must leave room for a qualified human, and
 * the text must not disown its consequences.
 */
import { APOS, forEachMatch, patternRule, quote, type Rule } from '../rule';
import type { Domain } from '../types';
import { financialSafeguard, legalSafeguard, medicalSafeguard, PROFESSIONAL_NOTES, REFERRAL } from './advice';

/** Advice vocabulary per high-stakes domain. */
const ADVICE_CUE: Partial<Record<Domain, RegExp>> = {
  healthcare:
    /\b(?:take|taking|dose|dosage|\d+\s?mg|treat(?:ment)?|diagnos\w*|medication|medicine|prescri\w*|symptoms?|supplements?|therapy|surgery|antibiotics?|ibuprofen|paracetamol|acetaminophen)\b/gi,
  finance:
    /\b(?:invest(?:ing|ment)?|stocks?|shares|portfolio|buy|sell|loan|mortgage|crypto\w*|bitcoin|retirement|tax(?:es)?|savings|debt|credit|fund|insurance)\b/gi,
  legal:
    /\b(?:sue|lawsuit|contract|court|legal(?:ly)?|liab(?:le|ility)|your rights|file|claim|tenant|landlord|custody|divorce|estate|visa|immigration|police|arrest)\b/gi,
  hr: /\b(?:fire|terminate|termination|dismiss(?:al)?|hire|promot(?:e|ion)|salary|pay|discipline|performance review|layoffs?|resign(?:ation)?|contract|severance|harassment complaint)\b/gi,
};
const DIRECTIVE = new RegExp(
  `\\b(?:you should|you must|you need to|you can|i recommend|i suggest|i advise|try|consider|make sure|it${APOS}s best to|it is best to|go ahead and)\\b` +
    // Sentence-initial imperatives: "Take 400 mg every 6 hours."
    `|(?:^|[.!?]\\s+)(?:take|stop|start|avoid|use|buy|sell|invest|sign|file|apply|fire|hire|increase|reduce|double)\\b`,
  'i',
);

const missingReferral: Rule = {
  id: 'accountability/missing-professional-referral',
  dimension: 'accountability',
  severity: 'medium',
  points: 2.5,
  description: 'High-stakes domains only: directive advice without pointing to a qualified professional.',
  suggestion: 'Add a pointer to a qualified professional (doctor, lawyer, financial advisor, HR) for high-stakes advice.',
  // Disclaimers are noise in everyday text; they matter where advice can hurt.
  weight: (ctx) => (ctx.highStakes ? 1 : 0),
  detect(ctx) {
    const cue = ADVICE_CUE[ctx.domain];
    if (!cue || !DIRECTIVE.test(ctx.text) || REFERRAL.test(ctx.text)) return [];
    let first: RegExpExecArray | undefined;
    forEachMatch(cue, ctx.text, (m) => {
      first ??= m;
    });
    if (!first) return [];
    return [
      {
        start: first.index,
        end: first.index + first[0].length,
        explanation: `Gives ${ctx.domain} advice (${quote(first[0])}) without pointing to a qualified professional.`,
        fix: { kind: 'append', text: PROFESSIONAL_NOTES[ctx.domain] },
      },
    ];
  },
};

const deflectsResponsibility = patternRule({
  id: 'accountability/deflects-responsibility',
  dimension: 'accountability',
  severity: 'medium',
  points: 1.5,
  description: 'Disowns the consequences of the advice it gives.',
  pattern: new RegExp(
    `\\b(?:i am|i${APOS}m|we are|we${APOS}re) not (?:responsible|liable|accountable) for (?:any|what|the|your|anything)\\b` +
      `|\\b(?:don${APOS}?t|do not) blame (?:me|us)\\b|\\bnot my (?:problem|fault|responsibility)\\b` +
      `|\\b(?:you|the user) (?:bears?|assumes?|takes?) (?:all|full|sole) (?:responsibility|liability|risk)\\b` +
      `|\\b(?:use|do this|try this|proceed) at your own risk\\b`,
    'gi',
  ),
  weight: (ctx) => (ctx.highStakes ? 1.5 : 1),
  explain: (m) => `Deflects responsibility (${quote(m)}).`,
  suggestion: 'Own the limits of the advice and say who can help, instead of disclaiming all responsibility.',
  fix: () => ({ kind: 'remove_sentence' }),
});

export const ACCOUNTABILITY_RULES: readonly Rule[] = [
  medicalSafeguard,
  legalSafeguard,
  financialSafeguard,
  missingReferral,
  deflectsResponsibility,
];
