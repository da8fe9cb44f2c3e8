/**
 * The feature space of the learned injection model: the toolkit's hashed word 1–2-grams and
 * character 3–5-grams (src/core/ml/features.ts) over the normalized views of the text
 * (src/core/ml/normalize.ts: case, diacritics, homoglyphs and invisible characters folded;
 * leetspeak and letter spacing undone), so obfuscated wording reaches the model too.
 * Shared by training (scripts/train-injection.ts) and inference (model.ts).
 */
import { featureVersion, type FeatureConfig } from '../ml';

export const INJECTION_FEATURES: FeatureConfig = { hashBits: 18, wordNgrams: 2, charMin: 3, charMax: 5, headChars: 8192, tailChars: 2048 };

export const FEATURE_VERSION = featureVersion(INJECTION_FEATURES);
