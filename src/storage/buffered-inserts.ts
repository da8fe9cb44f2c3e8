// Append-only records written in batches off the request path (usage records,
// agent evaluations). Records are buffered and flushed every `flushMs` or
// MAX_BATCH records; a failed flush keeps them for the next attempt; close()
// flushes what is left, so a clean shutdown loses none.
//
// SQLite: one synchronous transaction of prepared single-row INSERTs on the
// database's `hot` connection (see Database.hot) — a Prisma transaction would hold
// the write lock across awaits while the hot connection waits synchronously.
// PostgreSQL: multi-row INSERTs in one Prisma transaction (Prisma's createMany
// compiles per row on the event loop, ~1 ms each).
import type { Database } from '../db/client';

const MAX_BATCH = 500;
/**
 * SQLite writes a batch synchronously on the event loop, so its size is a stall every request
 * waiting behind it pays: 500 usage rows took 2.3–3.3 ms (p90 7–23 ms on a loaded VM), 100 rows
 * 0.5–0.8 ms for ~1 µs more per row (docs/performance.md, "Stalls behind p99").
 */
const SQLITE_MAX_BATCH = 100;
const ROWS_PER_STATEMENT = 250;
/** SQLite: rows per multi-row INSERT (11 columns × 50 stays far below the bound-parameter limit). */
const SQLITE_ROWS = 50;

/** Prisma's SQLite adapter stores DateTime as ISO text with an explicit offset; write the same. */
export function sqliteDate(d: Date): string {
  // A batch's rows mostly share their millisecond (~20 requests per ms at full load).
  const t = d.getTime();
  if (t !== lastDate.t) lastDate = { t, text: d.toISOString().replace('Z', '+00:00') };
  return lastDate.text;
}
let lastDate = { t: Number.NaN, text: '' };

export interface InsertTarget<T> {
  table: string;
  columns: readonly (keyof T & string)[];
  /** Appended to every INSERT, e.g. `ON CONFLICT ("id") DO UPDATE SET …` to complete rows written earlier. */
  onConflict?: string;
  /** More statements for the same transaction (e.g. touching the keys' last use). */
  alsoSqlite?: (db: NonNullable<Database['hot']>) => (batch: T[]) => void;
  alsoPostgres?: (db: Database, batch: T[]) => ReturnType<Database['prisma']['$executeRawUnsafe']>[];
}

export class BufferedInserts<T extends object> {
  private buffer: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private queued = 0;
  private readonly writeSqlite?: (batch: T[]) => void;

  constructor(
    private readonly db: Database,
    private readonly target: InsertTarget<T>,
    private readonly flushMs: number,
    private readonly onError: (err: unknown) => void,
  ) {
    const hot = db.hot;
    if (hot) {
      const { table, columns } = target;
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      const prepare = (rows: number) =>
        hot.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(rows).fill(tuple).join(', ')} ${target.onConflict ?? ''}`);
      const insert = prepare(1);
      // Rows go SQLITE_ROWS to a statement: one statement's binding and stepping instead of 50 (~20% of a row's cost).
      const insertMany = prepare(SQLITE_ROWS);
      const also = target.alsoSqlite?.(hot);
      const pushRow = rowPusher<T>(columns);
      this.writeSqlite = hot.transaction((batch: T[]) => {
        let i = 0;
        for (; i + SQLITE_ROWS <= batch.length; i += SQLITE_ROWS) {
          const params: unknown[] = [];
          for (let j = i; j < i + SQLITE_ROWS; j++) pushRow(batch[j], params);
          insertMany.run(params);
        }
        for (; i < batch.length; i++) {
          const params: unknown[] = [];
          pushRow(batch[i], params);
          insert.run(params);
        }
        also?.(batch);
      });
    }
  }

  /** Records not yet written (buffered, or queued behind a write in progress): /metrics' usage-buffer depth. */
  get depth(): number {
    return this.buffer.length + this.queued;
  }

  add(record: T): void {
    this.buffer.push(record);
    if (this.buffer.length >= (this.writeSqlite ? SQLITE_MAX_BATCH : MAX_BATCH)) void this.flush();
    else if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes everything buffered so far; concurrent calls queue behind each other. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.buffer;
    this.buffer = [];
    this.queued += batch.length;
    this.flushing = this.flushing.then(() => this.write(batch)).finally(() => (this.queued -= batch.length));
    return this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(batch: T[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      if (this.writeSqlite) this.writeSqlite(batch);
      else await this.db.prisma.$transaction([...this.postgresInserts(batch), ...(this.target.alsoPostgres?.(this.db, batch) ?? [])]);
    } catch (err) {
      this.buffer = batch.concat(this.buffer);
      this.onError(err);
      if (!this.closed && !this.timer) {
        this.timer = setTimeout(() => void this.flush(), Math.max(this.flushMs, 1000));
        this.timer.unref();
      }
    }
  }

  private postgresInserts(batch: T[]) {
    const { table, columns } = this.target;
    const statements = [];
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      const values: unknown[] = [];
      const tuples = batch
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((r) => `(${columns.map((c) => (values.push(r[c]), `$${values.length}`)).join(', ')})`);
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')} ${this.target.onConflict ?? ''}`;
      statements.push(this.db.prisma.$executeRawUnsafe(sql, ...values));
    }
    return statements;
  }
}

/**
 * `params.push(sqliteValue(row.a), sqliteValue(row.b), …)` for the table's columns, compiled once:
 * a loop over column names reads every row through megamorphic keyed loads (every usage record
 * of every request passes here). Column names come from our code, never from input.
 */
function rowPusher<T>(columns: readonly string[]): (row: T, params: unknown[]) => void {
  for (const c of columns) if (!/^\w+$/.test(c)) throw new Error(`unexpected column name ${c}`);
  const body = `params.push(${columns.map((c) => `value(row.${c})`).join(', ')});`;
  const make = new Function('value', `return function pushRow(row, params) { ${body} };`) as (value: (v: unknown) => unknown) => (row: T, params: unknown[]) => void;
  return make(sqliteValue);
}

function sqliteValue(v: unknown): unknown {
  return v instanceof Date ? sqliteDate(v) : v;
}
