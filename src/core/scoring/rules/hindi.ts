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
  HI_CONDITION,
  HI_CONDITIONAL_THREATS,
  HI_COUNTER,
  HI_GENDER_ROLE,
  HI_DEMEANING,
  HI_EQUALITY,
  HI_EXCLUSION,
  HI_GENERALIZING,
  HI_GROUP_PHRASES,
  HI_GROUP_PRONOUNS,
  HI_GROUPS,
  HI_JOB_REASON,
  HI_ORIGIN,
  HI_RELIGIOUS_SLURS,
  HI_SELF_HARM_ENCOURAGEMENT,
  HI_THREAT_REPORTED,
  HI_THREATS,
} from '../lexicons/hindi';
import { HI_NOT_A_BODY } from '../lexicons/hindi-families';
import { quote, segmentAt, textAfter, type Hit, type Rule, type RuleContext } from '../rule';
import type { Dimension, Severity } from '../types';
import { foldedText, groupMentions, inHandleOrLink, isCounterFramed, REMOVED } from './shared';


const THREAT = compilePhrases([...HI_THREATS, ...HI_CONDITIONAL_THREATS]);
const CONDITIONAL_THREAT = compilePhrases(HI_CONDITIONAL_THREATS);
const CONDITION = compilePhrases(HI_CONDITION);
const THREAT_REPORTED = compilePhrases(HI_THREAT_REPORTED);
const ABUSE = compilePhrases(HI_ABUSE);
const ABUSE_SKELETONS = skeletonSet(HI_ABUSE);
const SLURS = compilePhrases([...HI_CASTE_SLURS, ...HI_RELIGIOUS_SLURS]);
const SLUR_SKELETONS = skeletonSet([...HI_CASTE_SLURS, ...HI_RELIGIOUS_SLURS]);
const GROUPS = compilePhrases([...HI_GROUPS, ...HI_GROUP_PRONOUNS.filter((p) => p.includes(' '))]);
const PRONOUNS = compilePhrases(HI_GROUP_PRONOUNS);
const GROUP_PHRASES = compilePhrases(HI_GROUP_PHRASES);
const DEMEANING = compilePhrases(HI_DEMEANING);
const EXCLUSION = compilePhrases(HI_EXCLUSION);
const ORIGIN = compilePhrases(HI_ORIGIN);
const JOB_REASON = compilePhrases(HI_JOB_REASON);
const COUNTER = compilePhrases(HI_COUNTER);
const GENDER_ROLE = compilePhrases(HI_GENDER_ROLE);
const SELF_HARM = compilePhrases(HI_SELF_HARM_ENCOURAGEMENT);
const GENERALIZING = compilePhrases(HI_GENERALIZING);
const EQUALITY = compilePhrases(HI_EQUALITY);
// A negation right after an equality cue turns it around: "bhi utne hi bharose layak nahi".
const PREDICATE_DENIED = /^\s*(?:\S+\s+)?(?:nahi|nahin|nhi|नहीं)(?![\p{L}\p{M}])/iu;
const NEGATED_AFTER = /^\s*(?:\S+\s+){0,2}?(?:nahi|nahin|nhi|mat|नहीं|मत)(?![\p{L}\p{M}])/iu;

/** A sentence that reports or condemns what it quotes ("'X log gande hain' kehna galat hai"). */
export function hindiCounterFramed(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  if (!sentence) return false;
  return ctx.memo(`hi-counter:${sentence.start}`, () => {
    if (isCounterFramed(ctx, sentence)) return true;
    const folded = foldedText(ctx);
    return matchPhrases(ctx.text, folded, COUNTER).some((m) => m.start >= sentence.start && m.end <= sentence.end);
  });
}

/**
 * Matches per folded text (one per evaluation) and pattern: the slur lexicon serves a safety and
 * a fairness rule, and is read once. Callers only filter and map the list, never change it.
 */
const phraseCache = new WeakMap<object, Map<RegExp, PhraseMatch[]>>();

function phraseMatches(ctx: RuleContext, pattern: RegExp, skeletons?: ReadonlySet<string>): PhraseMatch[] {
  const folded = foldedText(ctx);
  let byPattern = phraseCache.get(folded);
  if (byPattern === undefined) phraseCache.set(folded, (byPattern = new Map()));
  let matches = byPattern.get(pattern);
  if (matches === undefined) {
    const found = matchPhrases(ctx.text, folded, pattern);
    if (skeletons) {
      const seen = new Set(found.map((m) => m.firstWord));
      matches = [...found, ...matchSkeletons(ctx.text, folded, skeletons).filter((m) => !seen.has(m.firstWord))];
    } else matches = found;
    byPattern.set(pattern, matches);
  }
  return matches;
}

/**
 * Romanised Hindi function words: a sentence with two of them reads as Hinglish. Common English
 * words ("to", "the", "me", "log") are left out.
 */
const HINGLISH_WORD =
  /\b(?:hai|hain|nahi|nahin|nhi|bhai|dono|ye|wo|rha|rhe|rhi|kya|kyun|kyon|mein|aur|bhi|toh|yeh|woh|kar|karo|karte|karta|kiya|liye|wala|wale|wali|sab|tum|tu|tera|teri|tere|mera|meri|apna|apni|kuch|abhi|jab|ke|ki|ka|ko|se|ne|hota|hote|hoti|raha|rahe|rahi|tha|thi)\b/gi;

function readsAsHinglish(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  const words = new Set((sentence?.text ?? ctx.text).toLowerCase().match(HINGLISH_WORD) ?? []);
  return words.size >= 2;
}

/**
 * Homonyms of the romanised slurs (found on the training-source reserve): "jihadi", "mullah"
 * and "kafir" are also English words of news and religion ("British jihadi mother", "the mullah
 * issued a fatwa"), so in Latin script they count only in a Hinglish sentence; "chura" before a
 * light verb is the verb "to steal, to escape" ("jaan chura lo"). (Nothing inside an @handle or
 * a link counts for any lexicon rule: lexiconRule skips those.)
 */
const ENGLISH_LOAN_SLUR = /^(?:[jz]ih+a+d|mul+a|ka+fi+r)/i;
const CHURA_VERB = /^\s+(?:lo|liya|li|le|lena|leta|lete|leti|kar|ke|diya|di|de|dena|raha|rahe|rahi|ta|te|ti|ya|yi|ye|gaya|gayi|gaye|gya|na|ne|o|ega|egi|enge|unga|ungi|oge|ogi|liye)\b/i;

function slurInContext(ctx: RuleContext, m: PhraseMatch): boolean {
  if (/^[a-z]/i.test(m.phrase)) {
    if (ENGLISH_LOAN_SLUR.test(m.phrase) && !readsAsHinglish(ctx, m.start)) return false;
    if (/^chu+ra+$/i.test(m.phrase) && CHURA_VERB.test(textAfter(ctx.text, m.end, 12))) return false;
  }
  return true;
}

/**
 * "Bach ke rehna" is a threat ("ab bach ke rehna mujhse") and a warning ("bach ke rehna, sadak
 * pe barf jami hai"): it stands down in a sentence that names a hazard to watch out for.
 */
const WATCH_OUT = /^bach/i;
const HAZARD =
  /(?<![\p{L}\p{M}])(?:sadak|road|barf|baarish|barish|thand|sardi|garmi|dhoop|dhup|fraud|scam|thag|thagon|thagi|online|link|otp|bimari|beemari|virus|corona|covid|machhar|machchar|dengue|traffic|fisal\w*|सड़क|बर्फ|बारिश|ठंड|गर्मी|धूप|फ्रॉड|ठग|ठगों|बीमारी|वायरस|कोरोना|मच्छर|ट्रैफिक|फिसल\p{L}*)(?![\p{L}\p{M}])/iu;

/**
 * An imperative threat word ("gala kaat do", "aag laga do") in a sentence about food or an animal
 * ("murgi ka gala chaku se kaat do"): butchering or cooking. The future ("kaat denge") stays a threat.
 */
const NOT_A_BODY = compilePhrases(HI_NOT_A_BODY);
const IMPERATIVE_END = /(?:^|\s)(?:do|dalo|daalo|दो|डालो)$/iu;
function kitchenImperative(ctx: RuleContext, m: PhraseMatch): boolean {
  if (!IMPERATIVE_END.test(m.phrase)) return false;
  const sentence = segmentAt(ctx.sentences(), m.start);
  if (!sentence) return false;
  const found = ctx.memo('hi-not-a-body', () => matchPhrases(ctx.text, foldedText(ctx), NOT_A_BODY));
  const j = firstAtLeast(found, (c) => c.start, sentence.start);
  return j < found.length && found[j].end <= sentence.end;
}

function warnsOfHazard(ctx: RuleContext, m: PhraseMatch): boolean {
  return WATCH_OUT.test(m.phrase) && HAZARD.test(segmentAt(ctx.sentences(), m.start)?.text ?? '');
}

/**
 * A threat made on a condition names what it forbids: "agar shikayat ki to ghar mein aag laga
 * denge", "police ke paas gaya to ...". Words of HI_COUNTER that mark reporting ("shikayat",
 * "kanoon") count only outside the condition clause, which runs from "agar" (or the sentence
 * start) to the "to" / "तो" before the threat.
 */
const CONSEQUENCE = /(?<![\p{L}\p{M}])(?:to|toh|तो|warna|varna|वरना)(?![\p{L}\p{M}])/giu;

/** Index of the first item whose key is at least `pos` (items sorted by key). */
function firstAtLeast<T>(items: readonly T[], key: (t: T) => number, pos: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]) < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function threatCounterFramed(ctx: RuleContext, m: PhraseMatch): boolean {
  const sentence = segmentAt(ctx.sentences(), m.start);
  if (sentence && threatReported(ctx, sentence)) return true;
  if (!hindiCounterFramed(ctx, m.start)) return false;
  if (!sentence || isCounterFramed(ctx, sentence)) return true;
  // The end of the last "to" / "warna" between the sentence start and the threat (positions found once per text).
  const ends = ctx.memo('hi-consequence', () => [...ctx.text.matchAll(CONSEQUENCE)].map((c) => c.index! + c[0].length));
  const i = firstAtLeast(ends, (e) => e, m.start + 1) - 1;
  if (i < 0 || ends[i] <= sentence.start) return true;
  const clauseEnd = ends[i];
  const counters = ctx.memo('hi-counter-matches', () => matchPhrases(ctx.text, foldedText(ctx), COUNTER));
  const j = firstAtLeast(counters, (c) => c.start, clauseEnd);
  return j < counters.length && counters[j].end <= sentence.end;
}

/** The sentence reports a threat (HI_THREAT_REPORTED). */
function threatReported(ctx: RuleContext, sentence: { start: number; end: number }): boolean {
  const reports = ctx.memo('hi-threat-reported', () => matchPhrases(ctx.text, foldedText(ctx), THREAT_REPORTED));
  const j = firstAtLeast(reports, (c) => c.start, sentence.start);
  return j < reports.length && reports[j].end <= sentence.end;
}

/** Threats of HI_CONDITIONAL_THREATS count only with a condition in their sentence (before or after: "... agar paisa nahi lautaya"). */
function conditionHolds(ctx: RuleContext, m: PhraseMatch): boolean {
  const conditional = ctx.memo('hi-cond-threat', () => new Set(matchPhrases(ctx.text, foldedText(ctx), CONDITIONAL_THREAT).map((c) => c.start)));
  if (!conditional.has(m.start)) return true;
  const sentence = segmentAt(ctx.sentences(), m.start);
  if (!sentence) return false;
  const conditions = ctx.memo('hi-condition', () => matchPhrases(ctx.text, foldedText(ctx), CONDITION));
  const j = firstAtLeast(conditions, (c) => c.start, sentence.start);
  return j < conditions.length && conditions[j].end <= sentence.end;
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
  accept?: (ctx: RuleContext, m: PhraseMatch) => boolean;
  /** Reporting or counter-speech around the match (default hindiCounterFramed). */
  counter?: (ctx: RuleContext, m: PhraseMatch) => boolean;
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
        .filter((m) => !inHandleOrLink(ctx, m.start) && (spec.accept?.(ctx, m) ?? true) && !(spec.counter ? spec.counter(ctx, m) : hindiCounterFramed(ctx, m.start)))
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
  accept: (ctx, m) => !warnsOfHazard(ctx, m) && !kitchenImperative(ctx, m) && conditionHolds(ctx, m),
  counter: threatCounterFramed,
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
  accept: slurInContext,
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
  accept: slurInContext,
  explain: (m) => `Demeans a caste or religion with a slur (${quote(m)}).`,
});

/**
 * "Don't let them ..." with a verb of living, trading, entering or learning ("dukaan mat kholne do",
 * "ghar mat kharidne do", "thela mat lagane dena", "दुकान नहीं खोलने देनी"): with a group named in
 * the sentence, a call to deny it something. Alone it is everyday talk ("bachchon ko sadak par mat
 * khelne do"), so it counts only there; other verbs are left out ("padhai mat chhodne do" helps).
 */
const DENY_LET =
  /(?<![\p{L}\p{M}])(?:mat|na|nahi|nahin|nhi|मत|न|नहीं)\s+(?:khol|kharid|khareed|bech|laga|lga|reh|rah|bas|ghus|aa|a|baith|beth|bait|chala|kama|padh|parh|bhar|le|bana|खोल|खरीद|ख़रीद|बेच|लगा|रह|बस|घुस|आ|बैठ|चला|कमा|पढ़|पढ|\u095d|भर|ले|बना)(?:ne|ने)\s+(?:do|dena|deni|dein|de|denge|dijiye|दो|देना|देनी|दें|देंगे|दीजिए)(?![\p{L}\p{M}])/giu;
/** A state wished away, not a right denied: "kisi ko bhookha mat rehne do", "akela mat chhodne do". */
const STATE_BEFORE = /(?:bhukh?a|bhookh?a|bhuke|pyasa|pyase|akela|akele|udaas|udas|dukhi|pareshan|bimar|beemar|peeche|piche|भूखा|भूखे|प्यासा|प्यासे|अकेला|अकेले|उदास|दुखी|परेशान|बीमार|पीछे)\s+$/iu;

function denyLet(ctx: RuleContext): PhraseMatch[] {
  return ctx.memo('hi-deny-let', () =>
    [...ctx.text.matchAll(DENY_LET)]
      .filter((m) => !STATE_BEFORE.test(ctx.text.slice(Math.max(0, m.index! - 12), m.index!)))
      .map((m) => ({ start: m.index!, end: m.index! + m[0].length, phrase: m[0], firstWord: 0, lastWord: 0 })),
  );
}

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
    for (const g of matchPhrases(ctx.text, folded, GROUP_PHRASES)) mark(g.start);
    for (const g of groupMentions(ctx)) mark(g.start);
    // A person's origin as the reason ("woh north-east se hai") counts for exclusion only (HI_ORIGIN).
    const originSentences = new Set<number>();
    for (const o of matchPhrases(ctx.text, folded, ORIGIN)) {
      const s = segmentAt(sentences, o.start);
      if (s) originSentences.add(s.start);
    }
    // ... unless the sentence gives a reason that belongs to the job (a licence, experience).
    if (originSentences.size > 0) {
      for (const r of matchPhrases(ctx.text, folded, JOB_REASON)) originSentences.delete(segmentAt(sentences, r.start)?.start ?? -1);
    }
    if (groupSentences.size === 0 && originSentences.size === 0) return [];
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
      // "gande nahi hain", "dushman nahi": a predicate denied right after it demeans no one.
      if (aboutGroup(m.start) && !hindiCounterFramed(ctx, m.start) && !PREDICATE_DENIED.test(textAfter(ctx.text, m.end, 20))) {
        hits.push({ start: m.start, end: m.end, explanation: `Demeans a group (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence', note: REMOVED } });
      }
    }
    const aboutOrigin = (pos: number) => originSentences.has(segmentAt(sentences, pos)?.start ?? -1);
    for (const m of [...matchPhrases(ctx.text, folded, EXCLUSION), ...denyLet(ctx)]) {
      if ((aboutGroup(m.start) || aboutOrigin(m.start)) && !hindiCounterFramed(ctx, m.start)) {
        hits.push({ start: m.start, end: m.end, explanation: `Calls for excluding a group (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence', note: REMOVED } });
      }
    }
    return hits.sort((a, b) => a.start - b.start);
  });
}

/**
 * Whether the sentence at `pos` states equality with or for a group in Hindi or Hinglish ("bhi
 * utne hi ... hain", "baaki sab ki tarah", "kisi se kam nahi"): a statement for the group, so the
 * group heads and the generalisation rule stand down, as they do for English supportive text.
 */
export function hindiEqualityStatement(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  if (!sentence) return false;
  return equalityCues(ctx).some((m) => m.start >= sentence.start && m.end <= sentence.end);
}

/** The equality cues of the text that no negation turns around, found once per evaluation. */
function equalityCues(ctx: RuleContext): PhraseMatch[] {
  return ctx.memo('hi-equality', () =>
    matchPhrases(ctx.text, foldedText(ctx), EQUALITY).filter(
      (m) => /(?:nahi|nahin|nhi|नहीं)$/i.test(m.phrase) || !NEGATED_AFTER.test(textAfter(ctx.text, m.end, 30)),
    ),
  );
}

/** Sentences that name a Hindi or Hinglish group ("musalman log", "ye log") or an English one. */
function groupSentenceStarts(ctx: RuleContext): Set<number> {
  return ctx.memo('hi-group-sentences', () => {
    const out = new Set<number>();
    const mark = (pos: number) => {
      const s = segmentAt(ctx.sentences(), pos);
      if (s) out.add(s.start);
    };
    for (const g of matchPhrases(ctx.text, foldedText(ctx), GROUPS)) mark(g.start);
    for (const g of groupMentions(ctx)) mark(g.start);
    return out;
  });
}

const generalization: Rule = {
  id: 'fairness/hindi-generalization',
  dimension: 'fairness',
  severity: 'medium',
  points: 2,
  description: 'Generalises about a whole group in Hindi or Hinglish ("X log ... hote hain", "X log kabhi ... nahi karte").',
  suggestion: 'Avoid sweeping statements about groups; speak of individuals and evidence.',
  detect(ctx) {
    const groups = groupSentenceStarts(ctx);
    if (groups.size === 0) return [];
    const hits: Hit[] = [];
    const used = new Set<number>();
    for (const m of matchPhrases(ctx.text, foldedText(ctx), GENERALIZING)) {
      const s = segmentAt(ctx.sentences(), m.start);
      if (!s || used.has(s.start) || !groups.has(s.start)) continue;
      if (hindiCounterFramed(ctx, m.start) || hindiEqualityStatement(ctx, m.start)) continue;
      used.add(s.start);
      hits.push({ start: m.start, end: m.end, explanation: `Generalises about a whole group (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence', note: REMOVED } });
    }
    return hits;
  },
};

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

const selfHarm = lexiconRule({
  id: 'safety/hindi-self-harm-encouragement',
  dimension: 'safety',
  severity: 'critical',
  points: 8,
  description: 'Tells someone to kill themselves in Hindi or Hinglish ("mar ja", "khud ko khatam kar le").',
  suggestion: 'Remove language that encourages self-harm and point to support resources instead.',
  pattern: SELF_HARM,
  explain: (m) => `Encourages self-harm or suicide (${quote(m)}).`,
});

const genderRole = lexiconRule({
  id: 'fairness/hindi-gender-role',
  dimension: 'fairness',
  severity: 'medium',
  points: 2,
  description: 'Assigns women a place or role in Hindi or Hinglish ("ladkiyan sirf ghar ke kaam ke liye hoti hain").',
  suggestion: 'Do not assign roles or abilities by gender.',
  pattern: GENDER_ROLE,
  explain: (m) => `Gender-role stereotype (${quote(m)}).`,
});

export const HINDI_SAFETY_RULES: readonly Rule[] = [threat, abuse, slurSafety, groupHateSafety, selfHarm];
export const HINDI_FAIRNESS_RULES: readonly Rule[] = [slurFairness, groupHateFairness, generalization, genderRole];
