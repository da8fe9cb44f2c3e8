// The node:http handler of the REST facade: body limits, JSON parsing, auth and
// rate limits (via the request gate), the route table, one error mapper.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { AppError, errorBody, invalidRequest, notFound, payloadTooLarge, serviceUnavailable, toAppError } from '../platform/errors';
import { admit, rateLimit, rateLimitNow, recordUsage } from '../services/gate';
import { describeError } from '../platform/log';
import { fromMilli } from '../platform/plans';
import { CallContext, type KeyPrincipal, type Services } from '../services/context';
import { execute } from '../services/operation';
import { answered } from '../services/observe';
import { checkHealth, verifiedResultJson, verifyKey, verifyKeyNow } from '../services/platform';
import { revokedKeyDecision, TOOL_CALL_OPERATION } from '../services/agent';
import { Router, type Method } from './router';
import { routes } from './routes';
import type { OperationRoute, RestInput } from './route';

export const MAX_BODY_BYTES = 1024 * 1024;
export const SERVICE_NAME = 'svc-score-engine';
export const VERSION = '0.1.0';
const utf8 = new TextDecoder('utf-8', { fatal: true });
const EMPTY = Buffer.alloc(0);

export interface Reply {
  status: number;
  body: unknown;
  /** `body` already serialized (JSON.stringify's exact output), when the handler has it. */
  json?: string;
  headers?: Record<string, string>;
}

/** `extra` (the gate's rate-limit headers) come before the reply's own, which win. */
export function send(res: ServerResponse, requestId: string, reply: Reply, extra?: Record<string, string>): void {
  const payload = reply.json ?? JSON.stringify(reply.body);
  if (reply.headers === undefined) {
    // The common case, no name can repeat: node:http takes a flat [name, value, …] list as it
    // is, where an object costs a for-in with megamorphic loads in our code and in node's.
    const flat: (string | number)[] = ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', Buffer.byteLength(payload), 'X-Request-ID', requestId];
    for (const name in extra) flat.push(name, extra[name]);
    res.writeHead(reply.status, flat as unknown as Record<string, string>);
    res.end(payload);
    return;
  }
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'X-Request-ID': requestId,
  };
  // Assigned rather than spread: no intermediate objects on every response.
  for (const name in extra) headers[name] = extra[name];
  for (const name in reply.headers) headers[name] = reply.headers[name];
  res.writeHead(reply.status, headers);
  res.end(payload);
}

export function errorReply(err: AppError, requestId: string, extraHeaders: Record<string, string> = {}): Reply {
  return { status: err.status, body: errorBody(err, requestId), headers: { ...extraHeaders, ...err.headers } };
}

/** Reads at most MAX_BODY_BYTES; rejects larger bodies without buffering them. */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(payloadTooLarge(MAX_BODY_BYTES));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(payloadTooLarge(MAX_BODY_BYTES));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => !failed && resolve(Buffer.concat(chunks, size)));
    req.on('error', (err) => !failed && reject(err));
  });
}

/** HTTP/1.1: a request without Content-Length or Transfer-Encoding has no body (nothing to wait for). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function parseJsonObject(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw invalidRequest('Request body is not valid UTF-8', 'body');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw invalidRequest(`Malformed JSON: ${(err as Error).message}`, 'body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest('Request body must be a JSON object', 'body');
  }
  return value as Record<string, unknown>;
}

export function createRestHandler(services: Services) {
  const router = new Router<OperationRoute>(routes);

  async function handleRest(req: IncomingMessage, res: ServerResponse, requestId: string, path: string, search: string): Promise<void> {
    const startedAt = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    let principal: KeyPrincipal | undefined;
    let endpoint = path;
    let ctx: CallContext | undefined;
    let contentHash: string | null = null;
    let reply: Reply;
    let gateHeaders: Record<string, string> | undefined;
    // The metrics and log label: a route pattern, never the raw path (ids, probes).
    let routeLabel = UNMATCHED_ROUTE;
    try {
      if (path === '/health' || path === '/health/check' || path === '/') {
        routeLabel = path;
        if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(['GET']);
        reply = await health(services, requestId);
      } else if (path === '/verify') {
        routeLabel = path;
        if (method !== 'POST' && method !== 'GET') throw methodNotAllowed(['POST']);
        if (hasBody(req)) await readBody(req); // body is ignored but must be within limits
        // The SQLite key cache and the in-memory rate limiter answer at once: no await (a promise and a microtask each).
        let verified = verifyKey(services, req.headers.authorization, headerValue(req.headers['x-api-key']));
        if (verified instanceof Promise) verified = await verified;
        if (verified instanceof AppError) throw verified;
        if (verified.principal) {
          principal = verified.principal;
          endpoint = 'verify';
          const admitted = rateLimitNow(services, principal) ?? (await rateLimit(services, principal));
          if ('error' in admitted) throw admitted.error;
          gateHeaders = admitted.headers;
        }
        // With a principal the result is the verified key's, whose JSON is kept but for the credits.
        reply = { status: 200, body: verified.result, json: principal ? verifiedResultJson(principal, verified.result) : undefined };
      } else {
        const found = router.match(method, path);
        if (!found) throw notFound(`No route for ${method} ${path}`);
        if ('allowed' in found) throw methodNotAllowed(found.allowed);
        const { route, params } = found;
        routeLabel = route.path;
        endpoint = route.operation.name;
        const raw = method === 'POST' && hasBody(req) ? await readBody(req) : EMPTY;
        const admitted = await admit(services, req.headers, { allowAdmin: false });
        if ('error' in admitted) {
          principal = admitted.principal;
          throw admitted.error;
        }
        principal = admitted.principal as KeyPrincipal;
        gateHeaders = admitted.headers;
        if (raw.length) contentHash = createHash('sha256').update(raw).digest('hex');
        const input: RestInput = { body: parseJsonObject(raw), query: Object.fromEntries(new URLSearchParams(search)), params, headers: req.headers };
        ctx = new CallContext(services, principal, requestId);
        const { output, milliCredits } = await execute(route.operation, ctx, route.input(input));
        const out = route.serialize(output, fromMilli(milliCredits));
        reply = { status: out.status ?? 200, body: out.body };
      }
    } catch (err) {
      reply = failed(err, requestId, routeLabel, endpoint);
    }
    finish(res, requestId, method, routeLabel, endpoint, principal, reply, gateHeaders, startedAt, ctx?.chargedMilli ?? 0, contentHash);
  }

  /** The reply to a request that threw (logged and counted when it is a 5xx). */
  function failed(err: unknown, requestId: string, routeLabel: string, endpoint: string): Reply {
    const appErr = toAppError(err);
    if (appErr.status >= 500) {
      services.metrics.dependencyError(err);
      services.log.error('request failed', { requestId, route: routeLabel, ...describeError(err) });
    }
    const reply = errorReply(appErr, requestId);
    // Clients read any 403 on tool-call as a decision: make it one, and fail closed.
    if (appErr.code === 'KEY_REVOKED' && endpoint === TOOL_CALL_OPERATION) {
      reply.body = { ...(reply.body as Record<string, unknown>), ...revokedKeyDecision(appErr) };
    }
    return reply;
  }

  /** Every REST request ends here: the reply, its usage record when a key was presented and found, metrics and the log line. */
  function finish(
    res: ServerResponse,
    requestId: string,
    method: string,
    routeLabel: string,
    endpoint: string,
    principal: KeyPrincipal | undefined,
    reply: Reply,
    gateHeaders: Record<string, string> | undefined,
    startedAt: number,
    milliCredits: number,
    contentHash: string | null,
  ): void {
    send(res, requestId, reply, gateHeaders);
    if (principal) {
      recordUsage(services, principal, { requestId, endpoint, statusCode: reply.status, startedAt, milliCredits, contentHash });
    }
    answered(services, { channel: 'rest', method, route: routeLabel, status: reply.status, requestId, keyId: principal?.key.id ?? null, startedAt, milliCredits });
  }

  /**
   * /verify answered within the call, when nothing has to be awaited: no body, a cached and current
   * key (or no credential at all) and the in-process rate limiter. The same checks, reply, usage
   * record, metrics and log line as handleRest's /verify, without its async function, promise and
   * microtasks. false, having done nothing (no limiter hit, no record), when handleRest must answer.
   */
  function verifyNow(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
    const method = (req.method ?? 'GET').toUpperCase();
    if ((method !== 'POST' && method !== 'GET') || services.rateLimiter.take === undefined || hasBody(req)) return false;
    const startedAt = performance.now();
    let principal: KeyPrincipal | undefined;
    let endpoint = '/verify';
    let reply: Reply;
    let gateHeaders: Record<string, string> | undefined;
    try {
      const verified = verifyKeyNow(services, req.headers.authorization, headerValue(req.headers['x-api-key']));
      if (verified === undefined) return false;
      if (verified instanceof AppError) throw verified;
      if (verified.principal) {
        principal = verified.principal;
        endpoint = 'verify';
        const admitted = rateLimitNow(services, principal);
        if (admitted === undefined) return false; // not reached: take is defined
        if ('error' in admitted) throw admitted.error;
        gateHeaders = admitted.headers;
      }
      reply = { status: 200, body: verified.result, json: principal ? verifiedResultJson(principal, verified.result) : undefined };
    } catch (err) {
      reply = failed(err, requestId, '/verify', endpoint);
    }
    finish(res, requestId, method, '/verify', endpoint, principal, reply, gateHeaders, startedAt, 0, null);
    return true;
  }

  return Object.assign(handleRest, { verifyNow });
}

/** The route label of requests that matched no route (404, 405). */
export const UNMATCHED_ROUTE = '(unmatched)';

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function methodNotAllowed(allowed: Method[] | string[]): AppError {
  return new AppError(405, 'NOT_FOUND', `Method not allowed; use ${allowed.join(', ')}`, { allowed }, { Allow: allowed.join(', ') });
}

async function health(services: Services, requestId: string): Promise<Reply> {
  const h = await checkHealth(services);
  const checks = { database: h.database, ...(h.redis ? { redis: h.redis } : {}) };
  const body = { status: h.healthy ? 'healthy' : 'unhealthy', service: SERVICE_NAME, ok: h.healthy, version: VERSION, checks };
  if (h.healthy) return { status: 200, body };
  const down = Object.entries(checks).filter(([, status]) => status !== 'ok').map(([name]) => name);
  const err = serviceUnavailable(`Unreachable: ${down.join(', ')}`);
  return { status: 503, body: { ...errorBody(err, requestId), ...body }, headers: err.headers };
}
