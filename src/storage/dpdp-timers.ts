// DPDP regulatory timers: rows ↔ core `Timer`s, the listing filters of wire contract
// §3.14.7 pushed into SQL (10,000 timers must list quickly), and the scheduler's
// claims, each one conditional UPDATE so that with several instances exactly one
// wins every change.
import type { Database } from '../db/client';
import { Prisma, type DpdpTimer as TimerRow } from '../generated/sqlite/client';
import { isWithoutDelay, type Timer, type TimerQuery, type TimerStatus, type TimerSummary, type TimerType } from '../core/dpdp/index';
import { isBusy, numbered, sqliteValue, type Statement, withoutBusyWait } from './dpdp-sql';

const DAY_MS = 86_400_000;

/** A stored timer: the core's fields plus when the scheduler published its alert_at warning. */
export type TimerEntity = Timer & { alerted_at?: string };

/** The changes the scheduler stores and then publishes. */
export type NoticeChange = 'overdue' | 'alert';

/** A change the scheduler claimed, with the application whose subscribers hear of it. */
export interface ClaimedTimer {
  applicationId: string;
  change: NoticeChange;
  timer: TimerEntity;
}

export interface TimerListing {
  timers: TimerEntity[];
  nextCursor: string | null;
}

/** DateTime columns arrive as Date (Prisma) or text (raw SQLite rows). */
const iso = (d: Date | string): string => new Date(d).toISOString();

export function toTimer(r: TimerRow): TimerEntity {
  const optional: Partial<TimerEntity> = {};
  if (r.orgId !== null) optional.org_id = r.orgId;
  if (r.requestId !== null) optional.request_id = r.requestId;
  if (r.userId !== null) optional.user_id = r.userId;
  if (r.breachId !== null) optional.breach_id = r.breachId;
  if (r.resolvedAt !== null) optional.resolved_at = iso(r.resolvedAt);
  if (r.resolvedBy !== null) optional.resolved_by = r.resolvedBy;
  if (r.resolutionNote !== null) optional.resolution_note = r.resolutionNote;
  if (r.submissionReference !== null) optional.submission_reference = r.submissionReference;
  if (isWithoutDelay(r.type as TimerType)) optional.without_delay = true;
  if (r.alertedAt !== null) optional.alerted_at = iso(r.alertedAt);
  return {
    timer_id: r.id,
    type: r.type as TimerType,
    status: r.status as TimerStatus,
    section: r.section,
    description: r.description,
    started_at: iso(r.startedAt),
    deadline: iso(r.deadline),
    overdue_at: iso(r.overdueAt ?? r.deadline),
    alert_at: iso(r.alertAt),
    event_id: r.eventId,
    session_id: r.sessionId,
    ...optional,
  };
}

export function timerRow(applicationId: string, t: Timer): TimerRow {
  return {
    id: t.timer_id,
    applicationId,
    orgId: t.org_id ?? null,
    sessionId: t.session_id,
    eventId: t.event_id,
    type: t.type,
    status: t.status,
    section: t.section,
    description: t.description,
    startedAt: new Date(t.started_at),
    deadline: new Date(t.deadline),
    overdueAt: new Date(t.overdue_at),
    alertAt: new Date(t.alert_at),
    alertedAt: null,
    pendingNotice: null,
    noticeLeaseUntil: null,
    requestId: t.request_id ?? null,
    userId: t.user_id ?? null,
    breachId: t.breach_id ?? null,
    resolvedAt: t.resolved_at ? new Date(t.resolved_at) : null,
    resolvedBy: t.resolved_by ?? null,
    resolutionNote: t.resolution_note ?? null,
    submissionReference: t.submission_reference ?? null,
  };
}

/**
 * The status a timer has at `now` (the core's `timerStatusAt`), as SQL: a stored
 * `active` timer past its deadline is already overdue even before the scheduler's
 * next tick has stored it.
 */
function statusAt(status: TimerStatus, now: Date): Prisma.Sql {
  switch (status) {
    case 'active':
      return Prisma.sql`"status" = 'active' AND "overdueAt" >= ${now}`;
    case 'overdue':
      return Prisma.sql`("status" = 'overdue' OR ("status" = 'active' AND "overdueAt" < ${now}))`;
    default:
      return Prisma.sql`"status" = ${status}`;
  }
}

const approaching = (now: Date, days: number): Prisma.Sql =>
  Prisma.sql`"status" = 'active' AND "overdueAt" >= ${now} AND "deadline" <= ${new Date(now.getTime() + days * DAY_MS)}`;

/** Page cursors name the last timer listed: its deadline (epoch ms) and id, the sort key. */
export const TIMER_CURSOR = /^(\d{1,15})\.([\w-]{1,100})$/;

export class DpdpTimerStore {
  constructor(private readonly db: Database) {}

  async find(applicationId: string, timerId: string): Promise<TimerEntity | null> {
    const row = await this.db.prisma.dpdpTimer.findFirst({ where: { id: timerId, applicationId } });
    return row ? toTimer(row) : null;
  }

  /** The application's timers, any status; only those of a request or breach when named (evidence packets report them). */
  async about(applicationId: string, keys: { requestId?: string; breachId?: string } = {}): Promise<TimerEntity[]> {
    const where: Prisma.DpdpTimerWhereInput = { applicationId };
    if (keys.requestId !== undefined) where.requestId = keys.requestId;
    if (keys.breachId !== undefined) where.breachId = keys.breachId;
    const rows = await this.db.prisma.dpdpTimer.findMany({ where, orderBy: [{ deadline: 'asc' }, { id: 'asc' }] });
    return rows.map(toTimer);
  }

  /**
   * The listing: the core's filter semantics at `now`, sorted by deadline, a page at a
   * time. Raw SQL: with 100 rows a page the model API's row mapping costs ten times the query.
   */
  async list(
    applicationId: string,
    query: TimerQuery & { session_id?: string },
    now: Date,
    page: { limit: number; cursor?: string },
  ): Promise<TimerListing> {
    const where = [Prisma.sql`"applicationId" = ${applicationId}`];
    if (query.session_id !== undefined) where.push(Prisma.sql`"sessionId" = ${query.session_id}`);
    if (query.type !== undefined) where.push(Prisma.sql`"type" = ${query.type}`);
    if (query.status !== undefined) where.push(statusAt(query.status, now));
    if (query.approaching_days !== undefined) where.push(approaching(now, query.approaching_days));
    const after = page.cursor ? TIMER_CURSOR.exec(page.cursor) : null;
    if (after) {
      const deadline = new Date(Number(after[1]));
      where.push(Prisma.sql`("deadline" > ${deadline} OR ("deadline" = ${deadline} AND "id" > ${after[2]}))`);
    }
    const rows = await this.db.prisma.$queryRaw<TimerRow[]>`
      SELECT * FROM "DpdpTimer" WHERE ${Prisma.join(where, ' AND ')} ORDER BY "deadline", "id" LIMIT ${page.limit + 1}`;
    const timers = rows.slice(0, page.limit).map(toTimer);
    const last = timers[timers.length - 1];
    return { timers, nextCursor: rows.length > page.limit ? `${Date.parse(last.deadline)}.${last.timer_id}` : null };
  }

  /** The core's `summarizeTimers`, counted in SQL: one statement of index range counts. */
  async summary(applicationId: string, now: Date, sessionId?: string): Promise<TimerSummary> {
    const count = (condition: Prisma.Sql) => Prisma.sql`(SELECT COUNT(*) FROM "DpdpTimer" WHERE "applicationId" = ${applicationId}
      ${sessionId !== undefined ? Prisma.sql`AND "sessionId" = ${sessionId}` : Prisma.empty} AND ${condition})`;
    const [row] = await this.db.prisma.$queryRaw<Record<keyof TimerSummary | 'overdue_stored', number | bigint>[]>`
      SELECT
        ${count(statusAt('active', now))} AS "total_active",
        ${count(Prisma.sql`"status" = 'overdue'`)} AS "overdue_stored",
        ${count(Prisma.sql`"status" = 'active' AND "overdueAt" < ${now}`)} AS "overdue",
        ${count(approaching(now, 7))} AS "approaching_7_days",
        ${count(approaching(now, 15))} AS "approaching_15_days"`;
    return {
      total_active: Number(row.total_active),
      overdue: Number(row.overdue_stored) + Number(row.overdue),
      approaching_7_days: Number(row.approaching_7_days),
      approaching_15_days: Number(row.approaching_15_days),
    };
  }

  /** Open (active, before its deadline) and overdue timers of every application by type: one grouped count for /metrics. */
  async countsByType(now: Date): Promise<{ type: string; open: number; overdue: number }[]> {
    const rows = await this.db.prisma.$queryRaw<{ type: string; open: number | bigint; overdue: number | bigint }[]>`
      SELECT "type",
        SUM(CASE WHEN "status" = 'active' AND "overdueAt" >= ${now} THEN 1 ELSE 0 END) AS "open",
        SUM(CASE WHEN "status" = 'overdue' OR ("status" = 'active' AND "overdueAt" < ${now}) THEN 1 ELSE 0 END) AS "overdue"
      FROM "DpdpTimer" WHERE "status" IN ('active', 'overdue') GROUP BY "type"`;
    return rows.map((r) => ({ type: r.type, open: Number(r.open), overdue: Number(r.overdue) }));
  }

  /**
   * Moves active timers past their deadline to `overdue`, with the notice pending under this
   * caller's lease until `leaseUntil`; each row is won by exactly one caller.
   */
  claimOverdue(now: Date, leaseUntil: Date): Promise<ClaimedTimer[]> {
    return this.claim({
      sql: `UPDATE "DpdpTimer" SET "status" = 'overdue', "pendingNotice" = 'overdue', "noticeLeaseUntil" = ? WHERE "status" = 'active' AND "overdueAt" < ? RETURNING *`,
      params: [leaseUntil, now],
    });
  }

  /** Marks the alert_at warning of active timers as raised, its notice pending as above. */
  claimAlerts(now: Date, leaseUntil: Date): Promise<ClaimedTimer[]> {
    return this.claim({
      sql: `UPDATE "DpdpTimer" SET "alertedAt" = ?, "pendingNotice" = 'alert', "noticeLeaseUntil" = ? WHERE "status" = 'active' AND "alertedAt" IS NULL AND "alertAt" <= ? AND "overdueAt" >= ? RETURNING *`,
      params: [now, leaseUntil, now, now],
    });
  }

  /** Takes over notices whose claimer's lease ran out without publishing them (it crashed, or pub/sub failed). */
  claimStaleNotices(now: Date, leaseUntil: Date): Promise<ClaimedTimer[]> {
    return this.claim({
      sql: `UPDATE "DpdpTimer" SET "noticeLeaseUntil" = ? WHERE "pendingNotice" IS NOT NULL AND "noticeLeaseUntil" < ? RETURNING *`,
      params: [leaseUntil, now],
    });
  }

  /** The notice was published: clear it, unless a newer change replaced it meanwhile. */
  async noticePublished(timerId: string, change: NoticeChange): Promise<void> {
    await this.run({
      sql: `UPDATE "DpdpTimer" SET "pendingNotice" = NULL, "noticeLeaseUntil" = NULL WHERE "id" = ? AND "pendingNotice" = ? RETURNING "id"`,
      params: [timerId, change],
    });
  }

  // One conditional UPDATE … RETURNING: on PostgreSQL a concurrent instance blocks on
  // the row and then re-checks the condition, so it cannot claim the same change. On
  // SQLite it runs on the plain connection like every DPDP write; when another
  // connection holds the write lock it claims nothing and the next tick retries.
  private async claim(st: Statement): Promise<ClaimedTimer[]> {
    const rows = (await this.run(st)) as TimerRow[];
    return rows.map((r) => ({ applicationId: r.applicationId, change: r.pendingNotice as NoticeChange, timer: toTimer(r) }));
  }

  /** Runs a write, returning its rows; on SQLite, nothing when another connection holds the write lock. */
  private async run(st: Statement): Promise<unknown[]> {
    const hot = this.db.hot;
    if (!hot) return this.db.prisma.$queryRawUnsafe<unknown[]>(numbered(st.sql), ...st.params);
    try {
      const statement = hot.prepare(st.sql);
      const params = st.params.map(sqliteValue);
      return withoutBusyWait(hot, () => statement.all(...params));
    } catch (err) {
      if (isBusy(err)) return [];
      throw err;
    }
  }
}
