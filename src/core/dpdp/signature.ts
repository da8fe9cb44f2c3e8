import { type KeyObject, sign, verify } from 'node:crypto';
import {
  canonicalJson,
  compareDigests,
  digestPaths,
  GENESIS_HASH,
  type IntegrityProblem,
  verifyRecordContent,
} from './chain';
import { type ChainCheckpoint, compareWithCheckpoint, verifyCheckpointSignature } from './checkpoint';
import type { ChainHeader, EvidencePacket, PacketSignature } from './evidence';
import { publicKeyId, toPrivateKey, toPublicKey } from './keys';
import { isPlainObject, type JsonObject } from './types';

export { publicKeyId } from './keys';

/** Packet members are digested three levels deep (`report.initial_intimation.nature`). */
const PACKET_DIGEST_DEPTH = 3;

function unsigned(packet: JsonObject): JsonObject {
  const { signature: _, ...rest } = packet;
  return rest;
}

function signedPayload(sig: Pick<PacketSignature, 'algorithm' | 'key_id' | 'digests'>): Buffer {
  return Buffer.from(canonicalJson({ algorithm: sig.algorithm, key_id: sig.key_id, digests: sig.digests }), 'utf8');
}

/**
 * Signs the packet's member digests with Ed25519. Signing the digests (rather than the
 * packet bytes alone) lets a verifier name each altered member, while any change still
 * breaks either a digest or the signature.
 */
export function signPacket(packet: EvidencePacket, privateKey: KeyObject | string): EvidencePacket {
  const key = toPrivateKey(privateKey);
  const body = unsigned(packet as unknown as JsonObject);
  const base = { algorithm: 'Ed25519' as const, key_id: publicKeyId(key), digests: digestPaths(body, PACKET_DIGEST_DEPTH) };
  return { ...(body as unknown as EvidencePacket), signature: { ...base, value: sign(null, signedPayload(base), key).toString('base64') } };
}

export interface PacketVerification {
  valid: boolean;
  problems: IntegrityProblem[];
  /** Held checkpoints that this packet could not be compared with, and why (not failures). */
  notes: string[];
}

function checkSignature(packet: JsonObject, publicKey: KeyObject): IntegrityProblem[] {
  const sig = packet.signature;
  if (!isPlainObject(sig) || sig.algorithm !== 'Ed25519' || !isPlainObject(sig.digests) || typeof sig.value !== 'string') {
    return [{ path: 'signature', message: 'missing or malformed (needs algorithm Ed25519, key_id, digests, value)' }];
  }
  const problems: IntegrityProblem[] = [];
  const expectedKey = publicKeyId(publicKey);
  if (sig.key_id !== expectedKey) {
    problems.push({ path: 'signature.key_id', message: `names key ${String(sig.key_id)}, not the verifying key ${expectedKey}` });
  }
  const digests = sig.digests as Record<string, string>;
  const payload = signedPayload({ algorithm: 'Ed25519', key_id: String(sig.key_id), digests });
  if (!verify(null, payload, publicKey, Buffer.from(sig.value, 'base64'))) {
    problems.push({ path: 'signature.value', message: 'does not verify: the signature or signature.digests were altered, or another key signed' });
  }
  problems.push(...compareDigests(digests, digestPaths(unsigned(packet), PACKET_DIGEST_DEPTH), '', 'signing'));
  return problems;
}

/** Each embedded event against the chain header of the same seq: field digests, then hash. */
function checkEvents(events: unknown[], segment: ChainHeader[]): IntegrityProblem[] {
  const problems: IntegrityProblem[] = [];
  events.forEach((event, i) => {
    if (!isPlainObject(event)) {
      problems.push({ path: `events[${i}]`, message: 'is not an object' });
      return;
    }
    const j = segment.findIndex((h) => isPlainObject(h) && h.seq === event.seq && h.event_id === event.event_id);
    if (j < 0) {
      problems.push({ path: `events[${i}]`, message: 'has no entry in chain.segment with the same seq and event_id' });
      return;
    }
    problems.push(...verifyRecordContent(event, segment[j], `events[${i}]`, `chain.segment[${j}]`));
  });
  return problems;
}

/** Links between consecutive seqs; gaps (records of other subjects left out) are not links to check. */
function checkLinkage(segment: ChainHeader[], genesisHash: unknown, head: unknown): IntegrityProblem[] {
  const problems: IntegrityProblem[] = [];
  if (genesisHash !== GENESIS_HASH) problems.push({ path: 'chain.genesis_hash', message: `must be ${GENESIS_HASH}` });
  const last = segment[segment.length - 1];
  if (isPlainObject(head) && (!isPlainObject(last) || head.seq !== last.seq || head.hash !== last.hash)) {
    problems.push({ path: 'chain.head', message: 'does not name the last header of chain.segment' });
  }
  segment.forEach((header, j) => {
    if (!isPlainObject(header) || typeof header.seq !== 'number') {
      problems.push({ path: `chain.segment[${j}]`, message: 'is not a chain header' });
      return;
    }
    const previous = segment[j - 1];
    if (previous && header.seq <= previous.seq) {
      problems.push({ path: `chain.segment[${j}].seq`, message: `not after seq ${previous.seq}: headers reordered or duplicated` });
    } else if (previous && header.seq === previous.seq + 1 && header.prev_hash !== previous.hash) {
      problems.push({ path: `chain.segment[${j}].prev_hash`, message: `does not link to the hash of seq ${previous.seq}` });
    } else if (header.seq === 1 && header.prev_hash !== GENESIS_HASH) {
      problems.push({ path: `chain.segment[${j}].prev_hash`, message: 'the first record must link to the genesis hash' });
    }
  });
  return problems;
}

/**
 * A checkpoint the verifier holds against the packet's chain segment. Its signature is
 * checked with the verifying key, so a held checkpoint also pins the key. The segment
 * runs from the packet's first event to the head as of signing (`chain.head`): a
 * checkpoint inside it must name the same hash, one after the head means records were
 * removed since, and one before the first event does not cover the packet's records.
 */
function checkCheckpoint(packet: JsonObject, segment: ChainHeader[], cp: ChainCheckpoint, key: KeyObject): { problems: IntegrityProblem[]; note?: string } {
  const signatureProblems = verifyCheckpointSignature(cp, key);
  if (signatureProblems.length > 0) return { problems: signatureProblems };
  const events = Array.isArray(packet.events) ? packet.events.filter(isPlainObject) : [];
  const first = segment[0];
  if (!first || events.length === 0) return { problems: [], note: `checkpoint seq ${cp.seq}: the packet embeds no events to compare` };
  if (events.some((e) => e.application_id !== cp.application_id)) {
    return { problems: [], note: `checkpoint seq ${cp.seq}: of application ${cp.application_id}, not the packet's` };
  }
  if (cp.seq < first.seq) {
    return { problems: [], note: `checkpoint seq ${cp.seq}: precedes the packet's first event (seq ${first.seq}), so it does not cover them` };
  }
  const chain = isPlainObject(packet.chain) ? packet.chain : {};
  const head = isPlainObject(chain.head) && typeof chain.head.seq === 'number' ? chain.head.seq : undefined;
  if (head === undefined && cp.seq > segment[segment.length - 1].seq) {
    return { problems: [], note: `checkpoint seq ${cp.seq}: after the packet's segment, which does not extend to the chain head (an older packet)` };
  }
  const hashes = new Map(segment.map((h) => [h.seq, h.hash]));
  return { problems: compareWithCheckpoint(cp, (seq) => hashes.get(seq), head ?? segment[segment.length - 1].seq) };
}

/**
 * Offline verification of a packet against the evidence public key. Reports every
 * problem with the JSON path of what was altered: the signature, members changed after
 * signing, embedded events that no longer match their chain hashes (down to the field),
 * broken links in the chain segment, and disagreement with checkpoints the verifier holds.
 */
export function verifyPacket(packet: unknown, publicKey: KeyObject | string, checkpoints: readonly ChainCheckpoint[] = []): PacketVerification {
  if (!isPlainObject(packet)) return { valid: false, problems: [{ path: '', message: 'packet is not a JSON object' }], notes: [] };
  const key = toPublicKey(publicKey);
  const chain = isPlainObject(packet.chain) ? packet.chain : {};
  const segment = Array.isArray(chain.segment) ? (chain.segment as ChainHeader[]) : [];
  const problems = [
    ...checkSignature(packet, key),
    ...(Array.isArray(packet.events) ? checkEvents(packet.events, segment) : [{ path: 'events', message: 'missing' }]),
    ...(Array.isArray(chain.segment) ? checkLinkage(segment, chain.genesis_hash, chain.head) : [{ path: 'chain.segment', message: 'missing' }]),
  ];
  const notes: string[] = [];
  for (const cp of checkpoints) {
    const checked = checkCheckpoint(packet, segment, cp, key);
    problems.push(...checked.problems);
    if (checked.note) notes.push(checked.note);
  }
  return { valid: problems.length === 0, problems, notes };
}
