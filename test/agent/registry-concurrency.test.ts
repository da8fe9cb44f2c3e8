// Registry upserts are atomic (issue 10 §3): concurrent upserts of one new tool
// all succeed and leave one row; concurrent registrations never pass the cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOOLS_PER_APPLICATION } from '../../src/storage/agent';
import { PROVIDERS } from '../helpers/env';
import { startTestServer, type TestServer } from '../helpers/server';

const TOOLS = '/svc/v1/agent/registry/tools';

describe.each(PROVIDERS)('tool registry under concurrency (%s)', (provider) => {
  let s: TestServer;
  const rows = (applicationId: string) => s.services.db.prisma.agentTool.count({ where: { applicationId } });

  beforeAll(async () => {
    s = await startTestServer(provider);
  });
  afterAll(async () => s?.stop());

  it('20 concurrent upserts of one new tool all succeed and leave one row', async () => {
    const key = await s.newKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.request('POST', TOOLS, { key: key.secret, body: { tool_name: 'wire_transfer', risk_level: i % 2 ? 'high' : 'critical' } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((st) => st === 200 || st === 201)).toBe(true);
    // Exactly one of them created the entry; the others updated it.
    expect(statuses.filter((st) => st === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.created === true)).toHaveLength(1);
    expect(await rows(key.applicationId)).toBe(1);
  });

  it(`concurrent registrations near the cap stop at exactly ${MAX_TOOLS_PER_APPLICATION} tools`, async () => {
    const key = await s.newKey();
    const room = 5;
    const now = new Date();
    await s.services.db.prisma.agentTool.createMany({
      data: Array.from({ length: MAX_TOOLS_PER_APPLICATION - room }, (_, i) => ({
        id: `tool_seed_${key.applicationId}_${i}`,
        applicationId: key.applicationId,
        toolKey: `seeded_${i}`,
        profile: JSON.stringify({ tool_name: `seeded_${i}`, risk_level: 'low', evaluation_depth: 'basic' }),
        createdAt: now,
        updatedAt: now,
      })),
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => s.request('POST', TOOLS, { key: key.secret, body: { tool_name: `new_tool_${i}`, risk_level: 'high' } })),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 400);
    expect(created).toHaveLength(room);
    expect(refused).toHaveLength(30 - room);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'INVALID_REQUEST', field: 'tool_name' });
    expect(await rows(key.applicationId)).toBe(MAX_TOOLS_PER_APPLICATION);

    // At the cap, an existing tool can still be updated; a new one is refused.
    const update = await s.request('POST', TOOLS, { key: key.secret, body: { tool_name: 'seeded_3', risk_level: 'critical' } });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ created: false, risk_level: 'critical' });
    expect((await s.request('POST', TOOLS, { key: key.secret, body: { tool_name: 'one_more', risk_level: 'high' } })).status).toBe(400);
    expect(await rows(key.applicationId)).toBe(MAX_TOOLS_PER_APPLICATION);
  });
});
