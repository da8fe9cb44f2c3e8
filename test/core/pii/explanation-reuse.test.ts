import { describe, expect, it } from 'vitest';
import { scanPii, type PiiFinding } from '../../../src/core/pii/index';
import { WORLD_CASES } from './cases-world';

/** The parts of the explanation text that the finding's other explanation fields determine. */
function agrees(f: PiiFinding): void {
  const e = f.explanation;
  const quoted = (words: string[]) => `'${words.join("', '")}'`;
  const where = JSON.stringify(f);
  expect(e.text.startsWith(`${f.type} found by recognizer '${e.recognizer}' with pattern '${e.pattern}' (base score ${e.baseScore}). `), where).toBe(true);
  expect(e.text.endsWith(` Final score ${f.score}.`), where).toBe(true);
  expect(e.text.includes(` Nearby context ${quoted(e.contextWords)} supports it.`), where).toBe(e.contextWords.length > 0);
  expect(e.text.includes(` Nearby ${quoted(e.negativeContextWords)} suggests another kind of number.`), where).toBe(e.negativeContextWords.length > 0);
  expect(e.text.includes(' Context changed the score by '), where).toBe(e.contextBoost !== 0);
  expect(e.text.startsWith(`${f.type} found`) && (e.validation === 'passed' ? e.text.includes('Validation passed: ') : e.text.includes('No validation applies: ')), where).toBe(true);
}

describe('explanation text reused from a recognizer\'s last finding', () => {
  it.each([
    ['+91 98765 43210', ['phone', 'order_id', undefined, 'mobile', 'phone']],
    ['priya.sharma@example.com', ['email', undefined, 'contact_email', 'email']],
    ['Priya Sharma', ['name', 'customer', undefined, 'name']],
    ['0612 345678', ['phone', undefined, 'phone']],
  ])('%s under the fields %j: each text matches its own finding', (value, fields) => {
    let findings = 0;
    for (const field of fields) {
      for (const f of scanPii(value, { field })) {
        agrees(f);
        findings++;
      }
    }
    expect(findings).toBeGreaterThan(0);
  });

  it('every finding of the case tables, scanned in turn under several options, has an explanation that agrees with it', () => {
    const texts = Object.values(WORLD_CASES).flatMap((c) => c.valid.map(([t]) => t));
    let findings = 0;
    for (const options of [{}, { minScore: 0 }, { field: 'phone' }, { field: 'id' }]) {
      for (const text of [...texts, ...texts.map((t) => `ref ${t}`)]) {
        for (const f of scanPii(text, options)) {
          agrees(f);
          findings++;
        }
      }
    }
    expect(findings).toBeGreaterThan(500);
  });
});
