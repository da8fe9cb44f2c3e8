// What is kept of a decision for the audit trail (the dashboard's "agent evaluations"):
// the rule that decided and a reason built only from rule ids, tags, severities and
// numbers. The decision_reason sent to the caller may quote the parameters or the
// goal; the stored one never does, because what was evaluated is not stored.
import type { ToolCallEvaluation } from './types';
import type { ToolResultScan } from './tool-result';

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const unique = (xs: string[]) => [...new Set(xs)];

export function toolCallAuditReason(e: Pick<ToolCallEvaluation, 'decision' | 'applied_rule' | 'svc_score' | 'thresholds' | 'findings' | 'compliance_violations' | 'violated_dimensions'>): string {
  const t = e.thresholds;
  const parts = [`${e.decision} by ${e.applied_rule}: score ${fmt(e.svc_score.score)} (flag below ${fmt(t.flag_below)}, block below ${fmt(t.block_below)}; ${t.source.replace('_', ' ')} thresholds).`];
  if (e.findings.length) parts.push(`Findings: ${unique(e.findings.map((f) => `${f.tag} (${f.severity})`)).join(', ')}.`);
  if (e.compliance_violations.length) parts.push(`Compliance: ${unique(e.compliance_violations.map((v) => `${v.framework} ${v.clause} (${v.severity})`)).join(', ')}.`);
  if (e.violated_dimensions.length) parts.push(`Below dimension minimum: ${e.violated_dimensions.join(', ')}.`);
  return parts.join(' ');
}

/** The action table's row text is fixed: nothing of the result is in it. */
export function toolResultAuditReason(s: Pick<ToolResultScan, 'action_reason'>): string {
  return s.action_reason;
}
