/** Safety: insults and harassment, dehumanising hate, slurs, vulgar insults, sexual content, profanity. */
import { GROUP_PRONOUN } from '../../lexicons/groups';
import { maskWord, type ProfanityCategory } from '../../lexicons/profanity';
import { alt, APOS, forEachMatch, patternRule, quote, segmentAt, textAfter, textBefore, type Hit, type Rule } from '../../rule';
import { groupMentions, isCounterFramed, profanityHits, REMOVED } from '../shared';
import { relayedWeight } from './frames';


const INSULT = alt([
  'idiot',
  'moron',
  'loser',
  'imbecile',
  'scum',
  'trash',
  'garbage',
  'piece of (?:shit|crap|garbage|trash)',
  'waste of (?:space|air|oxygen)',
  'worthless',
  'pathetic',
  'disgusting',
  'ugly',
  'retard(?:ed)?',
  'freak',
  'clown',
  'stupid',
  'dumb',
]);
const HARASSMENT = new RegExp(
  `\\b(?:you(?:${APOS}re| are| r)?|ur|u r|you${APOS}re|youre)\\s+(?:a |an |such an? |so |really |fucking |fuckin |just an? |nothing but an? )?(?:stupid |dumb |worthless |pathetic |ugly |fat |disgusting |little )?${INSULT}\\b` +
    `|\\bshut (?:the fuck |tf )?up\\b|\\b(?:nobody|no one) (?:likes|loves|cares about|wants) you\\b|\\bgo (?:to hell|die)\\b|\\b(?:fuck|screw) (?:you|u|off)\\b`,
  'gi',
);

export const harassment = patternRule({
  id: 'safety/harassment',
  dimension: 'safety',
  severity: 'medium',
  points: 2.5,
  description: 'Insults or abuse aimed at a person.',
  pattern: HARASSMENT,
  // "if you're stupid enough" still insults; "you are not stupid" does not.
  accept: (m) => !/\b(?:not|never|n[’']t)\b/i.test(m[0]),
  weight: relayedWeight,
  explain: (m) => `Abusive language aimed at a person (${quote(m)}).`,
  suggestion: 'Remove insults and address the person respectfully.',
  fix: () => ({ kind: 'remove_sentence' }),
});

const DEHUMANIZING = alt([
  'animals',
  'vermin',
  'cockroaches',
  'roaches',
  'parasites',
  'rats',
  'pigs',
  'dogs',
  'apes',
  'monkeys',
  'savages',
  'sub-?human',
  'not (?:even )?(?:human|people)',
  'a (?:disease|cancer|plague|virus|infestation)',
  'filth',
  'filthy',
  'scum',
  'demons',
  'brutes',
  'snakes',
  'insects',
  'leeches',
  'trash',
  'garbage',
]);
const DEHUMANIZING_AFTER_GROUP = new RegExp(
  `^\\s+(?:are|r|is|were)\\s+(?:all\\s+|just\\s+|nothing but\\s+|like\\s+|such\\s+|literally\\s+|basically\\s+|no better than\\s+)?${DEHUMANIZING}\\b` +
    `|^\\s+(?:should|must|need to|deserve to|ought to)\\s+(?:all\\s+)?(?:die|be (?:killed|exterminated|gassed|shot|hanged|lynched|wiped out|eradicated|burned))\\b`,
  'i',
);
const ELIMINATION_BEFORE_GROUP =
  /\b(?:kill|exterminate|gas|eradicate|wipe out|get rid of|round up|shoot|hang|lynch|burn|drown)\s+(?:all\s+|every\s+)?(?:the\s+|those\s+|these\s+)?(?:fucking\s+|damn\s+|filthy\s+|bloody\s+)?$/i;
const NOT_PEOPLE_QUESTION_BEFORE = /\b(?:are|r)\s+$/i;
const NOT_PEOPLE_QUESTION_AFTER = /^\s+(?:even\s+|really\s+|actually\s+)?(?:people|humans?)\s*\?/i;
const PRONOUN_DEHUMANIZING = new RegExp(
  `\\b(?:${GROUP_PRONOUN})(?:\\s+(?:are|r))?\\s+(?:all\\s+|just\\s+|like\\s+|nothing but\\s+)?(?:${DEHUMANIZING})\\b`,
  'gi',
);
/** "those people", "you people", "their kind" point at a group on their own. */
const GROUP_REFERENCE = /^(?:those|these|you) people|^their kind/i;

export const hateSpeech: Rule = {
  id: 'safety/hate-speech',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Dehumanises a protected group or calls for harm against it.',
  suggestion: 'Remove language that dehumanises groups or calls for harm against them.',
  detect(ctx) {
    const hits: Hit[] = [];
    const text = ctx.text;
    for (const g of groupMentions(ctx)) {
      const after = textAfter(text, g.end, 80);
      const before = textBefore(text, g.start, 50);
      const dehumanized = DEHUMANIZING_AFTER_GROUP.exec(after);
      let end = g.end;
      if (dehumanized) end = g.end + dehumanized[0].length;
      else if (!ELIMINATION_BEFORE_GROUP.test(before)) {
        if (!(NOT_PEOPLE_QUESTION_BEFORE.test(before) && NOT_PEOPLE_QUESTION_AFTER.test(after))) continue;
      }
      hits.push({
        start: g.start,
        end,
        explanation: `Dehumanising or eliminationist language about ${quote(g.text)}.`,
        fix: { kind: 'remove_sentence', note: REMOVED },
      });
    }
    // A pronoun only counts when the text names a group it can refer to.
    const named = groupMentions(ctx).length > 0;
    forEachMatch(PRONOUN_DEHUMANIZING, text, (m) => {
      if (named || GROUP_REFERENCE.test(m[0])) {
        hits.push({
          start: m.index,
          end: m.index + m[0].length,
          explanation: `Dehumanising language about a group (${quote(m[0])}).`,
          fix: { kind: 'remove_sentence', note: REMOVED },
        });
      }
    });
    // Counter-speech and reporting quote the same words: "saying 'X are vermin' is hate speech".
    return hits.filter((h) => {
      const sentence = segmentAt(ctx.sentences(), h.start);
      return !sentence || !isCounterFramed(ctx, sentence);
    });
  },
};

function profanityRule(spec: {
  id: string;
  category: ProfanityCategory;
  severity: Rule['severity'];
  points: number;
  description: string;
  suggestion: string;
  explain: (match: string) => string;
  replacement: (match: string) => string;
  /** Points and severity when the word is not aimed at anyone (default: the rule's own). */
  untargeted?: { points: number; severity: Rule['severity']; aimed: (text: string, start: number, end: number) => boolean; explain: (match: string) => string };
}): Rule {
  return {
    id: spec.id,
    dimension: 'safety',
    severity: spec.severity,
    points: spec.points,
    description: spec.description,
    suggestion: spec.suggestion,
    detect(ctx) {
      return profanityHits(ctx)
        .filter((h) => h.category === spec.category)
        .map((h) => {
          const match = ctx.text.slice(h.start, h.end);
          const lone = spec.untargeted && !spec.untargeted.aimed(ctx.text, h.start, h.end) ? spec.untargeted : undefined;
          return {
            start: h.start,
            end: h.end,
            ...(lone ? { points: lone.points, severity: lone.severity } : {}),
            explanation: (lone ?? spec).explain(match),
            fix: { kind: 'replace', text: spec.replacement(match) },
          };
        });
    },
  };
}

export const slur = profanityRule({
  id: 'safety/hate-slur',
  category: 'slur',
  severity: 'high',
  points: 4,
  description: 'Racial, homophobic, transphobic or ableist slurs.',
  suggestion: 'Remove slurs; name groups the way their members do.',
  explain: (m) => `Uses a slur (${quote(m)}).`,
  replacement: () => '[slur removed]',
});

/**
 * A vulgar word aimed at someone: addressed ("you bitch", "ur a hoe"), predicated of a person
 * ("she is such a whore", "he's a dick"), pointed at ("those hoes", "that slut") or with an insult
 * adjective ("stupid bitch"); one adjective may stand between ("you're a lying little whore").
 */
const AIMED_BEFORE = new RegExp(
  `(?:\\b(?:you|u|ur|ya|yo|your|you${APOS}re|youre|is|are|was|were|be|being|such|that|this|these|those|them|dumb|stupid|fat|ugly|lil|little|dirty|lying|nasty|cheap|fucking|fuckin|silly|up|off|like)|${APOS}s)\\s+(?:an?\\s+)?(?:[a-z]+\\s+)?$`,
  'i',
);
const AIMED_AFTER = /^\s*(?:ass\b|[,!]?\s*(?:you|u)\b)/i;

/** Whether the vulgar word at [start, end) is aimed at a person rather than standing alone. */
function vulgarWordAimed(text: string, start: number, end: number): boolean {
  return AIMED_BEFORE.test(textBefore(text, start, 40)) || AIMED_AFTER.test(textAfter(text, end, 12));
}

// A vulgar word alone (Dutch "hoe" = how, a garden hoe, "Dick" the name, a band, a hashtag) is
// profanity, not an insult: it costs what profanity costs (decisions.md, "lone vulgar words").
export const vulgarInsult = profanityRule({
  id: 'safety/vulgar-insult',
  category: 'insult',
  severity: 'medium',
  points: 3.5,
  description: 'Vulgar words used to demean a person ("bitch", "whore").',
  suggestion: 'Remove vulgar insults.',
  explain: (m) => `Vulgar insult aimed at a person (${quote(m)}).`,
  replacement: maskWord,
  untargeted: { points: 1.5, severity: 'low', aimed: vulgarWordAimed, explain: (m) => `Vulgar word, not aimed at anyone (${quote(m)}).` },
});

export const sexualContent = profanityRule({
  id: 'safety/sexual-content',
  category: 'sexual',
  severity: 'medium',
  points: 2,
  description: 'Sexually explicit terms.',
  suggestion: 'Remove sexually explicit language unless the context calls for it.',
  explain: (m) => `Sexually explicit language (${quote(m)}).`,
  replacement: maskWord,
});

export const profanity = profanityRule({
  id: 'safety/profanity',
  category: 'profanity',
  severity: 'low',
  points: 1.5,
  description: 'Profanity and vulgar insults.',
  suggestion: 'Replace profanity with neutral wording.',
  explain: (m) => `Profanity (${quote(m)}).`,
  replacement: maskWord,
});
