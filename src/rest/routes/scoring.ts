import { body, mirrored, query, type OperationRoute } from '../route';
import {
  capabilitiesOperation,
  continueOperation,
  dimensionsOperation,
  evalMetadata,
  evalOperation,
  evalResult,
  regenerationExtras,
  regenerationResult,
  safeRegenerateOperation,
  type RegenerationOutput,
} from '../../services/scoring';
import { capabilitiesResponse, dimensionsResponse, evalResponse, regenerationResponse } from '../responses/scoring';

const regeneration = (o: RegenerationOutput, c: number) => ({ body: mirrored(regenerationResult(o), c, regenerationExtras(o, c)) });

export const scoringRoutes: OperationRoute[] = [
  { method: 'POST', path: '/svc/v1/eval', operation: evalOperation, input: body, serialize: (o, c) => ({ body: mirrored(evalResult(o), c, { metadata: evalMetadata(o) }) }), response: evalResponse },
  { method: 'POST', path: '/svc/v1/safe-regenerate', operation: safeRegenerateOperation, input: body, serialize: regeneration, response: regenerationResponse, errors: [422] },
  { method: 'POST', path: '/svc/v1/safe-regenerate/continue', operation: continueOperation, input: body, serialize: regeneration, response: regenerationResponse, errors: [410, 422] },
  { method: 'GET', path: '/svc/v1/dimensions', operation: dimensionsOperation, input: query, serialize: (o) => ({ body: o }), response: dimensionsResponse },
  { method: 'GET', path: '/svc/v1/capabilities', operation: capabilitiesOperation, input: query, serialize: (o) => ({ body: o }), response: capabilitiesResponse },
];
