// PostgreSQL for tests: TEST_DATABASE_URL points at a server whose user may
// create databases. Without it PostgreSQL suites are skipped, except on CI
// (CI=true), where a missing database must fail the run instead of hiding it.
import { createScratchDatabase as createScratchDatabaseOn, type ScratchDatabase } from '../../src/db/pg-scratch';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

if (!testDatabaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL must be set when CI=true; PostgreSQL tests may not be skipped on CI.');
}

// For `describe.skipIf(!hasPostgres)`.
export const hasPostgres = Boolean(testDatabaseUrl);

// A fresh, empty database on the test server; call drop() in afterAll/afterEach.
export function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set.');
  return createScratchDatabaseOn(testDatabaseUrl, 'svc_test');
}
