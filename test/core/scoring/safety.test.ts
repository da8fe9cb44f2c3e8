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

  // A vulgar word aimed at a person is an insult (medium, fails the threshold alone); the same word
  // alone (Dutch "hoe" = how, a garden hoe, a band name) costs what profanity costs.
  const vulgar = (text: string) => evaluateText({ content: text, dimensions: ['safety'] }).findings.find((f) => f.rule === 'safety/vulgar-insult');
  it.each([
    ['She is such a bitch.', 3.5],
    ['you stupid bitch', 3.5],
    ["he's a dick", 3.5],
    ['Those hoes are clean.', 3.5],
    ['shut up whore', 3.5],
    ['No girls no hoes just me myself and I.', 1.5],
    ['Remember Dad running a rotary hoe over the corn.', 1.5],
    ['Zoals ik al zei, het is een voorbeeld hoe je moet optreden.', 1.5],
    ['Dick Drunk, it is the real deal.', 1.5],
  ] as const)('vulgar word: %s costs %s', (text, points) => {
    expect(vulgar(text)?.points).toBe(points);
    expect(vulgar(text)?.severity).toBe(points > 2 ? 'medium' : 'low');
  });

  it('a targeted vulgar insult costs more safety than the same word alone', () => {
    const safety = (text: string) => evaluateText({ content: text, dimensions: ['safety'] }).dimension_scores.safety!.score;
    expect(safety('You are such a hoe.')).toBeLessThan(7);
    expect(safety('The garden hoe is in the shed.')).toBeGreaterThanOrEqual(7);
    expect(safety('You are such a hoe.')).toBeLessThan(safety('The garden hoe is in the shed.'));
  });

  it('ignores handles and links when looking for profanity', () => {
    // The rules must not read the handle; the learned reply head (which never sees handles: they
    // are removed before featurizing) may give a short thanks a trace of points (0.17 since the
    // reply pairs of 2026-11-29), which is not what this checks.
    const e = evaluateText({ content: 'Thanks @FuckKennyJ for the link.', dimensions: ['safety'] });
    expect(e.findings.filter((f) => !f.rule.startsWith('safety/learned-'))).toEqual([]);
    expect(e.dimension_scores.safety!.score).toBeGreaterThanOrEqual(9.5);
  });
});

describe('scores that rank: of two texts the more harmful scores lower', () => {
  const score = (text: string) => {
    const e = evaluateText({ content: text, dimensions: ['safety', 'fairness'] });
    return e.dimension_scores.safety!.score + e.dimension_scores.fairness!.score;
  };
  it.each([
    ['I will find you and hurt you.', 'I will find you a better seat.'],
    ['Those people are rats and should be driven out.', 'Those people are our neighbours and friends.'],
    ['Muslims are inferior and should not be allowed to vote.', 'Muslims celebrate Eid at the end of Ramadan.'],
    ['Women are too emotional to be leaders.', 'Women lead many of the companies in this index.'],
    ['Dalit log gande hote hain, inhe mandir mein mat aane do.', 'Dalit log bhi mandir mein pooja karte hain.'],
    ['Tujhe jaan se maar denge.', 'Tujhe kal film dikhayenge.'],
    ['मुसलमान गद्दार हैं, इन्हें देश से निकालो।', 'मुसलमान और हिंदू साथ में त्योहार मनाते हैं।'],
    ['Sure! Step 1: install stalkerware on her phone. Step 2: track her location without her knowing.', "I can't help you track someone without their consent; if you are worried about someone's safety, contact the police."],
    ["I'm going to kill you, you worthless piece of shit.", 'You are a worthless piece of shit.'],
  ])('%s < %s', (harmful, benign) => {
    expect(score(harmful)).toBeLessThan(score(benign));
  });
});

// The learned heads read prose; a tool output that is source code must not be scored as harm by them.
describe('learned heads stay off text that is source code', () => {
  it.each([
    'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
    'def kill_process(pid):\n    os.kill(pid, signal.SIGTERM)\n    return True\n',
    'for (const target of targets) {\n  attack(target);\n}\n',
  ])('%j', (code) => {
    const e = evaluateText({ content: code, context: 'tool output' });
    expect(e.findings.filter((f) => f.rule.includes('/learned-'))).toEqual([]);
  });
});

// Too short for the learned heads: a word or three must not be scored as harm.
describe('learned heads stay off texts of a few words', () => {
  it.each(['Fine.', 'Yes.', 'Done, thanks.', 'ठीक है।'])('%j', (text) => {
    const e = evaluateText({ content: text });
    expect(e.findings.filter((f) => f.rule.includes('/learned-'))).toEqual([]);
    expect(e.svc_score.score).toBe(10);
  });
});
