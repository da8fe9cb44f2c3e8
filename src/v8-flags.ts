/**
 * V8 settings for the service process, applied before any request is handled (bin/svc.js, and
 * the in-process benches so that they measure what the service runs).
 *
 * `--no-regexp-tier-up`: by default V8 runs a new regexp in its bytecode interpreter and compiles
 * it to native code only after a tier-up tick, but regexps executed through the fast `exec`/`test`
 * path on strings shorter than 1,000 characters never tick, so most of the scoring engine's ~600
 * rule regexps stayed interpreted for the life of the process. Compiling them on first use made
 * `evaluateText` on a 1 KB answer 2.4× cheaper in CPU (docs/accuracy-scoring.md, Speed).
 * SVC_REGEXP_TIER_UP=1 keeps V8's default (for A/B measurements).
 */
import v8 from 'node:v8';

if (process.env.SVC_REGEXP_TIER_UP !== '1') v8.setFlagsFromString('--no-regexp-tier-up');
