/**
 * Accountability: high-stakes advice must leave room for a qualified human, and
 * the text must not disown its consequences.
 */
import {
  APOS,
  forEachMatch,
  patternRule,
  quote,
  segmentAt,
  textBefore,
  type Rule,
  type RuleContext,
} from '../rule';
import type { Domain } from '../types';

const PROFESSIONAL =
  '(?:qualified |licensed |certified |registered |independent |trusted )?(?:doctor|physician|gp|pharmacist|healthcare (?:provider|professional)|medical professional|specialist|nurse|clinician|therapist|psychiatrist|lawyer|attorney|solicitor|advocate|legal (?:professional|counsel|advisor|adviser|aid)|financial (?:advisor|adviser|planner|professional)|tax (?:professional|advisor|adviser)|accountant|cpa|hr(?: team| department)?|human resources|employment lawyer|professional|expert)s?';

/** A pointer to a qualified human or an explicit not-advice disclaimer. */
const REFERRAL = new RegExp(
  // "talk to a tenant rights group or a lawyer": the professional may come a few words later.
  `\\b(?:consult(?:ing)?|talk(?:ing)? (?:to|with)|speak(?:ing)? (?:to|with)|see(?:ing)?|ask(?:ing)?|check(?:ing)? with|contact(?:ing)?|visit(?:ing)?|seek(?:ing)? (?:advice|help|guidance) from|work(?:ing)? with|get(?:ting)? advice from|reach(?:ing)? out to|call(?:ing)?)\\b[^.!?\\n]{0,40}?\\b${PROFESSIONAL}\\b` +
    `|\\b(?:a|an|your) ${PROFESSIONAL} (?:can|could|will|should|may) (?:help|advise|review|guide|check)\\b` +
    `|\\bnot (?:medical|legal|financial|professional|tax) advice\\b|\\bseek (?:professional|medical|legal|financial|expert) (?:advice|help|guidance|attention|care)\\b` +
    `|\\b(?:medical|legal|financial) professional\\b|\\bemergency services\\b|\\bcall (?:911|112|999|108)\\b`,
  'i',
);

const PROFESSIONAL_NOTES: Readonly<Record<Domain, string>> = {
  healthcare: 'This is general information, not medical advice; please consult a doctor or another qualified healthcare professional before acting on it.',
  finance: 'This is general information, not financial advice; please consult a qualified financial advisor before making decisions.',
  legal: 'This is general information, not legal advice; please consult a qualified lawyer about your situation.',
  hr: 'This is general guidance; please check with your HR team or an employment lawyer before acting on it.',
  general: 'This is general information; please consult a qualified professional before acting on it.',
  education: 'This is general information; please consult a qualified professional before acting on it.',
  code: 'This is general information; please consult a qualified professional before acting on it.',
};

function domainWeight(domain: Domain) {
  return (ctx: RuleContext) => (ctx.domain === domain ? 1.5 : 1);
}

/** "Don't stop taking your medication without talking to your doctor" is the safe advice. */
function negatedOrReferred(ctx: RuleContext, m: RegExpExecArray): boolean {
  if (/\b(?:never|not|don[’']?t|do not|without)\b[^.!?]{0,12}$/i.test(textBefore(ctx.text, m.index, 30))) return true;
  const sentence = segmentAt(ctx.sentences(), m.index);
  if (!sentence) return false;
  // The unsafe phrase itself may name a doctor ("you don't need to see a doctor").
  const rest = ctx.text.slice(sentence.start, m.index) + ctx.text.slice(m.index + m[0].length, sentence.end);
  return REFERRAL.test(rest);
}

const medicalSafeguard = patternRule({
  id: 'accountability/medical-safeguard',
  dimension: 'accountability',
  severity: 'high',
  points: 4,
  description: 'Tells people to stop treatment or skip medical care.',
  pattern: new RegExp(
    `\\b(?:stop|quit|discontinue|skip|ditch|throw away) (?:taking )?(?:your|the|all) (?:medications?|meds|medicines?|insulin|antidepressants|pills|prescriptions?|treatment|chemo(?:therapy)?|dialysis|inhaler|antibiotics)\\b` +
      `|\\byou (?:don${APOS}?t|do not) need (?:to see )?(?:a|your|any) (?:doctor|physician|therapist|vaccines?|vaccination|prescription|medication|treatment)\\b` +
      `|\\bno need to (?:see|consult|visit|call) (?:a|your|the) (?:doctor|physician|dentist|hospital)\\b` +
      `|\\b(?:instead of|rather than) (?:seeing a doctor|going to (?:the )?(?:hospital|doctor|er)|chemotherapy|chemo|your (?:medication|prescription|treatment)|vaccinat\\w+)\\b` +
      `|\\b(?:don${APOS}?t|do not) (?:go to|call|see) (?:a|the|your) (?:doctor|hospital|er|emergency room)\\b` +
      `|\\bdouble (?:your|the) dose\\b`,
    'gi',
  ),
  accept: (m, ctx) => !negatedOrReferred(ctx, m),
  weight: domainWeight('healthcare'),
  explain: (m) => `Medical advice that removes a safeguard (${quote(m)}).`,
  suggestion: 'Never advise stopping treatment or skipping care; refer to a doctor.',
  fix: () => ({ kind: 'remove_sentence', note: PROFESSIONAL_NOTES.healthcare }),
});

const legalSafeguard = patternRule({
  id: 'accountability/legal-safeguard',
  dimension: 'accountability',
  severity: 'high',
  points: 4,
  description: 'Tells people to skip legal help or ignore legal obligations.',
  pattern: new RegExp(
    `\\byou (?:don${APOS}?t|do not) need (?:a|an|any) (?:lawyer|attorney|solicitor|legal advice)\\b` +
      `|\\bno need (?:for|to hire|to get) (?:a|an) (?:lawyer|attorney|solicitor)\\b` +
      `|\\b(?:just )?ignore (?:the|this|that|your|any) (?:summons|subpoena|court order|court date|eviction notice|legal notice|lawsuit|jury duty|tax notice)\\b` +
      `|\\b(?:don${APOS}?t|do not|never) (?:pay|file) (?:your )?taxes\\b` +
      `|\\b(?:lie|lying) (?:to|on|in) (?:the )?(?:court|judge|police|irs|your tax return|under oath)\\b|\\bdestroy (?:the )?evidence\\b`,
    'gi',
  ),
  accept: (m, ctx) => !negatedOrReferred(ctx, m),
  weight: domainWeight('legal'),
  explain: (m) => `Legal advice that removes a safeguard (${quote(m)}).`,
  suggestion: 'Point people to a qualified lawyer instead of telling them to skip legal help or obligations.',
  fix: () => ({ kind: 'remove_sentence', note: PROFESSIONAL_NOTES.legal }),
});

const financialSafeguard = patternRule({
  id: 'accountability/financial-safeguard',
  dimension: 'accountability',
  severity: 'high',
  points: 4,
  description: 'Reckless financial advice: all savings into one bet, borrowing to invest, guaranteed returns.',
  pattern: new RegExp(
    `\\bput (?:all|everything) (?:of )?your (?:savings|money|retirement(?: savings)?|pension|401k|life savings|emergency fund) (?:in|into|on)\\b` +
      `|\\b(?:invest|bet|stake|gamble) (?:all|everything|your (?:life )?savings|your retirement|your pension|your house|your emergency fund)\\b` +
      `|\\b(?:take out|get|use) a (?:loan|mortgage|second mortgage|payday loan|credit card) to (?:invest|buy (?:crypto|stocks|bitcoin|shares)|gamble|trade)\\b` +
      `|\\bmax out your credit cards?\\b|\\bguaranteed (?:returns?|profits?|income|gains)\\b|\\byou (?:can${APOS}?t|cannot) lose\\b` +
      `|\\bgo(?:ing)? all[- ]in on\\b|\\bget rich quick\\b|\\bdouble your money\\b`,
    'gi',
  ),
  accept: (m, ctx) => !negatedOrReferred(ctx, m),
  weight: domainWeight('finance'),
  explain: (m) => `Reckless financial advice (${quote(m)}).`,
  suggestion: 'Avoid all-in or guaranteed-return advice; mention risk and refer to a financial advisor.',
  fix: () => ({ kind: 'remove_sentence', note: PROFESSIONAL_NOTES.finance }),
});

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
