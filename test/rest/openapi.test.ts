// The OpenAPI document: generated from the route table and nothing else, lint-clean,
// committed fresh, served at /openapi.json with the interactive reference at /docs.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMilli } from '../../src/platform/plans';
import { HANDLER_PATHS, openApiDocument, openApiPath, printedOpenApi } from '../../src/rest/openapi/document';
import { routes } from '../../src/rest/routes';
import { undocumented } from '../helpers/openapi';
import { startTestServer, type TestServer } from '../helpers/server';

const doc = openApiDocument();
const ROOT = path.resolve(__dirname, '../..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer svc_ key scheme as the default security', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'svc_…' });
    expect(doc.security).toContainEqual({ bearerAuth: [] });
  });

  it('has every route of the route table, and nothing else but the paths the handler answers itself', () => {
    const fromTable = routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`).sort();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([p, item]) => Object.keys(item).filter((k) => METHODS.includes(k)).map((m) => `${m} ${p}`))
      .filter((op) => !HANDLER_PATHS.some((h) => op.endsWith(` ${h}`)))
      .sort();
    expect(documented).toEqual(fromTable);
    for (const h of HANDLER_PATHS) expect(doc.paths[h], h).toBeDefined();
    expect(doc.paths['/config'].get).toBeDefined();
  });

  it('documents request bodies, path, query and header parameters from the operations’ zod inputs', () => {
    const evalBody = doc.paths['/svc/v1/eval'].post.requestBody.content['application/json'].schema;
    expect(evalBody.required).toContain('content');
    const ack = doc.paths['/svc/v1/compliance/dpdp/timers/{timer_id}/acknowledge'].post;
    expect(ack.parameters).toContainEqual(expect.objectContaining({ name: 'timer_id', in: 'path', required: true }));
    expect(Object.keys(ack.requestBody.content['application/json'].schema.properties)).not.toContain('timer_id');
    const usage = doc.paths['/svc/v1/usage'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(usage).toEqual(expect.arrayContaining(['query:limit', 'query:cursor', 'query:from', 'query:to']));
    const toolCall = doc.paths['/svc/v1/agent/tool-call'].post;
    expect(toolCall.parameters).toContainEqual(expect.objectContaining({ name: 'X-SVC-Plan-Batch', in: 'header' }));
  });

  it('gives every operation an x-credit-cost that matches what its cost() charges', () => {
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.path)][r.method.toLowerCase()];
      const cost = op['x-credit-cost'];
      expect(cost.min, r.path).toBeLessThanOrEqual(cost.max);
      const pricing = r.operation.pricing;
      if (!pricing) expect(r.operation.cost, `${r.path} charges but has no pricing`).toBeUndefined();
      // Fixed prices: cost() ignores the input, so it can be asked directly.
      else if (pricing.min === pricing.max) expect(fromMilli(r.operation.cost?.({} as never, {} as never) ?? 0), r.path).toBe(cost.min);
    }
    expect(doc.paths['/svc/v1/compliance/dpdp/evidence'].post['x-credit-cost']).toEqual({ min: 2, max: 2 });
    expect(doc.paths['/svc/v1/eval'].post['x-credit-cost']).toMatchObject({ min: 0, max: 3, by: { basic: 1, deep: 3, cache_hit: 0 } });
  });

  it('documents the error body of decisions §2 for every error status, with the codes of that status', () => {
    const e402 = doc.components.schemas.Error402;
    expect(e402.required).toEqual(expect.arrayContaining(['error', 'message', 'detail', 'code', 'request_id']));
    expect(e402.properties.code.enum).toEqual(['INSUFFICIENT_CREDITS']);
    const evalOp = doc.paths['/svc/v1/eval'].post.responses;
    expect(Object.keys(evalOp)).toEqual(expect.arrayContaining(['200', '400', '401', '402', '403', '413', '429', '500', '503']));
    expect(doc.paths['/svc/v1/compliance/dpdp/emit'].post.responses['410']).toEqual({ $ref: '#/components/responses/Error410' });
  });

  it('the response check refuses a body or a status the document does not allow', () => {
    expect(undocumented('POST', '/svc/v1/eval', 200, { svc_score: 'high' })).toMatch(/must/);
    expect(undocumented('POST', '/svc/v1/eval', 418, {})).toMatch(/not documented/);
    expect(undocumented('GET', '/svc/v1/nowhere', 200, {})).toMatch(/not in the document/);
    expect(undocumented('GET', '/svc/v1/usage', 401, { error: 'x', message: 'x', detail: 'x', code: 'RATE_LIMITED', request_id: 'r' })).toMatch(/code/);
    expect(undocumented('GET', '/svc/v1/usage', 401, { error: 'x', message: 'x', detail: 'x', code: 'UNAUTHENTICATED', request_id: 'r' })).toBeNull();
  });

  it('is committed fresh in openapi.json (npm run openapi:print)', () => {
    expect(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8')).toBe(printedOpenApi());
  });

  it('lints clean with @redocly/cli (recommended rules, offline, no telemetry)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, printedOpenApi());
      const bin = path.join(ROOT, 'node_modules', '.bin', 'redocly');
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' };
      const run = await promisify(execFile)(bin, ['lint', file, '--config', path.join(ROOT, 'redocly.yaml')], { env, cwd: dir }).catch((e) => e);
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.code ?? 0, output).toBe(0);
      expect(output).toMatch(/Your API description is valid/);
      // (Redocly prints a Node 20 deprecation notice; lint warnings are counted in this line.)
      expect(output).not.toMatch(/You have \d+ warnings?/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('/openapi.json and /docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the document without a key', async () => {
    const res = await fetch(`${server.url}/openapi.json`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.openapi).toMatch(/^3\.1\.\d+$/);
    expect(body).toEqual(doc);
  });

  it('serves the reference page and every script and stylesheet it loads, from the service itself', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    const assets = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset, 'no CDN: assets come from this service').toMatch(/^\/docs\//);
      const got = await fetch(`${server.url}${asset}`);
      expect(got.status, asset).toBe(200);
      expect((await got.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    expect(await (await fetch(`${server.url}/docs/init.js`)).text()).toContain("url: '/openapi.json'");
  });

  it('answers 404 for files it does not serve, and 405 for other methods', async () => {
    expect((await server.request('GET', '/docs/package.json')).status).toBe(404);
    expect((await server.request('GET', '/docs/../package.json')).status).toBe(404);
    const post = await server.request('POST', '/openapi.json', { body: {} });
    expect(post.status).toBe(405);
    expect(post.body.code).toBe('NOT_FOUND');
  });
});
