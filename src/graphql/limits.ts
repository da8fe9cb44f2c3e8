// Bounded work per GraphQL document: GraphQL Armor's Envelop plugins (tokens, depth,
// aliases, directives, cost) and a byte-bounded parse/validate cache. The same plugins run
// over HTTP (yoga) and over WebSocket (websocket.ts runs yoga's enveloped parse, validate,
// execute and subscribe). A rejected document is a 400-class
// GraphQL error whose message and `extensions.limit` name the limit.
import { GraphQLError, type DocumentNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';

/** The limits of one document; README and docs/decisions.md quote them. */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens (names, punctuation, literals; a string of any length is one). */
  maxTokens: 2_000,
  /** Nesting of selection sets (introspection is exempt). */
  maxDepth: 10,
  /** Aliased fields in the whole document, fragments included. */
  maxAliases: 15,
  /** Directives in the whole document. */
  maxDirectives: 20,
  /**
   * Armor's static cost: objects 2, scalars 1, ×1.5 per level, a list field's subtree
   * multiplied by its literal `first`/`last`. `usage(first: 200)` with 10 fields is ~5,500.
   */
  maxCost: 20_000,
} as const;

/** Parsed documents and parse errors kept for reuse, bounded by the size of their source. */
const CACHE_MAX_BYTES = 8 * 1024 * 1024;

type ArmorReject = (ctx: ValidationContext | null, error: GraphQLError) => void;

/**
 * Tags Armor's error (message "Syntax Error: … limit of N exceeded …") with our code and the
 * limit. The validation rules report it like any validation error rather than throw (Armor's
 * default), so every caller of `validate` (yoga, graphql-ws) gets it as a result, and yoga caches
 * it; the token limit is a parse error and throws.
 */
const tag = (limit: keyof typeof GRAPHQL_LIMITS): { onReject: ArmorReject[]; propagateOnRejection: boolean } => ({
  onReject: [
    (ctx, error) => {
      Object.assign(error.extensions, { code: 'INVALID_REQUEST', status: 400, limit });
      ctx?.reportError(error);
    },
  ],
  propagateOnRejection: limit === 'maxTokens',
});

function boundedCache<T extends object>(): LRUCache<string, T> {
  return new LRUCache<string, T>({ maxSize: CACHE_MAX_BYTES, sizeCalculation: (_v, key) => Math.max(1, key.length) });
}

/** Yoga's `parserAndValidationCache` option: at most CACHE_MAX_BYTES of document text each. */
export function parserAndValidationCache() {
  return { documentCache: boundedCache<DocumentNode>(), errorCache: boundedCache<object>() as LRUCache<string, any>, validationCache: true };
}

export function documentLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens, ...tag('maxTokens') }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ...tag('maxDepth') }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, ...tag('maxAliases') }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.maxDirectives, ...tag('maxDirectives') }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ...tag('maxCost') }),
  ] as Plugin[];
}

/** A parser that overflows the stack on a pathological document answers a syntax error, not a 500. */
function nestingError(): GraphQLError {
  return new GraphQLError('Syntax Error: the document is nested too deeply', { extensions: { code: 'INVALID_REQUEST', status: 400, limit: 'nesting' } });
}

/**
 * A rejected document answers HTTP 400 whatever the Accept header: yoga marks parse errors
 * `spec` (200 for application/json, as GraphQL over HTTP allows), which would hide a limit.
 * Also turns a parser RangeError (graphql-js recurses on nested literals) into a syntax error.
 */
export const useRejectedDocumentIs400: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result instanceof RangeError) replaceParseResult(nestingError());
    };
  },
  onResultProcess({ result }) {
    for (const r of Array.isArray(result) ? result : [result]) {
      for (const error of ('errors' in r && r.errors) || []) {
        if (error.extensions?.limit) (error.extensions as Record<string, unknown>).http = { status: 400 };
      }
    }
  },
};
