/**
 * Shapes of short ASCII values, for the pattern gates (`gates.ts`). A value's shape keeps its
 * length and its punctuation and writes every digit `D`, every capital `U` and every lower-case
 * letter `L`: `2025-01-10T10:30:00Z` → `DDDD-DD-DDUDD:DD:DDU`, `ORD-2024007` → `UUU-DDDDDDD`. The
 * values of one JSON field mostly share a shape (every timestamp, every order id, every phone
 * number written one way).
 *
 * `shapeRegex(regex)` rewrites a regex to run on shapes: each character class or literal becomes the
 * class of the shape characters its ASCII members map to (`\d` → `[D]`, `[0-9A-F]` → `[DU]`, `T` →
 * `[U]`, `-` → `-`), assertions and groups stay, a negative look-around stays only where it is exact
 * (below) and is dropped otherwise. **If the regex matches an ASCII text, the rewritten regex matches
 * the text's shape** (at the same place): every character the regex consumes maps to a shape
 * character its rewritten class holds, `\b`/`\B` see the same word characters (digits and letters
 * map to letters, `_` and punctuation to themselves), a back-reference's text maps to the same
 * shape, and dropping a negative look-around only allows more. A part is *exact* when each of its
 * classes holds either all or none of the digits, of the capitals and of the lower-case letters
 * (`\d`, `[A-Z]`, `[^\w.]`, punctuation) and it has no back-reference: it then matches a text exactly
 * where its rewrite matches the shape, so it can be kept inside a negative look-around.
 *
 * So a gate whose rewrite does not match a value's shape cannot match the value, and the scan
 * skips it without running it: once per shape, not once per value.
 */

/** An ASCII character set: bit `c & 31` of word `c >> 5`. */
type CharSet = readonly [number, number, number, number];

const EMPTY: CharSet = [0, 0, 0, 0];
const ALL: CharSet = [-1, -1, -1, -1];

function range(from: number, to: number): number[] {
  const set = [0, 0, 0, 0];
  for (let c = from; c <= Math.min(to, 127); c++) set[c >> 5] |= 1 << (c & 31);
  return set;
}

const or = (a: CharSet, b: CharSet): CharSet => [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]];
const not = (a: CharSet): CharSet => [~a[0], ~a[1], ~a[2], ~a[3]];
const chars = (...ranges: [number, number][]): CharSet => ranges.reduce<CharSet>((s, [a, b]) => or(s, range(a, b) as unknown as CharSet), EMPTY);
const DIGITS = chars([48, 57]);
const UPPER = chars([65, 90]);
const LOWER = chars([97, 122]);
const LETTERS = or(UPPER, LOWER);
const WORD = or(or(LETTERS, DIGITS), chars([95, 95]));
const SPACE = chars([9, 13], [32, 32]);
const DOT = not(chars([10, 10], [13, 13]));

/** `\p{…}` properties, by their ASCII members; any other property is taken as every character. */
const PROPERTIES: Record<string, CharSet> = {
  L: LETTERS,
  Letter: LETTERS,
  Lu: UPPER,
  Uppercase_Letter: UPPER,
  Ll: LOWER,
  Lowercase_Letter: LOWER,
  M: EMPTY,
  Mark: EMPTY,
  Mn: EMPTY,
  Mc: EMPTY,
  N: DIGITS,
  Nd: DIGITS,
  Number: DIGITS,
};

const withCase = (set: CharSet): CharSet => {
  const upper = [set[2] & 0x07fffffe, set[3] & 0x07fffffe];
  return [set[0], set[1], set[2] | upper[1], set[3] | upper[0]];
};


const isWordLetterOrDigit = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The shape character of each ASCII code: `D`, `U`, `L`, or the character itself. */
const SHAPE_CODE = new Uint8Array(128);
for (let c = 0; c < 128; c++) SHAPE_CODE[c] = !isWordLetterOrDigit(c) ? c : c <= 57 ? 68 : c <= 90 ? 85 : 76;

/** The shape of an ASCII text (`shapeOf('Ab-1')` is `'UL-D'`), or null when it holds a character outside ASCII. */
export function shapeOf(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return null;
    out += String.fromCharCode(SHAPE_CODE[c]);
  }
  return out;
}

/** A hash of the shape of an ASCII text, or -1 when it holds a character outside ASCII (one loop, no allocation). */
export function shapeHash(text: string): number {
  let h = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return -1;
    h = (Math.imul(h, 31) + SHAPE_CODE[c]) | 0;
  }
  return h & 0x3fffffff;
}

/** Whether `shape` is the shape of the ASCII text `text`. */
export function hasShape(text: string, shape: string): boolean {
  if (text.length !== shape.length) return false;
  for (let i = 0; i < text.length; i++) if (SHAPE_CODE[text.charCodeAt(i)] !== shape.charCodeAt(i)) return false;
  return true;
}

interface Part {
  src: string;
  exact: boolean;
}

const hex = (c: number): string => `\\x${c.toString(16).padStart(2, '0')}`;
const meetsAny = (a: CharSet, b: CharSet): boolean => (a[0] & b[0]) !== 0 || (a[1] & b[1]) !== 0 || (a[2] & b[2]) !== 0 || (a[3] & b[3]) !== 0;
const holdsAll = (a: CharSet, b: CharSet): boolean => (b[0] & ~a[0]) === 0 && (b[1] & ~a[1]) === 0 && (b[2] & ~a[2]) === 0 && (b[3] & ~a[3]) === 0;
const has = (set: CharSet, c: number): boolean => (set[c >> 5] & (1 << (c & 31))) !== 0;

/** The shape class of a character set, and whether it is exact. */
function shapeClass(set: CharSet): Part {
  let src = '';
  let exact = true;
  for (const [kind, letter] of [
    [DIGITS, 'D'],
    [UPPER, 'U'],
    [LOWER, 'L'],
  ] as const) {
    if (!meetsAny(set, kind)) continue;
    src += letter;
    if (!holdsAll(set, kind)) exact = false;
  }
  for (let c = 0; c < 128; c++) if (!isWordLetterOrDigit(c) && has(set, c)) src += hex(c);
  return { src: `[${src}]`, exact };
}

/**
 * The regex rewritten to run on shapes (see above), or null for a regex it cannot read (the `v`,
 * `s` or `m` flag, an unknown group): then no shape can rule it out.
 */
export function shapeRegex(regex: RegExp): RegExp | null {
  try {
    return new RegExp(shapeSource(regex).src);
  } catch {
    return null;
  }
}

/** The rewritten source and whether the whole regex is exact (for tests). */
export function shapeSource(regex: RegExp): Part {
  const src = regex.source;
  if (/[vsm]/.test(regex.flags)) throw new Error(`shapeSource: flags ${regex.flags} not read`);
  const fold = regex.flags.includes('i');
  const unicode = regex.flags.includes('u');
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`shapeSource: ${what} at ${at} in /${src}/`);
  };
  // Set when the set being read is wider than the atom's ASCII members (it can then not be exact).
  let approximated = false;
  const approx = (set: CharSet): CharSet => {
    approximated = true;
    return set;
  };
  /** The shape class of the set `read()` returns, exact only if no part of it was approximated. */
  const classOf = (read: () => CharSet): Part => {
    approximated = false;
    const part = shapeClass(read());
    return approximated ? { src: part.src, exact: false } : part;
  };

  function alternation(): Part {
    const parts = [sequence()];
    while (src[at] === '|') {
      at++;
      parts.push(sequence());
    }
    return { src: parts.map((p) => p.src).join('|'), exact: parts.every((p) => p.exact) };
  }

  function sequence(): Part {
    let out = '';
    let exact = true;
    while (at < src.length && src[at] !== '|' && src[at] !== ')') {
      const a = atom();
      const q = quantifier();
      out += a.src + q;
      exact &&= a.exact;
    }
    return { src: out, exact };
  }

  /** The quantifier after an atom, verbatim ('' for none). */
  function quantifier(): string {
    const from = at;
    const c = src[at];
    if (c === '*' || c === '?' || c === '+') at++;
    else if (c === '{') {
      const m = /^\{\d+(?:,\d*)?\}/.exec(src.slice(at));
      if (!m) return ''; // a literal '{' (not under the u flag)
      at += m[0].length;
    } else return '';
    if (src[at] === '?') at++;
    return src.slice(from, at);
  }

  /** One character (code), with case folding. */
  function literal(code: number): CharSet {
    if (code >= 128) return fold ? approx(LETTERS) : EMPTY;
    const set = range(code, code) as unknown as CharSet;
    return fold ? withCase(set) : set;
  }

  /** An escape after '\\' (at points at the letter); `inClass` for a class member. Returns null for an assertion or back-reference. */
  function escape(inClass: boolean): CharSet | null {
    const e = src[at++];
    switch (e) {
      case 'd':
        return DIGITS;
      case 'D':
        return not(DIGITS);
      case 'w':
        return WORD;
      case 'W':
        return fold ? approx(ALL) : not(WORD);
      case 's':
        return SPACE;
      case 'S':
        return not(SPACE);
      case 't':
        return literal(9);
      case 'n':
        return literal(10);
      case 'v':
        return literal(11);
      case 'f':
        return literal(12);
      case 'r':
        return literal(13);
      case '0':
        return literal(0);
      case 'b':
        return inClass ? literal(8) : null;
      case 'B':
        return null;
      case 'c':
        at--;
        return literal(escapeCode());
      case 'x':
      case 'u':
        at--;
        return literal(escapeCode());
      case 'p':
      case 'P': {
        if (!unicode) return literal(e.charCodeAt(0));
        if (src[at] !== '{') fail('\\p without {');
        const end = src.indexOf('}', at);
        const name = src.slice(at + 1, end).replace(/^(?:General_Category|gc)=/, '');
        at = end + 1;
        const set = PROPERTIES[name];
        if (!set) return approx(ALL);
        if (e === 'P') return fold ? approx(ALL) : not(set);
        return fold && set !== EMPTY ? approx(or(set, LETTERS)) : set;
      }
      case 'k':
        if (src[at] === '<') {
          at = src.indexOf('>', at) + 1;
          return null;
        }
        return literal('k'.charCodeAt(0));
      default:
        if (e >= '1' && e <= '9') {
          if (inClass) fail('octal escape in a class');
          while (src[at] >= '0' && src[at] <= '9') at++;
          return null; // back-reference: may be empty
        }
        return literal(e.charCodeAt(0));
    }
  }

  /** The code of a one-character escape (`\\t`, `\\x41`, `\\u0915`, `\\-`…); `at` points at its letter. */
  function escapeCode(): number {
    const e = src[at++];
    switch (e) {
      case 't':
        return 9;
      case 'n':
        return 10;
      case 'v':
        return 11;
      case 'f':
        return 12;
      case 'r':
        return 13;
      case 'b':
        return 8;
      case '0':
        return 0;
      case 'c':
        return src.charCodeAt(at++) % 32;
      case 'x': {
        const code = parseInt(src.slice(at, at + 2), 16);
        at += 2;
        return code;
      }
      case 'u': {
        if (src[at] === '{') {
          const end = src.indexOf('}', at);
          const code = parseInt(src.slice(at + 1, end), 16);
          at = end + 1;
          return code;
        }
        const code = parseInt(src.slice(at, at + 4), 16);
        at += 4;
        return code;
      }
      default:
        if (e >= '1' && e <= '9') fail('octal escape in a class');
        return e.codePointAt(0)!;
    }
  }

  function classAtom(): CharSet {
    at++; // '['
    let negate = false;
    if (src[at] === '^') {
      negate = true;
      at++;
    }
    let set: CharSet = EMPTY;
    while (at < src.length && src[at] !== ']') {
      // One member: a character or escape, maybe the start of a range.
      let lo: number | null = null;
      let member: CharSet;
      if (src[at] === '\\' && 'dDwWsS'.includes(src[at + 1])) {
        at++;
        member = escape(true)!;
      } else if (src[at] === '\\' && unicode && 'pP'.includes(src[at + 1])) {
        at++;
        member = escape(true)!;
      } else if (src[at] === '\\') {
        at++;
        lo = escapeCode();
        member = literal(lo);
      } else {
        lo = src.codePointAt(at)!;
        at += lo > 0xffff ? 2 : 1;
        member = literal(lo);
      }
      if (lo !== null && src[at] === '-' && src[at + 1] !== ']') {
        at++;
        let hi: number;
        if (src[at] === '\\') {
          at++;
          if ('dDwWsSpP'.includes(src[at])) fail('range to a class escape');
          hi = escapeCode();
        } else {
          hi = src.codePointAt(at)!;
          at += hi > 0xffff ? 2 : 1;
        }
        member = range(lo, hi) as unknown as CharSet;
        if (fold) member = hi >= 128 ? approx(or(withCase(member), LETTERS)) : withCase(member);
      }
      set = or(set, member);
    }
    if (src[at] !== ']') fail('unclosed class');
    at++;
    return negate ? (fold ? approx(ALL) : not(set)) : set;
  }


  function atom(): Part {
    const c = src[at];
    if (c === '^' || c === '$') {
      at++;
      return { src: c, exact: true };
    }
    if (c === '.') {
      at++;
      return classOf(() => DOT);
    }
    if (c === '\\') {
      const e = src[at + 1];
      if (e === 'b' || e === 'B') {
        at += 2;
        return { src: `\\${e}`, exact: true };
      }
      if (e >= '1' && e <= '9') {
        const from = at;
        at += 2;
        while (src[at] >= '0' && src[at] <= '9') at++;
        return { src: `(?:${src.slice(from, at)})`, exact: false };
      }
      if (e === 'k' && src[at + 2] === '<') {
        const end = src.indexOf('>', at) + 1;
        const ref = src.slice(at, end);
        at = end;
        return { src: ref, exact: false };
      }
      at++;
      return classOf(() => escape(false)!);
    }
    if (c === '[') return classOf(classAtom);
    if (c === '(') {
      at++;
      let open = '(';
      let negative = false;
      if (src[at] === '?') {
        const next = src[at + 1];
        if (next === ':' || next === '=') {
          open = `(?${next}`;
          at += 2;
        } else if (next === '!') {
          negative = true;
          open = '(?!';
          at += 2;
        } else if (next === '<' && (src[at + 2] === '=' || src[at + 2] === '!')) {
          negative = src[at + 2] === '!';
          open = `(?<${src[at + 2]}`;
          at += 3;
        } else if (next === '<') {
          const end = src.indexOf('>', at) + 1;
          open = `(${src.slice(at, end)}`;
          at = end;
        } else fail('unsupported group');
      }
      const inner = alternation();
      if (src[at] !== ')') fail('unbalanced group');
      at++;
      // A negative look-around over an inexact part could refuse a shape whose text it accepts: dropped.
      if (negative && !inner.exact) return { src: '(?:)', exact: false };
      return { src: `${open}${inner.src})`, exact: inner.exact };
    }
    const code = src.codePointAt(at)!;
    at += code > 0xffff ? 2 : 1;
    return classOf(() => literal(code));
  }

  const r = alternation();
  if (at !== src.length) fail('trailing text');
  return r;
}
