export { evalInput, evalOperation, evalResult, evalMetadata, policyOutcome, type EvalOutput, type EvalRequest, type PolicyOutcome } from './eval';
export {
  continueOperation,
  regenerationExtras,
  regenerationResult,
  safeRegenerateOperation,
  type RegenerationOutput,
  type SafeRegenerateRequest,
} from './regenerate';
export { capabilitiesOperation, describeCapabilities, describeDimensions, dimensionsOperation, type DimensionDescription } from './catalog';
export { EVAL_COST, scoreContent, scoreLocally, type Scored } from './evaluate';
export { applyPolicy, EVAL_MAX_CHARS, type ScoreSettings } from './inputs';
