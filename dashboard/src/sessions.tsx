// DPDP sessions: consent state, events, obligations, open timers, and the check of
// the hash chain the session's events are links of.
import { useState } from 'preact/hooks';
import { TYPE_LABELS } from './timers';
import { type PageProps, Status, useQuery, when } from './util';

interface SessionSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  config: { purpose: string; sector: string; entityType: string };
  state: { eventsCount: number; openTimers: string[]; pendingObligations: { obligation: string }[] };
}

interface SessionDetail {
  id: string;
  expired: boolean;
  config: { purpose: string; sector: string; entityType: string; processesChildren: boolean; ttlHours: number };
  state: {
    consentStatus: Record<string, string>;
    noticeShown: boolean;
    childSession: boolean;
    eventsCount: number;
    fulfilledObligations: string[];
    pendingObligations: { obligation: string; section: string; reason: string; reference: string | null }[];
  };
  events: { totalCount: number; nodes: { seq: number; type: string; timestamp: string; hash: string; prevHash: string }[] };
  timers: { id: string; type: string; status: string; overdueAt: string }[];
}

interface ChainCheck {
  valid: boolean;
  records: number;
  headSeq: number | null;
  headHash: string | null;
  problems: { path: string; message: string }[];
}

const LIST = `{ dpdpSessions(first: 50) { totalCount nodes { id createdAt expiresAt expired config { purpose sector entityType } state { eventsCount openTimers pendingObligations { obligation } } } } }`;
const DETAIL = `query Session($id: ID!) {
  dpdpSession(id: $id) {
    id expired
    config { purpose sector entityType processesChildren ttlHours }
    state { consentStatus noticeShown childSession eventsCount fulfilledObligations pendingObligations { obligation section reason reference } }
    events(first: 200) { totalCount nodes { seq type timestamp hash prevHash } }
    timers { id type status overdueAt }
  }
  dpdpChainCheck { valid records headSeq headHash problems { path message } }
}`;

export function Sessions({ apiKey }: PageProps) {
  const list = useQuery<{ dpdpSessions: { totalCount: number; nodes: SessionSummary[] } }>(apiKey, LIST, {});
  const [selected, setSelected] = useState<string | null>(null);
  const sessions = list.data?.dpdpSessions.nodes ?? [];
  return (
    <section aria-labelledby="sessions-h">
      <h1 id="sessions-h">Sessions</h1>
      <Status error={list.error} loading={list.loading && !list.data} />
      {list.data && sessions.length === 0 && <p class="muted">No sessions yet (POST /svc/v1/compliance/dpdp/session).</p>}
      <div class="split">
        {sessions.length > 0 && (
          <table class="grid" aria-label="Sessions">
            <thead><tr><th scope="col">Session</th><th scope="col">Purpose</th><th scope="col">Events</th><th scope="col">Open timers</th><th scope="col">Pending</th><th scope="col">Expires</th></tr></thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id} class={selected === s.id ? 'row-selected' : ''}>
                  <td>
                    <button type="button" class="link-button" aria-pressed={selected === s.id} onClick={() => setSelected(s.id)}>{s.id}</button>
                  </td>
                  <td>{s.config.purpose}<div class="muted small">{s.config.sector}</div></td>
                  <td>{s.state.eventsCount}</td>
                  <td>{s.state.openTimers.length}</td>
                  <td>{s.state.pendingObligations.length}</td>
                  <td class="small">{s.expired ? <span class="badge badge-cancelled">expired</span> : when(s.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {selected && <SessionView key={selected} apiKey={apiKey} id={selected} />}
      </div>
    </section>
  );
}

function SessionView({ apiKey, id }: { apiKey: string; id: string }) {
  const { data, error, loading } = useQuery<{ dpdpSession: SessionDetail; dpdpChainCheck: ChainCheck }>(apiKey, DETAIL, { id });
  if (!data) return <Status error={error} loading={loading} />;
  const s = data.dpdpSession;
  const chain = data.dpdpChainCheck;
  const badSeqs = new Set(chain.problems.map((p) => Number(/^seq (\d+)/.exec(p.path)?.[1])).filter((n) => n > 0));
  return (
    <article class="detail" aria-labelledby="session-h">
      <h2 id="session-h">Session {s.id}</h2>
      <p class="muted small">
        {s.config.purpose} · {s.config.sector} · {s.config.entityType}{s.config.processesChildren ? ' · processes children' : ''} · TTL {s.config.ttlHours} h
      </p>
      <h3>Consent</h3>
      <table class="grid compact" aria-label="Consent by purpose">
        <thead><tr><th scope="col">Purpose</th><th scope="col">Consent</th></tr></thead>
        <tbody>
          {Object.entries(s.state.consentStatus).map(([purpose, status]) => (
            <tr key={purpose}><td>{purpose}</td><td><span class={`badge badge-consent-${status}`}>{status}</span></td></tr>
          ))}
          {Object.keys(s.state.consentStatus).length === 0 && <tr><td colSpan={2} class="muted">No consent recorded</td></tr>}
        </tbody>
      </table>
      <p class="small">Notice shown: {s.state.noticeShown ? 'yes' : 'no'} · Child session: {s.state.childSession ? 'yes' : 'no'}</p>
      <h3>Obligations</h3>
      <ul class="obligations">
        {s.state.pendingObligations.map((o) => (
          <li key={o.obligation}><span class="badge badge-overdue">pending</span> <strong>{o.obligation}</strong> ({o.section}): {o.reason}</li>
        ))}
        {s.state.fulfilledObligations.map((o) => <li key={o}><span class="badge badge-fulfilled">fulfilled</span> {o}</li>)}
        {s.state.pendingObligations.length + s.state.fulfilledObligations.length === 0 && <li class="muted">None</li>}
      </ul>
      {s.timers.length > 0 && (
        <>
          <h3>Timers</h3>
          <p class="small"><a href={`#/timers?session=${encodeURIComponent(s.id)}`}>Open this session's timers</a></p>
          <ul>
            {s.timers.map((t) => <li key={t.id}><span class={`badge badge-${t.status}`}>{t.status}</span> {TYPE_LABELS[t.type] ?? t.type} · overdue at {when(t.overdueAt)}</li>)}
          </ul>
        </>
      )}
      <h3>Chain check</h3>
      <p role="status" class={chain.valid ? 'ok' : 'error'} data-testid="chain-check">
        {chain.valid ? '✓ Chain intact' : `✗ Chain broken: ${chain.problems.length} problem(s)`} — {chain.records} record(s) in this application's chain
        {chain.headSeq !== null && <> (head seq {chain.headSeq}, <code>{chain.headHash?.slice(0, 16)}…</code>)</>}; this session's {s.events.totalCount} event(s) are links of it.
      </p>
      {chain.problems.length > 0 && <ul class="error">{chain.problems.slice(0, 20).map((p) => <li>{p.path}: {p.message}</li>)}</ul>}
      <h3>Events ({s.events.totalCount})</h3>
      <table class="grid compact" aria-label="Events">
        <thead><tr><th scope="col">Seq</th><th scope="col">Type</th><th scope="col">Time</th><th scope="col">Hash</th><th scope="col">Link</th></tr></thead>
        <tbody>
          {s.events.nodes.map((e) => (
            <tr key={e.seq} class={badSeqs.has(e.seq) ? 'row-overdue' : ''}>
              <td>{e.seq}</td>
              <td>{e.type}</td>
              <td class="small">{when(e.timestamp)}</td>
              <td><code title={e.hash}>{e.hash.slice(0, 12)}…</code></td>
              <td>{badSeqs.has(e.seq) ? '✗ problem' : '✓'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
