import SchemaBuilder from '@pothos/core';
import ZodPlugin from '@pothos/plugin-zod';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { fromZodError, AppError } from '../platform/errors';
import type { CallContext, Principal, Services } from '../services/context';
import { checkStructure } from '../services/inputs';
import { forbidden } from '../platform/errors';

export interface GraphQLContext {
  services: Services;
  requestId: string;
  principal: Principal | null;
  /** Set for API-key callers: metering and scoping go through it. */
  call: CallContext | null;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date | string };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ZodPlugin],
  defaultFieldNullability: false,
  zod: { validationError: (error) => fromZodError(error) },
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    default:
      return null;
  }
}

/** JSON arguments meet the same depth and NUL limits as REST bodies (services/inputs.ts), whether or not an operation reads them. */
function checkedJson(value: unknown): unknown {
  const malformed = checkStructure(value);
  if (malformed) throw new GraphQLError(`JSON${malformed.path ? ` at ${malformed.path}` : ''}: ${malformed.message}`, { extensions: { code: 'INVALID_REQUEST' } });
  return value;
}

builder.addScalarType(
  'JSON',
  new GraphQLScalarType({
    name: 'JSON',
    description: 'Any JSON value',
    serialize: (v) => v,
    parseValue: checkedJson,
    parseLiteral: (ast) => checkedJson(literal(ast)),
  }),
);

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, string>({
    name: 'DateTime',
    description: 'ISO 8601 timestamp',
    serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
      return d;
    },
    parseLiteral: (ast) => {
      const d = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(NaN);
      if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
      return d;
    },
  }),
);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The caller's call context, or 403 for admin-token callers on application-scoped fields. */
export function requireKey(ctx: GraphQLContext): CallContext {
  if (!ctx.call) throw forbidden('This field needs an API key (it is scoped to the key\'s application)');
  return ctx.call;
}

export function requireAdmin(ctx: GraphQLContext): void {
  if (ctx.principal?.kind !== 'admin') throw forbidden('This field needs the admin token (SVC_ADMIN_TOKEN)');
}

/** Admin may act on any application; a key only on its own. */
export function assertApplicationAccess(ctx: GraphQLContext, applicationId: string): void {
  if (ctx.principal?.kind === 'admin') return;
  if (ctx.call?.application.id === applicationId) return;
  throw forbidden('API keys may only manage their own application');
}

export { AppError };

/** GraphQL sends explicit nulls for omitted optional fields; services expect them absent. */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as never;
}
