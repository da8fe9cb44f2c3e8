// The OpenTelemetry side of ./tracing.ts, loaded only when tracing is on: one
// server span per HTTP request (continuing an incoming W3C `traceparent`), named
// after the route pattern, with child spans around the detector engines.
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Tracing } from './tracing';

/** `exporter` replaces the OTLP exporter (tests use an in-memory one, exported span by span). */
export function createTracing(options: { otlpEndpoint?: string; exporter?: SpanExporter }): Tracing {
  const exporter = options.exporter ?? new OTLPTraceExporter({ url: `${(options.otlpEndpoint ?? 'http://localhost:4318').replace(/\/+$/, '')}/v1/traces` });
  const processor = options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'svc-score-engine' }), spanProcessors: [processor] });
  // The AsyncLocalStorage context manager (child spans find their request) and the W3C propagator.
  provider.register();
  const tracer = provider.getTracer('svc-score-engine');
  const methods = new WeakMap<Span, string>();

  return {
    request(method, headers, fn) {
      const parent = propagation.extract(ROOT_CONTEXT, headers);
      return tracer.startActiveSpan(method, { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } }, parent, async (span) => {
        methods.set(span, method);
        try {
          return await fn();
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      });
    },
    finish(route, status, keyId) {
      const span = trace.getActiveSpan();
      const method = span && methods.get(span);
      if (!span || !method) return; // not inside a request span (a WebSocket operation)
      span.updateName(`${method} ${route}`);
      span.setAttribute(ATTR_HTTP_ROUTE, route);
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (keyId) span.setAttribute('svc.key_id', keyId);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    },
    span(name, fn) {
      return tracer.startActiveSpan(name, (span) => {
        try {
          return fn();
        } finally {
          span.end();
        }
      });
    },
    shutdown: () => provider.shutdown(),
  };
}
