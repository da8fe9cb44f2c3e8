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
import { walkRegex, type RegexAlgebra } from './regex-walk';
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
  // Under the i flag a capital also matches its lower case: no letter counts.
  const counts = kind === 'digit' || !regex.flags.includes('i');
  const b = walkRegex(regex, runAlgebra(kind, counts), 'minDigitRun');
  return b.all ? b.len : b.best;
}

function runAlgebra(kind: RunKind, counts: boolean): RegexAlgebra<Bound> {
  return {
    empty: digits(0),
    atom: (a) => {
      switch (a.kind) {
        case 'anchor':
          return digits(0); // consumes nothing: its neighbours stay adjacent
        case 'escape':
          return a.letter === 'd' && kind === 'digit' ? digits(1) : BREAK;
        case 'class':
          return counts && CLASS_OF[kind].test(a.body) ? digits(1) : BREAK;
        case 'char':
          return counts && isOf(kind, a.char) ? digits(1) : BREAK;
        default:
          return BREAK; // \b and back-references: zero-width or unknown, but say nothing of digits
      }
    },
    concat,
    either,
    repeat,
    lookaround: digits(0),
  };
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
