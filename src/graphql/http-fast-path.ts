// The common GraphQL-over-HTTP request (POST application/json, one operation, a JSON
// response) without yoga's node → Fetch `Request` → Fetch `Response` → node round trip,
// which cost more CPU than the operation itself (docs/performance.md, "GraphQL over HTTP").
// Only the transport is ours: the operation still runs through yoga's own parameter hooks,
// envelop plugins (document limits, caches, masking, refunds) and result processors, so
// the response is the one yoga would give. Anything unusual (CORS, streaming or unknown
// Accept, odd bodies) goes to yoga unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError, processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from './builder';

type Yoga = YogaServerInstance<{ appContext: GraphQLContext }, GraphQLContext>;

/** The parts of YogaServer the fast path calls; public on the instance, not in its typings. */
interface YogaInternals {
  getResultForParams(payload: { params: Params; request: RequestView }, context: object): Promise<ExecutionResult>;
  onResultProcessHooks: ((payload: object) => unknown)[];
  maskedErrorsOpts: { maskError(error: unknown, message: string, isDev?: boolean): Error; errorMessage: string; isDev?: boolean } | null;
}

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/**
 * What yoga's hooks read of the Fetch request on this path: the method (mutations via GET),
 * the Accept header (result processor), and the object itself as a WeakMap key.
 */
class RequestView {
  readonly method = 'POST';
  readonly headers: HeadersView;
  constructor(req: IncomingMessage) {
    this.headers = new HeadersView(req);
  }
}

// Classes, not closures made per request: under tsx (bin/svc.js) every function expression is
// also given its name (esbuild's keepNames: an Object.defineProperty per closure, per request).
class HeadersView {
  constructor(private readonly req: IncomingMessage) {}
  get(name: string): string | null {
    return headerOf(this.req, name);
  }
}

/** The payload of yoga's onResultProcess hooks. */
class ResultProcessPayload {
  readonly acceptableMediaTypes: string[] = [];
  resultProcessor: typeof processRegularResult | undefined;
  mediaType = '*/*';
  constructor(
    readonly request: RequestView,
    public result: ExecutionResult,
    readonly serverContext: object,
  ) {
    // Hooks call these unbound (yoga's own destructures them).
    this.setResult = this.setResult.bind(this);
    this.setResultProcessor = this.setResultProcessor.bind(this);
  }
  setResult(r: ExecutionResult): void {
    this.result = r;
  }
  setResultProcessor(p: typeof processRegularResult, type: string): void {
    this.resultProcessor = p;
    this.mediaType = type;
  }
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name.toLowerCase()];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
}

// Yoga's media-type negotiation (plugins/result-processor/accept.js, use-result-processor.js):
// the last match over its processors in order wins.
const PROCESSORS = [['text/event-stream'], ['multipart/mixed'], ['application/graphql-response+json', 'application/json']];
const REGULAR = PROCESSORS[2];

/** negotiated() by Accept header: clients send the same few values over and over. */
const negotiatedBy = new Map<string | undefined, string | undefined>();

function negotiatedCached(accept: string | undefined): string | undefined {
  if (negotiatedBy.has(accept)) return negotiatedBy.get(accept);
  const chosen = negotiated(accept);
  if (negotiatedBy.size >= 256) negotiatedBy.clear();
  negotiatedBy.set(accept, chosen);
  return chosen;
}

function negotiated(accept: string | undefined): string | undefined {
  const requested: string[] = [];
  for (const part of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';');
    if ((params.find((p) => p.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8') requested.push(type);
  }
  requested.reverse();
  let chosen: string | undefined;
  for (const types of PROCESSORS) {
    for (const asked of requested) {
      const [pre, suf] = asked.split('/');
      for (const t of types) {
        const [tPre, tSuf] = t.split('/');
        if ((pre === '*' || pre === tPre) && (suf === '*' || suf === tSuf)) chosen = t;
      }
    }
  }
  return chosen;
}

/** Whether a request can take the fast path, judged on its headers alone (before its body is read). */
export function fastPathApplies(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'POST' || req.url !== path || req.headers.origin !== undefined) return false;
  const length = req.headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length) || req.headers['transfer-encoding'] !== undefined) return false;
  const type = req.headers['content-type']?.split(',')[0];
  if (type !== 'application/json' && !type?.startsWith('application/json;')) return false;
  const chosen = negotiatedCached(req.headers.accept);
  return chosen !== undefined && REGULAR.includes(chosen);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const KEYS = new Set(['query', 'variables', 'operationName', 'extensions']);

/** The parameters when yoga's request parser and parameter checks would accept them as they are; else undefined. */
function paramsOf(body: Buffer): Params | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(value) || typeof value.query !== 'string') return undefined;
  for (const k in value) if (!KEYS.has(k)) return undefined;
  const { variables, operationName, extensions } = value;
  if (variables != null && !isObject(variables)) return undefined;
  if (extensions != null && !isObject(extensions)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  return value as unknown as Params;
}

/** Answers the request, through yoga's hooks, as `yoga.handle` would. */
export async function handleFast(yoga: Yoga, req: IncomingMessage, res: ServerResponse, appContext: GraphQLContext, body: Buffer): Promise<void> {
  const params = paramsOf(body);
  if (!params) return viaYoga(yoga, req, res, body, appContext);
  const internals = yoga as unknown as YogaInternals;
  const request = new RequestView(req);
  // What yoga.handle(req, res, { appContext }) gives its hooks as the server context.
  const serverContext = { req, res, appContext };
  let result: ExecutionResult;
  try {
    result = await internals.getResultForParams({ params, request }, serverContext);
  } catch (error) {
    result = { errors: [masked(internals, error)] };
  }
  // yoga's processResult: its hooks pick the result processor (and ours tags limit errors 400).
  // One payload for all hooks, as yoga passes (each hook sees what the previous one set).
  const payload = new ResultProcessPayload(request, result, serverContext);
  for (const hook of internals.onResultProcessHooks) await hook(payload);
  if (payload.resultProcessor !== processRegularResult) throw new Error('GraphQL fast path: no regular result processor for a request negotiated as regular');
  if (isPlain(payload.result)) return sendPlain(res, payload.result, payload.mediaType);
  await send(res, await processRegularResult(payload.result, yoga.fetchAPI, payload.mediaType as 'application/json'));
}

/**
 * A result without errors or extensions: processRegularResult answers it 200 with its JSON as it
 * is (no status or header from errors or `extensions.http`, nothing to omit); written here without
 * its Fetch `Response` and `Headers`. Everything else goes through processRegularResult.
 */
type Stringified = ExecutionResult & { stringify?: (r: ExecutionResult) => string };

function isPlain(result: ExecutionResult): result is Stringified {
  return !Array.isArray(result) && typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result) && result.errors === undefined && result.extensions === undefined;
}

function sendPlain(res: ServerResponse, result: Stringified, mediaType: string): void {
  const payload = (result.stringify ?? JSON.stringify)(result);
  res.setHeader('content-type', `${mediaType}; charset=utf-8`);
  res.setHeader('content-length', Buffer.byteLength(payload));
  res.writeHead(200);
  res.end(payload);
}

/** yoga's handleError for one error with masking on (server.js, error.js). */
function masked(internals: YogaInternals, error: unknown): GraphQLError {
  const opts = internals.maskedErrorsOpts!;
  const m = opts.maskError(error, opts.errorMessage, opts.isDev);
  return m.name === 'GraphQLError' ? (m as GraphQLError) : createGraphQLError(m.message, { originalError: m });
}

/** The request yoga would have seen, from the body already read; for bodies the fast path does not take. */
async function viaYoga(yoga: Yoga, req: IncomingMessage, res: ServerResponse, body: Buffer, appContext: GraphQLContext): Promise<void> {
  const headers = new yoga.fetchAPI.Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  const url = `http://${req.headers.host ?? 'localhost'}${req.url}`;
  const request = new yoga.fetchAPI.Request(url, { method: 'POST', headers, body: new Uint8Array(body) });
  await send(res, await yoga.fetch(request, { req, res, appContext } as { appContext: GraphQLContext }));
}

/** As @whatwg-node/server's sendNodeResponse writes a Fetch response with a body in memory. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  // A string body is kept as given (a private field sendNodeResponse reads too): no copy.
  const r = response as Response & { bodyType?: string; bodyInit?: unknown };
  const payload = r.bodyType === 'String' ? (r.bodyInit as string) : Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.writeHead(response.status, response.statusText);
  res.end(payload);
}
