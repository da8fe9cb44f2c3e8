import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PROVIDERS } from '../helpers/env';
import { ADMIN_TOKEN, startTestServer, type TestServer } from '../helpers/server';

describe.each(PROVIDERS)('GraphQL gateway (%s)', (provider) => {
  let s: TestServer;
  let k: Awaited<ReturnType<TestServer['newKey']>>;
  beforeAll(async () => {
    s = await startTestServer(provider);
    k = await s.newKey({ plan: 'pro', name: 'primary' });
  });
  afterAll(async () => s?.stop());

  it('answers the caller\'s application, policy, keys and usage', async () => {
    await s.request('GET', '/svc/v1/config', { key: k.secret });
    const r = await s.graphql(
      `{ application { id plan policy environment } apiKeys { id name prefix status } usage(first: 10) { totalCount totalCredits nodes { endpoint statusCode credits } hasNextPage } }`,
      {},
      k.secret,
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.application).toMatchObject({ id: k.applicationId, plan: 'pro', environment: 'production' });
    expect(r.body.data.application.policy.overallThreshold).toBe(7);
    expect(r.body.data.apiKeys).toEqual([expect.objectContaining({ id: k.keyId, name: 'primary', status: 'active' })]);
    expect(r.body.data.usage.totalCount).toBeGreaterThanOrEqual(1);
    expect(r.body.data.usage.nodes[0]).toMatchObject({ endpoint: 'config', statusCode: 200, credits: 0 });
  });

  it('needs a credential: 401 with GraphQL errors and the error body', async () => {
    const r = await s.graphql('{ application { id } }');
    expect(r.status).toBe(401);
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(r.body.code).toBe('UNAUTHENTICATED');
  });

  it('is rate limited and metered like REST', async () => {
    const free = await s.newKey({ plan: 'free' });
    const statuses: number[] = [];
    await s.atInstant(async () => {
      for (let i = 0; i < 11; i++) statuses.push((await s.graphql('{ application { id } }', {}, free.secret)).status);
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const usage = await s.services.usage.query({ applicationId: free.applicationId, limit: 50 });
    expect(usage.records.filter((r) => r.endpoint === 'graphql')).toHaveLength(11);
  });

  it('admin token: create application and key; key mutations; applications list', async () => {
    const created = await s.graphql(`mutation { createApplication(input: { name: "gql-app-${provider}", plan: business }) { id name plan } }`, {}, ADMIN_TOKEN);
    expect(created.body.errors).toBeUndefined();
    const appId = created.body.data.createApplication.id;
    expect(created.body.data.createApplication.plan).toBe('business');
    const key = await s.graphql(`mutation($app: ID!) { createApiKey(applicationId: $app, name: "ci") { secret key { id name status prefix } } }`, { app: appId }, ADMIN_TOKEN);
    const { secret, key: meta } = key.body.data.createApiKey;
    expect(secret).toMatch(/^svc_[0-9A-Za-z]{40}$/);
    expect(secret.startsWith(meta.prefix)).toBe(true);
    expect((await s.request('POST', '/verify', { key: secret })).body.plan).toBe('business');

    const renamed = await s.graphql(`mutation($id: ID!) { renameApiKey(id: $id, name: "ci-renamed") { name } }`, { id: meta.id }, secret);
    expect(renamed.body.data.renameApiKey.name).toBe('ci-renamed');

    const apps = await s.graphql('{ applications { id name } }', {}, ADMIN_TOKEN);
    expect(apps.body.data.applications.map((a: any) => a.id)).toContain(appId);

    const revoked = await s.graphql(`mutation($id: ID!) { revokeApiKey(id: $id) { status } }`, { id: meta.id }, ADMIN_TOKEN);
    expect(revoked.body.data.revokeApiKey.status).toBe('revoked');
    expect((await s.graphql('{ application { id } }', {}, secret)).status).toBe(403);
  });

  it('keys cannot reach other applications or admin fields', async () => {
    const other = await s.newKey();
    const r = await s.graphql(`mutation($id: ID!) { revokeApiKey(id: $id) { status } }`, { id: other.keyId }, k.secret);
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await s.request('POST', '/verify', { key: other.secret })).body.valid).toBe(true);
    const apps = await s.graphql('{ applications { id } }', {}, k.secret);
    expect(apps.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('updatePolicy validates the merged policy and /config reflects it', async () => {
    const own = await s.newKey();
    const bad = await s.graphql(`mutation { updatePolicy(policy: { overallThreshold: 12 }) { id } }`, {}, own.secret);
    expect(bad.body.errors[0].extensions.code).toBe('INVALID_REQUEST');
    expect(bad.body.errors[0].extensions.field).toBe('policy.overallThreshold');
    const ok = await s.graphql(`mutation { updatePolicy(policy: { overallThreshold: 8.5, enforcement: "block" }) { policy } }`, {}, own.secret);
    expect(ok.body.data.updatePolicy.policy.overallThreshold).toBe(8.5);
    const cfg = await s.request('GET', '/svc/v1/config', { key: own.secret });
    expect(cfg.body.policy).toMatchObject({ overallThreshold: 8.5, enforcement: 'block' });
    expect(cfg.body.enforcement).toEqual({ active: true, mode: 'enforce' });
  });

  it('rejects unknown policy fields (a typo must not be silently ignored) and changes nothing', async () => {
    const own = await s.newKey();
    const r = await s.graphql('mutation { updatePolicy(policy: { overallTreshold: 9 }) { id } }', {}, own.secret);
    expect(r.body.errors[0].extensions.code).toBe('INVALID_REQUEST');
    expect(r.body.errors[0].message).toMatch(/overallTreshold/);
    const cfg = await s.request('GET', '/svc/v1/config', { key: own.secret });
    expect(cfg.body.policy.overallThreshold).toBe(7);
  });

  it('validates arguments with zod: usage(first: 0) is INVALID_REQUEST', async () => {
    const r = await s.graphql('{ usage(first: 0) { totalCount } }', {}, k.secret);
    expect(r.body.errors[0].extensions.code).toBe('INVALID_REQUEST');
  });

  it('streams usageRecorded events over graphql-ws to the key\'s application only', async () => {
    const sub = await s.newKey({ plan: 'business' });
    const other = await s.newKey({ plan: 'business' });
    const client = createClient({
      url: s.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${sub.secret}` },
      lazy: false,
    });
    const received: any[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { usageRecorded { endpoint keyId statusCode } }' },
        {
          next: (msg) => {
            received.push(msg.data?.usageRecorded);
            resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300)); // let the subscription register
    await s.request('GET', '/svc/v1/config', { key: other.secret });
    await s.request('GET', '/svc/v1/config', { key: sub.secret });
    await done;
    await client.dispose();
    expect(received[0]).toEqual({ endpoint: 'config', keyId: sub.keyId, statusCode: 200 });
  });

  it('rejects a WebSocket connection without a valid key', async () => {
    const client = createClient({ url: s.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: 'Bearer svc_nope' }, retryAttempts: 0 });
    const closed = await new Promise<any>((resolve) => {
      client.subscribe({ query: 'subscription { usageRecorded { endpoint } }' }, { next: () => undefined, error: resolve, complete: () => resolve('complete') });
    });
    await client.dispose();
    expect(closed.code).toBe(4403);
  });
});
