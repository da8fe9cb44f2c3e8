import { builder, assertApplicationAccess, requireKey } from '../builder';
import type { ApiKeyEntity } from '../../storage/accounts';
import { createKey, findKeyOrThrow, renameKey, revokeKey } from '../../services/management';

export const ApiKeyStatusEnum = builder.enumType('ApiKeyStatus', { values: ['active', 'revoked', 'inactive'] as const });

export const ApiKeyRef = builder.objectRef<ApiKeyEntity>('ApiKey').implement({
  description: 'An API key. Only its display prefix is ever shown after creation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix'),
    status: t.field({ type: ApiKeyStatusEnum, resolve: (k) => k.status }),
    applicationId: t.exposeID('applicationId'),
    createdAt: t.field({ type: 'DateTime', resolve: (k) => k.createdAt }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.revokedAt }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.lastUsedAt }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<{ key: ApiKeyEntity; secret: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    key: t.field({ type: ApiKeyRef, resolve: (c) => c.key }),
    secret: t.string({ description: 'The full key. Shown this once; store it now.', resolve: (c) => c.secret }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyRef],
    description: "Keys of the caller's application (or of `applicationId`, admin only).",
    args: { applicationId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => {
      const id = args.applicationId ? String(args.applicationId) : requireKey(ctx).application.id;
      assertApplicationAccess(ctx, id);
      return ctx.services.accounts.listKeys(id);
    },
  }),
);

builder.mutationField('createApiKey', (t) =>
  t.field({
    nullable: true,
    type: CreatedApiKeyRef,
    description: "Creates a key for the caller's application (or `applicationId`, admin). The full key is returned once.",
    args: { applicationId: t.arg.id({ required: false }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const id = args.applicationId ? String(args.applicationId) : requireKey(ctx).application.id;
      assertApplicationAccess(ctx, id);
      return createKey(ctx.services, id, { name: args.name });
    },
  }),
);

async function ownedKey(ctx: Parameters<typeof assertApplicationAccess>[0], id: string): Promise<ApiKeyEntity> {
  const key = await findKeyOrThrow(ctx.services, id);
  assertApplicationAccess(ctx, key.applicationId);
  return key;
}

builder.mutationField('renameApiKey', (t) =>
  t.field({
    nullable: true,
    type: ApiKeyRef,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const key = await ownedKey(ctx, String(args.id));
      return renameKey(ctx.services, key.id, args.name);
    },
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    nullable: true,
    type: ApiKeyRef,
    description: 'Revokes a key; the next request made with it gets 403.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const key = await ownedKey(ctx, String(args.id));
      return revokeKey(ctx.services, key.id);
    },
  }),
);
