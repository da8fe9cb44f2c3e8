// The core validates DPDP requests itself (`Checked<T>` with dotted field paths);
// these helpers turn that into zod schemas, so that execute() stays the one place
// that answers 400 INVALID_REQUEST with `field` and `issues`.
import { z } from 'zod';
import type { Checked, FieldIssue } from '../../core/dpdp/index';
import { identifier } from '../inputs';

/** `events[2].data.user_id` → ['events', 2, 'data', 'user_id'] (what formatPath prints back). */
export function splitPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of path.split('.')) {
    if (part === '') continue;
    const bracket = part.indexOf('[');
    out.push(bracket === -1 ? part : part.slice(0, bracket));
    for (const m of part.slice(Math.max(bracket, 0)).matchAll(/\[(\d+)\]/g)) out.push(Number(m[1]));
  }
  return out.filter((p) => p !== '');
}

export function addIssues(ctx: z.RefinementCtx, issues: readonly FieldIssue[]): typeof z.NEVER {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: splitPath(issue.path) });
  return z.NEVER;
}

export const MAX_SESSION_ID = 100;
export const sessionId = identifier('session_id', MAX_SESSION_ID);
