/** Scans several rules share, each run at most once per evaluation. */
import { foldText, type FoldedText } from '../fold';
import { GROUP_REGEX, IDENTITY_WORD_REGEX } from '../lexicons/groups';
import { findProfanity, ignoredRanges, type ProfanityHit } from '../lexicons/profanity';
import { COUNTER_FRAME, REBUTTAL } from '../lexicons/stereotypes';
import { hasRefusal, isRefusalReply } from '../refusal';
import { forEachMatch, overlapsAny, segmentAt, segmentFrom, textBefore, type RuleContext, type Segment } from '../rule';

/** The note a rewrite leaves where it removed a harmful sentence. */
export const REMOVED = '[content removed for safety]';

export function profanityHits(ctx: RuleContext): ProfanityHit[] {
  return ctx.memo('profanity', () => findProfanity(ctx.text));
}

/** Whether a position lies in an @handle or a link ("@Chink_19" is a name), found once per evaluation. */
export function inHandleOrLink(ctx: RuleContext, pos: number): boolean {
  return ctx.memo('handles-links', () => ignoredRanges(ctx.text)).some(([s, e]) => pos >= s && pos < e);
}

/** Mentions of protected groups, found once per evaluation and shared by safety and fairness rules. */
export function groupMentions(ctx: RuleContext): Segment[] {
  return ctx.memo('groups', () => {
    const out: Segment[] = [];
    forEachMatch(GROUP_REGEX, ctx.text, (m) => out.push({ start: m.index, end: m.index + m[0].length, text: m[0] }));
    return out;
  });
}

/** Group mentions plus identity words ("gay marriage"), for sentence-level co-occurrence rules. */
export function identityMentions(ctx: RuleContext): Segment[] {
  return ctx.memo('identities', () => {
    const groups = groupMentions(ctx);
    const out = [...groups];
    forEachMatch(IDENTITY_WORD_REGEX, ctx.text, (m) => {
      const start = m.index;
      const end = start + m[0].length;
      if (!overlapsAny(groups, start, end)) out.push({ start, end, text: m[0] });
    });
    return out.sort((a, b) => a.start - b.start);
  });
}

/**
 * Whether a sentence discusses a stereotype rather than asserting it, or is refuted by the next
 * sentence (REBUTTAL); tested once per sentence.
 */
export function isCounterFramed(ctx: RuleContext, sentence: Segment): boolean {
  const cache = ctx.memo('counter-framed', () => new Map<Segment, boolean>());
  let framed = cache.get(sentence);
  if (framed === undefined) {
    const next = segmentFrom(ctx.sentences(), sentence.end);
    framed = COUNTER_FRAME.test(sentence.text) || (next !== undefined && next !== sentence && REBUTTAL.test(next.text));
    cache.set(sentence, framed);
  }
  return framed;
}

/** The folded word view (spelling variants and obfuscation undone), built once per evaluation. */
export function foldedText(ctx: RuleContext): FoldedText {
  return ctx.memo('folded', () => foldText(ctx.text));
}

/** Advice that protects against a harmful topic uses the topic's words ("never click links asking for your password"). */
export const PROTECTIVE_ADVICE =
  /\b(?:protect\w*|prevent\w*|avoid\w*|recogni[sz]\w*|spot(?:ting)?|report\w*|defen[cd]\w*|secur(?:e|ing) your|warning signs|red flags|stay safe|if you (?:are|were|think you)|victims?|never (?:click|share|give|open|reply|send|enter|download))\b/i;

/**
 * Warnings about a crime and news of it, in words a harmful request does not use: "avoid", "report",
 * "protect" alone are not enough ("... and avoid getting caught", "make a false report").
 */
const WARNS_OR_REPORTS =
  /\b(?:protect yourself|to stay safe|warning signs|red flags|never (?:click|share|give|open|reply|send|enter|download)|be (?:wary|careful|suspicious) of|if you (?:receive|get) (?:a|an|any)|report (?:it|them|phishing|suspicious|the (?:e-?mail|message|scam|call))(?! (?:as )?stolen)|how to (?:spot|recogni[sz]e|avoid falling for)|according to (?:the )?(?:police|cdc|who|fbi|officials|authorities|researchers|a study|the report|data)|(?:police|officials|authorities|researchers|investigators|prosecutors) (?:said|say|says|found|reported)|rates? (?:rose|fell|increased|decreased|doubled|dropped)|(?:was|were) (?:arrested|convicted|sentenced))\b/i;

/** Whether the sentence at pos warns against a crime or reports one (the learned crime head stands down). */
export function protectsOrReports(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  return sentence !== undefined && WARNS_OR_REPORTS.test(sentence.text);
}

const NEGATED_BEFORE =
  /\b(?:never|not|nobody|no one|don[’']?t|do not|doesn[’']?t|can[’']?t|cannot|won[’']?t|will not|refuse to|unable to|avoid|stop|prevent|against|illegal to)\b[^.!?]{0,20}$/i;

export function isNegated(text: string, start: number): boolean {
  return NEGATED_BEFORE.test(textBefore(text, start, 40));
}

/** A refusal or warning names the topic it declines: the reply as a whole, or the sentence. */
export function refused(ctx: RuleContext, pos: number): boolean {
  if (ctx.memo('refusal-reply', () => isRefusalReply(ctx.text))) return true;
  const sentence = segmentAt(ctx.sentences(), pos);
  return sentence !== undefined && hasRefusal(sentence.text);
}
