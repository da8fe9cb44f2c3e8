// The DPDP stores and the evidence key of one Services container. Kept beside the
// container (not in it) so that the platform's Services type stays domain-free.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { publicKeyId } from '../../core/dpdp/index';
import { DpdpStore } from '../../storage/dpdp';
import { DpdpEvidenceStore, type StoredKey } from '../../storage/dpdp-evidence';
import type { Services } from '../context';

export interface EvidenceKey {
  keyId: string;
  privateKey: KeyObject;
  publicKeyPem: string;
  source: 'database' | 'file';
}

export interface DpdpRuntime {
  store: DpdpStore;
  evidence: DpdpEvidenceStore;
  /** The server's Ed25519 evidence key, created on first use. */
  evidenceKey(): Promise<EvidenceKey>;
}

const runtimes = new WeakMap<Services, DpdpRuntime>();

export function dpdp(services: Services): DpdpRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    const evidence = new DpdpEvidenceStore(services.db);
    let key: Promise<EvidenceKey> | undefined;
    runtime = {
      store: new DpdpStore(services.db),
      evidence,
      evidenceKey() {
        key ??= loadEvidenceKey(services.config.evidenceKeyFile, evidence).catch((err: unknown) => {
          key = undefined; // retry on the next call rather than caching the failure
          throw err;
        });
        return key;
      },
    };
    runtimes.set(services, runtime);
  }
  return runtime;
}

function newKey(): StoredKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    keyId: publicKeyId(publicKey),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    createdAt: new Date(),
  };
}

function fromPem(privateKeyPem: string, source: EvidenceKey['source']): EvidenceKey {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the evidence key must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { keyId: publicKeyId(privateKey), privateKey, publicKeyPem, source };
}

/**
 * SVC_EVIDENCE_KEY_FILE keeps the key out of the database (e.g. on a mounted secret);
 * a missing file is created once, readable by the owner only. Otherwise the key lives
 * in the database, so every instance signs with the same one.
 */
async function loadEvidenceKey(keyFile: string | undefined, store: DpdpEvidenceStore): Promise<EvidenceKey> {
  if (keyFile) {
    const existing = await readFile(keyFile, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (existing !== null) return fromPem(existing, 'file');
    const created = newKey();
    // 'wx': when two processes race, the second fails here and reads the first's key.
    await writeFile(keyFile, created.privateKeyPem, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
    return fromPem(await readFile(keyFile, 'utf8'), 'file');
  }
  const stored = (await store.loadKey()) ?? (await store.loadOrCreateKey(newKey()));
  return fromPem(stored.privateKeyPem, 'database');
}
