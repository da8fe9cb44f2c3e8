/**
 * Hindi and Hinglish insults aimed at a person (issue 12, the eighth probe): an insult word said
 * to or of someone ("tu nalayak hai", "suar ki aulaad", "dhakkan kahin ka", "ye anchor dalla
 * hai"), humiliation ("teri aukaat kya hai", "chullu bhar paani mein doob mar") and curses
 * ("bhagwan kare tu barbaad ho jaye"). Medium, 3 points: an insult, not a threat (threats are
 * hindi-threat's, gaalis hindi-abuse's). A lone insult leaves safety at 7.0, as English
 * `harassment` does; with any other evidence the text falls below. (3.5 took no more harmful
 * training posts below 7.0 than 3 did, and more posts labelled not offensive.) Reporting and
 * counter-speech ("kisi ko gadha mat bolo") stand down as for the other Hindi rules.
 */
import { compilePhrases, matchPhrases, type PhraseMatch } from '../fold';
import { HI_CURSES, HI_HUMILIATION, HI_INSULT_WORDS } from '../lexicons/hindi-insults';
import { quote, segmentAt, textAfter, textBefore, type Hit, type Rule, type RuleContext } from '../rule';
import { hindiCounterFramed } from './hindi';
import { foldedText, inHandleOrLink } from './shared';

const INSULT = compilePhrases(HI_INSULT_WORDS);
const HUMILIATION = compilePhrases(HI_HUMILIATION);
const CURSE = compilePhrases(HI_CURSES);

/** The person addressed: "tu", "tujhe", "tera", "tum", "tumhara" and their Devanagari forms. */
const SECOND_PERSON =
  /(?<![\p{L}\p{M}])(?:tu|tuu|tujhe|tujhko|tuje|tujhse|tera|teri|tere|tereko|tum|tumhe|tumhen|tumko|tumhara|tumhari|tumhare|tumne|tune|tumse|तू|तुझे|तुझको|तुझसे|तेरा|तेरी|तेरे|तुम|तुम्हें|तुमको|तुम्हारा|तुम्हारी|तुम्हारे|तुमने|तूने|तुमसे)(?![\p{L}\p{M}])/iu;

/**
 * In a sentence addressed to someone, an insult word right after a possessive ("tumhari ghatiya
 * service", a complaint) most often describes a thing: then it counts only as a predicate, before
 * a person noun ("tumhara chamcha dost"), "jaisa", a postposition that makes it a noun, or at the
 * end of its phrase.
 */
const POSSESSIVE_BEFORE = /(?<![\p{L}\p{M}])(?:teri|tera|tere|tumhari|tumhara|tumhare|apni|apna|apne|तेरी|तेरा|तेरे|तुम्हारी|तुम्हारा|तुम्हारे|अपनी|अपना|अपने)\s+$/iu;
const DESCRIBES_PERSON =
  /^\s*(?:[^\p{L}\p{M}\s]|$|(?:hai|hain|h|ho|hoga|hogi|tha|thi|the|insaan|insan|aadmi|admi|log|logo|logon|neta|patrakar|anchor|banda|bande|ladka|ladke|ladki|aurat|dost|sala|saala|saale|jaisa|jaisi|jaise|tu|tum|ko|ne|se|है|हैं|हो|होगा|था|थी|थे|इंसान|इन्सान|आदमी|लोग|लोगों|नेता|पत्रकार|एंकर|बंदा|लड़का|लड़की|औरत|दोस्त|साला|साले|जैसा|जैसी|जैसे|तू|तुम|को|ने|से)(?![\p{L}\p{M}]))/iu;

/** Fixed insult frames around the word: "X ki aulaad", "X kahin ka", "X ka pattha". */
const FRAME_AFTER = /^\s*(?:ki|ke|ka|की|के|का)\s+(?:aulaad|aulad|olad|aulaado|pilla|pille|bachcha|औलाद|पिल्ला|बच्चा)(?![\p{L}\p{M}])|^\s*(?:kahin|kahi|kaheen|कहीं|कहिं|कही)\s+(?:ka|ki|ke|का|की|के)(?![\p{L}\p{M}])/iu;
/** "ek number ka X", "saale X", "abe X", and "X saale" (next to an insult, "saala" is abuse, not a brother-in-law). */
const FRAME_BEFORE = /(?:(?:ek|1)\s+(?:number|no\.?)\s+(?:ka|ki|ke)|एक\s+नंबर\s+(?:का|की|के)|(?<![\p{L}\p{M}])(?:saale|saala|sale|sala|saley|abe|abey|oye|oe|साले|साला|अबे|ओए))\s+$/iu;
const SAALA_AFTER = /^[\s,]*(?:saale|saala|sale|sala|saley|साले|साला)(?![\p{L}\p{M}])/iu;
/**
 * "ye anchor dalla hai": a pointed subject ("ye", "is", "wo") at most three words before the word,
 * and the word as its predicate. ("hum hi murkh the", we were fools, points at no one else.)
 */
const POINTER_BEFORE = /(?<![\p{L}\p{M}])(?:ye|yeh|ve|vo|wo|woh|is|iss|isko|ise|us|usko|use|ये|यह|वो|वह|इस|इसको|इसे|उस|उसको|उसे)(?:\s+\S+){0,3}\s+$/iu;
const COPULA_AFTER = /^\s*(?:\S+\s+)?(?:hai|hain|h|ho|tha|thi|है|हैं|हो|था|थे|थी)(?![\p{L}\p{M}])/iu;
/**
 * Idioms and homographs (found on the training posts): "murkh / bewakoof banana" is to fool
 * someone and "murkh samajhna" to take someone for a fool (a complaint, not an insult to the one
 * addressed), and "chor do" is "chhod do" (leave it) spelt loosely.
 */
const IDIOM_AFTER = /^\s*(?:bana\p{L}*|samajh?\p{L}*|samjh\p{L}*|बना\p{L}*|समझ\p{L}*|समझा\p{L}*)/iu;
const CHOR_VERB = /^\s+(?:do|de|di|diya|diye|dena|dunga|denge|doge|ke|k|kar|kr|na|ne|ta|te|ti|o)(?![\p{L}\p{M}])/iu;

function idiom(ctx: RuleContext, m: PhraseMatch): boolean {
  const after = textAfter(ctx.text, m.end, 16);
  if (/^chor$/i.test(m.phrase)) return CHOR_VERB.test(after);
  return IDIOM_AFTER.test(after);
}

/** A word said in the negative ("koi bachcha nalayak nahi hota") insults no one. */
const NEGATED_AFTER = /^\s*(?:\S+\s+){0,2}?(?:nahi|nahin|nhi|mat|नहीं|मत)(?![\p{L}\p{M}])/iu;

/**
 * Folds that collide with ordinary words: "dalla" folds like "daala" (put) and "chapri" like
 * "capri" (the trousers), so the raw spelling must show the insult.
 */
function spelledAsInsult(raw: string): boolean {
  const w = raw.toLowerCase();
  if (/^da+l/.test(w)) return /^dal(?:l[aei]|aa?l)$/.test(w);
  if (/^[ck]h*a+pr/.test(w)) return /^chh?a+pri/.test(w);
  return true;
}

/** A vocative: the word opens its sentence (after "abe", "oye") and a comma or "!" closes its phrase. */
function vocative(ctx: RuleContext, m: PhraseMatch): boolean {
  const sentence = segmentAt(ctx.sentences(), m.start);
  if (!sentence) return false;
  const before = ctx.text.slice(sentence.start, m.start).trim();
  if (before !== '' && !/^(?:abe|abey|oye|oe|are|arre|अबे|ओए|अरे)[\s,!]*$/iu.test(before)) return false;
  return /^(?:\s+\S+){0,2}?\s*[,!]/u.test(textAfter(ctx.text, m.end, 40));
}

function aimedAtSomeone(ctx: RuleContext, m: PhraseMatch): boolean {
  if (FRAME_AFTER.test(textAfter(ctx.text, m.end, 24)) || SAALA_AFTER.test(textAfter(ctx.text, m.end, 12))) return true;
  if (FRAME_BEFORE.test(textBefore(ctx.text, m.start, 24))) return true;
  const sentence = segmentAt(ctx.sentences(), m.start);
  const text = sentence?.text ?? ctx.text;
  if (SECOND_PERSON.test(text)) return !POSSESSIVE_BEFORE.test(textBefore(ctx.text, m.start, 16)) || DESCRIBES_PERSON.test(textAfter(ctx.text, m.end, 24));
  if (POINTER_BEFORE.test(textBefore(ctx.text, m.start, 40)) && COPULA_AFTER.test(textAfter(ctx.text, m.end, 24))) return true;
  return vocative(ctx, m);
}

function hits(ctx: RuleContext): Hit[] {
  const folded = foldedText(ctx);
  const out: Hit[] = [];
  const keep = (m: PhraseMatch) => !inHandleOrLink(ctx, m.start) && !hindiCounterFramed(ctx, m.start);
  for (const m of matchPhrases(ctx.text, folded, INSULT)) {
    if (!keep(m) || !spelledAsInsult(m.phrase) || idiom(ctx, m) || NEGATED_AFTER.test(textAfter(ctx.text, m.end, 30)) || !aimedAtSomeone(ctx, m)) continue;
    out.push({ start: m.start, end: m.end, explanation: `Insults a person (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence' } });
  }
  for (const m of matchPhrases(ctx.text, folded, HUMILIATION)) {
    if (keep(m)) out.push({ start: m.start, end: m.end, explanation: `Humiliates or belittles a person (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence' } });
  }
  for (const m of matchPhrases(ctx.text, folded, CURSE)) {
    if (keep(m)) out.push({ start: m.start, end: m.end, explanation: `Wishes harm on a person (${quote(m.phrase)}).`, fix: { kind: 'remove_sentence' } });
  }
  // One finding per stretch of text: "ullu ka pattha" is a humiliation phrase, not also an insult word.
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Hit[] = [];
  for (const h of out) if (kept.length === 0 || h.start >= kept[kept.length - 1].end) kept.push(h);
  return kept;
}

export const hindiInsult: Rule = {
  id: 'safety/hindi-insult',
  dimension: 'safety',
  severity: 'medium',
  points: 3,
  description: 'Insults, humiliates or curses a person in Hindi or Hinglish ("tu nalayak hai", "teri aukaat kya hai", "tu barbaad ho jaye").',
  suggestion: 'Remove insults and address the person respectfully.',
  detect: (ctx) => ctx.memo('hi-insult', () => hits(ctx)),
};
