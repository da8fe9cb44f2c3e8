// graphql-ws's protocol server (makeServer) on a `ws` WebSocketServer. graphql-ws
// ships this glue as `useServer`, "a basic starter … adjust it to your needs";
// ours differs in what it tells whom: socket errors, which a client can cause at
// will (an oversized message is one), go to the service log at info level
// instead of console.error, and an internal error's text never reaches a close
// reason.
import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import { describeError, type Logger } from '../platform/log';

export interface Extra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/** A connection that answered no ping within this long is cut. */
const KEEP_ALIVE_MS = 12_000;

export function serveGraphqlWs<E extends object>(wss: WebSocketServer, options: ServerOptions<Record<string, unknown> | undefined, Extra & E>, log: Logger): void {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  wss.on('error', (err) => log.error('websocket server error', describeError(err)));
  wss.on('connection', (socket, request) => {
    // ws closes the socket itself after an error (1009 for an oversized message, 1002 for a bad frame).
    socket.on('error', (err) => log.info('websocket closed on error', { error: err.message, code: (err as { code?: string }).code }));
    let alive = true;
    socket.on('pong', () => (alive = true));
    const keepAlive = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, KEEP_ALIVE_MS);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (err) => (err ? reject(err) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data) => {
            try {
              await handle(String(data));
            } catch (err) {
              log.error('graphql-ws message failed', describeError(err));
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          }),
      },
      { socket, request } as Extra & E,
    );
    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      closed(code, String(reason)).catch((err: unknown) => log.error('graphql-ws close failed', describeError(err)));
    });
  });
}
