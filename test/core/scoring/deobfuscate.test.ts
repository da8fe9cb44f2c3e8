import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';
import { deobfuscate, originalSpan } from '../../../src/core/scoring/deobfuscate';

const known = (w: string) => ['muslims', 'vermin', 'kill'].includes(w);

describe('deobfuscate', () => {
  it.each([
    ['those p e o p l e are r@ts', 'those people are rats'],
    ['all m*slims are terr0rists', 'all muslims are terrorists'],
    ['k1ll all the imm1grants', 'kill all the immigrants'],
    ['they are v3rm!n', 'they are vermin'],
  ])('%s', (text, clean) => {
    expect(deobfuscate(text, known)?.text).toBe(clean);
  });

  it.each(['The Q3 report covers covid19, mp3 files and 2nd-hand cars.', 'Meet at 5 pm.', 'A plain sentence.', 'an m*ss of w*rds nobody knows'])(
    'leaves ordinary text alone: %s',
    (text) => {
      expect(deobfuscate(text, known)?.text ?? text).toBe(text);
    },
  );

  it('maps spans of the clean text back to what was written', () => {
    const text = 'those p e o p l e are r@ts';
    const view = deobfuscate(text, known)!;
    const at = view.text.indexOf('people');
    expect(text.slice(originalSpan(view, at, at + 6).start, originalSpan(view, at, at + 6).end)).toBe('p e o p l e');
    const rats = view.text.indexOf('rats');
    expect(text.slice(originalSpan(view, rats, rats + 4).start, originalSpan(view, rats, rats + 4).end)).toBe('r@ts');
  });
});

describe('hate and threats in disguise lose points like the plain words', () => {
  const low = (content: string) => {
    const e = evaluateText({ content, dimensions: ['safety', 'fairness'] });
    return Math.min(e.dimension_scores.safety!.score, e.dimension_scores.fairness!.score);
  };
  it.each(['those p e o p l e are r@ts', 'all m*slims are terr0rists', 'k1ll all the imm1grants', 'I will f1nd you and hurt y0u'])('%s', (text) => {
    expect(low(text)).toBeLessThan(7);
  });
  it.each(['Order 3 b00ks from the l1brary app', 'Call me at 5, the p@ssword is on the fridge.', 'Meet in room B2 at 4pm.'])('stays clean: %s', (text) => {
    expect(low(text)).toBeGreaterThanOrEqual(7);
  });
});
