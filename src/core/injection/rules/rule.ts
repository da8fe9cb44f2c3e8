import { normalizeForMatching } from '../../ml/normalize';
import type { AttackType } from '../types';

/**
 * One entry of the rule catalogue. Rules match the normalized view of the text (lower
 * case, folded look-alikes, single spaces; see normalize.ts), so patterns are written in
 * lower case without any case or obfuscation handling of their own.
 */
export interface InjectionRule {
  readonly id: string;
  readonly attackType: AttackType;
  /** Contribution to the risk score (0–1) when the rule fires, before context adjustment. */
  readonly weight: number;
  /**
   * `indirect`: wording that is ordinary in a user's own request but suspicious inside a
   * tool output, retrieved document or web page (or hidden markup); only counted there.
   */
  readonly scope: 'any' | 'indirect';
  /**
   * Words every match starts with. When given, the patterns are only tried (anchored) where
   * one of these words begins, instead of scanning the whole text; they also count as one
   * more required group of the prefilter. Omit for patterns that start with symbols or
   * optional context (chat-template tokens, line starts).
   */
  readonly leads?: readonly string[];
  /**
   * Prefilter, an AND of ORs: every group needs one of its words in the text, or the
   * patterns are not tried at all. Latin words must start a word and may be prefixes
   * ("instruction" covers "instructions"); Devanagari words may occur anywhere.
   */
  readonly requires: readonly (readonly string[])[];
  readonly patterns: readonly RegExp[];
  /**
   * Instead of patterns: a matcher of its own (multilingual-concepts.ts reads sentence by
   * sentence), called only when the prefilter passes; returns the leftmost match or null.
   */
  readonly find?: (text: string) => { start: number; end: number; text: string } | null;
  /** Letters-only phrases for text spaced out without word gaps ("i g n o r e a l l"). */
  readonly compact?: readonly string[];
  readonly explanation: string;
}

/** Separator between words: one to four characters that are not letters or digits. */
const SEP = '[^a-z0-9\\u0900-\\u097f]{1,4}';
const WORD = '[a-z0-9\\u0900-\\u097f]{1,24}';
/**
 * `{ngapN}`: up to N words none of which is "your", "you" or "my": "include the ticket number
 * in your reply" asks a person for something of theirs, "include a link in your reply" does not.
 */
const NOT_ADDRESSEE = '(?!(?:your|you|my)(?![a-z0-9]))';

/**
 * Compiles a rule pattern written as a raw template. In the source, a literal space means
 * "a short run of non-letters" (spaces, punctuation, markdown emphasis), `{gapN}` means up
 * to N arbitrary words (`{ngapN}`: none of them your/you/my), `{B}` a word start that also works for Devanagari (where `\b`
 * does not). Every quantifier is bounded and word and separator classes are disjoint, so
 * matching stays linear in the text length.
 */
export function p(strings: TemplateStringsArray, ...values: string[]): RegExp {
  const source = expandSpaces(String.raw({ raw: strings.raw }, ...values))
    .replace(/\{gap(\d+)\}/g, (_, n: string) => `(?:${WORD}${SEP}){0,${n}}`)
    .replace(/\{ngap(\d+)\}/g, (_, n: string) => `(?:${NOT_ADDRESSEE}${WORD}${SEP}){0,${n}}`)
    .replace(/\{B\}/g, '(?<![a-z0-9\\u0900-\\u097f])')
    // A leading \b stops V8 from scanning quickly for the first literal; the equivalent
    // lookbehind does not (about ten times faster on text without a match).
    .replace(/^\\b/, LEADING_WORD_START);
  return new RegExp(source);
}

/** Same as a leading `\b` before a word character, for lower-case text. */
export const LEADING_WORD_START = '(?<![a-z0-9_])';

/** Spaces outside character classes become SEP (" ?" an optional SEP); inside a class they stay. */
function expandSpaces(source: string, sep = SEP): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      out += ch + source[++i];
    } else if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch === ' ' && source[i + 1] === '?') {
      out += `(?:${sep})?`;
      i++;
    } else if (ch === ' ') {
      out += sep;
    } else {
      out += ch;
    }
  }
  return out;
}

/** Alternation fragment from a list of phrases (spaces inside become separators in `p`). */
export function oneOf(...phrases: string[]): string {
  return `(?:${phrases.join('|')})`;
}

// ---------------------------------------------------------------------------
// Patterns for any script. `p` treats everything outside a-z, digits and Devanagari as a
// separator, which is wrong for Cyrillic, Greek, Arabic, Bengali, Tamil, CJK…; `px` uses a
// letter class that covers the scripts the catalogues are written in, and folds the pattern's
// own non-ASCII literals with the normalizer, so that they are written naturally
// ("Игнорируй") and still match the folded text the rules read ("игhopиpyи").

/**
 * Letters and digits of the scripts the catalogues use (BMP ranges, no `u` flag needed). The
 * danda and double danda (U+0964–0965) and the Urdu full stop (U+06D4) lie inside those blocks but
 * end a sentence: they are separators, not letters.
 */
export const LETTERS =
  'a-z0-9\\u00c0-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff\\u0590-\\u06d3\\u06d5-\\u06ff\\u0750-\\u077f\\u0900-\\u0963\\u0966-\\u0dff\\u0e00-\\u0e7f' +
  '\\u1100-\\u11ff\\u1e00-\\u1eff\\u3040-\\u30ff\\u3130-\\u318f\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af';
const XSEP = `[^${LETTERS}]{1,4}`;
const XWORD = `[${LETTERS}]{1,24}`;
/** Characters that end a sentence, in any script; CJK gaps never run over them. */
const SENTENCE_END = '.!?。！？\\n';

/** Folds the non-ASCII literals of a pattern or keyword the way the normalizer folds text. */
export function fold(source: string): string {
  return source.replace(/[^\x00-\x7f]+/g, (run) => normalizeForMatching(run));
}

/**
 * Like `p`, for any script: a space is a short run of non-letters, ` ?` an optional one,
 * `{gapN}` up to N words, `{cN}` up to N characters within the sentence (for Chinese,
 * Japanese and Korean particles, which have no spaces), `{B}` a word start.
 */
export function px(strings: TemplateStringsArray, ...values: string[]): RegExp {
  return compileAny(String.raw({ raw: strings.raw }, ...values));
}

/** `px` for a pattern assembled as a string (vocabulary tables). */
export function compileAny(template: string): RegExp {
  const source = fold(template);
  return new RegExp(
    expandSpaces(source, XSEP)
      .replace(/\{gap(\d+)\}/g, (_, n: string) => `(?:${XWORD}${XSEP}){0,${n}}`)
      .replace(/\{c(\d+)\}/g, (_, n: string) => `[^${SENTENCE_END}]{0,${n}}`)
      .replace(/\{B\}/g, `(?<![${LETTERS}])`),
  );
}

/** Keywords for `leads` / `requires`, folded like the text they are looked up in. */
export function kw(...words: string[]): string[] {
  return words.map(fold);
}
