// Where the real PostgreSQL and Redis of the test run are. Locally a missing one
// skips its cases; in CI (CI=true) it is a failure, never a silent skip.
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const inCI = process.env.CI === 'true';

if (inCI && !TEST_DATABASE_URL) throw new Error('CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests must run in CI');
if (inCI && !TEST_REDIS_URL) throw new Error('CI=true but TEST_REDIS_URL is not set: Redis tests must run in CI');

export type Provider = 'sqlite' | 'postgresql';

/** The databases every persistence test runs against. */
export const PROVIDERS: Provider[] = TEST_DATABASE_URL ? ['sqlite', 'postgresql'] : ['sqlite'];
