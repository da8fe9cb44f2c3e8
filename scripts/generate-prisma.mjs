// Runs `prisma generate` for both schemas at install time.
// Prisma 7's CLI wants a schema-engine binary it would download; generate does
// not use it, so point it at any existing file (this script) to skip the fetch.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(import.meta.url),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const prismaCli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
for (const provider of ['sqlite', 'postgres']) {
  execFileSync(process.execPath, [prismaCli, 'generate', '--schema', path.join(root, 'prisma', provider, 'schema.prisma')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
