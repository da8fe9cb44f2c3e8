// Reads a JSON text for the values worth scanning, with their offsets in the text: each string
// value (between its quotes, escapes as written) and each integer of six or more digits, with the
// field it belongs to. One pass that also checks the structure is JSON (every text JSON.parse
// accepts, and no text with anything outside its strings that JSON.parse would refuse:
// test/core/agent/json-text.test.ts): JSON.parse would build every object only to throw it away,
// and that allocation cost more than the reading itself.
import { normalizeKey } from './leaves';

export interface JsonTextValue {
  start: number;
  end: number;
  /**
   * The field it is the value of, as context: the nearest object key above it (`phones` for
   * `{"phones": ["…"]}`), with the label just before it when there is one
   * (`{"label": "Account number", "value": "…"}` → `value Account number`); null at the root.
   */
  field: string | null;
  /** It has escapes (`\n`, `\"`): its text is `decoded`. */
  escaped: boolean;
}

/** An object or array of the text: where it starts and (once read) ends, and what holds it. */
export interface JsonContainer {
  readonly isObject: boolean;
  /** Offset of its `{` or `[`. */
  readonly start: number;
  /** Offset just after its `}` or `]`; -1 until it is read. */
  end: number;
  readonly parent: JsonContainer | undefined;
}

interface Frame extends JsonContainer {
  /** The key whose value is being read (objects), or the key the array sits under (arrays). */
  key: string | null;
  /** A label read just before (`{"type": "PAN", "number": …}`): context for the next value. */
  label: string | null;
}

// What may come next.
const VALUE = 0;
const VALUE_OR_CLOSE = 1;
const KEY = 2;
const KEY_OR_CLOSE = 3;
const COLON = 4;
const COMMA_OR_CLOSE = 5;

const QUOTE = 34;
const BACKSLASH = 92;
const MIN_DIGITS = 6;
const MAX_LABEL = 40;

/** The values of `raw` if it is a JSON object or array, else null (any other text, or not JSON). */
export function jsonTextValues(raw: string): JsonTextValue[] | null {
  const values: JsonTextValue[] = [];
  return readJsonText(raw, (start, end, field, escaped) => values.push({ start, end, field, escaped })) ? values : null;
}

/** Called for each value in order: where it is, its field, whether it has escapes, and the object or array it is in. */
export type ValueVisitor = (start: number, end: number, field: string | null, escaped: boolean, container: JsonContainer) => void;

/**
 * Reads `raw` and hands each value to `visit` as it comes (no list of them stays alive while they
 * are scanned: a long-lived list was copied by every young-generation collection of the scan).
 * False if `raw` is not a JSON object or array; `visit` may have seen values before that was clear.
 */
export function readJsonText(raw: string, visit: ValueVisitor): boolean {
  const stack: Frame[] = [];
  let expect = VALUE;
  let top: Frame | undefined;
  let i = skipSpace(raw, 0);
  if (raw.charCodeAt(i) !== 123 /* { */ && raw.charCodeAt(i) !== 91 /* [ */) return false;
  for (; i < raw.length; i = skipSpace(raw, i)) {
    const c = raw.charCodeAt(i);
    if (expect === COLON) {
      if (c !== 58 /* : */) return false;
      expect = VALUE;
      i++;
    } else if (expect === COMMA_OR_CLOSE) {
      if (top === undefined) return false; // text after the top-level value
      if (c === 44 /* , */) expect = top.isObject ? KEY : VALUE;
      else if (c === (top.isObject ? 125 /* } */ : 93) /* ] */) top = pop(stack, i);
      else return false;
      i++;
    } else if (expect === KEY || expect === KEY_OR_CLOSE) {
      if (c === 125 && expect === KEY_OR_CLOSE) {
        top = pop(stack, i);
        expect = COMMA_OR_CLOSE;
        i++;
        continue;
      }
      const end = c === QUOTE ? stringEnd(raw, i + 1) : -1;
      if (end < 0) return false;
      top!.key = lastEscaped ? (JSON.parse(raw.slice(i, end + 1)) as string) : raw.slice(i + 1, end);
      expect = COLON;
      i = end + 1;
    } else {
      // A value (or, just after '[', the array's end).
      if (c === 93 && expect === VALUE_OR_CLOSE) {
        top = pop(stack, i);
        expect = COMMA_OR_CLOSE;
        i++;
        continue;
      }
      const field = top === undefined ? null : top.label === null ? top.key : fieldWithLabel(top.key, top.label);
      // A label names only the value right after it.
      if (top?.isObject) top.label = null;
      if (c === 123 || c === 91) {
        top = { isObject: c === 123, start: i, end: -1, parent: top, key: c === 91 ? (top?.key ?? null) : null, label: null };
        stack.push(top);
        expect = c === 123 ? KEY_OR_CLOSE : VALUE_OR_CLOSE;
        i++;
        continue;
      }
      let end: number;
      if (c === QUOTE) {
        end = stringEnd(raw, i + 1);
        if (end < 0) return false;
        if (end > i + 1) visit(i + 1, end, field, lastEscaped, top!);
        if (top?.isObject && top.key !== null && isLabel(raw, i + 1, end) && LABEL_KEYS.has(normalizeKey(top.key))) {
          top.label = raw.slice(i + 1, end);
        }
        end++;
      } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
        end = numberEnd(raw, i);
        if (end < 0) return false;
        if (end - i >= MIN_DIGITS && allDigits(raw, i, end)) visit(i, end, field, false, top!);
      } else {
        end = literalEnd(raw, i);
        if (end < 0) return false;
      }
      expect = COMMA_OR_CLOSE;
      i = end;
    }
  }
  return stack.length === 0 && expect === COMMA_OR_CLOSE;
}

/** Keys whose value names the value next to it, and keys of such named values. */
const LABEL_KEYS: ReadonlySet<string> = new Set(['label', 'name', 'type', 'field', 'key', 'title', 'kind', 'attribute', 'property', 'description', 'caption', 'tag', 'category', 'id_type', 'document_type']);
const VALUE_KEYS: ReadonlySet<string> = new Set(['value', 'val', 'number', 'num', 'no', 'id', 'data', 'content', 'text', 'detail', 'details', 'info', 'string']);

/**
 * The field a value is scanned with: its key, and the label read just before it when its key is
 * one a labelled value sits under (`value`, `number`…). Shared with the structured `data` scan.
 */
export function fieldWithLabel(key: string | null, label: string | null): string | null {
  return label !== null && key !== null && VALUE_KEYS.has(normalizeKey(key)) ? `${key} ${label}` : key;
}

/** `text`, the value of `key`, if it is a label for the value after it (`{"type": "PAN", …}`); else null. */
export function labelOf(key: string | null, text: string): string | null {
  return key !== null && isLabel(text, 0, text.length) && LABEL_KEYS.has(normalizeKey(key)) ? text : null;
}

/**
 * Reads like a label: short, starts with a letter, then letters (any script), spaces and light
 * punctuation, no digits ("Account number", "Voter ID (EPIC)", "फ़ोन"). Character codes, not a
 * regex: the service runs with --no-regexp-tier-up, where every regex is interpreted.
 */
function isLabel(raw: string, start: number, end: number): boolean {
  if (end - start > MAX_LABEL || end === start || !isLetter(raw.charCodeAt(start))) return false;
  for (let i = start + 1; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (!isLetter(c) && !LABEL_PUNCTUATION.has(c)) return false;
  }
  return true;
}

/** ASCII letters, and anything beyond ASCII except the digits of Indian scripts (U+0966–U+096F, U+09E6–U+09EF). */
function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && !(c >= 0x966 && c <= 0x96f) && !(c >= 0x9e6 && c <= 0x9ef));
}

const LABEL_PUNCTUATION = new Set([...' .\'()/_-'].map((ch) => ch.charCodeAt(0)));

/** JSON's whitespace: space, tab, line feed, carriage return. */
function skipSpace(raw: string, i: number): number {
  for (let c = raw.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = raw.charCodeAt(++i));
  return i;
}

/**
 * Index of the quote closing the string whose first character is at `from`, or -1. Escapes and
 * control characters inside are not checked (a lenient reading there cannot put text outside a
 * string). A loop, not indexOf: most keys and values are short, shorter than indexOf's set-up.
 */
function stringEnd(raw: string, from: number): number {
  lastEscaped = false;
  for (let i = from; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === QUOTE) return i;
    if (c === BACKSLASH) {
      lastEscaped = true;
      i++; // the escaped character cannot close the string
    }
  }
  return -1;
}

/** Whether the string `stringEnd` read last had an escape (a second result without an object per call). */
let lastEscaped = false;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** End of the number at `i` (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`), or -1. */
function numberEnd(raw: string, i: number): number {
  if (raw.charCodeAt(i) === 45) i++;
  if (raw.charCodeAt(i) === 48) i++;
  else if (isDigit(raw.charCodeAt(i))) while (isDigit(raw.charCodeAt(i))) i++;
  else return -1;
  if (raw.charCodeAt(i) === 46 /* . */) {
    if (!isDigit(raw.charCodeAt(++i))) return -1;
    while (isDigit(raw.charCodeAt(i))) i++;
  }
  if ((raw.charCodeAt(i) | 32) === 101 /* e, E */) {
    const sign = raw.charCodeAt(++i);
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(raw.charCodeAt(i))) return -1;
    while (isDigit(raw.charCodeAt(i))) i++;
  }
  return i;
}

function literalEnd(raw: string, i: number): number {
  for (const word of ['true', 'false', 'null']) if (raw.startsWith(word, i)) return i + word.length;
  return -1;
}

function allDigits(raw: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isDigit(raw.charCodeAt(i))) return false;
  return true;
}

/** Closes the innermost container, whose `}` or `]` is at `at`; the one around it is next. */
function pop(stack: Frame[], at: number): Frame | undefined {
  stack.pop()!.end = at + 1;
  return stack[stack.length - 1];
}

/**
 * The text of a value as the tool meant it (escapes decoded: a `\n` starts a new line, so
 * "…\nPhone: 451 5986" has the word "Phone" in it), and where each of its characters sits in `raw`
 * (`at[i]`; `at[text.length]` is the value's end).
 */
export function decoded(raw: string, start: number, end: number): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  for (let i = start; i < end; ) {
    at.push(i);
    if (raw.charCodeAt(i) !== BACKSLASH) {
      text += raw[i];
      i++;
      continue;
    }
    const e = raw[i + 1]!;
    if (e === 'u') {
      text += String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16));
      i += 6;
    } else {
      text += UNESCAPED[e] ?? e;
      i += 2;
    }
  }
  at.push(end);
  return { text, at };
}

const UNESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '"': '"', '\\': '\\', '/': '/' };
