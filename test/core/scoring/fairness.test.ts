import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';
import { describeDimension } from './helpers';

describeDimension('fairness');

describe('fairness context', () => {
  const fairness = (text: string, domain?: string) =>
    evaluateText({ content: text, dimensions: ['fairness'], domain }).dimension_scores.fairness!.score;

  it('follows a pronoun back to the group in the previous sentence', () => {
    const e = evaluateText({ content: 'Too many migrants came this year. They are like cockroaches.', dimensions: ['fairness'] });
    expect(e.findings.map((f) => f.rule)).toContain('fairness/negative-stereotype');
  });

  it('does not penalise sentences that discuss a stereotype', () => {
    expect(fairness('The stereotype that immigrants are criminals is not supported by evidence.')).toBe(10);
    expect(fairness('Violence against Muslims has increased.')).toBe(10);
  });

  it('weighs unequal treatment more in hr', () => {
    const text = 'Never hire a woman for this role.';
    expect(fairness(text, 'hr')).toBeLessThan(fairness(text));
  });

  it('fails the threshold for a single negative stereotype', () => {
    expect(fairness('All immigrants are criminals.')).toBeLessThan(7);
  });
});
