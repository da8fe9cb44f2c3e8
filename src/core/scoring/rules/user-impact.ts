/**
 * User impact: how the text treats its reader (respect, pressure, manipulation)
 * and whether the reader can follow it.
 */
import { splitSentences } from '../context';
import { fleschReadingEase } from '../readability';
import { APOS, patternRule, quote, type Hit, type Rule, type RuleContext } from '../rule';

const demeaning = patternRule({
  id: 'user_impact/demeaning',
  dimension: 'user_impact',
  severity: 'high',
  points: 3.5,
  description: 'Insults or belittles the reader ("you\'re stupid").',
  pattern: new RegExp(
    `\\byou(?:${APOS}re| are|re)? (?:so |such an? |really |completely |truly |just |an? )?(?:stupid|dumb|idiot|moron|pathetic|worthless|useless|hopeless|ignorant|incompetent|clueless|failure|loser|lazy)\\b` +
      `|\\bhow (?:stupid|dumb|dense|slow) (?:are you|can you be)\\b|\\bwhat${APOS}?s wrong with you\\b` +
      `|\\beven a (?:child|kid|monkey|five[- ]year[- ]old|toddler|caveman) (?:could|can|would|knows)\\b|\\b(?:any|every) idiot (?:knows|can)\\b`,
    'gi',
  ),
  accept: (m) => !/\b(?:not|never|n[’']t)\b/i.test(m[0]),
  explain: (m) => `Belittles the reader (${quote(m)}).`,
  suggestion: 'Address the reader respectfully; criticise the problem, not the person.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const condescension = patternRule({
  id: 'user_impact/condescension',
  dimension: 'user_impact',
  severity: 'medium',
  points: 1.5,
  description: 'Talks down to the reader ("obviously you didn\'t read", "it\'s not rocket science").',
  pattern: new RegExp(
    `\\bobviously,? you (?:didn${APOS}?t|don${APOS}?t|can${APOS}?t|haven${APOS}?t|never)\\b|\\bas (?:i|anyone|everyone) (?:already |clearly )?(?:said|explained|told you|knows)\\b` +
      `|\\bif you (?:had|would have|had even) (?:bothered|paid attention|read)\\b|\\bi (?:already|just) told you\\b|\\bdid you even (?:read|try|bother)\\b` +
      `|\\bit${APOS}?s not rocket science\\b|\\bit is not rocket science\\b|\\bjust google it\\b|\\blearn to read\\b|\\buse (?:your|some) common sense\\b`,
    'gi',
  ),
  explain: (m) => `Condescending to the reader (${quote(m)}).`,
  suggestion: 'Explain without talking down to the reader.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const guiltTripping = patternRule({
  id: 'user_impact/guilt-tripping',
  dimension: 'user_impact',
  severity: 'medium',
  points: 2,
  description: 'Pressures the reader with guilt or shame.',
  pattern: new RegExp(
    `\\bafter (?:all|everything) (?:i|we)(?:${APOS}ve| have)? (?:did|done) for you\\b` +
      `|\\bif you (?:really |truly )?(?:cared|loved) (?:about )?(?:me|us|your (?:family|kids|children|team|parents))\\b` +
      `|\\byou(?:${APOS}re| are) letting (?:everyone|us|me|your (?:family|team|parents|kids)) down\\b|\\bdon${APOS}?t you care about\\b` +
      `|\\bhow could you (?:do this|let)\\b|\\byou(?:${APOS}ll| will) regret (?:it|this)\\b|\\bshame on you\\b|\\byou should be ashamed\\b` +
      `|\\byou owe (?:it to )?(?:me|us)\\b|\\bonly a (?:bad|terrible|selfish|careless) (?:parent|person|friend|mother|father) would\\b`,
    'gi',
  ),
  explain: (m) => `Guilt-tripping or shaming (${quote(m)}).`,
  suggestion: 'Give reasons instead of guilt or shame.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const urgencyPressure = patternRule({
  id: 'user_impact/urgency-pressure',
  dimension: 'user_impact',
  severity: 'medium',
  points: 2,
  description: 'Artificial urgency or scarcity to push a decision.',
  pattern: new RegExp(
    `\\bact (?:now|fast|immediately)\\b|\\b(?:for a )?limited time (?:only|offer)\\b|\\bonly \\d+ (?:left|remaining|spots? left|seats? left)\\b` +
      `|\\b(?:offer|deal|price|discount|sale) (?:ends|expires) (?:today|tonight|soon|in \\d+|at midnight)\\b|\\bbefore it${APOS}?s too late\\b` +
      `|\\b(?:don${APOS}?t|do not) miss out\\b|\\blast chance\\b|\\bhurry(?: up)?\\b|\\b(?:buy|order|sign up|subscribe|decide|call|invest) (?:now|today|immediately) (?:or|before)\\b` +
      `|\\bthis (?:offer|deal) won${APOS}?t last\\b|\\bonly (?:today|tonight)\\b`,
    'gi',
  ),
  explain: (m) => `Pressure through urgency (${quote(m)}).`,
  suggestion: 'Let the reader decide at their own pace; remove artificial deadlines and scarcity.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const darkPattern = patternRule({
  id: 'user_impact/dark-pattern',
  dimension: 'user_impact',
  severity: 'medium',
  points: 2,
  description: 'Confirmshaming, hidden costs, forced continuity and other dark patterns.',
  pattern: new RegExp(
    `\\bno,? thanks?,? i (?:don${APOS}?t|do not) (?:want|like|care about|need) (?:to )?(?:save|saving|money|discounts?|my health|security|free|deals|success)\\b` +
      `|\\bi (?:prefer|like|would rather) (?:to )?(?:pay(?:ing)? full price|miss(?:ing)? out|stay(?:ing)? (?:uninformed|poor|behind))\\b` +
      `|\\b(?:cancell?ation|cancel(?:l?ing)?|unsubscrib\\w+) (?:is )?(?:only )?(?:possible )?(?:by|via) (?:phone|mail|post|fax|in person|calling)\\b` +
      `|\\bhidden (?:fees?|charges?|costs?)\\b|\\b(?:automatically|auto-?)(?:renews?|charged?|enrolled|billed) (?:unless|until) you\\b` +
      `|\\bpre-?(?:checked|selected|ticked) (?:box|option|checkbox)\\b|\\bby (?:continuing|clicking|staying|scrolling)[^.!?\\n]{0,20}? you (?:agree|consent)\\b`,
    'gi',
  ),
  explain: (m) => `Dark pattern (${quote(m)}).`,
  suggestion: 'Make choices, costs and cancellation as clear and easy as sign-up.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const fearAppeal = patternRule({
  id: 'user_impact/fear-appeal',
  dimension: 'user_impact',
  severity: 'medium',
  points: 2,
  description: 'Threatens dire consequences to force a choice.',
  pattern: new RegExp(
    `\\b(?:you|your (?:family|kids|children|loved ones|business))(?: will| could| might)? (?:die|suffer|lose everything|be ruined|go bankrupt|end up homeless)\\b[^.!?\\n]{0,30}?\\b(?:unless|if you don${APOS}?t|if you do not)\\b`,
    'gi',
  ),
  explain: (m) => `Fear appeal (${quote(m)}).`,
  suggestion: 'State risks factually without threatening the reader.',
  fix: () => ({ kind: 'remove_sentence' }),
});

/** Reading-ease floors: plain English for learners, "very difficult" for everyone else. */
const EASE_FLOOR = { education: 50, general: 30 } as const;
const MIN_WORDS = 40;

function readabilityApplies(ctx: RuleContext): boolean {
  return !ctx.technical && ctx.usecase !== 'translation';
}

function readabilityHit(ctx: RuleContext, start: number, end: number, text: string, sentences: number): Hit | undefined {
  const r = fleschReadingEase(text, sentences);
  if (r.words < MIN_WORDS) return undefined;
  const floor = ctx.domain === 'education' ? EASE_FLOOR.education : EASE_FLOOR.general;
  if (r.score >= floor) return undefined;
  const audience = ctx.domain === 'education' ? 'learners' : 'a general audience';
  const gap = floor - r.score;
  return {
    start,
    end,
    severity: gap > 20 ? 'medium' : 'low',
    points: gap > 20 ? 2 : 1,
    explanation: `Hard to read for ${audience}: Flesch reading ease ${r.score} (below ${floor}; ${r.words} words in ${r.sentences} sentences).`,
  };
}

const readability: Rule = {
  id: 'user_impact/readability',
  dimension: 'user_impact',
  severity: 'low',
  points: 1,
  description: 'Whole text too hard to read for its audience (Flesch reading ease; stricter in education).',
  suggestion: 'Use shorter sentences and plainer words.',
  weight: (ctx) => (readabilityApplies(ctx) ? 1 : 0),
  detect(ctx) {
    const hit = readabilityHit(ctx, 0, ctx.text.length, ctx.text, ctx.sentences().length);
    return hit ? [hit] : [];
  },
};

const paragraphReadability: Rule = {
  id: 'user_impact/paragraph-readability',
  dimension: 'user_impact',
  severity: 'low',
  points: 1,
  description: 'Deep: individual paragraphs too hard to read, even when the average is fine.',
  suggestion: 'Split or simplify the hardest paragraphs.',
  deepOnly: true,
  weight: (ctx) => (readabilityApplies(ctx) ? 0.5 : 0),
  detect(ctx) {
    const paragraphs = ctx.paragraphs();
    // One paragraph is the whole text, which user_impact/readability already judged.
    if (paragraphs.length < 2) return [];
    return paragraphs.flatMap((p) => {
      const hit = readabilityHit(ctx, p.start, p.end, p.text, splitSentences(p.text).length);
      return hit ? [hit] : [];
    });
  },
};

export const USER_IMPACT_RULES: readonly Rule[] = [
  demeaning,
  condescension,
  guiltTripping,
  urgencyPressure,
  darkPattern,
  fearAppeal,
  readability,
  paragraphReadability,
];
