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

/** Verbs that deny a safeguard that is honoured or followed: "ignores Global Privacy Control". */
const DISREGARD_CUE = /\b(?:ignor(?:e|es|ed|ing)|disregard(?:s|ed|ing)?|bypass(?:es|ed|ing)?|overrid(?:e|es|den|ing))\b/gi;

/** The last coordinator of a list: a cue after it governs the next conjunct only ("no SCCs
 * and no TIA" denies both; it is not a double negative). */
const COORDINATOR = /\b(?:and|or|nor)\b/gi;

/** "does not access or store patient records": the data is not there at all. */
const ABSENCE =
  /(?:\bnot|\bnever|\bno\s+longer|n['’]t)\s+(?:(?:access|store|collect|process|handle|receive|hold|keep|retain|see|view|read|capture|record|touch|request|ask\s+for)(?:es|s)?\s*(?:,|or|and|nor)?\s*)+(?:any\s+)?$/i;

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

/** The negation cues that govern the phrase: in a list, a cue after the last coordinator scopes
 * its own conjunct; without one, the cues before the list distribute over it ("does not sell or
 * share"). "nor" itself denies the conjunct it introduces. */
function governingCues(clause: string, honours: boolean): Cue[] {
  const cues = cuesIn(NEGATION_CUE, clause);
  if (honours) cues.push(...cuesIn(DISREGARD_CUE, clause));
  cues.sort((a, b) => a.index - b.index);
  const coordinators = cuesIn(COORDINATOR, clause);
  const last = coordinators[coordinators.length - 1];
  if (!last) return cues;
  const after = cues.filter((c) => c.index >= last.index + last.length);
  if (/^nor$/i.test(clause.slice(last.index, last.index + last.length))) return [...cues.filter((c) => c.index === last.index), ...after];
  return after.length > 0 ? after : cues;
}

/** When the phrase at [start, end) is denied by its clause, the span from the negation to the
 * end of the denial ("no parental consent", "encryption is not used"); otherwise null.
 * `honours`: the phrase names a safeguard that can be ignored (GPC, opt-outs), so "ignores",
 * "disregards" and "bypasses" deny it too. */
export function negatedSpan(text: string, start: number, end: number, honours = false): { start: number; end: number } | null {
  const from = clauseStart(text, start);
  const before = governingCues(text.slice(from, start), honours);
  const after = TRAILING_NEGATION.exec(text.slice(end, end + LOOKAHEAD_CHARS));
  if ((before.length + (after ? 1 : 0)) % 2 === 0) return null;
  return {
    start: before.length > 0 ? from + before[before.length - 1].index : start,
    end: after ? end + after[0].length : end,
  };
}

/** True when the clause says the data named at `start` is not accessed, stored or collected at
 * all ("does not access or store patient records"), so the mention is no evidence of it. */
export function deniedPresence(text: string, start: number): boolean {
  // The pattern is anchored on the phrase and spans only the verb list, so commas between the
  // verbs ("does not process, store or see") do not end it the way they end a clause.
  return ABSENCE.test(text.slice(Math.max(0, start - LOOKBACK_CHARS), start));
}
