// An operation is one use case as both gateways see it: a request schema, a
// cost, and a run function. execute() is the only place that validates, charges
// and refunds, so REST and GraphQL cannot drift apart on either.
import type { z } from 'zod';
import { parseInput } from './inputs';
import type { CallContext } from './context';

export interface Operation<I, O> {
  /** Endpoint name in usage records, e.g. `agent/prompt-injection`. */
  name: string;
  input: z.ZodType<I, unknown>;
  /** Checks that need configuration (content limits, plan tier); throw AppError. */
  check?: (input: I, ctx: CallContext) => void | Promise<void>;
  /** Milli-credits charged before run(); run() may charge more through ctx.charge(). */
  cost?: (input: I, ctx: CallContext) => number;
  /** What cost() and run() charge, in milli-credits, for the API reference (`x-credit-cost`); absent = free. */
  pricing?: Pricing;
  run(ctx: CallContext, input: I): Promise<O>;
}

/** A call's charge: `min`–`max` milli-credits, and what it depends on (e.g. `{ basic, deep }`). */
export interface Pricing {
  min: number;
  max: number;
  by?: Record<string, number>;
  note?: string;
}

/** A fixed charge, from the same constant cost() returns. */
export const fixedPrice = (milli: number): Pricing => ({ min: milli, max: milli });

export interface Executed<O> {
  output: O;
  milliCredits: number;
}

export async function execute<I, O>(op: Operation<I, O>, ctx: CallContext, raw: unknown): Promise<Executed<O>> {
  // Depth and NUL first (inputs.ts): nothing below (schemas, hashing, storage) may see a value that breaks it.
  const input = parseInput(op.input, raw);
  await op.check?.(input, ctx);
  if (ctx.chargedMilli === 0) ctx.operation = op.name;
  const before = ctx.chargedMilli;
  await ctx.charge(op.cost?.(input, ctx) ?? 0);
  try {
    const output = await op.run(ctx, input);
    return { output, milliCredits: ctx.chargedMilli - before };
  } catch (err) {
    await ctx.refund(ctx.chargedMilli - before);
    throw err;
  }
}
