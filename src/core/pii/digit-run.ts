/**
 * A lower bound on the longest run of consecutive ASCII digits (or, with `'upper'`, ASCII capitals)
 * in any match of a regex, read from its source. A JSON value whose own longest run is shorter (a
 * timestamp `2025-01-10T10:30:00Z` has digit runs of 4 and capital runs of 1) cannot match, so the
 * recognizer is skipped without a regex call: most national numbers need 8–13 digits in a row, PAN
 * and GSTIN five capitals. Only atoms that match nothing but such a character (`\d`, `[0-9]`,
 * `[2-9]`, `[A-HJ-Z]`, a digit or capital; letters only without the `i` flag) count; anything else
 * breaks a run, back-references and `\b`-style assertions included, except look-arounds and
 * anchors, which consume nothing and so keep their neighbours adjacent.
 */
import type { Recognizer } from './types';

interface Bound {
  /** Every match is digits only (then `len` is its minimum length). */
  all: boolean;
  len: number;
  /** Digits every match starts with, ends with, and holds in a row somewhere. */
  pre: number;
  suf: number;
  best: number;
}

const digits = (len: number): Bound => ({ all: true, len, pre: len, suf: len, best: len });
const BREAK: Bound = { all: false, len: 0, pre: 0, suf: 0, best: 0 };

function concat(a: Bound, b: Bound): Bound {
  if (a.all && b.all) return digits(a.len + b.len);
  return {
    all: false,
    len: 0,
    pre: a.all ? a.len + b.pre : a.pre,
    suf: b.all ? a.suf + b.len : b.suf,
    best: Math.max(a.best, b.best, a.suf + b.pre),
  };
}

function either(a: Bound, b: Bound): Bound {
  if (a.all && b.all) return digits(Math.min(a.len, b.len));
  return { all: false, len: 0, pre: Math.min(a.pre, b.pre), suf: Math.min(a.suf, b.suf), best: Math.min(a.best, b.best) };
}

function repeat(x: Bound, min: number): Bound {
  if (x.all) return digits(x.len * min);
  if (min === 0) return BREAK;
  return { all: false, len: 0, pre: x.pre, suf: x.suf, best: Math.max(x.best, min >= 2 ? x.suf + x.pre : 0) };
}

export type RunKind = 'digit' | 'upper';

/** A class body (between '[' and ']') that holds only digits (`0-9`, `2-9`, `0-36-7`, `12`, `\d`) or only capitals (`A-HJ-NP-Z`). */
const CLASS_OF: Record<RunKind, RegExp> = { digit: /^(?:[0-9](?:-[0-9])?|\\d)+$/, upper: /^(?:[A-Z](?:-[A-Z])?)+$/ };
const isOf = (kind: RunKind, c: string): boolean => (kind === 'digit' ? c >= '0' && c <= '9' : c >= 'A' && c <= 'Z');

export function minDigitRun(regex: RegExp, kind: RunKind): number {
  const src = regex.source;
  // Under the i flag a capital also matches its lower case: no letter counts.
  const counts = kind === 'digit' || !regex.flags.includes('i');
  let at = 0;

  function alternation(): Bound {
    let b = sequence();
    while (src[at] === '|') {
      at++;
      b = either(b, sequence());
    }
    return b;
  }

  function sequence(): Bound {
    let b = digits(0);
    while (at < src.length && src[at] !== '|' && src[at] !== ')') {
      const a = atom();
      b = concat(b, repeat(a, quantifier()));
    }
    return b;
  }

  function quantifier(): number {
    const c = src[at];
    let min = 1;
    if (c === '*' || c === '?') {
      min = 0;
      at++;
    } else if (c === '+') at++;
    else if (c === '{') {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(src.slice(at));
      if (!m) return 1;
      min = Number(m[1]);
      at += m[0].length;
    } else return 1;
    if (src[at] === '?') at++;
    return min;
  }

  function atom(): Bound {
    const c = src[at];
    if (c === '^' || c === '$') {
      at++;
      return digits(0);
    }
    if (c === '\\') {
      const e = src[at + 1];
      at += 2;
      if (e === 'd') return kind === 'digit' ? digits(1) : BREAK;
      if (e === 'b' || e === 'B') return BREAK; // zero-width, but says nothing of digits: count it as a break
      if (e >= '1' && e <= '9') while (src[at] >= '0' && src[at] <= '9') at++;
      else if (e === 'k' && src[at] === '<') at = src.indexOf('>', at) + 1;
      else if ((e === 'p' || e === 'P' || e === 'u') && src[at] === '{') at = src.indexOf('}', at) + 1;
      else if (e === 'u') at += 4;
      else if (e === 'x') at += 2;
      else if (e === 'c') at += 1;
      return BREAK;
    }
    if (c === '[') {
      const start = ++at;
      if (src[at] === ']') at++;
      while (at < src.length && src[at] !== ']') at += src[at] === '\\' ? 2 : 1;
      const body = src.slice(start, at++);
      return counts && CLASS_OF[kind].test(body) ? digits(1) : BREAK;
    }
    if (c === '(') {
      at++;
      let lookaround = false;
      if (src[at] === '?') {
        const next = src[at + 1];
        if (next === ':') at += 2;
        else if (next === '=' || next === '!') {
          lookaround = true;
          at += 2;
        } else if (next === '<' && (src[at + 2] === '=' || src[at + 2] === '!')) {
          lookaround = true;
          at += 3;
        } else if (next === '<') at = src.indexOf('>', at) + 1;
        else throw new Error(`minDigitRun: unsupported group in /${src}/`);
      }
      const inner = alternation();
      if (src[at] !== ')') throw new Error(`minDigitRun: unbalanced /${src}/`);
      at++;
      return lookaround ? digits(0) : inner;
    }
    at++;
    return counts && isOf(kind, c) ? digits(1) : BREAK;
  }

  const b = alternation();
  if (at !== src.length) throw new Error(`minDigitRun: could not read /${src}/`);
  return b.all ? b.len : b.best;
}

/** The longest runs of ASCII digits and of ASCII capitals in `text`, as `digits + upper * 1024` (one loop, no allocation). */
export function longestRuns(text: string): number {
  let digits = 0;
  let upper = 0;
  let d = 0;
  let u = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++d > digits) digits = d;
      u = 0;
    } else if (c >= 65 && c <= 90) {
      if (++u > upper) upper = u;
      d = 0;
    } else d = u = 0;
  }
  return Math.min(digits, 1023) + upper * 1024;
}

export const longestDigitRun = (text: string): number => longestRuns(text) % 1024;
export const longestUpperRun = (text: string): number => Math.floor(longestRuns(text) / 1024);

/**
 * The bound for a recognizer: the smallest over the regexes its candidates can come from (its
 * patterns, or its finder's declared `gate`); 0 (no bound) for a finder without one.
 */
export function recognizerDigitRun(rec: Recognizer, kind: RunKind): number {
  const regexes = rec.find ? (rec.gate ?? []) : rec.patterns.map((p) => p.regex);
  return regexes.length === 0 ? 0 : Math.min(...regexes.map((r) => minDigitRun(r, kind)));
}
