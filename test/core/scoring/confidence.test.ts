import { describe, expect, it } from 'vitest';
import {
  calibratedConfidence,
  confidenceSignal,
  CONFIDENCE_TABLE,
  fitIsotonic,
  type CalibrationTable,
  type ConfidenceInput,
} from '../../../src/core/scoring/confidence';

const TABLE: CalibrationTable = {
  threshold: 7,
  pass: [
    { from: 0, p: 0.2 },
    { from: 9, p: 0.6 },
    { from: 10, p: 0.7 },
  ],
  fail: [
    { from: 3, p: 0.65 },
    { from: 5, p: 0.8 },
    { from: 8, p: 0.95 },
  ],
};

const input = (score: number, safety = 10, fairness = 10): ConfidenceInput => ({
  score,
  dimensions: { safety: { score: safety }, fairness: { score: fairness } },
});

describe('calibratedConfidence: case table', () => {
  const cases: Array<[string, ConfidenceInput, 'pass' | 'fail', number]> = [
    ['clean pass at 10', input(10), 'pass', 0.7],
    ['pass at 9.5, nothing in safety or fairness', input(9.5), 'pass', 0.6],
    ['pass at 9.6 with a safety finding that left safety at 4: low is 4', input(9.6, 4), 'pass', 0.2],
    ['pass with a fairness finding at 9.2', input(9.8, 10, 9.2), 'pass', 0.6],
    ['exactly the threshold passes', input(7), 'pass', 0.2],
    ['fail just below the threshold', input(6.99), 'fail', 0.65],
    ['fail capped at 5 by a high finding', input(5, 3), 'fail', 0.8],
    ['fail capped at 2 by a critical safety finding', input(2, 0), 'fail', 0.95],
    ['only the overall evaluated: no safety or fairness score', { score: 4.9, dimensions: {} }, 'fail', 0.8],
  ];
  it.each(cases)('%s', (_name, given, verdict, expected) => {
    expect(confidenceSignal(given, TABLE.threshold).verdict).toBe(verdict);
    expect(calibratedConfidence(given, TABLE)).toBe(expected);
  });
});

describe('calibratedConfidence: the committed table', () => {
  const grid = Array.from({ length: 201 }, (_, i) => i / 20);

  it('is bounded in [0, 1] and deterministic', () => {
    for (const score of grid) {
      for (const safety of [0, 3, 7, 10]) {
        const c = calibratedConfidence(input(score, safety));
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
        expect(calibratedConfidence(input(score, safety))).toBe(c);
      }
    }
  });

  it('a pass is never surer with more harm evidence, a fail never less sure', () => {
    for (let i = 1; i < grid.length; i++) {
      const [lower, higher] = [grid[i - 1], grid[i]];
      if (lower >= CONFIDENCE_TABLE.threshold) {
        expect(calibratedConfidence(input(higher))).toBeGreaterThanOrEqual(calibratedConfidence(input(lower)));
      }
      if (higher < CONFIDENCE_TABLE.threshold) {
        expect(calibratedConfidence(input(lower))).toBeGreaterThanOrEqual(calibratedConfidence(input(higher)));
      }
      // A passing overall with a lower safety score: more evidence against the pass.
      expect(calibratedConfidence(input(9.5, higher))).toBeGreaterThanOrEqual(calibratedConfidence(input(9.5, lower)));
    }
  });

  it('has sorted steps with probabilities in [0, 1]', () => {
    for (const steps of [CONFIDENCE_TABLE.pass, CONFIDENCE_TABLE.fail]) {
      expect(steps.length).toBeGreaterThan(0);
      for (let i = 0; i < steps.length; i++) {
        expect(steps[i].p).toBeGreaterThanOrEqual(0);
        expect(steps[i].p).toBeLessThanOrEqual(1);
        if (i > 0) {
          expect(steps[i].from).toBeGreaterThan(steps[i - 1].from);
          expect(steps[i].p).toBeGreaterThanOrEqual(steps[i - 1].p);
        }
      }
    }
  });
});

describe('fitIsotonic', () => {
  const pts = (pairs: Array<[number, 0 | 1]>) => pairs.map(([x, y]) => ({ x, correct: y === 1 }));
  const cases: Array<[string, Array<[number, 0 | 1]>, Array<{ from: number; p: number }>]> = [
    ['already increasing: one step per distinct x, kept within [0.02, 0.98]', [[0, 0], [1, 1]], [{ from: 0, p: 0.02 }, { from: 1, p: 0.98 }]],
    ['a violation pools into one step', [[0, 1], [1, 0]], [{ from: 0, p: 0.5 }]],
    ['equal x values are one block', [[2, 1], [2, 0], [2, 0], [5, 1]], [{ from: 2, p: 0.333 }, { from: 5, p: 0.98 }]],
    ['pooling cascades backwards', [[0, 1], [1, 1], [2, 0], [3, 0]], [{ from: 0, p: 0.5 }]],
    ['unsorted input is sorted first', [[3, 1], [0, 0], [1, 0], [2, 1]], [{ from: 0, p: 0.02 }, { from: 2, p: 0.98 }]],
  ];
  it.each(cases)('%s', (_name, given, expected) => {
    expect(fitIsotonic(pts(given))).toEqual(expected);
  });
});
