// Usage records, written in batches off the request path (BufferedInserts).
// Reads flush first, so a caller always sees its own previous requests.
// A metered call's record is written with its debit, in the same transaction
// (CreditStore), so the balance and the ledger agree even after a crash; what is
// buffered for it is only its status and latency. Until they are written (or if
// the process died first) the record shows status_code 0.
import type { Database } from '../db/client';
import { BufferedInserts, sqliteDate } from './buffered-inserts';
import { numbered, sqliteValue } from './dpdp-sql';

export interface UsageRecordInput {
  requestId: string;
  keyId: string;
  applicationId: string;
  accountId: string;
  endpoint: string;
  milliCredits: number;
  statusCode: number;
  latencyMs: number;
  contentHash: string | null;
  createdAt: Date;
}

export interface UsageRecordEntity extends UsageRecordInput {
  id: number;
}

export interface UsageQuery {
  applicationId: string;
  keyId?: string;
  endpoint?: string;
  from?: Date;
  to?: Date;
  /** Records with id below this cursor (newest first). */
  before?: number;
  limit: number;
}

export interface UsagePage {
  /** The filter the page was read with (for breakdowns over the same records). */
  query: UsageQuery;
  records: UsageRecordEntity[];
  totalRecords: number;
  totalMilliCredits: number;
  nextCursor: number | null;
}

const COLUMNS = ['requestId', 'keyId', 'applicationId', 'accountId', 'endpoint', 'milliCredits', 'statusCode', 'latencyMs', 'contentHash', 'createdAt'] as const;

/** The latest use of each key in a batch, for ApiKey.lastUsedAt. */
function lastUseByKey(batch: UsageRecordInput[]): Map<string, Date> {
  const lastUsed = new Map<string, Date>();
  for (const r of batch) {
    const prev = lastUsed.get(r.keyId);
    if (!prev || prev < r.createdAt) lastUsed.set(r.keyId, r.createdAt);
  }
  return lastUsed;
}

/** A metered call whose usage record its debits write (CreditStore). */
export interface MeteredCall {
  requestId: string;
  keyId: string;
  applicationId: string;
  endpoint: string;
}

/** Bound on calls charged but not yet recorded, should a gateway never record one. */
const MAX_OPEN_METERED = 100_000;

export class UsageStore {
  /** Free calls: the whole record, written in batches. */
  private readonly inserts: BufferedInserts<UsageRecordInput>;
  /** Metered calls: their record exists since the debit; status, latency, … are filled in in batches. */
  private readonly completions: BufferedInserts<UsageRecordEntity>;
  /** The record id of each metered call in flight, by key and request id. */
  private readonly open = new Map<string, number>();

  constructor(
    private readonly db: Database,
    flushMs: number,
    onError: (err: unknown) => void,
  ) {
    const touchKeys = {
      alsoSqlite: (hot: NonNullable<Database['hot']>) => {
        const touch = hot.prepare('UPDATE "ApiKey" SET "lastUsedAt" = ? WHERE "id" = ?');
        return (batch: UsageRecordInput[]) => {
          for (const [id, at] of lastUseByKey(batch)) touch.run(sqliteDate(at), id);
        };
      },
      alsoPostgres: (pg: Database, batch: UsageRecordInput[]) =>
        [...lastUseByKey(batch)].map(([id, at]) => pg.prisma.$executeRaw`UPDATE "ApiKey" SET "lastUsedAt" = ${at} WHERE "id" = ${id}`),
    };
    this.inserts = new BufferedInserts(db, { table: 'UsageRecord', columns: COLUMNS, ...touchKeys }, flushMs, onError);
    // Only what is known at the end; the credits column is changed only by debits and refunds.
    const completed = ['endpoint', 'statusCode', 'latencyMs', 'contentHash'];
    this.completions = new BufferedInserts<UsageRecordEntity>(
      db,
      {
        table: 'UsageRecord',
        columns: ['id', ...COLUMNS] as const,
        onConflict: `ON CONFLICT ("id") DO UPDATE SET ${completed.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`,
        ...touchKeys,
      },
      flushMs,
      onError,
    );
  }

  meteredRecordId(call: Pick<MeteredCall, 'keyId' | 'requestId'>): number | undefined {
    // Free calls (/verify) meet an empty map: no key string built and hashed for them.
    if (this.open.size === 0) return undefined;
    return this.open.get(`${call.keyId} ${call.requestId}`);
  }

  trackMetered(call: Pick<MeteredCall, 'keyId' | 'requestId'>, recordId: number): void {
    if (this.open.size >= MAX_OPEN_METERED) this.open.clear();
    this.open.set(`${call.keyId} ${call.requestId}`, recordId);
  }

  /** The call's usage record: completes the one its debit wrote, or buffers a new one for a free call. */
  record(input: UsageRecordInput): void {
    const id = this.meteredRecordId(input);
    if (id === undefined) return this.inserts.add(input);
    this.open.delete(`${input.keyId} ${input.requestId}`);
    this.completions.add({ ...input, id });
  }

  /** Usage records waiting to be written. */
  get depth(): number {
    return this.inserts.depth + this.completions.depth;
  }

  async flush(): Promise<void> {
    await Promise.all([this.inserts.flush(), this.completions.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.inserts.close(), this.completions.close()]);
  }

  async query(q: UsageQuery): Promise<UsagePage> {
    await this.flush();
    const where = {
      applicationId: q.applicationId,
      ...(q.keyId ? { keyId: q.keyId } : {}),
      ...(q.endpoint ? { endpoint: q.endpoint } : {}),
      ...(q.from || q.to ? { createdAt: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lt: q.to } : {}) } } : {}),
    };
    const [rows, totals] = await Promise.all([
      this.db.prisma.usageRecord.findMany({
        where: { ...where, ...(q.before ? { id: { lt: q.before } } : {}) },
        orderBy: { id: 'desc' },
        take: q.limit + 1,
      }),
      this.db.prisma.usageRecord.aggregate({ where, _count: { _all: true }, _sum: { milliCredits: true } }),
    ]);
    const page = rows.slice(0, q.limit);
    return {
      query: q,
      records: page,
      totalRecords: totals._count._all,
      totalMilliCredits: totals._sum.milliCredits ?? 0,
      nextCursor: rows.length > q.limit ? page[page.length - 1].id : null,
    };
  }

  /**
   * Requests and credits over the query's filter (not its page), grouped by UTC day
   * (`YYYY-MM-DD`, oldest first) or by endpoint (most requests first).
   */
  async breakdown(q: UsageQuery, by: 'day' | 'endpoint'): Promise<UsageBucket[]> {
    await this.flush();
    const sqlite = this.db.hot;
    // Prisma stores SQLite DateTime as ISO text (UTC): its first 10 characters are the day.
    const key = by === 'endpoint' ? '"endpoint"' : sqlite ? 'substr("createdAt", 1, 10)' : 'to_char("createdAt", \'YYYY-MM-DD\')';
    const conditions: [string, unknown][] = [
      ['"applicationId" = ?', q.applicationId],
      ['"keyId" = ?', q.keyId],
      ['"endpoint" = ?', q.endpoint],
      ['"createdAt" >= ?', q.from],
      ['"createdAt" < ?', q.to],
    ];
    const used = conditions.filter(([, v]) => v !== undefined);
    const where = used.map(([c]) => c);
    const params = used.map(([, v]) => v);
    const order = by === 'day' ? 'k ASC' : 'n DESC, k ASC';
    const sql = `SELECT ${key} AS k, COUNT(*) AS n, SUM("milliCredits") AS m FROM "UsageRecord" WHERE ${where.join(' AND ')} GROUP BY ${key} ORDER BY ${order}`;
    const rows = (
      sqlite ? sqlite.prepare(sql).all(...params.map(sqliteValue)) : await this.db.prisma.$queryRawUnsafe<unknown[]>(numbered(sql), ...params)
    ) as { k: string; n: number | bigint; m: number | bigint | null }[];
    return rows.map((r) => ({ key: r.k, requests: Number(r.n), milliCredits: Number(r.m ?? 0) }));
  }
}

export interface UsageBucket {
  key: string;
  requests: number;
  milliCredits: number;
}
