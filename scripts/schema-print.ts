// Prints the GraphQL schema built by the code into schema.graphql.
// `--check` exits 1 when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from '../src/graphql/schema';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema.graphql');
const current = printedSchema();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== current) {
    process.stderr.write('schema.graphql is stale: run `npm run schema:print` and commit it.\n');
    process.exit(1);
  }
  process.stdout.write('schema.graphql is up to date.\n');
} else {
  writeFileSync(file, current);
  process.stdout.write(`Wrote ${file}\n`);
}
