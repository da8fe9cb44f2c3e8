import type { Recognizer } from './types';

/**
 * Gates for recognizers that only match their patterns (or whose finder declares its `gate`
 * regexes): the patterns of a few consecutive such recognizers joined into one alternation. An
 * alternation matches somewhere exactly when one of its alternatives does, so a text the gate does
 * not match gives those recognizers no candidate and they are skipped. Most JSON values (a timestamp, an order id, an e-mail) match none, and one
 * test of a short value costs about what one pattern's does: the value-by-value tool-result scan
 * paid one regex call per pattern and value before.
 */
export interface Gates {
  /**
   * The gates of each recognizer (by index in the list) as bits: it may find something only where
   * one of them matches. 0 for one with a finder and no `gate`, or without patterns.
   */
  of: number[];
  regexes: RegExp[];
  /** The regexes joined in each gate (for tests). */
  members: RegExp[][];
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

const flagsOf = (regex: RegExp): string => regex.flags.replace(/[gdy]/g, '');

interface Open {
  parts: string[];
  groups: number;
  index: number;
}

/**
 * `rank` (optional, one number per recognizer) orders the recognizers before they are grouped:
 * the scan passes each one's digit-run bound, so a gate holds recognizers a short value's longest
 * digit run lets through together, and a timestamp (runs of 4) never tests a gate of 9-digit numbers.
 */
export function gatesOf(recs: readonly Recognizer[], rank?: readonly number[]): Gates {
  const of: number[] = new Array<number>(recs.length).fill(0);
  const sources: string[][] = [];
  const members: RegExp[][] = [];
  const flags: string[] = [];
  // The gate being filled for each flag set (a recognizer's regexes may differ in flags).
  const open = new Map<string, Open>();
  const order = recs.map((_, i) => i);
  if (rank) order.sort((a, b) => rank[a] - rank[b] || a - b);
  for (const i of order) {
    const rec = recs[i];
    const regexes = rec.find ? (rec.gate ?? []) : rec.patterns.map((p) => p.regex);
    let mask = 0;
    const byFlags = new Map<string, RegExp[]>();
    for (const r of regexes) byFlags.set(flagsOf(r), [...(byFlags.get(flagsOf(r)) ?? []), r]);
    for (const [f, list] of byFlags) {
      let gate = open.get(f);
      if (!gate || gate.parts.length + list.length > PATTERNS_PER_GATE) {
        if (sources.length >= MAX_GATES) {
          mask = 0;
          break;
        }
        gate = { parts: [], groups: 0, index: sources.length };
        sources.push(gate.parts);
        members.push([]);
        flags.push(f);
        open.set(f, gate);
      }
      for (const regex of list) {
        gate.parts.push(`(?:${shifted(regex.source, gate.groups)})`);
        gate.groups += groupCount(regex);
        members[gate.index].push(regex);
      }
      mask |= 1 << gate.index;
    }
    of[i] = mask;
  }
  return { of, regexes: sources.map((parts, g) => new RegExp(parts.join('|'), flags[g])), members };
}
