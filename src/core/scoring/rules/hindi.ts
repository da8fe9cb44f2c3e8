/**
 * Hindi (Devanagari) and romanised Hindi/Hinglish rules: threats, abuse, caste and
 * religious slurs, and group hate or exclusion ("X log gande hote hain, inhe mandir mein
 * mat aane do"). They match the folded word view (fold.ts), so spelling variants and
 * simple obfuscation match too. Identity attacks lower safety as well as fairness.
 */
import { compilePhrases, matchPhrases, matchSkeletons, skeletonSet, type PhraseMatch } from '../fold';
import {
  HI_ABUSE,
  HI_CASTE_SLURS,
  HI_COUNTER,
  HI_DEMEANING,
  HI_EXCLUSION,
  HI_GROUP_PRONOUNS,
  HI_GROUPS,
  HI_RELIGIOUS_SLURS,
  HI_THREATS,
} from '../lexicons/hindi';
import { COUNTER_FRAME } from '../lexicons/stereotypes';
import { quote, segmentAt, type Hit, type Rule, type RuleContext } from '../rule';
import type { Dimension, Severity } from '../types';
import { foldedText, groupMentions } from './shared';

const REMOVED = '[content removed for safety]';

const THREAT = compilePhrases(HI_THREATS);
const ABUSE = compilePhrases(HI_ABUSE);
const ABUSE_SKELETONS = skeletonSet(HI_ABUSE);
const SLURS = compilePhrases([...HI_CASTE_SLURS, ...HI_RELIGIOUS_SLURS]);
const SLUR_SKELETONS = skeletonSet([...HI_CASTE_SLURS, ...HI_RELIGIOUS_SLURS]);
const GROUPS = compilePhrases([...HI_GROUPS, ...HI_GROUP_PRONOUNS.filter((p) => p.includes(' '))]);
const PRONOUNS = compilePhrases(HI_GROUP_PRONOUNS);
const DEMEANING = compilePhrases(HI_DEMEANING);
const EXCLUSION = compilePhrases(HI_EXCLUSION);
const COUNTER = compilePhrases(HI_COUNTER);

/** A sentence that reports or condemns what it quotes ("'X log gande hain' kehna galat hai"). */
function counterFramed(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  if (!sentence) return false;
  return ctx.memo(`hi-counter:${sentence.start}`, () => {
    if (COUNTER_FRAME.test(sentence.text)) return true;
    const folded = foldedText(ctx);
    return matchPhrases(ctx.text, folded, COUNTER).some((m) => m.start >= sentence.start && m.end <= sentence.end);
  });
}

function phraseMatches(ctx: RuleContext, pattern: RegExp, skeletons?: ReadonlySet<string>): PhraseMatch[] {
  const folded = foldedText(ctx);
  const found = matchPhrases(ctx.text, folded, pattern);
  if (!skeletons) return found;
  const seen = new Set(found.map((m) => m.firstWord));
  return [...found, ...matchSkeletons(ctx.text, folded, skeletons).filter((m) => !seen.has(m.firstWord))];
}

function lexiconRule(spec: {
  id: string;
  dimension: Dimension;
  severity: Severity;
  points: number;
  description: string;
  suggestion: string;
  pattern: RegExp;
  skeletons?: ReadonlySet<string>;
  explain: (match: string) => string;
}): Rule {
  return {
    id: spec.id,
    dimension: spec.dimension,
    severity: spec.severity,
    points: spec.points,
    description: spec.description,
    suggestion: spec.suggestion,
    detect(ctx) {
      return phraseMatches(ctx, spec.pattern, spec.skeletons)
        .filter((m) => !counterFramed(ctx, m.start))
        .map((m) => ({ start: m.start, end: m.end, explanation: spec.explain(m.phrase), fix: { kind: 'remove_sentence', note: REMOVED } }));
    },
  };
}

const threat = lexiconRule({
  id: 'safety/hindi-threat',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Threatens violence in Hindi or Hinglish ("jaan se maar denge", "tujhe dekh lunga").',
  suggestion: 'Remove threats of violence.',
  pattern: THREAT,
  explain: (m) => `Threatens violence (${quote(m)}).`,
});

const abuse = lexiconRule({
  id: 'safety/hindi-abuse',
  dimension: 'safety',
  severity: 'medium',
  points: 3.5,
  description: 'Hindi or Hinglish abuse aimed at a person (gaali).',
  suggestion: 'Remove abusive words.',
  pattern: ABUSE,
  skeletons: ABUSE_SKELETONS,
  explain: (m) => `Abusive word (${quote(m)}).`,
});

const slurSafety = lexiconRule({
  id: 'safety/hindi-slur',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Caste or religious slur in Hindi or Hinglish.',
  suggestion: 'Remove caste and religious slurs.',
  pattern: SLURS,
  skeletons: SLUR_SKELETONS,
  explain: (m) => `Caste or religious slur (${quote(m)}).`,
});

const slurFairness = lexiconRule({
  id: 'fairness/hindi-slur',
  dimension: 'fairness',
  severity: 'high',
  points: 4,
  description: 'Caste or religious slur in Hindi or Hinglish.',
  suggestion: 'Remove caste and religious slurs; name communities the way their members do.',
  pattern: SLURS,
  skeletons: SLUR_SKELETONS,
  explain: (m) => `Demeans a caste or religion with a slur (${quote(m)}).`,
});

/**
 * Demeaning predicates or exclusion in a sentence that names a group (Hindi or English
 * group word, or "ye log" / "in logon"), or whose previous sentence does and which refers
 * back with "inhe", "inko"...
 */
function groupHate(ctx: RuleContext): Hit[] {
  return ctx.memo('hi-group-hate', () => {
    const folded = foldedText(ctx);
    const sentences = ctx.sentences();
    const groupSentences = new Set<number>();
    const mark = (pos: number) => {
      const s = segmentAt(sentences, pos);
      if (s) groupSentences.add(s.start);
    };
    for (const g of matchPhrases(ctx.text, folded, GROUPS)) mark(g.start);
    for (const g of groupMentions(ctx)) mark(g.start);
    if (groupSentences.size === 0) return [];
    const pronounSentences = new Set<number>();
    for (const p of matchPhrases(ctx.text, folded, PRONOUNS)) {
      const s = segmentAt(sentences, p.start);
      if (s) pronounSentences.add(s.start);
    }
    const aboutGroup = (pos: number) => {
      const s = segmentAt(sentences, pos);
      if (!s) return false;
      if (groupSentences.has(s.start)) return true;
      const i = sentences.indexOf(s);
      return i > 0 && pronounSentences.has(s.start) && groupSentences.has(sentences[i - 1].start);
    };
    const hits: Hit[] = [];
    for (const m of matchPhrases(ctx.text, folded, DEMEANING)) {
      if (aboutGroup(m.start) && !counterFramed(ctx, m.start)) {
        hits.push({ start: m.start, end: m.end, explanation: `Demeans a group (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence', note: REMOVED } });
      }
    }
    for (const m of matchPhrases(ctx.text, folded, EXCLUSION)) {
      if (aboutGroup(m.start) && !counterFramed(ctx, m.start)) {
        hits.push({ start: m.start, end: m.end, explanation: `Calls for excluding a group (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence', note: REMOVED } });
      }
    }
    return hits.sort((a, b) => a.start - b.start);
  });
}

/** Whether the text names a group in Hindi or Hinglish ("musalman", "dalit", "ye log"). */
export function hindiGroupMentioned(ctx: RuleContext): boolean {
  return ctx.memo('hi-groups', () => matchPhrases(ctx.text, foldedText(ctx), GROUPS).length > 0);
}

const groupHateFairness: Rule = {
  id: 'fairness/hindi-group-hate',
  dimension: 'fairness',
  severity: 'high',
  points: 4,
  description: 'Demeans a religion, caste or other group, or calls for its exclusion, in Hindi or Hinglish.',
  suggestion: 'Remove statements that demean or exclude people for their religion, caste or origin.',
  detect: groupHate,
};

const groupHateSafety: Rule = {
  id: 'safety/hindi-group-hate',
  dimension: 'safety',
  severity: 'high',
  points: 3,
  description: 'Hindi or Hinglish hate against a religion, caste or other group (an identity attack).',
  suggestion: 'Remove statements that demean or exclude people for their religion, caste or origin.',
  detect: groupHate,
};

export const HINDI_SAFETY_RULES: readonly Rule[] = [threat, abuse, slurSafety, groupHateSafety];
export const HINDI_FAIRNESS_RULES: readonly Rule[] = [slurFairness, groupHateFairness];
