/**
 * A lower bound on the length (UTF-16 units) of any match of a regex, read from its source: a
 * recognizer whose every pattern needs more characters than a text has cannot match in it (most
 * values of a JSON tool result are short: a status, a currency, an id). Assertions, look-arounds
 * and back-references count 0, a character, class, escape or '.' counts 1, a quantified atom its
 * minimum repeat times the atom's bound, an alternation its smallest branch. Sources with
 * surrogate pairs (an astral character quantified under the u flag) get 0: no bound.
 */
export function minMatchLength(regex: RegExp): number {
  const src = regex.source;
  if (/[\ud800-\udfff]/.test(src)) return 0;
  let at = 0;

  function alternation(): number {
    let best = sequence();
    while (src[at] === '|') {
      at++;
      best = Math.min(best, sequence());
    }
    return best;
  }

  function sequence(): number {
    let total = 0;
    while (at < src.length && src[at] !== '|' && src[at] !== ')') {
      const atomLength = atom();
      total += atomLength * quantifier();
    }
    return total;
  }

  /** The minimum repeat of the quantifier at `at` (1 without one); consumes it and a lazy '?'. */
  function quantifier(): number {
    const c = src[at];
    let min = 1;
    if (c === '*' || c === '?') {
      min = 0;
      at++;
    } else if (c === '+') {
      at++;
    } else if (c === '{') {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(src.slice(at));
      if (!m) return 1; // a literal '{' (no u flag): the atom that follows counts it
      min = Number(m[1]);
      at += m[0].length;
    } else return 1;
    if (src[at] === '?') at++;
    return min;
  }

  function atom(): number {
    const c = src[at];
    if (c === '^' || c === '$') {
      at++;
      return 0;
    }
    if (c === '\\') return escape();
    if (c === '[') {
      at++;
      if (src[at] === '^') at++;
      if (src[at] === ']') at++; // a leading ']' is a member without the u flag
      while (at < src.length && src[at] !== ']') at += src[at] === '\\' ? 2 : 1;
      at++;
      return 1;
    }
    if (c === '(') {
      at++;
      let assertion = false;
      if (src[at] === '?') {
        const next = src[at + 1];
        if (next === ':') at += 2;
        else if (next === '=' || next === '!') {
          assertion = true;
          at += 2;
        } else if (next === '<' && (src[at + 2] === '=' || src[at + 2] === '!')) {
          assertion = true;
          at += 3;
        } else if (next === '<') at = src.indexOf('>', at) + 1; // named group
        else throw new Error(`minMatchLength: unsupported group in /${src}/`);
      }
      const inner = alternation();
      if (src[at] !== ')') throw new Error(`minMatchLength: unbalanced /${src}/`);
      at++;
      return assertion ? 0 : inner;
    }
    at++;
    return 1;
  }

  function escape(): number {
    const c = src[at + 1];
    at += 2;
    if (c === 'b' || c === 'B') return 0;
    if (c >= '1' && c <= '9') {
      while (src[at] >= '0' && src[at] <= '9') at++;
      return 0; // a back-reference may match the empty string
    }
    if (c === 'k' && src[at] === '<') {
      at = src.indexOf('>', at) + 1;
      return 0;
    }
    if ((c === 'p' || c === 'P' || c === 'u') && src[at] === '{') at = src.indexOf('}', at) + 1;
    else if (c === 'u') at += 4;
    else if (c === 'x') at += 2;
    else if (c === 'c') at += 1;
    return 1;
  }

  const length = alternation();
  if (at !== src.length) throw new Error(`minMatchLength: could not read /${src}/`);
  return length;
}
