// HealthTally: the compliance_health facts are the same however the chain is cut
// into batches, and a rewrite or a gap is found in any batch.
import { describe, expect, it } from 'vitest';
import { type ChainedRecord, type DpdpEventType, GENESIS_HASH, HealthTally, linkRecord, MAX_LISTED_PROBLEMS } from '../../../src/core/dpdp/index';
import { at, NOW } from './helpers';

const DAY = 86_400_000;

function chain(specs: Array<[DpdpEventType, Record<string, unknown>, number]>): ChainedRecord[] {
  let prev = GENESIS_HASH;
  return specs.map(([type, data, offset], i) => {
    const r = linkRecord(prev, {
      seq: i + 1,
      event_id: `evt_${i + 1}`,
      application_id: 'app_1',
      session_id: null,
      type,
      timestamp: at(offset).toISOString(),
      recorded_at: at(offset).toISOString(),
      data,
    });
    prev = r.hash;
    return r;
  });
}

const RECORDS = chain([
  ['dsr.received', { request_id: 'r1' }, -200 * DAY],
  ['notice.shown', {}, -150 * DAY],
  ['dsr.received', { request_id: 'r2' }, -120 * DAY],
  ['dsr.responded', { request_id: 'r1' }, -115 * DAY], // 85 days after r1
  ['child.tracking_attempted', { blocked: true }, -90 * DAY],
  ['child.tracking_attempted', {}, -80 * DAY],
  ['breach.detected', { breach_id: 'b1' }, -10 * DAY],
  ['dsr.received', { request_id: 'r3' }, -5 * DAY],
  ['dsr.responded', { request_id: 'r3' }, -4 * DAY],
]);
const all = () => true;

function tallied(batches: ChainedRecord[][], selected: (r: ChainedRecord) => boolean = all) {
  const tally = new HealthTally();
  for (const b of batches) tally.add(b, selected);
  return tally.facts(NOW);
}

describe('HealthTally', () => {
  const whole = tallied([RECORDS]);

  it('counts the facts of a compliance_health packet', () => {
    expect(whole.eventsTotal).toBe(9);
    expect(whole.dsr).toEqual({ received: 3, responded: 2, responded_within_sla: 2, open: 1, open_past_sla: 1 });
    expect(whole.unblockedChildTracking).toBe(1);
    expect(whole.breachIds).toEqual(['b1']);
    expect(whole.chain).toEqual({ checked: 9, valid: true, problems: [], problemCount: 0 });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('gives the same facts with a batch boundary after record %i', (cut) => {
    expect(tallied([RECORDS.slice(0, cut), RECORDS.slice(cut)])).toEqual(whole);
  });

  it('counts only selected records, but verifies every one', () => {
    const facts = tallied([RECORDS.slice(0, 4), RECORDS.slice(4)], (r) => r.type.startsWith('dsr.'));
    expect(facts.eventsTotal).toBe(5);
    expect(facts.byType).toEqual({ 'dsr.received': 3, 'dsr.responded': 2 });
    expect(facts.chain.checked).toBe(9);
  });

  it('finds a rewritten record in a later batch and a gap between batches', () => {
    const forged = RECORDS.map((r) => (r.seq === 6 ? { ...r, data: { blocked: true } } : r));
    const rewritten = tallied([forged.slice(0, 4), forged.slice(4)]);
    expect(rewritten.chain.valid).toBe(false);
    expect(rewritten.chain.problems[0].message).toMatch(/seq 6/);
    const gap = tallied([RECORDS.slice(0, 3), RECORDS.slice(5)]);
    expect(gap.chain.valid).toBe(false);
    expect(gap.chain.problems[0]).toEqual({ path: 'seq 4', message: 'records 4 to 5 are missing' });
  });

  it(`lists at most ${MAX_LISTED_PROBLEMS} problems and counts them all`, () => {
    const broken = RECORDS.map((r) => ({ ...r, prev_hash: 'f'.repeat(64) }));
    const facts = tallied(Array.from({ length: 5 }, () => broken).map((b, i) => b.map((r) => ({ ...r, seq: r.seq + i * 9 }))));
    expect(facts.chain.problemCount).toBeGreaterThan(MAX_LISTED_PROBLEMS);
    expect(facts.chain.problems).toHaveLength(MAX_LISTED_PROBLEMS);
  });
});
