// GraphQL over HTTP (graphql-yoga, GraphiQL on) and over WebSocket (graphql-ws,
// ./websocket.ts) on the same path. Both go through the same request gate as
// REST: the same keys, rate limits and usage records; the admin token is
// accepted here too.
import type { IncomingMessage, ServerResponse, Server } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { errorBody, payloadTooLarge, toAppError } from '../platform/errors';
import { admit, recordUsage } from '../services/gate';
import { CallContext, type Services } from '../services/context';
import { schema } from './schema';
import type { GraphQLContext } from './builder';
import { MAX_BODY_BYTES, errorReply, readBody, send } from '../rest/handler';
import { describeError } from '../platform/log';
import { answered } from '../services/observe';
import { attachWebSocket, subscriptionsOverWebSocketOnly, type GraphqlSockets } from './websocket';
import { documentLimitPlugins, parserAndValidationCache, useRejectedDocumentIs400 } from './limits';
import { useRefundDiscardedResults } from './charges';
import { fastPathApplies, handleFast } from './http-fast-path';
import { useJitForRepeatedDocuments } from './jit';

export const GRAPHQL_PATH = '/graphql';

function toGraphQLError(error: unknown, services: Services): GraphQLError {
  // Resolver errors arrive wrapped (sometimes twice) in GraphQLErrors; find the cause.
  // Checked by shape, not instanceof: yoga may load graphql's CJS build and we the ESM one.
  let cause: unknown = error;
  while (isGraphQLError(cause) && cause.originalError) cause = cause.originalError;
  if (isGraphQLError(cause)) return cause; // syntax and validation errors of the document
  const appErr = toAppError(cause);
  if (appErr.status >= 500) {
    services.metrics.dependencyError(cause);
    services.log.error('graphql resolver failed', describeError(cause));
  }
  const located = isGraphQLError(error) ? error : undefined;
  return new GraphQLError(appErr.message, {
    nodes: located?.nodes,
    // graphql-jit's errors have no nodes: their place in the document is a source and positions (jit.ts).
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: appErr.code, status: appErr.status, ...appErr.fields },
  });
}

function isGraphQLError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

export function createGraphqlHandler(services: Services) {
  const yoga: YogaServerInstance<{ appContext: GraphQLContext }, GraphQLContext> = createYoga({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: { subscriptionsProtocol: 'WS' },
    landingPage: false,
    logging: false,
    context: ({ appContext }) => appContext,
    maskedErrors: { maskError: (error) => toGraphQLError(error, services) },
    parserAndValidationCache: parserAndValidationCache(),
    plugins: [subscriptionsOverWebSocketOnly, useRejectedDocumentIs400, ...documentLimitPlugins(), useRefundDiscardedResults,
      ...useJitForRepeatedDocuments(services.config.graphqlJitAfterUses, (r) => services.log.error('graphql-jit could not compile a document', { errors: r.errors?.map((e) => e.message) }))],
  });

  async function handleHttp(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const startedAt = performance.now();
    const seen: { keyId: string | null; call: CallContext | null } = { keyId: null, call: null };
    try {
      await answer(req, res, requestId, startedAt, seen);
    } finally {
      answered(services, { channel: 'graphql_http', method: req.method ?? 'GET', route: GRAPHQL_PATH, status: res.statusCode, requestId, keyId: seen.keyId, startedAt, milliCredits: seen.call?.chargedMilli ?? 0 });
    }
  }

  async function answer(req: IncomingMessage, res: ServerResponse, requestId: string, startedAt: number, seen: { keyId: string | null; call: CallContext | null }): Promise<void> {
    const wantsGraphiql = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsGraphiql) {
      await yoga.handle(req, res, { appContext: { services, requestId, principal: null, call: null } });
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      req.resume();
      return send(res, requestId, errorReply(payloadTooLarge(MAX_BODY_BYTES), requestId));
    }
    // Judged on the headers alone. On the fast path the body is read as it arrives, while the
    // gate runs, as REST reads it (a body left to wait in the paused stream costs a buffering
    // round); yoga's own path reads it after the gate.
    const body = fastPathApplies(req, GRAPHQL_PATH) ? readBody(req) : undefined;
    body?.catch(() => undefined); // awaited below unless the gate refuses the request first
    const admitted = await admit(services, req.headers, { allowAdmin: true }).catch((e: unknown) => {
      services.metrics.dependencyError(e);
      return { error: toAppError(e), principal: undefined };
    });
    if ('error' in admitted) {
      const { error } = admitted;
      seen.keyId = admitted.principal?.key.id ?? null;
      const reply = errorReply(error, requestId);
      // GraphQL clients look for `errors`; REST-style clients for the error body.
      send(res, requestId, {
        ...reply,
        body: { errors: [{ message: error.message, extensions: { code: error.code, status: error.status, ...error.fields } }], ...errorBody(error, requestId) },
      });
      if (admitted.principal) recordUsage(services, admitted.principal, { requestId, endpoint: 'graphql', statusCode: error.status, startedAt, milliCredits: 0, contentHash: null });
      return;
    }
    const principal = admitted.principal;
    const call = principal.kind === 'key' ? new CallContext(services, principal, requestId) : null;
    seen.keyId = principal.kind === 'key' ? principal.key.id : null;
    seen.call = call;
    for (const k in admitted.headers) res.setHeader(k, admitted.headers[k]);
    res.setHeader('X-Request-ID', requestId);
    const appContext: GraphQLContext = { services, requestId, principal, call };
    if (body) await handleFast(yoga, req, res, appContext, await body);
    else await yoga.handle(req, res, { appContext });
    if (principal.kind === 'key') {
      recordUsage(services, principal, {
        requestId,
        endpoint: 'graphql',
        statusCode: res.statusCode,
        startedAt,
        milliCredits: call?.chargedMilli ?? 0,
        contentHash: null,
      });
    }
  }

  /** graphql-ws on the same path, through the same yoga envelope and the same gate per operation. */
  const attach = (server: Server): GraphqlSockets => attachWebSocket(server, { services, path: GRAPHQL_PATH, yoga, toGraphQLError: (e) => toGraphQLError(e, services) });

  return { handleHttp, attachWebSocket: attach };
}
