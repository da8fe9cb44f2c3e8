// Walks a JSON value (tool parameters, a tool's structured result) into its leaves, each
// with the path that leads to it, so that findings can name `$.recipients[2]` and fixes can
// be applied in place on a copy.
import type { Path } from './types';

export type LeafValue = string | number | boolean | null;

export interface Leaf {
  path: Path;
  /** The nearest object key above the leaf (`recipients` for `$.recipients[2]`), or null at the root. */
  key: string | null;
  value: LeafValue;
}

export interface ObjectKey {
  path: Path;
  key: string;
  value: unknown;
}

export interface Walk {
  leaves: Leaf[];
  keys: ObjectKey[];
  /** The limits cut the walk short; what was not walked was not analysed. */
  truncated: boolean;
}

export const MAX_DEPTH = 32;
export const MAX_LEAVES = 5_000;

export function walkJson(root: unknown): Walk {
  const walk: Walk = { leaves: [], keys: [], truncated: false };
  const visit = (value: unknown, path: (string | number)[], key: string | null, depth: number): void => {
    if (walk.leaves.length >= MAX_LEAVES || depth > MAX_DEPTH) {
      walk.truncated = true;
      return;
    }
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      walk.leaves.push({ path: [...path], key, value });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i], key, depth + 1));
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        walk.keys.push({ path: [...path, k], key: k, value: v });
        visit(v, [...path, k], k, depth + 1);
      }
    }
  };
  visit(root, [], null, 0);
  return walk;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** `$.a.b[0]['odd key']` */
export function jsonPath(path: Path): string {
  let out = '$';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else if (PLAIN_KEY.test(p)) out += `.${p}`;
    else out += `[${JSON.stringify(p)}]`;
  }
  return out;
}

/** A deep copy of a JSON value (tool parameters and results are JSON by construction). */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function parentOf(root: unknown, path: Path): unknown {
  let node = root;
  for (const p of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[p];
  }
  return node;
}

/** Sets the value at `path` in `root` (mutates); creates a missing last key of an object. */
export function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = parentOf(root, path);
  const last = path[path.length - 1];
  if (parent === null || typeof parent !== 'object' || last === undefined) return;
  (parent as Record<string | number, unknown>)[last] = value;
}

/** Removes the object key or array element at `path` (mutates). */
export function removeAt(root: unknown, path: Path): void {
  const parent = parentOf(root, path);
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (parent !== null && typeof parent === 'object' && typeof last === 'string') delete (parent as Record<string, unknown>)[last];
}

const normalizedKeys = new Map<string, string>();
/** Parameter names repeat across calls; bounded so that arbitrary names cannot grow it without limit. */
const NORMALIZED_KEYS_MAX = 10_000;

/** Lower-case words of a key: `zipCode`, `zip-code`, `ZIP_CODE` → `zip_code`. Every rule asks, so it is memoized. */
export function normalizeKey(key: string): string {
  let out = normalizedKeys.get(key);
  if (out === undefined) {
    out = key
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    if (normalizedKeys.size >= NORMALIZED_KEYS_MAX) normalizedKeys.clear();
    normalizedKeys.set(key, out);
  }
  return out;
}
