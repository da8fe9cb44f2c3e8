// Bulk scope: a call aimed at everything rather than at something. `*`, "all users",
// @channel, empty filters on deletes, huge limits, hundreds of recipients, SELECT * with no
// WHERE or LIMIT on tables of people.
import { normalizeKey } from '../leaves';
import type { AgentFinding, ParamFix, Severity } from '../types';
import { excerpt, finding, type CallFacts, type CallRule } from './rule';

const BULK_VALUES = new Set([
  '*',
  '%',
  'all',
  'any',
  'everyone',
  'everybody',
  'everything',
  'all users',
  'all customers',
  'all employees',
  'all records',
  'all contacts',
  'all rows',
  'all files',
  'all members',
  'all accounts',
  'entire database',
  'whole database',
  '@all',
  '@channel',
  '@everyone',
  '@here',
]);
const FILTER_KEYS = new Set(['where', 'filter', 'filters', 'query', 'conditions', 'criteria', 'selector', 'match']);
const SCOPE_KEYS = new Set(['scope', 'target', 'targets', 'user', 'users', 'user_id', 'user_ids', 'recipients', 'to', 'audience', 'segment', 'ids', 'id', 'table', 'path', 'paths', 'pattern', 'accounts', 'channel', 'customers']);
const LIMIT_KEYS = new Set(['limit', 'max_results', 'max_rows', 'count', 'batch_size', 'page_size', 'top', 'n', 'size', 'max_records', 'num_results']);
const LIST_KEYS = new Set(['to', 'cc', 'bcc', 'recipients', 'emails', 'user_ids', 'ids', 'phone_numbers', 'accounts', 'customers', 'users']);
const ALL_FLAGS = new Set(['all', 'delete_all', 'apply_to_all', 'select_all', 'all_users', 'everyone', 'include_all']);
const SELECT_STAR = /\bselect\s+\*\s+from\s+[\w."`[\]]+/i;
const NARROWING = /\b(?:where|limit|top|fetch\s+first)\b/i;
const RECURSIVE_GLOB = /(?:^|\/)\*\*(?:\/|$)|\/\*$/;

/** Above this many rows or results a single call is a bulk operation. */
export const BULK_LIMIT = 1_000;
/** The limit proposed instead. */
export const NARROWED_LIMIT = 100;
/** Above this many recipients or ids a single call is a bulk operation. */
export const BULK_LIST = 50;

function severityFor(facts: CallFacts): Severity {
  return facts.entry.mutating || facts.entry.outbound ? 'high' : 'medium';
}

export const bulkScopeRule: CallRule = {
  id: 'params/bulk-scope',
  description: `Bulk scope: wildcards and "all users", empty filters on writes, limits above ${BULK_LIMIT}, more than ${BULK_LIST} recipients or ids, SELECT * without WHERE or LIMIT.`,
  dimension: 'user_impact',
  check(facts) {
    if (facts.profile.category === 'search' || facts.profile.category === 'utility') return [];
    const severity = severityFor(facts);
    const out: AgentFinding[] = [];
    const push = (path: readonly (string | number)[], evidence: string, explanation: string, fix?: ParamFix) =>
      out.push(finding(this, { severity, path, evidence, explanation, tag: 'bulk', fix }));

    for (const leaf of facts.walk.leaves) {
      const key = leaf.key === null ? null : normalizeKey(leaf.key);
      if (typeof leaf.value === 'string') {
        const v = leaf.value.trim().toLowerCase();
        if (key !== null && (SCOPE_KEYS.has(key) || FILTER_KEYS.has(key)) && BULK_VALUES.has(v)) {
          push(leaf.path, `${leaf.key}: ${leaf.value}`, `${leaf.key} "${leaf.value}" applies ${facts.toolName} to everything in scope.`);
        } else if (key !== null && (key === 'path' || key === 'pattern' || key === 'paths') && RECURSIVE_GLOB.test(v) && facts.entry.mutating) {
          push(leaf.path, leaf.value, `${leaf.key} "${leaf.value}" is a wildcard over a whole directory tree.`);
        } else if (SELECT_STAR.test(leaf.value) && !NARROWING.test(leaf.value.slice(leaf.value.search(SELECT_STAR)))) {
          const m = SELECT_STAR.exec(leaf.value)!;
          push(leaf.path, excerpt(m[0]), `\`${excerpt(m[0])}\` reads a whole table (no WHERE or LIMIT).`);
        }
      } else if (typeof leaf.value === 'number' && key !== null && LIMIT_KEYS.has(key) && leaf.value > BULK_LIMIT) {
        push(leaf.path, `${leaf.key}: ${leaf.value}`, `${leaf.key} ${leaf.value} is above ${BULK_LIMIT}: a bulk operation.`, {
          action: 'replace',
          path: leaf.path,
          value: NARROWED_LIMIT,
          reason: `scope narrowed to ${NARROWED_LIMIT}`,
        });
      } else if (leaf.value === true && key !== null && ALL_FLAGS.has(key)) {
        push(leaf.path, `${leaf.key}: true`, `${leaf.key} = true applies ${facts.toolName} to everything.`, {
          action: 'replace',
          path: leaf.path,
          value: false,
          reason: 'scope narrowed',
        });
      }
    }
    for (const k of facts.walk.keys) {
      const key = normalizeKey(k.key);
      const emptyFilter = FILTER_KEYS.has(key) && isEmptyObject(k.value) && facts.entry.mutating;
      const longList = LIST_KEYS.has(key) && Array.isArray(k.value) && k.value.length > BULK_LIST;
      if (emptyFilter) push(k.path, `${k.key}: {}`, `${k.key} is empty: ${facts.toolName} would apply to every record.`);
      if (longList) push(k.path, `${k.key}: ${(k.value as unknown[]).length} entries`, `${k.key} lists ${(k.value as unknown[]).length} entries (more than ${BULK_LIST}): a bulk operation.`);
    }
    return out;
  },
};

function isEmptyObject(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;
}
