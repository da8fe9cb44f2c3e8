// The agent guard's stores of one Services container, kept beside it (not in it) so that the
// platform's Services type stays domain-free.
import { describeError } from '../../platform/log';
import { AgentEvaluationStore, AgentToolStore } from '../../storage/agent';
import type { Services } from '../context';

export interface AgentRuntime {
  tools: AgentToolStore;
  evaluations: AgentEvaluationStore;
}

const runtimes = new WeakMap<Services, AgentRuntime>();

export function agent(services: Services): AgentRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    runtime = {
      tools: new AgentToolStore(services.db),
      evaluations: new AgentEvaluationStore(services.db, services.config.usageFlushMs, (err) =>
        services.log.error('agent evaluation flush failed', describeError(err)),
      ),
    };
    runtimes.set(services, runtime);
  }
  return runtime;
}

/** Writes the evaluation records still buffered; call before the database closes. */
export async function closeAgent(services: Services): Promise<void> {
  await runtimes.get(services)?.evaluations.close();
}
