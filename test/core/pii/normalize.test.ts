import { describe, expect, it } from 'vitest';
import { lowerSameLength, normalizeForMatching } from '../../../src/core/pii/normalize';

describe('normalizeForMatching', () => {
  it.each([
    ['आधार २३४१ २३४१ २३४६', 'आधार 2341 2341 2346'],
    ['বাংলা ০১২৩৪৫৬৭৮৯', 'বাংলা 0123456789'],
    ['தமிழ் ௧௨௩', 'தமிழ் 123'],
    ['٠١٢٣٤٥٦٧٨٩ ۰۱۲', '0123456789 012'],
    ['ｆｏｏ＠ｅｘａｍｐｌｅ．ｃｏｍ １２３', 'foo@example.com 123'],
    ['98765\u00a043210 98765\u201143210', '98765 43210 98765-43210'],
    ['plain ascii 123', 'plain ascii 123'],
    ['\ufeff२३ and a lone \ud800 surrogate', '\ufeff23 and a lone \ufffd surrogate'],
  ])('%j -> %j with the same length', (input, expected) => {
    const out = normalizeForMatching(input);
    expect(out).toBe(expected);
    expect(out.length).toBe(input.length);
  });

  it('keeps letters of other scripts unchanged', () => {
    const text = 'नमस्ते दुनिया, आपका नंबर क्या है?';
    expect(normalizeForMatching(text)).toBe(text);
  });
});

describe('lowerSameLength', () => {
  it.each([
    ['Aadhaar NUMBER', 'aadhaar number'],
    ['İstanbul Aadhaar', 'İstanbul aadhaar'],
  ])('%j -> %j', (input, expected) => {
    const out = lowerSameLength(input);
    expect(out).toBe(expected);
    expect(out.length).toBe(input.length);
  });
});
