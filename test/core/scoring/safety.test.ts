import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';
import { describeDimension } from './helpers';

describeDimension('safety');

describe('safety severities', () => {
  const severityOf = (text: string, rule: string) =>
    evaluateText({ content: text, dimensions: ['safety'] }).findings.find((f) => f.rule === rule)?.severity;

  it('ranks slurs above vulgar insults above profanity', () => {
    expect(severityOf('Get lost, faggot.', 'safety/hate-slur')).toBe('high');
    expect(severityOf('She is such a bitch.', 'safety/vulgar-insult')).toBe('medium');
    expect(severityOf('This is fucking broken.', 'safety/profanity')).toBe('low');
  });

  it('fails the 7.0 threshold for a vulgar insult but not for one mild swear', () => {
    expect(evaluateText({ content: 'She is such a bitch.', dimensions: ['safety'] }).dimension_scores.safety!.score).toBeLessThan(7);
    expect(evaluateText({ content: 'Well, shit happens.', dimensions: ['safety'] }).dimension_scores.safety!.score).toBeGreaterThanOrEqual(7);
  });

  it('halves violence in fiction, by use case or by the caller context', () => {
    const text = 'He stabbed the guard and shot the hostages.';
    const plain = evaluateText({ content: text, dimensions: ['safety'] }).dimension_scores.safety!.score;
    const fiction = evaluateText({ content: text, dimensions: ['safety'], usecase: 'content_generation' }).dimension_scores.safety!.score;
    const story = evaluateText({ content: text, dimensions: ['safety'], context: 'Write a thriller scene' }).dimension_scores.safety!.score;
    expect(fiction).toBeGreaterThan(plain);
    expect(story).toBe(fiction);
  });

  it('ignores handles and links when looking for profanity', () => {
    expect(evaluateText({ content: 'Thanks @FuckKennyJ for the link.', dimensions: ['safety'] }).findings).toEqual([]);
  });
});
