// GET /metrics: Prometheus text format, behind SVC_METRICS_TOKEN (a bearer token
// of its own, so that a scraper needs no API key and an API key opens no metrics).
// Without the token configured the path does not exist (404): metrics name routes,
// plans and volumes, which are nobody's business by default.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, notFound, unauthenticated } from '../platform/errors';
import type { Services } from '../services/context';
import { answered } from '../services/observe';
import { errorReply, send } from './handler';

export const METRICS_PATH = '/metrics';

export async function serveMetrics(services: Services, req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
  const startedAt = performance.now();
  const token = services.config.metricsToken;
  const method = req.method ?? 'GET';
  let error: AppError | undefined;
  if (!token) error = notFound(`No route for ${method} ${METRICS_PATH}`);
  else if (method !== 'GET') error = new AppError(405, 'NOT_FOUND', 'Method not allowed; use GET', { allowed: ['GET'] }, { Allow: 'GET' });
  else if (!bearerMatches(req.headers.authorization, token)) error = unauthenticated('GET /metrics needs "Authorization: Bearer <SVC_METRICS_TOKEN>"');
  req.resume();
  if (error) send(res, requestId, errorReply(error, requestId, error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="metrics"' } : {}));
  else {
    const body = await services.metrics.metrics();
    res.writeHead(200, { 'Content-Type': services.metrics.contentType, 'Content-Length': Buffer.byteLength(body), 'X-Request-ID': requestId, 'Cache-Control': 'no-store' });
    res.end(body);
  }
  answered(services, { channel: 'rest', method, route: METRICS_PATH, status: res.statusCode, requestId, keyId: null, startedAt, milliCredits: 0 });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!m) return false;
  // Digests: a constant-time comparison whatever the lengths.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(m[1]), digest(token));
}

