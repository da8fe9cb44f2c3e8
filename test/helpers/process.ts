// Runs the real `svc` CLI as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { V8_FLAGS } from '../../src/server/v8-flags';

export const SVC_BIN = path.resolve(__dirname, '../../bin/svc.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runSvc(args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...V8_FLAGS, SVC_BIN, ...args], { env: { ...process.env, SVC_LOG: 'error', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`svc ${args.join(' ')} timed out\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it wrote on stderr so far. */
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `svc serve` on a free port; resolves once it prints its URL. One process unless `workers` says otherwise.
 * Started as `npm start` starts it, with the serving V8 flags, unless `v8Flags: false` (a bare `node bin/svc.js`).
 */
export function spawnServer(env: Record<string, string>, options: { workers?: number; v8Flags?: boolean } = {}): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const flags = options.v8Flags === false ? [] : V8_FLAGS;
    const child = spawn(process.execPath, [...flags, SVC_BIN, 'serve', '--workers', String(options.workers ?? 1)], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SVC_LOG: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start\n${out}\n${err}`));
    }, 90_000);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          child,
          stderr: () => err,
          stop: (signal = 'SIGTERM') =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill(signal);
            }),
        });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!/listening on/.test(out)) reject(new Error(`server exited with ${code}\n${err}`));
    });
  });
}
