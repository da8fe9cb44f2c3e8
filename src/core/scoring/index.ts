export { evaluateText, overallCapFor, resolveDimensions } from './engine';
export { calibratedConfidence, CONFIDENCE_TABLE, type CalibrationTable } from './confidence';
export { rewriteForSafety, type Rewrite } from './rewrite';
export { GENERIC_SAFE_REPLY, isSerious, SAFE_REPLIES, safeReplyFor, type SafeReplyCategory } from './safe-replies';
export {
  DIMENSIONS,
  DIMENSION_NAMES,
  DEFAULT_PASS_THRESHOLD,
  SCORE_BANDS,
  normalizeDimension,
  scoreBand,
  type DimensionDefinition,
  type ScoreAnchor,
  type ScoreBand,
} from './dimensions';
export { DOMAINS, USECASES } from './context';
export { ALL_RULES, RULES } from './rules';
export type { Rule, Hit, RuleContext } from './rule';
export type {
  Depth,
  Dimension,
  DimensionScore,
  Domain,
  EvaluateInput,
  Evaluation,
  Finding,
  Fix,
  ScoreCap,
  Severity,
  Span,
  Usecase,
} from './types';
