/** A problem with one input field; `path` is dotted (`config.ttl_hours`, `events[2].data`). */
export interface FieldIssue {
  path: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** Id prefixes of decisions §6, plus the identifiers generated for a DSR or breach that arrived without one. */
export type IdPrefix = 'sess_' | 'evt_' | 'tmr_' | 'evd_' | 'dsr_' | 'brc_';

/** Injected so that the core stays deterministic under test; returns `prefix` followed by a unique suffix. */
export type NewId = (prefix: IdPrefix) => string;

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longest identifier a request may bring (PostgreSQL indexes refuse keys past ~2.7 KB; no real id comes close). */
export const MAX_ID_CHARS = 256;
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

/**
 * An identifier as a request may introduce it: idString's, at most MAX_ID_CHARS long and
 * free of control and format characters (NUL, newlines, zero-width, bidi). Reading stored
 * events keeps using idString, so nothing already recorded changes meaning.
 */
export function acceptedId(value: unknown): string | undefined {
  const id = idString(value);
  return id !== undefined && id.length <= MAX_ID_CHARS && !CONTROL_OR_FORMAT.test(id) ? id : undefined;
}

export const ID_RULE = `a non-blank string (at most ${MAX_ID_CHARS} characters, no control characters) or an integer`;

/** Identifiers may arrive as strings or integers; they are compared as strings. */
export function idString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}
