// Public types of the agent guard. Output field names that travel to the wire unchanged are
// snake_case (wire contract §3.8, §3.9, §3.11); inputs stay camelCase.
import type { Dimension, Domain } from '../scoring';

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { low: 0, medium: 1, high: 2, critical: 3 };

export const TOOL_CATEGORIES = [
  'shell_exec',
  'file_delete',
  'file_write',
  'file_read',
  'db_schema',
  'db_write',
  'db_query',
  'db_read',
  'payment',
  'messaging',
  'http_request',
  'credential_access',
  'access_control',
  'user_record_export',
  'user_record_read',
  'decision',
  'deployment',
  'web_browse',
  'search',
  'utility',
  'generic',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Where the profile a call was judged by came from (`fallback` of the registry's DELETE). */
export type ProfileSource = 'org_custom' | 'system' | 'generic';

export interface Thresholds {
  block_below?: number;
  flag_below?: number;
  dimension_minimums?: Partial<Record<Dimension, number>>;
}

/** A tool as the registry stores and lists it (wire contract §3.11 ToolProfile). */
export interface ToolProfile {
  tool_name: string;
  risk_level: RiskLevel;
  evaluation_depth: 'basic' | 'deep';
  source: 'system' | 'org_custom';
  category: ToolCategory;
  description: string;
  thresholds: Thresholds | null;
  compliance_frameworks: string[];
  proxy_variable_watch: string[];
  pii_fields_watch: string[];
  high_stakes: boolean;
  /** Only org entries carry a time of creation and update. */
  created_at: string | null;
  updated_at: string | null;
}

/** The profile an evaluation applied, with how it was found. */
export interface ResolvedTool {
  profile: ToolProfile;
  source: ProfileSource;
  /** The catalogue alternative that matched the tool name (`exec+command`), when one did. */
  matched: string | null;
  /** The registry entry stated its own evaluation depth. */
  depthFromRegistry: boolean;
}

/** A prior call in `agent_context.prior_tool_calls`: the JS SDK sends strings, the design doc objects. */
export interface PriorCall {
  tool: string;
  summary: string;
  decision: string | null;
}

export interface AgentContext {
  goal?: string;
  priorCalls: PriorCall[];
  agentId?: string;
  sessionId?: string;
  turnIndex?: number;
}

/** A safer variant of one parameter: what to change and why. */
export type ParamFix =
  | { action: 'replace'; path: Path; value: unknown; reason: string }
  | { action: 'remove'; path: Path; reason: string }
  | { action: 'add'; path: Path; value: unknown; reason: string };

/** Keys and indexes from the root of `tool_params` (or `tool_result.data`). */
export type Path = readonly (string | number)[];

export interface AgentFinding {
  /** Registry id of the rule, e.g. `params/destructive-command`. */
  rule: string;
  severity: Severity;
  dimension: Dimension;
  /** JSON path of the parameter (`$.command`), or null for the call as a whole. */
  path: string | null;
  /** Short label of what was found, safe to show (secrets and PII are masked). */
  evidence: string;
  explanation: string;
  /** Keyword of the finding for decision reasons and filtering, e.g. `destructive`. */
  tag: string;
  fix?: ParamFix;
}

/** The pieces of a decision rule a request or policy may set. */
export interface ThresholdSources {
  request?: Thresholds;
  /** The registry entry of the tool (application scope). */
  tool?: Thresholds;
  /** The application policy's toolCall block. */
  policy?: Thresholds;
}

export type ThresholdSource = 'request' | 'application_policy' | 'default';

export type Decision = 'ALLOW' | 'FLAG' | 'BLOCK';

export type AppliedRule =
  | 'tool_denied_by_policy'
  | 'critical_compliance_violation'
  | 'score_below_block_threshold'
  | 'score_below_flag_threshold'
  | 'dimension_below_minimum'
  | 'compliance_violation'
  | 'within_thresholds';

export interface ComplianceViolation {
  framework: string;
  article: string;
  clause: string;
  title: string;
  severity: Severity;
  description: string;
  remediation: string;
}

export interface ToolCallInput {
  toolName: string;
  params: Record<string, unknown>;
  context?: AgentContext;
  domain?: string;
  depth?: 'basic' | 'deep';
  complianceFrameworks?: readonly string[];
  thresholds?: ThresholdSources;
  resolved: ResolvedTool;
  policy?: {
    deniedTools?: readonly string[];
    allowedDomains?: readonly string[];
    maxAmount?: number;
    /** Regions national phone numbers in the parameters are tried in after India. */
    phoneRegions?: readonly string[];
  };
}

export interface DimensionResult {
  score: number;
  confidence: number;
  explanation: string;
  issues: string[];
}

export interface ToolCallEvaluation {
  decision: Decision;
  decision_reason: string;
  applied_rule: AppliedRule;
  svc_score: { score: number; confidence: number; summary: string };
  dimension_scores: Partial<Record<Dimension, DimensionResult>>;
  findings: AgentFinding[];
  compliance_violations: ComplianceViolation[];
  suggested_params: Record<string, unknown> | null;
  suggested_changes: { path: string; action: ParamFix['action']; reason: string }[];
  thresholds: { block_below: number; flag_below: number; dimension_minimums: Partial<Record<Dimension, number>>; source: ThresholdSource };
  violated_dimensions: Dimension[];
  context_signals: {
    tool_risk_level: RiskLevel;
    tool_category: ToolCategory;
    tool_profile_source: ProfileSource;
    pii_fields_detected: string[];
    proxy_variables_detected: string[];
    secrets_detected: boolean;
    prompt_injection_detected: boolean;
    high_stakes_domain: boolean;
    domain: Domain;
    session_risk_trend: 'stable' | 'escalating' | 'critical';
  };
  evaluation_depth: 'basic' | 'deep';
}
