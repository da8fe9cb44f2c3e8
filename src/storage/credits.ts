// Per-account monthly credit balances. The debit is one conditional UPDATE, so
// concurrent requests can never overdraw, on SQLite or PostgreSQL, across processes.
// On SQLite the statements run on the database's `hot` connection (see
// Database.hot): same SQL, prepared once, without Prisma's per-statement cost.
import type { Statement } from 'better-sqlite3';
import type { Database } from '../db/client';
import { creditPeriod } from '../platform/plans';

export type DebitResult = { ok: true } | { ok: false; remainingMilli: number };

interface HotStatements {
  ensure: Statement<[string, string, number, number]>;
  debit: Statement<[number, string, string, number]>;
  refund: Statement<[number, string, string]>;
  remaining: Statement<[string, string]>;
  set: Statement<[number, string, string]>;
}

export class CreditStore {
  /** (account, period) pairs whose row is known to exist, to skip the insert. */
  private readonly known = new Set<string>();
  private readonly hot?: HotStatements;

  constructor(private readonly db: Database) {
    if (db.hot) {
      this.hot = {
        ensure: db.hot.prepare(
          'INSERT INTO "CreditBalance" ("accountId", "period", "grantedMilli", "remainingMilli") VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
        ),
        debit: db.hot.prepare('UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" - ? WHERE "accountId" = ? AND "period" = ? AND "remainingMilli" >= ?'),
        refund: db.hot.prepare('UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" + ? WHERE "accountId" = ? AND "period" = ?'),
        remaining: db.hot.prepare('SELECT "remainingMilli" FROM "CreditBalance" WHERE "accountId" = ? AND "period" = ?').pluck() as Statement<[string, string]>,
        set: db.hot.prepare('UPDATE "CreditBalance" SET "remainingMilli" = ? WHERE "accountId" = ? AND "period" = ?'),
      };
    }
  }

  /** Creates this month's row with the plan's grant the first time an account is seen. */
  private async ensureRow(accountId: string, grantedMilli: number, now: Date): Promise<string> {
    const period = creditPeriod(now);
    const id = `${accountId}:${period}`;
    if (!this.known.has(id)) {
      if (this.hot) this.hot.ensure.run(accountId, period, grantedMilli, grantedMilli);
      else await this.db.prisma.$executeRaw`INSERT INTO "CreditBalance" ("accountId", "period", "grantedMilli", "remainingMilli") VALUES (${accountId}, ${period}, ${grantedMilli}, ${grantedMilli}) ON CONFLICT DO NOTHING`;
      this.known.add(id);
    }
    return period;
  }

  async debit(accountId: string, grantedMilli: number, milli: number, now: Date): Promise<DebitResult> {
    const period = await this.ensureRow(accountId, grantedMilli, now);
    if (milli === 0) return { ok: true };
    const changed = this.hot
      ? this.hot.debit.run(milli, accountId, period, milli).changes
      : await this.db.prisma.$executeRaw`UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" - ${milli} WHERE "accountId" = ${accountId} AND "period" = ${period} AND "remainingMilli" >= ${milli}`;
    if (changed === 1) return { ok: true };
    return { ok: false, remainingMilli: await this.remaining(accountId, grantedMilli, now) };
  }

  async refund(accountId: string, milli: number, now: Date): Promise<void> {
    if (milli === 0) return;
    const period = creditPeriod(now);
    if (this.hot) this.hot.refund.run(milli, accountId, period);
    else await this.db.prisma.$executeRaw`UPDATE "CreditBalance" SET "remainingMilli" = "remainingMilli" + ${milli} WHERE "accountId" = ${accountId} AND "period" = ${period}`;
  }

  async remaining(accountId: string, grantedMilli: number, now: Date): Promise<number> {
    const period = await this.ensureRow(accountId, grantedMilli, now);
    if (this.hot) return (this.hot.remaining.get(accountId, period) as number | undefined) ?? grantedMilli;
    const row = await this.db.prisma.creditBalance.findUnique({ where: { accountId_period: { accountId, period } } });
    return row?.remainingMilli ?? grantedMilli;
  }

  /** Sets this month's balance (CLI and tests). */
  async setRemaining(accountId: string, grantedMilli: number, remainingMilli: number, now: Date): Promise<void> {
    const period = await this.ensureRow(accountId, grantedMilli, now);
    if (this.hot) this.hot.set.run(remainingMilli, accountId, period);
    else await this.db.prisma.creditBalance.update({ where: { accountId_period: { accountId, period } }, data: { remainingMilli } });
  }
}
