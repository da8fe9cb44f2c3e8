import type { Candidate, PiiPattern } from './types';

/** Every match of every pattern; a named group `v` narrows the candidate to that group. */
export function regexCandidates(text: string, patterns: readonly PiiPattern[]): Candidate[] {
  const out: Candidate[] = [];
  for (const { name, regex, score } of patterns) {
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
export function findAtAddresses(text: string): AtAddress[] {
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
  return out;
}
