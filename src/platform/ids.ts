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

const BASE62_CODES = Buffer.from(BASE62, 'latin1');
/** Ids are written here and read out as one string: a request id per request, not 20 concatenations. */
const scratch = Buffer.alloc(64);

/** Uniform random base62 (rejection sampling keeps it unbiased). */
export function randomBase62(length: number): string {
  const out = length <= scratch.length ? scratch : Buffer.alloc(length);
  let n = 0;
  while (n < length) {
    const byte = randomByte();
    if (byte < 248) out[n++] = BASE62_CODES[byte % 62];
  }
  return out.toString('latin1', 0, length);
}

export const newId = (prefix: string, length = 20): string => `${prefix}${randomBase62(length)}`;

// One-shot hash (Node ≥ 20.12): no Hash object per call; every request hashes its API key.
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');
