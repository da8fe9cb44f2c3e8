// Structured JSON logs (pino), one object per line on stderr. Never pass API keys
// or scored content to it: requests are logged with their key *id* only, and the
// fields that could hold a secret or a text are redacted should one slip in.
import { pino, type DestinationStream } from 'pino';

export type LogLevel = 'silent' | 'error' | 'info';

/** The line written for each request (REST, GraphQL over HTTP) and each WebSocket operation. */
export interface RequestLine {
  request_id: string;
  channel: string;
  method?: string;
  route: string;
  status: number;
  latency_ms: number;
  key_id: string | null;
}

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** True when request lines are written (SVC_LOG=info): callers build a line only then. */
  readonly logsRequests: boolean;
  request(line: RequestLine): void;
  /** Writes what is buffered (before exit). */
  flush(): void;
}

/** Defence in depth: none of these is ever logged on purpose. */
const REDACT = ['key', 'secret', 'authorization', 'headers.authorization', 'x-api-key', 'content', 'text', 'raw', 'body'];

export function createLogger(level: LogLevel, options: { destination?: DestinationStream } = {}): Logger {
  // Asynchronous writes keep logging off the request path; pino flushes what is pending at exit.
  const destination = options.destination ?? pino.destination({ dest: 2, sync: false });
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    destination,
  );
  const logsRequests = level === 'info';
  return {
    logsRequests,
    info: (msg, fields) => log.info(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
    request: (line) => {
      if (logsRequests) destination.write(requestLine(line));
    },
    flush: () => log.flush(),
  };
}

export function describeError(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}

const PID = `,"pid":${process.pid},`;

/**
 * The request line pino would write (same fields, same order), built directly: it is written
 * once per request, and its fields are fixed and never secret, so pino's generic path
 * (redaction wrapper, serializers, formatters: ~2.5 µs a line) is not needed. Strings go
 * through JSON.stringify, so a client's request id or method cannot break the line.
 */
function requestLine(l: RequestLine): string {
  return `{"level":"info","time":"${new Date().toISOString()}"${PID}"request_id":${JSON.stringify(l.request_id)},"channel":${JSON.stringify(l.channel)}${
    l.method === undefined ? '' : `,"method":${JSON.stringify(l.method)}`
  },"route":${JSON.stringify(l.route)},"status":${l.status},"latency_ms":${l.latency_ms},"key_id":${JSON.stringify(l.key_id)},"msg":"request"}\n`;
}
