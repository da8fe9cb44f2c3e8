// The agent guard's rows: each application's tool registry entries, and one compact record
// per evaluation (the event_id of the response). Rows are mapped to the core's ToolProfile here.
//
// The tool-call hot path reads the registry through a short in-process cache: a write through
// this process applies to the next request; a write by another process applies within
// REGISTRY_TTL_MS (at once on SQLite when nothing else was written meanwhile, since
// PRAGMA data_version is unchanged). Evaluation records are written in batches, like usage.
import type { Database } from '../db/client';
import { BufferedInserts, sqliteDate } from './buffered-inserts';
import { toolKey, type ToolProfile } from '../core/agent';
import { newId } from '../platform/ids';

export const REGISTRY_TTL_MS = 1_000;
/** Bound on cached applications, so a flood of applications cannot grow it without limit. */
const REGISTRY_CACHE_MAX = 10_000;
/** Custom tools an application may register. */
export const MAX_TOOLS_PER_APPLICATION = 1_000;

interface CachedRegistry {
  at: number;
  version: number | undefined;
  tools: ReadonlyMap<string, ToolProfile>;
}

type ToolRow = { profile: string; createdAt: Date; updatedAt: Date };

function toProfile(row: ToolRow): ToolProfile {
  const stored = JSON.parse(row.profile) as Omit<ToolProfile, 'source' | 'created_at' | 'updated_at'>;
  return { ...stored, source: 'org_custom', created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

/** What is stored of a profile: everything but the fields the row itself carries. */
function storedProfile(p: ToolProfile): string {
  const { source: _source, created_at: _created, updated_at: _updated, ...rest } = p;
  return JSON.stringify(rest);
}

export class AgentToolStore {
  private readonly cache = new Map<string, CachedRegistry>();
  /** Bumped on every local write of an application, so a load that raced a write is not cached. */
  private readonly generation = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The application's entries by tool key; at most one query per REGISTRY_TTL_MS. */
  async registry(applicationId: string): Promise<ReadonlyMap<string, ToolProfile>> {
    const version = this.db.changeVersion?.();
    const cached = this.cache.get(applicationId);
    const now = this.clock();
    if (cached && (now - cached.at < REGISTRY_TTL_MS || (version !== undefined && version === cached.version))) return cached.tools;
    const generation = this.generation.get(applicationId) ?? 0;
    const rows = await this.db.prisma.agentTool.findMany({ where: { applicationId } });
    const tools = new Map(rows.map((r) => [r.toolKey, toProfile(r)]));
    if ((this.generation.get(applicationId) ?? 0) === generation) {
      if (this.cache.size >= REGISTRY_CACHE_MAX) this.cache.clear();
      this.cache.set(applicationId, { at: now, version, tools });
    }
    return tools;
  }

  async find(applicationId: string, toolName: string): Promise<ToolProfile | null> {
    return (await this.registry(applicationId)).get(toolKey(toolName)) ?? null;
  }

  async list(applicationId: string): Promise<ToolProfile[]> {
    return [...(await this.registry(applicationId)).values()];
  }

  /**
   * Creates or replaces the application's entry for the tool in one statement, so that
   * concurrent upserts of one tool all succeed and leave one row. A new entry is only
   * inserted while the application has fewer than `max` tools; on PostgreSQL a
   * transaction-scoped advisory lock per application makes that count and the insert
   * atomic (SQLite runs one writer at a time). Null when the cap refused a new tool.
   */
  async upsert(applicationId: string, profile: ToolProfile, now: Date, max = MAX_TOOLS_PER_APPLICATION): Promise<{ profile: ToolProfile; created: boolean } | null> {
    const key = toolKey(profile.tool_name);
    const data = storedProfile(profile);
    const newRowId = newId('tool_');
    const at = this.db.provider === 'sqlite' ? sqliteDate(now) : now;
    const upsert = (db: Pick<Database['prisma'], '$queryRaw'>) => db.$queryRaw<{ id: string }[]>`
      INSERT INTO "AgentTool" ("id", "applicationId", "toolKey", "profile", "createdAt", "updatedAt")
      SELECT ${newRowId}, ${applicationId}, ${key}, ${data}, ${at}, ${at}
      WHERE (SELECT COUNT(*) FROM "AgentTool" WHERE "applicationId" = ${applicationId}) < ${max}
         OR EXISTS (SELECT 1 FROM "AgentTool" WHERE "applicationId" = ${applicationId} AND "toolKey" = ${key})
      ON CONFLICT ("applicationId", "toolKey") DO UPDATE SET "profile" = excluded."profile", "updatedAt" = excluded."updatedAt"
      RETURNING "id"`;
    const rows =
      this.db.provider === 'postgresql'
        ? await this.db.prisma.$transaction(async (tx) => {
            await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`agent-tools:${applicationId}`}))`;
            return upsert(tx);
          })
        : await upsert(this.db.prisma);
    this.invalidate(applicationId);
    if (rows.length === 0) return null;
    const row = await this.db.prisma.agentTool.findUniqueOrThrow({ where: { id: rows[0].id } });
    return { profile: toProfile(row), created: rows[0].id === newRowId };
  }

  async delete(applicationId: string, toolName: string): Promise<boolean> {
    const { count } = await this.db.prisma.agentTool.deleteMany({ where: { applicationId, toolKey: toolKey(toolName) } });
    this.invalidate(applicationId);
    return count > 0;
  }

  private invalidate(applicationId: string): void {
    this.cache.delete(applicationId);
    this.generation.set(applicationId, (this.generation.get(applicationId) ?? 0) + 1);
  }
}

export interface EvaluationRecord {
  id: string;
  applicationId: string;
  requestId: string;
  kind: 'tool_call' | 'tool_result';
  toolName: string;
  /** ALLOW / FLAG / BLOCK, or the recommended action of a tool result. */
  outcome: string;
  riskLevel: string;
  score: number | null;
  /** The rule that decided (applied_rule, action_rule); null on older records. */
  rule: string | null;
  /** Built from rule ids, tags and numbers only (core/agent/audit.ts); null on older records. */
  reason: string | null;
  createdAt: Date;
}

export interface EvaluationQuery {
  applicationId: string;
  kind?: EvaluationRecord['kind'];
  toolName?: string;
  limit: number;
}

const COLUMNS = ['id', 'applicationId', 'requestId', 'kind', 'toolName', 'outcome', 'riskLevel', 'score', 'rule', 'reason', 'createdAt'] as const;

/** Evaluation records, written in batches off the request path (BufferedInserts); reads flush first. */
export class AgentEvaluationStore {
  private readonly inserts: BufferedInserts<EvaluationRecord>;

  constructor(
    private readonly db: Database,
    flushMs: number,
    onError: (err: unknown) => void,
  ) {
    this.inserts = new BufferedInserts(db, { table: 'AgentEvaluation', columns: COLUMNS }, flushMs, onError);
  }

  record(record: EvaluationRecord): void {
    this.inserts.add(record);
  }

  flush(): Promise<void> {
    return this.inserts.flush();
  }

  close(): Promise<void> {
    return this.inserts.close();
  }

  /** The application's records, newest first. */
  async list(q: EvaluationQuery): Promise<EvaluationRecord[]> {
    await this.flush();
    const rows = await this.db.prisma.agentEvaluation.findMany({
      where: { applicationId: q.applicationId, ...(q.kind ? { kind: q.kind } : {}), ...(q.toolName ? { toolName: q.toolName } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: q.limit,
    });
    return rows.map((r) => ({ ...r, kind: r.kind === 'tool_result' ? 'tool_result' : 'tool_call' }));
  }
}
