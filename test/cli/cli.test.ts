import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../helpers/env';
import { createTestDatabase, type TestDatabase } from '../helpers/server';
import { runSvc } from '../helpers/process';

describe.each(PROVIDERS)('svc CLI (%s)', (provider) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase(provider);
    env = { DATABASE_URL: db.url };
  });
  afterAll(async () => db?.drop());

  it('migrate applies the migrations once', async () => {
    const first = await runSvc(['migrate'], env);
    expect(first.code).toBe(0);
    const folders = readdirSync(path.resolve(__dirname, '../../prisma', provider === 'sqlite' ? 'sqlite' : 'postgres', 'migrations')).filter((f) => /^\d{14}_/.test(f));
    expect(first.stdout).toContain(`Applied ${folders.length} migration(s)`);
    const again = await runSvc(['migrate'], env);
    expect(again.stdout).toMatch(/up to date/);
  });

  it('keys create/list/rename/revoke and apps list', async () => {
    const created = await runSvc(['keys', 'create', '--app', 'cli-app', '--plan', 'pro', '--name', 'ci', '--json'], env);
    expect(created.code, created.stderr).toBe(0);
    const key = JSON.parse(created.stdout);
    expect(Object.keys(key).sort()).toEqual(['application_id', 'id', 'key', 'name', 'plan']);
    expect(key).toMatchObject({ name: 'ci', plan: 'pro' });
    expect(key.key).toMatch(/^svc_[0-9A-Za-z]{40}$/);

    const second = JSON.parse((await runSvc(['keys', 'create', '--app', 'cli-app', '--plan', 'pro', '--name', 'two', '--json'], env)).stdout);
    expect(second.application_id).toBe(key.application_id); // reuses the application

    const listed = JSON.parse((await runSvc(['keys', 'list', '--app', 'cli-app', '--json'], env)).stdout);
    expect(listed.map((k: any) => k.name)).toEqual(['ci', 'two']);
    expect(JSON.stringify(listed)).not.toContain(key.key); // never the value

    expect((await runSvc(['keys', 'rename', key.id, 'renamed'], env)).code).toBe(0);
    expect((await runSvc(['keys', 'revoke', key.id], env)).stdout).toContain('revoked');
    const after = JSON.parse((await runSvc(['keys', 'list', '--json'], env)).stdout);
    expect(after.find((k: any) => k.id === key.id)).toMatchObject({ name: 'renamed', status: 'revoked' });

    const apps = JSON.parse((await runSvc(['apps', 'list', '--json'], env)).stdout);
    expect(apps).toEqual([expect.objectContaining({ name: 'cli-app', plan: 'pro' })]);
  }, 180_000); // seven CLI processes, each starting Node and tsx

  it.each([
    [['keys', 'create', '--plan', 'pro'], /needs --app/],
    [['keys', 'create', '--app', 'x', '--plan', 'platinum'], /--plan must be one of/],
    [['keys', 'create', '--app', 'bad name!', '--plan', 'pro'], /letters, digits/],
    [['keys', 'rename', 'key_nope', 'x'], /Unknown key/],
    [['keys', 'revoke', 'key_nope'], /Unknown key/],
    [['keys', 'list', '--app', 'no-such-app'], /Unknown application/],
    [['frobnicate'], /Unknown command/],
    [['keys', 'create', '--app', 'x', '--bogus'], /Unknown option/],
  ])('svc %j fails with a message on stderr and a non-zero exit', async (args, message) => {
    const r = await runSvc(args as string[], env);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });
});

describe('svc plans and configuration errors', () => {
  it('prints the plan table, with overrides from SVC_PLANS', async () => {
    const r = await runSvc(['plans', '--json'], { SVC_PLANS: '{"enterprise":{"requestsPerMinute":9000}}' });
    expect(r.code).toBe(0);
    const plans = JSON.parse(r.stdout);
    expect(plans).toContainEqual({ plan: 'free', requests_per_minute: 10, requests_per_day: 100, credits_per_month: 100 });
    expect(plans).toContainEqual({ plan: 'enterprise', requests_per_minute: 9000, requests_per_day: 1_000_000, credits_per_month: 100_000 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: must be an integer/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL: must start with redis:\/\//],
    [{ SVC_PLANS: '{"gold":{}}' }, /SVC_PLANS/],
    [{ SVC_PLANS: '{"pro":{"monthlyCredits":5000000}}' }, /SVC_PLANS\.pro\.monthlyCredits/],
    [{ SVC_ADMIN_TOKEN: 'short' }, /SVC_ADMIN_TOKEN/],
  ])('a bad %j exits 1 with a clear message', async (env, message) => {
    const r = await runSvc(['serve'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Invalid configuration/);
    expect(r.stderr).toMatch(message);
  });
});
