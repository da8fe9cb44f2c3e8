// The latest tool-call and tool-result decisions with the rule that decided and why.
import { useState } from 'preact/hooks';
import { type PageProps, Status, useQuery, when } from './util';

interface Evaluation {
  eventId: string;
  kind: string;
  toolName: string;
  outcome: string;
  riskLevel: string;
  score: number | null;
  rule: string | null;
  reason: string | null;
  createdAt: string;
}

const BAD = new Set(['BLOCK', 'DISCARD_AND_ALERT']);
const WARN = new Set(['FLAG', 'REDACT_AND_FLAG']);

const QUERY = `query Evaluations($kind: String) { agentEvaluations(limit: 100, kind: $kind) { eventId kind toolName outcome riskLevel score rule reason createdAt } }`;

export function AgentEvaluations({ apiKey }: PageProps) {
  const [kind, setKind] = useState('');
  const { data, error, loading, reload } = useQuery<{ agentEvaluations: Evaluation[] }>(apiKey, QUERY, { kind: kind || null });
  const rows = data?.agentEvaluations ?? [];
  return (
    <section aria-labelledby="agent-h">
      <h1 id="agent-h">Agent evaluations</h1>
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter evaluations">
        <label>
          Kind
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
            <option value="">Tool calls and tool results</option>
            <option value="tool_call">Tool calls</option>
            <option value="tool_result">Tool results</option>
          </select>
        </label>
        <button type="button" class="secondary" onClick={() => reload()}>Refresh</button>
      </form>
      <Status error={error} loading={loading && !data} />
      {data && rows.length === 0 && <p class="muted">No evaluations yet (POST /svc/v1/agent/tool-call or /tool-result).</p>}
      {rows.length > 0 && (
        <table class="grid" aria-label="Agent evaluations">
          <thead><tr><th scope="col">Time</th><th scope="col">Kind</th><th scope="col">Tool</th><th scope="col">Decision</th><th scope="col">Risk</th><th scope="col">Score</th><th scope="col">Reason</th></tr></thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.eventId} class={BAD.has(r.outcome) ? 'row-overdue' : WARN.has(r.outcome) ? 'row-alert' : ''}>
                <td class="small">{when(r.createdAt)}</td>
                <td>{r.kind === 'tool_call' ? 'call' : 'result'}</td>
                <td><code>{r.toolName}</code></td>
                <td><span class={`badge badge-${r.outcome.toLowerCase()}`}>{r.outcome}</span></td>
                <td>{r.riskLevel}</td>
                <td>{r.score ?? '—'}</td>
                <td class="reason">{r.reason ?? (r.rule ? <code>{r.rule}</code> : <span class="muted">not recorded (evaluated before reasons were kept)</span>)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
