/**
 * Normalization before matching, for any text and any script (Latin, Devanagari, romanised
 * Hindi, CJK, Cyrillic…): the rules of every detector and the learned models read these views.
 * Views keep, for each character, the range of the original text it came from, so that a rule
 * matching normalized (folded, de-obfuscated, decoded) text still reports a span in the text the
 * caller sent. The plain string functions at the end are the same steps without offsets.
 */

export interface TextView {
  readonly text: string;
  /** starts[i]..ends[i] is the range of the original text that produced text[i]. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

/**
 * Where the characters of a text being normalized sit in the original: a number is the
 * offset of a verbatim substring; arrays map every character (decoded or depadded text).
 */
export type Origin = number | { readonly starts: Int32Array; readonly ends: Int32Array };

const UTF16 = new TextDecoder('utf-16le');

class ViewBuilder {
  private codes: Uint16Array;
  private starts: Int32Array;
  private ends: Int32Array;
  length = 0;

  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    this.codes = new Uint16Array(size);
    this.starts = new Int32Array(size);
    this.ends = new Int32Array(size);
  }

  push(code: number, start: number, end: number): void {
    if (this.length === this.codes.length) this.grow();
    this.codes[this.length] = code;
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.length++;
  }

  pushString(chunk: string, start: number, end: number): void {
    for (let i = 0; i < chunk.length; i++) this.push(chunk.charCodeAt(i), start, end);
  }

  build(): TextView {
    return {
      text: UTF16.decode(this.codes.subarray(0, this.length)),
      starts: this.starts.subarray(0, this.length),
      ends: this.ends.subarray(0, this.length),
    };
  }

  private grow(): void {
    const size = this.codes.length * 2;
    const codes = new Uint16Array(size);
    codes.set(this.codes);
    const starts = new Int32Array(size);
    starts.set(this.starts);
    const ends = new Int32Array(size);
    ends.set(this.ends);
    this.codes = codes;
    this.starts = starts;
    this.ends = ends;
  }
}

/** Original-text range covered by view characters [from, to). */
export function originalSpan(view: TextView, from: number, to: number): { start: number; end: number } {
  return { start: view.starts[from], end: view.ends[Math.max(from, to - 1)] };
}

/** An origin mapping every character of a decoded text to the encoded segment start..end. */
export function segmentOrigin(length: number, start: number, end: number): Origin {
  return { starts: new Int32Array(length).fill(start), ends: new Int32Array(length).fill(end) };
}

// ---------------------------------------------------------------------------
// Character folding: invisible characters, compatibility forms, diacritics, homoglyphs, case.

/** Zero-width, bidi control, soft hyphen, variation selectors, BOM, Unicode tag characters. */
function isInvisible(cp: number): boolean {
  return (
    cp === 0x00ad ||
    cp === 0x034f ||
    cp === 0x061c ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0xfeff ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}

function isWhitespace(cp: number): boolean {
  return (
    cp === 0x20 ||
    (cp >= 0x09 && cp <= 0x0d) ||
    cp === 0x85 ||
    cp === 0xa0 ||
    cp === 0x1680 ||
    (cp >= 0x2000 && cp <= 0x200a) ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    cp === 0x202f ||
    cp === 0x205f ||
    cp === 0x3000
  );
}

const isLineBreak = (cp: number): boolean => (cp >= 0x0a && cp <= 0x0d) || cp === 0x85 || cp === 0x2028 || cp === 0x2029;

/** Cyrillic, Greek and IPA letters that look like Latin ones, and typographic quotes and dashes. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w',
  һ: 'h', ӏ: 'l', ɡ: 'g', ɑ: 'a', ı: 'i', ɩ: 'i', ɪ: 'i', ʟ: 'l', ᴏ: 'o', ᴄ: 'c', ꜱ: 's', ᴜ: 'u',
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', σ: 'o', ς: 's',
  τ: 't', υ: 'u', χ: 'x', ω: 'w', 'ϲ': 'c', 'ϳ': 'j',
  '\u2018': "'", '\u2019': "'", '\u201b': "'", '\u02bc': "'", '\u2032': "'", '\u201c': '"', '\u201d': '"',
  '\u201e': '"', '\u2033': '"', '\u00ab': '"', '\u00bb': '"', '\u2010': '-', '\u2011': '-', '\u2012': '-',
  '\u2013': '-', '\u2014': '-', '\u2212': '-',
};

const COMBINING_MARK = /[\u0300-\u036f\u093c]/g;
const CANDRABINDU = /\u0901/g;
const foldCache = new Map<number, string>();

/**
 * Folds one non-ASCII code point: compatibility decomposition (full-width, mathematical
 * and circled letters, ligatures), removal of Latin diacritics and of the Devanagari nukta
 * (so "ज़" and "ज" match alike), candrabindu to anusvara, lower case, homoglyphs.
 */
function foldCodePoint(cp: number): string {
  let folded = foldCache.get(cp);
  if (folded !== undefined) return folded;
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) {
    folded = String.fromCharCode(0x61 + cp - 0x1f1e6); // regional indicator letters 🇦..🇿
  } else {
    const decomposed = String.fromCodePoint(cp).normalize('NFKD').replace(COMBINING_MARK, '');
    folded = '';
    for (const ch of decomposed.normalize('NFKC').toLowerCase().replace(CANDRABINDU, '\u0902')) folded += HOMOGLYPHS[ch] ?? ch;
  }
  foldCache.set(cp, folded);
  return folded;
}

/**
 * The view rules and the model read, in one pass: invisible characters dropped, every
 * other character folded (NFKC, no diacritics, homoglyphs, lower case), whitespace runs
 * collapsed to one space or, when the run holds a line break, one '\n'; trimmed.
 */
export function normalizeText(text: string, origin: Origin = 0): TextView {
  const out = new ViewBuilder(text.length + 16);
  const map = typeof origin === 'number' ? null : origin;
  const offset = typeof origin === 'number' ? origin : 0;
  let pendingSpace = -1; // original start of a whitespace run not yet written
  let pendingEnd = 0;
  let pendingBreak = false;
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    let width = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = (cp - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        width = 2;
      }
    }
    const start = map === null ? offset + i : map.starts[i];
    const end = map === null ? offset + i + width : map.ends[i + width - 1];
    i += width - 1;
    if (isWhitespace(cp)) {
      if (pendingSpace < 0) pendingSpace = start;
      pendingEnd = end;
      pendingBreak ||= isLineBreak(cp);
      continue;
    }
    if (cp >= 0x80 && isInvisible(cp)) continue; // zero-width and bidi characters split trigger words
    if (pendingSpace >= 0) {
      if (out.length > 0) out.push(pendingBreak ? 0x0a : 0x20, pendingSpace, pendingEnd);
      pendingSpace = -1;
      pendingBreak = false;
    }
    if (cp < 0x80) out.push(cp >= 0x41 && cp <= 0x5a ? cp + 32 : cp, start, end);
    else out.pushString(foldCodePoint(cp), start, end);
  }
  return out.build();
}

// ---------------------------------------------------------------------------
// De-obfuscation views. Leetspeak and spacing views hold only the obfuscated stretches
// and some context around them: elsewhere they equal the text, which is scanned anyway,
// and keeping them small bounds the work on long inputs.

/** Characters of context kept on each side of an obfuscated stretch. */
const CONTEXT = 120;

/** Sorted, merged ranges widened by CONTEXT and clamped to [0, length). */
function windowsAround(ranges: ReadonlyArray<readonly [number, number]>, length: number): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [from, to] of ranges) {
    const start = Math.max(0, from - CONTEXT);
    const end = Math.min(length, to + CONTEXT);
    const last = merged[merged.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const LEET: Readonly<Record<string, string>> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
/** The leet digits and symbols hasMixedLeet looks for: 0 1 3 4 5 7 @ $. */
const isMixedLeetChar = (c: number): boolean => c === 0x30 || c === 0x31 || (c >= 0x33 && c <= 0x35) || c === 0x37 || c === 0x40 || c === 0x24;

/**
 * Cheap test for a letter next to a leet digit or symbol, before the token-by-token pass: what
 * `/(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/.test(text)` answers, as one loop (the lookbehind
 * kept V8 from skipping ahead, so the regexp tried every position of every text).
 */
export function hasMixedLeet(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (!isMixedLeetChar(text.charCodeAt(i))) continue;
    if ((i > 0 && isLetter(text.charCodeAt(i - 1))) || (i + 1 < text.length && isLetter(text.charCodeAt(i + 1)))) return true;
  }
  return false;
}
/** Leetspeak words are short; a longer token is an identifier or an encoding, not a word. */
const MAX_LEET_TOKEN = 40;

const isLetter = (c: number): boolean => c >= 0x61 && c <= 0x7a;
/** Digits and the two symbols that stand for letters. */
const isLeetChar = (c: number): boolean => (c >= 0x30 && c <= 0x39) || c === 0x40 || c === 0x24;

/**
 * Leetspeak folding inside tokens that mix letters and leet digits/symbols only, so that
 * ordinary numbers ("in 2015", "$50") stay numbers. "11" reads as "ll" ("a11" → "all"),
 * a single "1" as "i" ("1gn0r3" → "ignore"). Returns the folded stretches of a normalized
 * view with context, or null when nothing changed.
 */
export function leetView(view: TextView): TextView | null {
  const { text } = view;
  if (!hasMixedLeet(text)) return null;
  const changed: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    let letters = false;
    let leet = false;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (isLetter(c)) letters = true;
      else if (isLeetChar(c)) leet ||= c !== 0x32 && c !== 0x36 && c !== 0x38 && c !== 0x39;
      else break;
    }
    if (letters && leet && i - start <= MAX_LEET_TOKEN) changed.push([start, i]);
    i = Math.max(i, start + 1);
  }
  if (changed.length === 0) return null;
  const out = new ViewBuilder(text.length);
  let c = 0; // next changed token
  windowsAround(changed, text.length).forEach(([from, to], w) => {
    if (w > 0) out.push(0x0a, view.starts[from], view.starts[from]);
    let at = from;
    for (; c < changed.length && changed[c][1] <= to; c++) {
      const [tokenStart, tokenEnd] = changed[c];
      for (; at < tokenStart; at++) out.push(text.charCodeAt(at), view.starts[at], view.ends[at]);
      const folded = foldLeetToken(text.slice(tokenStart, tokenEnd));
      for (let k = 0; k < folded.length; k++, at++) out.push(folded.charCodeAt(k), view.starts[at], view.ends[at]);
    }
    for (; at < to; at++) out.push(text.charCodeAt(at), view.starts[at], view.ends[at]);
  });
  return out.build();
}

function foldLeetToken(token: string): string {
  let folded = '';
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === '1') folded += token[i - 1] === '1' || token[i + 1] === '1' ? 'l' : 'i';
    else folded += LEET[ch] ?? ch;
  }
  return folded;
}

/**
 * A run of at least three single letters or digits, each separated by exactly one
 * padding character: "i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e". Linear: every
 * iteration consumes exactly two characters from disjoint classes.
 */
const PADDED_RUN = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[ .\-_*|/\\·•~+,:'"][\p{L}\p{N}]){2,}(?![\p{L}\p{N}])/gu;
/**
 * Cheap test for four single characters in a row, each followed by padding, on normalized
 * text (folded, so ASCII classes suffice). Starting at a padding character lets the regex
 * engine skip most positions.
 */
const HAS_LONG_PADDED_RUN = /[ .\-_*|/\\·•~+,:'"][a-z0-9\u0900-\u097f][ .\-_*|/\\·•~+,:'"][a-z0-9\u0900-\u097f][ .\-_*|/\\·•~+,:'"][a-z0-9\u0900-\u097f][ .\-_*|/\\·•~+,:'"][a-z0-9\u0900-\u097f](?![a-z0-9\u0900-\u097f])/;

/**
 * Joins letters spaced out with padding characters, on the original text (where a wider
 * gap, "i g n o r e  a l l", still separates words). Within a run the most frequent
 * separator is padding and is removed; any other separator marks a word break
 * ("i.g.n.o.r.e a.l.l" → "ignore all"). Returns the joined runs with context (to be
 * normalized like any text), or null when the normalized text shows no padded run.
 */
export function depadView(text: string, normalized: string): TextView | null {
  if (!HAS_LONG_PADDED_RUN.test(normalized)) return null;
  const runs: Array<[number, number]> = [];
  PADDED_RUN.lastIndex = 0;
  for (let m = PADDED_RUN.exec(text); m !== null; m = PADDED_RUN.exec(text)) runs.push([m.index, m.index + m[0].length]);
  if (runs.length === 0) return null;
  const out = new ViewBuilder(text.length);
  const copy = (from: number, to: number): void => {
    for (let i = from; i < to; i++) out.push(text.charCodeAt(i), i, i + 1);
  };
  let r = 0;
  windowsAround(runs, text.length).forEach(([from, to], w) => {
    if (w > 0) out.push(0x0a, from, from);
    let at = from;
    for (; r < runs.length && runs[r][1] <= to; r++) {
      const [runStart, runEnd] = runs[r];
      copy(at, runStart);
      joinRun(text.slice(runStart, runEnd), (chunk, offset, width) => out.pushString(chunk, runStart + offset, runStart + offset + width));
      at = runEnd;
    }
    copy(at, to);
  });
  return out.build();
}

/**
 * Emits the joined form of a padded run: letters (a letter may be a surrogate pair) with
 * their offset in the run; the dominant separator dropped; other separators as a space.
 */
function joinRun(run: string, emit: (chunk: string, at: number, width: number) => void): void {
  const padding = dominantSeparator(run);
  let letter = true;
  for (let at = 0; at < run.length; at++) {
    const code = run.charCodeAt(at);
    const width = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    if (letter) emit(run.slice(at, at + width), at, width);
    else if (run[at] !== padding) emit(' ', at, 1);
    at += width - 1;
    letter = !letter;
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function dominantSeparator(run: string): string {
  const counts = new Map<string, number>();
  let best = '';
  for (const ch of run) {
    if (LETTER_OR_DIGIT.test(ch)) continue;
    const n = (counts.get(ch) ?? 0) + 1;
    counts.set(ch, n);
    if (n > (counts.get(best) ?? 0)) best = ch;
  }
  return best;
}

/** ROT13 of the ASCII letters, same offsets. */
export function rot13View(view: TextView): TextView {
  return { text: rot13(view.text), starts: view.starts, ends: view.ends };
}

export function rot13(text: string): string {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) codes[i] = ((c - 84) % 26) + 97;
    else if (c >= 65 && c <= 90) codes[i] = ((c - 52) % 26) + 65;
    else codes[i] = c;
  }
  return UTF16.decode(codes);
}

// ---------------------------------------------------------------------------
// The same steps on plain strings.

/** Full normalization for matching: fold, strip invisible, collapse whitespace. */
export function normalizeForMatching(text: string): string {
  return normalizeText(text).text;
}

/** Removes zero-width, bidi-control and other invisible characters. */
export function stripInvisible(text: string): string {
  let out = '';
  for (const ch of text) if (!isInvisible(ch.codePointAt(0)!)) out += ch;
  return out;
}

/** Replaces Cyrillic/Greek look-alikes and typographic quotes/dashes by their ASCII forms. */
export function foldHomoglyphs(text: string): string {
  let out = '';
  for (const ch of text) out += HOMOGLYPHS[ch] ?? ch;
  return out;
}

const LEET_TOKEN = /[a-z0-9@$]+/g;
const HAS_LETTER = /[a-z]/;
const HAS_LEET = /[013457@$]/;

/** Leetspeak folding of a (lower-case) text. */
export function foldLeetspeak(text: string): string {
  return text.replace(LEET_TOKEN, (token) => (HAS_LETTER.test(token) && HAS_LEET.test(token) && token.length <= MAX_LEET_TOKEN ? foldLeetToken(token) : token));
}

/** Letters spaced out with padding joined, then normalized. */
export function collapsePadding(text: string): string {
  return normalizeText(
    text.replace(PADDED_RUN, (run) => {
      let joined = '';
      joinRun(run, (chunk) => (joined += chunk));
      return joined;
    }),
  ).text;
}

/** A normalized text and its de-obfuscations (null when the text has no such stretch). */
export interface DeobfuscatedViews {
  primary: TextView;
  leetspeak: TextView | null;
  spacing: TextView | null;
}

let lastViews: { text: string; views: DeobfuscatedViews } | undefined;

/**
 * The normalized text, its leetspeak view and its letter-spacing view (normalized). The last
 * text's views are kept: in the scoring engine the injection detector and the learned harm
 * heads both read them for the same text, and they are pure functions of it (never mutated).
 */
export function deobfuscatedViews(text: string): DeobfuscatedViews {
  if (lastViews?.text === text) return lastViews.views;
  const primary = normalizeText(text);
  const depadded = depadView(text, primary.text);
  const views = { primary, leetspeak: leetView(primary), spacing: depadded === null ? null : normalizeText(depadded.text, depadded) };
  lastViews = { text, views };
  return views;
}

/**
 * The texts a learned model reads for one input: the normalized text, then the leetspeak and
 * letter-spacing de-obfuscations of its obfuscated stretches when there are any (so "1gn0r3"
 * and "i g n o r e" reach the model as "ignore").
 */
export function modelViews(text: string): string[] {
  const { primary, leetspeak, spacing } = deobfuscatedViews(text);
  const views = [primary.text];
  if (leetspeak !== null) views.push(leetspeak.text);
  if (spacing !== null) views.push(spacing.text);
  return views;
}
