/**
 * The text with common filter-dodging undone, for the English hate and threat rules: letters spaced
 * out ("p e o p l e"), digits and symbols for letters ("r@ts", "terr0rists", "k1ll") and a masked
 * letter ("m*slims"). The Hindi lexicons have their own folded view (fold.ts); the learned heads read
 * de-obfuscated views of their own (ml/normalize.ts). Each character of the clean text remembers the
 * original offset it came from, so findings point at what the user wrote.
 */
import { LEET } from './fold';

/** A word with a digit or symbol followed by a letter ("r@ts", "k1ll", "m*slims"; not "hi!" or "5"). */
const DISGUISED = /^[a-z]*[0-9@$!*]+[a-z][a-z0-9@$!*]*$/i;
const TOKEN = /[A-Za-z0-9@$!*]+/g;
/** Letters, digits and product names where a digit belongs ("mp3", "covid19", "b2b", "k8s"). */
const ORDINARY = /^(?:[a-z]{1,3}[0-9]{1,3}|[0-9]+[a-z]{1,3}|covid-?19|h2o|b2b|b2c|p2p|k8s|i18n|l10n|web3|x86|x64|a11y)$/i;
const VOWELS = ['a', 'e', 'i', 'o', 'u'];
/** Cheap test first: most texts have no symbol next to a letter and no spaced-out letters. */
const MAYBE_DISGUISED = /[a-z][0-9@$!*]|[0-9@$!*][a-z]|(?<![a-z])[a-z] [a-z] [a-z](?![a-z])/i;

export interface Deobfuscated {
  text: string;
  /** Original offset of each character of `text`, and one past the end at `text.length`. */
  origin: Int32Array;
}

/**
 * The clean text, or null when nothing was disguised. `known(word)` says whether a candidate
 * spelling of a masked word ("m*slims" → "muslims") is a word the rules know.
 */
export function deobfuscate(text: string, known: (word: string) => boolean): Deobfuscated | null {
  if (!MAYBE_DISGUISED.test(text)) return null;
  // Each piece of the clean text with the original offset of each of its characters.
  let out = '';
  const origin: number[] = [];
  const copy = (from: number, to: number) => {
    out += text.slice(from, to);
    for (let i = from; i < to; i++) origin.push(i);
  };
  let changed = false;
  let last = 0;
  const spaced = spacedRuns(text);
  let run = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    while (run < spaced.length && spaced[run].end <= m.index) run++;
    const r = spaced[run];
    if (r !== undefined && m.index === r.start) {
      copy(last, r.start);
      // "p e o p l e": letter i of the joined word is at r.start + 2i.
      for (let i = 0; i < r.letters.length; i++) origin.push(r.start + 2 * i);
      out += r.letters;
      last = r.end;
      TOKEN.lastIndex = r.end;
      changed = true;
      continue;
    }
    const clean = DISGUISED.test(m[0]) && !ORDINARY.test(m[0]) ? undisguise(m[0], known) : null;
    if (clean === null) continue;
    copy(last, m.index);
    out += clean; // same length as the word it replaces
    for (let i = 0; i < clean.length; i++) origin.push(m.index + i);
    last = m.index + m[0].length;
    changed = true;
  }
  if (!changed) return null;
  copy(last, text.length);
  origin.push(text.length);
  return { text: out, origin: Int32Array.from(origin) };
}

/** Runs of three or more single letters separated by one space ("p e o p l e", "k i l l"). */
function spacedRuns(text: string): Array<{ start: number; end: number; letters: string }> {
  const out: Array<{ start: number; end: number; letters: string }> = [];
  const re = /(?<![A-Za-z])[A-Za-z](?: [A-Za-z]){2,}(?![A-Za-z])/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, letters: m[0].replace(/ /g, '') });
  return out;
}

/** Words repeat within and across texts; `known` is fixed per caller, so results are cached per caller. */
const cache = new WeakMap<(word: string) => boolean, Map<string, string | null>>();
const CACHE_MAX = 5_000;

/** Digits and symbols read as letters; a masked letter tried as each vowel against `known`. */
function undisguise(word: string, known: (word: string) => boolean): string | null {
  let seen = cache.get(known);
  if (seen === undefined) cache.set(known, (seen = new Map()));
  const hit = seen.get(word);
  if (hit !== undefined) return hit;
  const clean = undisguised(word, known);
  if (seen.size >= CACHE_MAX) seen.clear();
  seen.set(word, clean);
  return clean;
}

function undisguised(word: string, known: (word: string) => boolean): string | null {
  const lower = word.toLowerCase().replace(/[0-9@$!]/g, (c) => LEET[c] ?? c);
  if (!lower.includes('*')) return /^[a-z]+$/.test(lower) ? lower : null;
  if ((lower.match(/\*/g) ?? []).length > 2) return null;
  const tries = lower.split('*').length === 2 ? VOWELS.map((v) => lower.replace('*', v)) : VOWELS.flatMap((a) => VOWELS.map((b) => lower.replace('*', a).replace('*', b)));
  return tries.find(known) ?? null;
}

/** The original span of a span of the clean text. */
export function originalSpan(view: Deobfuscated, start: number, end: number): { start: number; end: number } {
  const s = view.origin[Math.min(start, view.origin.length - 1)];
  const e = end <= start ? s : view.origin[Math.min(end - 1, view.origin.length - 2)] + 1;
  return { start: s, end: Math.max(s, e) };
}
