// `--help` on every command, usage errors (exit 2), and the progress bar, through the real binary.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runSvc, SVC_BIN } from '../helpers/process';
import { V8_FLAGS } from '../../src/server/v8-flags';
import { progressBar } from '../../src/platform/progress';

const COMMANDS = [
  ['serve'],
  ['migrate'],
  ['plans'],
  ['keys', 'create'],
  ['keys', 'list'],
  ['keys', 'rename'],
  ['keys', 'revoke'],
  ['apps', 'list'],
  ['evidence', 'verify'],
  ['evidence', 'chain-verify'],
  ['evidence', 'checkpoints'],
  ['evidence', 'move-key'],
];

describe('bin/svc.js run as a program', () => {
  it('starts through its shebang, which passes the serving V8 flags', () => {
    // `npx svc` and a global install run the file itself: `env -S` must split the flags off.
    expect(readFileSync(SVC_BIN, 'utf8').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${V8_FLAGS.join(' ')}`);
    const out = execFileSync(SVC_BIN, ['--help'], { encoding: 'utf8', env: { ...process.env, SVC_LOG: 'error' } });
    expect(out).toMatch(/^Usage: svc <command>/);
    expect(out).toContain('serve ');
  });
});

describe('svc --help', () => {
  it('prints the commands, and each group its own', async () => {
    // An invalid configuration does not stop help.
    const [top, keys, evidence, helpCmd] = await Promise.all([
      runSvc(['--help'], { PORT: 'eighty' }),
      runSvc(['keys', '--help'], {}),
      runSvc(['evidence', '-h'], {}),
      runSvc(['help', 'apps'], {}),
    ]);
    expect(top.code, top.stderr).toBe(0);
    for (const name of COMMANDS.map((c) => c.join(' '))) expect(top.stdout).toContain(name);
    expect(keys.code).toBe(0);
    expect(keys.stdout).toMatch(/^Usage: svc keys <command>/);
    expect(keys.stdout).toContain('keys revoke');
    expect(keys.stdout).not.toContain('evidence verify');
    expect(evidence.code).toBe(0);
    expect(evidence.stdout).toContain('evidence chain-verify');
    expect(helpCmd.code).toBe(0);
    expect(helpCmd.stdout).toContain('apps list');
  }, 120_000);

  it('every command has --help: exit 0, its usage and options, nothing run', async () => {
    // A few at a time: each is a Node process on a shared machine.
    const results = [];
    for (let i = 0; i < COMMANDS.length; i += 4) {
      results.push(...(await Promise.all(COMMANDS.slice(i, i + 4).map((c) => runSvc([...c, '--help'], { DATABASE_URL: 'file:/nonexistent/dir/never.db' }, 120_000)))));
    }
    results.forEach((r, i) => {
      const name = COMMANDS[i].join(' ');
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: svc ${name}`));
      expect(r.stdout).toContain('-h, --help');
      expect(r.stderr).toBe('');
    });
    expect(results[0].stdout).toContain('--workers N');
    expect(results[3].stdout).toMatch(/--plan PLAN\s+free, pro, business, enterprise/);
    expect(results[9].stdout).toContain('--checkpoint FILE');
  }, 400_000);

  it.each([
    [['keys', 'create', '--app', 'x', '--bogus'], /Unknown option '--bogus'/, /svc keys create --help/],
    [['plans', '--jsno'], /Unknown option '--jsno'/, /svc plans --help/],
    [['keys'], /svc keys needs a command/, /svc keys --help/],
    [['keys', 'frobnicate'], /Unknown keys command "frobnicate"/, /svc keys --help/],
    [['keys', 'rename', 'only-id'], /keys rename needs ID and LABEL/, /svc keys rename --help/],
    [['apps', 'list', 'extra'], /Unexpected argument "extra"/, /svc apps list --help/],
    [['serve', '--workers', '0'], /--workers must be a positive integer/, /svc serve --help/],
    [['frobnicate'], /Unknown command "frobnicate"/, /svc --help/],
  ])('svc %j is a usage error: exit 2 with a message', async (args, message, hint) => {
    const r = await runSvc(args as string[], {}, 120_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(hint);
    expect(r.stdout).toBe('');
  }, 130_000);
});

describe('progress bar', () => {
  const stream = (tty: boolean) => {
    const s = new PassThrough() as PassThrough & { isTTY?: boolean; columns?: number; cursorTo?: unknown; clearLine?: unknown; moveCursor?: unknown };
    let written = '';
    s.on('data', (d) => (written += d));
    if (tty) Object.assign(s, { isTTY: true, columns: 80, cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
    return { s: s as unknown as NodeJS.WriteStream, written: () => written };
  };

  it('draws on a terminal and stays silent on a pipe', async () => {
    const tty = stream(true);
    const bar = progressBar('chain app', tty.s);
    bar.update(2000, 5000);
    bar.update(5000, 5000);
    bar.stop();
    expect(tty.written()).toContain('chain app');
    expect(tty.written()).toContain('5000/5000');
    const pipe = stream(false);
    const quiet = progressBar('chain app', pipe.s);
    quiet.update(1, 2);
    quiet.stop();
    expect(pipe.written()).toBe('');
  });
});
