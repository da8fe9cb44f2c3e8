/**
 * `npm run bench [-- name …]`: runs every benchmark section (or the named ones)
 * and prints markdown tables. Each bench/<name>.ts exports run().
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !['run.ts', 'lib.ts'].includes(f))
  .map((f) => f.slice(0, -3))
  .sort((a, b) => (a === 'platform' ? -1 : b === 'platform' ? 1 : a.localeCompare(b)));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${all.join(', ')}`);
  process.exit(1);
}

console.log(`# svc-score-engine benchmarks — ${new Date().toISOString()} — node ${process.version}`);
for (const name of wanted.length ? wanted : all) {
  const mod = (await import(pathToFileURL(path.join(dir, `${name}.ts`)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') continue;
  await mod.run();
}
