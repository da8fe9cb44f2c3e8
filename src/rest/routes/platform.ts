import { query, withCredits, type OperationRoute } from '../route';
import { configOperation, serializeUsage, usageOperation } from '../../services/platform';
import { configResponse, usageResponse } from '../responses/platform';

export const platformRoutes: OperationRoute[] = [
  { method: 'GET', path: '/config', operation: configOperation, input: query, serialize: (o, c) => ({ body: withCredits(o, c) }), response: configResponse },
  { method: 'GET', path: '/svc/v1/config', operation: configOperation, input: query, serialize: (o, c) => ({ body: withCredits(o, c) }), response: configResponse },
  { method: 'GET', path: '/svc/v1/usage', operation: usageOperation, input: query, serialize: (o, c) => ({ body: withCredits(serializeUsage(o), c) }), response: usageResponse },
];

