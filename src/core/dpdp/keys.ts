// Ed25519 keys of evidence packets and chain checkpoints.
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export function toPrivateKey(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? createPrivateKey(key) : key;
  if (k.type !== 'private' || k.asymmetricKeyType !== 'ed25519') throw new TypeError('an Ed25519 private key is required');
  return k;
}

export function toPublicKey(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? createPublicKey(key) : key.type === 'private' ? createPublicKey(key) : key;
  if (k.asymmetricKeyType !== 'ed25519') throw new TypeError('an Ed25519 public key is required');
  return k;
}

/** sha256 (hex) of the SPKI DER encoding: names the key without trusting anything inside the packet. */
export function publicKeyId(key: KeyObject | string): string {
  return createHash('sha256').update(toPublicKey(key).export({ type: 'spki', format: 'der' })).digest('hex');
}

