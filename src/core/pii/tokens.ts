import type { Candidate } from './types';

/**
 * `\b<classes>\b` where every class holds only A-Z and 0-9 (PAN, GSTIN, IFSC, EPIC, passports,
 * NRIC, DEA, codice fiscale...): every match is a whole ASCII word token of upper-case letters and
 * digits, of a length the classes allow. Such patterns are tried only at the tokens of that kind
 * (one pass per text) instead of walking the whole text: JSON timestamps (`T10:30:00Z`) wake these
 * recognizers in every record, but hold no such token of the right length.
 */
export interface TokenShape {
  min: number;
  max: number;
  /** A class of only letters (or only digits) is repeated at least once: the token must hold one. */
  letter: boolean;
  digit: boolean;
  /** The same regex, sticky, tried at a token's start. */
  sticky: RegExp;
}

// One atom: a class of A-Z/0-9 characters and ranges, \d, or one such literal; then {n} or {n,m}.
const ATOM = /(\[(?:[A-Z0-9](?:-[A-Z0-9])?)+\]|\\d|[A-Z0-9])(?:\{(\d+)(?:,(\d+))?\})?/y;

/** Shorter tokens are not collected (JSON holds many): a pattern that allows one keeps its regex. */
const MIN_TOKEN = 6;

const shapes = new WeakMap<RegExp, TokenShape | null>();

function parse(regex: RegExp): TokenShape | null {
  const src = regex.source;
  if (regex.flags !== 'g' || !src.startsWith('\\b') || !src.endsWith('\\b') || src.length < 5) return null;
  const body = src.slice(2, -2);
  let min = 0;
  let max = 0;
  let letter = false;
  let digit = false;
  ATOM.lastIndex = 0;
  while (ATOM.lastIndex < body.length) {
    const m = ATOM.exec(body);
    if (!m) return null;
    const lo = m[2] === undefined ? 1 : Number(m[2]);
    const hi = m[3] === undefined ? lo : Number(m[3]);
    const cls = m[1] === '\\d' ? '[0-9]' : m[1];
    const chars = new RegExp(cls);
    if (lo >= 1 && !chars.test('0') && ![...'123456789'].some((d) => chars.test(d))) letter = true;
    if (lo >= 1 && ![...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].some((c) => chars.test(c))) digit = true;
    min += lo;
    max += hi;
  }
  // The token list holds only tokens with a letter and of MIN_TOKEN or more: other patterns keep their regex.
  return letter && min >= MIN_TOKEN ? { min, max, letter, digit, sticky: new RegExp(src, 'y') } : null;
}

/** The token shape of a pattern's regex, or null when the regex is any other pattern. */
export function tokenShape(regex: RegExp): TokenShape | null {
  let shape = shapes.get(regex);
  if (shape === undefined) {
    shape = parse(regex);
    shapes.set(regex, shape);
  }
  return shape;
}

const LETTER = 1;
const DIGIT = 2;

const TOKEN = /\b[A-Z0-9]{6,}\b/g;

/** [start, end, kinds] of each whole ASCII word token of A-Z and 0-9 (6 or more, one A-Z at least); kept for the last text. */
let tokensText: string | null = null;
let tokens: number[] = [];

function upperTokens(text: string): number[] {
  if (text === tokensText) return tokens;
  const out: number[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    let kinds = 0;
    const end = m.index + m[0].length;
    for (let i = m.index; i < end && kinds !== (LETTER | DIGIT); i++) kinds |= text.charCodeAt(i) <= 57 ? DIGIT : LETTER;
    if (kinds & LETTER) out.push(m.index, end, kinds);
  }
  tokensText = text;
  tokens = out;
  return out;
}

/** The matches of a token-shaped pattern, in text order (the same as its global regex's). */
export function tokenCandidates(text: string, shape: TokenShape, name: string, score: number | undefined, out: Candidate[]): void {
  const all = upperTokens(text);
  const need = (shape.letter ? LETTER : 0) | (shape.digit ? DIGIT : 0);
  for (let k = 0; k < all.length; k += 3) {
    const start = all[k];
    const end = all[k + 1];
    const length = end - start;
    if (length < shape.min || length > shape.max || (all[k + 2] & need) !== need) continue;
    shape.sticky.lastIndex = start;
    const m = shape.sticky.exec(text);
    if (m) out.push({ start, end: start + m[0].length, pattern: name, score });
  }
}
