// Usage records, written in batches off the request path (BufferedInserts).
// Reads flush first, so a caller always sees its own previous requests.
import type { Database } from '../db/client';
import { BufferedInserts, sqliteDate } from './buffered-inserts';

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

export class UsageStore {
  private readonly inserts: BufferedInserts<UsageRecordInput>;

  constructor(
    private readonly db: Database,
    flushMs: number,
    onError: (err: unknown) => void,
  ) {
    this.inserts = new BufferedInserts(
      db,
      {
        table: 'UsageRecord',
        columns: COLUMNS,
        alsoSqlite: (hot) => {
          const touch = hot.prepare('UPDATE "ApiKey" SET "lastUsedAt" = ? WHERE "id" = ?');
          return (batch) => {
            for (const [id, at] of lastUseByKey(batch)) touch.run(sqliteDate(at), id);
          };
        },
        alsoPostgres: (pg, batch) =>
          [...lastUseByKey(batch)].map(([id, at]) => pg.prisma.$executeRaw`UPDATE "ApiKey" SET "lastUsedAt" = ${at} WHERE "id" = ${id}`),
      },
      flushMs,
      onError,
    );
  }

  record(input: UsageRecordInput): void {
    this.inserts.add(input);
  }

  flush(): Promise<void> {
    return this.inserts.flush();
  }

  close(): Promise<void> {
    return this.inserts.close();
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
      records: page,
      totalRecords: totals._count._all,
      totalMilliCredits: totals._sum.milliCredits ?? 0,
      nextCursor: rows.length > q.limit ? page[page.length - 1].id : null,
    };
  }
}
