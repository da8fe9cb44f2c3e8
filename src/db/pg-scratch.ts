// Throw-away PostgreSQL databases on the server of a given URL: the schema
// engine's shadow database, and isolated databases for tests.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

export async function createScratchDatabase(serverUrl: string, namePrefix: string): Promise<ScratchDatabase> {
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a caller forgot to close, so cleanup cannot hang.
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
