// The call as text, for the scoring and compliance engines: one line per parameter.
import type { Leaf } from './leaves';
import { jsonPath } from './leaves';
import type { ToolProfile } from './types';

export function renderCall(toolName: string, profile: ToolProfile, leaves: readonly Leaf[], goal?: string): string {
  const lines = [`Tool call: ${toolName} (${profile.category.replace(/_/g, ' ')}, ${profile.risk_level} risk)`];
  if (goal) lines.push(`Goal: ${goal}`);
  lines.push('Parameters:');
  for (const leaf of leaves) lines.push(`${jsonPath(leaf.path).replace(/^\$\.?/, '') || 'value'}: ${String(leaf.value)}`);
  return lines.join('\n');
}
