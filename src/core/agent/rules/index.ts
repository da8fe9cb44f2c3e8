// The tool-call rule registry: parameter rules, then context rules. Each rule is data plus a
// small check; every finding carries its explanation.
import { amountLimitRule } from './amounts';
import { destructiveCommandRule, privilegeChangeRule, sensitivePathRule } from './commands';
import { goalMismatchRule, priorCallsRule } from './context';
import { injectionRule, piiRule, secretRule } from './data';
import { allowedDomainsRule, internalHostRule } from './hosts';
import { proxyVariableRule } from './proxies';
import type { CallRule } from './rule';
import { bulkScopeRule } from './scope';
import { specialCategoryRule } from './special-category';

export const CALL_RULES: readonly CallRule[] = [
  destructiveCommandRule,
  privilegeChangeRule,
  sensitivePathRule,
  amountLimitRule,
  allowedDomainsRule,
  internalHostRule,
  piiRule,
  specialCategoryRule,
  secretRule,
  injectionRule,
  proxyVariableRule,
  bulkScopeRule,
  goalMismatchRule,
  priorCallsRule,
];

export type { CallFacts, CallRule, TextLeaf } from './rule';
export { DESTRUCTIVE_COMMANDS, PRIVILEGE_COMMANDS } from './commands';
export { DOMAIN_AMOUNT_LIMITS, BLOCK_MULTIPLE, parseAmount } from './amounts';
export { PROXY_VARIABLES, proxyVariable, proxyHits } from './proxies';
export { GOAL_ENABLERS, LOOP_CALLS, RUNAWAY_CALLS } from './context';
export { SENSITIVE_PII, piiFieldsDetected, piiTypeName, INJECTION_BLOCK_SCORE } from './data';
export { BULK_LIMIT, BULK_LIST, NARROWED_LIMIT } from './scope';
export { hostAllowed } from './hosts';
