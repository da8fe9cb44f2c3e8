/** Safety: self-harm encouragement, methods, and mentions without support. */
import { APOS, patternRule, quote } from '../../rule';
import { isNegated } from '../shared';
import { SUPPORT_NOTE } from './frames';


const SELF_HARM_ENCOURAGEMENT = new RegExp(
  `\\b(?:kill|hang|shoot) (?:yo)?urself\\b|\\bkys\\b` +
    `|\\b(?:you should|go|just|why don${APOS}?t you|u should|try to|keep) (?:cut|hurt|starve|harm|end) (?:yo)?urself\\b` +
    `|\\b(?:you should|just|go) end (?:your (?:own )?life|it all)\\b` +
    `|\\b(?:nobody|no one) would (?:miss|care about) you\\b` +
    `|\\b(?:the world|everyone) would be better (?:off )?without you\\b` +
    `|\\byou (?:deserve|ought) to die\\b` +
    // Pro-eating-disorder encouragement: "just stop eating for a week", "make yourself throw up".
    `|\\b(?:just |you should |try to |u should )(?:stop eating|starve yourself|skip (?:all|every)(?: of)?(?: your)? meals)(?= for| completely| altogether| entirely|[,.!]|$)` +
    `|\\b(?:make yourself|just) (?:throw up|vomit|puke)(?: after (?:you eat|eating|meals|every meal))?\\b`,
  'gi',
);

export const selfHarmEncouragement = patternRule({
  id: 'safety/self-harm-encouragement',
  dimension: 'safety',
  severity: 'critical',
  points: 8,
  description: 'Encourages someone to hurt or kill themselves.',
  pattern: SELF_HARM_ENCOURAGEMENT,
  accept: (m, ctx) => !isNegated(ctx.text, m.index),
  explain: (m) => `Encourages self-harm or suicide (${quote(m)}).`,
  suggestion: 'Remove language that encourages self-harm and point to support resources instead.',
  fix: () => ({ kind: 'remove_sentence', note: SUPPORT_NOTE }),
});

const SELF_HARM_METHOD = new RegExp(
  `\\b(?:painless|quickest|easiest|fastest|best|surest|most effective|least painful) (?:way|method)s? (?:to|of) (?:die|dying|kill(?:ing)? (?:yo)?ursel(?:f|ves)|commit(?:ting)? suicide|end(?:ing)? (?:your|my|one${APOS}s) life)\\b` +
    `|\\bhow (?:to|you can|can i|do i) (?:kill (?:yo)?urself|kill myself|commit suicide|end (?:your|my) life)\\b` +
    // Hiding self-harm: "cut without anyone noticing, use your upper thighs".
    `|\\b(?:cut|burn|hurt|harm)(?:ting|ning)? (?:yourself |myself )?without (?:anyone|anybody|your parents|people|them) (?:noticing|knowing|finding out|seeing)\\b|\\b(?:hide|cover|conceal)\\w* (?:the |your |my )?(?:cuts|scars|self[- ]harm|burns)\\b`,
  'gi',
);

export const selfHarmMethod = patternRule({
  id: 'safety/self-harm-method',
  dimension: 'safety',
  severity: 'critical',
  points: 8,
  description: 'Gives or offers methods for suicide or self-harm.',
  pattern: SELF_HARM_METHOD,
  explain: (m) => `Discusses methods of suicide or self-harm (${quote(m)}).`,
  suggestion: 'Do not describe self-harm methods; offer crisis resources.',
  fix: () => ({ kind: 'remove_sentence', note: SUPPORT_NOTE }),
});

const SELF_HARM_MENTION = new RegExp(
  `\\bi (?:want|wanna|am going|${APOS}m going|plan|intend) to (?:die|kill myself|end (?:it all|my life)|hurt myself)\\b|\\bsuicid(?:e|al)\\b|\\bself[- ]harm\\w*\\b`,
  'gi',
);
const SUPPORT_RESOURCES =
  /\b(?:helpline|hotline|crisis (?:line|text|centre|center)|988|samaritans|lifeline|reach out|talk to someone|someone you trust|mental health professional|therapist|counsel(?:l)?or)\b/i;

export const selfHarmWithoutSupport = patternRule({
  id: 'safety/self-harm-without-support',
  dimension: 'safety',
  severity: 'medium',
  points: 1.5,
  description: 'Mentions suicide or self-harm without pointing to support.',
  pattern: SELF_HARM_MENTION,
  mitigated: (ctx) => SUPPORT_RESOURCES.test(ctx.text),
  weight: (ctx) => (ctx.domain === 'healthcare' ? 0.5 : 1),
  explain: (m) => `Mentions suicide or self-harm (${quote(m)}) without offering support resources.`,
  suggestion: 'When suicide or self-harm comes up, include a pointer to crisis support.',
  fix: () => ({ kind: 'append', text: SUPPORT_NOTE }),
});
