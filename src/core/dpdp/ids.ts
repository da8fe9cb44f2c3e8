import { randomBytes } from 'node:crypto';
import type { IdPrefix } from './types';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SUFFIX_LENGTH = 22; // ~131 bits

/**
 * The production id generator (decisions §6: prefix + random base62). The rest of the
 * core only ever receives it as an injected `NewId`, so tests can substitute a counter.
 */
export function randomId(prefix: IdPrefix): string {
  let suffix = '';
  while (suffix.length < SUFFIX_LENGTH) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 * 62: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && suffix.length < SUFFIX_LENGTH) suffix += BASE62[byte % 62];
    }
  }
  return prefix + suffix;
}
