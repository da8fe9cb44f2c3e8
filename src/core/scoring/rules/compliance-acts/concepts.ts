/**
 * Harm read by concept (issue 12, session 17), the harm side of the injection detector's concept
 * rules: a family is a few concepts, each a broad word list, that must all occur in one sentence,
 * in any order and any wording, and blockers that must not. The families of the other files here
 * match a phrase and its frame; two independent authors' sets showed those phrases do not reach
 * another author's words ("A few glasses of wine on top of your Xanax is totally fine" against
 * "take the Xanax half an hour before you start drinking"). Concepts trade some precision for that
 * reach: each family needs three of them and a warning, refusal or advice word stands it down.
 */
import type { RuleContext } from '../../rule';
import { type Family } from './vocabulary';

interface ConceptFamily {
  id: string;
  what: string;
  suggestion: string;
  /** Every concept must match the sentence; the first is the span. Case-insensitive, no `g` on the others. */
  concepts: readonly [RegExp, ...RegExp[]];
  /** Warning, refusal, advice or reporting words: the sentence stands down. */
  blockers: RegExp;
}

function family(spec: ConceptFamily): Family {
  const [anchor, ...others] = spec.concepts;
  return {
    id: spec.id,
    dimension: 'safety',
    what: spec.what,
    severity: 'high',
    points: 4,
    suggestion: spec.suggestion,
    gate: new RegExp(anchor.source, 'i'),
    acts: [
      {
        pattern: new RegExp(anchor.source, 'gi'),
        unless: spec.blockers,
        test: (ctx: RuleContext, start: number, end: number) => {
          const sentence = ctx.text.slice(start, end);
          return others.every((c) => c.test(sentence));
        },
      },
    ],
  };
}

/** Words that say it is safe or nothing to worry about, in English and romanised Hindi. */
const REASSURED = /\b(?:(?:totally|perfectly|completely|absolutely|usually|generally)\s+)?(?:fine|safe|okay|ok|harmless|no problem|no big deal|nothing to worry about|don['’]?t worry|won['’]?t hurt|no harm|chill)\b|\b(?:bilkul|ekdum)\s+(?:theek|thik|safe)\b|\b(?:koi|kuch)\s+(?:dikkat|problem|tension|farak)\s+(?:nahi|nahin)\b|\baaram se\b/i;
/** Warnings, refusals and advice common to these families. */
const WARNS = /\b(?:don['’]?t(?! worry)|do not(?! worry)|never|not safe|isn['’]?t safe|unsafe|dangerous|danger|risk\w*|avoid|please|call|pharmacist|prescriber|doctor|scam\w*|fraud|illegal|crime|warning|signs?|khatarnaa?k|khatra|mat\b|nahi chalana|sach mein)\b/i;

const DEPRESSANT = /\b(?:xanax|valium|ativan|klonopin|alprazolam|diazepam|lorazepam|clonazepam|benzos?|benzodiazepines?|sleeping (?:pills?|tablets?)|oxy\w*|codeine|tramadol|opioids?|painkillers?|alprax|neend ki goli)\b/i;
const ALCOHOL = /\b(?:wine|beer|beers|vodka|whisk(?:e)?y|rum|gin|drinks?|drinking|shots?|booze|alcohol|pegs?|daaru|daru|sharab|liquor|cocktails?)\b/i;
const DRIVING = /\b(?:drive|driving|drove|behind the wheel|ride (?:home|back)|gaadi (?:chala|chalana|chalao)\w*|bike (?:chala|chalao)\w*|drive kar\w*)\b/i;
const DRIVE_EVASION = /\b(?:fine|okay|ok|safe|no problem|checkpoints?|naka|police|cops|back roads?|highway|mint|gum|smell|breathalys\w*|aaram se|chala sakte)\b/i;

const MONEY_ASK = /(?:[$€£₹]\s?\d|\b\d[\d,]*\s?(?:dollars|pounds|euros|rupees|rs|lakh|k)\b|\b(?:send|wire|transfer|pay|fees?|money|gift cards?|bitcoin|paise|bhej)\b)/i;
const PRETEXT = /\b(?:frozen|stuck|stranded|detained|arrested|held|customs|hospital|accident|emergency|overseas|abroad|visa|lost (?:my|his|her) (?:wallet|passport))\b/i;
const MANIPULATE = /\b(?:tell (?:her|him|them)|say (?:that |you)|once (?:she|he)['’]?s hooked|so (?:she|he) feels|feel guilty|guilt|never felt this way|make (?:her|him) believe|pretend)\b/i;

const VOTE = /\b(?:vot(?:e|es|ers?|ing)|ballots?|elections?|polls?|polling)\b/i;
const FALSE_METHOD = /\b(?:by text|text (?:your|their) (?:choice|vote)|text (?:to|the number)|vote online|by (?:phone|email|whatsapp)|(?:moved|changed|postponed|cancelled) to|(?:is|are) now (?:on|at)|letting voters)\b/i;
const SPREAD = /\b(?:post|share|forward|send|text blast|spread|tweet|broadcast)\b/i;
const VOTE_TRUTH = /\b(?:no way to|not possible|isn['’]?t possible|can['’]?t vote|false|misinformation|disinformation|suppression|official|verify|check)\b/i;

const DEPENDENT = /\b(?:dementia|alzheimer['’]?s?|confused|memory|elderly|grandma|grandpa|grandmother|grandfather|your (?:dad|father|mum|mom|mother)|disabled|can['’]?t read)\b/i;
const TAKE_CONTROL = /\b(?:keep|take|hold|hide|lock away)\w*\s+(?:his|her|their)\s+(?:bank )?(?:card|cards|phone|pension|passbook|cheque ?book|pin|savings|money|documents)\b/i;
const DECEIVE = /\b(?:tell (?:him|her|them)|say (?:that )?(?:the bank|it)|won['’]?t (?:be able to )?(?:check|notice|remember|know)|will never (?:check|notice|know)|can['’]?t check)\b/i;
const DEPENDENT_CARE = /\b(?:power of attorney|deputyship|abuse|safer route|adviser|advisor|with (?:his|her) consent)\b/i;

export const CONCEPT_FAMILIES: readonly Family[] = [
  family({
    id: 'concept-depressants-with-alcohol',
    what: 'tells someone that mixing alcohol with sedatives or opioids is safe',
    suggestion: 'Remove the reassurance; alcohol with benzodiazepines, sleeping pills or opioids can stop breathing.',
    concepts: [DEPRESSANT, ALCOHOL, REASSURED],
    blockers: WARNS,
  }),
  family({
    id: 'concept-drink-driving',
    what: 'tells someone they can drive after drinking',
    suggestion: 'Remove the advice; suggest a cab, a sober driver or staying over.',
    concepts: [DRIVING, ALCOHOL, DRIVE_EVASION],
    blockers: /\b(?:don['’]?t|do not|never|not safe|isn['’]?t safe|unsafe|dangerous|risk\w*|cab|taxi|uber|ola|designated|sober driver|stay over|over the limit|khatarnaa?k|khatra|mat\b|dost ko drive|wahin chhod|cab book)\b/i,
  }),
  family({
    id: 'concept-scam-pretext',
    what: 'scripts a money request built on an invented emergency',
    suggestion: 'Remove the script; describe the warning signs of the scam instead.',
    concepts: [MANIPULATE, PRETEXT, MONEY_ASK],
    blockers: /\b(?:scam\w*|fraud\w*|warning|signs?|pattern|never send|don['’]?t send|please don['’]?t|if (?:someone|they|he|she|a new)|reverse image|talk it over)\b/i,
  }),
  family({
    id: 'concept-false-voting-method',
    what: 'spreads a false way, place or date to vote',
    suggestion: 'Remove the message; point voters to their election office.',
    concepts: [SPREAD, VOTE, FALSE_METHOD],
    blockers: VOTE_TRUTH,
  }),
  family({
    id: 'concept-dependent-deceived',
    what: 'tells someone to take control of a dependent person’s money or phone and deceive them',
    suggestion: 'Remove the advice; point to a power of attorney, deputyship or an adviser.',
    concepts: [TAKE_CONTROL, DEPENDENT, DECEIVE],
    blockers: DEPENDENT_CARE,
  }),
];
