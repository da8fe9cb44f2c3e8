/**
 * Folded word view for lexicon matching across spelling variants and obfuscation.
 *
 * Romanised Hindi has no standard spelling ("maar"/"mar", "dekh"/"dek", "jaan"/"jan",
 * "bhosdike"/"bosdike"), and abusers obfuscate ("k i l l", "m@@r", "ch*tiya"). Both the
 * text and every lexicon phrase go through the same fold, so a lexicon is written once
 * in any common spelling. Matching runs on the folded words joined by single spaces;
 * each folded word remembers the span of the original text it came from.
 */

export interface FoldedWord {
  /** Folded form, e.g. "jaan" → "jan", "m@@runga" → "marunga". */
  word: string;
  /** Consonant skeleton for obfuscated words ("ch*tiya" → "ctya"), else "". */
  skeleton: string;
  start: number;
  end: number;
}

export interface FoldedText {
  words: FoldedWord[];
  /** Folded words joined by single spaces. */
  joined: string;
  /** Offset of each word in `joined`. */
  offsets: Int32Array;
}

/** Digits and symbols written for letters ("m@@r", "k1ll"). */
export const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
// A token: letters/digits plus the symbols people put inside words to dodge filters.
const TOKEN = /[\p{L}\p{M}\p{N}@$*!_.'’-]+/gu;
const LATIN = /[a-z]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const ASPIRATE = /([bcdgjkpqrstvz])h/g;
const VOWELS = /[aeiou]/g;

/** Fold of one Latin-script word: leet, case, doubled letters, romanised-Hindi variants. */
export function foldLatin(raw: string): string {
  let w = raw.toLowerCase();
  if (/[a-z]/.test(w)) w = w.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  w = w.replace(/[^a-z0-9]/g, '');
  w = w.replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/w/g, 'v').replace(/q/g, 'k').replace(/z/g, 'j');
  w = w.replace(ASPIRATE, '$1');
  w = w.replace(/(.)\1+/g, '$1');
  // Word-final "h" after a vowel is silent in romanised Hindi ("yeh", "woh", "bas kar yaar").
  if (w.length > 2) w = w.replace(/([aeiou])h$/, '$1');
  return w;
}

/** Fold of one Devanagari word: nukta dropped, chandrabindu as anusvara, NFC. */
export function foldDevanagari(raw: string): string {
  return raw.normalize('NFC').replace(/\u093c/g, '').replace(/\u0901/g, '\u0902').replace(/\u200c|\u200d/g, '');
}

export function foldWord(raw: string): string {
  if (DEVANAGARI.test(raw)) return foldDevanagari(raw);
  return foldLatin(raw);
}

function skeletonOf(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z]/g, '').replace(ASPIRATE, '$1').replace(VOWELS, '').replace(/(.)\1+/g, '$1');
}

// Characters trimmed from a token's start, and from its end (where "!" is trimmed too).
const LEAD_TRIM = new Set(['.', "'", '’', '_', '-']);
const TAIL_TRIM = new Set([...LEAD_TRIM, '!']);

/** A token's fold and skeleton depend on the token alone: texts repeat words, so they are cached. */
interface FoldEntry {
  word: string;
  skeleton: string;
}
const foldCache = new Map<string, FoldEntry>();
const FOLD_CACHE_MAX = 20_000;
const FOLD_CACHE_TOKEN_CHARS = 40;

function foldToken(token: string): FoldEntry {
  let entry = foldCache.get(token);
  if (entry === undefined) {
    // A number run on to a word ("40million", "2020election") is not a disguise.
    const obfuscated = /[*@$0-9!]/.test(token) && /[a-z]/i.test(token) && !/^[0-9]{2,}|[0-9]{2,}$/.test(token);
    entry = { word: foldWord(token), skeleton: obfuscated ? skeletonOf(token) : '' };
    if (token.length <= FOLD_CACHE_TOKEN_CHARS) {
      if (foldCache.size >= FOLD_CACHE_MAX) foldCache.clear();
      foldCache.set(token, entry);
    }
  }
  return entry;
}

/** A single ASCII letter (what `LATIN.test(text.toLowerCase())` accepts for one-character tokens). */
function isSingleLetter(text: string): boolean {
  if (text.length !== 1) return false;
  const c = text.charCodeAt(0) | 0x20;
  return (c >= 0x61 && c <= 0x7a) || LATIN.test(text.toLowerCase());
}

/**
 * The folded words of a text. Runs of three or more single letters ("k i l l") are
 * joined into one word, so spaced-out words match too.
 */
export function foldText(text: string): FoldedText {
  const raw: Array<{ text: string; start: number; end: number }> = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    // Trimmed with loops: a regex anchored at the end ([...]+$) is quadratic on long runs of "!".
    const token = m[0];
    let a = 0;
    let b = token.length;
    while (a < b && LEAD_TRIM.has(token[a])) a++;
    while (b > a && TAIL_TRIM.has(token[b - 1])) b--;
    if (a === b) continue;
    raw.push({ text: a === 0 && b === token.length ? token : token.slice(a, b), start: m.index + a, end: m.index + b });
  }
  const words: FoldedWord[] = [];
  for (let i = 0; i < raw.length; i++) {
    let j = i;
    while (j < raw.length && isSingleLetter(raw[j].text)) j++;
    if (j - i >= 3) {
      const joined = raw.slice(i, j).map((r) => r.text).join('');
      words.push({ word: foldLatin(joined), skeleton: '', start: raw[i].start, end: raw[j - 1].end });
      i = j - 1;
      continue;
    }
    const r = raw[i];
    const { word, skeleton } = foldToken(r.text);
    if (word.length === 0) continue;
    words.push({ word, skeleton, start: r.start, end: r.end });
  }
  const offsets = new Int32Array(words.length);
  let joined = '';
  for (let i = 0; i < words.length; i++) {
    if (i > 0) joined += ' ';
    offsets[i] = joined.length;
    joined += words[i].word;
  }
  return { words, joined, offsets };
}

/** Index of the word that contains offset `pos` of `joined`. */
function wordAt(folded: FoldedText, pos: number): number {
  let lo = 0;
  let hi = folded.offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (folded.offsets[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface PhraseMatch {
  start: number;
  end: number;
  /** The matched original text. */
  phrase: string;
  /** Index of the first and last folded word. */
  firstWord: number;
  lastWord: number;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Compiles lexicon phrases into one pattern over folded text. Phrase syntax: words
 * separated by spaces; `a/b` is a choice of words; `~` stands for up to three other words.
 */
export function compilePhrases(phrases: readonly string[]): RegExp {
  const needs: Array<ReadonlyArray<ReadonlySet<string>>> = [];
  const sources = phrases.map((p) => {
    const tokens = p.trim().split(/\s+/);
    needs.push(tokens.filter((w) => w !== '~').map((w) => new Set(w.split('/').map(foldWord))));
    return tokens
      .map((w) => (w === '~' ? '(?:[^ ]+ ){0,3}' : `(?:${w.split('/').map((v) => escapeRegex(foldWord(v))).join('|')}) `))
      .join('')
      .replace(/ $/, '');
  });
  // Longest first, so "jaan se maar denge" wins over "maar".
  sources.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![^ ])(?:${sources.join('|')})(?![^ ])`, 'gu');
  if (needs.every((tokens) => tokens.length > 0 && tokens.every((choices) => !choices.has('')))) indexNeeds(pattern, needs);
  return pattern;
}

/**
 * Per phrase of a compiled pattern, the folded words it needs (one of each set). Every word of a
 * phrase matches a whole folded word, so a text that lacks a word of every phrase has no match
 * and the pattern need not scan it: most texts hold no Hindi lexicon phrase at all, though
 * "in", "ye" or "log" alone are common.
 *
 * The needs of all patterns (≈70, thousands of phrases) are indexed once, at compile time, by
 * one word set per phrase (its key: any set gives the same answer; the one whose shortest word
 * is longest is rarer in text). A text's distinct words are then looked up once and only the
 * phrases keyed by one of them are checked in full, instead of every phrase of every pattern
 * per call (that per-call scan of the catalogue was ≈ 10% of a 1 KB basic evaluation).
 */
interface PhraseNeeds {
  pattern: RegExp;
  tokens: ReadonlyArray<ReadonlySet<string>>;
}
const INDEXED = new WeakSet<RegExp>();
const NEEDS_BY_KEY = new Map<string, PhraseNeeds[]>();
/** Bumped whenever a pattern is indexed, so that a text's cached answer never misses a newer pattern. */
let indexVersion = 0;

function indexNeeds(pattern: RegExp, needs: ReadonlyArray<ReadonlyArray<ReadonlySet<string>>>): void {
  const shortest = (choices: ReadonlySet<string>): number => Math.min(...[...choices].map((w) => w.length));
  for (const tokens of needs) {
    const key = tokens.reduce((best, choices) => (shortest(choices) > shortest(best) ? choices : best));
    for (const word of key) {
      let list = NEEDS_BY_KEY.get(word);
      if (list === undefined) NEEDS_BY_KEY.set(word, (list = []));
      list.push({ pattern, tokens });
    }
  }
  INDEXED.add(pattern);
  indexVersion++;
}

function hasAny(choices: ReadonlySet<string>, words: ReadonlySet<string>): boolean {
  for (const w of choices) if (words.has(w)) return true;
  return false;
}

/** Per folded text: the indexed patterns that may match it (computed on first use). */
const mayMatchOf = new WeakMap<FoldedText, { version: number; patterns: ReadonlySet<RegExp> }>();

function mayMatch(folded: FoldedText, pattern: RegExp): boolean {
  if (!INDEXED.has(pattern)) return true;
  let cached = mayMatchOf.get(folded);
  if (cached === undefined || cached.version !== indexVersion) {
    const words = new Set<string>();
    for (const w of folded.words) words.add(w.word);
    const patterns = new Set<RegExp>();
    for (const word of words) {
      for (const need of NEEDS_BY_KEY.get(word) ?? []) {
        if (!patterns.has(need.pattern) && need.tokens.every((choices) => hasAny(choices, words))) patterns.add(need.pattern);
      }
    }
    cached = { version: indexVersion, patterns };
    mayMatchOf.set(folded, cached);
  }
  return cached.patterns.has(pattern);
}

/** Every non-overlapping match of a compiled phrase pattern, as spans of the original text. */
export function matchPhrases(text: string, folded: FoldedText, pattern: RegExp): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  if (folded.words.length === 0 || !mayMatch(folded, pattern)) return out;
  pattern.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(folded.joined)) !== null) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const first = wordAt(folded, m.index);
    const last = wordAt(folded, m.index + m[0].length - 1);
    const start = folded.words[first].start;
    const end = folded.words[last].end;
    out.push({ start, end, phrase: text.slice(start, end), firstWord: first, lastWord: last });
  }
  return out;
}

/** Skeletons of single lexicon words, for obfuscated tokens ("ch*tiya", "b3h3nch0d"). */
export function skeletonSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(
    words
      .filter((w) => !w.includes(' '))
      .flatMap((w) => w.split('/'))
      .filter((w) => LATIN.test(w))
      .map(skeletonOf)
      .filter((s) => s.length >= 3),
  );
}

/** Obfuscated words whose skeleton is in the set (and that the folded match did not catch). */
export function matchSkeletons(text: string, folded: FoldedText, skeletons: ReadonlySet<string>): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  folded.words.forEach((w, i) => {
    if (w.skeleton && skeletons.has(w.skeleton)) out.push({ start: w.start, end: w.end, phrase: text.slice(w.start, w.end), firstWord: i, lastWord: i });
  });
  return out;
}
