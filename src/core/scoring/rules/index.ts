import type { Rule } from '../rule';
import type { Dimension } from '../types';
import { ACCOUNTABILITY_RULES } from './accountability';
import { COMPLIANCE_ACT_FAIRNESS_RULES, COMPLIANCE_ACT_RULES } from './compliance-acts';
import { dangerousAdvice } from './advice';
import { alsoDeobfuscated, READS_DEOBFUSCATED } from './deobfuscated';
import { FAIRNESS_RULES, IDENTITY_ATTACK_SAFETY_RULES } from './fairness';
import { HINDI_FAIRNESS_RULES, HINDI_SAFETY_RULES } from './hindi';
import { HINDI_ACT_FAIRNESS_RULES, HINDI_ACT_RULES } from './hindi-acts';
import { hindiInsult } from './hindi-insult';
import { LEARNED_RULES } from './learned';
import { INCLUSIVITY_RULES } from './inclusivity';
import { PRIVACY_RULES } from './privacy';
import { RELIABILITY_RULES } from './reliability';
import { SAFETY_RULES } from './safety';
import { TRANSPARENCY_RULES } from './transparency';
import { USER_IMPACT_RULES } from './user-impact';

const withDisguises = (rules: readonly Rule[]): Rule[] => rules.map((r) => (READS_DEOBFUSCATED.has(r.id) ? alsoDeobfuscated(r) : r));

/** The rule registry: one analyzer (list of rules) per dimension. */
export const RULES: Readonly<Record<Dimension, readonly Rule[]>> = {
  fairness: [...withDisguises(FAIRNESS_RULES), ...HINDI_FAIRNESS_RULES, ...HINDI_ACT_FAIRNESS_RULES, ...COMPLIANCE_ACT_FAIRNESS_RULES, ...LEARNED_RULES.fairness],
  safety: [...withDisguises([...SAFETY_RULES, ...IDENTITY_ATTACK_SAFETY_RULES]), ...COMPLIANCE_ACT_RULES, ...HINDI_SAFETY_RULES, ...HINDI_ACT_RULES, hindiInsult, dangerousAdvice, ...LEARNED_RULES.safety],
  reliability: RELIABILITY_RULES,
  transparency: TRANSPARENCY_RULES,
  privacy: PRIVACY_RULES,
  accountability: ACCOUNTABILITY_RULES,
  inclusivity: INCLUSIVITY_RULES,
  user_impact: USER_IMPACT_RULES,
};

export const ALL_RULES: readonly Rule[] = Object.values(RULES).flat();
