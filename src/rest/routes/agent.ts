import { body, query, type OperationRoute, type RestInput } from '../route';
import { promptInjectionOperation, serializePromptInjection } from '../../services/injection';
import {
  deleteToolOperation,
  listToolsOperation,
  serializeToolCall,
  serializeToolPage,
  serializeToolResult,
  serializeUpsert,
  toolCallOperation,
  toolResultOperation,
  upsertToolOperation,
} from '../../services/agent';
import {
  deleteToolResponse,
  promptInjectionResponse,
  toolCallResponse,
  toolPageResponse,
  toolResultResponse,
  upsertToolResponse,
} from '../responses/agent';

/** The clients mark each step of a plan they evaluate step by step (wire contract §1.2). */
const planBatch = (req: RestInput) => {
  const header = req.headers['x-svc-plan-batch'];
  return (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() === 'true';
};

export const agentRoutes: OperationRoute[] = [
  {
    method: 'POST',
    path: '/svc/v1/agent/prompt-injection',
    operation: promptInjectionOperation,
    input: body,
    serialize: (o, c) => ({ body: serializePromptInjection(o, c) }),
    response: promptInjectionResponse,
  },
  {
    method: 'POST',
    path: '/svc/v1/agent/tool-call',
    operation: toolCallOperation,
    input: (req) => ({ ...req.body, plan_batch: planBatch(req) }),
    serialize: serializeToolCall,
    response: toolCallResponse,
    // A BLOCK is a completed evaluation, answered 403 with the same body (decisions §2).
    statuses: [403],
    headers: { plan_batch: 'X-SVC-Plan-Batch' },
  },
  {
    method: 'POST',
    path: '/svc/v1/agent/tool-result',
    operation: toolResultOperation,
    input: body,
    serialize: (o, c) => ({ body: serializeToolResult(o, c) }),
    response: toolResultResponse,
  },
  {
    method: 'GET',
    path: '/svc/v1/agent/registry/tools',
    operation: listToolsOperation,
    input: query,
    serialize: (o) => ({ body: serializeToolPage(o) }),
    response: toolPageResponse,
  },
  {
    method: 'POST',
    path: '/svc/v1/agent/registry/tools',
    operation: upsertToolOperation,
    input: body,
    serialize: (o) => serializeUpsert(o),
    response: upsertToolResponse,
    statuses: [201],
  },
  {
    method: 'DELETE',
    path: '/svc/v1/agent/registry/tools/:tool_name',
    operation: deleteToolOperation,
    input: (req) => ({ tool_name: req.params.tool_name }),
    serialize: (o) => ({ body: o }),
    response: deleteToolResponse,
  },
];
