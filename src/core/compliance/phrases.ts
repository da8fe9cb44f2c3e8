// Compiles the phrase syntax of the signal catalog (see signals.ts) into matchers, and
// matches them only at the word starts whose first characters can begin a match.

import { ANCHOR_LENGTH, leadingPrefixes } from './anchors';

/** Whitespace plus up to three filler words. Words and whitespace are disjoint character
 * sets and the repetition is bounded, so the expansion cannot backtrack catastrophically. */
const FILLER_WORDS = String.raw`\s+(?:[\w'’-]{1,30}\s+){0,3}`;
const NO_WORD_CHAR_AHEAD = String.raw`(?![\w])`;

/** Spaces outside character classes match any whitespace run; " ?" makes the space optional. */
function whitespaceTolerant(phrase: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < phrase.length; i++) {
    const ch = phrase[i];
    if (ch === '\\') {
      out += ch + (phrase[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch === ' ') {
      if (phrase[i + 1] === '?') {
        out += String.raw`\s*`;
        i++;
      } else {
        out += String.raw`\s+`;
      }
    } else {
      out += ch;
    }
  }
  return out;
}

function phraseSource(phrase: string): string {
  return phrase.split(' ~ ').map(whitespaceTolerant).join(FILLER_WORDS);
}

function isWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    code === 95 // _
  );
}

/** Lower case that keeps every offset: full case mapping can change the length ("İ"). */
function sameLengthLowerCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** A 1–3 character prefix as a number (one map per length keeps lengths apart). */
interface PrefixKey {
  length: number;
  key: number;
}

function prefixKey(prefix: string): PrefixKey {
  let key = 0;
  for (let i = 0; i < prefix.length; i++) key = key * 0x10000 + prefix.charCodeAt(i);
  return { length: prefix.length, key };
}

/** Positions of word starts (as `\b` sees them), keyed by their first 1–3 characters in lower case. */
export class TextIndex {
  private readonly byLength: Map<number, number[]>[] = Array.from({ length: ANCHOR_LENGTH }, () => new Map());

  constructor(readonly text: string) {
    // Reading characters from `lower` also matters for speed: it is always a flat string,
    // while `text` may be a rope (e.g. built by concatenation), which optimized code can
    // re-flatten on every charCodeAt.
    const lower = sameLengthLowerCase(text);
    let previousIsWord = false;
    for (let i = 0; i < lower.length; i++) {
      const isWord = isWordCode(lower.charCodeAt(i));
      if (isWord && !previousIsWord) {
        let key = 0;
        for (let len = 1; len <= ANCHOR_LENGTH && i + len <= lower.length; len++) {
          key = key * 0x10000 + lower.charCodeAt(i + len - 1);
          const map = this.byLength[len - 1];
          const list = map.get(key);
          if (list) list.push(i);
          else map.set(key, [i]);
        }
      }
      previousIsWord = isWord;
    }
  }

  positions({ length, key }: PrefixKey): readonly number[] | undefined {
    return this.byLength[length - 1]?.get(key);
  }
}

export interface PhraseMatch {
  start: number;
  end: number;
  text: string;
}

/** Any of several phrases, on word boundaries, tried only at word starts whose first
 * characters can begin a match. */
export class PhraseMatcher {
  private readonly sticky: RegExp;
  private readonly prefixes: readonly PrefixKey[];

  constructor(source: string, caseSensitive: boolean) {
    this.sticky = new RegExp(source, caseSensitive ? 'y' : 'iy');
    const prefixes = leadingPrefixes(source);
    // Candidates are word starts, so every prefix must begin with a word character. A phrase
    // without such prefixes would need a scan of the whole text: rewrite it instead.
    if (!prefixes || !prefixes.every((p) => isWordCode(p.charCodeAt(0)))) {
      throw new Error(`phrase cannot be anchored on word starts: ${source}`);
    }
    this.prefixes = prefixes.map(prefixKey);
  }

  /** Calls `visit` for each non-overlapping match in order until it returns false. */
  forEach(index: TextIndex, visit: (match: PhraseMatch) => boolean): void {
    // Walk the sorted position lists of all prefixes in one merged ascending pass; matching
    // usually stops after a few hits, so the union is never materialised.
    const lists: (readonly number[])[] = [];
    for (const prefix of this.prefixes) {
      const list = index.positions(prefix);
      if (list) lists.push(list);
    }
    const heads = new Array<number>(lists.length).fill(0);
    let resumeAt = 0;
    for (;;) {
      let start = Infinity;
      for (let k = 0; k < lists.length; k++) {
        const list = lists[k];
        while (heads[k] < list.length && list[heads[k]] < resumeAt) heads[k]++;
        if (heads[k] < list.length && list[heads[k]] < start) start = list[heads[k]];
      }
      if (start === Infinity) return;
      resumeAt = start + 1;
      this.sticky.lastIndex = start;
      const m = this.sticky.exec(index.text);
      if (!m || m[0].length === 0) continue;
      resumeAt = start + m[0].length;
      if (!visit({ start, end: resumeAt, text: m[0] })) return;
    }
  }
}

/** A matcher for any of the phrases (see the syntax in signals.ts); null for no phrases. */
export function compilePhrases(phrases: readonly string[] | undefined, caseSensitive = false): PhraseMatcher | null {
  if (!phrases || phrases.length === 0) return null;
  const alternatives = phrases.map((p) => `(?:${phraseSource(p)})`).join('|');
  return new PhraseMatcher(String.raw`\b(?:${alternatives})${NO_WORD_CHAR_AHEAD}`, caseSensitive);
}

/** Literal keywords (context terms); a space also matches an underscore or a hyphen. */
export function compileTerms(terms: readonly string[] | undefined): PhraseMatcher | null {
  if (!terms || terms.length === 0) return null;
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s_-]+'));
  return new PhraseMatcher(String.raw`\b(?:${escaped.join('|')})${NO_WORD_CHAR_AHEAD}`, false);
}
