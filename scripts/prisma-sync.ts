// Regenerates prisma/postgres/schema.prisma from prisma/sqlite/schema.prisma.
// `--check` only reports: exit code 1 when the PostgreSQL schema is stale.
import { isPostgresSchemaInSync, syncPostgresSchema } from '../src/db/schema-files';

if (process.argv.includes('--check')) {
  if (!(await isPostgresSchemaInSync())) {
    console.error('prisma/postgres/schema.prisma is stale: run `npm run db:sync`.');
    process.exit(1);
  }
  console.log('prisma/postgres/schema.prisma is up to date.');
} else {
  const changed = await syncPostgresSchema();
  console.log(changed ? 'Wrote prisma/postgres/schema.prisma.' : 'prisma/postgres/schema.prisma is up to date.');
}
