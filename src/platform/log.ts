// Minimal structured logger. Never pass API keys or scored content to it.
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (lvl: string, msg: string, fields?: Record<string, unknown>) =>
    process.stderr.write(`${JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  return {
    info: (msg, fields) => {
      if (level === 'info') write('info', msg, fields);
    },
    error: (msg, fields) => {
      if (level !== 'silent') write('error', msg, fields);
    },
  };
}

export function describeError(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
