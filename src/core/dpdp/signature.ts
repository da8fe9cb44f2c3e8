import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import {
  canonicalJson,
  compareDigests,
  digestPaths,
  GENESIS_HASH,
  type IntegrityProblem,
  verifyRecordContent,
} from './chain';
import type { ChainHeader, EvidencePacket, PacketSignature } from './evidence';
import { isPlainObject, type JsonObject } from './types';

/** Packet members are digested three levels deep (`report.initial_intimation.nature`). */
const PACKET_DIGEST_DEPTH = 3;

function toPrivateKey(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? createPrivateKey(key) : key;
  if (k.type !== 'private' || k.asymmetricKeyType !== 'ed25519') throw new TypeError('an Ed25519 private key is required');
  return k;
}

function toPublicKey(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? createPublicKey(key) : key.type === 'private' ? createPublicKey(key) : key;
  if (k.asymmetricKeyType !== 'ed25519') throw new TypeError('an Ed25519 public key is required');
  return k;
}

/** sha256 (hex) of the SPKI DER encoding: names the key without trusting anything inside the packet. */
export function publicKeyId(key: KeyObject | string): string {
  return createHash('sha256').update(toPublicKey(key).export({ type: 'spki', format: 'der' })).digest('hex');
}

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
function checkLinkage(segment: ChainHeader[], genesisHash: unknown): IntegrityProblem[] {
  const problems: IntegrityProblem[] = [];
  if (genesisHash !== GENESIS_HASH) problems.push({ path: 'chain.genesis_hash', message: `must be ${GENESIS_HASH}` });
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
 * Offline verification of a packet against the evidence public key. Reports every
 * problem with the JSON path of what was altered: the signature, members changed after
 * signing, embedded events that no longer match their chain hashes (down to the field),
 * and broken links in the chain segment.
 */
export function verifyPacket(packet: unknown, publicKey: KeyObject | string): PacketVerification {
  if (!isPlainObject(packet)) return { valid: false, problems: [{ path: '', message: 'packet is not a JSON object' }] };
  const key = toPublicKey(publicKey);
  const chain = isPlainObject(packet.chain) ? packet.chain : {};
  const segment = Array.isArray(chain.segment) ? (chain.segment as ChainHeader[]) : [];
  const problems = [
    ...checkSignature(packet, key),
    ...(Array.isArray(packet.events) ? checkEvents(packet.events, segment) : [{ path: 'events', message: 'missing' }]),
    ...(Array.isArray(chain.segment) ? checkLinkage(segment, chain.genesis_hash) : [{ path: 'chain.segment', message: 'missing' }]),
  ];
  return { valid: problems.length === 0, problems };
}
