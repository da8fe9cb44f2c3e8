// The error body of decisions §2 as a schema, per status. The status of each code is
// a Record over ErrorCode, so a new code does not compile until it is documented here.
import { z } from 'zod';
import type { ErrorCode } from '../../platform/errors';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  INVALID_REQUEST: 400,
  CONTENT_TOO_LARGE: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  KEY_REVOKED: 403,
  FORBIDDEN: 403,
  PLAN_UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  EVIDENCE_INTEGRITY_FAILED: 409,
  SESSION_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  SVC_CRITICAL_CONTENT: 422,
  RATE_LIMITED: 429,
  TOO_MANY_SUBSCRIPTIONS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request (INVALID_REQUEST with `field` and `issues`, or CONTENT_TOO_LARGE)',
  401: 'Missing or malformed `Authorization: Bearer svc_…`, or an unknown key',
  402: 'Monthly credits below the cost of the call; nothing is charged',
  403: 'Key revoked or inactive (KEY_REVOKED), or a feature above the plan (PLAN_UPGRADE_REQUIRED)',
  404: 'Unknown path, session or timer',
  405: 'The path exists with other methods (see the Allow header)',
  409: 'Stored records fail their integrity check',
  410: 'Session expired or finished',
  413: 'Request body over 1 MiB',
  422: 'Content still critically unsafe after regeneration; needs human review',
  429: 'Rate limit (per minute or per day); see Retry-After',
  500: 'Internal error; safe to retry',
  503: 'Database or Redis unreachable; see Retry-After',
};

/** 405 reuses NOT_FOUND: a method the path does not have. */
export function codesFor(status: number): ErrorCode[] {
  if (status === 405) return ['NOT_FOUND'];
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((c) => ERROR_STATUS[c] === status);
}

const issue = z.object({ path: z.string(), message: z.string() });

/** errorBody() of platform/errors.ts: the message three times, the code, the request id, then status fields. */
export function errorSchema(status: number) {
  const codes = codesFor(status);
  return z.looseObject({
    error: z.string(),
    message: z.string(),
    detail: z.string(),
    code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
    request_id: z.string(),
    req_id: z.string().optional().describe('Same as request_id, on 5xx'),
    field: z.string().optional().describe('The input field at fault'),
    issues: z.array(issue).optional().describe('Validation issues (the first 20)'),
    issue_count: z.number().int().optional(),
    balance: z.number().optional(),
    required: z.number().optional(),
    required_tier: z.string().optional(),
    current_tier: z.string().optional(),
    retry_after: z.number().optional().describe('Seconds'),
  });
}

/** Statuses every authenticated route can answer. */
export const COMMON_ERRORS = [400, 401, 403, 429, 500, 503] as const;
