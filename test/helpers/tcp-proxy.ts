// A TCP proxy in the test process, to take a dependency (PostgreSQL, Redis) away
// from a running server and give it back, without touching the shared servers.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones, as a dependency that went down. */
  down(): Promise<void>;
  /** Accepts connections again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const down = async () => {
    const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return { port, down, up: () => listen(port), close: down };
}
