import { body, enveloped, query, type OperationRoute } from '../route';
import {
  emitOperation,
  evaluateOperation,
  requireOperation,
  scanOperation,
  sessionOperation,
  timersOperation,
  acknowledgeTimerOperation,
  cancelTimerOperation,
} from '../../services/dpdp/operations';
import { evidenceOperation, type EvidenceOutput } from '../../services/dpdp/evidence';

const BASE = '/svc/v1/compliance/dpdp';
const envelope = (o: Record<string, unknown>, c: number) => ({ body: enveloped(o, c) });

export const dpdpRoutes: OperationRoute[] = [
  { method: 'POST', path: `${BASE}/session`, operation: sessionOperation, input: body, serialize: envelope },
  { method: 'POST', path: `${BASE}/emit`, operation: emitOperation, input: body, serialize: envelope },
  { method: 'POST', path: `${BASE}/scan`, operation: scanOperation, input: body, serialize: envelope },
  { method: 'POST', path: `${BASE}/evaluate`, operation: evaluateOperation, input: body, serialize: envelope },
  { method: 'POST', path: `${BASE}/require`, operation: requireOperation, input: body, serialize: envelope },
  {
    method: 'POST',
    path: `${BASE}/evidence`,
    operation: evidenceOperation,
    input: body,
    // `result` is exactly the signed packet, so that saving it gives a verifiable file.
    serialize: (o: EvidenceOutput, c) => ({ body: enveloped(o.packet as never, c) }),
  },
  { method: 'GET', path: `${BASE}/timers`, operation: timersOperation, input: query, serialize: envelope },
  // Closing a timer by hand: a filed notification (with its reference) or a duty that no longer applies.
  {
    method: 'POST',
    path: `${BASE}/timers/:timer_id/acknowledge`,
    operation: acknowledgeTimerOperation,
    input: (req) => ({ ...req.body, timer_id: req.params.timer_id }),
    serialize: envelope,
  },
  {
    method: 'POST',
    path: `${BASE}/timers/:timer_id/cancel`,
    operation: cancelTimerOperation,
    input: (req) => ({ ...req.body, timer_id: req.params.timer_id }),
    serialize: envelope,
  },
];
