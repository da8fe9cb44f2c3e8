// A caller pays for the results it receives (decisions §2: failed requests cost nothing).
// Mutation root fields are nullable, so one failing field answers null plus an error while
// the others keep their data and their charge; and should a field's result still be
// discarded after it was charged (an error below it nulls it, or the whole `data`), its
// charge is refunded before the usage record is written.
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './builder';

/** Milli-credits charged per root response key, per operation (its context). */
const chargedByKey = new WeakMap<GraphQLContext, Map<string, number>>();

/**
 * Wraps each mutation root resolver to note what it charged. Mutation fields run one after
 * another, so the change of the call's tally across a resolver is exactly that field's charge.
 */
export function trackMutationCharges(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (root, args, ctx: GraphQLContext, info) => {
      const before = ctx.call?.chargedMilli ?? 0;
      try {
        return await resolve(root, args, ctx, info);
      } finally {
        if (ctx.call) {
          const charges = chargedByKey.get(ctx) ?? new Map<string, number>();
          charges.set(String(info.path.key), ctx.call.chargedMilli - before);
          chargedByKey.set(ctx, charges);
        }
      }
    };
  }
  return schema;
}

/** Refunds the charge of every root field whose result the response does not carry. */
export const useRefundDiscardedResults: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const ctx = args.contextValue as GraphQLContext;
    return {
      async onExecuteDone({ result }) {
        const charges = chargedByKey.get(ctx);
        if (!charges || !ctx.call || Symbol.asyncIterator in result) return;
        chargedByKey.delete(ctx);
        for (const [key, milli] of charges) {
          if (milli > 0 && result.data?.[key] == null) await ctx.call.refund(milli);
        }
      },
    };
  },
};
