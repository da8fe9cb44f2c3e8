// DPDP evidence packets: the recorded events a packet rests on and the chain
// segment that links them, built by the core, signed with the server's Ed25519
// evidence key, and stored. A breach notification packet prepares a notification; it
// closes no timer (decisions §6: only a recorded submission does).
import { z } from 'zod';
import {
  buildEvidencePacket,
  type ChainedRecord,
  type EvidencePacket,
  type EvidenceRequest,
  evidenceSelector,
  matchesSelector,
  randomId,
  signPacket,
  type Timer,
  validateEvidenceRequest,
} from '../../core/dpdp/index';
import { AppError, planUpgradeRequired, sessionNotFound } from '../../platform/errors';
import { planAtLeast } from '../../platform/plans';
import type { CallContext } from '../context';
import type { Operation } from '../operation';
import { DPDP_COSTS } from './operations';
import { dpdp } from './runtime';
import { addIssues } from './validation';

/** A signed packet as stored and returned: the signature also carries the public key (PEM) it verifies with. */
export type SignedPacket = EvidencePacket & { signature: NonNullable<EvidencePacket['signature']> & { public_key: string } };

export interface EvidenceOutput {
  packet: SignedPacket;
}

const evidenceInput = z.looseObject({}).transform((body, ctx) => {
  const checked = validateEvidenceRequest(body.type, body.params);
  return checked.ok ? checked.value : addIssues(ctx, checked.issues);
});

/** The chain records the packet needs: the selected events and every link between them. */
async function chainRecords(ctx: CallContext, request: EvidenceRequest): Promise<ChainedRecord[]> {
  const { store } = dpdp(ctx.services);
  const selector = evidenceSelector(request, ctx.now);
  const selected = (await store.selectRecords(ctx.application.id, selector)).filter((r) => matchesSelector(r, selector));
  if (selected.length === 0) return [];
  return store.chainRange(ctx.application.id, selected[0].seq, selected[selected.length - 1].seq);
}

function timersFor(ctx: CallContext, request: EvidenceRequest): Promise<Timer[]> {
  const { timers } = dpdp(ctx.services).store;
  const { breach_id, request_id } = request.params;
  switch (request.type) {
    case 'breach_notification_dpbi':
    case 'breach_notification_certin':
    case 'breach_notification_principal':
      return timers.about(ctx.application.id, { breachId: breach_id });
    case 'dsr_response':
      return timers.about(ctx.application.id, { requestId: request_id });
    case 'compliance_health':
    case 'sdf_annual_report':
      return timers.about(ctx.application.id);
    default:
      return Promise.resolve([]);
  }
}

export const evidenceOperation: Operation<z.output<typeof evidenceInput>, EvidenceOutput> = {
  name: 'dpdp/evidence',
  input: evidenceInput,
  check: (_input, ctx) => {
    if (!planAtLeast(ctx.principal.plan, 'pro')) throw planUpgradeRequired('pro', ctx.principal.plan, 'DPDP evidence packets');
  },
  cost: () => DPDP_COSTS.evidence,
  run: async (ctx, request) => {
    const runtime = dpdp(ctx.services);
    const applicationId = ctx.application.id;
    const sessionId = request.params.session_id;
    const [records, timers, session, key] = await Promise.all([
      chainRecords(ctx, request),
      timersFor(ctx, request),
      sessionId ? runtime.store.findSession(applicationId, sessionId) : null,
      runtime.evidenceKey(),
    ]);
    // Another application's session is as unknown here as everywhere else; an expired one is still evidence.
    if (sessionId && !session) throw sessionNotFound(sessionId);
    const built = buildEvidencePacket(
      request,
      { records, timers, session },
      { now: ctx.now, newId: randomId, org_id: ctx.application.account.id },
    );
    if (!built.ok) {
      const [first] = built.issues;
      throw new AppError(404, 'NOT_FOUND', first.message, { field: first.path, issues: built.issues });
    }
    const signed = signPacket(built.value, key.privateKey);
    const packet: SignedPacket = { ...signed, signature: { ...signed.signature!, public_key: key.publicKeyPem } };

    await runtime.store.chain.run(applicationId, { reads: {}, apply: () => ({ writes: { packets: [packet] }, result: null }) });
    return { packet };
  },
};
