// The tool registry as the evaluation and the list endpoint see it: the application's own
// entries (org_custom) over the catalogue's named tools (system) over name patterns, with a
// generic fallback.
import { matchTool, systemProfile, systemProfiles } from './catalogue';
import type { ProfileSource, ResolvedTool, RiskLevel, ToolProfile } from './types';

/** Registry lookups ignore case and surrounding space: `Send_Email` is `send_email`. */
export function toolKey(name: string): string {
  return name.trim().toLowerCase();
}

const knownTools: ReadonlyMap<string, ToolProfile> = new Map(systemProfiles().map((p) => [toolKey(p.tool_name), p]));

/**
 * The profile a call of `toolName` is judged by. An application entry keeps its own risk level
 * and thresholds; its category is the one it states, else the catalogue's guess from the name.
 */
export function resolveTool(toolName: string, custom: ToolProfile | null | undefined): ResolvedTool {
  const match = matchTool(toolName);
  if (custom) {
    return { profile: custom, source: 'org_custom', matched: match.matched, depthFromRegistry: true };
  }
  const known = knownTools.get(toolKey(toolName));
  if (known) return { profile: { ...known, tool_name: toolName }, source: 'system', matched: match.matched, depthFromRegistry: false };
  const source: ProfileSource = match.matched ? 'system' : 'generic';
  return { profile: systemProfile(toolName, match.entry), source, matched: match.matched, depthFromRegistry: false };
}

/** What the registry DELETE reports: the profile the tool falls back to once its entry is gone. */
export function fallbackOf(toolName: string): 'system' | 'generic' {
  return resolveTool(toolName, null).source === 'generic' ? 'generic' : 'system';
}

export interface ListQuery {
  source: 'all' | 'system' | 'org_custom';
  riskLevel?: RiskLevel;
  search?: string;
  limit: number;
  offset: number;
}

export interface ToolPage {
  tools: ToolProfile[];
  total: number;
  systemDefaultsCount: number;
  orgOverridesCount: number;
}

/** `all`: the application's entries, then the system tools they do not override; sorted by name within each. */
export function listTools(custom: readonly ToolProfile[], q: ListQuery): ToolPage {
  const byName = (a: ToolProfile, b: ToolProfile) => a.tool_name.localeCompare(b.tool_name);
  const overridden = new Set(custom.map((p) => toolKey(p.tool_name)));
  const system = [...knownTools.values()].filter((p) => q.source === 'system' || !overridden.has(toolKey(p.tool_name)));
  const pool = [...(q.source === 'system' ? [] : [...custom].sort(byName)), ...(q.source === 'org_custom' ? [] : system.sort(byName))];
  const needle = q.search?.trim().toLowerCase();
  const filtered = pool.filter(
    (p) =>
      (!q.riskLevel || p.risk_level === q.riskLevel) &&
      (!needle || p.tool_name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle) || p.category.includes(needle)),
  );
  return {
    tools: filtered.slice(q.offset, q.offset + q.limit),
    total: filtered.length,
    systemDefaultsCount: knownTools.size,
    orgOverridesCount: custom.length,
  };
}
