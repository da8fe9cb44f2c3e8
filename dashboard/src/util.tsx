import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError, gql } from './api';

export interface PageProps {
  apiKey: string;
  socket: import('graphql-ws').Client;
}

/** Runs a query when its variables change; `reload` runs it again. */
export function useQuery<T>(apiKey: string, query: string, variables: Record<string, unknown>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const vars = JSON.stringify(variables);
  const run = useCallback(() => {
    let live = true;
    setLoading(true);
    gql<T>(apiKey, query, JSON.parse(vars))
      .then((d) => {
        if (!live) return;
        setData(d);
        setError('');
      })
      .catch((err) => live && setError(err instanceof ApiError ? err.message : String(err)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [apiKey, query, vars]);
  useEffect(run, [run]);
  return { data, setData, error, loading, reload: run };
}

/** Re-renders every `ms` (countdowns). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/** 3d 04h 05m 06s style; always positive. */
export function duration(ms: number): string {
  let s = Math.floor(Math.abs(ms) / 1000);
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return d > 0 ? `${d}d ${pad(h)}h ${pad(m)}m` : `${pad(h)}h ${pad(m)}m ${pad(s)}s`;
}

export const when = (iso: string | null | undefined): string => (iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '—');

export function Status({ error, loading }: { error: string; loading: boolean }) {
  if (error) return <p role="alert" class="error">{error}</p>;
  if (loading) return <p class="muted" role="status">Loading…</p>;
  return null;
}
