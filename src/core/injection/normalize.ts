// The normalizer is shared by every learned detector: it lives in src/core/ml/normalize.ts.
export * from '../ml/normalize';
