export { detectInjection, primaryAttackType, SENSITIVITY_THRESHOLDS } from './detect';
export { classifyContext, type ContentOrigin } from './context';
export { INJECTION_RULES, type InjectionRule } from './rules';
export {
  ATTACK_TYPES,
  type AttackType,
  type InjectionAnalysis,
  type InjectionEvidence,
  type InjectionOptions,
  type InjectionSeverity,
  type Recommendation,
  type RiskLevel,
  type Sensitivity,
} from './types';
