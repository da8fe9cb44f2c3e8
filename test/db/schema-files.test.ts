import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectedPostgresSchema, schemaPath, toPostgresSchema } from '../../src/db/schema-files';

describe('PostgreSQL schema generated from the SQLite schema', () => {
  it('prisma/postgres/schema.prisma is up to date (run `npm run db:sync`)', async () => {
    expect(await readFile(schemaPath('postgresql'), 'utf8')).toBe(await expectedPostgresSchema());
  });

  it('changes only the provider and the client output, under a generated header', () => {
    const sqlite = [
      'generator client {',
      '  provider = "prisma-client"',
      '  output   = "../../src/generated/sqlite"',
      '}',
      'datasource db {',
      '  provider = "sqlite"',
      '}',
      'model A {',
      '  id String @id // "sqlite" in a comment stays',
      '}',
    ].join('\n');
    const postgres = toPostgresSchema(sqlite);
    expect(postgres.startsWith('// GENERATED from prisma/sqlite/schema.prisma')).toBe(true);
    expect(postgres).toContain('  output   = "../../src/generated/postgres"');
    expect(postgres).toContain('  provider = "postgresql"');
    expect(postgres).toContain('  provider = "prisma-client"');
    expect(postgres).toContain('id String @id // "sqlite" in a comment stays');
    expect(postgres).not.toContain('src/generated/sqlite');
  });

  it.each([
    ['no sqlite provider', 'generator client {\n  output = "../../src/generated/sqlite"\n}\n'],
    ['no sqlite output', 'datasource db {\n  provider = "sqlite"\n}\n'],
  ])('refuses a schema with %s', (_case, schema) => {
    expect(() => toPostgresSchema(schema)).toThrow(/expected to find/);
  });
});
