// Request pieces several operations share.
import { z } from 'zod';
import { contentTooLarge } from '../platform/errors';
import type { CallContext } from './context';

/** A text field: a string that is not blank. */
export const text = (what: string) =>
  z.string({ error: `${what} must be a string` }).refine((v) => v.trim().length > 0, { message: `${what} must not be empty` });

/** 400 CONTENT_TOO_LARGE past the configured limit (decisions §2). */
export function assertContentSize(ctx: CallContext, field: string, value: string, limit = ctx.services.config.maxContentChars): void {
  if (value.length > limit) throw contentTooLarge(field, limit, value.length);
}

export const sensitivity = z.enum(['low', 'medium', 'high']);
