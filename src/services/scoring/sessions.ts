// External-mode safe-regenerate sessions (`sr_…`, wire contract §3.13): their lifetime rules
// (15 minutes, then 410 for an hour, then 404) over the database rows of
// RegenerationSessionStore, which any instance can read.
import { sessionExpired, sessionNotFound } from '../../platform/errors';
import type { Database } from '../../db/client';
import { RegenerationSessionStore, type StoredSession } from '../../storage/regeneration-sessions';

/** Wire contract §2.3: 15 minutes, then 410. */
export const SESSION_TTL_MS = 15 * 60_000;
/** How long an expired session still answers 410 (instead of 404) before it is deleted. */
const EXPIRED_GRACE_MS = 60 * 60_000;
/** Expired rows are deleted on a session's creation, at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

export type Session<S> = StoredSession<S>;

export class SessionStore<S> {
  private readonly rows: RegenerationSessionStore<S>;
  /** Calls waiting on each session in this process, so they run one after the other. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private lastSweep = 0;

  constructor(db: Database) {
    this.rows = new RegenerationSessionStore<S>(db);
  }

  async create(applicationId: string, state: S, iterations: number, now: number): Promise<Session<S>> {
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.rows.sweep(new Date(now - EXPIRED_GRACE_MS));
    }
    return this.rows.create(applicationId, state, iterations, new Date(now), new Date(now + SESSION_TTL_MS));
  }

  /** The caller's open session; 404 for an unknown id or another application's, 410 once expired. */
  async find(id: string, applicationId: string, now: number): Promise<Session<S>> {
    const session = await this.rows.find(id);
    if (!session || session.applicationId !== applicationId || session.expiresAt.getTime() + EXPIRED_GRACE_MS <= now) throw sessionNotFound(id);
    if (session.expiresAt.getTime() <= now) throw sessionExpired(id, session.expiresAt.toISOString());
    return session;
  }

  /** Writes the next state; false when another call (here or on another instance) got there first. */
  advance(session: Session<S>, state: S, iterations: number): Promise<boolean> {
    return this.rows.advance(session, state, iterations);
  }

  /** Ends the session; false when another call got there first. */
  close(session: Session<S>): Promise<boolean> {
    return this.rows.close(session);
  }

  /**
   * Runs `work` after every earlier call on the same session in this process has finished, so
   * that calls from one client do not race; calls on other instances are settled by advance().
   */
  serialize<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    });
    return run;
  }
}
