import type { ContextRule } from './types';

const DEFAULT_BEFORE = 50;
const DEFAULT_AFTER = 30;

// Letters, combining marks (Devanagari vowel signs) and digits continue a word.
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

function isWordCode(c: number): boolean {
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return c === c && WORD_CHAR.test(String.fromCharCode(c)); // NaN (past the end) is not a word char
}

const isWordAt = (lower: string, at: number): boolean => at >= 0 && at < lower.length && isWordCode(lower.charCodeAt(at));

/**
 * A rule's words indexed by their first word (`"whatsapp number"` under `whatsapp`, `"a/c"` under
 * `a`): a window is then read once, word by word, with one map lookup per word, instead of being
 * searched once per listed word (a phone rule lists ~90 words and JSON has a digit run per field).
 */
interface WordTable {
  byFirst: Map<string, { word: string; rank: number }[]>;
}

const tables = new WeakMap<readonly string[], WordTable>();

function firstWordEnd(word: string): number {
  let i = 0;
  while (i < word.length && isWordCode(word.charCodeAt(i))) i++;
  return i;
}

function tableOf(words: readonly string[]): WordTable {
  let table = tables.get(words);
  if (table) return table;
  table = { byFirst: new Map() };
  words.forEach((word, rank) => {
    const first = word.slice(0, firstWordEnd(word));
    const list = table!.byFirst.get(first) ?? [];
    list.push({ word, rank });
    table!.byFirst.set(first, list);
  });
  tables.set(words, table);
  return table;
}

/**
 * Words of `words` present as whole words inside `lower[from, to)`, in the order of `words`
 * (every listed word starts with a letter or digit, so an occurrence starts where a word does).
 */
function wordsIn(lower: string, from: number, to: number, words: readonly string[]): string[] {
  if (to <= from || words.length === 0) return NONE;
  const { byFirst } = tableOf(words);
  let found: { word: string; rank: number }[] | null = null;
  let at = from;
  // A word cut by the window's start is not whole: skip its rest.
  if (isWordAt(lower, from - 1)) while (at < to && isWordCode(lower.charCodeAt(at))) at++;
  while (at < to) {
    if (!isWordCode(lower.charCodeAt(at))) {
      at++;
      continue;
    }
    let end = at + 1;
    while (end < lower.length && isWordCode(lower.charCodeAt(end))) end++;
    if (end > to) break;
    const entries = byFirst.get(lower.slice(at, end));
    if (entries) {
      for (const e of entries) {
        const last = at + e.word.length;
        if (last > to || (found && found.some((f) => f.rank === e.rank))) continue;
        if (e.word.length === end - at || (lower.startsWith(e.word, at) && !isWordAt(lower, last))) (found ??= []).push(e);
      }
    }
    at = end;
  }
  if (!found) return NONE;
  return found.sort((a, b) => a.rank - b.rank).map((e) => e.word);
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

/**
 * Returns a function that evaluates `rule` around candidate spans of one scan, looking for the
 * rule's words before and after the span (not inside it).
 */
export function contextEvaluator(lower: string, rule: ContextRule | null): (start: number, end: number) => ContextResult {
  if (!rule) return () => NO_CONTEXT;
  const before = rule.before ?? DEFAULT_BEFORE;
  const after = rule.after ?? DEFAULT_AFTER;
  const negativeList = rule.negativeWords ?? NONE;
  return (start, end) => {
    const from = Math.max(0, start - before);
    const to = Math.min(lower.length, end + after);
    const words = unique(wordsIn(lower, from, start, rule.words), wordsIn(lower, end, to, rule.words));
    const negativeWords = unique(wordsIn(lower, from, start, negativeList), wordsIn(lower, end, to, negativeList));
    if (words.length === 0 && negativeWords.length === 0) return rule.required ? UNSATISFIED : NO_CONTEXT;
    const boost = (words.length > 0 ? rule.boost : 0) - (negativeWords.length > 0 ? (rule.penalty ?? 0) : 0);
    return {
      boost: Math.round(boost * 100) / 100,
      words,
      negativeWords,
      satisfied: !rule.required || words.length > 0,
    };
  };
}

const NONE: string[] = [];

function unique(a: string[], b: string[]): string[] {
  if (b.length === 0 && a.length <= 1) return a;
  return [...new Set([...a, ...b])];
}

/** `customerPhone_no` → `customer phone no`: the words of a structured field name. */
export function fieldWords(field: string): string {
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
  const positive = ctx.words.length === 0 ? wordsIn(field, 0, field.length, rule.words) : NONE;
  const negative = ctx.negativeWords.length === 0 && rule.negativeWords ? wordsIn(field, 0, field.length, rule.negativeWords) : NONE;
  if (positive.length === 0 && negative.length === 0) return ctx;
  const words = [...ctx.words, ...positive.map((w) => `${w} (field name)`)];
  const negativeWords = [...ctx.negativeWords, ...negative.map((w) => `${w} (field name)`)];
  const boost = (words.length > 0 ? rule.boost : 0) - (negativeWords.length > 0 ? (rule.penalty ?? 0) : 0);
  return { boost: Math.round(boost * 100) / 100, words, negativeWords, satisfied: !rule.required || words.length > 0 };
}
