// Accounts, applications and API keys. Rows are mapped to domain entities here;
// nothing above this file sees Prisma types.
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { newId, randomBase62, sha256Hex } from '../platform/ids';
import { isPlanName, type PlanName } from '../platform/plans';
import { DEFAULT_POLICY, parsePolicy, type Policy } from '../services/policy';

export type KeyStatus = 'active' | 'revoked' | 'inactive';

export interface AccountEntity {
  id: string;
  name: string;
  plan: PlanName;
  rpmLimit: number | null;
  rpdLimit: number | null;
  monthlyMilliCredits: number | null;
}

export interface ApplicationEntity {
  id: string;
  name: string;
  environment: string;
  policy: Policy;
  createdAt: Date;
  account: AccountEntity;
}

export interface ApiKeyEntity {
  id: string;
  applicationId: string;
  name: string;
  prefix: string;
  status: KeyStatus;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface KeyLookup {
  key: ApiKeyEntity;
  application: ApplicationEntity;
}

export const KEY_PREFIX = 'svc_';
const KEY_RANDOM_LENGTH = 40;
const DISPLAY_PREFIX_LENGTH = 12;

type AccountRow = { id: string; name: string; plan: string; rpmLimit: number | null; rpdLimit: number | null; monthlyMilliCredits: number | null };
type ApplicationRow = { id: string; name: string; environment: string; policy: unknown; createdAt: Date; account: AccountRow };
type KeyRow = { id: string; applicationId: string; name: string; prefix: string; status: string; createdAt: Date; revokedAt: Date | null; lastUsedAt: Date | null };

const toAccount = (r: AccountRow): AccountEntity => ({
  id: r.id,
  name: r.name,
  plan: isPlanName(r.plan) ? r.plan : 'free',
  rpmLimit: r.rpmLimit,
  rpdLimit: r.rpdLimit,
  monthlyMilliCredits: r.monthlyMilliCredits,
});

const toApplication = (r: ApplicationRow): ApplicationEntity => ({
  id: r.id,
  name: r.name,
  environment: r.environment,
  policy: parsePolicy(r.policy),
  createdAt: r.createdAt,
  account: toAccount(r.account),
});

const toKey = (r: KeyRow): ApiKeyEntity => ({
  id: r.id,
  applicationId: r.applicationId,
  name: r.name,
  prefix: r.prefix,
  status: (['active', 'revoked', 'inactive'] as const).find((s) => s === r.status) ?? 'inactive',
  createdAt: r.createdAt,
  revokedAt: r.revokedAt,
  lastUsedAt: r.lastUsedAt,
});

function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function hashKey(key: string): string {
  return sha256Hex(key);
}

/** Bound on cached lookups (unknown keys are cached too, so floods of junk keys must not grow it). */
const KEY_CACHE_MAX = 10_000;
/**
 * PostgreSQL: how long a cached lookup is trusted without an announcement. Revocations
 * through this process, or announced on the pub/sub (any instance with Redis, any worker
 * of this `svc serve`), drop the cache at once; this bounds what nobody announced
 * (`svc keys revoke` without Redis, a lost message, a plan changed on another instance).
 */
export const KEY_CACHE_TTL_MS = 1000;

const KEY_BY_HASH_SQL = `SELECT k."id", k."applicationId", k."hash", k."prefix", k."name", k."status", k."createdAt", k."revokedAt", k."lastUsedAt",
  a."name" AS "appName", a."environment", a."policy", a."createdAt" AS "appCreatedAt",
  c."id" AS "accountId", c."name" AS "accountName", c."plan", c."rpmLimit", c."rpdLimit", c."monthlyMilliCredits"
  FROM "ApiKey" k JOIN "Application" a ON a."id" = k."applicationId" JOIN "Account" c ON c."id" = a."accountId" WHERE k."hash" = ?`;

type JoinedKeyRow = KeyRow & {
  hash: string;
  appName: string;
  environment: string;
  policy: string;
  appCreatedAt: string;
  accountId: string;
  accountName: string;
  plan: string;
  rpmLimit: number | null;
  rpdLimit: number | null;
  monthlyMilliCredits: number | null;
};

const sqliteDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

export class AccountStore {
  private readonly keyCache = new Map<string, { value: KeyLookup | null; at: number }>();
  private keyCacheVersion = -1;
  /** Bumped by invalidateKeys(): a lookup that started before it is not cached. */
  private generation = 0;
  private readonly byHash?: import('better-sqlite3').Statement<[string]>;
  /**
   * SHA-256 of presented keys, by key: every request hashed its key again (~2 µs). A hash never
   * changes, so this changes no answer: the lookup by hash below stays checked as of now. Only
   * in this process's memory (as the request headers are), bounded like the lookups.
   */
  private readonly hashes = new Map<string, string>();
  private lastPresented: string | undefined;
  private lastHash = '';

  constructor(private readonly db: Database) {
    if (db.hot) this.byHash = db.hot.prepare(KEY_BY_HASH_SQL) as import('better-sqlite3').Statement<[string]>;
  }

  /** Forgets every cached lookup (a key was revoked or changed, here or as announced). */
  invalidateKeys(): void {
    this.generation++;
    this.keyCache.clear();
  }

  /**
   * Looks a presented key up by its hash; the comparison of hashes is
   * constant-time. On SQLite, lookups are cached until any connection of any
   * process commits a write (Database.changeVersion), so revocation applies to the
   * next request exactly; a miss is one prepared statement on the plain connection.
   * On PostgreSQL, for KEY_CACHE_TTL_MS or until invalidateKeys().
   */
  async findByKey(presented: string): Promise<KeyLookup | null> {
    const hash = this.hashOf(presented);
    if (this.keyCache.size >= KEY_CACHE_MAX) this.keyCache.clear();
    const version = this.db.changeVersion?.();
    if (version !== undefined) {
      if (version !== this.keyCacheVersion) {
        this.keyCache.clear();
        this.keyCacheVersion = version;
      }
      const cached = this.keyCache.get(hash);
      if (cached !== undefined) return cached.value;
      // Synchronous: nothing can commit between the read and the caching.
      const loaded = this.loadByHashSqlite(hash);
      this.keyCache.set(hash, { value: loaded, at: 0 });
      return loaded;
    }
    const now = performance.now();
    const cached = this.keyCache.get(hash);
    if (cached !== undefined && now - cached.at < KEY_CACHE_TTL_MS) return cached.value;
    const generation = this.generation;
    const loaded = await this.loadByHash(hash);
    if (generation === this.generation) this.keyCache.set(hash, { value: loaded, at: now });
    return loaded;
  }

  /**
   * SQLite: the cached lookup of a key and the data_version it holds for, without reading
   * the version. A caller that reads `PRAGMA data_version` in its own statement may use the
   * lookup when that version is the same: the key is then checked as of that read, exactly
   * as findByKey would have, and one statement per request is saved (/verify's balance read
   * carries the version). undefined: not cached here, or PostgreSQL; use findByKey.
   */
  cachedKey(presented: string): { value: KeyLookup | null; version: number } | undefined {
    if (!this.db.changeVersion) return undefined;
    const cached = this.keyCache.get(this.hashOf(presented));
    return cached && { value: cached.value, version: this.keyCacheVersion };
  }

  private hashOf(presented: string): string {
    // The same key again (the usual case): a string comparison instead of hashing it for the map.
    if (presented === this.lastPresented) return this.lastHash;
    let hash = this.hashes.get(presented);
    if (hash === undefined) {
      if (this.hashes.size >= KEY_CACHE_MAX) this.hashes.clear();
      this.hashes.set(presented, (hash = hashKey(presented)));
    }
    this.lastPresented = presented;
    this.lastHash = hash;
    return hash;
  }

  private loadByHashSqlite(hash: string): KeyLookup | null {
    const r = this.byHash!.get(hash) as JoinedKeyRow | undefined;
    if (!r || !sameHash(r.hash, hash)) return null;
    const account: AccountRow = { id: r.accountId, name: r.accountName, plan: r.plan, rpmLimit: r.rpmLimit, rpdLimit: r.rpdLimit, monthlyMilliCredits: r.monthlyMilliCredits };
    return {
      key: toKey({ ...r, createdAt: new Date(r.createdAt as unknown as string), revokedAt: sqliteDateOrNull(r.revokedAt), lastUsedAt: sqliteDateOrNull(r.lastUsedAt) }),
      application: toApplication({ id: r.applicationId, name: r.appName, environment: r.environment, policy: JSON.parse(r.policy), createdAt: new Date(r.appCreatedAt), account }),
    };
  }

  private async loadByHash(hash: string): Promise<KeyLookup | null> {
    const row = await this.db.prisma.apiKey.findUnique({
      where: { hash },
      include: { application: { include: { account: true } } },
    });
    if (!row || !sameHash(row.hash, hash)) return null;
    return { key: toKey(row), application: toApplication(row.application) };
  }

  async ensureAccount(name: string, plan: PlanName): Promise<AccountEntity> {
    const existing = await this.db.prisma.account.findUnique({ where: { name } });
    if (existing) return toAccount(existing);
    return toAccount(await this.db.prisma.account.create({ data: { id: newId('acc_'), name, plan } }));
  }

  async setPlan(accountId: string, plan: PlanName): Promise<void> {
    await this.db.prisma.account.update({ where: { id: accountId }, data: { plan } });
    this.invalidateKeys();
  }

  async createApplication(input: { name: string; accountId: string; environment?: string; policy?: Policy }): Promise<ApplicationEntity> {
    const row = await this.db.prisma.application.create({
      data: {
        id: newId('app_'),
        name: input.name,
        accountId: input.accountId,
        environment: input.environment ?? 'production',
        policy: (input.policy ?? DEFAULT_POLICY) as object,
      },
      include: { account: true },
    });
    return toApplication(row);
  }

  async findApplicationByName(name: string): Promise<ApplicationEntity | null> {
    const row = await this.db.prisma.application.findUnique({ where: { name }, include: { account: true } });
    return row ? toApplication(row) : null;
  }

  async findApplication(id: string): Promise<ApplicationEntity | null> {
    const row = await this.db.prisma.application.findUnique({ where: { id }, include: { account: true } });
    return row ? toApplication(row) : null;
  }

  async listApplications(): Promise<ApplicationEntity[]> {
    const rows = await this.db.prisma.application.findMany({ include: { account: true }, orderBy: { createdAt: 'asc' } });
    return rows.map(toApplication);
  }

  async updatePolicy(applicationId: string, policy: Policy): Promise<ApplicationEntity> {
    const row = await this.db.prisma.application.update({
      where: { id: applicationId },
      data: { policy: policy as object },
      include: { account: true },
    });
    this.invalidateKeys();
    return toApplication(row);
  }

  /** Creates a key; the full value is returned here once and never stored. */
  async createKey(applicationId: string, name: string): Promise<{ key: ApiKeyEntity; secret: string }> {
    const secret = `${KEY_PREFIX}${randomBase62(KEY_RANDOM_LENGTH)}`;
    const row = await this.db.prisma.apiKey.create({
      data: {
        id: newId('key_', 16),
        applicationId,
        hash: hashKey(secret),
        prefix: secret.slice(0, DISPLAY_PREFIX_LENGTH),
        name,
        status: 'active',
      },
    });
    return { key: toKey(row), secret };
  }

  async findKey(id: string): Promise<ApiKeyEntity | null> {
    const row = await this.db.prisma.apiKey.findUnique({ where: { id } });
    return row ? toKey(row) : null;
  }

  async listKeys(applicationId?: string): Promise<ApiKeyEntity[]> {
    const rows = await this.db.prisma.apiKey.findMany({
      where: applicationId ? { applicationId } : {},
      orderBy: { createdAt: 'asc' },
    });
    return rows.map(toKey);
  }

  /** Of `ids`, those that are no longer active (revoked, inactive or gone): one query per thousand ids. */
  async inactiveKeyIds(ids: string[]): Promise<string[]> {
    const active = new Set<string>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await this.db.prisma.apiKey.findMany({ where: { id: { in: ids.slice(i, i + 1000) }, status: 'active' }, select: { id: true } });
      for (const r of rows) active.add(r.id);
    }
    return ids.filter((id) => !active.has(id));
  }

  async renameKey(id: string, name: string): Promise<ApiKeyEntity | null> {
    const { count } = await this.db.prisma.apiKey.updateMany({ where: { id }, data: { name } });
    this.invalidateKeys();
    return count ? this.findKey(id) : null;
  }

  async revokeKey(id: string, now: Date): Promise<ApiKeyEntity | null> {
    await this.db.prisma.apiKey.updateMany({
      where: { id, status: 'active' },
      data: { status: 'revoked', revokedAt: now },
    });
    this.invalidateKeys();
    // Report the state either way: the key may have been revoked already, or be unknown.
    return this.findKey(id);
  }
}
