// The two ways a batch of chain units is committed (the unit model is in dpdp-chain.ts).
//
// SQLite: one synchronous transaction (BEGIN IMMEDIATE … COMMIT) on the database's
// plain better-sqlite3 connection (Database.hot). Nothing else in the process runs
// while it holds the write lock, so it never waits on, or makes wait, anything that
// Prisma's connection is doing; through Prisma the same transaction would hold the
// adapter's transaction mutex across event-loop turns, and every model query of
// every other request (key lookups included) would queue behind it. When another
// connection holds the write lock, BEGIN fails at once and the unit is retried a
// moment later. Commits on that connection also leave the key cache valid.
//
// PostgreSQL: a Prisma interactive transaction that upserts the chain head row (its
// row lock serializes the application's appends across instances). Units that arrive
// while one is running are committed together in the next one (group commit), so the
// lock and round trips are shared by every unit that queued.
import Sqlite from 'better-sqlite3';
import type { Database } from '../db/client';
import { GENESIS_HASH, type Session } from '../core/dpdp/index';
import {
  applyUnits,
  type BatchData,
  batchReads,
  type ChainWriter,
  lockHead,
  selectHead,
  type Outcome,
  selectOpenTimers,
  selectSessions,
  toSession,
  type Unit,
  writeStatements,
} from './dpdp-chain';
import { isDependencyUnavailable } from '../platform/errors';
import { isBusy, numbered, sqliteValue, type Statement, withoutBusyWait } from './dpdp-sql';
import { type TimerEntity, toTimer } from './dpdp-timers';
import type { DpdpSession as SessionRow, DpdpTimer as TimerRow } from '../generated/sqlite/client';

export function createChainWriter(db: Database): ChainWriter {
  if (db.provider === 'postgresql') return new PostgresChainWriter(db);
  if (!db.hot) throw new Error('SQLite databases are opened with a plain connection (Database.hot)');
  return new SqliteChainWriter(db.hot);
}

/** The sessions a batch reads: those its units name and those its open timers belong to. */
function sessionIdsOf(declared: readonly string[], timers: readonly TimerEntity[]): string[] {
  return [...new Set([...declared, ...timers.map((t) => t.session_id).filter((id): id is string => id !== null)])];
}

// ---- SQLite ----

/** How long a unit keeps retrying while another connection (another process) holds the write lock. */
const BUSY_WAIT_MS = 10_000;
const STATEMENT_CACHE = 256;

class SqliteChainWriter implements ChainWriter {
  private readonly statements = new Map<string, Sqlite.Statement>();

  constructor(private readonly db: Sqlite.Database) {}

  async run<T>(applicationId: string, unit: Unit<T>): Promise<T> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      let outcome: Outcome;
      try {
        outcome = this.commit(applicationId, unit);
      } catch (err) {
        if (!isBusy(err) || Date.now() - started > BUSY_WAIT_MS) throw err;
        await new Promise((r) => setTimeout(r, Math.min(attempt, 20)));
        continue;
      }
      if (outcome.ok) return outcome.result as T;
      throw outcome.error;
    }
  }

  private prepare(sql: string): Sqlite.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      if (this.statements.size >= STATEMENT_CACHE) this.statements.clear();
      st = this.db.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  private all(st: Statement): unknown[] {
    return this.prepare(st.sql).all(...st.params.map(sqliteValue));
  }

  /** The whole unit, synchronously: read, apply, write, commit. */
  private commit(applicationId: string, unit: Unit<unknown>): Outcome {
    return withoutBusyWait(this.db, () =>
      this.db
        .transaction((): Outcome => {
          const [head = { seq: 0, hash: GENESIS_HASH }] = this.all(selectHead(applicationId)) as { seq: number; hash: string }[];
          const reads = batchReads([unit]);
          const timers = selectOpenTimers(applicationId, reads.timers);
          const openTimers = timers ? (this.all(timers) as TimerRow[]).map(toTimer) : [];
          const sessions = selectSessions(applicationId, sessionIdsOf(reads.sessionIds, openTimers));
          const data: BatchData = { head, openTimers, sessions: sessions ? (this.all(sessions) as SessionRow[]).map(toSession) : [] };
          const { writes, outcomes } = applyUnits([unit], data);
          for (const st of writeStatements(applicationId, { ...writes, now: new Date() })) this.prepare(st.sql).run(...st.params.map(sqliteValue));
          return outcomes[0];
        })
        .immediate(),
    );
  }
}

// ---- PostgreSQL ----

/** Units per transaction; the rest wait for the next one. */
const MAX_UNITS = 64;
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

interface Job {
  unit: Unit<unknown>;
  resolve(result: unknown): void;
  reject(err: unknown): void;
}

class PostgresChainWriter implements ChainWriter {
  /** Units waiting per application; present while that application's batches are running. */
  private readonly queues = new Map<string, Job[]>();

  constructor(private readonly db: Database) {}

  run<T>(applicationId: string, unit: Unit<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = { unit, resolve: resolve as (r: unknown) => void, reject };
      const queue = this.queues.get(applicationId);
      if (queue) {
        queue.push(job);
        return;
      }
      this.queues.set(applicationId, [job]);
      void this.drain(applicationId);
    });
  }

  private async drain(applicationId: string): Promise<void> {
    const queue = this.queues.get(applicationId)!;
    while (queue.length > 0) await this.commit(applicationId, queue.splice(0, MAX_UNITS));
    this.queues.delete(applicationId);
  }

  /**
   * Commits the jobs together. If the database refuses the group (a value one unit
   * wrote that it will not store), the group is retried one unit per transaction, so
   * that only the unit it refuses fails and every other caller's event still commits.
   * An outage is not retried this way: every unit would fail alike.
   */
  private async commit(applicationId: string, jobs: Job[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.transaction(applicationId, jobs.map((j) => j.unit));
    } catch (err) {
      if (jobs.length > 1 && !isDependencyUnavailable(err)) {
        for (const job of jobs) await this.commit(applicationId, [job]);
      } else for (const job of jobs) job.reject(err);
      return;
    }
    outcomes.forEach((o, i) => (o.ok ? jobs[i].resolve(o.result) : jobs[i].reject(o.error)));
  }

  private transaction(applicationId: string, units: Unit<unknown>[]): Promise<Outcome[]> {
    return this.db.prisma.$transaction(async (tx) => {
      const all = (st: Statement) => tx.$queryRawUnsafe<unknown[]>(numbered(st.sql), ...st.params);
      const [head] = (await all(lockHead(applicationId, GENESIS_HASH))) as { seq: number; hash: string }[];
      const reads = batchReads(units);
      const timers = selectOpenTimers(applicationId, reads.timers);
      const openTimers = timers ? ((await all(timers)) as TimerRow[]).map(toTimer) : [];
      const sessions = selectSessions(applicationId, sessionIdsOf(reads.sessionIds, openTimers));
      const loaded: Session[] = sessions ? ((await all(sessions)) as SessionRow[]).map(toSession) : [];
      const applied = applyUnits(units, { head: { seq: Number(head.seq), hash: head.hash }, openTimers, sessions: loaded });
      for (const st of writeStatements(applicationId, { ...applied.writes, now: new Date() })) {
        await tx.$executeRawUnsafe(numbered(st.sql), ...st.params);
      }
      return applied.outcomes;
    }, TRANSACTION_OPTIONS);
  }
}
