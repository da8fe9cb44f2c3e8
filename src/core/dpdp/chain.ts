import { hash } from 'node:crypto';
import { isPlainObject, type JsonObject } from './types';

/**
 * Canonical JSON (the JCS profile of RFC 8785): object keys sorted by UTF-16 code units,
 * no whitespace, numbers in ECMAScript shortest round-trip form (what JSON.stringify
 * prints), `toJSON` honoured, undefined object members omitted and undefined array
 * items written as null. Non-finite numbers and bigints have no JSON form and throw.
 */
export function canonicalJson(value: unknown): string {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  }
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`cannot canonicalize the number ${value}`);
      return JSON.stringify(value);
    case 'object': {
      // Plain loops: this runs for every field of every recorded event.
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          out += value[i] === undefined ? 'null' : canonicalJson(value[i]);
        }
        return out + ']';
      }
      const obj = value as JsonObject;
      const keys = Object.keys(obj).sort();
      let out = '{';
      for (const key of keys) {
        if (obj[key] === undefined) continue;
        if (out.length > 1) out += ',';
        out += JSON.stringify(key) + ':' + canonicalJson(obj[key]);
      }
      return out + '}';
    }
    default:
      throw new TypeError(`cannot canonicalize a value of type ${typeof value}`);
  }
}

export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** `prev_hash` of the first record of every application's chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** A recorded event as stored; every field is covered by the hash. */
export interface EventRecord {
  /** Position in the application's chain, from 1. */
  seq: number;
  event_id: string;
  application_id: string;
  session_id: string | null;
  type: string;
  timestamp: string;
  recorded_at: string;
  data: JsonObject;
}

/**
 * The chain fields stored beside a record. `field_digests` (sha256 of each field, and of
 * each key of an object field) are not needed for integrity, which the hash gives; they
 * let verification name the exact field that was altered.
 */
export interface ChainLink {
  prev_hash: string;
  hash: string;
  field_digests: Record<string, string>;
}

export type ChainedRecord = EventRecord & ChainLink;

const LINK_FIELDS = new Set(['prev_hash', 'hash', 'field_digests']);

/** The hashed part of a record: everything except the chain fields. */
export function recordContent(record: JsonObject): JsonObject {
  const content: JsonObject = {};
  for (const [key, value] of Object.entries(record)) if (!LINK_FIELDS.has(key)) content[key] = value;
  return content;
}

/** JSON-path segment: `.name` for identifier-like keys, `["odd key"]` otherwise. */
export function pathSegment(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/**
 * Digests of the members of `value`, descending into objects down to `maxDepth` levels
 * (top-level members are level 1). Top-level arrays are split into their items; deeper
 * arrays are digested whole. Records use depth 2 (each field, each key of `data`).
 */
export function digestPaths(value: JsonObject, maxDepth = 2): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string, level: number): void => {
    if (isPlainObject(node) && Object.keys(node).length > 0 && level < maxDepth) {
      for (const key of Object.keys(node).sort()) {
        if (node[key] !== undefined) walk(node[key], path + pathSegment(key), level + 1);
      }
    } else if (Array.isArray(node) && node.length > 0 && level === 1) {
      node.forEach((item, i) => (out[`${path}[${i}]`] = sha256Hex(canonicalJson(item ?? null))));
    } else {
      out[path] = sha256Hex(canonicalJson(node));
    }
  };
  for (const key of Object.keys(value).sort()) {
    if (value[key] !== undefined) walk(value[key], pathSegment(key).replace(/^\./, ''), 1);
  }
  return out;
}

export function contentHash(prevHash: string, content: JsonObject): string {
  return sha256Hex(prevHash + canonicalJson(content));
}

/** Appends one record after `prevHash` (the previous record's hash, or GENESIS_HASH). */
export function linkRecord(prevHash: string, record: EventRecord): ChainedRecord {
  const content = recordContent(record as unknown as JsonObject);
  return { ...record, prev_hash: prevHash, hash: contentHash(prevHash, content), field_digests: digestPaths(content) };
}

export interface IntegrityProblem {
  /** JSON path of what was altered, relative to the verified value (`records[3].data.user_id`). */
  path: string;
  message: string;
}

/** Differences between recorded and recomputed digests, as problems under `prefix`. */
export function compareDigests(
  recorded: Record<string, string>,
  actual: Record<string, string>,
  prefix: string,
  when: 'recording' | 'signing' = 'recording',
): IntegrityProblem[] {
  const join = (path: string): string => (prefix === '' || path.startsWith('[') ? prefix + path : `${prefix}.${path}`);
  const problems: IntegrityProblem[] = [];
  for (const [path, digest] of Object.entries(recorded)) {
    if (!(path in actual)) problems.push({ path: join(path), message: `removed after ${when}` });
    else if (actual[path] !== digest) problems.push({ path: join(path), message: `altered after ${when}` });
  }
  for (const path of Object.keys(actual)) {
    if (!(path in recorded)) problems.push({ path: join(path), message: `added after ${when}` });
  }
  return problems;
}

/**
 * Checks one record against its own chain fields: field digests first (they name the
 * field), then the hash (catches edits that also rewrote the digests).
 */
export function verifyRecordContent(
  content: JsonObject,
  link: Partial<ChainLink>,
  prefix: string,
  linkPrefix = prefix,
): IntegrityProblem[] {
  const fieldProblems = isPlainObject(link.field_digests)
    ? compareDigests(link.field_digests as Record<string, string>, digestPaths(content), prefix)
    : [{ path: `${linkPrefix}.field_digests`, message: 'missing' }];
  if (fieldProblems.length > 0) return fieldProblems;
  if (typeof link.prev_hash !== 'string' || contentHash(link.prev_hash, content) !== link.hash) {
    return [{ path: `${linkPrefix}.hash`, message: 'does not match the record content (content and digests rewritten, or hash altered)' }];
  }
  return [];
}

export interface ChainVerification {
  valid: boolean;
  checked: number;
  problems: IntegrityProblem[];
}

/**
 * Verifies a contiguous run of an application's chain. The first record links to
 * `prevHash` when given, to GENESIS_HASH when it is seq 1, and is otherwise taken as the
 * anchor. Every problem names the record (`records[i]`, with its seq and event id in the
 * message) and the field.
 */
export function verifyChain(records: readonly ChainedRecord[], options: { prevHash?: string } = {}): ChainVerification {
  const problems: IntegrityProblem[] = [];
  records.forEach((record, i) => {
    const at = `records[${i}]`;
    const label = `seq ${record.seq} (${record.event_id})`;
    const withLabel = (p: IntegrityProblem): IntegrityProblem => ({ ...p, message: `${label}: ${p.path.slice(at.length + 1)} ${p.message}` });

    const previous = records[i - 1];
    if (previous && record.seq !== previous.seq + 1) {
      problems.push({ path: `${at}.seq`, message: `${label}: expected seq ${previous.seq + 1}; records are missing or reordered` });
    }
    const expectedPrev =
      previous?.hash ?? options.prevHash ?? (record.seq === 1 ? GENESIS_HASH : undefined);
    if (expectedPrev !== undefined && record.prev_hash !== expectedPrev) {
      problems.push({
        path: `${at}.prev_hash`,
        message: `${label}: prev_hash does not link to the preceding record (that record was rewritten, or this one moved)`,
      });
    }
    const content = recordContent(record as unknown as JsonObject);
    problems.push(...verifyRecordContent(content, record, at).map(withLabel));
  });
  return { valid: problems.length === 0, checked: records.length, problems };
}
