// Signed chain-head checkpoints (core/dpdp/checkpoint.ts): issued with every emit as
// the client's receipt, exported by `svc evidence checkpoints`, and compared with the
// stored chain by `svc evidence chain-verify --checkpoint`.
import { type ChainCheckpoint, signCheckpoint } from '../../core/dpdp/index';
import type { ChainHead } from '../../storage/dpdp-chain';
import type { EvidenceKey } from './runtime';

/** A checkpoint of `head` of the application's chain, signed now with the evidence key. */
export function issueCheckpoint(applicationId: string, head: ChainHead, now: Date, key: EvidenceKey): ChainCheckpoint {
  return signCheckpoint({ application_id: applicationId, seq: head.seq, head_hash: head.hash, issued_at: now.toISOString() }, key.privateKey, key.keyId);
}
