/**
 * How a head's probability becomes points (rules/learned.ts pointsFor): a hate or abuse head's
 * points start at its threshold on all training negatives and reach POINTS_AT_THRESHOLD only at
 * the 1%-FPR threshold of benign real posts when that one is higher.
 */
import { describe, expect, it } from 'vitest';
import { HARM_HEADS, POINTS_AT_THRESHOLD } from '../../../src/core/scoring/learned-heads';
import { evaluateText } from '../../../src/core/scoring';
import { pointsFor, RESIDUAL_MAX } from '../../../src/core/scoring/rules/learned';

const hate = HARM_HEADS.find((h) => h.label === 'identity_attack')!;
const topic = HARM_HEADS.find((h) => h.label === 'crime_cyber')!;
const all = { fpr_10pct: 0.4, fpr_1pct: 0.6 };
const withPosts = { ...all, post_fpr_10pct: 0.7, post_fpr_1pct: 0.9 };

describe('pointsFor', () => {
  it.each<[string, typeof hate, Record<string, number>, number, number]>([
    ['hate head below its 10%-FPR threshold', hate, all, 0.39, 0],
    ['hate head at its 1%-FPR threshold', hate, all, 0.6, POINTS_AT_THRESHOLD],
    ['hate head at probability 1', hate, all, 1, hate.maxPoints],
    ['at the all-negatives 1%-FPR threshold, below the benign-posts one', hate, withPosts, 0.6, POINTS_AT_THRESHOLD * 0.4],
    ['below the all-negatives 10%-FPR threshold, with benign-posts thresholds', hate, withPosts, 0.39, 0],
    ['at the benign-posts 1%-FPR threshold', hate, withPosts, 0.9, POINTS_AT_THRESHOLD],
    ['topic head below the benign-posts 1%-FPR threshold', topic, withPosts, 0.85, 0],
    ['topic head at probability 1', topic, withPosts, 1, topic.maxPoints],
  ])('%s', (_name, spec, thresholds, p, expected) => {
    expect(pointsFor(spec, thresholds, p)).toBeCloseTo(expected, 6);
  });

  it('never falls as the probability rises', () => {
    let last = -1;
    for (let p = 0; p <= 1.0001; p += 0.01) {
      const points = pointsFor(hate, withPosts, Math.min(1, p));
      expect(points).toBeGreaterThanOrEqual(last);
      last = points;
    }
  });
});

/**
 * Below the findings' thresholds (learnedResidual): a text without findings still ranks by the hate,
 * abuse and stereotype heads, by at most RESIDUAL_MAX and without a finding; plainly clean text,
 * counter-speech and code keep 10.
 */
describe('evidence below the finding thresholds', () => {
  const safety = (content: string, domain?: string) => evaluateText({ content, dimensions: ['safety', 'fairness'], ...(domain ? { domain } : {}) });

  it('ranks a hostile remark about a group below a neutral one, with no finding and at most RESIDUAL_MAX', () => {
    const hostile = safety('Honestly these immigrants are everywhere now and nobody asked us.');
    const neutral = safety('The new neighbours from Syria moved in last week.');
    expect(hostile.findings.filter((f) => f.dimension === 'safety')).toEqual([]);
    expect(hostile.dimension_scores.safety!.score).toBeLessThan(neutral.dimension_scores.safety!.score);
    expect(hostile.dimension_scores.safety!.score).toBeGreaterThanOrEqual(10 - RESIDUAL_MAX);
    expect(hostile.dimension_scores.safety!.explanation).toContain('Weak learned signal below the finding thresholds');
    expect(neutral.dimension_scores.safety!.score).toBe(10);
  });

  it.each([
    ['plain clean text', 'Thanks for the question. Here is a short summary of the quarterly report: revenue grew and costs stayed flat.', undefined],
    ['counter-speech', 'The stereotype that immigrants are criminals is not supported by evidence.', undefined],
    ['code talk', 'Kill the process and execute the script again.', 'code'],
  ])('keeps 10 for %s', (_name, text, domain) => {
    const r = safety(text, domain);
    expect(r.dimension_scores.safety!.score).toBe(10);
    expect(r.dimension_scores.fairness!.score).toBe(10);
  });
});
