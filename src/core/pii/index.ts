export { scanPii, DEFAULT_MIN_SCORE } from './scan';
export { redactPii, maskDpdp, maskDpdpText } from './redact';
export { PII_RECOGNIZERS } from './registry';
export { hasUnanchoredSpecialTerm } from './recognizers/special';
export { DEFAULT_PHONE_REGIONS, phoneRegionCode } from './recognizers/contact';
export { PII_TYPES, DPDP_TYPES, SPECIAL_CATEGORY_TYPES } from './types';
export type {
  PiiFinding,
  PiiExplanation,
  PiiType,
  DpdpType,
  SpecialCategoryType,
  Recognizer,
  ScanOptions,
  ValidationStatus,
} from './types';
