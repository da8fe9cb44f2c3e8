import type { Recognizer } from './types';

/**
 * Gates for recognizers that only match their patterns: the patterns of a few consecutive such
 * recognizers joined into one alternation. An alternation matches somewhere exactly when one of
 * its alternatives does, so a text the gate does not match gives those recognizers no candidate
 * and they are skipped. Most JSON values (a timestamp, an order id, an e-mail) match none, and one
 * test of a short value costs about what one pattern's does: the value-by-value tool-result scan
 * paid one regex call per pattern and value before.
 */
export interface Gates {
  /** The gate of each recognizer (by index in the list), or -1 for one that has a finder or no patterns. */
  of: number[];
  regexes: RegExp[];
}

/** Patterns per gate: a gate that matches runs all of its recognizers, so gates stay small. */
const PATTERNS_PER_GATE = 6;
/** Gates are remembered per scan as bits of one integer. */
export const MAX_GATES = 30;

/** The source with named groups made plain groups (numbering unchanged) and back-references shifted by `offset`. */
function shifted(source: string, offset: number): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1];
      if (!inClass && next >= '1' && next <= '9') {
        let j = i + 1;
        while (source[j] >= '0' && source[j] <= '9') j++;
        // (?:…) so that a digit after the reference is not read as part of its number.
        out += `(?:\\${Number(source.slice(i + 1, j)) + offset})`;
        i = j - 1;
        continue;
      }
      if (next === 'k') throw new Error(`gates: named back-reference in /${source}/`);
      out += c + next;
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    if (!inClass && c === '(' && source[i + 1] === '?' && source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
      i = source.indexOf('>', i);
      out += '(';
      continue;
    }
    out += c;
  }
  return out;
}

const groupCount = (regex: RegExp): number => new RegExp(`${regex.source}|`, regex.flags.replace(/[gdy]/g, '')).exec('')!.length - 1;

export function gatesOf(recs: readonly Recognizer[]): Gates {
  const of: number[] = [];
  const regexes: RegExp[] = [];
  let parts: string[] = [];
  let flags = '';
  let groups = 0;
  const close = (): void => {
    if (parts.length > 0) regexes.push(new RegExp(parts.join('|'), flags));
    parts = [];
    groups = 0;
  };
  for (const rec of recs) {
    const own = rec.patterns.length > 0 ? rec.patterns[0].regex.flags.replace(/[gdy]/g, '') : '';
    if (rec.find || rec.patterns.length === 0 || rec.patterns.some((p) => p.regex.flags.replace(/[gdy]/g, '') !== own)) {
      of.push(-1);
      continue;
    }
    if (parts.length > 0 && (own !== flags || parts.length + rec.patterns.length > PATTERNS_PER_GATE)) close();
    if (regexes.length >= MAX_GATES) {
      of.push(-1);
      continue;
    }
    flags = own;
    for (const p of rec.patterns) {
      parts.push(`(?:${shifted(p.regex.source, groups)})`);
      groups += groupCount(p.regex);
    }
    of.push(regexes.length);
  }
  close();
  return { of, regexes };
}
