// V8 options every serving process runs with. They must be given when the process
// starts (setting them at run time with v8.setFlagsFromString crashed the server):
// bin/svc.js's shebang and `npm start` pass them, cluster workers inherit them
// from here (cluster.ts), the bench and the tests' spawned servers pass them too.
//
// --no-regexp-tier-up: compile every regular expression to machine code on its first
// use. By default V8 starts a regexp in its bytecode interpreter and compiles it only
// after a tier-up tick, and runs through the fast exec/test path on strings under 1,000
// characters never tick: most detector regexps, run on sentences and JSON values,
// stayed interpreted for the life of the process (docs/decisions.md, "V8 flags";
// `npm run bench -- scoring pii` on a quiet machine: 1 KB eval 2.0 -> 1.1 ms, 100 KB
// adversarial 190 -> 40 ms, PII on prose 5 -> 25-38 MB/s). What a regexp matches is
// the same either way; only speed differs.
export const V8_FLAGS: readonly string[] = ['--no-regexp-tier-up'];

/** `execArgv` plus whichever of V8_FLAGS it lacks. */
export function withV8Flags(execArgv: readonly string[]): string[] {
  return [...execArgv, ...V8_FLAGS.filter((f) => !execArgv.includes(f))];
}
