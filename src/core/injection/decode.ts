/**
 * Decoding probes and hidden-markup detection. Decoded segments are scanned with the same
 * rules as the text; hidden markup is text the model reads but a human does not see, so
 * a rule matching inside it is noted as hidden (the text itself is already scanned).
 */

/** Encodings whose decoded text is scanned like any other text. */
export type EncodingKind = 'base64' | 'hex' | 'url_encoding' | 'unicode_tags' | 'morse';
/** Markup that hides text from a human reader but not from a model. */
export type MarkupKind = 'html_comment' | 'hidden_html' | 'markdown_comment';

export interface DecodedSegment {
  kind: EncodingKind;
  /** Range of the original text holding the encoded content. */
  start: number;
  end: number;
  text: string;
}

export interface HiddenRange {
  kind: MarkupKind;
  /** Range of the original text that a renderer would not show. */
  start: number;
  end: number;
}

/** Bounds the work on adversarial input: at most this many segments or ranges, and examined characters. */
const MAX_SEGMENTS = 24;
const MAX_DECODED_CHARS = 65_536; // encoded characters examined per call
const MAX_ENCODED_RUN = 32_768;

// ---------------------------------------------------------------------------
// Encodings.

/** Shortest base64 or hex run worth decoding (15 bytes of base64, 10 of hex). */
const MIN_ENCODED_RUN = 20;
/** 1 = base64 alphabet (standard and URL-safe), 3 = also a hex digit. */
const ENCODED_CHAR = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') ENCODED_CHAR[ch.charCodeAt(0)] = 1;
for (const ch of '0123456789abcdefABCDEF') ENCODED_CHAR[ch.charCodeAt(0)] = 3;
const HEX_ESCAPED_RUN = /(?:\\x[0-9a-fA-F]{2}){6,}/g;
/** Printable ASCII bytes (0x20–0x7e) start with 2–7; a leading digit keeps the scan fast. */
const HEX_SPACED_RUN = /(?:[2-7][0-9a-fA-F][ :,]){7,}[2-7][0-9a-fA-F]/g;
/** At least eight Morse letters: dots and dashes separated by spaces or slashes. */
const MORSE_RUN = /(?:[.-]{1,7}(?: {1,3}| ?\/ ?)){7,}[.-]{1,7}/g;
const MORSE: Readonly<Record<string, string>> = {
  '.-': 'a', '-...': 'b', '-.-.': 'c', '-..': 'd', '.': 'e', '..-.': 'f', '--.': 'g', '....': 'h', '..': 'i', '.---': 'j',
  '-.-': 'k', '.-..': 'l', '--': 'm', '-.': 'n', '---': 'o', '.--.': 'p', '--.-': 'q', '.-.': 'r', '...': 's', '-': 't',
  '..-': 'u', '...-': 'v', '.--': 'w', '-..-': 'x', '-.--': 'y', '--..': 'z', '-----': '0', '.----': '1', '..---': '2',
  '...--': '3', '....-': '4', '.....': '5', '-....': '6', '--...': '7', '---..': '8', '----.': '9', '.-.-.-': '.',
  '--..--': ',', '..--..': '?', '-.-.--': '!', '.----.': "'",
};
const URL_ESCAPE = /%[0-9a-fA-F]{2}/g;
const URL_ESCAPE_RUN = /(?:%[0-9a-fA-F]{2})+/g;

const UTF8 = new TextDecoder('utf-8');
/** Two letters followed by a space or punctuation: at least one word, not a run of symbols. */
const HAS_WORD = /[a-zA-Z\u0900-\u097f]{2}[\s,.]/;
const BASE64_PADDING = /=+$/;
const HEX_SEPARATORS = /\\x|[ :,=]/g;
const MORSE_WORD_BREAK = / *\/ *| {2,}/;
const WHITESPACE = /\s/;

/** Decoded bytes count as hidden text only if they read as text, not as binary noise. */
export function looksLikeText(decoded: string): boolean {
  if (decoded.length < 8) return false;
  let letters = 0;
  let bad = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c >= 0x0900) letters++;
    else if ((c < 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) || c === 0xfffd || (c >= 0x7f && c < 0xa0)) bad++;
  }
  return bad <= decoded.length * 0.05 && letters >= decoded.length * 0.5 && HAS_WORD.test(decoded);
}

function bytesToText(bytes: Uint8Array): string {
  return UTF8.decode(bytes);
}

/** Value of each base64 character (standard and URL-safe alphabets), -1 for others. */
const BASE64_VALUE = new Int8Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((ch, i) => (BASE64_VALUE[ch.charCodeAt(0)] = i));
BASE64_VALUE[0x2d] = 62; // '-'
BASE64_VALUE[0x5f] = 63; // '_'

/** Base64 (standard or URL-safe, padded or not) to text; null if not base64 or not text. */
export function decodeBase64(encoded: string): string | null {
  const body = encoded.replace(BASE64_PADDING, '');
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let n = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const value = c < 128 ? BASE64_VALUE[c] : -1;
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[n++] = (buffer >> bits) & 0xff;
    }
  }
  const text = bytesToText(bytes.subarray(0, n));
  return looksLikeText(text) ? text : null;
}

/** Hex digits (optionally `\x`-escaped or separated) to text; null if not text. */
export function decodeHex(encoded: string): string | null {
  const digits = encoded.replace(HEX_SEPARATORS, '');
  const bytes = new Uint8Array(digits.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  const text = bytesToText(bytes);
  return looksLikeText(text) ? text : null;
}

/** Percent-decoding that never throws: malformed escapes decode to U+FFFD. */
export function decodeUrl(encoded: string): string {
  return encoded.replace(URL_ESCAPE_RUN, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(3 * i + 1, 3 * i + 3), 16);
    return bytesToText(bytes);
  });
}

/** Morse code: letters separated by one space, words by a slash or a wider gap; null if not text. */
export function decodeMorse(encoded: string): string | null {
  const words = encoded.trim().split(MORSE_WORD_BREAK);
  const decoded = words.map((word) => word.split(' ').map((letter) => MORSE[letter] ?? '?').join('')).join(' ');
  return looksLikeText(`${decoded} `) ? decoded : null;
}

/** Unicode tag characters U+E0020–E007E carry invisible ASCII ("ASCII smuggling"). */
export function decodeUnicodeTags(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

/** Runs of the base64 alphabet, found in one pass (a regex would retry from every position). */
function findEncodedRuns(text: string, out: DecodedSegment[], budget: { chars: number }): void {
  let i = 0;
  while (i < text.length && out.length < MAX_SEGMENTS && budget.chars > 0) {
    const c = text.charCodeAt(i);
    if (c >= 128 || ENCODED_CHAR[c] === 0) {
      i++;
      continue;
    }
    const start = i;
    let hex = true;
    while (i < text.length) {
      const d = text.charCodeAt(i);
      if (d >= 128 || ENCODED_CHAR[d] === 0) break;
      hex &&= ENCODED_CHAR[d] === 3;
      i++;
    }
    while (i < text.length && i - start < MIN_ENCODED_RUN + 2 && text.charCodeAt(i) === 0x3d) i++; // '=' padding
    if (i - start < MIN_ENCODED_RUN) continue;
    const run = text.slice(start, Math.min(i, start + MAX_ENCODED_RUN, start + budget.chars));
    // Charged whether or not it decodes: long runs of base64-looking noise must stay cheap.
    budget.chars -= run.length;
    const decoded = hex ? decodeHex(run) : decodeBase64(run);
    if (decoded !== null) out.push({ kind: hex ? 'hex' : 'base64', start, end: i, text: decoded });
  }
}

function findMorse(text: string, out: DecodedSegment[], budget: { chars: number }): void {
  if (!text.includes('.-') && !text.includes('-.')) return;
  MORSE_RUN.lastIndex = 0;
  for (let m = MORSE_RUN.exec(text); m !== null; m = MORSE_RUN.exec(text)) {
    if (out.length >= MAX_SEGMENTS || budget.chars <= 0) return;
    const run = m[0].slice(0, Math.min(MAX_ENCODED_RUN, budget.chars));
    budget.chars -= run.length;
    const decoded = decodeMorse(run);
    if (decoded !== null) out.push({ kind: 'morse', start: m.index, end: m.index + m[0].length, text: decoded });
  }
}

function findSeparatedHex(text: string, out: DecodedSegment[], budget: { chars: number }): void {
  const patterns = text.includes('\\x') ? [HEX_ESCAPED_RUN, HEX_SPACED_RUN] : [HEX_SPACED_RUN];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (out.length >= MAX_SEGMENTS || budget.chars <= 0) return;
      const run = m[0].slice(0, Math.min(MAX_ENCODED_RUN, budget.chars));
      budget.chars -= run.length;
      const decoded = decodeHex(run);
      if (decoded !== null) out.push({ kind: 'hex', start: m.index, end: m.index + m[0].length, text: decoded });
    }
  }
}

function findUrlEncoded(text: string, out: DecodedSegment[]): void {
  if (!text.includes('%')) return;
  URL_ESCAPE.lastIndex = 0;
  let count = 0;
  let first = -1;
  let last = -1;
  for (let m = URL_ESCAPE.exec(text); m !== null; m = URL_ESCAPE.exec(text)) {
    if (first < 0) first = m.index;
    last = m.index + 3;
    count++;
  }
  // A few escapes are ordinary URLs; an encoded sentence has many.
  if (count < 3) return;
  // Widen to whole whitespace-delimited tokens: "ignore%20all" starts before its first escape.
  while (first > 0 && !WHITESPACE.test(text[first - 1])) first--;
  while (last < text.length && !WHITESPACE.test(text[last])) last++;
  const decoded = decodeUrl(text.slice(first, last));
  if (looksLikeText(decoded)) out.push({ kind: 'url_encoding', start: first, end: last, text: decoded });
}

function findUnicodeTags(text: string, out: DecodedSegment[]): void {
  const first = text.indexOf('\udb40');
  if (first < 0) return;
  let last = first;
  for (let i = first; i < text.length; i++) if (text.charCodeAt(i) === 0xdb40) last = i + 2;
  const decoded = decodeUnicodeTags(text.slice(first, last));
  if (decoded.length >= 4) out.push({ kind: 'unicode_tags', start: first, end: last, text: decoded });
}

// ---------------------------------------------------------------------------
// Hidden content in markup.

/** Opening tag with bounded attribute text (no nested quantifiers). */
const OPENING_TAG = /<([a-zA-Z][a-zA-Z0-9]{0,15})\b([^<>]{0,1000})>/g;
const HIDING_STYLE =
  /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0*(?:\.\d+)?(?:px|pt|em|rem|%)?\s*(?:;|["']|$)|font-size\s*:\s*[01]px|opacity\s*:\s*0(?:\.0+)?\s*(?:;|["']|$)|(?:^|[;"'\s])color\s*:\s*(?:#fff(?:fff)?\b|white\b|rgba?\(\s*255\s*,\s*255\s*,\s*255\b)|(?:^|\s)hidden(?:\s|=|$)|aria-hidden\s*=\s*["']?true/i;
const MARKDOWN_COMMENT = /^[ \t]{0,3}\[[^\]\n]{0,100}\]:[ \t]{0,4}(?:#|<>)[ \t]{0,4}\([^)\n]{1,4000}\)/gm;

function findHtmlComments(text: string, out: HiddenRange[]): void {
  let from = 0;
  while (out.length < MAX_SEGMENTS) {
    const open = text.indexOf('<!--', from);
    if (open < 0) return;
    const close = text.indexOf('-->', open + 4);
    out.push({ kind: 'html_comment', start: open, end: close < 0 ? text.length : close + 3 });
    if (close < 0) return; // an unclosed comment hides the rest; no further search (keeps this linear)
    from = close + 3;
  }
}

function findHiddenElements(text: string, out: HiddenRange[]): void {
  const lower = text.toLowerCase();
  OPENING_TAG.lastIndex = 0;
  for (let m = OPENING_TAG.exec(text); m !== null; m = OPENING_TAG.exec(text)) {
    if (out.length >= MAX_SEGMENTS) return;
    if (!HIDING_STYLE.test(m[2])) continue;
    const close = lower.indexOf(`</${m[1].toLowerCase()}`, m.index + m[0].length);
    const end = close < 0 ? text.length : close;
    out.push({ kind: 'hidden_html', start: m.index, end });
    OPENING_TAG.lastIndex = end;
  }
}

function findMarkdownComments(text: string, out: HiddenRange[]): void {
  MARKDOWN_COMMENT.lastIndex = 0;
  for (let m = MARKDOWN_COMMENT.exec(text); m !== null; m = MARKDOWN_COMMENT.exec(text)) {
    if (out.length >= MAX_SEGMENTS) return;
    out.push({ kind: 'markdown_comment', start: m.index, end: m.index + m[0].length });
  }
}

/** Ranges of markup that hides its text: HTML comments, invisible elements, markdown comments. */
export function findHiddenMarkup(text: string): HiddenRange[] {
  const out: HiddenRange[] = [];
  if (text.includes('<')) {
    if (text.includes('<!--')) findHtmlComments(text, out);
    findHiddenElements(text, out);
  }
  if (text.includes(']:')) findMarkdownComments(text, out);
  return out;
}

/** Encoded segments that decode to text, bounded in number and in characters examined. */
export function findEncodedSegments(text: string): DecodedSegment[] {
  const out: DecodedSegment[] = [];
  findUnicodeTags(text, out);
  findUrlEncoded(text, out);
  const budget = { chars: MAX_DECODED_CHARS };
  findEncodedRuns(text, out, budget);
  findSeparatedHex(text, out, budget);
  findMorse(text, out, budget);
  return out;
}
