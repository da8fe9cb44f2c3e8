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
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    // Asynchronous writes keep logging off the request path; pino flushes what is pending at exit.
    options.destination ?? pino.destination({ dest: 2, sync: false }),
  );
  const logsRequests = level === 'info';
  return {
    logsRequests,
    info: (msg, fields) => log.info(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
    request: (line) => {
      if (logsRequests) log.info(line, 'request');
    },
    flush: () => log.flush(),
  };
}

export function describeError(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
