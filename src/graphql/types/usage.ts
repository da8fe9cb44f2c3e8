import { builder, requireKey, type GraphQLContext } from '../builder';
import { execute } from '../../services/operation';
import { usageOperation } from '../../services/platform';
import { fromMilli } from '../../platform/plans';
import type { UsageBucket, UsagePage, UsageRecordEntity } from '../../storage/usage';
import { forbidden } from '../../platform/errors';

type UsageEvent = Omit<UsageRecordEntity, 'id' | 'createdAt'> & { id?: number; createdAt: Date | string };

export const UsageRecordRef = builder.objectRef<UsageEvent>('UsageRecord').implement({
  fields: (t) => ({
    id: t.id({ nullable: true, description: 'Null on live events (assigned when the record is written)', resolve: (r) => r.id ?? null }),
    requestId: t.exposeString('requestId'),
    keyId: t.exposeID('keyId'),
    endpoint: t.exposeString('endpoint'),
    credits: t.float({ resolve: (r) => fromMilli(r.milliCredits) }),
    statusCode: t.exposeInt('statusCode'),
    latencyMs: t.exposeFloat('latencyMs'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const UsageBucketRef = builder.objectRef<UsageBucket>('UsageBucket').implement({
  description: 'Requests and credits of one UTC day (YYYY-MM-DD) or one endpoint.',
  fields: (t) => ({
    key: t.exposeString('key'),
    requests: t.exposeInt('requests'),
    credits: t.float({ resolve: (b) => fromMilli(b.milliCredits) }),
  }),
});

const UsageConnection = builder
  .objectRef<UsagePage>('UsageConnection')
  .implement({
    fields: (t) => ({
      byDay: t.field({
        type: [UsageBucketRef],
        description: 'Requests and credits per UTC day over the whole filter (days without requests left out), oldest first.',
        resolve: (p, _args, ctx) => ctx.services.usage.breakdown(p.query, 'day'),
      }),
      byEndpoint: t.field({
        type: [UsageBucketRef],
        description: 'Requests and credits per endpoint over the whole filter, most requests first.',
        resolve: (p, _args, ctx) => ctx.services.usage.breakdown(p.query, 'endpoint'),
      }),
      nodes: t.field({ type: [UsageRecordRef], resolve: (p) => p.records }),
      totalCount: t.exposeInt('totalRecords'),
      totalCredits: t.float({ resolve: (p) => fromMilli(p.totalMilliCredits) }),
      endCursor: t.string({ nullable: true, resolve: (p) => (p.nextCursor === null ? null : String(p.nextCursor)) }),
      hasNextPage: t.boolean({ resolve: (p) => p.nextCursor !== null }),
    }),
  });

builder.queryField('usage', (t) =>
  t.field({
    type: UsageConnection,
    description: "Usage records of the caller's application, newest first, with totals over the whole filter.",
    args: {
      first: t.arg.int({ required: false, defaultValue: 50, validate: { min: 1, max: 200 } }),
      after: t.arg.string({ required: false }),
      from: t.arg({ type: 'DateTime', required: false }),
      to: t.arg({ type: 'DateTime', required: false }),
      endpoint: t.arg.string({ required: false }),
      keyId: t.arg.id({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const call = requireKey(ctx);
      const { output } = await execute(usageOperation, call, {
        limit: args.first ?? 50,
        cursor: args.after ?? undefined,
        from: args.from?.toISOString(),
        to: args.to?.toISOString(),
        endpoint: args.endpoint ?? undefined,
        key_id: args.keyId ? String(args.keyId) : undefined,
      });
      return output;
    },
  }),
);

builder.subscriptionField('usageRecorded', (t) =>
  t.field({
    type: UsageRecordRef,
    description: "Every request made with a key of the caller's application, as it completes.",
    subscribe: (_root, _args, ctx: GraphQLContext) => {
      if (ctx.principal?.kind !== 'key') throw forbidden('usageRecorded needs an API key');
      return ctx.services.pubsub.subscribe(`usage:${ctx.principal.application.id}`) as AsyncIterable<UsageEvent>;
    },
    resolve: (event) => event,
  }),
);

builder.queryField('plans', (t) =>
  t.field({
    type: ['JSON'],
    description: 'The plan table in force: name, requests per minute and day, monthly credits.',
    resolve: (_root, _args, ctx) =>
      Object.entries(ctx.services.config.plans).map(([name, p]) => ({ name, ...p })),
  }),
);
