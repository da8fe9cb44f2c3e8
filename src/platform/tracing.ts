// Optional OpenTelemetry tracing. The SDK is imported only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (./tracing-otel.ts), so a server without
// it pays nothing at start or per request: callers check `services.tracing`.
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';

export interface Tracing {
  /** Runs one HTTP request inside a server span (continuing a caller's `traceparent`). */
  request<T>(method: string, headers: IncomingHttpHeaders, fn: () => Promise<T>): Promise<T>;
  /** Names the current request's span after its route pattern and records the outcome. */
  finish(route: string, status: number, keyId: string | null): void;
  /** A child span of the current request (a detector engine). */
  span<T>(name: string, fn: () => T): T;
  shutdown(): Promise<void>;
}

export async function startTracing(config: Pick<Config, 'otlpEndpoint'>): Promise<Tracing | undefined> {
  if (!config.otlpEndpoint) return undefined;
  const { createTracing } = await import('./tracing-otel');
  return createTracing({ otlpEndpoint: config.otlpEndpoint });
}
