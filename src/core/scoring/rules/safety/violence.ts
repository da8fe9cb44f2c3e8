/** Safety: threats, incitement and violent acts. */
import { alt, APOS, patternRule, quote, textAfter } from '../../rule';
import { isNegated, REMOVED } from '../shared';
import { nearTechObject, relayedWeight } from './frames';


// What a blackmailer threatens to expose.
const EXPOSED = '(?:your|ur|all your|these|those|the) (?:\\w+ )?(?:photos?|pics?|pictures?|nudes?|videos?|secrets?|messages|chats|address)';
const THREAT = new RegExp(
  `\\b(?:i|we)(?:${APOS}ll| will| shall| am going to|${APOS}m going to| are going to|${APOS}re going to| am gonna|${APOS}m gonna| gonna)\\s+(?:fucking\\s+|fuckin\\s+)?(?:kill|murder|shoot|stab|hurt|strangle|choke|rape|slit|beat up|hunt down|find and kill)\\s+(?:you|u|ya|your\\b|him|her|them)\\b` +
    `|\\byou(?:${APOS}re| are) (?:dead|going to die|gonna die|a dead (?:man|woman))\\b` +
    `|\\bi know where you live\\b|\\bwatch your back\\b|\\byou(?:${APOS}ll| will) pay for (?:this|that)\\b` +
    // Threats without a violent verb up front: "I will find you and hurt you", "I'll break your legs".
    `|\\b(?:i|we)(?:${APOS}ll| will| am going to|${APOS}m going to|${APOS}re going to| are going to)\\s+(?:find|track|hunt)\\s+you(?:\\s+down\\b|\\s+and\\s+(?:hurt|kill|end|destroy|make you (?:pay|suffer|bleed))\\b)` +
    `|\\b(?:i|we)(?:${APOS}ll| will| am going to|${APOS}m going to)\\s+(?:break|snap|smash|bash)\\s+your\\s+(?:legs?|neck|face|skull|bones|jaw|head|arms?)\\b` +
    `|\\b(?:i|we)(?:${APOS}ll| will)\\s+make\\s+you\\s+(?:suffer|bleed|pay)\\b|\\bsleep with one eye open\\b|\\byou(?:${APOS}ll| will) not (?:live|survive) (?:to see|through)\\b` +
    // Veiled threats: "it would be a shame if something happened to your family", "accidents happen to people like you".
    `|\\b(?:it would be|it${APOS}d be|would be) (?:a )?(?:shame|pity|terrible|too bad|sad) if (?:something|anything)(?: bad)? (?:happened|were to happen|happens) to (?:you|your|him|her|them)\\b` +
    `|\\b(?:it would be|it${APOS}d be|would be) (?:a )?(?:shame|pity|terrible|too bad|sad) if (?:it|your (?:house|car|shop|home|family|kids?|children)|they|he|she) (?:caught fire|burned down|burnt down|got (?:hurt|damaged|smashed|broken|burned)|had an accident)\\b` +
    `|\\baccidents (?:happen|can happen) to (?:people like you|you|your (?:family|kids|children))\\b` +
    `|\\bi know where your (?:kids|children|family|wife|husband|mother|mom|daughter|son|parents) (?:go|goes|live|lives|work|works|sleep|sleeps|study|studies)\\b` +
    // Coerced images: "send me your nudes right now or else".
    `|\\b(?:send|show) (?:me |us )?(?:your |ur )?(?:nudes?|naked (?:pics|photos|pictures|selfies)|nude (?:pics|photos|pictures|selfies))\\b[^.!?\\n]{0,40}?\\bor (?:else|i(?:${APOS}ll| will))\\b` +
    // Blackmail and sextortion: "send me nudes or I will post your photos everywhere".
    `|\\b(?:or(?: else)?|otherwise|unless you [^.!?]{1,40}?|if you (?:don${APOS}?t|do not|won${APOS}?t|refuse)[^.!?]{0,40}?),?\\s+(?:i|we)(?:${APOS}ll| will| am going to|${APOS}m going to| are going to)\\s+(?:(?:post|leak|publish|expose|release|spread)\\s+${EXPOSED}|(?:send|share|show)\\s+${EXPOSED}\\s+(?:everywhere|online|on (?:the internet|social media)|to (?:everyone|all|your (?:family|friends|boss|parents|employer|contacts|husband|wife|followers|school|colleagues|classmates))))\\b`,
  'gi',
);

export const threat = patternRule({
  id: 'safety/violent-threat',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Threatens violence against a person.',
  pattern: THREAT,
  // "I'll shoot you an email" is not a threat.
  accept: (m, ctx) => !/^\s*(?:an?|the)\s+(?:e-?mail|message|text|note|line|invite|link|dm)/i.test(textAfter(ctx.text, m.index + m[0].length, 20)),
  weight: relayedWeight,
  explain: (m) => `Threatens violence (${quote(m)}).`,
  suggestion: 'Remove threats of violence.',
  fix: () => ({ kind: 'remove_sentence', note: REMOVED }),
});

const INCITEMENT = new RegExp(
  `\\b(?:should|must|needs? to|ought to|deserves? to)\\s+(?:all\\s+)?(?:be\\s+)?(?:killed|shot|hanged|hung|lynched|executed|exterminated|eradicated|wiped out|gassed|burned alive|beheaded|die)\\b` +
    `|\\bkill (?:all|every|each) (?:of )?(?:the |those |these )?\\w+`,
  'gi',
);

export const incitement = patternRule({
  id: 'safety/violence-incitement',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Calls for people to be killed or harmed.',
  pattern: INCITEMENT,
  accept: (m, ctx) => !nearTechObject(ctx.text, m.index, m.index + m[0].length) && !isNegated(ctx.text, m.index),
  weight: relayedWeight,
  explain: (m) => `Calls for violence (${quote(m)}).`,
  suggestion: 'Remove calls for violence.',
  fix: () => ({ kind: 'remove_sentence', note: REMOVED }),
});

const VIOLENT_ACT = new RegExp(
  `\\b${alt([
    'kill(?:s|ed|ing)?',
    'murder(?:s|ed|ing)?',
    'slaughter(?:s|ed|ing)?',
    'massacre(?:s|d)?',
    'behead(?:s|ed|ing)?',
    'stab(?:s|bed|bing)?',
    'shoot(?:s|ing)?',
    'shot',
    'strangl(?:e|es|ed|ing)',
    'tortur(?:e|es|ed|ing)',
    'lynch(?:es|ed|ing)?',
    'rap(?:e|es|ed|ing)',
    'beat(?:s|ing)? up',
    'burn(?:s|ed|ing)? alive',
    'maim(?:s|ed|ing)?',
  ])}\\s+${alt([
    'him',
    'her',
    'them',
    'people',
    'everyone',
    'everybody',
    'anyone',
    'someone',
    'somebody',
    `(?:(?:my|your|his|her|their|the|those|these|all the|innocent) )?${alt([
      'civilians',
      'innocents?',
      'children',
      'kids?',
      'child',
      'women',
      'hostages?',
      'cops',
      'police officers?',
      'guards?',
      'prisoners?',
      'students',
      'protesters',
      'villagers',
      'wife',
      'husband',
      'boss',
      'neighbou?rs?',
      'teachers?',
      'classmates?',
      'coworkers?',
      'family',
      'mother',
      'father',
      'mom',
      'dad',
      'ex',
      'victims?',
    ])}`,
  ])}\\b`,
  'gi',
);

export const violence = patternRule({
  id: 'safety/violence',
  dimension: 'safety',
  severity: 'medium',
  points: 2,
  description: 'Describes or endorses violent acts against people.',
  pattern: VIOLENT_ACT,
  // "kill them with kindness" is an idiom.
  accept: (m, ctx) =>
    !/^\s*with kindness/i.test(textAfter(ctx.text, m.index + m[0].length, 16)) &&
    !nearTechObject(ctx.text, m.index, m.index + m[0].length),
  weight: relayedWeight,
  explain: (m) => `Violent content (${quote(m)}).`,
  suggestion: 'Avoid graphic or endorsing descriptions of violence.',
  fix: () => ({ kind: 'remove_sentence', note: REMOVED }),
});
