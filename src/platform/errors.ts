// Expected failures are values of AppError; one mapper (errorBody) turns any of
// them into the body of decisions §2, for REST and GraphQL alike.
import type { ZodError } from 'zod';

export type ErrorCode =
  | 'INVALID_REQUEST'
  | 'CONTENT_TOO_LARGE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAUTHENTICATED'
  | 'INSUFFICIENT_CREDITS'
  | 'KEY_REVOKED'
  | 'FORBIDDEN'
  | 'PLAN_UPGRADE_REQUIRED'
  | 'NOT_FOUND'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_EXPIRED'
  | 'SVC_CRITICAL_CONTENT'
  | 'EVIDENCE_INTEGRITY_FAILED'
  | 'RATE_LIMITED'
  | 'TOO_MANY_SUBSCRIPTIONS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Status-specific fields merged into the error body (field, balance, retry_after, …). */
    readonly fields: Record<string, unknown> = {},
    /** Extra response headers (Retry-After, X-RateLimit-*). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** Issues listed in an error body (the rest are counted), and characters kept of a message that echoes input. */
export const MAX_LISTED_ISSUES = 20;
const MAX_MESSAGE_CHARS = 300;

const clip = (s: string) => (s.length > MAX_MESSAGE_CHARS ? `${s.slice(0, MAX_MESSAGE_CHARS)}…` : s);

/** 400 INVALID_REQUEST; however many issues there are, the body lists the first MAX_LISTED_ISSUES and counts them all. */
export const invalidRequest = (message: string, field?: string, issues?: FieldIssue[]) => {
  const all = issues ?? (field !== undefined ? [{ path: field, message }] : []);
  return new AppError(400, 'INVALID_REQUEST', clip(message), {
    ...(field !== undefined ? { field: clip(field) } : {}),
    issues: all.slice(0, MAX_LISTED_ISSUES).map((i) => ({ path: clip(i.path), message: clip(i.message) })),
    issue_count: all.length,
  });
};

/** Zod paths as the client sees them: `events[3].type`, `config.purpose`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

export function fromZodError(error: ZodError, prefix = ''): AppError {
  const issues = error.issues.map((i) => {
    const path = formatPath([...(prefix ? [prefix] : []), ...i.path]);
    return { path, message: i.message };
  });
  const first = issues[0];
  const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
  return invalidRequest(message, first?.path ?? '', issues);
}

export const contentTooLarge = (field: string, limit: number, actual: number) =>
  new AppError(400, 'CONTENT_TOO_LARGE', `${field} is ${actual} characters; the limit is ${limit}`, {
    field,
    limit,
    actual,
  });

export const unauthenticated = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);

export const keyRevoked = (status: 'revoked' | 'inactive') =>
  new AppError(403, 'KEY_REVOKED', `API key is ${status}`, { key_status: status });

export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);

export const insufficientCredits = (balance: number, required: number) =>
  new AppError(402, 'INSUFFICIENT_CREDITS', `Insufficient credits: ${required} required, ${balance} remaining this month`, {
    balance,
    required,
  });

export const planUpgradeRequired = (requiredTier: string, currentTier: string, feature: string) =>
  new AppError(403, 'PLAN_UPGRADE_REQUIRED', `${feature} requires the ${requiredTier} plan or above (current: ${currentTier})`, {
    required_tier: requiredTier,
    current_tier: currentTier,
  });

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

export const sessionNotFound = (sessionId: string) =>
  new AppError(404, 'SESSION_NOT_FOUND', `Session ${sessionId} not found`, { field: 'session_id', session_id: sessionId });

/** 410; without `expiredAt` when the session is gone (erased after expiry, finished, or never ours). */
export const sessionExpired = (sessionId: string, expiredAt?: string) =>
  new AppError(
    410,
    'SESSION_EXPIRED',
    expiredAt ? `Session ${sessionId} expired at ${expiredAt}; create a new session` : `Session ${sessionId} has expired or is finished; start a new one`,
    { field: 'session_id', session_id: sessionId, ...(expiredAt ? { expired_at: expiredAt } : {}) },
  );

/** 422: content still critically unsafe after regeneration (wire contract §1.5, §3.12); `fields` carry the scores. */
export const criticalContent = (message: string, fields: Record<string, unknown>) =>
  new AppError(422, 'SVC_CRITICAL_CONTENT', message, { requires_human_review: true, ...fields });

export const rateLimited = (retryAfter: number, headers: Record<string, string>, window: 'minute' | 'day') =>
  new AppError(429, 'RATE_LIMITED', `Rate limit exceeded (per ${window}); retry after ${retryAfter} s`, { retry_after: retryAfter, window }, {
    ...headers,
    'Retry-After': String(retryAfter),
  });

/** 429 without a retry time: a subscription must end before another may start. */
export const tooManySubscriptions = (limit: number, scope: 'connection' | 'key') =>
  new AppError(429, 'TOO_MANY_SUBSCRIPTIONS', `At most ${limit} subscriptions may be open per ${scope === 'key' ? 'API key' : 'connection'}; complete one first`, { limit, scope });

export const serviceUnavailable = (message: string, retryAfter = 5) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message, { retry_after: retryAfter }, { 'Retry-After': String(retryAfter) });

export const payloadTooLarge = (limit: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`, { limit });

/** Anything that is not an AppError is a bug or an outage: log it, never leak it. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDependencyUnavailable(err)) return serviceUnavailable('A dependency of the service is unavailable; retry later');
  return new AppError(500, 'INTERNAL_ERROR', 'Internal error; safe to retry');
}

// Failures of the connection to PostgreSQL, SQLite or Redis rather than of the
// statement: the same request may succeed once the dependency is back.
const UNAVAILABLE_CODES = new Set([
  // sockets (pg, ioredis)
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
  // PostgreSQL SQLSTATE: connection exceptions, insufficient resources, operator intervention, missing database
  '08000', '08001', '08003', '08004', '08006', '53300', '57P01', '57P02', '57P03', '3D000',
  // Prisma: can't reach, timed out, closed, pool timeout
  'P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024',
  // better-sqlite3: the file cannot be opened, written or locked in time
  'SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY',
]);
// Prisma driver-adapter error kinds (DriverAdapterError.cause.kind).
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'DatabaseDoesNotExist', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TransactionStartTimeout']);
const UNAVAILABLE_MESSAGE = new RegExp(
  [
    'ECONNREFUSED', 'ECONNRESET', "Can't reach database", 'Connection terminated', 'Connection is closed', 'Stream isn\'t writeable',
    'Command timed out', 'Reached the max retries per request', 'timeout exceeded when trying to connect', 'Timed out fetching a new connection',
    'does not exist on the database server', 'terminating connection due to administrator command', 'the database system is (starting up|shutting down)',
    'too many clients already', 'Code: `(08\\w{3}|57P0\\d|53300|3D000)`',
  ].join('|'),
  'i',
);

/** True when `err` (or an error it wraps) says a database or Redis could not be reached. */
export function isDependencyUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, kind, name, message, errors, meta } = e as { code?: unknown; kind?: unknown; name?: unknown; message?: unknown; errors?: unknown; meta?: { driverAdapterError?: unknown } };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof kind === 'string' && UNAVAILABLE_KINDS.has(kind)) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // AggregateError (a connect that tried several addresses)
    if (Array.isArray(errors) && errors.some(isDependencyUnavailable)) return true;
    // Prisma keeps the driver's error in meta.driverAdapterError, other libraries in cause.
    e = meta?.driverAdapterError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

export function errorBody(err: AppError, requestId: string): Record<string, unknown> {
  return {
    error: err.message,
    message: err.message,
    detail: err.message,
    code: err.code,
    request_id: requestId,
    ...(err.status >= 500 ? { req_id: requestId } : {}),
    ...err.fields,
  };
}
