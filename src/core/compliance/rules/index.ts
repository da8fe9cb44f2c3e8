// Registry of rule packs, one per framework.

import type { FrameworkCode, RequirementDefinition } from '../types';
import { CCPA_REQUIREMENTS } from './ccpa';
import { EU_AI_ACT_REQUIREMENTS } from './eu-ai-act';
import { GDPR_REQUIREMENTS } from './gdpr';
import { HIPAA_REQUIREMENTS } from './hipaa';
import { INDIA_AI_GOV_REQUIREMENTS } from './india-ai-gov';
import { INDIA_DPDP_REQUIREMENTS } from './india-dpdp';

export const RULE_PACKS: Readonly<Record<FrameworkCode, readonly RequirementDefinition[]>> = {
  gdpr: GDPR_REQUIREMENTS,
  ccpa: CCPA_REQUIREMENTS,
  hipaa: HIPAA_REQUIREMENTS,
  eu_ai_act: EU_AI_ACT_REQUIREMENTS,
  india_dpdp: INDIA_DPDP_REQUIREMENTS,
  india_ai_gov: INDIA_AI_GOV_REQUIREMENTS,
};
