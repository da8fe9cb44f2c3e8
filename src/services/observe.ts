// What every channel reports when it has answered a request (or a WebSocket
// operation): one metrics sample, one log line, the trace span's route. And the
// detector timing the services wrap around their calls into the core.
import type { Channel, Engine } from '../platform/metrics';
import type { Services } from './context';

export interface Answered {
  channel: Channel;
  method: string;
  /** The route pattern (`/svc/v1/agent/registry/tools/:tool_name`), never a raw path with ids. */
  route: string;
  status: number;
  requestId: string;
  keyId: string | null;
  startedAt: number;
  milliCredits: number;
}

export function answered(services: Services, a: Answered): void {
  const ms = performance.now() - a.startedAt;
  services.metrics.request(a.channel, a.route, a.status, ms / 1000, a.milliCredits);
  if (services.log.logsRequests) {
    services.log.request({ request_id: a.requestId, channel: a.channel, method: a.method, route: a.route, status: a.status, latency_ms: Math.round(ms * 1000) / 1000, key_id: a.keyId });
  }
  services.tracing?.finish(a.route, a.status, a.keyId);
}

/** Runs a detector of the core, timed (and traced when tracing is on). */
export function detect<T>(services: Services, engine: Engine, fn: () => T): T {
  const tracing = services.tracing;
  if (tracing) return tracing.span(`detector ${engine}`, () => services.metrics.time(engine, fn));
  return services.metrics.time(engine, fn);
}

/** How code without the services (pure helpers) has its detector calls timed. */
export type Timed = <T>(engine: Engine, fn: () => T) => T;
export const untimed: Timed = (_engine, fn) => fn();
