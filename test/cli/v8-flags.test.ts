import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const flags = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/v8-flags.ts')).href;

/** V8's regexp trace after src/v8-flags.ts is loaded, for one regexp run three times on a short string. */
function traceAfterFlags(env: NodeJS.ProcessEnv): string {
  const script = `await import(${JSON.stringify(flags)}); process.stdout.write('MARK\\n'); for (let i = 0; i < 3; i++) /zq+x(?:ab|cd)/.exec('zzqqxcd');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--trace-regexp-tier-up', '--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout.slice(run.stdout.indexOf('MARK'));
}

describe('src/v8-flags.ts', () => {
  it('makes V8 compile regexps to native code at once, never interpreting them', () => {
    const trace = traceAfterFlags({ SVC_REGEXP_TIER_UP: '' });
    expect(trace).toContain('native code size');
    expect(trace).not.toContain('bytecode size');
  });

  it('keeps V8 default tier-up (interpreter first) with SVC_REGEXP_TIER_UP=1', () => {
    expect(traceAfterFlags({ SVC_REGEXP_TIER_UP: '1' })).toContain('bytecode size');
  });
});
