// Decides whether a phrase is denied by its clause: "we do NOT sell", "without consent",
// "encryption is not used". A double negative ("never share … without consent") affirms.

const LOOKBACK_CHARS = 60;
const LOOKAHEAD_CHARS = 32;

/** Negation words; idioms that only look negative ("without delay", "no later than",
 * "not only") are excluded by lookaheads. */
const NEGATION_CUE =
  /\b(?:not(?!\s+only\b)|no(?!\s+(?:later|longer|more|matter)\b)|never|without(?!\s+(?:(?:undue|unnecessary|any)\s+)?(?:delay|charge|cost|penalty|exception|fail|retaliation|discrimination)\b)|none|nor|neither|cannot|can['’]t|don['’]t|doesn['’]t|didn['’]t|won['’]t|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|hasn['’]t|haven['’]t|shouldn['’]t|mustn['’]t|lacks?|lacking|absence\s+of|fails?\s+to|failed\s+to|refuses?\s+to|refused\s+to)\b/gi;

/** Where a new clause starts, so a negation in an earlier clause does not leak in. Quotes
 * end a clause too: a quoted link name such as "Do Not Sell" is not a denial. */
const CLAUSE_BREAK = /[.;:!?,()\n"“”«»]|\b(?:but|however|although|though|whereas|while|unless|except|and we|which|that)\b/gi;

/** "encryption is not used", "consent not obtained": a denial after the phrase, limited to
 * verbs that deny the thing itself, so "the chatbot is never told …" still affirms the chatbot. */
const TRAILING_NEGATION =
  /^\s*(?:(?:(?:is|are|was|were|will|shall|has|have|had|does|do|did|can|could|may|must|should)\s+)?(?:not|never)|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|won['’]t|hasn['’]t|haven['’]t|doesn['’]t|don['’]t|didn['’]t|cannot|can['’]t)\s+(?:(?:be|been)\s+)?(?:used|obtained|collected|required|encrypted|provided|available|offered|performed|kept|sought|given|shared|sold|tracked|logged|done|carried\s+out|allowed|permitted|applied|enabled|in\s+place|present|implemented|conducted|recorded|stored|processed|asked|requested|granted|maintained|supported|disclosed|appointed|needed|honou?red|possible|tested|validated|reviewed|monitored|assessed|checked)\b/i;

interface Cue {
  index: number;
  length: number;
}

function cuesIn(pattern: RegExp, text: string): Cue[] {
  pattern.lastIndex = 0;
  const cues: Cue[] = [];
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text))) cues.push({ index: m.index, length: m[0].length });
  return cues;
}

/** Offset in `text` where the clause holding the phrase at `start` begins (bounded lookback). */
function clauseStart(text: string, start: number): number {
  const windowStart = Math.max(0, start - LOOKBACK_CHARS);
  const window = text.slice(windowStart, start);
  CLAUSE_BREAK.lastIndex = 0;
  let offset = 0;
  let m: RegExpExecArray | null;
  while ((m = CLAUSE_BREAK.exec(window))) offset = m.index + m[0].length;
  return windowStart + offset;
}

/** When the phrase at [start, end) is denied by its clause, the span from the negation to the
 * end of the denial ("no parental consent", "encryption is not used"); otherwise null. */
export function negatedSpan(text: string, start: number, end: number): { start: number; end: number } | null {
  const from = clauseStart(text, start);
  const before = cuesIn(NEGATION_CUE, text.slice(from, start));
  const after = TRAILING_NEGATION.exec(text.slice(end, end + LOOKAHEAD_CHARS));
  if ((before.length + (after ? 1 : 0)) % 2 === 0) return null;
  return {
    start: before.length > 0 ? from + before[before.length - 1].index : start,
    end: after ? end + after[0].length : end,
  };
}
