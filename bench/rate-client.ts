/**
 * A cheap open-loop HTTP/1.1 load generator for the latency bench (fixedRateNet in lib.ts).
 *
 * Why not node:http (lib.ts `fixedRate`): on a 2-core VM the client shares the cores with the
 * server, and every millisecond the client's event loop is busy or descheduled is counted as
 * latency of whatever answer arrives meanwhile. node:http costs tens of µs per request in the
 * client (ClientRequest, header objects, the llhttp parser, IncomingMessage streams), and the old
 * client also ran JSON.stringify of the body when the request was due. Here:
 * - every request's bytes (request line, headers, body) are built before the run;
 * - raw `node:net` keep-alive sockets, one request in flight per socket (no pipelining), a request
 *   that is due goes out on an idle socket or, if none is idle, on a new one: the open loop never
 *   waits for an answer before sending, so a slow answer cannot delay the next request's send
 *   (no coordinated omission);
 * - latency counts from when the request was due (start + n / rate), not from when it was written;
 * - a minimal response parser: status line, `content-length` (or `transfer-encoding: chunked`),
 *   `connection: close`; nothing else of the response is looked at.
 * Run as `node --import tsx bench/rate-client.ts SPEC.json` it is its own process (what lib.ts
 * does by default), so its stalls and the server's are on different event loops, and with
 * BENCH_PIN=1 on different CPUs (taskset): see docs/performance.md.
 */
import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export interface NetRateOptions {
  host: string;
  port: number;
  /** The bytes of each request, in the order they are sent; their count is the run's length. */
  requests: Buffer[];
  rate: number;
  /** Sockets at most; a request due when all are busy waits for the first free one (counted from due). */
  maxSockets?: number;
}

export interface NetRateResult {
  achieved: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  errors: number;
  seconds: number;
  clientDelayP99: number;
  /** CPU time of the client per request (µs): user + system of this process over the run. */
  clientCpuPerReqUs: number;
  /** Sockets opened over the run. */
  sockets: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const STALL_MS = 10_000;

/** Parses one HTTP/1.1 response after another from a socket's bytes. */
export class ResponseParser {
  private buf: Buffer = Buffer.alloc(0);
  /** Head parsed, body bytes still expected (-1: no response in progress; -2: chunked). */
  private need = -1;
  private status = 0;
  private close = false;
  constructor(private readonly onResponse: (status: number, close: boolean) => void) {}

  push(chunk: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      if (this.need === -1) {
        const end = this.buf.indexOf(CRLF2);
        if (end < 0) return;
        const head = this.buf.toString('latin1', 0, end);
        this.buf = this.buf.subarray(end + 4);
        const lines = head.split('\r\n');
        const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0]);
        if (!m) throw new Error(`bad status line: ${JSON.stringify(lines[0].slice(0, 80))}`);
        this.status = Number(m[1]);
        this.close = /^HTTP\/1\.0/.test(lines[0]);
        let length = -1;
        let chunked = false;
        for (let i = 1; i < lines.length; i++) {
          const colon = lines[i].indexOf(':');
          const name = lines[i].slice(0, colon).trim().toLowerCase();
          const value = lines[i].slice(colon + 1).trim().toLowerCase();
          if (name === 'content-length') length = Number(value);
          else if (name === 'transfer-encoding') chunked = value.split(',').some((v) => v.trim() === 'chunked');
          else if (name === 'connection') this.close = value === 'close' ? true : value === 'keep-alive' ? false : this.close;
        }
        if (chunked) this.need = -2;
        else if (length >= 0) this.need = length;
        else if (this.status === 204 || this.status === 304 || (this.status >= 100 && this.status < 200)) this.need = 0;
        else throw new Error('response without content-length or chunked encoding (read-until-close is not supported)');
      }
      if (this.need === -2) {
        const done = this.chunkedEnd();
        if (done < 0) return;
        this.buf = this.buf.subarray(done);
      } else {
        if (this.buf.length < this.need) return;
        this.buf = this.buf.subarray(this.need);
      }
      this.need = -1;
      if (this.status >= 100 && this.status < 200) continue; // interim response: the real one follows
      this.onResponse(this.status, this.close);
    }
  }

  /** Offset just past the chunked body's end in `buf`, or -1 while incomplete (trailers ignored). */
  private chunkedEnd(): number {
    let at = 0;
    for (;;) {
      const eol = this.buf.indexOf('\r\n', at, 'latin1');
      if (eol < 0) return -1;
      const size = parseInt(this.buf.toString('latin1', at, eol).split(';')[0], 16);
      if (Number.isNaN(size)) throw new Error('bad chunk size');
      if (size === 0) {
        const end = this.buf.indexOf(CRLF2, eol, 'latin1');
        if (end === eol) return eol + 4;
        // trailers: up to the blank line
        return end < 0 ? -1 : end + 4;
      }
      at = eol + 2 + size + 2;
      if (at > this.buf.length) return -1;
    }
  }
}

/** `POST path HTTP/1.1` with a JSON body (or a bodiless GET) as bytes, ready to write. */
export function requestBytes(method: string, host: string, path: string, headers: Record<string, string>, body?: string): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: keep-alive'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body !== undefined) {
    lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

export function runNetRate(options: NetRateOptions): Promise<NetRateResult> {
  const { host, port, requests, rate } = options;
  const maxSockets = options.maxSockets ?? 1024;
  const total = requests.length;
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let sent = 0;
  let done = 0;
  let errors = 0;
  let opened = 0;
  let open = 0;
  const idle: Conn[] = [];
  const all = new Set<Conn>();
  const waiting: number[] = []; // due but no socket free (maxSockets reached)
  const cpu0 = process.cpuUsage();
  const start = performance.now();

  interface Conn {
    socket: Socket;
    /** Request in flight on it, or -1. */
    current: number;
    dead: boolean;
  }

  return new Promise((resolve) => {
    const finishOne = (n: number, ok: boolean) => {
      latencies[n] = performance.now() - (start + n * interval);
      if (!ok) errors++;
      if (++done === total) {
        const elapsed = (performance.now() - start) / 1000;
        const used = process.cpuUsage(cpu0);
        delay.disable();
        // After this answer's own release (below the caller) every socket is idle: close them all,
        // or keep-alive sockets hold the process open until the server's idle timeout.
        setImmediate(() => {
          for (const c of all) c.socket.destroy();
        });
        latencies.sort();
        const at = (p: number) => latencies[Math.min(total - 1, Math.floor(p * total))];
        resolve({
          achieved: Math.round(total / elapsed),
          p50: at(0.5),
          p99: at(0.99),
          p999: at(0.999),
          max: latencies[total - 1],
          errors,
          seconds: elapsed,
          clientDelayP99: Math.max(0, delay.percentile(99) / 1e6 - 10),
          clientCpuPerReqUs: (used.user + used.system) / total,
          sockets: opened,
        });
      }
    };
    const release = (c: Conn) => {
      c.current = -1;
      const next = waiting.shift();
      if (next !== undefined) send(c, next);
      else idle.push(c);
    };
    const kill = (c: Conn) => {
      if (c.dead) return;
      c.dead = true;
      all.delete(c);
      open--;
      c.socket.destroy();
      const i = idle.indexOf(c);
      if (i >= 0) idle.splice(i, 1);
      if (c.current >= 0) finishOne(c.current, false);
      c.current = -1;
      const next = waiting.shift();
      if (next !== undefined) fire(next);
    };
    const newConn = (): Conn => {
      const socket = connect({ host, port, noDelay: true });
      const c: Conn = { socket, current: -1, dead: false };
      all.add(c);
      opened++;
      open++;
      const parser = new ResponseParser((status, close) => {
        const n = c.current;
        if (n < 0) return kill(c); // an answer nobody asked for
        finishOne(n, status >= 200 && status < 300);
        c.current = -1;
        if (close) kill(c);
        else release(c);
      });
      socket.on('data', (chunk: Buffer) => {
        try {
          parser.push(chunk);
        } catch {
          kill(c);
        }
      });
      socket.on('error', () => kill(c));
      socket.on('close', () => kill(c));
      return c;
    };
    const send = (c: Conn, n: number) => {
      c.current = n;
      c.socket.write(requests[n]);
    };
    const fire = (n: number) => {
      const c = idle.pop() ?? (open < maxSockets ? newConn() : undefined);
      if (c) send(c, n);
      else waiting.push(n);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) fire(sent++);
      // Sleep until the next request is due (whole ms: Node's timers are no finer, and fire at or
      // after their time, so a send is up to ~1 ms late, counted as latency like any other delay),
      // not a 1 ms tick at every rate: at 130 req/s that tick was most of the client's CPU.
      if (sent < total) setTimeout(tick, Math.max(1, Math.floor(start + sent * interval - performance.now())));
      else watchdog();
    };
    // An answer that never comes (a lost connection nobody reported) must not hang the run:
    // STALL_MS after the last answer with none since, what is still in flight counts as errors.
    let lastDone = -1;
    const watchdog = () => {
      if (done === total) return;
      if (done === lastDone) {
        const busy = [...all].filter((c) => c.current >= 0);
        console.error(`rate client: no answer for ${STALL_MS} ms, ${total - done} outstanding: ${busy.map((c) => `#${c.current} ${c.socket.readyState} w${c.socket.bytesWritten} r${c.socket.bytesRead}`).join(', ')}; waiting ${waiting.length}`);
        for (const c of busy) kill(c);
        for (const n of waiting.splice(0)) finishOne(n, false);
        return;
      }
      lastDone = done;
      setTimeout(watchdog, STALL_MS).unref();
    };
    tick();
  });
}

/**
 * As a process: `node --import tsx bench/rate-client.ts SPEC.json`, SPEC = { host, port, rate,
 * maxSockets?, file, offsets } where `file` holds the requests' bytes back to back and `offsets`
 * their starts (and the end). Prints the NetRateResult as one JSON line.
 */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { host: string; port: number; rate: number; maxSockets?: number; file: string; offsets: number[] };
  const all = readFileSync(spec.file);
  const requests = spec.offsets.slice(0, -1).map((o, i) => all.subarray(o, spec.offsets[i + 1]));
  runNetRate({ host: spec.host, port: spec.port, rate: spec.rate, maxSockets: spec.maxSockets, requests }).then((r) => {
    process.stdout.write(`${JSON.stringify(r)}\n`, () => process.exit(0));
  });
}
