export { ARTEFACT_FORMAT, encodeModelArtefact, ModelArtefactError, parseModelArtefact, type HeadArtefact, type ModelArtefact, type Quantization } from './artefact';
export { calibrate, fitIsotonic, fitPlatt, sigmoid, type Calibration } from './calibration';
export { featureVersion, featurize, featurizeViews, linearScores, modelWindow, packedScores, packHeads, type FeatureConfig, type PackedHeads } from './features';
export { headOf, logit, predict, probability, topContributions, type LinearHead, type LinearModel } from './linear';
export { modelViews, normalizeForMatching, normalizeText } from './normalize';
export { dot, EMPTY_VECTOR, type SparseVector } from './sparse';
