// The agent's context: a tool that does not fit the stated goal (a summarising agent
// reaching for a payment tool is the signature of an indirect prompt injection), loops of
// the same call, retries of a blocked call, and chains that read secrets or personal data
// and then send something out.
import { matchTool } from '../catalogue';
import { SEVERITY_RANK, type AgentFinding, type RiskLevel, type Severity, type ToolCategory } from '../types';
import { readOnlyShellCall } from './commands';
import { excerpt, finding, type CallRule } from './rule';

/** Goals that only read, look up or transform information. */
const READ_ONLY_GOAL =
  /\b(?:summari[sz]e|summary|summaries|read|review|analy[sz]e|analysis|translate|explain|answer|research|look\s+up|lookup|find|search|compare|describe|list|report\s+on|what|who|when|where|why|how|tell\s+me|understand|classify|extract|proofread|check)\b/i;

/** Words in a goal that make a category of tool expected. Categories without an entry never mismatch. */
export const GOAL_ENABLERS: Partial<Record<ToolCategory, RegExp>> = {
  payment: /\b(?:pay|pays|paid|payment|payments|transfer|refund|invoice|purchase|buy|order|checkout|wire|payout|reimburse|subscription|subscribe|renew|bill|bills|book|booking|reserve|donate|tip|settle)\b/i,
  messaging: /\b(?:e-?mail|mail|send|message|messages|notify|reply|respond|forward|text|sms|slack|contact|tell|invite|post|announce|remind|share)\b/i,
  file_delete: /\b(?:delete|remove|clean|cleanup|clear|purge|tidy|free\s+up|uninstall|archive)\b/i,
  file_write: /\b(?:write|save|create|edit|update|draft|store|note|notes|export|file|document|fix|refactor|generate)\b/i,
  shell_exec: /\b(?:run|execute|build|install|deploy|test|tests|compile|script|command|debug|fix|set\s+up|setup|configure|benchmark|lint|code)\b/i,
  db_write: /\b(?:update|insert|delete|remove|migrate|change|modify|fix|correct|record|save|store|add|create|import|sync)\b/i,
  db_schema: /\b(?:migrate|migration|schema|alter|drop|create\s+table|reset|rebuild)\b/i,
  credential_access: /\b(?:credential|credentials|secret|secrets|password|token|key|keys|rotate|auth|authenticate|login|log\s+in|connect)\b/i,
  access_control: /\b(?:grant|permission|permissions|access|role|roles|admin|onboard|invite|add\s+user|offboard|revoke)\b/i,
  user_record_export: /\b(?:export|download|report|backup|migrate|dump|sync|list\s+all|csv)\b/i,
  http_request: /\b(?:api|webhook|call|post|request|fetch|integrat\w*|sync|upload|notify|download|check\s+status)\b/i,
  deployment: /\b(?:deploy|release|push|merge|ship|publish|rollback|roll\s+back|commit)\b/i,
  decision: /\b(?:approve|decide|decision|score|rank|screen|assess|evaluate|hire|hiring|loan|claim|credit|underwrite|shortlist|applicant|application|candidate)\b/i,
};

const MISMATCH_SEVERITY: Readonly<Record<RiskLevel, Severity>> = { critical: 'critical', high: 'high', medium: 'medium', low: 'low' };

export const goalMismatchRule: CallRule = {
  id: 'context/goal-mismatch',
  description: 'A read-only goal (summarise, research, translate…) calling a tool that writes, deletes, pays, sends or escalates.',
  dimension: 'accountability',
  check(facts) {
    const goal = facts.context.goal;
    const enabler = GOAL_ENABLERS[facts.profile.category];
    if (!goal || !enabler || !READ_ONLY_GOAL.test(goal) || enabler.test(goal)) return [];
    // The command decides, not the tool: `ls -la /var/log` fits "check which logs are largest".
    if (readOnlyShellCall(facts)) return [];
    const severity = MISMATCH_SEVERITY[facts.profile.risk_level];
    if (severity === 'low') return [];
    return [
      finding(this, {
        severity,
        evidence: excerpt(goal),
        explanation: `The goal "${excerpt(goal)}" only reads or transforms information, yet the agent calls ${facts.toolName} (${facts.profile.category.replace(/_/g, ' ')}, ${facts.profile.risk_level} risk): a goal/tool mismatch, typical of an agent following injected instructions.`,
        tag: 'goal_mismatch',
      }),
    ];
  },
};

/** Consecutive calls of the same tool that look like a loop, and that look like a runaway loop. */
export const LOOP_CALLS = 5;
export const RUNAWAY_CALLS = 10;
/** How far back chains and escalation are looked for. */
const LOOKBACK = 10;

/** Categories whose output is sensitive, and categories that send things out. */
const SENSITIVE_READS: ReadonlySet<ToolCategory> = new Set(['credential_access', 'user_record_export', 'user_record_read']);
const SENDS_OUT: ReadonlySet<ToolCategory> = new Set(['messaging', 'http_request', 'user_record_export', 'payment', 'web_browse']);

const sameTool = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const priorCallsRule: CallRule = {
  id: 'context/prior-calls',
  description: `Loops (${LOOP_CALLS}+ consecutive calls of the tool), retries of a blocked call, reading secrets or personal data and then sending out, and steadily rising risk.`,
  dimension: 'reliability',
  check(facts) {
    const prior = facts.context.priorCalls;
    if (prior.length === 0) return [];
    const out: AgentFinding[] = [];
    let streak = 0;
    for (let i = prior.length - 1; i >= 0 && sameTool(prior[i].tool, facts.toolName); i--) streak++;
    if (streak >= LOOP_CALLS) {
      out.push(
        finding(this, {
          severity: streak >= RUNAWAY_CALLS ? 'high' : 'medium',
          evidence: `${streak} consecutive calls`,
          explanation: `${facts.toolName} was already called ${streak} times in a row: the agent may be stuck in a loop.`,
          tag: 'repeated',
        }),
      );
    }
    const blocked = prior.find((p) => sameTool(p.tool, facts.toolName) && p.decision === 'BLOCK');
    if (blocked) {
      out.push(
        finding(this, {
          severity: 'high',
          evidence: `${blocked.tool}: BLOCK`,
          explanation: `A previous call of ${facts.toolName} in this session was blocked; the agent is retrying it.`,
          tag: 'repeated',
        }),
      );
    }
    const recent = prior.slice(-LOOKBACK).map((p) => ({ call: p, entry: matchTool(p.tool).entry }));
    const source = recent.find((r) => SENSITIVE_READS.has(r.entry.category) && !sameTool(r.call.tool, facts.toolName));
    if (source && SENDS_OUT.has(facts.profile.category)) {
      out.push(
        finding(this, {
          severity: source.entry.category === 'credential_access' ? 'critical' : 'high',
          evidence: `${source.call.tool} → ${facts.toolName}`,
          explanation: `The agent read ${source.entry.category === 'credential_access' ? 'credentials' : 'personal records'} (${source.call.tool}) and now calls ${facts.toolName}, which sends data out: a possible exfiltration chain.`,
          tag: 'escalation',
        }),
      );
    }
    const ranks = [...recent.slice(-3).map((r) => SEVERITY_RANK[r.entry.riskLevel]), SEVERITY_RANK[facts.profile.risk_level]];
    const rising = ranks.length === 4 && ranks.every((r, i) => i === 0 || r >= ranks[i - 1]) && ranks[3] - ranks[0] >= 2 && ranks[3] === SEVERITY_RANK.critical;
    if (rising) {
      out.push(
        finding(this, {
          severity: 'medium',
          evidence: recent.slice(-3).map((r) => r.call.tool).concat(facts.toolName).join(' → '),
          explanation: `The risk of the agent's calls has risen steadily to ${facts.profile.risk_level} (${recent.slice(-3).map((r) => r.entry.riskLevel).concat(facts.profile.risk_level).join(' → ')}).`,
          tag: 'escalation',
        }),
      );
    }
    return out;
  },
};
