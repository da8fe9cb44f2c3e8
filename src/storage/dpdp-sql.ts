// Running the DPDP storage's own SQL on either database: statements are written
// once with `?` placeholders; PostgreSQL gets them numbered through Prisma, SQLite
// runs them on the plain better-sqlite3 connection (Database.hot).
import type Sqlite from 'better-sqlite3';

/** A statement with `?` placeholders (the SQL has no other question marks). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** `?` placeholders → `$1, $2, …` for PostgreSQL. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Prisma stores SQLite DateTime as ISO 8601 text with a numeric offset; bind dates the same way. */
export const sqliteValue = (v: unknown): unknown => (v instanceof Date ? v.toISOString().replace('Z', '+00:00') : v);

/** Each connection's own busy timeout, restored after every `withoutBusyWait`. */
const busyTimeouts = new WeakMap<Sqlite.Database, number>();

/**
 * Runs `fn` synchronously with the connection's busy timeout at 0, so that a lock
 * held by another connection fails at once (SQLITE_BUSY) instead of blocking the
 * event loop — which Prisma's connection may need to finish the transaction that
 * holds the lock. Callers retry later.
 */
export function withoutBusyWait<T>(db: Sqlite.Database, fn: () => T): T {
  let busyTimeout = busyTimeouts.get(db);
  if (busyTimeout === undefined) busyTimeouts.set(db, (busyTimeout = db.pragma('busy_timeout', { simple: true }) as number));
  db.pragma('busy_timeout = 0');
  try {
    return fn();
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

export const isBusy = (err: unknown): boolean => (err as { code?: string }).code === 'SQLITE_BUSY';
