// GET /openapi.json and the interactive reference at /docs: Swagger UI from the
// swagger-ui-dist package, served by the service itself (no CDN: it may run offline).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { AppError, notFound } from '../../platform/errors';
import { errorReply, send } from '../handler';
import { printedOpenApi } from './document';

const ASSET_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The files of the package the page loads, and nothing else of the file system. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>svc-score-engine API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// A file rather than an inline script, so that the page's CSP allows scripts from 'self' only.
// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: true,
  showExtensions: true,
  persistAuthorization: false,
});
`;

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes on its elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const isReferencePath = (p: string) => p === '/openapi.json' || p === '/docs' || p.startsWith('/docs/');

const cache = new Map<string, Buffer>();
function asset(name: string): Buffer {
  let body = cache.get(name);
  if (!body) cache.set(name, (body = readFileSync(path.join(ASSET_DIR, name))));
  return body;
}

function reply(req: IncomingMessage, res: ServerResponse, requestId: string, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': payload.length, 'X-Request-ID': requestId, 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** No authentication: the document describes the API, it holds no data. */
export async function serveReference(req: IncomingMessage, res: ServerResponse, requestId: string, p: string): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const err = new AppError(405, 'NOT_FOUND', 'Method not allowed; use GET', { allowed: ['GET'] }, { Allow: 'GET' });
    return send(res, requestId, errorReply(err, requestId));
  }
  if (p === '/openapi.json') return reply(req, res, requestId, 'application/json; charset=utf-8', printedOpenApi(), { 'Access-Control-Allow-Origin': '*' });
  if (p === '/docs') return reply(req, res, requestId, 'text/html; charset=utf-8', PAGE, { 'Content-Security-Policy': CSP });
  const name = p.slice('/docs/'.length);
  if (name === 'init.js') return reply(req, res, requestId, ASSETS['swagger-ui-bundle.js'], INIT);
  if (!Object.hasOwn(ASSETS, name)) return send(res, requestId, errorReply(notFound(`No route for GET ${p}`), requestId));
  return reply(req, res, requestId, ASSETS[name], asset(name), { 'Cache-Control': 'public, max-age=3600' });
}
