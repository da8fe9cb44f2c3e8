// A generated file that is committed (schema.graphql, openapi.json): written by
// `npm run X:print`; with `--check`, exits 1 when the committed copy is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function printOrCheck(name: string, current: string, printScript: string): void {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', name);
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (committed !== current) {
      process.stderr.write(`${name} is stale: run \`npm run ${printScript}\` and commit it.\n`);
      process.exit(1);
    }
    process.stdout.write(`${name} is up to date.\n`);
  } else {
    writeFileSync(file, current);
    process.stdout.write(`Wrote ${file}\n`);
  }
}
