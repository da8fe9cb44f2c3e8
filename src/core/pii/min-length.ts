import { walkRegex, type RegexAlgebra } from './regex-walk';

const LENGTH: RegexAlgebra<number> = {
  empty: 0,
  atom: (a) => (a.kind === 'anchor' || a.kind === 'boundary' || a.kind === 'backref' ? 0 : 1),
  concat: (a, b) => a + b,
  either: Math.min,
  repeat: (x, min) => x * min,
  lookaround: 0,
};

/**
 * A lower bound on the length (UTF-16 units) of any match of a regex, read from its source: a
 * recognizer whose every pattern needs more characters than a text has cannot match in it (most
 * values of a JSON tool result are short: a status, a currency, an id). Assertions, look-arounds
 * and back-references count 0, a character, class, escape or '.' counts 1, a quantified atom its
 * minimum repeat times the atom's bound, an alternation its smallest branch. Sources with
 * surrogate pairs (an astral character quantified under the u flag) get 0: no bound.
 */
export function minMatchLength(regex: RegExp): number {
  if (/[\ud800-\udfff]/.test(regex.source)) return 0;
  return walkRegex(regex, LENGTH, 'minMatchLength');
}
