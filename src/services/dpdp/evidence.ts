// DPDP evidence packets: the recorded events a packet rests on and the chain
// segment that links them, built by the core, signed with the server's Ed25519
// evidence key, and stored. A breach notification packet prepares a notification; it
// closes no timer (decisions §6: only a recorded submission does).
import { setImmediate } from 'node:timers/promises';
import { z } from 'zod';
import {
  buildEvidencePacket,
  type ChainedRecord,
  type EvidencePacket,
  type EvidenceRequest,
  evidenceSelector,
  HealthTally,
  matchesSelector,
  randomId,
  signPacket,
  type Timer,
  validateEvidenceRequest,
  verifyChain,
} from '../../core/dpdp/index';
import { AppError, planUpgradeRequired, sessionNotFound } from '../../platform/errors';
import { planAtLeast } from '../../platform/plans';
import type { ChainHead } from '../../storage/dpdp-chain';
import type { CallContext } from '../context';
import { fixedPrice, type Operation } from '../operation';
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

interface PacketRecords {
  /** From the first selected event to the last. */
  records: ChainedRecord[];
  /** After the last selected event, up to the chain head (the segment extends to it). */
  tail: ChainedRecord[];
}

/** The chain records the packet needs: the selected events, every link between them, and on to the head. */
async function chainRecords(ctx: CallContext, request: EvidenceRequest): Promise<PacketRecords> {
  const { store } = dpdp(ctx.services);
  const applicationId = ctx.application.id;
  const selector = evidenceSelector(request, ctx.now);
  const selected = (await store.selectRecords(applicationId, selector)).filter((r) => matchesSelector(r, selector));
  if (selected.length === 0) return { records: [], tail: [] };
  const [head, stored] = await Promise.all([store.chainHead(applicationId), store.lastSeq(applicationId)]);
  const last = selected[selected.length - 1].seq;
  const all = await store.chainRange(applicationId, selected[0].seq, Math.max(head?.seq ?? 0, stored, last));
  assertIntact(ctx, await chainProblems(all), all, head);
  return { records: all.filter((r) => r.seq <= last), tail: all.filter((r) => r.seq > last) };
}

/**
 * The server signs only records that pass their own digests, hashes and links, and
 * agree with the head row: it never lends its signature to an edit made in the
 * database. 409, since the request is fine and the stored state is not. The head row
 * was read before the records, so records appended since may follow it.
 */
function assertIntact(ctx: CallContext, problems: string[], records: ChainedRecord[], head: ChainHead | null): void {
  const atHead = head ? records.find((r) => r.seq === head.seq) : undefined;
  const last = records[records.length - 1];
  if (head && last && head.seq > last.seq) {
    problems.push(`chain head names seq ${head.seq}, but the last record is seq ${last.seq}: records were removed`);
  } else if (head && atHead && atHead.hash !== head.hash) {
    problems.push(`chain head names seq ${head.seq} with another hash than the record's: the record was rewritten`);
  }
  if (problems.length === 0) return;
  ctx.services.log.error('evidence packet refused: stored DPDP records fail their integrity check', {
    application_id: ctx.application.id,
    problems: problems.slice(0, 5),
  });
  throw new AppError(
    409,
    'EVIDENCE_INTEGRITY_FAILED',
    `The stored DPDP records this packet rests on fail their integrity check (${problems[0]}); no packet was signed. Run \`svc evidence chain-verify\`.`,
    { problems: problems.slice(0, MAX_LISTED_PROBLEMS), problems_total: problems.length },
  );
}

const MAX_LISTED_PROBLEMS = 20;

/** Records verified per event-loop turn: a long segment must not stall other requests. */
const VERIFY_SLICE = 500;

/** `verifyChain` over a contiguous run, a slice per event-loop turn; the messages name seq and event. */
async function chainProblems(records: readonly ChainedRecord[]): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < records.length; i += VERIFY_SLICE) {
    const before = records[i - 1];
    if (before) {
      await setImmediate();
      if (records[i].seq !== before.seq + 1) problems.push(`seq ${records[i].seq}: expected seq ${before.seq + 1}; records are missing`);
    }
    const slice = records.slice(i, i + VERIFY_SLICE);
    problems.push(...verifyChain(slice, before ? { prevHash: before.hash } : {}).problems.map((p) => p.message));
  }
  return problems;
}

/** Chain records read per query while a health packet is tallied. */
const HEALTH_BATCH = 500;
/** The latest records a compliance_health packet embeds (its counts cover the whole chain). */
export const HEALTH_WINDOW = 100;

/**
 * compliance_health over a chain of any length: verified and counted a batch at a time
 * (the event loop runs between the reads), and only a window of the latest selected
 * events embedded, so the packet's size does not grow with the chain.
 */
async function healthSources(ctx: CallContext, request: EvidenceRequest): Promise<PacketRecords & { health: HealthTally }> {
  const { store } = dpdp(ctx.services);
  const applicationId = ctx.application.id;
  const selector = evidenceSelector(request, ctx.now);
  const health = new HealthTally();
  const top = await store.lastSeq(applicationId);
  let lastSelected = 0;
  for (let from = 1; from <= top; from += HEALTH_BATCH) {
    // Yield between batches: on SQLite the reads are synchronous, and verifying a batch is CPU work.
    if (from > 1) await setImmediate();
    const batch = await store.chainRange(applicationId, from, Math.min(from + HEALTH_BATCH - 1, top));
    health.add(batch, (r) => {
      const hit = matchesSelector(r, selector);
      if (hit) lastSelected = r.seq;
      return hit;
    });
  }
  if (lastSelected === 0) return { health, records: [], tail: [] };
  // The embedded window and the segment on to the head are checked like every packet's.
  const head = await store.chainHead(applicationId);
  const all = await store.chainRange(applicationId, Math.max(1, lastSelected - HEALTH_WINDOW + 1), Math.max(head?.seq ?? 0, top, lastSelected));
  assertIntact(ctx, await chainProblems(all), all, head);
  return { health, records: all.filter((r) => r.seq <= lastSelected), tail: all.filter((r) => r.seq > lastSelected) };
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
  pricing: fixedPrice(DPDP_COSTS.evidence),
  run: async (ctx, request) => {
    const runtime = dpdp(ctx.services);
    const applicationId = ctx.application.id;
    const sessionId = request.params.session_id;
    const [chain, timers, session, key] = await Promise.all([
      request.type === 'compliance_health' ? healthSources(ctx, request) : chainRecords(ctx, request).then((c) => ({ ...c, health: undefined })),
      timersFor(ctx, request),
      sessionId ? runtime.store.findSession(applicationId, sessionId) : null,
      runtime.evidenceKey(),
    ]);
    // Another application's session is as unknown here as everywhere else; an expired one is still evidence.
    if (sessionId && !session) throw sessionNotFound(sessionId);
    const built = buildEvidencePacket(
      request,
      { records: chain.records, tail: chain.tail, timers, session, health: chain.health },
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
