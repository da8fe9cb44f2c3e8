// External-mode safe-regenerate sessions (`sr_…`, wire contract §3.13) as rows, so that any
// instance sharing the database can continue a session another one started, and a restart
// forgets none. Each write names the version it read (`iterations`): when two
// `/continue` calls race on one session, on one instance or two, only one write of each
// step lands and the other call reads again. The state holds the versions the client sent, so
// it is erased when the session ends or expires (decisions §7: scored texts are not kept); the
// row without it lives on a while, so that late calls answer 410 rather than 404.
import type { Database } from '../db/client';
import { newId } from '../platform/ids';

export interface StoredSession<S> {
  id: string;
  applicationId: string;
  /**
   * How many states the session has had (1 when created, one more per write): the version the
   * next write must still see. For safe-regenerate, the length of the history.
   */
  iterations: number;
  expiresAt: Date;
  state: S;
}

/** The state of an expired session: JSON `null`. */
const ERASED = 'null';

type Row = { id: string; applicationId: string; iterations: number; expiresAt: Date; state: string };

const toSession = <S>(row: Row): StoredSession<S> => ({
  id: row.id,
  applicationId: row.applicationId,
  iterations: row.iterations,
  expiresAt: row.expiresAt,
  state: JSON.parse(row.state) as S,
});

export class RegenerationSessionStore<S> {
  constructor(private readonly db: Database) {}

  async create(applicationId: string, state: S, now: Date, expiresAt: Date): Promise<StoredSession<S>> {
    const row = await this.db.prisma.regenerationSession.create({
      data: { id: newId('sr_'), applicationId, state: JSON.stringify(state), iterations: 1, expiresAt, createdAt: now },
    });
    return toSession<S>(row);
  }

  async find(id: string): Promise<StoredSession<S> | null> {
    const row = await this.db.prisma.regenerationSession.findUnique({ where: { id } });
    return row ? toSession<S>(row) : null;
  }

  /** Stores the next state unless another call advanced or closed the session since `session` was read. */
  async advance(session: StoredSession<S>, state: S): Promise<boolean> {
    const { count } = await this.db.prisma.regenerationSession.updateMany({
      where: { id: session.id, iterations: session.iterations },
      data: { state: JSON.stringify(state), iterations: session.iterations + 1 },
    });
    return count === 1;
  }

  /** Deletes the finished session unless another call advanced or closed it since it was read. */
  async close(session: StoredSession<S>): Promise<boolean> {
    const { count } = await this.db.prisma.regenerationSession.deleteMany({ where: { id: session.id, iterations: session.iterations } });
    return count === 1;
  }

  /** Erases the state of sessions expired at `now`, and deletes the rows that expired before `forgetBefore`. */
  async sweep(now: Date, forgetBefore: Date): Promise<void> {
    await this.db.prisma.regenerationSession.updateMany({ where: { expiresAt: { lte: now }, NOT: { state: ERASED } }, data: { state: ERASED } });
    await this.db.prisma.regenerationSession.deleteMany({ where: { expiresAt: { lt: forgetBefore } } });
  }
}
