// The OpenAPI 3.1 document of the REST facade, generated from the route table: request
// schemas are the operations' zod inputs (the ones execute() validates with), responses
// the rows' zod response schemas, costs the operations' pricing. Nothing here is
// written per route; scripts/openapi-print.ts commits the result as openapi.json.
import { z } from 'zod';
import { fromMilli } from '../../platform/plans';
import type { Pricing } from '../../services/operation';
import { SERVICE_NAME, VERSION } from '../handler';
import { healthResponse, verifyResponse } from '../responses/platform';
import type { OperationRoute } from '../route';
import { routes } from '../routes';
import { COMMON_ERRORS, errorSchema, STATUS_TEXT } from './errors';

type Json = Record<string, any>;

/** Paths the REST handler answers itself, outside the route table. */
export const HANDLER_PATHS = ['/health', '/verify', '/openapi.json', '/docs'] as const;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return rest;
}

const json = (schema: Json) => ({ 'application/json': { schema } });
const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } };

/** `/svc/v1/dpdp/timers/:timer_id/cancel` → `/svc/v1/dpdp/timers/{timer_id}/cancel`. */
export const openApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

function tagOf(path: string): string {
  if (path.includes('/dpdp/')) return 'dpdp';
  const segment = path.split('/')[3];
  if (segment === 'agent' || segment === 'compliance') return segment;
  if (!path.startsWith('/svc/v1/') || segment === 'config' || segment === 'usage') return 'platform';
  return 'scoring';
}

const camel = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toLowerCase());

function creditCost(p: Pricing | undefined): Json {
  if (!p) return { min: 0, max: 0 };
  return {
    min: fromMilli(p.min),
    max: fromMilli(p.max),
    ...(p.by ? { by: Object.fromEntries(Object.entries(p.by).map(([k, v]) => [k, fromMilli(v)])) } : {}),
    ...(p.note ? { note: p.note } : {}),
  };
}

/** The error statuses of a route: those of every route, 413 with a body, 402 when it costs, and its own. */
export function errorStatuses(route: OperationRoute): number[] {
  const all = new Set<number>([...COMMON_ERRORS, ...(route.errors ?? [])]);
  if (route.method === 'POST') all.add(413);
  if ((route.operation.pricing?.max ?? 0) > 0) all.add(402);
  return [...all].sort((a, b) => a - b);
}

function operationOf(route: OperationRoute, operationId: string): Json {
  const input = jsonSchema(route.operation.input, 'input');
  const properties: Json = { ...(input.properties ?? {}) };
  const required = new Set<string>(input.required ?? []);
  const parameters: Json[] = [];
  const take = (name: string) => {
    const schema = properties[name] ?? { type: 'string' };
    delete properties[name];
    const wasRequired = required.delete(name);
    return { schema, required: wasRequired };
  };
  for (const [, name] of route.path.matchAll(/:([^/]+)/g)) parameters.push({ name, in: 'path', required: true, schema: take(name).schema });
  for (const [prop, header] of Object.entries(route.headers ?? {})) parameters.push({ name: header, in: 'header', ...take(prop) });
  const rest = { ...input, properties, ...(required.size ? { required: [...required] } : {}) };
  if (!required.size) delete rest.required;
  if (route.method === 'GET') {
    for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'query', required: required.has(name), schema });
  }
  const success = jsonSchema(route.response, 'output');
  const responses: Json = { '200': { description: 'OK', content: json(success) } };
  for (const status of route.statuses ?? []) {
    const description = status === 201 ? 'Created' : 'Completed with a negative decision (same body as 200)';
    responses[status] = { description, content: json(status >= 400 ? { anyOf: [success, { $ref: `#/components/schemas/Error${status}` }] } : success) };
  }
  for (const status of errorStatuses(route)) responses[status] ??= errorRef(status);
  return {
    operationId,
    summary: route.operation.name,
    tags: [tagOf(route.path)],
    ...(parameters.length ? { parameters } : {}),
    ...(route.method === 'POST' ? { requestBody: { required: required.size > 0, content: json(rest) } } : {}),
    responses,
    'x-credit-cost': creditCost(route.operation.pricing),
  };
}

/** /health, /verify and the reference itself: answered by the handler, documented here. */
function handlerPaths(): Json {
  const health = jsonSchema(healthResponse, 'output');
  const unhealthy = jsonSchema(errorSchema(503).extend(healthResponse.shape), 'output');
  const verify = (method: 'get' | 'post'): Json => ({
    operationId: `verify${method === 'get' ? 'Get' : ''}`,
    summary: 'verify',
    description: 'Checks an API key: 200 with `valid` for any well-formed key, 401 only without one (decisions §3).',
    tags: ['platform'],
    responses: {
      '200': { description: 'OK', content: json(jsonSchema(verifyResponse, 'output')) },
      ...Object.fromEntries([401, ...(method === 'post' ? [413] : []), 429, 500, 503].map((s) => [s, errorRef(s)])),
    },
    'x-credit-cost': creditCost(undefined),
  });
  return {
    '/health': {
      get: {
        operationId: 'health',
        summary: 'health',
        tags: ['platform'],
        security: [],
        responses: {
          '200': { description: 'Healthy', content: json(health) },
          '405': errorRef(405),
          '503': { description: STATUS_TEXT[503], headers: retryAfter, content: json(unhealthy) },
        },
        'x-credit-cost': creditCost(undefined),
      },
    },
    '/verify': { get: verify('get'), post: verify('post') },
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        tags: ['platform'],
        security: [],
        responses: { '200': { description: 'The OpenAPI 3.1 document', content: json({ type: 'object' }) }, '405': errorRef(405) },
        'x-credit-cost': creditCost(undefined),
      },
    },
    '/docs': {
      get: {
        operationId: 'docs',
        summary: 'Interactive API reference (Swagger UI, served by the service)',
        tags: ['platform'],
        security: [],
        responses: { '200': { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } }, '405': errorRef(405) },
        'x-credit-cost': creditCost(undefined),
      },
    },
  };
}

function buildDocument(): Json {
  const paths: Json = {};
  const ids = new Set<string>();
  const statuses = new Set<number>([401, 405, 413, 429, 500, 503]);
  for (const route of routes) {
    let id = camel(route.operation.name);
    if (ids.has(id)) id = camel(`${route.method.toLowerCase()} ${route.path}`);
    ids.add(id);
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase()] = operationOf(route, id);
    for (const s of errorStatuses(route)) statuses.add(s);
  }
  Object.assign(paths, handlerPaths());
  const sorted = [...statuses].sort((a, b) => a - b);
  return {
    openapi: '3.1.1',
    info: {
      title: SERVICE_NAME,
      version: VERSION,
      description:
        'Responsible-AI scoring, regulatory compliance, agent guard and DPDP compliance API. ' +
        'Every error answers the body of decisions §2. `x-credit-cost` on each operation gives the credits a successful call consumes ' +
        '(`min`–`max`, and what it depends on); failed calls cost nothing.',
    },
    servers: [{ url: '/', description: 'This service' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    tags: [
      { name: 'scoring', description: 'Evaluation and safe regeneration' },
      { name: 'agent', description: 'Agent guard: tool calls, tool results, prompt injection, tool registry' },
      { name: 'compliance', description: 'Regulatory framework checks' },
      { name: 'dpdp', description: 'India DPDP sessions, events, timers and evidence' },
      { name: 'platform', description: 'Keys, configuration, usage, health and this reference' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'svc_…', description: 'An API key: `Authorization: Bearer svc_…`' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The same key in `X-API-Key` (older clients)' },
      },
      schemas: Object.fromEntries(sorted.map((s) => [`Error${s}`, jsonSchema(errorSchema(s), 'output')])),
      responses: Object.fromEntries(
        sorted.map((s) => [
          `Error${s}`,
          {
            description: STATUS_TEXT[s],
            ...(s === 429 || s === 503 ? { headers: retryAfter } : {}),
            content: json({ $ref: `#/components/schemas/Error${s}` }),
          },
        ]),
      ),
    },
  };
}

let built: Json | undefined;

/** The document (built once: it depends on code only, never on configuration). */
export function openApiDocument(): Json {
  return (built ??= buildDocument());
}

let printed: string | undefined;

/** As committed in openapi.json, and served at /openapi.json. */
export const printedOpenApi = () => (printed ??= `${JSON.stringify(openApiDocument(), null, 2)}\n`);
