// Signed chain-head checkpoints (core/dpdp/checkpoint.ts): issued with every emit as
// the client's receipt, exported by `svc evidence checkpoints`, and compared with the
// stored chain by `svc evidence chain-verify --checkpoint`.
import { type ChainCheckpoint, signCheckpoint } from '../../core/dpdp/index';
import type { ChainHead } from '../../storage/dpdp-chain';
import type { Services } from '../context';
import { dpdp, type EvidenceKey } from './runtime';

/**
 * A checkpoint of `head` of the application's chain, signed now with the evidence key
 * (by default the server's, created on first use).
 */
export async function issueCheckpoint(
  services: Services,
  applicationId: string,
  head: ChainHead,
  now: Date,
  key: EvidenceKey | null = null,
): Promise<ChainCheckpoint> {
  key ??= await dpdp(services).evidenceKey();
  return signCheckpoint({ application_id: applicationId, seq: head.seq, head_hash: head.hash, issued_at: now.toISOString() }, key.privateKey, key.keyId);
}
