// External-mode safe-regenerate sessions (`sr_…`, wire contract §3.13): kept in process,
// so behind a load balancer `/continue` must reach the instance that started the session
// (sticky routing) — a restart forgets open sessions, which then answer 404.
import { sessionExpired, sessionNotFound } from '../../platform/errors';
import { newId } from '../../platform/ids';

/** Wire contract §2.3: 15 minutes, then 410. */
export const SESSION_TTL_MS = 15 * 60_000;
/** How long an expired session still answers 410 (instead of 404) before it is forgotten. */
const EXPIRED_GRACE_MS = 60 * 60_000;
const MAX_SESSIONS = 10_000;

export interface Session<S> {
  id: string;
  applicationId: string;
  expiresAt: number;
  state: S;
  /** Serializes `continue` calls on one session. */
  queue: Promise<unknown>;
}

export class SessionStore<S> {
  private readonly sessions = new Map<string, Session<S>>();

  create(applicationId: string, state: S, now: number): Session<S> {
    this.sweep(now);
    const session: Session<S> = { id: newId('sr_'), applicationId, expiresAt: now + SESSION_TTL_MS, state, queue: Promise.resolve() };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The caller's open session; 404 for an unknown id or another application's, 410 once expired. */
  find(id: string, applicationId: string, now: number): Session<S> {
    const session = this.sessions.get(id);
    if (!session || session.applicationId !== applicationId) throw sessionNotFound(id);
    if (session.expiresAt <= now) throw sessionExpired(id, new Date(session.expiresAt).toISOString());
    return session;
  }

  /** Runs `work` after every earlier call on the same session has finished. */
  serialize<T>(session: Session<S>, work: () => Promise<T>): Promise<T> {
    const run = session.queue.then(work, work);
    session.queue = run.catch(() => undefined);
    return run;
  }

  close(id: string): void {
    this.sessions.delete(id);
  }

  /** Forgets sessions past their grace period, then the oldest ones beyond the bound. */
  private sweep(now: number): void {
    // Insertion order is expiry order (one TTL for all), so the stale ones come first.
    for (const [id, s] of this.sessions) {
      if (s.expiresAt + EXPIRED_GRACE_MS > now) break;
      this.sessions.delete(id);
    }
    for (const id of this.sessions.keys()) {
      if (this.sessions.size < MAX_SESSIONS) break;
      this.sessions.delete(id);
    }
  }
}
