// The scoring service's in-process state for one Services container: the result caches
// (decisions §4) and the external-mode sessions. Kept beside Services, not in it.
import type { Services } from '../context';
import { TtlLru } from './cache';
import type { Scored } from './evaluate';
import type { RegenerationOutcome, SessionState } from './regenerate';
import { SessionStore } from './sessions';
import { describeError } from '../../platform/log';

/** Decisions §4: results are cached for ten minutes. */
export const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX_ENTRIES = 5_000;
/** About 40 MB of text at most per cache (entries weigh twice their characters). */
const CACHE_MAX_WEIGHT = 20_000_000;

export interface ScoringRuntime {
  evaluations: TtlLru<Scored>;
  regenerations: TtlLru<RegenerationOutcome>;
  sessions: SessionStore<SessionState>;
}

const runtimes = new WeakMap<Services, ScoringRuntime>();

export function scoring(services: Services): ScoringRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    runtime = {
      evaluations: new TtlLru(CACHE_TTL_MS, CACHE_MAX_ENTRIES, CACHE_MAX_WEIGHT),
      regenerations: new TtlLru(CACHE_TTL_MS, CACHE_MAX_ENTRIES, CACHE_MAX_WEIGHT),
      sessions: new SessionStore(services.db, () => services.now(), (err) =>
        services.log.error('safe-regenerate session sweep failed', describeError(err)),
      ),
    };
    runtimes.set(services, runtime);
  }
  return runtime;
}

/** Stops the session sweeper; call before the database closes. */
export async function closeScoring(services: Services): Promise<void> {
  await runtimes.get(services)?.sessions.close();
}
