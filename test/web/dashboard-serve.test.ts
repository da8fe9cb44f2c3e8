// /dashboard over HTTP: the built files with their content types and a strict CSP, a
// clear 503 when the dashboard is not built, 404 and 405 for the rest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardHandler } from '../../src/web/dashboard';
import { normalizePath } from '../../src/rest/router';

async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const handler = createDashboardHandler(dir);
  const server = createServer((req, res) => handler(req, res, 'req_test', normalizePath((req.url ?? '/').split('?')[0])));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A GET with the path exactly as given (fetch would resolve `..`). */
const rawStatus = (url: string, p: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    get({ hostname, port, path: p }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    }).on('error', reject);
  });

describe('dashboard files', () => {
  let dir: string;
  let built: { server: Server; url: string };
  let missing: { server: Server; url: string };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'svc-dash-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/dashboard/assets/app-1.js"></script>');
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'assets', 'app-1.css'), 'body{}');
    built = await serve(dir);
    missing = await serve(path.join(dir, 'nothing-here'));
  });
  afterAll(() => {
    built.server.close();
    missing.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/dashboard', 'text/html; charset=utf-8', 'no-cache'],
    ['/dashboard/', 'text/html; charset=utf-8', 'no-cache'],
    ['/dashboard/assets/app-1.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/dashboard/assets/app-1.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
  ])('%s → 200 %s', async (p, type, cache) => {
    const res = await fetch(built.url + p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it.each([['/dashboard/assets/nope.js'], ['/dashboard/../package.json'], ['/dashboard/assets/../index.html'], ['/dashboard/%2e%2e/package.json']])('%s → 404', async (p) => {
    expect(await rawStatus(built.url, p)).toBe(404);
  });

  it('answers 405 to anything but GET and HEAD', async () => {
    const res = await fetch(built.url + '/dashboard', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 with how to build it when the dashboard is not built', async () => {
    const res = await fetch(missing.url + '/dashboard');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('npm run dashboard:build');
  });
});
