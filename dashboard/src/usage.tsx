// Usage: requests and credits per day and per endpoint (the `usage` query's byDay and
// byEndpoint), kept live by the usageRecorded subscription without re-querying (a
// re-query would itself be a request, and so another event).
import { useEffect, useState } from 'preact/hooks';
import { subscribe } from './api';
import { BarChart } from './chart';
import { type PageProps, Status, useQuery, when } from './util';

interface Bucket {
  key: string;
  requests: number;
  credits: number;
}
interface Record_ {
  requestId: string;
  endpoint: string;
  statusCode: number;
  credits: number;
  latencyMs: number;
  createdAt: string;
}
interface UsageData {
  usage: { totalCount: number; totalCredits: number; byDay: Bucket[]; byEndpoint: Bucket[]; nodes: Record_[] };
}

const DAYS = 14;
const QUERY = `query Usage($from: DateTime!) {
  usage(from: $from, first: 15) {
    totalCount totalCredits
    byDay { key requests credits }
    byEndpoint { key requests credits }
    nodes { requestId endpoint statusCode credits latencyMs createdAt }
  }
}`;

const round = (n: number) => Math.round(n * 1000) / 1000;

function bump(list: Bucket[], key: string, credits: number): Bucket[] {
  const found = list.some((b) => b.key === key);
  return found ? list.map((b) => (b.key === key ? { ...b, requests: b.requests + 1, credits: round(b.credits + credits) } : b)) : [...list, { key, requests: 1, credits }];
}

export function Usage({ apiKey, socket }: PageProps) {
  const [from] = useState(() => {
    const d = new Date();
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() - (DAYS - 1));
    return d.toISOString();
  });
  const { data, setData, error, loading } = useQuery<UsageData>(apiKey, QUERY, { from });
  useEffect(
    () =>
      subscribe<{ usageRecorded: Record_ }>(socket, 'subscription { usageRecorded { requestId endpoint statusCode credits latencyMs createdAt } }', ({ usageRecorded: r }) =>
        setData((d) =>
          d && {
            usage: {
              ...d.usage,
              totalCount: d.usage.totalCount + 1,
              totalCredits: round(d.usage.totalCredits + r.credits),
              byDay: bump(d.usage.byDay, new Date(r.createdAt).toISOString().slice(0, 10), r.credits),
              byEndpoint: bump(d.usage.byEndpoint, r.endpoint, r.credits).sort((a, b) => b.requests - a.requests),
              nodes: [r, ...d.usage.nodes].slice(0, 15),
            },
          },
        ),
      ),
    [socket],
  );
  const u = data?.usage;
  const days = Array.from({ length: DAYS }, (_, i) => new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10));
  const perDay = days.map((d) => u?.byDay.find((b) => b.key === d) ?? { key: d, requests: 0, credits: 0 });
  const endpoints = (u?.byEndpoint ?? []).slice(0, 12);
  return (
    <section aria-labelledby="usage-h">
      <h1 id="usage-h">Usage</h1>
      <Status error={error} loading={loading && !data} />
      {u && (
        <>
          <dl class="cards" aria-label={`Totals since ${from.slice(0, 10)}`}>
            <div><dt>Requests ({DAYS} days)</dt><dd data-testid="usage-requests">{u.totalCount}</dd></div>
            <div><dt>Credits ({DAYS} days)</dt><dd data-testid="usage-credits">{round(u.totalCredits)}</dd></div>
          </dl>
          <div class="charts">
            <figure>
              <figcaption>Requests and credits per day (UTC)</figcaption>
              <BarChart labels={perDay.map((b) => b.key.slice(5))} series={[{ label: 'requests', values: perDay.map((b) => b.requests), color: '#2563eb' }, { label: 'credits', values: perDay.map((b) => b.credits), color: '#d97706', right: true }]} />
              <BucketTable caption="Per day" rows={perDay.filter((b) => b.requests > 0)} keyLabel="Day" />
            </figure>
            <figure>
              <figcaption>Requests and credits per endpoint</figcaption>
              <BarChart labels={endpoints.map((b) => b.key)} series={[{ label: 'requests', values: endpoints.map((b) => b.requests), color: '#2563eb' }, { label: 'credits', values: endpoints.map((b) => b.credits), color: '#d97706', right: true }]} />
              <BucketTable caption="Per endpoint" rows={endpoints} keyLabel="Endpoint" testid="usage-endpoints" />
            </figure>
          </div>
          <h2>Latest requests</h2>
          <table class="grid compact" aria-label="Latest requests">
            <thead><tr><th scope="col">Time</th><th scope="col">Endpoint</th><th scope="col">Status</th><th scope="col">Credits</th><th scope="col">Latency</th></tr></thead>
            <tbody>
              {u.nodes.map((r) => (
                <tr key={r.requestId + r.createdAt}><td class="small">{when(r.createdAt)}</td><td>{r.endpoint}</td><td>{r.statusCode}</td><td>{r.credits}</td><td>{Math.round(r.latencyMs)} ms</td></tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function BucketTable({ caption, rows, keyLabel, testid }: { caption: string; rows: Bucket[]; keyLabel: string; testid?: string }) {
  return (
    <table class="grid compact" data-testid={testid}>
      <caption class="sr-only">{caption}</caption>
      <thead><tr><th scope="col">{keyLabel}</th><th scope="col">Requests</th><th scope="col">Credits</th></tr></thead>
      <tbody>
        {rows.map((b) => <tr key={b.key} data-key={b.key}><td>{b.key}</td><td>{b.requests}</td><td>{round(b.credits)}</td></tr>)}
        {rows.length === 0 && <tr><td colSpan={3} class="muted">No requests</td></tr>}
      </tbody>
    </table>
  );
}
