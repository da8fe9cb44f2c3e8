import { randomFillSync, hash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn 4 KiB at a time: a request id per request must not cost a syscall.
const pool = Buffer.alloc(4096);
let offset = pool.length;

function randomByte(): number {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  return pool[offset++];
}

/** Uniform random base62 (rejection sampling keeps it unbiased). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

export const newId = (prefix: string, length = 20): string => `${prefix}${randomBase62(length)}`;

// One-shot hash (Node ≥ 20.12): no Hash object per call; every request hashes its API key.
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');
