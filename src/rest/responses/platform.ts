// Bodies of /config, /svc/v1/config, /svc/v1/usage, and of /health and /verify (handled
// by the REST handler itself, outside the route table).
import { z } from 'zod';
import { anyObject, credits, obj, timestamp } from './common';

export const configResponse = obj({
  application: obj({
    id: z.string(),
    name: z.string(),
    environment: z.string(),
    organization: z.string(),
    organization_id: z.string(),
    plan: z.enum(['free', 'pro', 'business', 'enterprise']),
  }),
  policy: anyObject.describe("The application's policy (camelCase, as the clients read it)"),
  enforcement: obj({ active: z.boolean(), mode: z.enum(['monitor', 'enforce']) }),
  credits_consumed: credits,
});

export const usageResponse = obj({
  records: z.array(
    obj({
      id: z.number().int(),
      request_id: z.string(),
      timestamp,
      endpoint: z.string(),
      credits_used: z.number(),
      status_code: z.number().int(),
      latency_ms: z.number(),
      key_id: z.string(),
    }),
  ),
  total_records: z.number().int(),
  total_credits_used: z.number(),
  pagination: obj({ limit: z.number().int(), next_cursor: z.number().int().nullable(), has_more: z.boolean() }),
  credits_consumed: credits,
});

const dependency = z.enum(['ok', 'unreachable']);
export const healthResponse = obj({
  status: z.enum(['healthy', 'unhealthy']),
  service: z.string(),
  ok: z.boolean(),
  version: z.string(),
  checks: obj({ database: dependency, redis: dependency.optional() }),
});

export const verifyResponse = obj({
  valid: z.boolean(),
  status: z.enum(['verified', 'revoked', 'inactive', 'invalid']),
  plan: z.string().nullable(),
  credits_remaining: z.number(),
  application_id: z.string().optional(),
  org_id: z.string().optional(),
  key_id: z.string().optional(),
  key_name: z.string().optional(),
});
