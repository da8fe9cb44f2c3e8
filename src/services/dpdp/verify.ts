// Integrity checks behind `svc evidence verify` (one packet, offline) and
// `svc evidence chain-verify` (an application's whole chain in the database).
import { type ChainedRecord, type IntegrityProblem, publicKeyId, verifyChain, verifyPacket } from '../../core/dpdp/index';
import { isPlainObject } from '../../core/dpdp/types';
import type { Services } from '../context';
import { dpdp } from './runtime';

export interface PacketReport {
  valid: boolean;
  evidenceId: string | null;
  keyId: string | null;
  /** Where the verifying key came from: given by the caller, or embedded in the packet (then only as good as the packet). */
  keySource: 'given' | 'embedded' | 'none';
  problems: IntegrityProblem[];
}

/**
 * Verifies a packet as saved from the API: the packet itself, or the REST response
 * (`{result: packet, …}`). Without `publicKeyPem` the key embedded in
 * `signature.public_key` is used; compare its id with the server's published one.
 */
export function verifyPacketText(text: string, publicKeyPem?: string): PacketReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return { valid: false, evidenceId: null, keyId: null, keySource: 'none', problems: [{ path: '', message: `not JSON: ${(err as Error).message}` }] };
  }
  const packet = isPlainObject(parsed) && isPlainObject(parsed.result) && 'evidence_id' in parsed.result ? parsed.result : parsed;
  const evidenceId = isPlainObject(packet) && typeof packet.evidence_id === 'string' ? packet.evidence_id : null;
  const signature = isPlainObject(packet) && isPlainObject(packet.signature) ? packet.signature : {};
  const embedded = typeof signature.public_key === 'string' ? signature.public_key : undefined;
  const key = publicKeyPem ?? embedded;
  if (!key) {
    return { valid: false, evidenceId, keyId: null, keySource: 'none', problems: [{ path: 'signature.public_key', message: 'missing; pass the server\'s public key' }] };
  }
  let keyId: string;
  try {
    keyId = publicKeyId(key);
  } catch (err) {
    return { valid: false, evidenceId, keyId: null, keySource: publicKeyPem ? 'given' : 'embedded', problems: [{ path: publicKeyPem ? '(public key)' : 'signature.public_key', message: `not an Ed25519 public key: ${(err as Error).message}` }] };
  }
  const result = verifyPacket(packet, key);
  return { valid: result.valid, evidenceId, keyId, keySource: publicKeyPem ? 'given' : 'embedded', problems: result.problems };
}

export interface ChainReport {
  applicationId: string;
  records: number;
  valid: boolean;
  problems: IntegrityProblem[];
}

const BATCH = 2000;

/**
 * Verifies an application's chain in seq order, a batch at a time, and that the
 * chain head still names the last record (catches records deleted from, or
 * appended behind the API's back at, the end).
 * Problem paths are `seq N` so they name the record whatever the batching.
 */
export async function verifyApplicationChain(services: Services, applicationId: string): Promise<ChainReport> {
  const { store } = dpdp(services);
  const [head, stored] = await Promise.all([store.chainHead(applicationId), store.lastSeq(applicationId)]);
  const problems: IntegrityProblem[] = [];
  let last: ChainedRecord | undefined;
  let count = 0;
  const top = Math.max(head?.seq ?? 0, stored);
  for (let from = 1; from <= top; from += BATCH) {
    const batch = await store.chainRange(applicationId, from, Math.min(from + BATCH - 1, top));
    if (batch.length === 0) continue;
    const expected = (last?.seq ?? 0) + 1;
    if (batch[0].seq !== expected) {
      problems.push({ path: `seq ${expected}`, message: `records ${expected} to ${batch[0].seq - 1} are missing` });
    }
    const checked = verifyChain(batch, last ? { prevHash: last.hash } : {});
    for (const p of checked.problems) {
      const i = Number(/^records\[(\d+)\]/.exec(p.path)?.[1] ?? 0);
      problems.push({ path: `seq ${batch[i].seq}${p.path.replace(/^records\[\d+\]/, '')}`, message: p.message });
    }
    count += batch.length;
    last = batch[batch.length - 1];
  }
  if (!head && last) {
    problems.push({ path: 'chain head', message: `missing, while records up to seq ${last.seq} are stored` });
  } else if (head && last && (head.seq !== last.seq || head.hash !== last.hash)) {
    problems.push({ path: 'chain head', message: `names seq ${head.seq} (${head.hash.slice(0, 12)}…) but the last record is seq ${last.seq}: records were removed, added or rewritten at the end` });
  } else if (head && head.seq > 0 && !last) {
    problems.push({ path: 'chain head', message: `names seq ${head.seq} but no record is stored` });
  }
  return { applicationId, records: count, valid: problems.length === 0, problems };
}
