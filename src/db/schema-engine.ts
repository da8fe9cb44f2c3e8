// Prisma's WebAssembly schema engine (the native binary cannot be downloaded
// here), driven through the same driver adapters the app uses at run time.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine, SchemasContainer } from '@prisma/schema-engine-wasm';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import { providerOf, sqliteFilePath } from './database-url';
import { createScratchDatabase } from './pg-scratch';
import { readMigrationList, schemaPath } from './schema-files';

export type { SchemaEngine };

let loaded: Promise<typeof bindings.SchemaEngine> | undefined;

// wasm-bindgen's "bundler" output expects the bundler to wire the .wasm file
// to its JS glue; do that by hand, once per process.
function loadSchemaEngine(): Promise<typeof bindings.SchemaEngine> {
  loaded ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm');
    const bytes = await readFile(path.join(path.dirname(entry), 'schema_engine_bg.wasm'));
    const module = await WebAssembly.compile(new Uint8Array(bytes));
    const imports: WebAssembly.ModuleImports = { ...bindings };
    // The engine races each PostgreSQL advisory-lock wait against a 10 s timer
    // that it never clears; unref it so a finished CLI run can exit at once.
    for (const name of Object.keys(bindings).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
    const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': imports });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings.SchemaEngine;
  })();
  return loaded;
}

// The engine does not close every connection it opens (not even on free()), so
// record each adapter and dispose it afterwards, at most once.
function trackConnections(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: Array<() => Promise<void>> = [];
  function remember(adapter: SqlDriverAdapter): SqlDriverAdapter {
    const dispose = adapter.dispose.bind(adapter);
    let disposed: Promise<void> | undefined;
    adapter.dispose = () => (disposed ??= dispose());
    opened.push(() => adapter.dispose());
    return adapter;
  }
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => remember(await factory.connect()),
    connectToShadowDb: async () => remember(await factory.connectToShadowDb()),
  };
  return { tracked, closeAll: async () => void (await Promise.all(opened.map((close) => close()))) };
}

function adapterFactoryFor(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  return providerOf(databaseUrl) === 'sqlite'
    ? sqliteFactoryAcceptingScripts(databaseUrl)
    : pgFactoryWithWorkingShadow(databaseUrl);
}

// The engine sends whole migration scripts through executeRaw, which
// better-sqlite3 prepares as one statement and rejects when there are several;
// run those as a script instead.
function sqliteFactoryAcceptingScripts(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaBetterSqlite3({ url: sqliteFilePath(databaseUrl) });
  const acceptScripts = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      try {
        return await executeRaw(query);
      } catch (error) {
        if (query.args.length > 0 || !String((error as Error).message).includes('more than one statement')) throw error;
        await adapter.executeScript(query.sql);
        return 0;
      }
    };
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => acceptScripts(await factory.connect()),
    connectToShadowDb: async () => acceptScripts(await factory.connectToShadowDb()),
  };
}

// PrismaPg's own shadow database does not work: pg lets the connection string
// override the shadow database name, and it drops the database before closing
// its pool. Use a scratch database that is dropped after its pool is closed.
function pgFactoryWithWorkingShadow(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = pgAdapterFactory(databaseUrl);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: async () => {
      const shadow = await createScratchDatabase(databaseUrl, 'prisma_shadow');
      const adapter = await pgAdapterFactory(shadow.url).connect();
      const closePool = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await closePool();
        await shadow.drop();
      };
      return adapter;
    },
  };
}

function pgAdapterFactory(databaseUrl: string): PrismaPg {
  const config = { connectionString: databaseUrl, Client: CharAsTextClient };
  // @prisma/adapter-pg is typed against a newer @types/pg than the project's
  // (the pg runtime is the same), so the two Client class types do not match.
  return new PrismaPg(config as unknown as ConstructorParameters<typeof PrismaPg>[0]);
}

const charOid = 18;
const textOid = 25;

function reportCharAsText(result: pg.QueryResult | undefined) {
  for (const field of result?.fields ?? []) {
    if (field.dataTypeID === charOid) field.dataTypeID = textOid;
  }
  return result;
}

// The engine's PostgreSQL introspection selects catalog columns of the internal
// one-byte type "char" (pg_class.relkind, ...), which @prisma/adapter-pg 7.10
// rejects as unsupported; they hold a single character, so report them as text.
class CharAsTextClient extends pg.Client {
  // `any`: forwards every overload of pg's query() unchanged.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function') {
      return super.query(config, (error: Error | null, result: pg.QueryResult) => values(error, reportCharAsText(result)));
    }
    if (typeof callback === 'function') {
      return super.query(config, values, (error: Error | null, result: pg.QueryResult) =>
        callback(error, reportCharAsText(result)),
      );
    }
    const pending = super.query(config, values);
    return typeof pending?.then === 'function' ? pending.then(reportCharAsText) : pending;
  }
}

async function schemaContainer(databaseUrl: string): Promise<SchemasContainer> {
  const file = schemaPath(providerOf(databaseUrl));
  return { files: [{ path: file, content: await readFile(file, 'utf8') }] };
}

export const noFilters = { externalTables: [], externalEnums: [] };

// Runs `fn` with an engine connected to `databaseUrl` (using that provider's
// schema file) and releases the engine and its connections afterwards.
export async function withSchemaEngine<T>(databaseUrl: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const SchemaEngineClass = await loadSchemaEngine();
  const schema = await schemaContainer(databaseUrl);
  const { tracked, closeAll } = trackConnections(adapterFactoryFor(databaseUrl));
  const engine = await SchemaEngineClass.new(
    { datamodels: schema.files.map((file) => [file.path, file.content]) },
    () => {},
    bindMigrationAwareSqlAdapterFactory(tracked),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await closeAll();
  }
}

// The SQL that takes a database built from the migrations folder to the schema
// file ('' when they match). The engine replays the migrations on a shadow
// database (SQLite: in memory; PostgreSQL: a scratch database on the URL's server).
export async function pendingSchemaChanges(databaseUrl: string): Promise<string> {
  const migrationsList = await readMigrationList(providerOf(databaseUrl));
  const schema = await schemaContainer(databaseUrl);
  const { exitCode, stdout } = await withSchemaEngine(databaseUrl, (engine) =>
    engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', ...schema },
      script: true,
      exitCode: true,
      filters: noFilters,
    }),
  );
  // With exitCode requested the engine reports 2 for a non-empty diff.
  return exitCode === 2 ? (stdout ?? '') : '';
}
