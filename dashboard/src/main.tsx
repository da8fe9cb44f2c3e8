import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Client } from 'graphql-ws';
import { ApiError, forgetKey, gql, openSocket, storedKey, storeKey, type LinkState } from './api';
import { Timers } from './timers';
import { Sessions } from './sessions';
import { Evidence } from './evidence';
import { Usage } from './usage';
import { AgentEvaluations } from './agent';
import './style.css';

export interface Ctx {
  apiKey: string;
  socket: Client;
}

interface Application {
  id: string;
  name: string;
  plan: string;
}

const PAGES = [
  { id: 'timers', label: 'Timers', view: Timers },
  { id: 'sessions', label: 'Sessions', view: Sessions },
  { id: 'evidence', label: 'Evidence', view: Evidence },
  { id: 'usage', label: 'Usage', view: Usage },
  { id: 'agent', label: 'Agent evaluations', view: AgentEvaluations },
] as const;

/** `#/timers?session=…`: the page, then its parameters (never anything secret). */
const pageFromHash = () => PAGES.find((p) => location.hash.split('?')[0] === `#/${p.id}`) ?? PAGES[0];

function SignIn({ onSignedIn, notice }: { onSignedIn: (key: string, app: Application) => void; notice?: string }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState(notice ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { application } = await gql<{ application: Application }>(key.trim(), '{ application { id name plan } }');
      onSignedIn(key.trim(), application);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="signin">
      <h1>DPDP compliance dashboard</h1>
      <form onSubmit={submit} aria-describedby="signin-help">
        <label for="api-key">API key</label>
        <input id="api-key" name="api-key" type="password" autocomplete="off" spellcheck={false} required value={key} onInput={(e) => setKey(e.currentTarget.value)} placeholder="svc_…" />
        <p id="signin-help" class="muted">
          The key stays in this tab's session storage and is sent only in request headers. Create one with <code>npx svc keys create</code>.
        </p>
        <button type="submit" disabled={busy || key.trim() === ''}>{busy ? 'Signing in…' : 'Sign in'}</button>
        {error && <p role="alert" class="error">{error}</p>}
      </form>
    </main>
  );
}

function Shell({ apiKey, app, onSignOut }: { apiKey: string; app: Application; onSignOut: (notice?: string) => void }) {
  const [page, setPage] = useState(pageFromHash);
  const [link, setLink] = useState<{ state: LinkState; reason?: string }>({ state: 'connecting' });
  const socket = useMemo(() => openSocket(apiKey, (state, reason) => setLink({ state, reason })), [apiKey]);
  useEffect(() => () => void socket.dispose(), [socket]);
  useEffect(() => {
    const onHash = () => setPage(pageFromHash());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    document.title = `${page.label} · DPDP compliance dashboard`;
  }, [page]);
  const View = page.view;
  return (
    <>
      <a class="skip" href="#content">Skip to content</a>
      <header class="top">
        <span class="brand">DPDP compliance</span>
        <nav aria-label="Sections">
          <ul>
            {PAGES.map((p) => (
              <li key={p.id}>
                <a href={`#/${p.id}`} aria-current={p === page ? 'page' : undefined}>{p.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <span class={`link link-${link.state}`} role="status" title={link.reason}>
          {link.state === 'live' ? 'Live' : link.state === 'connecting' ? 'Connecting…' : 'Offline'}
        </span>
        <span class="who">{app.name} · {app.plan}</span>
        <button type="button" class="secondary" onClick={() => onSignOut()}>Sign out</button>
      </header>
      <main id="content" tabIndex={-1}>
        <View key={location.hash} apiKey={apiKey} socket={socket} />
      </main>
    </>
  );
}

function App() {
  const [session, setSession] = useState<{ key: string; app: Application } | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [checking, setChecking] = useState(() => storedKey() !== null);
  useEffect(() => {
    const key = storedKey();
    if (!key) return;
    gql<{ application: Application }>(key, '{ application { id name plan } }')
      .then(({ application }) => setSession({ key, app: application }))
      .catch((err) => {
        forgetKey();
        setNotice(err instanceof ApiError ? err.message : undefined);
      })
      .finally(() => setChecking(false));
  }, []);
  if (checking) return <p class="muted" role="status">Loading…</p>;
  if (!session) {
    return (
      <SignIn
        notice={notice}
        onSignedIn={(key, app) => {
          storeKey(key);
          setSession({ key, app });
        }}
      />
    );
  }
  return (
    <Shell
      apiKey={session.key}
      app={session.app}
      onSignOut={(n) => {
        forgetKey();
        setNotice(n);
        setSession(null);
      }}
    />
  );
}

render(<App />, document.getElementById('app')!);
