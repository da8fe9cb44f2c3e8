export { evaluateText, resolveDimensions } from './engine';
export { rewriteForSafety, type Rewrite } from './rewrite';
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
