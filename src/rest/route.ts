// The shape of a row of the REST route table, and the serializer helpers every
// domain's rows share.
import type { z } from 'zod';
import type { Method } from './router';
import type { Operation } from '../services/operation';

export interface RestInput {
  body: Record<string, unknown>;
  query: Record<string, string>;
  params: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

/** A row: method, path, how the request becomes the operation's input, the operation, a serializer. */
export interface OperationRoute {
  method: Method;
  path: string;
  operation: Operation<any, any>;
  input: (req: RestInput) => unknown;
  /** Returns the body (and status when it is not 200). `credits` is what the call cost. */
  serialize: (output: any, credits: number) => { status?: number; body: Record<string, unknown> };
  /** The success body (rest/responses/), for the OpenAPI document and the tests that check every response against it. */
  response: z.ZodType;
  /** Success statuses besides 200 that serialize() returns (201 created; 403 for a tool-call BLOCK). */
  statuses?: readonly number[];
  /** Error statuses this route has besides those of every route (see rest/openapi/errors.ts). */
  errors?: readonly number[];
  /** Input properties read from request headers rather than the body: property → header name. */
  headers?: Record<string, string>;
}

export const body = (req: RestInput) => req.body;
export const query = (req: RestInput) => req.query;

/** Metered responses carry credits_consumed at the top level (decisions §2). */
export const withCredits = (payload: Record<string, unknown>, credits: number) => ({ ...payload, credits_consumed: credits });

/** `{result, credits_consumed}`: the DPDP envelope (wire contract §3.14). */
export const enveloped = (result: Record<string, unknown>, credits: number) => ({ result, credits_consumed: credits });

/** eval, safe-regenerate, single compliance: `result` plus its keys mirrored at the top level (wire §1.3). */
export const mirrored = (result: Record<string, unknown>, credits: number, extra: Record<string, unknown> = {}) => ({
  result,
  ...result,
  ...extra,
  credits_consumed: credits,
});
