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
import {
  emitResponse,
  evaluateResponse,
  evidenceResponse,
  requireResponse,
  scanResponse,
  sessionResponse,
  timerResponse,
  timersResponse,
} from '../responses/dpdp';

const BASE = '/svc/v1/compliance/dpdp';
const envelope = (o: Record<string, unknown>, c: number) => ({ body: enveloped(o, c) });
/** Unknown session id, and a session past its ttl_hours. */
const SESSION_ERRORS = [404, 410];

export const dpdpRoutes: OperationRoute[] = [
  { method: 'POST', path: `${BASE}/session`, operation: sessionOperation, input: body, serialize: envelope, response: sessionResponse, errors: SESSION_ERRORS },
  { method: 'POST', path: `${BASE}/emit`, operation: emitOperation, input: body, serialize: envelope, response: emitResponse, errors: SESSION_ERRORS },
  { method: 'POST', path: `${BASE}/scan`, operation: scanOperation, input: body, serialize: envelope, response: scanResponse, errors: SESSION_ERRORS },
  { method: 'POST', path: `${BASE}/evaluate`, operation: evaluateOperation, input: body, serialize: envelope, response: evaluateResponse, errors: SESSION_ERRORS },
  { method: 'POST', path: `${BASE}/require`, operation: requireOperation, input: body, serialize: envelope, response: requireResponse, errors: SESSION_ERRORS },
  {
    method: 'POST',
    path: `${BASE}/evidence`,
    operation: evidenceOperation,
    input: body,
    // `result` is exactly the signed packet, so that saving it gives a verifiable file.
    serialize: (o: EvidenceOutput, c) => ({ body: enveloped(o.packet as never, c) }),
    response: evidenceResponse,
    // 409: the stored records fail their integrity check, and no packet is signed.
    errors: [404, 409],
  },
  { method: 'GET', path: `${BASE}/timers`, operation: timersOperation, input: query, serialize: envelope, response: timersResponse },
  // Closing a timer by hand: a filed notification (with its reference) or a duty that no longer applies.
  {
    method: 'POST',
    path: `${BASE}/timers/:timer_id/acknowledge`,
    operation: acknowledgeTimerOperation,
    input: (req) => ({ ...req.body, timer_id: req.params.timer_id }),
    serialize: envelope,
    response: timerResponse,
    errors: [404],
  },
  {
    method: 'POST',
    path: `${BASE}/timers/:timer_id/cancel`,
    operation: cancelTimerOperation,
    input: (req) => ({ ...req.body, timer_id: req.params.timer_id }),
    serialize: envelope,
    response: timerResponse,
    errors: [404],
  },
];
