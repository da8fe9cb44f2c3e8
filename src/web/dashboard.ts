// Serves the compliance dashboard (built by `npm run dashboard:build` into
// dist/dashboard) at /dashboard. The page holds no secret: it asks for an API key and
// talks to /graphql like any client. Files are read once and kept in memory; a
// strict CSP (no inline script or style, same-origin connections only) goes on every reply.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DASHBOARD_PATH = '/dashboard';
export const DASHBOARD_DIST = fileURLToPath(new URL('../../dist/dashboard', import.meta.url));

export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // 'self' covers ws:/wss: on the same host and port (CSP 3).
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

interface Asset {
  body: Buffer;
  type: string;
  /** Vite names assets by content hash: those may be cached for good. */
  immutable: boolean;
}

const MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dashboard not built</title></head>
<body><h1>The dashboard is not built</h1>
<p>Run <code>npm run dashboard:build</code> (it runs on <code>npm install</code>; it needs the devDependencies) and restart the service.</p>
</body></html>
`;

function loadAssets(dir: string): Map<string, Asset> | null {
  if (!existsSync(path.join(dir, 'index.html'))) return null;
  const assets = new Map<string, Asset>();
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      const full = path.join(dir, rel);
      if (statSync(full).isDirectory()) walk(rel);
      else assets.set(rel, { body: readFileSync(full), type: TYPES[path.extname(name)] ?? 'application/octet-stream', immutable: rel.startsWith('assets/') });
    }
  };
  walk('');
  return assets;
}

const DASHBOARD_PREFIX = `${DASHBOARD_PATH}/`;

export function isDashboardPath(p: string): boolean {
  return p === DASHBOARD_PATH || p.startsWith(DASHBOARD_PREFIX);
}

/** A handler for /dashboard and /dashboard/…; `dir` is for tests. */
export function createDashboardHandler(dir = DASHBOARD_DIST) {
  let assets: Map<string, Asset> | null | undefined;
  return (req: IncomingMessage, res: ServerResponse, requestId: string, p: string): void => {
    // Built files appear after start (npm run dashboard:build) without a restart.
    if (!assets) assets = loadAssets(dir);
    const headers = {
      'Content-Security-Policy': DASHBOARD_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Request-ID': requestId,
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    if (!assets) {
      res.writeHead(503, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' });
      res.end(req.method === 'HEAD' ? undefined : MISSING_PAGE);
      return;
    }
    const rel = p === DASHBOARD_PATH || p === `${DASHBOARD_PATH}/` ? 'index.html' : p.slice(DASHBOARD_PATH.length + 1);
    const asset = assets.get(rel);
    if (!asset) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': asset.type,
      'Content-Length': asset.body.length,
      'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : asset.body);
  };
}
