import { evaluateToolCall, resolveTool, type AgentFinding, type ToolCallInput, type ToolProfile } from '../../../src/core/agent';

export type Extra = Partial<Omit<ToolCallInput, 'toolName' | 'params' | 'resolved'>> & { custom?: ToolProfile };

export function evaluate(tool: string, params: Record<string, unknown>, extra: Extra = {}) {
  const { custom, ...rest } = extra;
  return evaluateToolCall({ toolName: tool, params, resolved: resolveTool(tool, custom ?? null), ...rest });
}

/** The findings of one rule for a call. */
export function ruleFindings(rule: string, tool: string, params: Record<string, unknown>, extra: Extra = {}): AgentFinding[] {
  return evaluate(tool, params, extra).findings.filter((f) => f.rule === rule);
}

export function customProfile(overrides: Partial<ToolProfile> & { tool_name: string }): ToolProfile {
  return {
    risk_level: 'medium',
    evaluation_depth: 'basic',
    source: 'org_custom',
    category: 'generic',
    description: '',
    thresholds: null,
    compliance_frameworks: [],
    proxy_variable_watch: [],
    pii_fields_watch: [],
    high_stakes: false,
    created_at: null,
    updated_at: null,
    ...overrides,
  };
}
