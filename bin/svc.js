#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx's loader.
import { register } from 'tsx/esm/api';

register();
// V8 flags before any regexp runs (src/v8-flags.ts says why).
await import('../src/v8-flags.ts');
const { main } = await import('../src/cli.ts');
await main(process.argv.slice(2));
