// A GraphQL-over-WebSocket (graphql-transport-ws) client at the message level,
// for tests that must see exactly what the server sends and how it closes.
import WebSocket from 'ws';

export interface Closed {
  code: number;
  reason: string;
}

export interface OperationResult {
  /** `next` payloads, in order. */
  data: any[];
  /** The `error` message's payload (GraphQL errors), when the server refused the operation. */
  errors?: any[];
  /** Set when the socket closed before the operation ended. */
  closed?: Closed;
}

export class GraphqlSocket {
  readonly closed: Promise<Closed>;
  private closedWith?: Closed;
  private readonly listeners = new Map<string, (msg: any) => void>();
  private nextId = 0;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => {
        this.closedWith = { code, reason: reason.toString() };
        for (const l of this.listeners.values()) l({ type: 'closed' });
        resolve(this.closedWith);
      }),
    );
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.id) this.listeners.get(msg.id)?.(msg);
    });
    ws.on('error', () => undefined); // surfaced as the close
  }

  /** Connects and sends connection_init; resolves once acknowledged or closed (see `closed`). */
  static open(baseUrl: string, key: string | null): Promise<GraphqlSocket> {
    const ws = new WebSocket(baseUrl.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    const socket = new GraphqlSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: key ? { authorization: `Bearer ${key}` } : {} })));
      ws.on('message', (raw) => {
        if (JSON.parse(String(raw)).type === 'connection_ack') resolve(socket);
      });
      socket.closed.then(() => resolve(socket), reject);
    });
  }

  get isClosed(): Closed | undefined {
    return this.closedWith;
  }

  /** Runs a query or mutation to its end (complete, error or close). */
  run(query: string, variables?: Record<string, unknown>): Promise<OperationResult> {
    const { done } = this.start(query, variables);
    return done;
  }

  /**
   * Starts an operation; `data` fills as `next` messages arrive, `done` resolves at its end.
   * `stop()` sends complete (ends a subscription).
   */
  start(query: string, variables?: Record<string, unknown>): { id: string; data: any[]; done: Promise<OperationResult>; stop(): void } {
    const id = String(++this.nextId);
    const data: any[] = [];
    const done = new Promise<OperationResult>((resolve) => {
      if (this.closedWith) return resolve({ data, closed: this.closedWith });
      this.listeners.set(id, (msg) => {
        if (msg.type === 'next') return void data.push(msg.payload);
        this.listeners.delete(id);
        if (msg.type === 'error') resolve({ data, errors: msg.payload });
        else if (msg.type === 'complete') resolve({ data });
        else resolve({ data, closed: this.closedWith });
      });
      this.ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    });
    return { id, data, done, stop: () => this.ws.send(JSON.stringify({ id, type: 'complete' })) };
  }

  close(): void {
    this.ws.close();
  }
}

export async function waitFor<T>(check: () => T | undefined | false, timeoutMs: number, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
