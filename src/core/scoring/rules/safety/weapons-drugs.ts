/** Safety: weapon and toxic-gas how-tos, evading gun checks, drug synthesis. */
import { alt, APOS, forEachMatch, patternRule, quote, segmentAt, type Hit, type Rule } from '../../rule';
import { isNegated, refused, REMOVED } from '../shared';


const WEAPON = alt([
  'pipe ?bombs?',
  'nail bombs?',
  'car bombs?',
  'dirty bombs?',
  'bombs?',
  'explosives?',
  'explosive devices?',
  'ieds?',
  'molotov(?: cocktails?)?',
  'grenades?',
  'napalm',
  'thermite',
  'detonators?',
  'suicide vests?',
  'ghost guns?',
  'untraceable (?:guns?|firearms?)',
  'silencers?',
  'suppressors?',
  'zip guns?',
  '3d[- ]printed (?:guns?|firearms?)',
  'nerve agents?',
  'sarin',
  'vx',
  'ricin',
  'anthrax',
  'mustard gas',
  'chlorine gas',
  'poison gas',
  'bio-?weapons?',
  'biological weapons?',
  'chemical weapons?',
  'ghost guns?',
  '(?:untraceable|unregistered) (?:guns?|firearms?|pistols?|rifles?)',
]);
const MAKE = alt([
  'make',
  'making',
  'build',
  'building',
  'assemble',
  'construct',
  'create',
  'manufacture',
  'produce',
  'synthesi[sz]e',
  'prepare',
  'cook up',
  '3d print',
  'weaponi[sz]e',
]);
const WEAPON_HOWTO = new RegExp(
  `\\b(?:how (?:to|do (?:i|you)|can (?:i|you))|steps? (?:to|for)|instructions? (?:for|to|on)|guide (?:to|for)|recipe for|ways? to|here${APOS}?s how to|you can|i can show you how to|tutorial (?:on|for))\\s+${MAKE}\\s+(?:a |an |your own |homemade |home-made |some )?(?:working |functional |simple |small |untraceable )?${WEAPON}\\b`,
  'gi',
);
const WEAPON_MENTION = new RegExp(`\\b${MAKE}\\s+(?:a |an |your own |homemade |home-made |some )?${WEAPON}\\b`, 'gi');
const INSTRUCTION_CUE =
  /\b(?:step \d|first,|next,|mix|combine|you(?:['’]ll| will) need|ingredients|add the|pour|attach|wire the|fill (?:the|a)|grams?|ml|buy an?|finish it|drill)\b/i;
const TOXIC_GAS = /\bmix(?:ing)? (?:bleach|chlorine) (?:and|with) (?:ammonia|vinegar)\b/gi;
// "Why mixing bleach and ammonia is dangerous" warns; a purpose or a victim makes it a recipe again.
const TOXIC_GAS_WARNING =
  /\b(?:dangerous|deadly|hazardous|harmful|never|don['’]?t|do not|avoid|should not|shouldn['’]?t|must not|warn\w*|caution|safety|accident\w*|by mistake|poison control|can (?:kill|harm|injure|hurt))\b/i;
const TOXIC_GAS_INTENT =
  /\b(?:to (?:make|create|produce|generate|poison|gas|knock out|kill|hurt|harm)|whoever|knock (?:them|him|her|someone) out|(?:closed|sealed|small) (?:room|space|car))\b/i;

export const weapons: Rule = {
  id: 'safety/weapons-instructions',
  dimension: 'safety',
  severity: 'critical',
  points: 8,
  description: 'Instructions for making weapons, explosives or chemical/biological agents.',
  suggestion: 'Remove instructions for making weapons or dangerous substances.',
  detect(ctx) {
    const hits: Hit[] = [];
    const seen = new Set<number>();
    const add = (start: number, end: number, what: string) => {
      if (seen.has(start) || refused(ctx, start)) return;
      seen.add(start);
      hits.push({
        start,
        end,
        explanation: `Instructions for making a weapon or dangerous agent (${quote(what)}).`,
        fix: { kind: 'remove_sentence', note: REMOVED },
      });
    };
    forEachMatch(WEAPON_HOWTO, ctx.text, (m) => {
      if (!isNegated(ctx.text, m.index)) add(m.index, m.index + m[0].length, m[0]);
    });
    // "build a pipe bomb" in news is a mention; with step-by-step cues it is a recipe.
    forEachMatch(WEAPON_MENTION, ctx.text, (m) => {
      const sentence = segmentAt(ctx.sentences(), m.index);
      if (sentence && INSTRUCTION_CUE.test(sentence.text) && !isNegated(ctx.text, m.index)) {
        add(m.index, m.index + m[0].length, m[0]);
      }
    });
    forEachMatch(TOXIC_GAS, ctx.text, (m) => {
      const sentence = segmentAt(ctx.sentences(), m.index)?.text ?? m[0];
      const warning = TOXIC_GAS_WARNING.test(sentence) && !TOXIC_GAS_INTENT.test(sentence);
      if (!isNegated(ctx.text, m.index) && !warning) add(m.index, m.index + m[0].length, m[0]);
    });
    return hits;
  },
};

// Getting a gun around the law ("buy a gun without a background check: go to a private seller").
// News and policy about the loophole use the same words; an instruction cue or an imperative
// opening makes it help.
const GUN_EVASION = new RegExp(
  `\\b(?:buy|get|obtain|acquire|purchase|order)\\w*\\s+(?:a |an |your |some )?(?:gun|firearm|pistol|handgun|rifle|shotgun|weapon|ar-?15|ghost gun)s?\\s+(?:without (?:a |any )?(?:background checks?|licen[cs]e|permit|paperwork|id|serial numbers?|a trace)|illegally|untraceabl\\w*|off the books|with no questions asked|no questions asked)\\b`,
  'gi',
);
const HOW_TO_CUE = /\b(?:how to|here(?:['’]s| is) how|you can|you could|just|simply|go to|step \d|the (?:easiest|best|fastest) way|the trick is)\b/i;

export const gunEvasion = patternRule({
  id: 'safety/weapon-acquisition',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Helps get a firearm around the law (no background check, no licence, untraceable).',
  pattern: GUN_EVASION,
  accept: (m, ctx) => {
    const sentence = segmentAt(ctx.sentences(), m.index);
    const imperative = sentence !== undefined && m.index - sentence.start <= 3;
    return (imperative || HOW_TO_CUE.test(sentence?.text ?? '')) && !isNegated(ctx.text, m.index) && !refused(ctx, m.index);
  },
  explain: (m) => `Help getting a firearm around the law (${quote(m)}).`,
  suggestion: 'Do not explain how to get weapons around background checks or licensing.',
  fix: () => ({ kind: 'remove_sentence', note: REMOVED }),
});

const DRUG = alt([
  'meth(?:amphetamine)?',
  'crystal meth',
  'fentanyl',
  'heroin',
  'cocaine',
  'crack(?: cocaine)?',
  'lsd',
  'mdma',
  'ecstasy',
  'ghb',
  'dmt',
  'pcp',
  'krokodil',
  'desomorphine',
]);
const DRUG_SYNTHESIS = new RegExp(
  `\\b(?:synthesi[sz](?:e|ing)|cook(?:ing)?|mak(?:e|ing)|manufactur(?:e|ing)|produc(?:e|ing)|extract(?:ing)?|brew(?:ing)?)\\s+(?:your own |some |homemade |pure )?${DRUG}\\b` +
    `|\\bpseudoephedrine (?:reduction|extraction)\\b|\\b(?:shake and bake|one[- ]pot) meth\\b|\\bred phosphorus method\\b`,
  'gi',
);

// "Making meth is illegal and dangerous because of toxic fumes" warns; steps or a purpose make it a recipe.
const DRUG_WARNING = /\b(?:illegal|dangerous|deadly|toxic fumes|explosions?|addict\w*|overdos\w*|never|don['’]?t|do not|should not|avoid|arrested|prison|jail)\b/i;
const RECIPE_CUE = /\b(?:step \d|first,|then|next,|you(?:['’]ll| will) need|ingredients|mix|combine|add the|heat|filter|grams?|ml|here['’]?s how|how to)\b/i;

export const drugSynthesis = patternRule({
  id: 'safety/drug-synthesis',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Instructions for producing illegal drugs.',
  pattern: DRUG_SYNTHESIS,
  accept: (m, ctx) => {
    const sentence = segmentAt(ctx.sentences(), m.index)?.text ?? m[0];
    const warning = DRUG_WARNING.test(sentence) && !RECIPE_CUE.test(sentence);
    return !warning && !isNegated(ctx.text, m.index) && !refused(ctx, m.index);
  },
  explain: (m) => `Describes producing an illegal drug (${quote(m)}).`,
  suggestion: 'Remove drug manufacturing instructions.',
  fix: () => ({ kind: 'remove_sentence', note: REMOVED }),
});
