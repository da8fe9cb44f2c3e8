// Where the Prisma schemas and migration folders live, and the one transform
// that derives the PostgreSQL schema from the SQLite source of truth.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationList } from '@prisma/schema-engine-wasm';

export type Provider = 'sqlite' | 'postgresql';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const providerDirectory: Record<Provider, string> = { sqlite: 'sqlite', postgresql: 'postgres' };

export function schemaPath(provider: Provider): string {
  return path.join(projectRoot, 'prisma', providerDirectory[provider], 'schema.prisma');
}

export function migrationsDirectory(provider: Provider): string {
  return path.join(projectRoot, 'prisma', providerDirectory[provider], 'migrations');
}

export const generatedHeader =
  '// GENERATED from prisma/sqlite/schema.prisma by scripts/prisma-sync.ts. Do not edit;\n' +
  '// change the SQLite schema and run `npm run db:sync` (or `npm run db:migration -- <name>`).\n';

// The schemas differ only in the datasource provider and the generated client's
// output directory; anything else would make the two databases drift apart.
export function toPostgresSchema(sqliteSchema: string): string {
  const replacements: Array<[RegExp, string]> = [
    [/^([ \t]*provider[ \t]*=[ \t]*)"sqlite"/m, '$1"postgresql"'],
    [/^([ \t]*output[ \t]*=[ \t]*)"\.\.\/\.\.\/src\/generated\/sqlite"/m, '$1"../../src/generated/postgres"'],
  ];
  let schema = sqliteSchema;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(schema)) throw new Error(`prisma/sqlite/schema.prisma: expected to find ${pattern}`);
    schema = schema.replace(pattern, replacement);
  }
  return generatedHeader + '\n' + schema;
}

export async function expectedPostgresSchema(): Promise<string> {
  return toPostgresSchema(await readFile(schemaPath('sqlite'), 'utf8'));
}

export async function isPostgresSchemaInSync(): Promise<boolean> {
  const current = await readFile(schemaPath('postgresql'), 'utf8').catch(() => '');
  return current === (await expectedPostgresSchema());
}

// Rewrites prisma/postgres/schema.prisma; returns whether it changed.
export async function syncPostgresSchema(): Promise<boolean> {
  if (await isPostgresSchemaInSync()) return false;
  await writeFile(schemaPath('postgresql'), await expectedPostgresSchema());
  return true;
}

// Same shape as the Prisma CLI builds for the schema engine: migration folders
// sorted by name (timestamp prefix), each with its migration.sql.
export async function readMigrationList(provider: Provider): Promise<MigrationList> {
  const baseDir = migrationsDirectory(provider);
  const lockfilePath = 'migration_lock.toml';
  const lockfileContent = await readFile(path.join(baseDir, lockfilePath), 'utf8').catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => {
      const content = await readFile(path.join(baseDir, folder, 'migration.sql'), 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (error: Error) => ({ tag: 'error' as const, value: error.message }),
      );
      return { path: folder, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  return {
    baseDir,
    lockfile: { path: lockfilePath, content: lockfileContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}
