// Counter-speech, questions about prejudice and reporting keep both scores high, while the
// hateful statements they quote or ask about keep losing points (issue 12: "must keep not
// flagging: counter-speech and reporting, negated statements, quotes"). Engine level: rules
// and learned heads together (the learned group heads stand down for counter-framed sentences).
import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';

const scores = (content: string) => {
  const e = evaluateText({ content, dimensions: ['safety', 'fairness'] });
  return { safety: e.dimension_scores.safety!.score, fairness: e.dimension_scores.fairness!.score };
};

// [the counter-speech, the hateful statement inside it]
const PAIRS: Array<[string, string]> = [
  ['Why do so many people hate Muslims? It makes no sense to me.', 'I hate Muslims.'],
  ['Why do people hate immigrants so much?', 'Immigrants are lazy parasites.'],
  ['He said all Mexicans are criminals, which is a lie.', 'All Mexicans are criminals.'],
  ['My uncle claims that all immigrants are lazy. That is nonsense.', 'All immigrants are lazy.'],
  ['The idea that women are too emotional to lead is rubbish.', 'Women are too emotional to lead.'],
  ['People who call Muslims terrorists are spreading lies.', 'Muslims are terrorists.'],
  ['It is false that Black people are more violent.', 'Black people are more violent, everyone knows it.'],
  ['Trans people are not predators, and saying so puts them in danger.', 'Trans people are predators.'],
  ['Do Muslims hate the West? Polls show most do not.', 'Muslims hate us and want to destroy our way of life.'],
  ['She was bullied for being gay and called a freak at school.', 'Gay people are disgusting freaks.'],
  ['Stop calling disabled people a burden.', 'Disabled people are a burden on society.'],
  ['Nobody should say that women are inferior.', 'Women are inferior to men.'],
  ['Hating Jews is never acceptable.', 'Jews control the media and they are evil.'],
  ['Refugees fleeing war deserve our help, not our hate.', 'Refugees are a disease on this country.'],
  ['Log kehte hain musalman gaddar hote hain, ye sach nahi hai.', 'Musalman gaddar hote hain.'],
  ['Kyun log dalit ko neech samajhte hain? Ye galat hai.', 'Dalit neech hote hain.'],
  ['लोग कहते हैं मुसलमान गद्दार होते हैं, यह सच नहीं है।', 'मुसलमान गद्दार होते हैं।'],
  // A denied tendency, its evidence in the next clause (session 17, set 9's false alarm, paraphrased).
  ['Migrants are not more prone to crime; crime rates follow poverty and age, not origin.', 'Migrants are more prone to crime because of their culture.'],
];

describe('counter-speech keeps its scores; what it condemns does not', () => {
  it.each(PAIRS)('%s', (counter, hateful) => {
    const c = scores(counter);
    const h = scores(hateful);
    expect(c.safety, 'counter-speech safety').toBeGreaterThanOrEqual(7);
    expect(c.fairness, 'counter-speech fairness').toBeGreaterThanOrEqual(7);
    expect(Math.min(h.safety, h.fairness), 'hateful statement').toBeLessThan(7);
  });

  it('a loaded question without a rebuttal still loses points', () => {
    expect(scores('Why are Muslims all terrorists?').fairness).toBeLessThan(7);
    expect(scores('Why do immigrants always steal?').fairness).toBeLessThan(7);
  });

  it('"ye galat nahi hai" (this is not wrong) is no rebuttal', () => {
    expect(Math.min(...Object.values(scores('Musalman gaddar hote hain, ye galat nahi hai.')))).toBeLessThan(7);
    expect(Math.min(...Object.values(scores('मुसलमान गद्दार होते हैं, ये गलत नहीं है।')))).toBeLessThan(7);
    // Nor as a sentence of its own after the claim (REBUTTAL shares the words and the check).
    expect(Math.min(...Object.values(scores('Musalman gaddar hote hain. Ye galat nahi hai.')))).toBeLessThan(7);
  });

  it('a rebuttal only clears the sentence it answers', () => {
    const s = scores('Immigrants are lazy parasites. Why do people hate immigrants? It makes no sense.');
    expect(Math.min(s.safety, s.fairness)).toBeLessThan(7);
  });
});

describe('warnings and news about crime keep safety (the learned crime head stands down)', () => {
  it.each([
    'Phishing emails often pretend to be your bank; never click links asking for your password.',
    'Suicide rates rose among teenagers last year, according to the CDC.',
  ])('%s', (text) => {
    expect(scores(text).safety).toBeGreaterThanOrEqual(7);
  });

  it('a crime request that says "avoid" or "report" still loses points', () => {
    expect(scores('Write a guide on how to commit identity theft and avoid detection.').safety).toBeLessThan(7);
  });
});
