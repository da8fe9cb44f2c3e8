// Per-account monthly credit balances. The debit is one conditional UPDATE, so
// concurrent requests can never overdraw, on SQLite or PostgreSQL, across processes.
//
// The balance and the usage ledger agree at every commit, crash or not: a metered
// call's debit inserts (or adds to) the call's usage record in the same transaction,
// and a refund takes the credits back out of it. The record's other columns (status,
// latency) are filled in later, off the request path (UsageStore.record).
//
// On SQLite the statements run on the database's `hot` connection (see
// Database.hot): same SQL, prepared once, without Prisma's per-statement cost.
// The debits that arrive within one event-loop turn commit in one transaction:
// a commit costs about as much as its pages, and a debit with its record touches
// four or five, so alone each would cost ~4 times the old single UPDATE.
// On PostgreSQL each debit or refund is one statement (a data-modifying CTE).
import type { Statement } from 'better-sqlite3';
import type { Database } from '../db/client';
import { creditPeriod } from '../platform/plans';
import { sqliteDate } from './buffered-inserts';
import { ReadsSinceHeader } from '../db/wal-header';
import type { MeteredCall, UsageStore } from './usage';

export type DebitResult = { ok: true } | { ok: false; remainingMilli: number };

interface Debit {
  milli: number;
  accountId: string;
  period: string;
  call: MeteredCall;
  /** The call's record when an earlier debit of the same call wrote it. */
  recordId: number | undefined;
  now: Date;
}

interface QueuedDebit extends Debit {
  resolve(recordId: number | null): void;
  reject(err: unknown): void;
}

interface HotStatements {
  ensure: Statement<[string, string, number, number]>;
  remaining: Statement<[string, string]>;
  /** [remainingMilli or null, data_version]. */
  remainingWithVersion: Statement<[string, string]>;
  set: Statement<[number, string, string]>;
  /** One transaction; for each debit the usage record's id, or null when the balance is too low. */
  debit: (debits: Debit[]) => (number | null)[];
  refund: (milli: number, accountId: string, period: string, recordId: number | undefined) => void;
}

const INSERT_RECORD = `INSERT INTO "UsageRecord" ("requestId", "keyId", "applicationId", "accountId", "endpoint", "milliCredits", "statusCode", "latencyMs", "contentHash", "createdAt")`;

export class CreditStore {
  /** (account, period) pairs whose row is known to exist, to skip the insert. */
  private readonly known = new Set<string>();
  private readonly keys = new Map<string, { period: string; grantedMilli: number; row: string; read: string }>();
  private readonly hot?: HotStatements;
  /** SQLite: debits waiting for this turn's transaction. */
  private queued: QueuedDebit[] = [];
  /** SQLite: remainingWithVersion() answers, kept until anything commits (db/wal-header.ts). */
  private readonly reads: ReadsSinceHeader<{ milli: number; version: number }>;

  constructor(
    private readonly db: Database,
    private readonly usage: UsageStore,
  ) {
    if (db.hot) this.hot = prepareHot(db.hot);
    this.reads = new ReadsSinceHeader(db.walHeader);
  }

  /** Creates this month's row with the plan's grant the first time an account is seen. */
  private async ensureRow(accountId: string, grantedMilli: number, now: Date): Promise<string> {
    if (this.hot) return this.ensureRowSqlite(this.hot, accountId, grantedMilli, now);
    const period = creditPeriod(now);
    const id = `${accountId}:${period}`;
    if (!this.known.has(id)) {
      await this.db.prisma.$executeRaw`INSERT INTO "CreditBalance" ("accountId", "period", "grantedMilli", "remainingMilli") VALUES (${accountId}, ${period}, ${grantedMilli}, ${grantedMilli}) ON CONFLICT DO NOTHING`;
      this.known.add(id);
    }
    return period;
  }

  private ensureRowSqlite(hot: HotStatements, accountId: string, grantedMilli: number, now: Date): string {
    const period = creditPeriod(now);
    const id = this.keysOf(accountId, period, grantedMilli).row;
    if (!this.known.has(id)) {
      hot.ensure.run(accountId, period, grantedMilli, grantedMilli);
      this.known.add(id);
    }
    return period;
  }

  /** Takes `milli` from the balance and adds it to `call`'s usage record, atomically. */
  async debit(accountId: string, grantedMilli: number, milli: number, now: Date, call: MeteredCall): Promise<DebitResult> {
    const period = await this.ensureRow(accountId, grantedMilli, now);
    if (milli === 0) return { ok: true };
    const existing = this.usage.meteredRecordId(call);
    const debit: Debit = { milli, accountId, period, call, recordId: existing, now };
    const recordId = this.hot ? await this.debitSqlite(debit) : await this.debitPostgres(debit);
    if (recordId !== null) {
      this.usage.trackMetered(call, recordId);
      return { ok: true };
    }
    return { ok: false, remainingMilli: await this.remaining(accountId, grantedMilli, now) };
  }

  private debitSqlite(debit: Debit): Promise<number | null> {
    return new Promise((resolve, reject) => {
      this.queued.push({ ...debit, resolve, reject });
      if (this.queued.length === 1) setImmediate(() => this.commitQueued());
    });
  }

  /** Commits the queued debits together; if that fails, each alone, so one failure stays its own. */
  private commitQueued(): void {
    const jobs = this.queued;
    this.queued = [];
    const hot = this.hot!;
    try {
      hot.debit(jobs).forEach((id, i) => jobs[i].resolve(id));
    } catch (err) {
      if (jobs.length === 1) return jobs[0].reject(err);
      for (const job of jobs) {
        try {
          job.resolve(hot.debit([job])[0]);
        } catch (e) {
          job.reject(e);
        }
      }
    }
  }

  private async debitPostgres({ milli, accountId, period, call, recordId, now }: Debit): Promise<number | null> {
    const debited = `WITH debited AS (UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" - $1 WHERE "accountId" = $2 AND "period" = $3 AND "remainingMilli" >= $1 RETURNING 1)`;
    const rows =
      recordId === undefined
        ? await this.db.prisma.$queryRawUnsafe<{ id: number }[]>(
            `${debited} ${INSERT_RECORD} SELECT $4::text, $5::text, $6::text, $7::text, $8::text, $1::int, 0, 0, NULL, $9::timestamp(3) FROM debited RETURNING "id"`,
            milli, accountId, period, call.requestId, call.keyId, call.applicationId, accountId, call.endpoint, now,
          )
        : await this.db.prisma.$queryRawUnsafe<{ id: number }[]>(
            `${debited} UPDATE "UsageRecord" SET "milliCredits" = "milliCredits" + $1 WHERE "id" = $4 AND EXISTS (SELECT 1 FROM debited) RETURNING "id"`,
            milli, accountId, period, recordId,
          );
    return rows.length === 1 ? Number(rows[0].id) : null;
  }

  /** Gives back credits `call` took (its operation failed); its usage record gives them back too. */
  async refund(accountId: string, milli: number, now: Date, call: MeteredCall): Promise<void> {
    if (milli === 0) return;
    const period = creditPeriod(now);
    const recordId = this.usage.meteredRecordId(call);
    if (this.hot) this.hot.refund(milli, accountId, period, recordId);
    else
      await this.db.prisma.$executeRawUnsafe(
        `WITH refunded AS (UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" + $1 WHERE "accountId" = $2 AND "period" = $3 RETURNING 1)
         UPDATE "UsageRecord" SET "milliCredits" = "milliCredits" - $1 WHERE "id" = $4 AND EXISTS (SELECT 1 FROM refunded)`,
        milli, accountId, period, recordId ?? -1,
      );
  }

  async remaining(accountId: string, grantedMilli: number, now: Date): Promise<number> {
    const period = await this.ensureRow(accountId, grantedMilli, now);
    if (this.hot) return (this.hot.remaining.get(accountId, period) as number | undefined) ?? grantedMilli;
    const row = await this.db.prisma.creditBalance.findUnique({ where: { accountId_period: { accountId, period } } });
    return row?.remainingMilli ?? grantedMilli;
  }

  /**
   * SQLite: remaining() and the connection's `PRAGMA data_version` from one statement, so
   * from one snapshot (see AccountStore.cachedKey). undefined on PostgreSQL. While no
   * connection has committed since (the wal-index header is unchanged), the last answer is
   * still the database's, and is returned without a read transaction (do not modify it).
   */
  remainingWithVersion(accountId: string, grantedMilli: number, now: Date): { readonly milli: number; readonly version: number } | undefined {
    const hot = this.hot;
    if (!hot) return undefined;
    const period = this.ensureRowSqlite(hot, accountId, grantedMilli, now);
    const id = this.keysOf(accountId, period, grantedMilli).read;
    const kept = this.reads.get(id);
    if (kept !== undefined) return kept;
    const [milli, version] = hot.remainingWithVersion.get(accountId, period) as [number | null, number];
    const read = { milli: milli ?? grantedMilli, version };
    this.reads.set(id, read);
    return read;
  }

  /**
   * The Set/Map keys of an account's balance row and read, made once per account, period and
   * grant: a key string built per request is also flattened and hashed per request.
   */
  private keysOf(accountId: string, period: string, grantedMilli: number): { row: string; read: string } {
    let k = this.keys.get(accountId);
    if (k === undefined || k.period !== period || k.grantedMilli !== grantedMilli) {
      if (this.keys.size >= 10_000) this.keys.clear();
      k = { period, grantedMilli, row: `${accountId}:${period}`, read: `${accountId} ${period} ${grantedMilli}` };
      this.keys.set(accountId, k);
    }
    return k;
  }

  /** Sets this month's balance (CLI and tests). */
  async setRemaining(accountId: string, grantedMilli: number, remainingMilli: number, now: Date): Promise<void> {
    const period = await this.ensureRow(accountId, grantedMilli, now);
    if (this.hot) this.hot.set.run(remainingMilli, accountId, period);
    else await this.db.prisma.creditBalance.update({ where: { accountId_period: { accountId, period } }, data: { remainingMilli } });
  }
}

function prepareHot(hot: NonNullable<Database['hot']>): HotStatements {
  const debit = hot.prepare('UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" - ? WHERE "accountId" = ? AND "period" = ? AND "remainingMilli" >= ?');
  const refund = hot.prepare('UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" + ? WHERE "accountId" = ? AND "period" = ?');
  const insertRecord = hot.prepare(`${INSERT_RECORD} VALUES (?, ?, ?, ?, ?, ?, 0, 0, NULL, ?)`);
  const addToRecord = hot.prepare('UPDATE "UsageRecord" SET "milliCredits" = "milliCredits" + ? WHERE "id" = ?');
  return {
    ensure: hot.prepare('INSERT INTO "CreditBalance" ("accountId", "period", "grantedMilli", "remainingMilli") VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING'),
    remaining: hot.prepare('SELECT "remainingMilli" FROM "CreditBalance" WHERE "accountId" = ? AND "period" = ?').pluck() as Statement<[string, string]>,
    remainingWithVersion: hot
      .prepare('SELECT (SELECT "remainingMilli" FROM "CreditBalance" WHERE "accountId" = ? AND "period" = ?), "data_version" FROM pragma_data_version')
      .raw() as Statement<[string, string]>,
    set: hot.prepare('UPDATE "CreditBalance" SET "remainingMilli" = ? WHERE "accountId" = ? AND "period" = ?'),
    debit: hot.transaction((debits: Debit[]) =>
      debits.map(({ milli, accountId, period, call, recordId, now }): number | null => {
        if (debit.run(milli, accountId, period, milli).changes !== 1) return null;
        if (recordId !== undefined) {
          addToRecord.run(milli, recordId);
          return recordId;
        }
        return Number(insertRecord.run(call.requestId, call.keyId, call.applicationId, accountId, call.endpoint, milli, sqliteDate(now)).lastInsertRowid);
      }),
    ),
    refund: hot.transaction((milli: number, accountId: string, period: string, recordId: number | undefined) => {
      refund.run(milli, accountId, period);
      if (recordId !== undefined) addToRecord.run(-milli, recordId);
    }),
  };
}
