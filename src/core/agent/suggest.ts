// suggested_params: the call's parameters with the findings' fixes applied (narrowed scope,
// redacted values, amounts under the limit), plus a dry-run flag for risky writes. Some calls
// have no safer variant at all; for them the suggestion is null, never a tweaked copy.
import type { CatalogueEntry } from './catalogue';
import { cloneJson, jsonPath, normalizeKey, removeAt, setAt, walkJson } from './leaves';
import type { AgentFinding, ParamFix, Path } from './types';

/** Tags of findings after which a dry run is the safer variant of a state-changing call. */
const DRY_RUN_TAGS = new Set(['destructive', 'bulk', 'amount']);

/**
 * Findings that leave no safer variant to propose: an injected or off-goal call must not run in
 * any form (proposing parameters would execute the injected action), and destroying data has no
 * smaller version we could write (a `dry_run` key on a SQL tool is not a safeguard: most SQL
 * tools ignore it and run the statement).
 */
const NO_SAFER_VARIANT_TAGS = new Set(['injection', 'goal_mismatch', 'destructive']);

/** A beneficiary the call itself says is new or unverified. */
const UNVERIFIED_KEY = /^(?:is_)?(?:beneficiary|payee|recipient|counterparty|account)_?(?:is_)?(?:verified|kyc_verified|whitelisted|trusted)$|^verified$/;
const NEW_BENEFICIARY_KEY = /^(?:new|unverified|first_time|unknown)_(?:beneficiary|payee|recipient|counterparty|account)$/;

function unverifiedBeneficiary(params: Record<string, unknown>): boolean {
  return walkJson(params).leaves.some((leaf) => {
    if (leaf.key === null) return false;
    const key = normalizeKey(leaf.key);
    return (UNVERIFIED_KEY.test(key) && (leaf.value === false || leaf.value === 'false' || leaf.value === 'no')) || (NEW_BENEFICIARY_KEY.test(key) && leaf.value === true);
  });
}

/** Why the call has no safer variant, or null when one may be proposed. */
export function noSaferVariant(params: Record<string, unknown>, findings: readonly AgentFinding[], entry: CatalogueEntry): string | null {
  const tag = findings.find((f) => NO_SAFER_VARIANT_TAGS.has(f.tag))?.tag;
  if (tag) return tag;
  // A payment to someone unverified is not made safer by paying them less.
  if (entry.category === 'payment' && (findings.some((f) => f.tag === 'recipient') || unverifiedBeneficiary(params))) return 'unverified_beneficiary';
  // Schema changes (DDL) are not previewed by a flag.
  if (entry.category === 'db_schema' && findings.length > 0) return 'ddl';
  return null;
}

export interface Suggestion {
  params: Record<string, unknown> | null;
  changes: { path: string; action: ParamFix['action']; reason: string }[];
}

/** Later array indexes first, so removing one element does not shift the next one's path. */
function byPathDescending(a: ParamFix, b: ParamFix): number {
  const len = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < len; i++) {
    const x = a.path[i];
    const y = b.path[i];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return String(y).localeCompare(String(x));
  }
  return b.path.length - a.path.length;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((p, i) => p === b[i]);

export function suggestParams(params: Record<string, unknown>, findings: readonly AgentFinding[], entry: CatalogueEntry): Suggestion {
  if (noSaferVariant(params, findings, entry)) return { params: null, changes: [] };
  const fixes: ParamFix[] = [];
  for (const f of findings) {
    if (f.fix && !fixes.some((x) => samePath(x.path, f.fix!.path))) fixes.push(f.fix);
  }
  const wantsDryRun =
    entry.mutating && entry.category !== 'shell_exec' && params.dry_run !== true && findings.some((f) => DRY_RUN_TAGS.has(f.tag));
  if (wantsDryRun) fixes.push({ action: 'add', path: ['dry_run'], value: true, reason: 'run as a dry run first to preview the effect' });
  if (fixes.length === 0) return { params: null, changes: [] };

  const safer = cloneJson(params);
  for (const fix of [...fixes].sort(byPathDescending)) {
    if (fix.action === 'remove') removeAt(safer, fix.path);
    else setAt(safer, fix.path, fix.value);
  }
  return { params: safer, changes: fixes.map((f) => ({ path: jsonPath(f.path), action: f.action, reason: f.reason })) };
}
