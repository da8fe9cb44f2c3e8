import type { IdPrefix, NewId } from '../../../src/core/dpdp/index';

/** Deterministic ids: evt_1, evt_2, tmr_1, ... per prefix. */
export function counterIds(): NewId {
  const counts = new Map<IdPrefix, number>();
  return (prefix) => {
    const n = (counts.get(prefix) ?? 0) + 1;
    counts.set(prefix, n);
    return `${prefix}${n}`;
  };
}

export const NOW = new Date('2025-06-01T12:00:00.000Z');

export function at(offsetMs: number, base: Date = NOW): Date {
  return new Date(base.getTime() + offsetMs);
}
