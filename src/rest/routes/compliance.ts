import { body, type OperationRoute } from '../route';
import { complianceOperation, serializeCompliance } from '../../services/compliance';
import { complianceResponse } from '../responses/compliance';

export const complianceRoutes: OperationRoute[] = [
  { method: 'POST', path: '/svc/v1/compliance/check', operation: complianceOperation, input: body, serialize: (o, c) => ({ body: serializeCompliance(o, c) }), response: complianceResponse },
];
