// Prints the OpenAPI document built from the route table into openapi.json.
// `--check` exits 1 when the committed file is stale (like schema:check).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedOpenApi } from '../src/rest/openapi/document';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json');
const current = printedOpenApi();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== current) {
    process.stderr.write('openapi.json is stale: run `npm run openapi:print` and commit it.\n');
    process.exit(1);
  }
  process.stdout.write('openapi.json is up to date.\n');
} else {
  writeFileSync(file, current);
  process.stdout.write(`Wrote ${file}\n`);
}
