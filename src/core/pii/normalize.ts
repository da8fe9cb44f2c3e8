/**
 * Text preparation that never changes the length of the text, so every offset found in the
 * prepared text is also an offset into the original. Each replacement maps one UTF-16 unit to
 * one UTF-16 unit.
 */

// First code point (the digit zero) of each BMP decimal-digit block outside ASCII.
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu, Persian)
  0x07c0, // NKo
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Oriya
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0x0de6, // Sinhala Lith
  0x0e50, // Thai
  0x0ed0, // Lao
  0x0f20, // Tibetan
  0x1040, // Myanmar
  0x17e0, // Khmer
  0x1810, // Mongolian
  0xff10, // Fullwidth
];

/** Replacement code unit for each UTF-16 code unit; 0 keeps the unit. */
const FOLD = new Uint16Array(0x10000);
for (const zero of DIGIT_ZEROS) {
  for (let d = 0; d < 10; d++) FOLD[zero + d] = 0x30 + d;
}
// Fullwidth ASCII letters and punctuation (＠, Ａ…) fold to ASCII; fullwidth digits are covered above.
for (let c = 0xff01; c <= 0xff5e; c++) FOLD[c] = c - 0xfee0;
// No-break and other fixed-width spaces separate digit groups like a plain space.
for (const c of [0x00a0, 0x2007, 0x2009, 0x202f, 0x3000]) FOLD[c] = 0x20;
// Hyphen and dash variants separate digit groups like an ASCII hyphen.
for (const c of [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2212, 0xfe63]) FOLD[c] = 0x2d;

const HAS_NON_ASCII = /[^\x00-\x7f]/;
// Decoding the code units back is far faster than String.fromCharCode over large arrays.
const UTF16 = new TextDecoder('utf-16le', { ignoreBOM: true }); // keep a leading U+FEFF: lengths must match

/** Other-script digits to ASCII digits, fullwidth forms to ASCII, space and dash variants to ' ' and '-'. */
export function normalizeForMatching(text: string): string {
  if (!HAS_NON_ASCII.test(text)) return text;
  const units = new Uint16Array(text.length);
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const folded = c < 0x80 ? 0 : FOLD[c];
    units[i] = folded || c;
    if (folded) changed = true;
  }
  if (!changed) return text;
  return UTF16.decode(units);
}

const ASCII_UPPER = /[A-Z]+/g;

/** Lower case with unchanged length (full Unicode lower-casing can change it, e.g. for 'İ'). */
export function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return text.replace(ASCII_UPPER, (s) => s.toLowerCase());
}
