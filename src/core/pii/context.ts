import type { ContextRule } from './types';

const DEFAULT_BEFORE = 50;
const DEFAULT_AFTER = 30;

// Letters, combining marks (Devanagari vowel signs) and digits continue a word.
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch);
}

function isWholeWord(lower: string, at: number, length: number): boolean {
  return !isWordChar(lower[at - 1]) && !isWordChar(lower[at + length]);
}

/** Whole-word occurrences of context words, sorted by position, for texts with many candidates. */
interface Hit {
  at: number;
  word: string;
}

/**
 * Evaluations search each candidate's small window until there have been more of them than one per
 * this many characters of text; then the context words are collected once over the whole text and
 * looked up, which keeps texts with thousands of candidates linear without taxing ordinary ones.
 */
const CHARS_PER_WINDOW_SEARCH = 64;
const MIN_WINDOW_SEARCHES = 64;

function indexWords(lower: string, words: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (isWholeWord(lower, at, word.length)) hits.push({ at, word });
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

/** Index of the first hit at or after `from`. */
function firstHitFrom(hits: Hit[], from: number): number {
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid].at < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Words of `words` present as whole words inside `lower[from, to)`. */
function wordsIn(lower: string, from: number, to: number, words: readonly string[], hits: Hit[] | null): string[] {
  if (to <= from || words.length === 0) return [];
  const found: string[] = [];
  if (hits) {
    for (let i = firstHitFrom(hits, from); i < hits.length && hits[i].at < to; i++) {
      if (hits[i].at + hits[i].word.length <= to) found.push(hits[i].word);
    }
    return found;
  }
  // Searching a slice keeps the cost proportional to the window, not to the rest of the text.
  const window = lower.slice(from, to);
  for (const word of words) {
    for (let at = window.indexOf(word); at !== -1; at = window.indexOf(word, at + 1)) {
      if (isWholeWord(lower, from + at, word.length)) {
        found.push(word);
        break;
      }
    }
  }
  return found;
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
  const windowSearches = Math.max(MIN_WINDOW_SEARCHES, Math.floor(lower.length / CHARS_PER_WINDOW_SEARCH));
  let evaluations = 0;
  let positive: Hit[] | null = null;
  let negative: Hit[] | null = null;
  return (start, end) => {
    if (++evaluations === windowSearches) {
      positive = indexWords(lower, rule.words);
      negative = indexWords(lower, rule.negativeWords ?? []);
    }
    const from = Math.max(0, start - before);
    const to = Math.min(lower.length, end + after);
    const words = unique(wordsIn(lower, from, start, rule.words, positive), wordsIn(lower, end, to, rule.words, positive));
    const negativeWords = rule.negativeWords
      ? unique(wordsIn(lower, from, start, rule.negativeWords, negative), wordsIn(lower, end, to, rule.negativeWords, negative))
      : NONE;
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
  const positive = ctx.words.length === 0 ? wordsIn(field, 0, field.length, rule.words, null) : NONE;
  const negative = ctx.negativeWords.length === 0 && rule.negativeWords ? wordsIn(field, 0, field.length, rule.negativeWords, null) : NONE;
  if (positive.length === 0 && negative.length === 0) return ctx;
  const words = [...ctx.words, ...positive.map((w) => `${w} (field name)`)];
  const negativeWords = [...ctx.negativeWords, ...negative.map((w) => `${w} (field name)`)];
  const boost = (words.length > 0 ? rule.boost : 0) - (negativeWords.length > 0 ? (rule.penalty ?? 0) : 0);
  return { boost: Math.round(boost * 100) / 100, words, negativeWords, satisfied: !rule.required || words.length > 0 };
}
