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

/** Identifiers may arrive as strings or integers; they are compared as strings. */
export function idString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}
