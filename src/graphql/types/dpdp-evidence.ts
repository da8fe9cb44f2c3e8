// DPDP evidence packets over GraphQL: generation (the same Operation as REST),
// stored packets, and the public key that verifies them.
import { builder, requireKey } from '../builder';
import { execute } from '../../services/operation';
import { evidenceOperation, type SignedPacket } from '../../services/dpdp/evidence';
import { dpdp } from '../../services/dpdp/runtime';
import { fromMilli } from '../../platform/plans';
import type { EvidencePacket } from '../../core/dpdp/index';
import type { PacketSummary } from '../../storage/dpdp-evidence';

type PacketNode = PacketSummary & { packet?: EvidencePacket };

const PacketRef = builder.objectRef<PacketNode>('DpdpEvidencePacket').implement({
  description: 'A signed evidence packet; `packet` is the whole document, verifiable offline with `svc evidence verify`.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.evidence_id }),
    type: t.exposeString('type'),
    generatedAt: t.field({ type: 'DateTime', resolve: (p) => p.generated_at }),
    packet: t.field({
      type: 'JSON',
      resolve: async (p, _args, ctx) => p.packet ?? (await dpdp(ctx.services).evidence.find(requireKey(ctx).application.id, p.evidence_id)),
    }),
  }),
});

const PacketConnection = builder
  .objectRef<{ nodes: PacketNode[]; totalCount: number; endCursor: string | null }>('DpdpEvidencePacketConnection')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [PacketRef], resolve: (p) => p.nodes }),
      totalCount: t.exposeInt('totalCount'),
      endCursor: t.string({ nullable: true, resolve: (p) => p.endCursor }),
      hasNextPage: t.boolean({ resolve: (p) => p.endCursor !== null }),
    }),
  });

const PublicKeyRef = builder
  .objectRef<{ keyId: string; publicKeyPem: string }>('DpdpEvidencePublicKey')
  .implement({
    description: 'The Ed25519 key that signs evidence packets. Pin keyId: a packet naming another key was not signed by this server.',
    fields: (t) => ({
      algorithm: t.string({ resolve: () => 'Ed25519' }),
      keyId: t.exposeString('keyId', { description: 'sha256 of the SPKI DER encoding, hex (signature.key_id of every packet)' }),
      publicKeyPem: t.exposeString('publicKeyPem'),
    }),
  });

const GeneratedRef = builder
  .objectRef<{ packet: SignedPacket; creditsConsumed: number }>('DpdpEvidenceResult')
  .implement({
    fields: (t) => ({
      packet: t.field({
        type: PacketRef,
        resolve: (r) => ({ evidence_id: r.packet.evidence_id, type: r.packet.type, generated_at: r.packet.generated_at, packet: r.packet }),
      }),
      timersFulfilled: t.idList({
        deprecationReason: 'Generating a packet closes no timer (decisions §6); always empty. Record the filed notification with a breach.notified event or dpdpAcknowledgeTimer.',
        resolve: () => [],
      }),
      creditsConsumed: t.exposeFloat('creditsConsumed'),
    }),
  });

builder.queryField('dpdpEvidence', (t) =>
  t.field({
    type: PacketRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const packet = await dpdp(ctx.services).evidence.find(requireKey(ctx).application.id, String(args.id));
      return packet ? { evidence_id: packet.evidence_id, type: packet.type, generated_at: packet.generated_at, packet } : null;
    },
  }),
);

builder.queryField('dpdpEvidencePackets', (t) =>
  t.field({
    type: PacketConnection,
    description: "The caller's evidence packets, newest first.",
    args: {
      type: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 50, validate: { min: 1, max: 200 } }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await dpdp(ctx.services).evidence.list(
        requireKey(ctx).application.id,
        { type: args.type ?? undefined },
        { limit: args.first ?? 50, cursor: args.after ?? undefined },
      );
      return { nodes: page.packets, totalCount: page.total, endCursor: page.nextCursor };
    },
  }),
);

builder.queryField('evidencePublicKey', (t) =>
  t.field({
    type: PublicKeyRef,
    resolve: async (_root, _args, ctx) => {
      requireKey(ctx);
      return dpdp(ctx.services).evidenceKey();
    },
  }),
);

builder.mutationField('dpdpGenerateEvidence', (t) =>
  t.field({
    nullable: true,
    type: GeneratedRef,
    description: 'POST …/dpdp/evidence (pro plan and above): builds, signs and stores a packet. A breach notification packet prepares the filing; it closes no timer.',
    args: { type: t.arg.string({ required: true }), params: t.arg({ type: 'JSON', required: false }) },
    resolve: async (_root, args, ctx) => {
      const { output, milliCredits } = await execute(evidenceOperation, requireKey(ctx), { type: args.type, params: args.params ?? undefined });
      return { packet: output.packet, creditsConsumed: fromMilli(milliCredits) };
    },
  }),
);
