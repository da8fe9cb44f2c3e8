#!/usr/bin/env -S node --no-regexp-tier-up
// The V8 flags of src/server/v8-flags.ts: only a process's start can set them.
// Runs the TypeScript sources directly through tsx's loader.
import { register } from 'tsx/esm/api';

// Production unless the environment says otherwise. graphql-js reads it once, when loaded: in any
// other mode its every type check (instanceOf, dozens per GraphQL request) also looks for a second
// copy of graphql (Symbol.toStringTag getters), ~25 µs CPU per detectPromptInjection request
// (docs/performance.md, "GraphQL ÷ REST, fourth pass"). Tests run with vitest's NODE_ENV=test.
process.env.NODE_ENV ??= 'production';

register();
const { main } = await import('../src/cli.ts');
await main(process.argv.slice(2));
