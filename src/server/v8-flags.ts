// V8 options every serving process runs with. They must be given when the process
// starts (setting them at run time with v8.setFlagsFromString crashed the server):
// bin/svc.js's shebang and `npm start` pass them, cluster workers inherit them
// from here (cluster.ts), the bench and the tests' spawned servers pass them too.
//
// --no-regexp-tier-up: keep regular expressions in V8's bytecode interpreter instead
// of compiling each to machine code after its first run. The detectors run hundreds
// of regexps once or twice per request, often on short strings, and V8 drops compiled
// regexp code in garbage collection, so the compilation is paid again and again;
// interpreted they cost less in total (`npm run bench -- scoring pii`, docs/performance.md,
// "V8 regexp tier-up": 1 KB eval 2.0 -> 1.1 ms, 100 KB adversarial 190 -> 40 ms,
// PII prose 5 -> 30 MB/s). Semantics are the same; only speed differs.
export const V8_FLAGS: readonly string[] = ['--no-regexp-tier-up'];

/** `execArgv` plus whichever of V8_FLAGS it lacks. */
export function withV8Flags(execArgv: readonly string[]): string[] {
  return [...execArgv, ...V8_FLAGS.filter((f) => !execArgv.includes(f))];
}
