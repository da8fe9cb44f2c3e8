import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';
import { describeDimension } from './helpers';

describeDimension('inclusivity');

describe('inclusive alternatives', () => {
  const fixesOf = (text: string) =>
    evaluateText({ content: text, dimensions: ['inclusivity'] }).findings.map((f) => [f.match, f.fix]);

  it.each([
    ['Blacklisted domains are dropped.', 'Blacklisted', 'Denylisted'],
    ['WHITELIST', 'WHITELIST', 'ALLOWLIST'],
    ['The slave node lags behind.', 'slave', 'replica'],
    ['Thanks guys!', 'guys', 'everyone'],
    ['He is wheelchair-bound.', 'wheelchair-bound', 'a wheelchair user'],
    ['Every nurse knows she is busy.', 'she is', 'they are'],
    ['Ask a teacher and thank her.', 'her', 'them'],
  ])('%s → replaces "%s" with "%s"', (text, match, replacement) => {
    expect(fixesOf(text)).toContainEqual([match, { kind: 'replace', text: replacement }]);
  });

  it('names the alternative in the explanation and suggestion', () => {
    const e = evaluateText({ content: 'We need more manpower.', dimensions: ['inclusivity'] });
    expect(e.findings[0].explanation).toContain('"workforce"');
    expect(e.improvement_suggestions).toContain('Replace "manpower" with "workforce".');
  });

  it('weighs translations less: the wording comes from the source', () => {
    const text = 'The chairman asked for more manpower.';
    const plain = evaluateText({ content: text, dimensions: ['inclusivity'] }).dimension_scores.inclusivity!.score;
    const translated = evaluateText({ content: text, dimensions: ['inclusivity'], usecase: 'translation' }).dimension_scores.inclusivity!.score;
    expect(translated).toBeGreaterThan(plain);
  });
});
