// creditPeriod() remembers the last month it computed: going back and forth across month
// and year boundaries must still give each instant its own UTC month.
import { describe, expect, it } from 'vitest';
import { creditPeriod } from '../../src/platform/plans';

describe('creditPeriod', () => {
  it.each([
    ['2026-11-30T23:59:59.999Z', '2026-11'],
    ['2026-12-01T00:00:00.000Z', '2026-12'],
    ['2026-11-15T12:00:00.000Z', '2026-11'],
    ['2026-12-31T23:59:59.999Z', '2026-12'],
    ['2027-01-01T00:00:00.000Z', '2027-01'],
    ['2026-11-01T00:00:00.000Z', '2026-11'],
    ['2026-10-31T23:59:59.999Z', '2026-10'],
    ['2024-02-29T10:00:00.000Z', '2024-02'],
    ['2024-03-01T00:00:00.000Z', '2024-03'],
  ])('%s is in %s', (iso, period) => {
    expect(creditPeriod(new Date(iso))).toBe(period);
  });
});
