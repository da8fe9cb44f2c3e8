import type { ContextRule } from './types';

const DEFAULT_BEFORE = 50;
const DEFAULT_AFTER = 30;
const NONE: string[] = [];

// Letters, combining marks (Devanagari vowel signs) and digits continue a word.
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

function isWordCode(c: number): boolean {
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return c === c && WORD_CHAR.test(String.fromCharCode(c)); // NaN (past the end) is not a word char
}

const isWordAt = (lower: string, at: number): boolean => at >= 0 && at < lower.length && isWordCode(lower.charCodeAt(at));

interface Entry {
  word: string;
  /** Its first word (the whole word when it is one). */
  first: string;
  /** Position in its list: found words are reported in list order. */
  rank: number;
  negative: boolean;
}

/**
 * A rule's words and negative words indexed by their first word (`"whatsapp number"` under
 * `whatsapp`, `"a/c"` under `a`): a window is read once, word by word, with one map lookup per
 * word, instead of being searched once per listed word (a phone rule lists ~90 words, and JSON has
 * a digit run in every record).
 */
type WordTable = Map<number, Entry[]>;

/**
 * Hashes are cut to 30 bits: small integers stay unboxed in arrays and map keys. A collision only
 * costs a string comparison (`visit` compares the words themselves).
 */
const SMALL = 0x3fffffff;

/** A hash of a word of the text, computed while reading it: no word is sliced out to be looked up. */
function hashWord(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h & SMALL;
}

const tables = new WeakMap<object, WordTable>();

function firstWordEnd(word: string): number {
  let i = 0;
  while (i < word.length && isWordCode(word.charCodeAt(i))) i++;
  return i;
}

function tableOf(key: object, words: readonly string[], negativeWords: readonly string[]): WordTable {
  let table = tables.get(key);
  if (table) return table;
  const t: WordTable = new Map();
  const add = (word: string, rank: number, negative: boolean) => {
    const first = word.slice(0, firstWordEnd(word));
    const key = hashWord(first, 0, first.length);
    const list = t.get(key) ?? [];
    list.push({ word, first, rank, negative });
    t.set(key, list);
  };
  words.forEach((w, i) => add(w, i, false));
  negativeWords.forEach((w, i) => add(w, i, true));
  tables.set(key, t);
  return t;
}

/** Where the words of a whole text start and end, and their hashes: built when a scan evaluates many candidates. */
interface WordIndex {
  starts: number[];
  ends: number[];
  hashes: number[];
}

function indexWords(lower: string): WordIndex {
  const index: WordIndex = { starts: [], ends: [], hashes: [] };
  for (let at = 0; at < lower.length; at++) {
    if (!isWordCode(lower.charCodeAt(at))) continue;
    let end = at + 1;
    let h = lower.charCodeAt(at);
    for (let c = lower.charCodeAt(end); end < lower.length && isWordCode(c); c = lower.charCodeAt(++end)) h = (Math.imul(h, 31) + c) | 0;
    index.starts.push(at);
    index.ends.push(end);
    index.hashes.push(h & SMALL);
    at = end;
  }
  return index;
}

/** Index of the first word starting at or after `from`. */
function firstWordFrom(starts: number[], from: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What the context evaluators of one scan share: the text's word index, built once the scan has
 * evaluated more candidates than reading their windows word by word is worth.
 */
export interface ContextShare {
  evaluations: number;
  index: WordIndex | null;
}

export const newContextShare = (): ContextShare => ({ evaluations: 0, index: null });

interface Hit {
  entry: Entry;
  /** 0 before the span, 1 after it. */
  side: number;
}

/**
 * Listed words present as whole words in `[from, start)` or `[end, to)` (every listed word starts
 * with a letter or digit, so an occurrence starts where a word of the text does).
 */
function windowHits(lower: string, table: WordTable, from: number, start: number, end: number, to: number, index: WordIndex | null): Hit[] | null {
  let hits: Hit[] | null = null;
  if (index) {
    const { starts, ends, hashes } = index;
    for (let k = firstWordFrom(starts, from); k < starts.length && starts[k] < to; k++) {
      if (starts[k] >= start && starts[k] < end) continue; // inside the span
      const entries = table.get(hashes[k]);
      if (entries) hits = visit(lower, entries, starts[k], ends[k], start, to, hits);
    }
    return hits;
  }
  let at = from;
  // A word cut by the window's start is not whole: skip its rest.
  if (isWordAt(lower, from - 1)) while (at < to && isWordCode(lower.charCodeAt(at))) at++;
  while (at < to) {
    if (!isWordCode(lower.charCodeAt(at))) {
      at++;
      continue;
    }
    let wordEnd = at + 1;
    let h = lower.charCodeAt(at);
    for (let c = lower.charCodeAt(wordEnd); wordEnd < lower.length && isWordCode(c); c = lower.charCodeAt(++wordEnd)) h = (Math.imul(h, 31) + c) | 0;
    if (at < start || at >= end) {
      const entries = table.get(h & SMALL);
      if (entries) hits = visit(lower, entries, at, wordEnd, start, to, hits);
    }
    at = wordEnd;
  }
  return hits;
}

/** The listed words that start with the text's word `[at, wordEnd)` and end within their side's window. */
function visit(lower: string, entries: Entry[], at: number, wordEnd: number, start: number, to: number, hits: Hit[] | null): Hit[] | null {
  const side = at < start ? 0 : 1;
  const limit = side === 0 ? start : to;
  for (const entry of entries) {
    const last = at + entry.word.length;
    if (last > limit || entry.first.length !== wordEnd - at || !lower.startsWith(entry.first, at)) continue; // hash collision
    if (entry.word.length === entry.first.length || (lower.startsWith(entry.word, at) && !isWordAt(lower, last))) {
      if (hits === null) hits = [];
      hits.push({ entry, side });
    }
  }
  return hits;
}

/** Words found before the span, then those found only after it, each side in list order. */
function wordsOf(hits: Hit[], negative: boolean): string[] {
  let own: Hit[] | null = null;
  for (const h of hits) if (h.entry.negative === negative) (own ??= []).push(h);
  if (own === null) return NONE;
  if (own.length > 1) own.sort(bySideThenRank);
  const out: string[] = [];
  for (const h of own) if (!out.includes(h.entry.word)) out.push(h.entry.word);
  return out;
}

function bySideThenRank(a: Hit, b: Hit): number {
  return a.side - b.side || a.entry.rank - b.entry.rank;
}

/**
 * Words of `words` present as whole words in `text` (a field name). Memoised per field name: the
 * tool-result scan calls scanPii once per JSON value, and the same few keys come back in every record.
 */
function wordsIn(text: string, words: readonly string[]): string[] {
  let byList = fieldMemo.get(text);
  if (!byList) {
    if (fieldMemo.size >= MAX_MEMO_FIELDS) fieldMemo.clear();
    byList = new Map();
    fieldMemo.set(text, byList);
  }
  let found = byList.get(words);
  if (!found) {
    const hits = windowHits(text, tableOf(words, words, NONE), 0, text.length, text.length, text.length, null);
    found = hits ? wordsOf(hits, false) : NONE;
    byList.set(words, found);
  }
  return found;
}

const MAX_MEMO_FIELDS = 512;
const fieldMemo = new Map<string, Map<readonly string[], string[]>>();

/**
 * False when `rule` requires context and none of its words occurs anywhere in the text nor in the
 * field name: every candidate would be dropped, so the recognizer need not look for any.
 */
export function requiredContextPossible(lower: string, rule: ContextRule | null, field: string | null): boolean {
  if (!rule?.required) return true;
  if (field !== null && wordsIn(field, rule.words).length > 0) return true;
  // A word that is not even a substring of the text is not one of its words: one native search for
  // all of the rule's words (an alternation of literals) instead of one walk of the text per word.
  return anyWordRegex(rule).test(lower);
}

const anyWord = new WeakMap<ContextRule, RegExp>();
const anyListed = new WeakMap<ContextRule, RegExp>();

const alternation = (words: readonly string[]): RegExp => new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));

function anyWordRegex(rule: ContextRule): RegExp {
  let regex = anyWord.get(rule);
  if (!regex) {
    regex = alternation(rule.words);
    anyWord.set(rule, regex);
  }
  return regex;
}

/** One search for all of a rule's words, positive and negative. */
function anyListedRegex(rule: ContextRule): RegExp {
  let regex = anyListed.get(rule);
  if (!regex) {
    regex = alternation([...rule.words, ...(rule.negativeWords ?? NONE)]);
    anyListed.set(rule, regex);
  }
  return regex;
}

export interface ContextResult {
  boost: number;
  words: string[];
  negativeWords: string[];
  /** False when the rule requires context and none was found. */
  satisfied: boolean;
}

const NO_CONTEXT: ContextResult = { boost: 0, words: [], negativeWords: [], satisfied: true };
const UNSATISFIED: ContextResult = { ...NO_CONTEXT, satisfied: false };

/** A scan indexes its words once it has evaluated more than one candidate per this many characters. */
const CHARS_PER_WINDOW_READ = 64;
const MIN_WINDOW_READS = 64;

/**
 * Returns a function that evaluates `rule` around candidate spans of one scan, looking for the
 * rule's words before and after the span (not inside it). Evaluators of one scan share `share`.
 */
export function contextEvaluator(lower: string, rule: ContextRule | null, share: ContextShare = newContextShare()): (start: number, end: number) => ContextResult {
  if (!rule) return () => NO_CONTEXT;
  const before = rule.before ?? DEFAULT_BEFORE;
  const after = rule.after ?? DEFAULT_AFTER;
  const table = tableOf(rule, rule.words, rule.negativeWords ?? NONE);
  const windowReads = Math.max(MIN_WINDOW_READS, lower.length / CHARS_PER_WINDOW_READ);
  // No listed word even as a substring of the text: no window can hold one (JSON full of digit
  // runs and no postal wording), so no window is read and none counts towards the word index.
  let listed: boolean | undefined;
  return (start, end) => {
    listed ??= anyListedRegex(rule).test(lower);
    if (!listed) return rule.required ? UNSATISFIED : NO_CONTEXT;
    if (!share.index && ++share.evaluations > windowReads) share.index = indexWords(lower);
    const hits = windowHits(lower, table, Math.max(0, start - before), start, end, Math.min(lower.length, end + after), share.index);
    if (!hits) return rule.required ? UNSATISFIED : NO_CONTEXT;
    const words = wordsOf(hits, false);
    const negativeWords = wordsOf(hits, true);
    const boost = (words.length > 0 ? rule.boost : 0) - (negativeWords.length > 0 ? (rule.penalty ?? 0) : 0);
    return {
      boost: Math.round(boost * 100) / 100,
      words,
      negativeWords,
      satisfied: !rule.required || words.length > 0,
    };
  };
}


/** `customerPhone_no` → `customer phone no`: the words of a structured field name (memoised: keys repeat). */
export function fieldWords(field: string): string {
  let words = fieldWordsMemo.get(field);
  if (words === undefined) {
    if (fieldWordsMemo.size >= MAX_MEMO_FIELDS) fieldWordsMemo.clear();
    words = splitField(field);
    fieldWordsMemo.set(field, words);
  }
  return words;
}

const fieldWordsMemo = new Map<string, string>();

function splitField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s/[\]$]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Context from the name of the field a value sits in: a candidate without positive words in its
 * own window gets the rule's boost when the field name carries one of them (and the penalty when
 * it carries a negative word), as if the name were a label before the value.
 */
export function withFieldContext(ctx: ContextResult, rule: ContextRule | null, field: string | null): ContextResult {
  if (!rule || !field) return ctx;
  const positive = ctx.words.length === 0 ? wordsIn(field, rule.words) : NONE;
  const negative = ctx.negativeWords.length === 0 && rule.negativeWords ? wordsIn(field, rule.negativeWords) : NONE;
  if (positive.length === 0 && negative.length === 0) return ctx;
  // Each list is added only to an empty one: the labelled lists are shared (read only; findings copy them).
  const words = positive.length === 0 ? ctx.words : labelled(positive);
  const negativeWords = negative.length === 0 ? ctx.negativeWords : labelled(negative);
  const boost = (words.length > 0 ? rule.boost : 0) - (negativeWords.length > 0 ? (rule.penalty ?? 0) : 0);
  return { boost: Math.round(boost * 100) / 100, words, negativeWords, satisfied: !rule.required || words.length > 0 };
}

const labelledMemo = new WeakMap<string[], string[]>();

/** `phone` → `phone (field name)`, once per memoised list of `wordsIn`. */
function labelled(found: string[]): string[] {
  let out = labelledMemo.get(found);
  if (!out) {
    out = found.map((w) => `${w} (field name)`);
    labelledMemo.set(found, out);
  }
  return out;
}
