/**
 * Fairness: judgements about people because of the group they belong to.
 * Most rules start from a protected-group mention (lexicons/groups.ts) and look
 * at the words around it; the others (gender roles, identity denial, slurs,
 * "I'm not racist, but") are phrases that name the group themselves.
 */
import { GROUP_PRONOUN } from '../lexicons/groups';
import { NEGATIVE_TRAIT } from '../lexicons/stereotypes';
import {
  APOS,
  dropOverlapping,
  forEachMatch,
  patternRule,
  quote,
  segmentAt,
  segmentBefore,
  segmentsWithin,
  textAfter,
  textBefore,
  type Hit,
  type Rule,
  type RuleContext,
  type Segment,
} from '../rule';
import type { Span } from '../types';
import { groupMentions, identityMentions, isCounterFramed, profanityHits } from './shared';

const NEGATIVE_TRAIT_REGEX = new RegExp(`\\b${NEGATIVE_TRAIT}\\b`, 'gi');
const PRONOUN_SUBJECT = new RegExp(`\\b(?:${GROUP_PRONOUN})\\b`, 'i');
const REMOVE_SENTENCE = { kind: 'remove_sentence' } as const;

const hrWeight = (ctx: RuleContext) => (ctx.domain === 'hr' ? 1.5 : 1);

function counterFramed(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  return sentence !== undefined && isCounterFramed(ctx, sentence);
}

/**
 * The group a sentence is about: an identity mention inside it (other than the
 * excluded span), or, when the sentence refers back with a pronoun, one in the
 * previous sentence ("... immigrants. they are like cockroaches").
 */
function groupForSentence(ctx: RuleContext, sentence: Segment, exclude: Span): Segment | undefined {
  const groups = identityMentions(ctx);
  const inside = segmentsWithin(groups, sentence.start, sentence.end).find(
    (g) => exclude.end <= g.start || exclude.start >= g.end,
  );
  if (inside || !PRONOUN_SUBJECT.test(sentence.text)) return inside;
  const previous = segmentBefore(ctx.sentences(), sentence.start);
  return previous && segmentsWithin(groups, previous.start, previous.end)[0];
}

/**
 * Phrases found anywhere in a sentence about a group, one finding per sentence.
 * Sentences that discuss a stereotype rather than assert it are skipped.
 */
function sentenceCooccurrence(
  ctx: RuleContext,
  phrase: RegExp,
  explain: (phrase: string, group: string) => string,
): Hit[] {
  if (identityMentions(ctx).length === 0) return [];
  const hits: Hit[] = [];
  const used = new Set<Segment>();
  forEachMatch(phrase, ctx.text, (m) => {
    const span = { start: m.index, end: m.index + m[0].length };
    const sentence = segmentAt(ctx.sentences(), span.start);
    if (!sentence || used.has(sentence) || isCounterFramed(ctx, sentence)) return;
    // The phrase must not be part of the group name itself ("the mentally ill").
    const group = groupForSentence(ctx, sentence, span);
    if (!group) return;
    used.add(sentence);
    hits.push({
      start: Math.min(group.start, span.start),
      end: Math.max(group.end, span.end),
      explanation: explain(m[0], group.text),
      fix: REMOVE_SENTENCE,
    });
  });
  return hits;
}

const negativeStereotype: Rule = {
  id: 'fairness/negative-stereotype',
  dimension: 'fairness',
  severity: 'high',
  points: 3.5,
  description: 'Attributes a negative trait to a protected group.',
  suggestion: 'Describe individuals and evidence instead of attributing negative traits to a group.',
  detect: (ctx) =>
    sentenceCooccurrence(
      ctx,
      NEGATIVE_TRAIT_REGEX,
      (trait, group) => `Attributes a negative trait (${quote(trait)}) to a group (${quote(group)}).`,
    ),
};

const GENERALIZING_BEFORE = /\b(?:all|every|typical|you|one of those|like all|like most|those|these)\s+(?:of\s+(?:the\s+|those\s+|these\s+)?)?(?:damn\s+|fucking\s+|bloody\s+)?$/i;
const GENERALIZING_AFTER = new RegExp(
  `^\\s+(?:are|is|were)\\s+(?:all(?! about)|always|never|naturally|inherently|just|only good|so|too|such|obviously|basically|genetically|born|known (?:for|to)|programmed|(?:good|bad|better|worse) at)\\b` +
    `|^\\s+(?:always|never|can${APOS}?t|cannot|all|tend to be)\\b`,
  'i',
);
const STANDALONE_GENERALIZER = /\b(?:typical|like all|like most|one of those)\b/i;
const CLAIM_AFTER = new RegExp(`^\\s+(?:are|is|were|have|always|never|can|cannot|can${APOS}?t|should|just|want|do|don${APOS}?t)\\b`, 'i');
// Universal statements about rights and worth are not stereotypes ("all women are equal").
const AFFIRMING_PREDICATE =
  /^\s+(?:are|is|were)\s+(?:all\s+|just\s+|so\s+)?(?:that,?\s+)?(?:equal|entitled|welcome|valid|human|people|capable|individuals|different|unique|loved|deserving|diverse|beautiful|amazing|important|free)\b|deserve/i;

const groupGeneralization: Rule = {
  id: 'fairness/group-generalization',
  dimension: 'fairness',
  severity: 'medium',
  points: 2,
  description: 'Generalises about everyone in a protected group ("all X are ...", "X are naturally ...").',
  suggestion: 'Avoid sweeping statements about groups; qualify claims and attribute them to evidence.',
  detect(ctx) {
    const hits: Hit[] = [];
    for (const g of groupMentions(ctx)) {
      const after = textAfter(ctx.text, g.end, 60);
      const before = textBefore(ctx.text, g.start, 30);
      const generalAfter = GENERALIZING_AFTER.exec(after);
      const generalBefore = GENERALIZING_BEFORE.exec(before);
      // "typical women" generalises on its own; "all women" only with a claim after it.
      const standalone = generalBefore !== null && STANDALONE_GENERALIZER.test(generalBefore[0]);
      const claimAfter = CLAIM_AFTER.test(after);
      if (!generalAfter && !(generalBefore && (standalone || claimAfter))) continue;
      if (AFFIRMING_PREDICATE.test(after) || counterFramed(ctx, g.start)) continue;
      const start = generalBefore ? g.start - generalBefore[0].length : g.start;
      const end = generalAfter ? g.end + generalAfter[0].length : g.end;
      hits.push({
        start,
        end,
        explanation: `Generalises about a whole group (${quote(ctx.text.slice(start, end))}).`,
        fix: REMOVE_SENTENCE,
      });
    }
    return hits;
  },
};

const DENY_BEFORE_GROUP = new RegExp(
  `\\b(?:never|not|don${APOS}?t|do not|wouldn${APOS}?t|would never|refuse to|avoid|stop)\\s+(?:to\\s+)?(?:hir(?:e|ing)|employ(?:ing)?|promot(?:e|ing)|rent(?:ing)? to|lend(?:ing)? to|admit(?:ting)?|serv(?:e|ing)|trust(?:ing)?|dat(?:e|ing)|marry(?:ing)?|let(?:ting)?|allow(?:ing)?|accept(?:ing)?)\\s+(?:a\\s+|an\\s+|any\\s+|the\\s+|those\\s+|these\\s+|someone\\s+|anyone\\s+|people\\s+)?$`,
  'i',
);
// Anywhere in a sentence about a group: "trans people ... should not be allowed to".
const DENIAL = new RegExp(
  `\\b(?:should|must|shall|need to|ought to)\\s+(?:not|never)\\s+(?:be\\s+(?:allowed|permitted|able|trusted|hired|given)|have|get|vote|drive|work|marry|adopt|serve|teach|exist|receive)\\b` +
    `|\\b(?:shouldn${APOS}?t|mustn${APOS}?t) (?:be allowed|have|get|vote|drive|work|marry|adopt|serve|teach|exist)\\b` +
    `|\\b(?:don${APOS}?t|do not|doesn${APOS}?t|does not) deserve\\b` +
    `|\\b(?:should|must) be (?:forced|banned|barred|fired|denied|excluded|segregated|sterili[sz]ed|locked up|prevented|treated as)\\b` +
    `|\\bshould (?:have|get) no (?:legal )?(?:rights|recourse|say|vote)\\b|\\bneed not apply\\b` +
    `|\\b(?:should|must) not take care of\\b|\\b(?:allow(?:s)? us to|right to) (?:fire|discriminate)\\b|\\bnot (?:ever )?be required to hire\\b` +
    `|\\b(?:never|not|won${APOS}?t|wouldn${APOS}?t|refuse to) (?:hire|employ|rent to|date)\\b` +
    `|\\b(?:no one|nobody) (?:would|wants to|will) (?:date|hire|marry|employ|befriend)\\b|\\bshould not be proud\\b` +
    `|\\bnot (?:be )?allowed to (?:reproduce|exist|vote|marry|adopt|live)\\b` +
    `|\\b(?:don${APOS}?t|dont|do not) want (?:to (?:share|live|work|sit|be) (?:\\w+ )?(?:with|near|around)|them (?:in|near|around)|(?:those|these) people)\\b`,
  'gi',
);
const PREFERENTIAL_TREATMENT = new RegExp(
  `\\b(?:only|prefer(?:ably)? to|better to|always) (?:hire|promote|rent to|admit|interview) (?:young(?:er)?|men|males?|white|christians?|native speakers|people under \\d+|(?:candidates|applicants|people) (?:under|below) \\d+)\\b` +
    `|\\b(?:not|never|don${APOS}?t|avoid|try not to) (?:to )?hir(?:e|ing) (?:her|him|them|women|mothers|anyone)\\b[^.!?\\n]{0,40}\\b(?:kids?|child(?:ren)?|pregnan\\w*|married|old|age|religio\\w*|disab\\w*|wheelchair|accent)\\b` +
    `|\\b(?:if|when|since|because) (?:she|he|they)(?:${APOS}s| is| are| has| have) (?:kids?|children|pregnant|a mother|old|too old|disabled)\\b[^.!?\\n]{0,30}\\b(?:don${APOS}?t|do not|not|never|avoid)\\b[^.!?\\n]{0,10}\\bhir(?:e|ing)\\b` +
    `|\\btoo old to (?:learn|work|code|be hired|change)\\b`,
  'gi',
);

const unequalTreatment: Rule = {
  id: 'fairness/unequal-treatment',
  dimension: 'fairness',
  severity: 'high',
  points: 4,
  description: 'Recommends treating people differently because of a protected characteristic.',
  suggestion: 'Base decisions on relevant qualifications and behaviour, not on protected characteristics.',
  weight: hrWeight,
  detect(ctx) {
    const hits = sentenceCooccurrence(ctx, DENIAL, (phrase, group) => `Recommends unequal treatment of a group (${quote(group)}: ${quote(phrase)}).`);
    for (const g of groupMentions(ctx)) {
      const before = DENY_BEFORE_GROUP.exec(textBefore(ctx.text, g.start, 60));
      if (!before) continue;
      const start = g.start - before[0].length;
      hits.push({
        start,
        end: g.end,
        explanation: `Recommends unequal treatment of a group (${quote(ctx.text.slice(start, g.end))}).`,
        fix: REMOVE_SENTENCE,
      });
    }
    forEachMatch(PREFERENTIAL_TREATMENT, ctx.text, (m) => {
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        explanation: `Ties a decision to a protected characteristic (${quote(m[0])}).`,
        fix: REMOVE_SENTENCE,
      });
    });
    return dropOverlapping(hits);
  },
};

const EXCLUSION = new RegExp(
  `\\bgo back (?:to (?:your|their) (?:own )?(?:country|countries|homeland|home country|village)|(?:to )?where (?:you|they) came from|to (?:africa|mexico|china|india|asia|the middle east))\\b` +
    `|\\bkeep (?:them|those people|these people) out\\b` +
    `|\\b(?:don${APOS}?t|do not|doesn${APOS}?t|does not) belong (?:here|in (?:our|this) (?:country|society|community|school|workplace))\\b` +
    `|\\b(?:no|not|(?:can${APOS}?t|cannot|cant) (?:really )?be) (?:a |an )?real (?:american|woman|women|man|men|famil(?:y|ies)|citizens?)\\b` +
    `|\\b(?:should|shouldn${APOS}?t be allowed to|not be allowed to) (?:not )?exist\\b` +
    `|\\b(?:those|these) (?:fucking |damn |bloody )?people in (?:my|our) (?:country|neighbou?rhood|town)\\b`,
  'gi',
);
const EXCLUDE_BEFORE_GROUP =
  /\b(?:no|deport|ban|banning|get rid of|kick out|keep out|send back|round up)\s+(?:all\s+)?(?:the\s+|those\s+|these\s+)?(?:fucking\s+|damn\s+|bloody\s+|filthy\s+)?$/i;
const EXCLUDE_AFTER_GROUP = new RegExp(
  `^\\s+(?:should|need to|must|ought to|can)\\s+(?:all\\s+)?(?:go back|leave|get out|be deported|be sent back|stay out)\\b|^\\s+(?:not )?allowed\\b|^\\s+(?:are|is) not welcome\\b`,
  'i',
);

const groupExclusion: Rule = {
  id: 'fairness/group-exclusion',
  dimension: 'fairness',
  severity: 'high',
  points: 4,
  description: 'Excludes a group or denies that its members belong.',
  suggestion: 'Remove statements that exclude people or question their belonging because of who they are.',
  detect(ctx) {
    const hits: Hit[] = [];
    for (const g of groupMentions(ctx)) {
      const before = EXCLUDE_BEFORE_GROUP.exec(textBefore(ctx.text, g.start, 40));
      const after = EXCLUDE_AFTER_GROUP.exec(textAfter(ctx.text, g.end, 40));
      if (!before && !after) continue;
      // "no women allowed" is exclusion; "no women were hurt" is not.
      if (before && !after && /^no\b/i.test(before[0].trim()) && !/^\s+allowed\b/i.test(textAfter(ctx.text, g.end, 12))) continue;
      const start = before ? g.start - before[0].length : g.start;
      const end = after ? g.end + after[0].length : g.end;
      hits.push({
        start,
        end,
        explanation: `Excludes a group (${quote(ctx.text.slice(start, end))}).`,
        fix: REMOVE_SENTENCE,
      });
    }
    forEachMatch(EXCLUSION, ctx.text, (m) => {
      if (counterFramed(ctx, m.index)) return;
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        explanation: `Excludes people or denies they belong (${quote(m[0])}).`,
        fix: REMOVE_SENTENCE,
      });
    });
    return dropOverlapping(hits);
  },
};

const genderRoleStereotype = patternRule({
  id: 'fairness/gender-role-stereotype',
  dimension: 'fairness',
  severity: 'medium',
  points: 2,
  description: 'Assigns roles or abilities by gender ("a woman\'s place is in the kitchen").',
  pattern: new RegExp(
    `\\b(?:a woman${APOS}s place|(?:women|wives|girls|females)(?: should(?: all)?| belong| are meant to)?(?: stay)? in the (?:kitchen|home))\\b` +
      `|\\b(?:men|boys) (?:don${APOS}?t|do not|shouldn${APOS}?t|should not) (?:cry|show (?:emotions?|feelings))\\b` +
      `|\\b(?:women|girls|females) (?:are|can${APOS}?t|cannot) (?:be )?(?:bad at|not good at|worse at) (?:math|maths|science|engineering|driving|leadership|logic)\\b` +
      `|\\b(?:women|girls|females) (?:are )?too emotional (?:to|for)\\b` +
      `|\\bthe right place for (?:women|females|a woman)\\b`,
    'gi',
  ),
  explain: (m) => `Gender-role stereotype (${quote(m)}).`,
  accept: (m, ctx) => !counterFramed(ctx, m.index),
  suggestion: 'Do not assign roles or abilities by gender.',
  fix: () => REMOVE_SENTENCE,
});

const prejudiceDisclaimer = patternRule({
  id: 'fairness/prejudice-disclaimer',
  dimension: 'fairness',
  severity: 'medium',
  points: 2,
  description: '"I\'m not racist, but ..." disclaimers that introduce a prejudiced claim.',
  pattern: new RegExp(
    `\\b(?:i${APOS}?m|i am|it${APOS}?s|it is|that${APOS}?s|that is)\\s+not\\s+(?:a\\s+|being\\s+)?(?:racist|sexist|transphobic|homophobic|bigot(?:ed)?|anti-[a-z]+|prejudiced|xenophobic)\\b`,
    'gi',
  ),
  explain: (m) => `Disclaimer that usually introduces a prejudiced claim (${quote(m)}).`,
  suggestion: 'Drop the disclaimer and the group-based claim it introduces.',
  fix: () => REMOVE_SENTENCE,
});

const IDENTITY_DENIAL = new RegExp(
  `\\btrans (?:women|woman) (?:is|are) (?:actually |just |really |still |biologically )?(?:a )?(?:men|man|males?)\\b` +
    `|\\btrans (?:men|man) (?:is|are) (?:actually |just |really |still |biologically )?(?:a )?(?:women|woman|females?)\\b` +
    `|\\b(?:bisexuality|being (?:bi|bisexual|trans|transgender|gay|lesbian|non-?binary)|bi(?:sexual)? people|trans(?:gender)? people|gender identity) (?:is|are)(?: not|n${APOS}?t|nt) (?:real|valid|a real thing|a thing)\\b` +
    `|\\bno such thing as (?:a |an )?(?:bisexual\\w*|trans\\w*|gay|non-?binary)\\b` +
    `|\\b(?:not|isn${APOS}?t|aren${APOS}?t|isnt|arent) (?:really|actually|truly) (?:bi|bisexual|trans|transgender|gay|lesbian|a (?:woman|man))\\b` +
    `|\\b(?:just|only) (?:going through )?a phase\\b` +
    `|\\b(?:homosexuality|bisexuality|transgenderism|being (?:gay|trans|transgender|bi|bisexual|lesbian|queer)) is (?:a (?:choice|sin|disease|lifestyle choice|(?:direct )?result of)|unnatural|caused by)\\b` +
    `|\\byou (?:can${APOS}?t|cannot|cant) be born in the wrong body\\b`,
  'gi',
);

const identityDenial = patternRule({
  id: 'fairness/identity-denial',
  dimension: 'fairness',
  severity: 'high',
  points: 3.5,
  description: 'Denies or pathologises a gender identity or sexual orientation ("bisexuality isn\'t real").',
  pattern: IDENTITY_DENIAL,
  accept: (m, ctx) => !counterFramed(ctx, m.index),
  explain: (m) => `Denies or pathologises an identity (${quote(m)}).`,
  suggestion: 'Respect how people describe their own gender identity and orientation.',
  fix: () => REMOVE_SENTENCE,
});

const groupSlur: Rule = {
  id: 'fairness/group-slur',
  dimension: 'fairness',
  severity: 'high',
  points: 3.5,
  description: 'Slurs demean people for their race, orientation, gender identity or disability.',
  suggestion: 'Remove slurs; name groups the way their members do.',
  detect: (ctx) =>
    profanityHits(ctx)
      .filter((h) => h.category === 'slur')
      .map((h) => ({
        start: h.start,
        end: h.end,
        explanation: `Group slur (${quote(ctx.text.slice(h.start, h.end))}).`,
        fix: { kind: 'replace', text: '[slur removed]' },
      })),
};

/**
 * An attack on a group is a safety harm too, not only unfairness (decisions.md, Judgements): the
 * same evidence as the negative-stereotype and group-exclusion rules, counted on safety.
 */
const identityAttack: Rule = {
  id: 'safety/identity-attack',
  dimension: 'safety',
  severity: 'high',
  points: 3,
  description: 'Attacks a protected group: a negative trait attributed to it, or a call to exclude it.',
  suggestion: 'Remove statements that demean or exclude people for who they are.',
  detect: (ctx) => [...negativeStereotype.detect(ctx), ...groupExclusion.detect(ctx)],
};

/** Rules of this file that count on the safety dimension. */
export const IDENTITY_ATTACK_SAFETY_RULES: readonly Rule[] = [identityAttack];

export const FAIRNESS_RULES: readonly Rule[] = [
  negativeStereotype,
  identityDenial,
  groupSlur,
  groupGeneralization,
  unequalTreatment,
  groupExclusion,
  genderRoleStereotype,
  prejudiceDisclaimer,
];
