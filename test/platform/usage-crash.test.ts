// The balance and the usage ledger agree after a crash (issue 10 §3): SIGKILL the
// server in the middle of a stream of paid calls; every credit debited is in a usage
// record, and every acknowledged paid call has its record.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createServices } from '../../src/app';
import { createKey, ensureApplication } from '../../src/services/management';
import { PROVIDERS } from '../helpers/env';
import { createTestDatabase } from '../helpers/server';
import { spawnServer } from '../helpers/process';

// Credits stay below 2^31 milli-credits: the balance is an INTEGER column (int4 on PostgreSQL).
const UNLIMITED = JSON.stringify({ enterprise: { requestsPerMinute: 1e9, requestsPerDay: 1e9, monthlyCredits: 1e6 } });
const GRANTED_MILLI = 1e9;
const PAID_MILLI = 500; // prompt-injection: 0.5 credits

describe.each(PROVIDERS)('usage ledger across a SIGKILL (%s)', (provider) => {
  it('keeps debited credits and recorded usage equal', async () => {
    const db = await createTestDatabase(provider);
    // A long flush interval: anything only buffered in memory is lost to the SIGKILL.
    const env = { DATABASE_URL: db.url, SVC_PLANS: UNLIMITED, SVC_USAGE_FLUSH_MS: '30000' };
    const setup = await createServices(loadConfig({ ...env, SVC_LOG: 'silent' }));
    const app = await ensureApplication(setup.services, 'ledger', 'enterprise');
    const { secret } = await createKey(setup.services, app.id, { name: 'k' });
    await setup.close();

    const server = await spawnServer(env);
    let acknowledged = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server.url}/svc/v1/agent/prompt-injection`, {
            method: 'POST',
            headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text: `Summarise call number ${acknowledged} for me, please.` }),
          });
          if (res.status === 200) acknowledged++;
          await res.arrayBuffer();
        } catch {
          // the server died under this request
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acknowledged < 120) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode !== null ? r(null) : server.child.once('exit', r)));

    const check = await createServices(loadConfig({ ...env, SVC_LOG: 'silent' }));
    try {
      const debited = GRANTED_MILLI - (await check.services.credits.remaining(app.account.id, GRANTED_MILLI, check.services.now()));
      const recorded = await check.services.db.prisma.usageRecord.aggregate({ where: { accountId: app.account.id }, _sum: { milliCredits: true }, _count: { _all: true } });
      expect(debited).toBeGreaterThanOrEqual(acknowledged * PAID_MILLI);
      expect(recorded._sum.milliCredits ?? 0).toBe(debited);
      expect(recorded._count._all).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await check.close();
      await db.drop();
    }
  }, 90_000);
});
