// The scoring service's pure parts: cache, policy merge, pass criteria, judge parsing and
// combination, score adjustment. (Sessions: sessions.test.ts, on both databases.)
import { describe, expect, it } from 'vitest';
import { calibratedConfidence, evaluateText, type Dimension } from '../../src/core/scoring';
import { DEFAULT_POLICY, type Policy } from '../../src/services/policy';
import { adjustEvaluation } from '../../src/services/scoring/adjust';
import { TtlLru } from '../../src/services/scoring/cache';
import { applyPolicy, type ScoreSettings } from '../../src/services/scoring/inputs';
import { judgeAdjustment, parseVerdict } from '../../src/services/scoring/judge';
import { LlmError, parseJsonObject } from '../../src/services/scoring/llm';
import { assess, returnedIteration, type IterationRecord } from '../../src/services/scoring/regenerate';
import { CLEAN, THREAT } from './fixtures';

const ALL: Dimension[] = ['fairness', 'safety', 'reliability', 'transparency', 'privacy', 'accountability', 'inclusivity', 'user_impact'];
const settings = (over: Partial<ScoreSettings> = {}): ScoreSettings => ({ mode: 'basic', dimensions: ALL, domain: 'general', usecase: 'general', dpdp: false, ...over });
const policy = (over: Partial<Policy> = {}): Policy => ({ ...DEFAULT_POLICY, ...over });

describe('TtlLru', () => {
  it('expires entries after the TTL', () => {
    const c = new TtlLru<string>(1000, 10, 100);
    c.set('a', 'x', 0);
    expect(c.get('a', 999)).toBe('x');
    expect(c.get('a', 1000)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('evicts the least recently used entry beyond the entry bound', () => {
    const c = new TtlLru<number>(1000, 2, 100);
    c.set('a', 1, 0);
    c.set('b', 2, 0);
    c.get('a', 1); // a is now more recent than b
    c.set('c', 3, 2);
    expect(c.get('b', 3)).toBeUndefined();
    expect(c.get('a', 3)).toBe(1);
    expect(c.get('c', 3)).toBe(3);
  });

  it('evicts by weight, and never stores an entry heavier than the bound', () => {
    const c = new TtlLru<number>(1000, 10, 10);
    c.set('a', 1, 0, 6);
    c.set('b', 2, 0, 6);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('b', 1)).toBe(2);
    c.set('huge', 3, 0, 11);
    expect(c.get('huge', 1)).toBeUndefined();
    expect(c.get('b', 1)).toBe(2);
  });
});

describe('applyPolicy', () => {
  it.each([
    ['request over policy defaults', {}, { mode: 'deep' as const, domain: 'legal' as const }, { mode: 'deep', domain: 'legal' }, []],
    ['policy defaults fill the gaps', { evalMode: 'deep' as const, domain: 'finance' as const }, {}, { mode: 'deep', domain: 'finance' }, []],
    ['a locked policy wins', { locked: true, evalMode: 'basic' as const, domain: 'hr' as const }, { mode: 'deep' as const, domain: 'legal' as const }, { mode: 'basic', domain: 'hr' }, ['mode', 'domain']],
    ['a locked policy agreeing with the request overrides nothing', { locked: true, domain: 'hr' as const }, { domain: 'hr' as const }, { mode: 'basic', domain: 'hr' }, []],
  ])('%s', (_label, pol, request, expected, overridden) => {
    const applied = applyPolicy(request, policy(pol));
    expect(applied.settings).toMatchObject(expected);
    expect(applied.overridden).toEqual(overridden);
  });

  it('weights: request, else policy, else equal; a locked policy with weights replaces the request\'s', () => {
    expect(applyPolicy({ weights: { safety: 100 } }, policy()).weightsSource).toBe('request');
    expect(applyPolicy({}, policy({ dimensionWeights: { safety: 100 } })).settings.weights).toEqual({ safety: 100 });
    expect(applyPolicy({}, policy()).settings.weights).toBeUndefined();
    const locked = applyPolicy({ weights: { fairness: 100 } }, policy({ locked: true, dimensionWeights: { safety: 100 } }));
    expect(locked).toMatchObject({ settings: { weights: { safety: 100 } }, weightsSource: 'application_policy', overridden: ['weights'] });
    // Locked without policy weights: nothing conflicts.
    expect(applyPolicy({ weights: { fairness: 100 } }, policy({ locked: true })).settings.weights).toEqual({ fairness: 100 });
  });

  it('puts dimensions in canonical order and treats an empty list as all eight', () => {
    expect(applyPolicy({ dimensions: ['privacy', 'fairness'] }, policy()).settings.dimensions).toEqual(['fairness', 'privacy']);
    expect(applyPolicy({ dimensions: [] }, policy()).settings.dimensions).toEqual(ALL);
  });
});

describe('assess', () => {
  const threat = evaluateText({ content: THREAT }); // overall 5, safety below 4, user_impact 6.5
  const base = { threshold: 7, source: 'request' as const, dimensions: {}, maxDimensionFailures: 0 };
  it.each([
    ['below the overall threshold', base, false, ['safety', 'user_impact']],
    ['above a low overall threshold', { ...base, threshold: 4 }, true, []],
    ['a dimension below its own threshold', { ...base, threshold: 4, dimensions: { user_impact: 7 } }, false, ['user_impact']],
    ['one dimension failure tolerated', { ...base, threshold: 4, dimensions: { user_impact: 7 }, maxDimensionFailures: 1 }, true, ['user_impact']],
    ['confidence below the bar', { ...base, threshold: 4, confidence: 0.99 }, false, ['safety']],
  ])('%s', (_label, criteria, passed, failing) => {
    expect(assess(threat, criteria)).toEqual({ passed, failing });
  });
});

describe('returnedIteration', () => {
  const it_ = (iteration: number, score: number, passed: boolean): IterationRecord => ({
    iteration,
    content: `v${iteration}`,
    scores: { svc_score: { score, confidence: 0.5, summary: '' }, dimension_scores: {} },
    passed,
    failing: [],
    latencyMs: 0,
    fromCache: false,
  });
  it.each([
    ['the original when it passed', [it_(0, 8, true)], 0],
    ['the original when nothing was regenerated', [it_(0, 4, false)], 0],
    ['the passing regeneration', [it_(0, 4, false), it_(1, 6, false), it_(2, 8, true)], 2],
    ['the best regeneration, even if worse than the original', [it_(0, 6, false), it_(1, 4, false), it_(2, 5, false)], 2],
    ['the earliest of equal regenerations', [it_(0, 4, false), it_(1, 5, false), it_(2, 5, false)], 1],
  ])('%s', (_label, history, expected) => {
    expect(returnedIteration(history).iteration).toBe(expected);
  });
});

describe('parseVerdict', () => {
  const dims: Dimension[] = ['fairness', 'safety'];
  it('reads {dimensions: {...}} or the dimensions at the top level, inside a ```json fence too', () => {
    const nested = parseVerdict('{"dimensions": {"fairness": {"score": 6, "issues": ["x"]}, "safety": {"score": 9, "confidence": 0.9}}}', dims);
    expect(nested.dimensions.get('fairness')).toEqual({ score: 6, confidence: 0.7, issues: ['x'] });
    expect(nested.dimensions.get('safety')).toEqual({ score: 9, confidence: 0.9, issues: [] });
    const top = parseVerdict('```json\n{"fairness": {"score": 6}, "safety": {"score": 9}}\n```', dims);
    expect(top.dimensions.get('safety')!.score).toBe(9);
  });

  it.each([
    ['not JSON', 'Scores: fairness 6', /not valid JSON/],
    ['a JSON array', '[1, 2]', /not a JSON object/],
    ['a missing dimension', '{"fairness": {"score": 6}}', /no valid score for safety/],
    ['a score as text', '{"fairness": {"score": "6"}, "safety": {"score": 9}}', /no valid score for fairness/],
    ['a negative score', '{"fairness": {"score": -1}, "safety": {"score": 9}}', /no valid score for fairness/],
  ])('rejects %s', (_label, text, reason) => {
    expect(() => parseVerdict(text, dims)).toThrow(reason);
    expect(() => parseVerdict(text, dims)).toThrow(LlmError);
  });

  it('keeps at most five issues of at most 300 characters', () => {
    const issues = Array.from({ length: 8 }, (_, i) => `${i}`.repeat(400));
    const v = parseVerdict(JSON.stringify({ fairness: { score: 1, issues }, safety: { score: 9 } }), dims);
    expect(v.dimensions.get('fairness')!.issues).toHaveLength(5);
    expect(v.dimensions.get('fairness')!.issues[0]).toHaveLength(300);
  });
});

describe('judgeAdjustment', () => {
  const local = evaluateText({ content: THREAT, dimensions: ['fairness', 'safety'] });
  const localSafety = local.dimension_scores.safety!.score;
  const verdictOf = (fairness: [number, string[]], safety: [number, string[]]) => ({
    dimensions: new Map<Dimension, { score: number; confidence: number; issues: string[] }>([
      ['fairness', { score: fairness[0], confidence: 0.8, issues: fairness[1] }],
      ['safety', { score: safety[0], confidence: 0.8, issues: safety[1] }],
    ]),
    suggestions: [],
  });
  it.each([
    ['lower with an issue: taken', verdictOf([4, ['stereotype']], [localSafety, []]), ['fairness'], 4, localSafety],
    ['lower without an issue: ignored', verdictOf([4, []], [localSafety, []]), [], 10, localSafety],
    ['higher: the local score stands', verdictOf([10, []], [10, []]), [], 10, localSafety],
    // The local safety of THREAT is below 1 (rules and the learned abuse head): the judge goes lower still.
    ['safety lowered further', verdictOf([10, []], [0.5, ['incitement']]), ['safety'], 10, 0.5],
  ])('%s', (_label, verdict, lowered, fairness, safety) => {
    const { adjustment, lowered: got } = judgeAdjustment(local, verdict, 'm');
    expect(got).toEqual(lowered);
    expect(adjustment.overrides.get('fairness')!.score).toBe(fairness);
    expect(adjustment.overrides.get('safety')!.score).toBe(safety);
  });

  it('caps the overall score at 2.0 when the judge puts safety below 3', () => {
    const { adjustment } = judgeAdjustment(local, verdictOf([10, []], [0.5, ['incitement']]), 'm');
    expect(adjustment.cap).toMatchObject({ limit: 2, severity: 'critical', rule: 'llm-judge/safety' });
    const adjusted = adjustEvaluation(local, settings({ dimensions: ['fairness', 'safety'] }), adjustment);
    expect(adjusted.svc_score.score).toBe(2);
    expect(adjusted.cap).toMatchObject({ limit: 2, uncapped_score: 5.25 });
  });
});

describe('adjustEvaluation', () => {
  it('without overrides reproduces the engine\'s overall score, band and cap', () => {
    for (const content of [CLEAN, THREAT, 'Call me at rahul@example.com, you idiot.']) {
      for (const weights of [undefined, { safety: 70, privacy: 30 }]) {
        const s = settings({ weights });
        const e = evaluateText({ content, weights });
        const same = adjustEvaluation(e, s, { overrides: new Map(), issues: [], suggestions: [], note: 'n.' });
        expect(same.svc_score.score).toBe(e.svc_score.score);
        expect(same.svc_score.confidence).toBe(e.svc_score.confidence);
        expect(same.cap?.limit).toBe(e.cap?.limit);
        expect(same.svc_score.summary).toBe(`${e.svc_score.summary} n.`);
      }
    }
  });

  it('recomputes the weighted mean and the summary head after an override', () => {
    const e = evaluateText({ content: CLEAN, dimensions: ['safety', 'privacy'] });
    const adjusted = adjustEvaluation(e, settings({ dimensions: ['safety', 'privacy'], weights: { safety: 75, privacy: 25 } }), {
      overrides: new Map([['privacy', { score: 2, confidence: 0.9, issues: ['leak'], note: 'capped.' }]]),
      issues: [{ dimension: 'privacy', description: 'leak', severity: 'high' }],
      suggestions: ['mask it'],
      note: 'DPDP.',
    });
    expect(adjusted.svc_score.score).toBe(8); // 0.75 × 10 + 0.25 × 2
    expect(adjusted.svc_score.summary).toMatch(/^Scored 8\/10 \(good\).* DPDP\.$/);
    expect(adjusted.dimension_scores.privacy).toMatchObject({ score: 2, issues: ['leak'], explanation: expect.stringMatching(/capped\.$/) });
    expect(adjusted.issues).toContainEqual({ dimension: 'privacy', description: 'leak', severity: 'high' });
    expect(adjusted.improvement_suggestions).toContain('mask it');
  });

  // svc_score.confidence is the calibrated chance that the verdict is right: a judge's own
  // self-reported confidence does not raise it, lower scores move it through the table.
  it('recomputes the calibrated confidence from the adjusted scores, not from dimension confidences', () => {
    const e = evaluateText({ content: CLEAN });
    const agree = adjustEvaluation(e, settings(), {
      overrides: new Map([['safety', { score: 10, confidence: 0.99, issues: [], note: 'judge agrees.' }]]),
      issues: [],
      suggestions: [],
      note: 'n.',
    });
    expect(agree.svc_score.confidence).toBe(e.svc_score.confidence);
    const harm = adjustEvaluation(e, settings(), {
      overrides: new Map([['safety', { score: 3, confidence: 0.99, issues: ['threat'], note: 'judge: threat.' }]]),
      issues: [],
      suggestions: [],
      note: 'n.',
    });
    expect(harm.svc_score.score).toBeGreaterThanOrEqual(7); // the mean of eight still passes…
    expect(harm.svc_score.confidence).toBe(calibratedConfidence({ score: harm.svc_score.score, dimensions: harm.dimension_scores }));
    expect(harm.svc_score.confidence).toBeLessThan(e.svc_score.confidence); // …but a pass over a safety 3 is less sure
  });
});

describe('parseJsonObject', () => {
  it('strips a fence and rejects non-objects', () => {
    expect(parseJsonObject('```json\n{"content": "x"}\n```')).toEqual({ content: 'x' });
    expect(() => parseJsonObject('"x"')).toThrow(/not a JSON object/);
  });
});
