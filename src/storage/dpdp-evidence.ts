// Signed DPDP evidence packets (written with the chain, dpdp-chain.ts) and the
// Ed25519 evidence key of deployments from before the key file (read, then moved out).
import type { Database } from '../db/client';
import type { EvidencePacket } from '../core/dpdp/index';

export interface StoredKey {
  keyId: string;
  privateKeyPem: string;
  publicKeyPem: string;
  createdAt: Date;
}

export interface PacketSummary {
  evidence_id: string;
  type: string;
  generated_at: string;
}

export interface PacketPage {
  packets: PacketSummary[];
  total: number;
  nextCursor: string | null;
}

/** The one row of the evidence key. */
const KEY_ROW = 'server';

export class DpdpEvidenceStore {
  constructor(private readonly db: Database) {}

  async find(applicationId: string, evidenceId: string): Promise<EvidencePacket | null> {
    const row = await this.db.prisma.dpdpEvidencePacket.findFirst({ where: { id: evidenceId, applicationId } });
    return row ? (JSON.parse(row.packet) as EvidencePacket) : null;
  }

  /** Newest first; `cursor` is the last evidence id of the previous page. */
  async list(applicationId: string, filter: { type?: string }, page: { limit: number; cursor?: string }): Promise<PacketPage> {
    const where = { applicationId, ...(filter.type ? { type: filter.type } : {}) };
    const [rows, total] = await Promise.all([
      this.db.prisma.dpdpEvidencePacket.findMany({
        where,
        select: { id: true, type: true, generatedAt: true },
        orderBy: [{ generatedAt: 'desc' }, { id: 'desc' }],
        take: page.limit + 1,
        ...(page.cursor ? { cursor: { id: page.cursor }, skip: 1 } : {}),
      }),
      this.db.prisma.dpdpEvidencePacket.count({ where }),
    ]);
    const packets = rows.slice(0, page.limit).map((r) => ({ evidence_id: r.id, type: r.type, generated_at: r.generatedAt.toISOString() }));
    return { packets, total, nextCursor: rows.length > page.limit ? packets[packets.length - 1].evidence_id : null };
  }

  async loadKey(): Promise<StoredKey | null> {
    const row = await this.db.prisma.dpdpEvidenceKey.findUnique({ where: { id: KEY_ROW } });
    return row ? { keyId: row.keyId, privateKeyPem: row.privateKey, publicKeyPem: row.publicKey, createdAt: row.createdAt } : null;
  }

  /** Once the key has moved to its file (`svc evidence move-key`). */
  async deleteKey(): Promise<void> {
    await this.db.prisma.dpdpEvidenceKey.deleteMany({ where: { id: KEY_ROW } });
  }
}
