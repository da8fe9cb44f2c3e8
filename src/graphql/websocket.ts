// GraphQL over WebSocket (graphql-ws) on the /graphql path. A socket is not a
// session that was checked once: every operation on it passes the request gate
// like a REST request (key as of now, rate limit, metering, one usage record
// and its usageRecorded event), and runs through the same yoga envelope as
// GraphQL over HTTP (its plugins, error masking). The sockets of a revoked key
// are closed by services/revocation.ts; shutdown closes the rest.
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Context } from 'graphql-ws';
import { GraphQLError, getOperationAST, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { errorBody, serviceUnavailable, toAppError, tooManySubscriptions, type AppError } from '../platform/errors';
import type { Credential } from '../platform/auth';
import { newId } from '../platform/ids';
import { admitCredential, credentialOf, recordUsage, type Admitted, type Refused } from '../services/gate';
import { watchRevocations } from '../services/revocation';
import { answered } from '../services/observe';
import { CallContext, type Principal, type Services } from '../services/context';
import { MAX_BODY_BYTES } from '../rest/handler';
import type { GraphQLContext } from './builder';
import { serveGraphqlWs, type Extra } from './ws-transport';

/** Close codes besides graphql-ws's own (4400 bad message, 4403 bad key at connect, …). */
export const CloseCodes = {
  /** The key was revoked (or made inactive) while the socket was open. */
  KeyRevoked: 4403,
  /** The connection attempt was rate limited (the reason says after how many seconds to retry) or the service is unavailable. */
  TryAgainLater: 1013,
  /** The server is shutting down. */
  GoingAway: 1001,
} as const;

export const SUBSCRIPTIONS_PER_CONNECTION = 20;
/** Per key on one instance. */
export const SUBSCRIPTIONS_PER_KEY = 100;
/** After the drain, how long a socket gets to answer the close handshake before it is cut. */
const CLOSE_HANDSHAKE_MS = 1000;

interface Operation {
  requestId: string;
  startedAt: number;
  principal: Principal;
  call: CallContext | null;
  subscription: boolean;
  statusCode: number;
}

interface Connection {
  socket: WebSocket;
  credential: Credential;
  principal: Principal;
  operations: Map<string, Operation>;
  subscriptions: number;
}

type WsContext = Context<Record<string, unknown> | undefined, Extra & { connection?: Connection }>;

/**
 * A subscription over HTTP (server-sent events) would be a long-lived stream that
 * neither revocation nor the subscription caps reach: subscriptions are served
 * on the socket only. A yoga plugin, so that it sees the parsed operation.
 */
export const subscriptionsOverWebSocketOnly: Plugin = {
  onSubscribe({ context, setResultAndStopExecution }) {
    if ((context as { viaWebSocket?: boolean }).viaWebSocket) return;
    const message = 'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP';
    setResultAndStopExecution({ errors: [new GraphQLError(message, { extensions: { code: 'INVALID_REQUEST', status: 400 } })] });
  },
};

export interface GraphqlSockets {
  /** Refuses new operations, waits up to `drainMs` for running ones, then closes every socket with 1001. */
  close(drainMs: number): Promise<void>;
}

export interface WebSocketOptions {
  services: Services;
  path: string;
  yoga: YogaServerInstance<{ appContext: GraphQLContext }, GraphQLContext>;
  toGraphQLError: (e: unknown) => GraphQLError;
}

export function attachWebSocket(server: Server, { services, path, yoga, toGraphQLError }: WebSocketOptions): GraphqlSockets {
  // One message may not exceed an HTTP body: ws closes the socket with 1009 past it.
  const wss = new WebSocketServer({ server, path, maxPayload: MAX_BODY_BYTES });
  const connections = new Set<Connection>();
  const byKey = new Map<string, Set<Connection>>();
  const subscriptionsByKey = new Map<string, number>();
  let draining = false;

  const gateFailed = (e: unknown): Refused => {
    services.metrics.dependencyError(e);
    return { error: toAppError(e) };
  };
  const keyIdOf = (p: Principal) => (p.kind === 'key' ? p.key.id : null);
  const gateError = (error: AppError, requestId: string) =>
    new GraphQLError(error.message, { extensions: { ...errorBody(error, requestId), status: error.status } });

  const revocations = watchRevocations(
    services,
    () => [...byKey.keys()],
    (keyId) => {
      for (const c of byKey.get(keyId) ?? []) c.socket.close(CloseCodes.KeyRevoked, 'API key revoked');
    },
  );

  function record(principal: Principal | undefined, op: { requestId: string; startedAt: number; statusCode: number; call: CallContext | null }, endpoint = 'graphql') {
    // The connection attempt is labelled like its usage record; operations by the path.
    const route = endpoint === 'graphql' ? path : endpoint;
    answered(services, { channel: 'graphql_ws', method: 'WS', route, status: op.statusCode, requestId: op.requestId, keyId: principal ? keyIdOf(principal) : null, startedAt: op.startedAt, milliCredits: op.call?.chargedMilli ?? 0 });
    if (principal?.kind !== 'key') return;
    recordUsage(services, principal, { requestId: op.requestId, endpoint, statusCode: op.statusCode, startedAt: op.startedAt, milliCredits: op.call?.chargedMilli ?? 0, contentHash: null });
  }

  function finish(connection: Connection, id: string): void {
    const op = connection.operations.get(id);
    if (!op) return;
    connection.operations.delete(id);
    const keyId = keyIdOf(op.principal);
    if (op.subscription) {
      connection.subscriptions--;
      const left = keyId ? (subscriptionsByKey.get(keyId) ?? 1) - 1 : 0;
      if (keyId && left > 0) subscriptionsByKey.set(keyId, left);
      else if (keyId) subscriptionsByKey.delete(keyId);
    }
    record(op.principal, op);
  }

  /** The gate for one operation; refusals are answered as GraphQL errors, a revoked key also closes the socket. */
  async function admitOperation(connection: Connection, requestId: string, startedAt: number): Promise<Admitted | GraphQLError[]> {
    if (draining) return [gateError(serviceUnavailable('Server is shutting down; reconnect', 1), requestId)];
    const admitted: Admitted | Refused = await admitCredential(services, connection.credential, { allowAdmin: true }).catch(gateFailed);
    if ('error' in admitted) {
      if (admitted.principal) record(admitted.principal, { requestId, startedAt, statusCode: admitted.error.status, call: null });
      if (admitted.error.code === 'KEY_REVOKED' || admitted.error.code === 'UNAUTHENTICATED') {
        // After the error message has been sent.
        setImmediate(() => connection.socket.close(CloseCodes.KeyRevoked, 'API key revoked'));
      }
      return [gateError(admitted.error, requestId)];
    }
    return admitted;
  }

  serveGraphqlWs<{ connection?: Connection }>(
    wss,
    {
      // The connection attempt is a request like any other: the key as of now, and it counts against the rate limit.
      onConnect: async (ctx: WsContext) => {
        if (draining) {
          ctx.extra.socket.close(CloseCodes.GoingAway, 'Server shutting down');
          return false;
        }
        const startedAt = performance.now();
        // connection_init's `authorization` (or `Authorization`) param, else the upgrade request's headers.
        const params = ctx.connectionParams ?? {};
        const fromParams = params.authorization ?? params.Authorization;
        const { headers } = ctx.extra.request;
        const credential = credentialOf({ authorization: typeof fromParams === 'string' ? fromParams : headers.authorization, 'x-api-key': headers['x-api-key'] });
        const admitted: Admitted | Refused = await admitCredential(services, credential, { allowAdmin: true }).catch(gateFailed);
        const requestId = newId('req_');
        const { principal } = admitted;
        record(principal, { requestId, startedAt, statusCode: 'error' in admitted ? admitted.error.status : 200, call: null }, 'graphql/connect');
        if ('error' in admitted) {
          // graphql-ws closes refusals with 4403; a rate limit or an outage is not a bad key, so say "retry later" first.
          const retryLater = admitted.error.code === 'RATE_LIMITED' || admitted.error.status >= 500;
          if (retryLater) ctx.extra.socket.close(CloseCodes.TryAgainLater, admitted.error.message.slice(0, 120));
          return false;
        }
        const connection: Connection = { socket: ctx.extra.socket, credential, principal: admitted.principal, operations: new Map(), subscriptions: 0 };
        ctx.extra.connection = connection;
        connections.add(connection);
        const keyId = keyIdOf(admitted.principal);
        if (keyId) byKey.set(keyId, (byKey.get(keyId) ?? new Set()).add(connection));
        return true;
      },
      onSubscribe: async (ctx: WsContext, id, payload) => {
        const connection = ctx.extra.connection!;
        const requestId = newId('req_');
        const startedAt = performance.now();
        const admitted = await admitOperation(connection, requestId, startedAt);
        if (Array.isArray(admitted)) return admitted;
        const { principal } = admitted;
        const refuse = (errors: readonly GraphQLError[], statusCode: number) => {
          record(principal, { requestId, startedAt, statusCode, call: null });
          return errors.map((e) => toGraphQLError(e));
        };
        const call = principal.kind === 'key' ? new CallContext(services, principal, requestId) : null;
        const appContext: GraphQLContext = { services, requestId, principal, call };
        const enveloped = yoga.getEnveloped({ appContext, params: payload, viaWebSocket: true } as unknown as Parameters<typeof yoga.getEnveloped>[0]);
        let document;
        try {
          document = enveloped.parse(payload.query);
        } catch (err) {
          return refuse([err instanceof GraphQLError ? err : toGraphQLError(err)], 400);
        }
        const invalid = enveloped.validate(enveloped.schema, document);
        if (invalid.length > 0) return refuse(invalid, 400);
        const subscription = getOperationAST(document, payload.operationName)?.operation === 'subscription';
        const keyId = keyIdOf(principal);
        if (subscription) {
          const overConnection = connection.subscriptions >= SUBSCRIPTIONS_PER_CONNECTION;
          const overKey = keyId !== null && (subscriptionsByKey.get(keyId) ?? 0) >= SUBSCRIPTIONS_PER_KEY;
          if (overConnection || overKey) {
            const error = overConnection ? tooManySubscriptions(SUBSCRIPTIONS_PER_CONNECTION, 'connection') : tooManySubscriptions(SUBSCRIPTIONS_PER_KEY, 'key');
            return refuse([gateError(error, requestId)], error.status);
          }
          connection.subscriptions++;
          if (keyId) subscriptionsByKey.set(keyId, (subscriptionsByKey.get(keyId) ?? 0) + 1);
        }
        connection.operations.set(id, { requestId, startedAt, principal, call, subscription, statusCode: 200 });
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          // graphql-ws calls execute/subscribe below with these args: run yoga's enveloped ones.
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        return args;
      },
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onOperation: (ctx: WsContext, id, _payload, _args, result) => {
        const op = ctx.extra.connection?.operations.get(id);
        if (op && !(Symbol.asyncIterator in Object(result))) op.statusCode = statusOf(result as ExecutionResult);
      },
      onComplete: (ctx: WsContext, id) => {
        if (ctx.extra.connection) finish(ctx.extra.connection, id);
      },
      onClose: (ctx: WsContext) => {
        const connection = ctx.extra.connection;
        if (!connection) return;
        for (const id of [...connection.operations.keys()]) finish(connection, id);
        connections.delete(connection);
        const keyId = keyIdOf(connection.principal);
        const held = keyId ? byKey.get(keyId) : undefined;
        if (held && keyId) {
          held.delete(connection);
          if (held.size === 0) byKey.delete(keyId);
        }
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => toGraphQLError(e)),
    },
    services.log,
  );

  return {
    async close(drainMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => wss.close(() => resolve())); // no new upgrades; resolves when every socket is gone
      await revocations.stop();
      const busy = () => [...connections].some((c) => [...c.operations.values()].some((op) => !op.subscription));
      const until = Date.now() + drainMs;
      while (busy() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      for (const socket of wss.clients) socket.close(CloseCodes.GoingAway, 'Server shutting down');
      const handshakes = setTimeout(() => {
        for (const socket of wss.clients) socket.terminate();
      }, CLOSE_HANDSHAKE_MS);
      await closed;
      clearTimeout(handshakes);
    },
  };
}

/** The usage record's status of a query or mutation: 200 unless it produced no data at all. */
function statusOf(result: ExecutionResult): number {
  if (result.data || !result.errors?.length) return 200;
  const status = result.errors[0].extensions?.status;
  return typeof status === 'number' ? status : 400;
}
