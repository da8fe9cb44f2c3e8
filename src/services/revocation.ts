// Revocation reaches long-lived connections, not only the next request. Two
// paths, so that no deployment depends on one alone:
// - announce: whoever revokes a key (GraphQL on any instance, `svc keys revoke`
//   in another process) publishes its id on the pub/sub; through Redis every
//   instance hears it at once, in memory the revoking instance does;
// - sweep: every SVC_REVOCATION_SWEEP_MS (default 500) each instance asks the database which of
//   the keys it holds connections for are no longer active. This covers a CLI
//   revocation without Redis and a lost pub/sub message. On SQLite the sweep
//   reads nothing unless some other connection committed since the last one.
import type { Services } from './context';

const TOPIC = 'keys:revoked';

export async function announceRevocation(services: Services, keyId: string): Promise<void> {
  try {
    await services.pubsub.publish(TOPIC, { keyId });
  } catch (err) {
    // The sweep still finds it; the revocation itself is committed.
    services.log.error('revocation publish failed', { error: String(err) });
  }
}

export interface RevocationWatch {
  stop(): Promise<void>;
}

/**
 * Calls `onRevoked(keyId)` for each key among `heldKeys()` that is revoked (or
 * otherwise no longer active), by announcement or by sweep. May call it more
 * than once for one key: closing what is already closed must be harmless.
 */
export function watchRevocations(services: Services, heldKeys: () => string[], onRevoked: (keyId: string) => void): RevocationWatch {
  const announcements = services.pubsub.subscribe(TOPIC);
  const listening = (async () => {
    for await (const message of announcements) {
      const keyId = (message as { keyId?: unknown }).keyId;
      if (typeof keyId === 'string') onRevoked(keyId);
    }
  })().catch((err: unknown) => services.log.error('revocation listener failed', { error: String(err) }));

  let lastVersion: number | undefined;
  let sweeping = false;
  const sweep = async () => {
    const held = heldKeys();
    if (held.length === 0 || sweeping) return;
    const version = services.db.changeVersion?.();
    if (version !== undefined && version === lastVersion) return;
    sweeping = true;
    try {
      for (const keyId of await services.accounts.inactiveKeyIds(held)) onRevoked(keyId);
      lastVersion = version;
    } catch (err) {
      services.log.error('revocation sweep failed', { error: String(err) });
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), services.config.revocationSweepMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await announcements.return?.();
      await listening;
    },
  };
}

/**
 * Drops this process's cached key lookups whenever a revocation is announced (any
 * instance through Redis, any worker through the cluster primary): on PostgreSQL the
 * cache is otherwise trusted for KEY_CACHE_TTL_MS (storage/accounts.ts).
 */
export function forgetKeysOnRevocation(services: Services): { stop(): Promise<void> } {
  const announcements = services.pubsub.subscribe(TOPIC);
  const listening = (async () => {
    for await (const _ of announcements) services.accounts.invalidateKeys();
  })().catch((err: unknown) => services.log.error('revocation listener failed', { error: String(err) }));
  return {
    async stop() {
      await announcements.return?.();
      await listening;
    },
  };
}
