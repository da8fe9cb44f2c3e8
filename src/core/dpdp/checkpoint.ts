// Signed chain-head checkpoints: the server's statement "record `seq` of application
// `application_id`'s chain had hash `head_hash` at `issued_at`". The chain alone
// cannot tell an honest chain from one rewritten and re-hashed by someone with write
// access to the database (the algorithm is public); a checkpoint kept outside the
// database, signed with a key that is not in it, can: every hash after a rewritten
// record changes, so the record at the checkpoint's seq no longer has its hash.
import { type KeyObject, sign, verify } from 'node:crypto';
import { canonicalJson, type IntegrityProblem } from './chain';
import { publicKeyId, toPrivateKey, toPublicKey } from './keys';
import { type Checked, isPlainObject } from './types';

export const CHECKPOINT_FORMAT = 'svc-dpdp-checkpoint/1' as const;

export interface ChainCheckpoint {
  format: typeof CHECKPOINT_FORMAT;
  application_id: string;
  seq: number;
  head_hash: string;
  issued_at: string;
  algorithm: 'Ed25519';
  /** sha256 of the signing key's SPKI DER, hex (as in packet signatures). */
  key_id: string;
  /** Base64 Ed25519 signature over canonical JSON of every other member. */
  signature: string;
}

export type CheckpointFields = Pick<ChainCheckpoint, 'application_id' | 'seq' | 'head_hash' | 'issued_at'>;

/** The signed bytes: the format tag keeps a checkpoint signature from passing as any other. */
function payload(cp: Omit<ChainCheckpoint, 'signature'>): Buffer {
  const { format, application_id, seq, head_hash, issued_at, algorithm, key_id } = cp;
  return Buffer.from(canonicalJson({ format, application_id, seq, head_hash, issued_at, algorithm, key_id }), 'utf8');
}

/** `keyId` may be passed when known: deriving it costs more than the signature (one per emit). */
export function signCheckpoint(fields: CheckpointFields, privateKey: KeyObject | string, keyId?: string): ChainCheckpoint {
  const key = toPrivateKey(privateKey);
  const body = { format: CHECKPOINT_FORMAT, ...fields, algorithm: 'Ed25519' as const, key_id: keyId ?? publicKeyId(key) };
  return { ...body, signature: sign(null, payload(body), key).toString('base64') };
}

const HEX64 = /^[0-9a-f]{64}$/;

/** Shape check of one checkpoint as read from a client's file. */
export function parseCheckpoint(value: unknown, path = 'checkpoint'): Checked<ChainCheckpoint> {
  if (!isPlainObject(value)) return { ok: false, issues: [{ path, message: 'is not a JSON object' }] };
  const issues = [];
  if (value.format !== CHECKPOINT_FORMAT) issues.push({ path: `${path}.format`, message: `must be ${CHECKPOINT_FORMAT}` });
  if (typeof value.application_id !== 'string' || value.application_id === '') issues.push({ path: `${path}.application_id`, message: 'must be a string' });
  if (!Number.isSafeInteger(value.seq) || (value.seq as number) < 1) issues.push({ path: `${path}.seq`, message: 'must be an integer from 1' });
  if (typeof value.head_hash !== 'string' || !HEX64.test(value.head_hash)) issues.push({ path: `${path}.head_hash`, message: 'must be 64 hex digits' });
  if (typeof value.issued_at !== 'string') issues.push({ path: `${path}.issued_at`, message: 'must be a string' });
  if (value.algorithm !== 'Ed25519') issues.push({ path: `${path}.algorithm`, message: 'must be Ed25519' });
  if (typeof value.key_id !== 'string') issues.push({ path: `${path}.key_id`, message: 'must be a string' });
  if (typeof value.signature !== 'string') issues.push({ path: `${path}.signature`, message: 'must be a string' });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: value as unknown as ChainCheckpoint };
}

/**
 * Checkpoints as a client may have saved them: one checkpoint, an array (the
 * `svc evidence checkpoints` export), or a saved `emit` response (`{result: {checkpoint}}`).
 */
export function checkpointsIn(value: unknown): Checked<ChainCheckpoint[]> {
  const unwrap = (v: unknown): unknown => {
    if (isPlainObject(v) && isPlainObject(v.result) && 'checkpoint' in v.result) return v.result.checkpoint;
    if (isPlainObject(v) && isPlainObject(v.checkpoint)) return v.checkpoint;
    return v;
  };
  const list = Array.isArray(value) ? value.map(unwrap) : [unwrap(value)];
  if (list.length === 0) return { ok: false, issues: [{ path: 'checkpoint', message: 'the file holds no checkpoint' }] };
  const out: ChainCheckpoint[] = [];
  const issues = [];
  for (const [i, item] of list.entries()) {
    const parsed = parseCheckpoint(item, Array.isArray(value) ? `[${i}]` : 'checkpoint');
    if (parsed.ok) out.push(parsed.value);
    else issues.push(...parsed.issues);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: out };
}

/** The checkpoint's own signature, against the pinned key. */
export function verifyCheckpointSignature(cp: ChainCheckpoint, publicKey: KeyObject | string): IntegrityProblem[] {
  const key = toPublicKey(publicKey);
  const expected = publicKeyId(key);
  const at = `checkpoint seq ${cp.seq}`;
  if (cp.key_id !== expected) return [{ path: `${at}.key_id`, message: `names key ${cp.key_id}, not the verifying key ${expected}` }];
  const { signature, ...body } = cp;
  if (!verify(null, payload(body), key, Buffer.from(signature, 'base64'))) {
    return [{ path: `${at}.signature`, message: 'does not verify: the checkpoint was altered or another key signed it' }];
  }
  return [];
}

/**
 * Compares a held checkpoint with the chain as now seen: `hashAt(seq)` is the stored
 * (or packet-carried) hash of that record, undefined when it is absent. `lastSeq` is
 * the last seq the chain (or packet) covers. Only meaningful once the chain between
 * genesis (or the packet's first record) and `seq` has been verified to link.
 */
export function compareWithCheckpoint(
  cp: ChainCheckpoint,
  hashAt: (seq: number) => string | undefined,
  lastSeq: number,
): IntegrityProblem[] {
  const at = `checkpoint seq ${cp.seq}`;
  if (cp.seq > lastSeq) {
    return [{ path: at, message: `the chain ends at seq ${lastSeq}, before this checkpoint: records up to seq ${cp.seq} were removed` }];
  }
  const hash = hashAt(cp.seq);
  if (hash === undefined) return [{ path: at, message: `record seq ${cp.seq} is missing` }];
  if (hash !== cp.head_hash) {
    return [{
      path: at,
      message: `record seq ${cp.seq} has hash ${hash.slice(0, 12)}…, the checkpoint says ${cp.head_hash.slice(0, 12)}…: the chain was rewritten at or before seq ${cp.seq} and re-hashed`,
    }];
  }
  return [];
}
