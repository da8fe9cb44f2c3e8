// Regulatory timers: a live list (timerUpdated over graphql-ws), countdowns to the
// moment each turns overdue, filters, and acknowledgement of a discharged duty.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, gql, subscribe } from './api';
import { duration, type PageProps, Status, useNow, useQuery, when } from './util';

export interface Timer {
  id: string;
  type: string;
  status: string;
  section: string;
  description: string;
  deadline: string;
  overdueAt: string;
  alertAt: string;
  alertedAt: string | null;
  startedAt: string;
  sessionId: string | null;
  breachId: string | null;
  requestId: string | null;
  withoutDelay: boolean;
  resolvedAt: string | null;
  submissionReference: string | null;
}

export const TIMER_FIELDS = `id type status section description deadline overdueAt alertAt alertedAt startedAt sessionId breachId requestId withoutDelay resolvedAt submissionReference`;

export const TYPE_LABELS: Record<string, string> = {
  certin_notification: 'CERT-In notification',
  dpbi_initial_intimation: 'Board intimation',
  dpbi_detailed_report: 'Board detailed report',
  principal_intimation: 'Data principal intimation',
  dsr_sla: 'Data subject request',
  erasure_execution: 'Erasure execution',
  pre_erasure_notice: 'Pre-erasure notice',
};
const STATUSES = ['active', 'overdue', 'fulfilled', 'fulfilled_late', 'cancelled'];
const NOTIFICATIONS = new Set(['certin_notification', 'dpbi_initial_intimation', 'dpbi_detailed_report', 'principal_intimation']);

interface Summary {
  totalActive: number;
  overdue: number;
  approaching7Days: number;
  approaching15Days: number;
}

const QUERY = `query Timers($type: DpdpTimerType, $status: DpdpTimerStatus, $sessionId: ID) {
  dpdpTimers(first: 200, type: $type, status: $status, sessionId: $sessionId) {
    nodes { ${TIMER_FIELDS} }
    summary { totalActive overdue approaching7Days approaching15Days }
  }
}`;

/** In the order the countdowns run out (for "without delay" duties the deadline is the detection itself). */
const byOverdueAt = (ts: Timer[]) => [...ts].sort((a, b) => Date.parse(a.overdueAt) - Date.parse(b.overdueAt));

const SUMMARY = `query Summary($type: DpdpTimerType, $status: DpdpTimerStatus, $sessionId: ID) {
  dpdpTimers(first: 1, type: $type, status: $status, sessionId: $sessionId) { summary { totalActive overdue approaching7Days approaching15Days } }
}`;

const isAlert = (t: Timer, now: number) => t.status === 'active' && (t.alertedAt !== null || now >= Date.parse(t.alertAt));

export function Countdown({ t, now }: { t: Timer; now: number }) {
  if (t.status === 'active') {
    const left = Date.parse(t.overdueAt) - now;
    return left > 0 ? <span>due in {duration(left)}</span> : <span>due now</span>;
  }
  if (t.status === 'overdue') return <strong>overdue by {duration(now - Date.parse(t.overdueAt))}</strong>;
  return <span>closed {when(t.resolvedAt)}</span>;
}

export function Timers({ apiKey, socket }: PageProps) {
  const [filters, setFilters] = useState(() => ({ type: '', status: '', sessionId: new URLSearchParams(location.hash.split('?')[1] ?? '').get('session') ?? '' }));
  const vars = { type: filters.type || null, status: filters.status || null, sessionId: filters.sessionId.trim() || null };
  const { data, setData, error, loading } = useQuery<{ dpdpTimers: { nodes: Timer[]; summary: Summary } }>(apiKey, QUERY, vars);
  const [announcement, setAnnouncement] = useState('');
  const [acking, setAcking] = useState<Timer | null>(null);
  const now = useNow();
  const filtersRef = useRef(vars);
  filtersRef.current = vars;

  const matches = (t: Timer) => {
    const f = filtersRef.current;
    return (!f.type || t.type === f.type) && (!f.status || t.status === f.status) && (!f.sessionId || t.sessionId === f.sessionId);
  };
  const upsert = (t: Timer) =>
    setData((d) => {
      if (!d) return d;
      const rest = d.dpdpTimers.nodes.filter((n) => n.id !== t.id);
      const nodes = matches(t) ? byOverdueAt([...rest, t]) : rest;
      // The counts are recomputed from what is shown; the next load brings the server's summary.
      const summary = { ...d.dpdpTimers.summary, totalActive: nodes.filter((n) => n.status === 'active').length, overdue: nodes.filter((n) => n.status === 'overdue').length };
      return { dpdpTimers: { nodes, summary: filtersRef.current.status ? d.dpdpTimers.summary : summary } };
    });

  // The server's summary (approaching counts use its clock and rules), once per burst of updates.
  const summaryTimer = useRef<ReturnType<typeof setTimeout>>();
  const refreshSummary = () => {
    clearTimeout(summaryTimer.current);
    summaryTimer.current = setTimeout(() => {
      gql<{ dpdpTimers: { summary: Summary } }>(apiKey, SUMMARY, filtersRef.current)
        .then(({ dpdpTimers }) => setData((d) => d && { dpdpTimers: { ...d.dpdpTimers, summary: dpdpTimers.summary } }))
        .catch(() => undefined);
    }, 500);
  };
  useEffect(() => () => clearTimeout(summaryTimer.current), []);

  useEffect(
    () =>
      subscribe<{ timerUpdated: { change: string; at: string; timer: Timer } }>(
        socket,
        `subscription { timerUpdated { change at timer { ${TIMER_FIELDS} } } }`,
        ({ timerUpdated: u }) => {
          upsert(u.timer);
          refreshSummary();
          setAnnouncement(`${TYPE_LABELS[u.timer.type] ?? u.timer.type} timer ${u.timer.id}: ${u.change}`);
        },
        (m) => setAnnouncement(`Live updates stopped: ${m}`),
      ),
    [socket],
  );

  const timers = byOverdueAt(data?.dpdpTimers.nodes ?? []);
  const summary = data?.dpdpTimers.summary;
  return (
    <section aria-labelledby="timers-h">
      <h1 id="timers-h">Regulatory timers</h1>
      {summary && (
        <dl class="cards" aria-label="Summary">
          <div><dt>Active</dt><dd data-testid="sum-active">{summary.totalActive}</dd></div>
          <div class={summary.overdue > 0 ? 'card-bad' : ''}><dt>Overdue</dt><dd data-testid="sum-overdue">{summary.overdue}</dd></div>
          <div><dt>Due within 7 days</dt><dd data-testid="sum-7">{summary.approaching7Days}</dd></div>
          <div><dt>Due within 15 days</dt><dd data-testid="sum-15">{summary.approaching15Days}</dd></div>
        </dl>
      )}
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter timers">
        <label>
          Type
          <select value={filters.type} onChange={(e) => setFilters({ ...filters, type: e.currentTarget.value })}>
            <option value="">All types</option>
            {Object.entries(TYPE_LABELS).map(([v, l]) => <option value={v}>{l}</option>)}
          </select>
        </label>
        <label>
          Status
          <select value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.currentTarget.value })}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => <option value={s}>{s}</option>)}
          </select>
        </label>
        <label>
          Session
          <input type="search" placeholder="session id" value={filters.sessionId} onChange={(e) => setFilters({ ...filters, sessionId: e.currentTarget.value })} />
        </label>
      </form>
      <p class="sr-only" aria-live="polite">{announcement}</p>
      <Status error={error} loading={loading && !data} />
      {data && timers.length === 0 && <p class="muted">No timers match. Timers start when events such as <code>breach.detected</code> or <code>dsr.received</code> are emitted.</p>}
      {timers.length > 0 && (
        <table class="grid" aria-label="Timers">
          <thead>
            <tr><th scope="col">Duty</th><th scope="col">Status</th><th scope="col">Countdown</th><th scope="col">Deadline</th><th scope="col">Session / breach</th><th scope="col"><span class="sr-only">Action</span></th></tr>
          </thead>
          <tbody>
            {timers.map((t) => {
              const alert = isAlert(t, now);
              return (
                <tr key={t.id} data-timer={t.id} data-type={t.type} data-status={t.status} class={t.status === 'overdue' ? 'row-overdue' : alert ? 'row-alert' : ''}>
                  <td>
                    <strong>{TYPE_LABELS[t.type] ?? t.type}</strong>
                    <div class="muted small">{t.section} · {t.id}</div>
                  </td>
                  <td>
                    <span class={`badge badge-${t.status}`}>{t.status}</span>
                    {alert && <span class="badge badge-alert">alert</span>}
                  </td>
                  <td class="countdown"><Countdown t={t} now={now} /></td>
                  <td>
                    {t.withoutDelay ? <>Without delay<div class="muted small">target {when(t.overdueAt)}</div></> : when(t.deadline)}
                  </td>
                  <td class="small">{t.sessionId ?? '—'}{(t.breachId || t.requestId) && <div class="muted">{t.breachId ? `breach ${t.breachId}` : `request ${t.requestId}`}</div>}</td>
                  <td>
                    {(t.status === 'active' || t.status === 'overdue') && (
                      <button type="button" onClick={() => setAcking(t)} aria-label={`Acknowledge ${TYPE_LABELS[t.type] ?? t.type} timer ${t.id}`}>Acknowledge…</button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {acking && (
        <AckDialog
          apiKey={apiKey}
          timer={acking}
          onClose={(updated) => {
            if (updated) {
              upsert(updated);
              setAnnouncement(`Timer ${updated.id} acknowledged: ${updated.status}`);
            }
            setAcking(null);
          }}
        />
      )}
    </section>
  );
}

function AckDialog({ apiKey, timer, onClose }: { apiKey: string; timer: Timer; onClose: (t?: Timer) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const needsReference = NOTIFICATIONS.has(timer.type);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const { dpdpAcknowledgeTimer } = await gql<{ dpdpAcknowledgeTimer: Timer }>(
        apiKey,
        `mutation Ack($id: ID!, $note: String, $ref: String) { dpdpAcknowledgeTimer(timerId: $id, note: $note, submissionReference: $ref) { ${TIMER_FIELDS} } }`,
        { id: timer.id, note: note.trim() || null, ref: reference.trim() || null },
      );
      onClose(dpdpAcknowledgeTimer);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} aria-labelledby="ack-h" onClose={() => onClose()} onCancel={() => onClose()}>
      <form onSubmit={submit}>
        <h2 id="ack-h">Acknowledge {TYPE_LABELS[timer.type] ?? timer.type}</h2>
        <p class="muted small">{timer.description}</p>
        <label for="ack-ref">Submission reference{needsReference ? ' (required: the recipient\'s reference for the filed notification)' : ' (optional)'}</label>
        <input id="ack-ref" value={reference} required={needsReference} onInput={(e) => setReference(e.currentTarget.value)} />
        <label for="ack-note">Note (optional)</label>
        <textarea id="ack-note" rows={3} value={note} onInput={(e) => setNote(e.currentTarget.value)} />
        {error && <p role="alert" class="error">{error}</p>}
        <div class="actions">
          <button type="submit" disabled={busy}>Acknowledge</button>
          <button type="button" class="secondary" onClick={() => onClose()}>Cancel</button>
        </div>
      </form>
    </dialog>
  );
}
