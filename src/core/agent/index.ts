// Agent guard: tool-call evaluation before a tool runs, tool-result scanning after it, and the
// tool risk catalogue and registry resolution both use. Pure and deterministic; no I/O.
export { evaluateToolCall, FINDING_POINTS, SEVERITY_CAPS, TOOL_RISK_POINTS, normalizeDomain } from './evaluate-call';
export {
  scanToolResult,
  decideAction,
  ACTION_TABLE,
  BULK_IDENTIFIERS,
  DISCARD_CONFIDENCE,
  RECOMMENDED_ACTIONS,
  RESULT_CHECKS,
  RULE_6_SAFEGUARDS,
  type ActionRow,
  type DpdpFlags,
  type RecommendedAction,
  type ResultCheck,
  type ResultEntity,
  type ResultFacts,
  type ToolResultInput,
  type ToolResultScan,
} from './tool-result';
export { TOOL_CATALOGUE, GENERIC_ENTRY, catalogueEntry, matchTool, toolNameWords, systemProfiles, type CatalogueEntry } from './catalogue';
export { resolveTool, listTools, fallbackOf, toolKey, type ListQuery, type ToolPage } from './registry';
export { resolveThresholds, decide, deniedBy, CLIENT_SOURCE, DEFAULT_BLOCK_BELOW, DEFAULT_FLAG_BELOW, type ResolvedThresholds } from './decide';
export { suggestParams } from './suggest';
export { walkJson, jsonPath, normalizeKey, MAX_DEPTH, MAX_LEAVES } from './leaves';
export { SECRET_PATTERNS, findSecrets, isSecretKey } from './secrets';
export {
  CALL_RULES,
  DESTRUCTIVE_COMMANDS,
  PRIVILEGE_COMMANDS,
  DOMAIN_AMOUNT_LIMITS,
  BLOCK_MULTIPLE,
  PROXY_VARIABLES,
  GOAL_ENABLERS,
  LOOP_CALLS,
  RUNAWAY_CALLS,
  BULK_LIMIT,
  BULK_LIST,
  NARROWED_LIMIT,
  INJECTION_BLOCK_SCORE,
  parseAmount,
  proxyVariable,
  hostAllowed,
  type CallRule,
} from './rules';
export * from './types';
export { toolCallAuditReason, toolResultAuditReason } from './audit';
