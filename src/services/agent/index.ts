export { toolCallOperation, serializeToolCall, revokedKeyDecision, TOOL_CALL_OPERATION, TOOL_CALL_COST, type ToolCallOutput } from './tool-call';
export { toolResultOperation, serializeToolResult, TOOL_RESULT_COST, MAX_RAW_CHARS, type ToolResultOutput } from './tool-result';
export {
  listToolsOperation,
  upsertToolOperation,
  deleteToolOperation,
  serializeToolPage,
  serializeUpsert,
  type UpsertToolOutput,
  type DeleteToolOutput,
} from './registry';
export { listEvaluationsOperation } from './evaluations';
export { agent, closeAgent } from './runtime';
