// The raw-input limits of services/inputs.ts (JSON depth, NUL) for every GraphQL
// field that takes arguments, including those that read storage without an
// operation (ids, cursors): the check wraps each resolver of the executable
// schema, so GraphQL over HTTP and over WebSocket meet it alike.
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { assertWellFormed } from '../services/inputs';

function checked<S, C>(resolve: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
  return (source, args, context, info) => {
    assertWellFormed(args);
    return resolve(source, args, context, info);
  };
}

export function withInputLimits(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      if (field.subscribe) field.subscribe = checked(field.subscribe);
      else field.resolve = checked(field.resolve ?? defaultFieldResolver);
    }
  }
  return schema;
}
