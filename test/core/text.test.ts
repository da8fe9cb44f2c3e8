import { describe, expect, it } from 'vitest';
import { isBlank } from '../../src/core/text';

describe('isBlank: empty once invisible characters are removed', () => {
  it.each([
    ['', true],
    ['   \t\n', true],
    ['\u200B\u200C\u200D', true], // zero-width space, non-joiner, joiner
    ['\uFEFF\u2060', true], // BOM, word joiner
    ['\u202E\u2066\u200F', true], // bidi override, isolate, RLM
    ['\u00AD', true], // soft hyphen
    ['\u3164\u115F\uFFA0', true], // Hangul fillers
    ['\u2800', true], // blank Braille pattern
    ['\u0007\u0000', true], // controls
    ['a', false],
    ['\u200Ba\u200B', false],
    ['नमस्ते', false], // Devanagari with combining marks
    ['👨‍👩‍👧', false], // emoji joined by ZWJ
    ['.', false],
  ])('%j → %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });
});
