// Starts a real server on a real database (a temp SQLite file or a scratch
// PostgreSQL database) on a free loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/app';
import { createKey, ensureApplication } from '../../src/services/management';
import type { PlanName } from '../../src/platform/plans';
import { toMilli } from '../../src/platform/plans';
import { createScratchDatabase } from './pg';
import { assertDocumented, isRestPath } from './openapi';
import type { Provider } from './env';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(provider: Provider): Promise<TestDatabase> {
  if (provider === 'postgresql') return createScratchDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-test-'));
  return { url: `file:${path.join(dir, 'svc.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export interface HttpResult {
  status: number;
  body: any;
  headers: Headers;
}

export interface TestServer extends RunningServer {
  provider: Provider;
  databaseUrl: string;
  /** Creates a key on a fresh (or named) application with the given plan. */
  newKey(options?: { plan?: PlanName; app?: string; name?: string; credits?: number }): Promise<{ secret: string; keyId: string; applicationId: string; accountId: string }>;
  request(method: string, path: string, options?: { key?: string | null; body?: unknown; rawBody?: string | Uint8Array; headers?: Record<string, string> }): Promise<HttpResult>;
  graphql(query: string, variables?: Record<string, unknown>, key?: string): Promise<HttpResult>;
  /**
   * Runs `burst` with the server's clock stopped at one instant: rate limits use fixed UTC-minute
   * windows, and a burst that straddled a minute boundary would be admitted by two of them.
   */
  atInstant<T>(burst: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

let counter = 0;

export async function startTestServer(provider: Provider = 'sqlite', env: Record<string, string> = {}): Promise<TestServer> {
  const db = await createTestDatabase(provider);
  const config = loadConfig({ DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', SVC_LOG: 'silent', SVC_ADMIN_TOKEN: ADMIN_TOKEN, SVC_USAGE_FLUSH_MS: '20', ...env });
  const running = await startServer(config);
  const s = running.services;

  const request: TestServer['request'] = async (method, p, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    let body: string | Uint8Array | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(running.url + p, { method, headers, body: body as BodyInit | undefined });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // leave as text
    }
    // Every REST response the suites receive must be as the OpenAPI document says.
    if (isRestPath(p)) assertDocumented(method, p, res.status, parsed);
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    ...running,
    provider,
    databaseUrl: db.url,
    request,
    graphql: (query, variables, key) => request('POST', '/graphql', { key: key ?? null, body: { query, variables } }),
    async atInstant(burst) {
      const realNow = s.now;
      const instant = new Date();
      s.now = () => instant;
      try {
        return await burst();
      } finally {
        s.now = realNow;
      }
    },
    async newKey(options = {}) {
      const app = await ensureApplication(s, options.app ?? `app-${process.pid}-${++counter}-${Date.now()}`, options.plan ?? 'pro');
      const { key, secret } = await createKey(s, app.id, { name: options.name ?? 'test' });
      if (options.credits !== undefined) {
        const granted = toMilli(s.config.plans[app.account.plan].monthlyCredits);
        await s.credits.setRemaining(app.account.id, granted, toMilli(options.credits), s.now());
      }
      return { secret, keyId: key.id, applicationId: app.id, accountId: app.account.id };
    },
    async stop() {
      await running.close();
      await db.drop();
    },
  };
}
