// Lowering dimension scores after the local engine ran (DPDP exposure, the LLM judge)
// and recomputing the overall score exactly as the engine does: weighted mean of the
// evaluated dimensions, capped by the engine's safety cap and any new cap.
import { calibratedConfidence, scoreBand, type Dimension, type Evaluation, type ScoreCap } from '../../core/scoring';
import type { ScoreSettings } from './inputs';

export interface DimensionOverride {
  score: number;
  confidence: number;
  /** Issues added to the dimension's own list. */
  issues: string[];
  /** Appended to the dimension's explanation. */
  note: string;
}

export interface Adjustment {
  overrides: Map<Dimension, DimensionOverride>;
  /** A new cap on the overall score (e.g. the judge found a critical safety problem). */
  cap?: Pick<ScoreCap, 'limit' | 'severity' | 'rule' | 'reason' | 'dimension'>;
  issues: Evaluation['issues'];
  suggestions: string[];
  /** One sentence appended to the summary and the explanation. */
  note: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The engine's weighting: request or policy weights when any is positive, else equal. */
function weightedMean(settings: ScoreSettings, value: (d: Dimension) => number): number {
  const given = settings.dimensions.map((d) => {
    const w = settings.weights?.[d];
    return typeof w === 'number' && w > 0 ? w : 0;
  });
  const total = given.reduce((a, b) => a + b, 0);
  const weights = total > 0 ? given : settings.dimensions.map(() => 1);
  let sum = 0;
  let weightSum = 0;
  settings.dimensions.forEach((d, i) => {
    sum += value(d) * weights[i];
    weightSum += weights[i];
  });
  return weightSum > 0 ? sum / weightSum : 10;
}

// The engine's summary opens with "Scored <score>/10 (<band>)".
const SUMMARY_HEAD = /^Scored \d+(?:\.\d+)?\/10 \([a-z ]+\)/;

export function adjustEvaluation(evaluation: Evaluation, settings: ScoreSettings, adjustment: Adjustment): Evaluation {
  const dimensionScores = { ...evaluation.dimension_scores };
  for (const [dim, o] of adjustment.overrides) {
    const before = dimensionScores[dim];
    if (!before) continue;
    dimensionScores[dim] = {
      score: round2(o.score),
      confidence: round2(o.confidence),
      explanation: `${before.explanation} ${o.note}`,
      issues: [...new Set([...before.issues, ...o.issues])],
    };
  }
  const uncapped = weightedMean(settings, (d) => dimensionScores[d]?.score ?? 10);
  const caps = [evaluation.cap, adjustment.cap].filter((c): c is NonNullable<typeof c> => c !== undefined && c.limit < uncapped);
  const tightest = caps.sort((a, b) => a.limit - b.limit)[0];
  const cap: ScoreCap | undefined = tightest ? { ...tightest, uncapped_score: round2(uncapped) } : undefined;
  const score = round2(cap ? cap.limit : uncapped);
  const head = `Scored ${score}/10 (${scoreBand(score).replace('_', ' ')})`;
  const summary = `${evaluation.svc_score.summary.replace(SUMMARY_HEAD, head)} ${adjustment.note}`;
  const { cap: _engineCap, ...rest } = evaluation;
  const newCap = cap !== undefined && cap.rule === adjustment.cap?.rule;
  return {
    ...rest,
    svc_score: { score, confidence: calibratedConfidence({ score, dimensions: dimensionScores }), summary },
    dimension_scores: dimensionScores,
    issues: [...evaluation.issues, ...adjustment.issues],
    improvement_suggestions: [...new Set([...evaluation.improvement_suggestions, ...adjustment.suggestions])],
    explanation: [evaluation.explanation, ...(newCap ? [cap.reason] : []), adjustment.note].join(' '),
    ...(cap ? { cap } : {}),
  };
}
