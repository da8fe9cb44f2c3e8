/**
 * How a head's probability becomes points (rules/learned.ts pointsFor): a hate or abuse head's
 * points start at its threshold on all training negatives and reach POINTS_AT_THRESHOLD only at
 * the 1%-FPR threshold of benign real posts when that one is higher.
 */
import { describe, expect, it } from 'vitest';
import { HARM_HEADS, POINTS_AT_THRESHOLD } from '../../../src/core/scoring/learned-heads';
import { pointsFor } from '../../../src/core/scoring/rules/learned';

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
