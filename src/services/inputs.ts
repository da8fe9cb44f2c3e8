// Request pieces several operations share, and the input limits every request
// meets on every channel (REST, GraphQL over HTTP and WebSocket): execute() runs
// checkStructure() on the raw input, and the schemas build their strings, lists
// and maps from the bounded helpers below. Limits are documented in README
// ("Input limits") and docs/decisions.md.
import { z } from 'zod';
import { contentTooLarge, type FieldIssue, formatPath, fromZodError, invalidRequest } from '../platform/errors';
import { isBlank } from '../core/text';
import type { CallContext } from './context';

export const INPUT_LIMITS = {
  /** Nesting of any JSON value, counted from the request body (or the GraphQL arguments) down. */
  maxDepth: 64,
  /** Identifiers: session, tool, user, request and breach ids, key ids, endpoint names. */
  maxIdChars: 256,
  /** Short free text: labels, goals, descriptions (content fields have their own, larger limits). */
  maxShortText: 5_000,
  /** The schema ceiling of content fields; the configured SVC_MAX_CONTENT_CHARS (≤ this) is checked after parsing. */
  maxContentChars: 1_000_000,
  /** Validation issues listed in an error body; the rest are counted in `issue_count`. */
  maxIssues: 20,
} as const;

/** What an identifier may not contain: control and format characters (NUL, newlines, zero-width, bidi). */
const NOT_IN_IDENTIFIER = /[\p{Cc}\p{Cf}]/u;


/**
 * The checks no schema can do cheaply, over the whole raw input: JSON nested deeper
 * than INPUT_LIMITS.maxDepth, and U+0000 in any string or key (PostgreSQL text and
 * jsonb cannot store it; SQLite can, so it is refused on both alike). Iterative, so a
 * hostile nesting cannot overflow the stack here (it would in JSON.stringify later).
 * A fast pass finds whether there is a problem; only then a second pass finds its path.
 */
export function checkStructure(raw: unknown, maxDepth: number = INPUT_LIMITS.maxDepth): FieldIssue | null {
  return walk(raw, maxDepth, false) ? walk(raw, maxDepth, true) : null;
}

const NUL = '\u0000';

interface Frame {
  value: object;
  depth: number;
  path: PropertyKey[];
}

const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
const problem = (path: PropertyKey[], message: string): FieldIssue => ({ path: formatPath(path), message });
const pathTo = (frame: Frame, key: PropertyKey, withPaths: boolean) => (withPaths ? [...frame.path, key] : frame.path);

/**
 * Depth-first over objects only; strings are checked where they are met. `withPaths` builds the problem's path.
 * No closures inside: it runs on every request, and under tsx each closure made costs a defineProperty (keepNames).
 */
function walk(raw: unknown, maxDepth: number, withPaths: boolean): FieldIssue | null {
  if (typeof raw === 'string') return raw.includes(NUL) ? problem([], NUL_MESSAGE) : null;
  if (typeof raw !== 'object' || raw === null) return null;
  const stack: Frame[] = [{ value: raw, depth: 1, path: [] }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > maxDepth) return problem(frame.path, `JSON is nested deeper than ${maxDepth} levels`);
    if (Array.isArray(frame.value)) {
      for (let i = 0; i < frame.value.length; i++) {
        const found = visit(stack, frame, frame.value[i], i, withPaths);
        if (found) return found;
      }
    } else {
      for (const key in frame.value) {
        if (!Object.hasOwn(frame.value, key)) continue;
        if (key.includes(NUL)) return problem(pathTo(frame, key, withPaths), 'keys must not contain the NUL character (U+0000)');
        const found = visit(stack, frame, (frame.value as Record<string, unknown>)[key], key, withPaths);
        if (found) return found;
      }
    }
  }
  return null;
}

function visit(stack: Frame[], frame: Frame, child: unknown, key: PropertyKey, withPaths: boolean): FieldIssue | null {
  if (typeof child === 'string') return child.includes(NUL) ? problem(pathTo(frame, key, withPaths), NUL_MESSAGE) : null;
  if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: frame.depth + 1, path: pathTo(frame, key, withPaths) });
  return null;
}

/** Throws 400 INVALID_REQUEST when checkStructure finds a problem; `prefix` names where `raw` sits in the request. */
export function assertWellFormed(raw: unknown, prefix = ''): void {
  const malformed = checkStructure(raw);
  if (!malformed) return;
  const path = [prefix, malformed.path].filter(Boolean).join(malformed.path.startsWith('[') ? '' : '.');
  throw invalidRequest(`${path ? `${path}: ` : ''}${malformed.message}`, path);
}

/** The raw input checked (checkStructure) and parsed, or the 400 INVALID_REQUEST that says why not. */
export function parseInput<T>(schema: z.ZodType<T, unknown>, raw: unknown, prefix = ''): T {
  assertWellFormed(raw, prefix);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error, prefix);
  return parsed.data;
}

/** A free-text field: a string of at most `max` characters with something visible in it. */
export const text = (what: string, max: number = INPUT_LIMITS.maxShortText) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${what} is required` : `${what} must be a string`) })
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => !isBlank(v), { message: `${what} must not be empty` });

/** Optional free text that may be empty (a caller's note or context): only bounded. */
export const sideText = (what: string, max: number = INPUT_LIMITS.maxShortText) =>
  z.string({ error: `${what} must be a string` }).max(max, `${what} must be at most ${max} characters`);

/** An identifier: trimmed, not blank, at most `max` characters, no control or format characters. */
export const identifier = (what: string, max: number = INPUT_LIMITS.maxIdChars, required = `${what} is required`) =>
  z
    .string({ error: (i) => (i.input === undefined ? required : `${what} must be a string`) })
    .max(max, `${what} must be at most ${max} characters`)
    .trim()
    .min(1, `${what} must not be empty`)
    .refine((v) => !NOT_IN_IDENTIFIER.test(v), { message: `${what} must not contain control or invisible characters` });

/**
 * An array of at most `max` elements. The length is checked before any element is
 * (zod checks `.max` only after validating every element, and a pipe stops at the
 * first schema's issues), so a 100,000-element list costs one issue, not 100,000.
 */
export const list = <T extends z.ZodType>(element: T, what: string, max: number, min = 0) =>
  z
    .array(z.unknown(), { error: `${what} must be an array` })
    .min(min, `${what} must have at least ${min} item${min === 1 ? '' : 's'}`)
    .max(max, `${what} must have at most ${max} items`)
    .pipe(z.array(element));

/** Any object of at most `max` keys; pipe it into the record that validates the values (like list()). */
export const keysAtMost = (what: string, max: number) =>
  z
    .record(z.string(), z.unknown(), { error: `${what} must be an object` })
    .refine((o) => Object.keys(o).length <= max, { message: `${what} must have at most ${max} keys`, abort: true });

/** An object of at most `max` keys, counted before any value is validated. */
export const map = <V extends z.ZodType>(value: V, what: string, max: number) => keysAtMost(what, max).pipe(z.record(z.string(), value));

/** 400 CONTENT_TOO_LARGE past the configured limit (decisions §2). */
export function assertContentSize(ctx: CallContext, field: string, value: string, limit = ctx.services.config.maxContentChars): void {
  if (value.length > limit) throw contentTooLarge(field, limit, value.length);
}

export const sensitivity = z.enum(['low', 'medium', 'high']);
