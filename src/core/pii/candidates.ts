import { tokenCandidates, tokenShape, type TokenShape } from './tokens';
import type { Candidate, PiiPattern } from './types';

/**
 * `\b(?<!\d[ -]?)[first]?\d{n,m}\b(?![ -]\d)`: a whole run of ASCII digits standing alone (not
 * next to a letter, nor to another run across one space or hyphen). Twenty-odd national numbers
 * are written so; each would scan the whole text, so they read one shared list of digit runs.
 */
const PLAIN_DIGITS_SOURCE = /^\\b\(\?<!\\d\[ -\]\?\)(?:\[([0-9-]+)\])?\\d\{(\d+)(?:,(\d+))?\}\\b\(\?!\[ -\]\\d\)$/;

interface PlainDigits {
  min: number;
  max: number;
  /** Which first digits the pattern allows, by digit. */
  first: boolean[];
}

const shapes = new WeakMap<RegExp, PlainDigits | null>();

/** The digit-run shape a pattern's regex has, or null when it is any other regex. */
export function plainDigitsShape(regex: RegExp): PlainDigits | null {
  let shape = shapes.get(regex);
  if (shape !== undefined) return shape;
  const m = regex.flags === 'g' ? PLAIN_DIGITS_SOURCE.exec(regex.source) : null;
  if (m) {
    const extra = m[1] ? 1 : 0;
    const firstClass = m[1] ? new RegExp(`^[${m[1]}]$`) : /^\d$/;
    const rest = [Number(m[2]), Number(m[3] ?? m[2])];
    shape = { min: rest[0] + extra, max: rest[1] + extra, first: Array.from({ length: 10 }, (_, d) => firstClass.test(String(d))) };
  } else shape = null;
  shapes.set(regex, shape);
  return shape;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
// \b in a regex without the u flag: ASCII letters, digits and '_'.
const isAsciiWord = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpaceOrHyphen = (c: number): boolean => c === 32 || c === 45;

/** Start and end of every maximal run of ASCII digits; the last text's runs are kept (one scan, many recognizers). */
let runsText: string | null = null;
let runs: number[] = [];

function digitRuns(text: string): number[] {
  if (text === runsText) return runs;
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!isDigit(text.charCodeAt(i))) continue;
    const start = i;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    out.push(start, i);
  }
  runsText = text;
  runs = out;
  return out;
}

function plainDigitCandidates(text: string, shape: PlainDigits, name: string, score: number | undefined, out: Candidate[]): void {
  const all = digitRuns(text);
  for (let k = 0; k < all.length; k += 2) {
    const start = all[k];
    const end = all[k + 1];
    const length = end - start;
    if (length < shape.min || length > shape.max || !shape.first[text.charCodeAt(start) - 48]) continue;
    const before = text.charCodeAt(start - 1);
    if (isAsciiWord(before) || (isSpaceOrHyphen(before) && isDigit(text.charCodeAt(start - 2)))) continue;
    const after = text.charCodeAt(end);
    if (isAsciiWord(after) || (isSpaceOrHyphen(after) && isDigit(text.charCodeAt(end + 1)))) continue;
    out.push({ start, end, pattern: name, score });
  }
}

export interface Plan {
  pattern: PiiPattern;
  digits: PlainDigits | null;
  token: TokenShape | null;
}

/** Each pattern list's shapes, looked up once per list rather than twice per pattern and scan. */
const plans = new WeakMap<readonly PiiPattern[], Plan[]>();

export function planOf(patterns: readonly PiiPattern[]): Plan[] {
  let plan = plans.get(patterns);
  if (!plan) {
    plan = patterns.map((pattern) => {
      const digits = plainDigitsShape(pattern.regex);
      return { pattern, digits, token: digits ? null : tokenShape(pattern.regex) };
    });
    plans.set(patterns, plan);
  }
  return plan;
}

/** Every match of every pattern; a named group `v` narrows the candidate to that group. */
export function regexCandidates(text: string, patterns: readonly PiiPattern[]): Candidate[] {
  return planCandidates(text, planOf(patterns));
}

/** `regexCandidates` with the patterns' plan already looked up (the scan keeps it per recognizer). */
export function planCandidates(text: string, plan: readonly Plan[]): Candidate[] {
  const out: Candidate[] = [];
  for (let k = 0; k < plan.length; k++) {
    const { pattern, digits, token } = plan[k];
    const { name, regex, score } = pattern;
    if (digits) {
      plainDigitCandidates(text, digits, name, score, out);
      continue;
    }
    if (token) {
      tokenCandidates(text, token, name, score, out);
      continue;
    }
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      const group = m.indices?.groups?.v;
      const [start, end] = group ?? [m.index, m.index + m[0].length];
      if (end > start) out.push({ start, end, pattern: name, score });
      if (m[0].length === 0) regex.lastIndex++;
    }
  }
  return out;
}

/**
 * The matches of `pattern` that contain `anchor` (a literal every match has), for a pattern that
 * would be slow to try at every position: the regex runs on a slice around each occurrence of the
 * anchor. `back` and `forward` bound how far a match reaches before the anchor and after its start.
 */
export function anchoredCandidates(text: string, anchor: string, pattern: PiiPattern, back: number, forward: number): Candidate[] {
  const out: Candidate[] = [];
  const regex = new RegExp(pattern.regex.source, pattern.regex.flags.includes('g') ? pattern.regex.flags : `${pattern.regex.flags}g`);
  let done = 0;
  for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, Math.max(at + 1, done))) {
    const from = Math.max(done, at - back);
    // One character more before the slice, so that \b and look-behinds see what precedes it.
    const sliceStart = Math.max(0, from - 1);
    const slice = text.slice(sliceStart, at + forward);
    regex.lastIndex = from - sliceStart;
    const m = regex.exec(slice);
    const start = sliceStart + (m?.index ?? 0);
    if (m === null || start > at) continue; // no match holds this anchor; a later one has its own turn
    out.push({ start, end: start + m[0].length, pattern: pattern.name, score: pattern.score });
    done = start + m[0].length;
  }
  return out;
}

let atText: string | null = null;
let atList: readonly AtAddress[] = [];

export interface AtAddress {
  start: number;
  end: number;
  /** Whether the part after '@' contains a dot (an e-mail domain rather than a UPI handle). */
  dottedDomain: boolean;
}

const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;
const AT = 64;
const DOT = 46;
const HYPHEN = 45;

const INTERNATIONAL_LETTER = /[\p{L}\p{M}\p{N}]/u;

/** Letters and digits of any script (internationalised addresses, RFC 6530), tested per UTF-16 unit. */
function isInternationalChar(c: number): boolean {
  return c >= 0xc0 && (c >= 0xd800 ? c <= 0xdfff : INTERNATIONAL_LETTER.test(String.fromCharCode(c)));
}

function isLocalChar(c: number): boolean {
  // A-Z a-z 0-9 . _ % + -
  return (
    (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === DOT || c === 95 || c === 37 || c === 43 || c === HYPHEN ||
    isInternationalChar(c)
  );
}

function isDomainChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === DOT || c === HYPHEN || isInternationalChar(c);
}

/**
 * `local@domain` tokens, found by walking out from each '@' rather than by a regex, so the cost
 * stays linear even for text full of '@' or long runs of address characters. A token directly
 * followed by another '@' is skipped: it is part of something else.
 */
export function findAtAddresses(text: string): readonly AtAddress[] {
  // E-mail and UPI both ask for the same text in one scan: the last text's answer is kept (read only).
  if (text === atText) return atList;
  const out: AtAddress[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < MAX_LOCAL && isLocalChar(text.charCodeAt(start - 1))) start--;
    if (start > 0 && isLocalChar(text.charCodeAt(start - 1))) continue; // local part too long
    while (start < at && text.charCodeAt(start) === DOT) start++; // no leading dot
    let end = at + 1;
    let dottedDomain = false;
    while (end < text.length && end - at - 1 < MAX_DOMAIN) {
      const c = text.charCodeAt(end);
      if (!isDomainChar(c)) break;
      if (c === DOT) dottedDomain = true;
      end++;
    }
    if (text.charCodeAt(end) === AT) continue;
    while (end > at + 1 && (text.charCodeAt(end - 1) === DOT || text.charCodeAt(end - 1) === HYPHEN)) end--; // sentence dot
    if (start === at || end === at + 1) continue;
    if (dottedDomain) dottedDomain = text.lastIndexOf('.', end - 1) > at;
    out.push({ start, end, dottedDomain });
  }
  atText = text;
  atList = out;
  return out;
}

const isPhoneSeparator = (c: number): boolean => c === 32 || c === 40 || c === 41 || c === 46 || c === 45 || c === 47; // ' ' ( ) . - /

/**
 * What `(?<!\d[ ().\-/]{0,3})\d(?:[ ().\-/]{0,3}\d){min-1,max-1}(?![ ().\-/]{0,3}\d)` finds, from
 * the shared digit runs: chains of digits joined by at most three of those separators, holding
 * `min` to `max` digits in all (a longer chain holds no match). `[start, end)` pairs.
 */
export function digitChains(text: string, min: number, max: number): number[] {
  const all = digitRuns(text);
  const out: number[] = [];
  for (let k = 0; k < all.length; ) {
    const start = all[k];
    let end = all[k + 1];
    let digits = end - start;
    k += 2;
    while (k < all.length && all[k] - end <= 3 && gapIsSeparators(text, end, all[k])) {
      digits += all[k + 1] - all[k];
      end = all[k + 1];
      k += 2;
    }
    if (digits >= min && digits <= max) out.push(start, end);
  }
  return out;
}

function gapIsSeparators(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isPhoneSeparator(text.charCodeAt(i))) return false;
  return true;
}

/**
 * The matches of `pattern` for a pattern whose every match has the character `anchor` at `offset`
 * from its start (the first dot of `abcd.ef01.2345`): a sticky copy is tried only there. Same
 * matches, in the same order, as the global regex.
 */
export function fixedAnchorCandidates(text: string, anchor: string, offset: number, pattern: PiiPattern): Candidate[] {
  let sticky = stickies.get(pattern.regex);
  if (!sticky) {
    sticky = new RegExp(pattern.regex.source, `${pattern.regex.flags.replace('g', '')}y`);
    stickies.set(pattern.regex, sticky);
  }
  const out: Candidate[] = [];
  let done = 0;
  for (let at = text.indexOf(anchor, offset); at !== -1; at = text.indexOf(anchor, Math.max(at + 1, done + offset))) {
    sticky.lastIndex = at - offset;
    const m = sticky.exec(text);
    if (m === null) continue;
    out.push({ start: at - offset, end: at - offset + m[0].length, pattern: pattern.name, score: pattern.score });
    done = at - offset + m[0].length;
  }
  return out;
}

const stickies = new WeakMap<RegExp, RegExp>();
