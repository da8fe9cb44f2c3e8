// The per-application hash chain and everything that changes with it.
//
// Every change of chain, session state, timers or evidence packets is a unit of
// work: it declares what it reads (sessions, open timers) and a pure, synchronous
// `apply` that turns that snapshot into writes. Units of one application apply one
// after another, each seeing the writes of those before it, inside one transaction
// that holds the application's chain lock: a unit's link, its session's new state
// and its timers commit together or not at all.
//
// The transaction itself is provider-specific (dpdp-chain-writers.ts); this file
// holds what both share: the unit model, the batch logic, the SQL and row mapping.
import { type ChainedRecord, type EvidencePacket, isOpen, type Session, type SessionState, type Timer } from '../core/dpdp/index';
import { idString } from '../core/dpdp/types';
import type { Statement } from './dpdp-sql';
import { type TimerEntity, timerRow } from './dpdp-timers';
import type { DpdpEvent as EventRow, DpdpSession as SessionRow, DpdpTimer as TimerRow } from '../generated/sqlite/client';

export interface ChainHead {
  seq: number;
  hash: string;
}

/** Which open timers a unit reads (a timer matching any key). */
export interface TimerKeys {
  timerIds?: string[];
  requestIds?: string[];
  userIds?: string[];
  breachIds?: string[];
}

export interface UnitReads {
  sessionIds?: string[];
  timers?: TimerKeys;
}

/** The committed state plus the writes of the units applied before, under the lock. */
export interface Snapshot {
  /** Where this unit's records continue the chain. */
  head: ChainHead;
  /** The sessions read: those declared and those the open timers belong to (when they exist). */
  sessions: ReadonlyMap<string, Session>;
  /** Open timers matching the unit's keys. */
  openTimers: readonly TimerEntity[];
}

export interface ChainWrites {
  sessionsCreated?: Session[];
  /** New links, continuing `snapshot.head` in seq order. */
  records?: ChainedRecord[];
  timersCreated?: Timer[];
  /** Open timers now fulfilled or cancelled. */
  timersClosed?: Timer[];
  sessionStates?: { session_id: string; state: SessionState }[];
  packets?: EvidencePacket[];
}

export interface Unit<T> {
  reads: UnitReads;
  /** Runs inside the transaction: pure and synchronous. Throwing fails this unit alone. */
  apply(snapshot: Snapshot): { writes: ChainWrites; result: T };
}

export interface ChainWriter {
  /** Applies `unit` under the application's chain lock and commits it; resolves with its result. */
  run<T>(applicationId: string, unit: Unit<T>): Promise<T>;
}

/** What a batch reads in one go, for all its units. */
export interface BatchData {
  head: ChainHead;
  sessions: Session[];
  openTimers: TimerEntity[];
}

export type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };

// ---- row mapping ----

/** DateTime columns arrive as Date (Prisma) or text (better-sqlite3). */
const iso = (v: Date | string): string => new Date(v).toISOString();

export function toSession(r: SessionRow): Session {
  return {
    session_id: r.id,
    created_at: iso(r.createdAt),
    expires_at: iso(r.expiresAt),
    config: JSON.parse(r.config) as Session['config'],
    state: JSON.parse(r.state) as SessionState,
  };
}

export function toRecord(r: EventRow): ChainedRecord {
  return {
    seq: Number(r.seq),
    event_id: r.id,
    application_id: r.applicationId,
    session_id: r.sessionId,
    type: r.type,
    timestamp: iso(r.timestamp),
    recorded_at: iso(r.recordedAt),
    data: JSON.parse(r.data) as Record<string, unknown>,
    prev_hash: r.prevHash,
    hash: r.hash,
    field_digests: JSON.parse(r.fieldDigests) as Record<string, string>,
  };
}

function eventRow(r: ChainedRecord): EventRow {
  return {
    id: r.event_id,
    applicationId: r.application_id,
    seq: r.seq,
    sessionId: r.session_id,
    type: r.type,
    timestamp: new Date(r.timestamp),
    recordedAt: new Date(r.recorded_at),
    data: JSON.stringify(r.data),
    prevHash: r.prev_hash,
    hash: r.hash,
    fieldDigests: JSON.stringify(r.field_digests),
    userId: idString(r.data.user_id) ?? null,
    requestId: idString(r.data.request_id) ?? null,
    breachId: idString(r.data.breach_id) ?? null,
  };
}

// ---- SQL (identifiers quoted: valid on SQLite and PostgreSQL alike) ----

const EVENT_COLUMNS = [
  'id', 'applicationId', 'seq', 'sessionId', 'type', 'timestamp', 'recordedAt',
  'data', 'prevHash', 'hash', 'fieldDigests', 'userId', 'requestId', 'breachId',
] as const satisfies readonly (keyof EventRow)[];

const TIMER_COLUMNS = [
  'id', 'applicationId', 'orgId', 'sessionId', 'eventId', 'type', 'status', 'section', 'description', 'startedAt',
  'deadline', 'overdueAt', 'alertAt', 'alertedAt', 'requestId', 'userId', 'breachId', 'resolvedAt', 'resolvedBy', 'resolutionNote',
  'submissionReference',
] as const satisfies readonly (keyof TimerRow)[];

/** Rows per INSERT, under SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 500;

const placeholders = (n: number): string => Array(n).fill('?').join(', ');

function inserts<R>(table: string, names: readonly (keyof R & string)[], rows: readonly R[]): Statement[] {
  const out: Statement[] = [];
  const columns = names.map((c) => `"${c}"`).join(', ');
  const tuple = `(${placeholders(names.length)})`;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    out.push({
      sql: `INSERT INTO "${table}" (${columns}) VALUES ${Array(chunk.length).fill(tuple).join(', ')}`,
      params: chunk.flatMap((row) => names.map((n) => row[n])),
    });
  }
  return out;
}

/** The chain head; SQLite's write lock (BEGIN IMMEDIATE) already serializes the transaction. */
export function selectHead(applicationId: string): Statement {
  return { sql: 'SELECT "seq", "hash" FROM "DpdpChainHead" WHERE "applicationId" = ?', params: [applicationId] };
}

/** Upserting the head row takes the application's lock on PostgreSQL (the DO UPDATE row lock). */
export function lockHead(applicationId: string, genesisHash: string): Statement {
  return {
    sql:
      'INSERT INTO "DpdpChainHead" ("applicationId", "seq", "hash") VALUES (?, 0, ?) ' +
      'ON CONFLICT ("applicationId") DO UPDATE SET "seq" = "DpdpChainHead"."seq" RETURNING "seq", "hash"',
    params: [applicationId, genesisHash],
  };
}

export function selectOpenTimers(applicationId: string, keys: TimerKeys): Statement | null {
  const or: string[] = [];
  const params: unknown[] = [applicationId];
  for (const [column, ids] of [
    ['id', keys.timerIds],
    ['requestId', keys.requestIds],
    ['userId', keys.userIds],
    ['breachId', keys.breachIds],
  ] as const) {
    if (!ids?.length) continue;
    or.push(`"${column}" IN (${placeholders(ids.length)})`);
    params.push(...ids);
  }
  if (or.length === 0) return null;
  return { sql: `SELECT * FROM "DpdpTimer" WHERE "applicationId" = ? AND "status" IN ('active', 'overdue') AND (${or.join(' OR ')})`, params };
}

export function selectSessions(applicationId: string, ids: readonly string[]): Statement | null {
  if (ids.length === 0) return null;
  return { sql: `SELECT * FROM "DpdpSession" WHERE "applicationId" = ? AND "id" IN (${placeholders(ids.length)})`, params: [applicationId, ...ids] };
}

/** Everything a batch writes, in statement order. */
export function writeStatements(applicationId: string, w: Required<ChainWrites> & { head: ChainHead; now: Date }): Statement[] {
  const out: Statement[] = [];
  for (const s of w.sessionsCreated) {
    out.push({
      sql: 'INSERT INTO "DpdpSession" ("id", "applicationId", "config", "state", "createdAt", "expiresAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)',
      params: [s.session_id, applicationId, JSON.stringify(s.config), JSON.stringify(s.state), new Date(s.created_at), new Date(s.expires_at), new Date(s.created_at)],
    });
  }
  if (w.records.length > 0) {
    out.push(...inserts('DpdpEvent', EVENT_COLUMNS, w.records.map(eventRow)));
    out.push({
      sql: 'INSERT INTO "DpdpChainHead" ("applicationId", "seq", "hash") VALUES (?, ?, ?) ON CONFLICT ("applicationId") DO UPDATE SET "seq" = excluded."seq", "hash" = excluded."hash"',
      params: [applicationId, w.head.seq, w.head.hash],
    });
  }
  out.push(...inserts('DpdpTimer', TIMER_COLUMNS, w.timersCreated.map((t) => timerRow(applicationId, t))));
  for (const t of w.timersClosed) {
    // Conditional: the scheduler may have moved it to overdue meanwhile, but nothing else closes it outside the lock.
    out.push({
      sql: 'UPDATE "DpdpTimer" SET "status" = ?, "resolvedAt" = ?, "resolvedBy" = ?, "resolutionNote" = ?, "submissionReference" = ? WHERE "id" = ? AND "status" IN (\'active\', \'overdue\')',
      params: [t.status, t.resolved_at ? new Date(t.resolved_at) : null, t.resolved_by ?? null, t.resolution_note ?? null, t.submission_reference ?? null, t.timer_id],
    });
  }
  for (const { session_id, state } of w.sessionStates) {
    out.push({ sql: 'UPDATE "DpdpSession" SET "state" = ?, "updatedAt" = ? WHERE "id" = ?', params: [JSON.stringify(state), w.now, session_id] });
  }
  for (const p of w.packets) {
    out.push({
      sql: 'INSERT INTO "DpdpEvidencePacket" ("id", "applicationId", "type", "generatedAt", "packet") VALUES (?, ?, ?, ?, ?)',
      params: [p.evidence_id, applicationId, p.type, new Date(p.generated_at), JSON.stringify(p)],
    });
  }
  return out;
}

// ---- the batch: units applied one after another over shared state ----

export function batchReads(units: readonly Unit<unknown>[]): { sessionIds: string[]; timers: TimerKeys } {
  const sessionIds = new Set<string>();
  const keys: Required<TimerKeys> = { timerIds: [], requestIds: [], userIds: [], breachIds: [] };
  for (const { reads } of units) {
    for (const id of reads.sessionIds ?? []) sessionIds.add(id);
    for (const k of Object.keys(keys) as (keyof TimerKeys)[]) keys[k].push(...(reads.timers?.[k] ?? []));
  }
  for (const k of Object.keys(keys) as (keyof TimerKeys)[]) keys[k] = [...new Set(keys[k])];
  return { sessionIds: [...sessionIds], timers: keys };
}

function matches(t: Timer, keys: TimerKeys = {}): boolean {
  return (
    Boolean(keys.timerIds?.includes(t.timer_id)) ||
    (t.request_id !== undefined && Boolean(keys.requestIds?.includes(t.request_id))) ||
    (t.user_id !== undefined && Boolean(keys.userIds?.includes(t.user_id))) ||
    (t.breach_id !== undefined && Boolean(keys.breachIds?.includes(t.breach_id)))
  );
}

/**
 * Applies the units in order over the batch's data. A unit whose apply throws, or
 * whose writes do not fit (a record not continuing the head), fails alone and
 * leaves nothing behind. Returns the batch's writes and each unit's outcome.
 */
export function applyUnits(units: readonly Unit<unknown>[], data: BatchData): { writes: Required<ChainWrites> & { head: ChainHead }; outcomes: Outcome[] } {
  let head = data.head;
  const sessions = new Map(data.sessions.map((s) => [s.session_id, s]));
  const open = new Map(data.openTimers.map((t) => [t.timer_id, t]));
  const records: ChainedRecord[] = [];
  const sessionsCreated: Session[] = [];
  const created = new Map<string, Timer>();
  const closed = new Map<string, Timer>();
  const dirty = new Set<string>();
  const packets: EvidencePacket[] = [];

  const outcomes = units.map((unit): Outcome => {
    try {
      const snapshot: Snapshot = { head, sessions, openTimers: [...open.values()].filter((t) => matches(t, unit.reads.timers)) };
      const { writes, result } = unit.apply(snapshot);
      let next = head;
      for (const r of writes.records ?? []) {
        if (r.seq !== next.seq + 1 || r.prev_hash !== next.hash) throw new Error(`record ${r.event_id} does not continue the chain`);
        next = { seq: r.seq, hash: r.hash };
      }
      for (const { session_id } of writes.sessionStates ?? []) {
        if (!sessions.has(session_id)) throw new Error(`session ${session_id} was written without being read`);
      }
      // Checked: now take the writes.
      for (const session of writes.sessionsCreated ?? []) {
        sessionsCreated.push(session);
        sessions.set(session.session_id, session);
      }
      head = next;
      records.push(...(writes.records ?? []));
      for (const t of writes.timersCreated ?? []) {
        created.set(t.timer_id, t);
        if (isOpen(t)) open.set(t.timer_id, t);
      }
      for (const t of writes.timersClosed ?? []) {
        (created.has(t.timer_id) ? created : closed).set(t.timer_id, t);
        open.delete(t.timer_id);
      }
      for (const { session_id, state } of writes.sessionStates ?? []) {
        sessions.set(session_id, { ...sessions.get(session_id)!, state });
        dirty.add(session_id);
      }
      packets.push(...(writes.packets ?? []));
      return { ok: true, result };
    } catch (error) {
      return { ok: false, error };
    }
  });

  return {
    writes: {
      head,
      sessionsCreated,
      records,
      timersCreated: [...created.values()],
      timersClosed: [...closed.values()],
      sessionStates: [...dirty].map((id) => ({ session_id: id, state: sessions.get(id)!.state })),
      packets,
    },
    outcomes,
  };
}

