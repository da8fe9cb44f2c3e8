#!/usr/bin/env -S node --no-regexp-tier-up
// The V8 flags of src/server/v8-flags.ts: only a process's start can set them.
// Runs the TypeScript sources directly through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
await main(process.argv.slice(2));
