// Opens the Prisma client for DATABASE_URL: SQLite (single node) or PostgreSQL.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import Sqlite from 'better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient as PostgresPrismaClient } from '../generated/postgres/client';
import { PrismaClient } from '../generated/sqlite/client';
import { providerOf, sqliteFilePath } from './database-url';
import { startCheckpointer, WAL_SAFETY_PAGES } from './checkpointer';
import { ReadsSinceHeader, WalHeader } from './wal-header';
import type { Provider } from './schema-files';

export { providerOf };

// Both generated clients come from the same models, so their APIs are the same;
// the rest of the code is typed against the SQLite one.
export type Database = {
  prisma: PrismaClient;
  provider: Provider;
  url: string;
  /**
   * SQLite only: a number that changes whenever another connection — Prisma's, or
   * another process such as `svc keys revoke` — commits a write (PRAGMA
   * data_version of the `hot` connection). Hot-path caches compare it per request,
   * so such a write invalidates them before the next request is answered.
   */
  changeVersion?: () => number;
  /**
   * SQLite only: a second, plain better-sqlite3 connection for the per-request
   * statements of the hot path (credit debits). Prisma costs ~0.3 ms per statement
   * here; a prepared statement costs microseconds. Its own commits do not change
   * changeVersion(), so debits do not invalidate the key cache.
   */
  hot?: Sqlite.Database;
  /**
   * SQLite in WAL mode: the wal-index header, which any commit changes (wal-header.ts). Hot-path
   * reads are reused while it is unchanged; undefined: read every time.
   */
  walHeader?: WalHeader;
  close(): Promise<void>;
};

const postgresPoolSize = 10;

// WAL lets readers run during a write; NORMAL is durable under WAL except for
// the last transactions on power loss; busy_timeout makes a second process wait
// for the write lock instead of failing at once.
const sqlitePragmas = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  PRAGMA busy_timeout = 5000;
  PRAGMA foreign_keys = ON;
  PRAGMA wal_autocheckpoint = ${WAL_SAFETY_PAGES};
`;

export async function openDatabase(databaseUrl: string): Promise<Database> {
  const provider = providerOf(databaseUrl);
  const prisma =
    provider === 'sqlite'
      ? new PrismaClient({ adapter: sqliteAdapterFactory(databaseUrl) })
      : (new PostgresPrismaClient({
          adapter: new PrismaPg({ connectionString: databaseUrl, max: postgresPoolSize }),
        }) as unknown as PrismaClient);
  // Connect now so a bad URL fails at start-up rather than on the first request.
  await prisma.$connect();
  if (provider === 'postgresql') return { prisma, provider, url: databaseUrl, close: () => prisma.$disconnect() };
  const file = sqliteFilePath(databaseUrl);
  const hot = new Sqlite(file, { fileMustExist: true, timeout: 5000 });
  hot.pragma('synchronous = NORMAL');
  hot.pragma(`wal_autocheckpoint = ${WAL_SAFETY_PAGES}`);
  const dataVersion = hot.prepare('PRAGMA data_version').pluck();
  dataVersion.get(); // a read: the -shm file exists from here on
  const walHeader = hot.pragma('journal_mode', { simple: true }) === 'wal' ? WalHeader.open(file, hot.pragma('page_size', { simple: true }) as number) : undefined;
  // data_version changes only when a commit does: read it again only after the header has changed.
  const versions = new ReadsSinceHeader<number>(walHeader, 1);
  const checkpointer = startCheckpointer(file);
  return {
    prisma,
    provider,
    url: databaseUrl,
    changeVersion: () => {
      const kept = versions.get('');
      if (kept !== undefined) return kept;
      const version = dataVersion.get() as number;
      versions.set('', version);
      return version;
    },
    hot,
    walHeader,
    close: async () => {
      await checkpointer.close();
      walHeader?.close();
      hot.close();
      await prisma.$disconnect();
    },
  };
}

// Pragmas are per connection, so apply them to every connection the adapter opens.
function sqliteAdapterFactory(databaseUrl: string): SqlDriverAdapterFactory {
  const factory = new PrismaBetterSqlite3({ url: sqliteFilePath(databaseUrl) });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      await adapter.executeScript(sqlitePragmas);
      return adapter;
    },
  };
}
