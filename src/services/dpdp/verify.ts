// Integrity checks behind `svc evidence verify` (one packet, offline) and
// `svc evidence chain-verify` (an application's whole chain in the database), both
// optionally against chain checkpoints the verifier holds.
import type { KeyObject } from 'node:crypto';
import {
  type ChainCheckpoint,
  type ChainedRecord,
  checkpointsIn,
  compareWithCheckpoint,
  type IntegrityProblem,
  publicKeyId,
  verifyChain,
  verifyCheckpointSignature,
  verifyPacket,
} from '../../core/dpdp/index';
import { type Checked, isPlainObject } from '../../core/dpdp/types';
import type { ChainHead } from '../../storage/dpdp-chain';
import type { Services } from '../context';
import { dpdp } from './runtime';

export interface PacketReport {
  valid: boolean;
  evidenceId: string | null;
  keyId: string | null;
  /** Where the verifying key came from: given by the caller, or embedded in the packet (then only as good as the packet). */
  keySource: 'given' | 'embedded' | 'none';
  /**
   * What vouches for the verifying key: the caller's public key or key id, or a held
   * checkpoint it verified (only the server's key signs those). null: nothing, and a
   * forger can re-sign a packet with a key of their own and embed it.
   */
  pinnedBy: 'public-key' | 'key-id' | 'checkpoint' | null;
  problems: IntegrityProblem[];
  /** Held checkpoints this packet could not be compared with, and why. */
  notes: string[];
}

export interface PacketPins {
  publicKeyPem?: string;
  keyId?: string;
  checkpoints?: readonly ChainCheckpoint[];
}

/**
 * Verifies a packet as saved from the API: the packet itself, or the REST response
 * (`{result: packet, …}`). Without `publicKeyPem` the key embedded in
 * `signature.public_key` is used, pinned by `keyId` or a held checkpoint when given.
 */
export function verifyPacketText(text: string, pins: PacketPins = {}): PacketReport {
  const { publicKeyPem, keyId: pinnedId, checkpoints = [] } = pins;
  const failed = (keySource: PacketReport['keySource'], problems: IntegrityProblem[], evidenceId: string | null = null, keyId: string | null = null): PacketReport => ({
    valid: false, evidenceId, keyId, keySource, pinnedBy: null, problems, notes: [],
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return failed('none', [{ path: '', message: `not JSON: ${(err as Error).message}` }]);
  }
  const packet = isPlainObject(parsed) && isPlainObject(parsed.result) && 'evidence_id' in parsed.result ? parsed.result : parsed;
  const evidenceId = isPlainObject(packet) && typeof packet.evidence_id === 'string' ? packet.evidence_id : null;
  const signature = isPlainObject(packet) && isPlainObject(packet.signature) ? packet.signature : {};
  const embedded = typeof signature.public_key === 'string' ? signature.public_key : undefined;
  const key = publicKeyPem ?? embedded;
  const keySource = publicKeyPem ? 'given' : 'embedded';
  if (!key) return failed('none', [{ path: 'signature.public_key', message: 'missing; pass the server\'s public key' }], evidenceId);
  let keyId: string;
  try {
    keyId = publicKeyId(key);
  } catch (err) {
    return failed(keySource, [{ path: publicKeyPem ? '(public key)' : 'signature.public_key', message: `not an Ed25519 public key: ${(err as Error).message}` }], evidenceId);
  }
  const result = verifyPacket(packet, key, checkpoints);
  const problems = [...result.problems];
  if (pinnedId !== undefined && pinnedId.toLowerCase() !== keyId) {
    problems.unshift({ path: publicKeyPem ? '(public key)' : 'signature.public_key', message: `is key ${keyId}, not the pinned key ${pinnedId}` });
  }
  const pinnedBy = publicKeyPem ? 'public-key' : pinnedId !== undefined ? 'key-id' : checkpoints.length > 0 ? 'checkpoint' : null;
  return { valid: problems.length === 0, evidenceId, keyId, keySource, pinnedBy, problems, notes: result.notes };
}

/** Checkpoints from a file's text (one, an array, or a saved emit response). */
export function checkpointsFromText(text: string): Checked<ChainCheckpoint[]> {
  try {
    return checkpointsIn(JSON.parse(text));
  } catch (err) {
    return { ok: false, issues: [{ path: '', message: `not JSON: ${(err as Error).message}` }] };
  }
}

export interface ChainReport {
  applicationId: string;
  records: number;
  /** The last record, as checked (null without records). */
  head: ChainHead | null;
  valid: boolean;
  /** Checkpoints of this application compared with the chain. */
  checkpoints: number;
  problems: IntegrityProblem[];
}

const BATCH = 2000;

/**
 * Verifies an application's chain in seq order, a batch at a time, that the chain
 * head still names the last record (catches records deleted from, or appended behind
 * the API's back at, the end), and that the records at the seqs of the held
 * `checkpoints` still have the hashes those name (catches a rewrite re-hashed all the
 * way to the end, which the chain alone cannot). Checkpoint signatures are checked
 * with `publicKey`, which defaults to the server's evidence key (never created here).
 * Problem paths are `seq N` so they name the record whatever the batching.
 */
export async function verifyApplicationChain(
  services: Services,
  applicationId: string,
  options: { checkpoints?: readonly ChainCheckpoint[]; publicKey?: KeyObject | string; onProgress?: (checked: number, total: number) => void } = {},
): Promise<ChainReport> {
  const { store } = dpdp(services);
  const held = (options.checkpoints ?? []).filter((c) => c.application_id === applicationId);
  const [head, stored] = await Promise.all([store.chainHead(applicationId), store.lastSeq(applicationId)]);
  const problems: IntegrityProblem[] = [];
  const hashesAt = new Map<number, string>();
  const wanted = new Set(held.map((c) => c.seq));
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
    for (const r of batch) if (wanted.has(r.seq)) hashesAt.set(r.seq, r.hash);
    count += batch.length;
    last = batch[batch.length - 1];
    options.onProgress?.(last.seq, top);
  }
  if (!head && last) {
    problems.push({ path: 'chain head', message: `missing, while records up to seq ${last.seq} are stored` });
  } else if (head && last && (head.seq !== last.seq || head.hash !== last.hash)) {
    problems.push({ path: 'chain head', message: `names seq ${head.seq} (${head.hash.slice(0, 12)}…) but the last record is seq ${last.seq}: records were removed, added or rewritten at the end` });
  } else if (head && head.seq > 0 && !last) {
    problems.push({ path: 'chain head', message: `names seq ${head.seq} but no record is stored` });
  }
  if (held.length > 0) {
    const publicKey = options.publicKey ?? (await dpdp(services).existingEvidenceKey())?.privateKey;
    if (!publicKey) throw new Error(`no evidence key at ${services.config.evidenceKeyFile} to check checkpoints with: set SVC_EVIDENCE_KEY_FILE or pass --public-key`);
    for (const cp of held) {
      const signatureProblems = verifyCheckpointSignature(cp, publicKey);
      problems.push(...(signatureProblems.length > 0 ? signatureProblems : compareWithCheckpoint(cp, (seq) => hashesAt.get(seq), last?.seq ?? 0)));
    }
  }
  return {
    applicationId,
    records: count,
    head: last ? { seq: last.seq, hash: last.hash } : null,
    valid: problems.length === 0,
    checkpoints: held.length,
    problems,
  };
}
