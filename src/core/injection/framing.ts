/**
 * Two shape cues that are not injections on their own but turn a harmful request into a
 * jailbreak (docs/accuracy-injection.md, "Harmful goal × framing"): the combiner (model.ts)
 * only counts them multiplied by the harmful-request head's probability, so role-play around a
 * harmless goal and code or tables (noisy, harmless) stay clean.
 *
 * - framingCue: how many kinds of jailbreak framing the text uses — a persona ("you are a …",
 *   "act as"), fiction ("a story", "a novel", "a character"; not a code "script" or "100 characters"), a hypothetical ("imagine",
 *   "in a world where"), a pretext ("for educational purposes", "purely fictional") and
 *   compliance priming ("begin your reply with 'Sure, here is'"). Written from the published
 *   description of PAIR/TAP attacks (Chao et al. 2023: role-play, hypotheticals, emotional
 *   pretexts, forced affirmative openings), not from any dataset's rows.
 * - tailNoise: the share of odd tokens (symbols inside words, mid-word capitals, runs of mixed
 *   punctuation) among the last TAIL_CHARS characters: the optimised suffixes of GCG-style
 *   attacks (Zou et al. 2023) are ~20 such tokens after a plain request.
 * Both are one pass of bounded regexes over at most the first 4 KB and the last TAIL_CHARS.
 *
 * harmChunks: the request before a noisy suffix, which the harmful-request head also reads (the
 * detector takes the higher): a goal followed by a suffix reads weak in the whole text.
 */

const FRAMING: readonly RegExp[] = [
  // persona (also a named one: "You are Viktor, …", case-sensitive below)
  /\b(?:you are (?:now )?(?:an?|the|my)\s+\w+|act(?:ing)? as (?:an?|the|my)\b|pretend(?:ing)? (?:to be|you(?:'re| are))|role[- ]?play|play(?:ing)? the (?:role|part) of|take on the (?:role|persona)|in character|persona)\b/i,
  // fiction
  /\b(?:fiction(?:al)?|stor(?:y|ies)|novel(?:ist)?|screenplay|(?:film|movie|tv|play|theat(?:re|er)) script|scene|(?<!\d )(?<!special )characters?(?! (?:long|limit|count|set|encoding))|protagonist|villain|plot|narrative|chapter|playwright|dialogue|fairy tale|game)\b/i,
  // hypothetical
  /\b(?:imagine|hypothetical(?:ly)?|suppose|thought experiment|what if|alternate (?:reality|universe)|in a (?:world|universe|society|reality|future|scenario) (?:where|in which)|parallel universe|let'?s say)\b/i,
  // pretext
  /\b(?:for (?:purely )?(?:educational|research|academic|training|awareness|scientific|informational) (?:purposes?|reasons?)|purely (?:fictional|hypothetical)|will never (?:actually )?be used|no one will (?:actually )?(?:use|follow)|just (?:curious|for fun)|(?:lives?|job|family|career) (?:depends?|is at stake|are at stake)|deadline|urgent(?:ly)?)\b/i,
  // compliance priming
  /\b(?:sure,? here (?:is|are)|(?:begin|start) (?:your (?:reply|response|answer) )?(?:with|by (?:saying|replying|writing))|do not (?:refuse|decline)|without (?:any )?(?:warnings?|disclaimers?|refus\w+))\b/i,
];

const NAMED_PERSONA = /\b(?:You|you) are (?:now )?[A-Z][a-z]+,/;

const HEAD_CHARS = 4096;
export const TAIL_CHARS = 160;

/** 0..1: the share of the five framing kinds the text uses (first HEAD_CHARS and last TAIL_CHARS characters). */
export function framingCue(text: string): number {
  const read = text.length > HEAD_CHARS + TAIL_CHARS ? `${text.slice(0, HEAD_CHARS)}\n${text.slice(-TAIL_CHARS)}` : text;
  let kinds = 0;
  for (const re of FRAMING) if (re.test(read) || (re === FRAMING[0] && NAMED_PERSONA.test(read))) kinds++;
  return kinds / FRAMING.length;
}

/**
 * A token that ordinary prose does not produce: code or markup symbols, a capital after lower case, or a run of punctuation.
 * Vowel signs and other combining marks (Devanagari, Bengali, …) and emoji are not punctuation: before 2026-11-29 they
 * were, and most Hindi social posts read as a noisy tail.
 */
const ODD_TOKEN = /[[\]{}\\|<>*~^`$#@+=_]|\p{Ll}\p{Lu}|[^\p{L}\p{M}\p{N}\s\p{Extended_Pictographic}\u200d\ufe0f]{2,}/u;

/** 0..1: the share of odd tokens among the last TAIL_CHARS characters' tokens (0 below 6 tokens). */
export function tailNoise(text: string): number {
  const tail = text.slice(-TAIL_CHARS).trim();
  const tokens = tail.split(/\s+/).slice(1); // the first may be cut
  if (tokens.length < 6) return 0;
  let odd = 0;
  for (const t of tokens) if (ODD_TOKEN.test(t)) odd++;
  // Capped at a quarter: benign prose requests stay under ~0.13 (99th percentile), so a quarter is already far out.
  return Math.min(1, (4 * odd) / tokens.length);
}

const PREFIX_CHARS = 2048;

/**
 * The words before the first odd token when at least five plain words come first and the odd
 * part is not the last two words (a request with a suffix appended): the harm head reads it
 * too. Empty otherwise. (Reading every sentence as well was tried: it raised the harm reading
 * of long benign role-play and documents; docs/accuracy-injection.md.)
 */
export function harmChunks(text: string): string[] {
  const words = text.slice(0, PREFIX_CHARS).split(/\s+/);
  const firstOdd = words.findIndex((w) => ODD_TOKEN.test(w));
  return firstOdd >= 5 && firstOdd < words.length - 2 ? [words.slice(0, firstOdd).join(' ')] : [];
}
