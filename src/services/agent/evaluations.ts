// The application's recorded tool-call and tool-result evaluations (the event_ids of the
// responses), newest first. What was evaluated is not stored, only the outcome.
import { z } from 'zod';
import type { EvaluationRecord } from '../../storage/agent';
import type { Operation } from '../operation';
import { identifier } from '../inputs';
import { agent } from './runtime';

export const listEvaluationsInput = z.object({
  kind: z.enum(['tool_call', 'tool_result'], { error: 'kind must be tool_call or tool_result' }).optional(),
  tool_name: identifier('tool_name', 200).optional(),
  limit: z.number().int().min(1, 'limit must be from 1 to 200').max(200, 'limit must be from 1 to 200').default(50),
});

export const listEvaluationsOperation: Operation<z.output<typeof listEvaluationsInput>, EvaluationRecord[]> = {
  name: 'agent/evaluations',
  input: listEvaluationsInput,
  run: (ctx, q) => agent(ctx.services).evaluations.list({ applicationId: ctx.application.id, kind: q.kind, toolName: q.tool_name, limit: q.limit }),
};
