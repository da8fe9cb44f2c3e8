import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { V8_FLAGS } from './src/server/v8-flags';

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node, and so every library
    // loaded from node_modules (Pothos, yoga), gets the CJS build; make our own
    // code get the same copy, or its types come "from another realm".
    alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Database-backed suites share PostgreSQL and Redis; keep files in separate
    // processes but avoid oversubscribing the 2-core CI machine.
    pool: 'forks',
    maxWorkers: 2,
    // The V8 flags the server runs with (src/server/v8-flags.ts): the same regexp engine, and faster.
    execArgv: [...V8_FLAGS],
  },
});
