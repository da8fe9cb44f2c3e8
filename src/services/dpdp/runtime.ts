// The DPDP stores and the evidence key of one Services container. Kept beside the
// container (not in it) so that the platform's Services type stays domain-free.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicKeyId } from '../../core/dpdp/index';
import { DpdpStore } from '../../storage/dpdp';
import { DpdpEvidenceStore } from '../../storage/dpdp-evidence';
import type { Logger } from '../../platform/log';
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
  /** The key if one exists, never creating one (for the CLI's checks and exports). */
  existingEvidenceKey(): Promise<EvidenceKey | null>;
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
        key ??= loadEvidenceKey(services.config.evidenceKeyFile, evidence, services.log).catch((err: unknown) => {
          key = undefined; // retry on the next call rather than caching the failure
          throw err;
        });
        return key;
      },
      existingEvidenceKey: () => findEvidenceKey(services.config.evidenceKeyFile, evidence, services.log),
    };
    runtimes.set(services, runtime);
  }
  return runtime;
}

function newPrivateKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function fromPem(privateKeyPem: string, source: EvidenceKey['source']): EvidenceKey {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the evidence key must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { keyId: publicKeyId(privateKey), privateKey, publicKeyPem, source };
}

async function readIfExists(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
}

/**
 * The key lives in a file outside the database (SVC_EVIDENCE_KEY_FILE, by default beside
 * the SQLite file or ./data for PostgreSQL), so that write access to the database is not
 * the power to sign. A missing file is created once, readable by the owner only.
 * Deployments from before keep signing with the key stored in the database (so that
 * their packets and pinned key id stay valid), with an error logged at every start,
 * until `svc evidence move-key` moves it into the file.
 */
async function loadEvidenceKey(keyFile: string, store: DpdpEvidenceStore, log: Logger): Promise<EvidenceKey> {
  return (await findEvidenceKey(keyFile, store, log)) ?? fromPem(await createKeyFile(keyFile, newPrivateKeyPem()), 'file');
}

async function findEvidenceKey(keyFile: string, store: DpdpEvidenceStore, log: Logger): Promise<EvidenceKey | null> {
  const existing = await readIfExists(keyFile);
  if (existing !== null) {
    const mode = (await stat(keyFile)).mode & 0o777;
    if (mode & 0o077) log.error('evidence key file is readable by others than its owner; chmod 600 it', { file: keyFile, mode: mode.toString(8) });
    return fromPem(existing, 'file');
  }
  const legacy = await store.loadKey();
  if (legacy) {
    log.error('the evidence signing key is stored in the database, where anyone who can write to it can sign; run `svc evidence move-key`', { key_id: legacy.keyId, file: keyFile });
    return fromPem(legacy.privateKeyPem, 'database');
  }
  return null;
}

/** Writes `pem` to a new file (mode 0600); when another process won the race, returns its key. */
export async function createKeyFile(keyFile: string, pem: string): Promise<string> {
  await mkdir(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  // Written whole to a private temporary file, then hard-linked into place: link() fails with
  // EEXIST when another process won the race, and nobody can read a half-written key (with a
  // plain 'wx' write a second server starting at the same moment read an empty file and exited).
  const tmp = `${keyFile}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(tmp, keyFile).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  return readFile(keyFile, 'utf8');
}

/**
 * Moves a key stored in the database (deployments from before the key file) into
 * SVC_EVIDENCE_KEY_FILE and deletes the row; returns its key id, or null when the
 * database holds none. Refuses when the file already holds another key.
 */
export async function moveEvidenceKey(services: Services): Promise<string | null> {
  const { evidence } = dpdp(services);
  const stored = await evidence.loadKey();
  if (!stored) return null;
  const file = services.config.evidenceKeyFile;
  const written = fromPem(await createKeyFile(file, stored.privateKeyPem), 'file');
  if (written.keyId !== stored.keyId) {
    throw new Error(`${file} already holds another key (${written.keyId}); move or remove it first, or set SVC_EVIDENCE_KEY_FILE`);
  }
  await evidence.deleteKey();
  return stored.keyId;
}
