// suggested_params: the call's parameters with the findings' fixes applied (narrowed scope,
// redacted values, amounts under the limit), plus a dry-run flag for risky writes.
import type { CatalogueEntry } from './catalogue';
import { cloneJson, jsonPath, removeAt, setAt } from './leaves';
import type { AgentFinding, ParamFix, Path } from './types';

/** Tags of findings after which a dry run is the safer variant of a state-changing call. */
const DRY_RUN_TAGS = new Set(['destructive', 'bulk', 'amount']);

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
