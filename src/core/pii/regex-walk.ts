/**
 * One reader of regex sources for the bounds the PII scan derives from its own patterns
 * (min-length.ts: the shortest match; digit-run.ts: the longest run of digits or capitals every
 * match holds). A recursive descent over alternations, sequences, quantified atoms and groups
 * that folds every atom into a value of the caller's algebra. It reads what the registry's
 * patterns use and throws on anything else, so a new pattern cannot get a wrong bound silently.
 */

/** One atom of a regex source, as the algebra sees it. */
export type Atom =
  /** `^` or `$`. */
  | { kind: 'anchor' }
  /** `\b` or `\B`. */
  | { kind: 'boundary' }
  /** `\1`, `\k<name>`: may match the empty string. */
  | { kind: 'backref' }
  /** Any other escape; `letter` is the character after the backslash (`d` for `\d`, `.` for `\.`). */
  | { kind: 'escape'; letter: string }
  /** `[…]`; `body` is the source between the brackets (with a leading `^` when negated). */
  | { kind: 'class'; body: string }
  /** A literal character or `.`. */
  | { kind: 'char'; char: string };

export interface RegexAlgebra<T> {
  /** The value of the empty sequence, where a sequence's fold starts. */
  empty: T;
  atom(atom: Atom): T;
  /** `a` then `b`. */
  concat(a: T, b: T): T;
  /** `a|b`. */
  either(a: T, b: T): T;
  /** `x` repeated at least `min` times (the quantifier's minimum; 1 without one). */
  repeat(x: T, min: number): T;
  /** A look-ahead or look-behind group: it consumes nothing, whatever its content. */
  lookaround: T;
}

/** Folds `regex`'s source with `algebra`; `name` prefixes the errors. */
export function walkRegex<T>(regex: RegExp, algebra: RegexAlgebra<T>, name: string): T {
  const src = regex.source;
  let at = 0;

  function alternation(): T {
    let value = sequence();
    while (src[at] === '|') {
      at++;
      value = algebra.either(value, sequence());
    }
    return value;
  }

  function sequence(): T {
    let value = algebra.empty;
    while (at < src.length && src[at] !== '|' && src[at] !== ')') {
      const a = atom();
      value = algebra.concat(value, algebra.repeat(a, quantifier()));
    }
    return value;
  }

  /** The minimum repeat of the quantifier at `at` (1 without one); consumes it and a lazy '?'. */
  function quantifier(): number {
    const c = src[at];
    let min = 1;
    if (c === '*' || c === '?') {
      min = 0;
      at++;
    } else if (c === '+') at++;
    else if (c === '{') {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(src.slice(at));
      if (!m) return 1; // a literal '{' (no u flag): the atom that follows counts it
      min = Number(m[1]);
      at += m[0].length;
    } else return 1;
    if (src[at] === '?') at++;
    return min;
  }

  function atom(): T {
    const c = src[at];
    if (c === '^' || c === '$') {
      at++;
      return algebra.atom({ kind: 'anchor' });
    }
    if (c === '\\') return algebra.atom(escape());
    if (c === '[') {
      const start = ++at;
      if (src[at] === '^') at++;
      if (src[at] === ']') at++; // a leading ']' is a member without the u flag
      while (at < src.length && src[at] !== ']') at += src[at] === '\\' ? 2 : 1;
      return algebra.atom({ kind: 'class', body: src.slice(start, at++) });
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
        } else if (next === '<') at = src.indexOf('>', at) + 1; // named group
        else throw new Error(`${name}: unsupported group in /${src}/`);
      }
      const inner = alternation();
      if (src[at] !== ')') throw new Error(`${name}: unbalanced /${src}/`);
      at++;
      return lookaround ? algebra.lookaround : inner;
    }
    at++;
    return algebra.atom({ kind: 'char', char: c });
  }

  function escape(): Atom {
    const letter = src[at + 1];
    at += 2;
    if (letter === 'b' || letter === 'B') return { kind: 'boundary' };
    if (letter >= '1' && letter <= '9') {
      while (src[at] >= '0' && src[at] <= '9') at++;
      return { kind: 'backref' };
    }
    if (letter === 'k' && src[at] === '<') {
      at = src.indexOf('>', at) + 1;
      return { kind: 'backref' };
    }
    if ((letter === 'p' || letter === 'P' || letter === 'u') && src[at] === '{') at = src.indexOf('}', at) + 1;
    else if (letter === 'u') at += 4;
    else if (letter === 'x') at += 2;
    else if (letter === 'c') at += 1;
    return { kind: 'escape', letter };
  }

  const value = alternation();
  if (at !== src.length) throw new Error(`${name}: could not read /${src}/`);
  return value;
}
