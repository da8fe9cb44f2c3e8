// External-mode safe-regenerate sessions (`sr_…`, wire contract §3.13): their lifetime rules
// (15 minutes, then 410 for an hour, then 404) over the database rows of
// RegenerationSessionStore, which any instance can read. Every SWEEP_EVERY_MS each instance
// erases the submitted versions of expired sessions, so they outlive their session by at most
// that long.
import { sessionExpired } from '../../platform/errors';
import type { Database } from '../../db/client';
import { RegenerationSessionStore, type StoredSession } from '../../storage/regeneration-sessions';

/** Wire contract §2.3: 15 minutes, then 410. */
export const SESSION_TTL_MS = 15 * 60_000;
/** How long an expired session still answers 410 (instead of 404) before it is deleted. */
const EXPIRED_GRACE_MS = 60 * 60_000;
export const SWEEP_EVERY_MS = 60_000;

export type Session<S> = StoredSession<S>;

export class SessionStore<S> {
  private readonly rows: RegenerationSessionStore<S>;
  /** Calls waiting on each session in this process, so they run one after the other. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly sweeper: NodeJS.Timeout;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    db: Database,
    private readonly now: () => Date,
    onError: (err: unknown) => void,
  ) {
    this.rows = new RegenerationSessionStore<S>(db);
    this.sweeper = setInterval(() => {
      this.sweeping = this.sweep().catch(onError);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Erases expired sessions' state and forgets those past the grace period. */
  sweep(): Promise<void> {
    const now = this.now().getTime();
    return this.rows.sweep(new Date(now), new Date(now - EXPIRED_GRACE_MS));
  }

  /** Stops sweeping; call before the database closes. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sweeping;
  }

  create(applicationId: string, state: S, now: number): Promise<Session<S>> {
    return this.rows.create(applicationId, state, new Date(now), new Date(now + SESSION_TTL_MS));
  }

  /**
   * The caller's open session; 410 SESSION_EXPIRED otherwise. Expired rows are erased and
   * finished ones deleted, so an unknown id (or another application's) cannot be told from
   * an expired one: all answer 410, the only status the SDKs map to "session expired".
   */
  async find(id: string, applicationId: string, now: number): Promise<Session<S>> {
    const session = await this.rows.find(id);
    if (!session || session.applicationId !== applicationId || session.expiresAt.getTime() + EXPIRED_GRACE_MS <= now) throw sessionExpired(id);
    if (session.expiresAt.getTime() <= now) throw sessionExpired(id, session.expiresAt.toISOString());
    return session;
  }

  /** Writes the next state; false when another call (here or on another instance) got there first. */
  advance(session: Session<S>, state: S): Promise<boolean> {
    return this.rows.advance(session, state);
  }

  /** Ends the session (its row and state are deleted); false when another call got there first. */
  finish(session: Session<S>): Promise<boolean> {
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
