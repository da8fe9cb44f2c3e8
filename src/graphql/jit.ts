// Queries and mutations run by graphql-jit (@envelop/graphql-jit): a document is compiled once
// into JavaScript that executes it, instead of graphql-js walking the document and the schema on
// every request (collectFields, completeValue, a resolve-info object per field, type checks). Same
// schema, same resolvers, same envelop plugins around it (limits, masking, refunds). It pays where
// a result has many fields: `evaluate`'s 53 fields, ~60 µs CPU a request less (GraphQL ÷ REST 1.11× →
// 1.065×, median of 38 same-window rounds); `detectPromptInjection`'s 13, no clear change
// (docs/performance.md, "GraphQL eval: where the extra CPU goes").
// Every test that goes through GraphQL passed with every document compiled (default set to 1 for
// that run); test/graphql/jit.test.ts compares compiled and interpreted answers.
//
// Compiling costs more than executing once, so a document is compiled from its JIT_AFTER_USES-th
// execution on: a caller cannot make the server compile every one-off document it sends. Parsed
// documents are shared by source text (limits.ts parse cache), so the count is per source text.
// Subscriptions (graphql-ws) stay on graphql-js.
import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** `after`: executions of a document before it is compiled (config SVC_GRAPHQL_JIT_AFTER, ≥ 1). */
export function useJitForRepeatedDocuments(after: number, onCompileError: (result: ExecutionResult) => void): Plugin[] {
  const uses = new WeakMap<DocumentNode, number>();
  const enableIf = (args: ExecutionArgs): boolean => {
    const n = uses.get(args.document);
    if (n === undefined) {
      // Counted once per document; never for subscriptions (-1).
      const op = getOperationAST(args.document, args.operationName);
      uses.set(args.document, op?.operation === 'subscription' ? -1 : 1);
      return op?.operation !== 'subscription' && after <= 1;
    }
    if (n < 0 || n >= after) return n >= after;
    uses.set(args.document, n + 1);
    return n + 1 >= after;
  };
  return [useGraphQlJit({}, { enableIf, onError: onCompileError }) as Plugin, useGraphqlJsResultShape];
}

/**
 * A result as graphql-js gives it: `{ errors, data }` (graphql-jit: `{ data, errors }`), and each
 * error with its document source and positions (graphql-jit's carry only `locations`, which yoga's
 * serializer drops: it rebuilds each error from nodes, or source and positions).
 */
const useGraphqlJsResultShape: Plugin = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        if (Symbol.asyncIterator in result || !result.errors) return;
        const { errors, data, extensions, ...rest } = result as ExecutionResult & Record<string, unknown>;
        const source = args.document.loc?.source;
        setResult({
          errors: errors!.map((e) => (source && e.locations?.length && !e.nodes && !e.source ? withSource(e, source) : e)),
          ...('data' in result ? { data } : {}),
          ...(extensions === undefined ? {} : { extensions }),
          ...rest,
        });
      },
    };
  },
};

function withSource(e: GraphQLError, source: Source): GraphQLError {
  const lineStarts = [0];
  for (let i = source.body.indexOf('\n'); i !== -1; i = source.body.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const positions = e.locations!.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1);
  return new GraphQLError(e.message, { source, positions, path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
}
