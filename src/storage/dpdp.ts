// DPDP sessions and reads of the per-application hash chain, mapped to the core's
// types (`Session`, `ChainedRecord`, `Timer`). Every change of chain, session state,
// timers or packets goes through `chain` (dpdp-chain.ts).
import DataLoader from 'dataloader';
import type { Database } from '../db/client';
import type { DpdpSession as SessionRow, Prisma } from '../generated/sqlite/client';
import type { ChainedRecord, EventSelector, Session } from '../core/dpdp/index';
import { type ChainHead, type ChainWriter, toRecord, toSession } from './dpdp-chain';
import { createChainWriter } from './dpdp-chain-writers';
import { DpdpTimerStore, type TimerEntity, toTimer } from './dpdp-timers';

export interface SessionPage {
  sessions: Session[];
  total: number;
  nextCursor: string | null;
}

/** Per-request batching of the reads GraphQL repeats per session and per event. */
export interface DpdpLoaders {
  eventsBySession: DataLoader<string, ChainedRecord[]>;
  timersBySession: DataLoader<string, TimerEntity[]>;
  timersByEvent: DataLoader<string, TimerEntity[]>;
}

function groupBy<T>(keys: readonly string[], items: T[], keyOf: (item: T) => string | null): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const item of items) groups.get(keyOf(item) ?? '')?.push(item);
  return keys.map((k) => groups.get(k) ?? []);
}

export class DpdpStore {
  readonly timers: DpdpTimerStore;
  readonly chain: ChainWriter;
  private readonly loaderScopes = new WeakMap<object, DpdpLoaders>();

  constructor(private readonly db: Database) {
    this.timers = new DpdpTimerStore(db);
    this.chain = createChainWriter(db);
  }

  // ---- sessions ----

  /** Through the chain writer: on SQLite every DPDP write then uses the one plain connection. */
  createSession(applicationId: string, session: Session): Promise<void> {
    return this.chain.run(applicationId, { reads: {}, apply: () => ({ writes: { sessionsCreated: [session] }, result: undefined }) });
  }

  async findSession(applicationId: string, sessionId: string): Promise<Session | null> {
    // Raw: every emit, scan, evaluate and require with a session starts here.
    const [row] = await this.db.prisma.$queryRaw<SessionRow[]>`
      SELECT * FROM "DpdpSession" WHERE "id" = ${sessionId} AND "applicationId" = ${applicationId}`;
    return row ? toSession(row) : null;
  }

  /** Newest first; `cursor` is the last session id of the previous page. */
  async listSessions(applicationId: string, page: { limit: number; cursor?: string }): Promise<SessionPage> {
    const where = { applicationId };
    const [rows, total] = await Promise.all([
      this.db.prisma.dpdpSession.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: page.limit + 1,
        ...(page.cursor ? { cursor: { id: page.cursor }, skip: 1 } : {}),
      }),
      this.db.prisma.dpdpSession.count({ where }),
    ]);
    const sessions = rows.slice(0, page.limit).map(toSession);
    return { sessions, total, nextCursor: rows.length > page.limit ? sessions[sessions.length - 1].session_id : null };
  }

  // ---- chain reads ----

  async chainHead(applicationId: string): Promise<ChainHead | null> {
    const row = await this.db.prisma.dpdpChainHead.findUnique({ where: { applicationId } });
    return row ? { seq: row.seq, hash: row.hash } : null;
  }

  /** The highest seq stored, whatever the head row says (0 without records). */
  async lastSeq(applicationId: string): Promise<number> {
    const { _max } = await this.db.prisma.dpdpEvent.aggregate({ where: { applicationId }, _max: { seq: true } });
    return _max.seq ?? 0;
  }

  /** Records with seq in [fromSeq, toSeq], in order. */
  async chainRange(applicationId: string, fromSeq: number, toSeq: number): Promise<ChainedRecord[]> {
    const rows = await this.db.prisma.dpdpEvent.findMany({
      where: { applicationId, seq: { gte: fromSeq, lte: toSeq } },
      orderBy: { seq: 'asc' },
    });
    return rows.map(toRecord);
  }

  /**
   * Candidates for an evidence selector, narrowed in SQL by the copied id columns,
   * types and period. The core filters them again on the hashed data.
   */
  async selectRecords(applicationId: string, selector: EventSelector): Promise<ChainedRecord[]> {
    const where: Prisma.DpdpEventWhereInput = { applicationId };
    if (selector.session_id !== undefined) where.sessionId = selector.session_id;
    if (selector.user_id !== undefined) where.userId = selector.user_id;
    if (selector.request_id !== undefined) where.requestId = selector.request_id;
    if (selector.breach_id !== undefined) where.breachId = selector.breach_id;
    if (selector.types) where.type = { in: [...selector.types] };
    if (selector.from !== undefined || selector.to !== undefined) {
      where.timestamp = {
        ...(selector.from !== undefined ? { gte: new Date(selector.from) } : {}),
        ...(selector.to !== undefined ? { lte: new Date(selector.to) } : {}),
      };
    }
    const rows = await this.db.prisma.dpdpEvent.findMany({ where, orderBy: { seq: 'asc' } });
    return rows.map(toRecord);
  }

  /** Ids of every application with a chain (for `svc evidence chain-verify` without --app). */
  async chainApplications(): Promise<string[]> {
    return (await this.db.prisma.dpdpChainHead.findMany({ select: { applicationId: true }, orderBy: { applicationId: 'asc' } })).map(
      (r) => r.applicationId,
    );
  }

  // ---- per-request loaders (GraphQL) ----

  /** Loaders for one request; `scope` is any object living exactly as long as the request. */
  loaders(scope: object): DpdpLoaders {
    let loaders = this.loaderScopes.get(scope);
    if (!loaders) {
      loaders = {
        eventsBySession: new DataLoader(async (ids) => {
          const rows = await this.db.prisma.dpdpEvent.findMany({ where: { sessionId: { in: [...ids] } }, orderBy: { seq: 'asc' } });
          return groupBy(ids, rows.map(toRecord), (r) => r.session_id);
        }),
        timersBySession: new DataLoader(async (ids) => {
          const rows = await this.db.prisma.dpdpTimer.findMany({ where: { sessionId: { in: [...ids] } }, orderBy: [{ deadline: 'asc' }, { id: 'asc' }] });
          return groupBy(ids, rows.map(toTimer), (t) => t.session_id);
        }),
        timersByEvent: new DataLoader(async (ids) => {
          const rows = await this.db.prisma.dpdpTimer.findMany({ where: { eventId: { in: [...ids] } }, orderBy: [{ deadline: 'asc' }, { id: 'asc' }] });
          return groupBy(ids, rows.map(toTimer), (t) => t.event_id);
        }),
      };
      this.loaderScopes.set(scope, loaders);
    }
    return loaders;
  }
}
