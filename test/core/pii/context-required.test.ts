import { describe, expect, it } from 'vitest';
import { requiredContextPossible } from '../../../src/core/pii/context';
import { PII_RECOGNIZERS } from '../../../src/core/pii/index';
import type { ContextRule } from '../../../src/core/pii/types';

const rule = (words: string[]): ContextRule => ({ words, boost: 0.3, required: true });

describe('a recognizer whose context is required runs only when one of its words is in the text', () => {
  it.each([
    ['date of birth: 1990', ['dob', 'date of birth'], true],
    ['d.o.b 1990', ['d.o.b'], true],
    ['dxoxb 1990', ['d.o.b'], false], // '.' is a literal, not any character
    ['ss# 123', ['ss#', 'a+b'], true],
    ['aab 123', ['a+b'], false],
    ['(vid) 1234', ['(vid)'], true],
    ['plain text', ['passport', 'licence'], false],
  ])('%s with %j → %s', (text, words, expected) => {
    expect(requiredContextPossible(text, rule(words), null)).toBe(expected);
  });

  it('a rule that is not required, or a field name holding a word, always allows the scan', () => {
    expect(requiredContextPossible('x', { words: ['dob'], boost: 0.3 }, null)).toBe(true);
    expect(requiredContextPossible('x', rule(['dob']), 'dob')).toBe(true);
  });

  it('equals a substring search word by word for every registered rule', () => {
    const texts = ['', 'my passport no is', 'dl no: x', 'date of birth', 'routing number', 'aadhaar vid', 'Σ ss# d.o.b', '{"a":"b"}'];
    let checked = 0;
    for (const r of PII_RECOGNIZERS) {
      if (!r.context?.required) continue;
      for (const t of [...texts, ...r.context.words.map((w) => `x ${w} y`)]) {
        expect(requiredContextPossible(t, r.context, null)).toBe(r.context.words.some((w) => t.includes(w)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(80);
  });
});
