// DATABASE_URL forms: `file:./data/svc.db`, a plain path, or postgres(ql)://.
import type { Provider } from './schema-files';

export function providerOf(databaseUrl: string): Provider {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgresql' : 'sqlite';
}

// better-sqlite3 takes a path; relative paths resolve against the working directory.
export function sqliteFilePath(databaseUrl: string): string {
  return databaseUrl.replace(/^file:(\/\/)?/, '').replace(/\?.*$/, '');
}
