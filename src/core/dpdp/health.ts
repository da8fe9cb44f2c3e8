// The facts of a `compliance_health` packet, tallied a batch of chain records at a
// time: the service walks a chain of any length in bounded reads and memory, and
// the packet embeds only a window of the latest events (issue 10, docs/dpdp.md).
import { type ChainedRecord, type IntegrityProblem, verifyChain } from './chain';
import { DAY_MS } from './constants';
import { idString } from './types';

/** Integrity problems listed in a packet; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 20;

export interface HealthFacts {
  /** Selected events (the period's) by type. */
  byType: Record<string, number>;
  eventsTotal: number;
  dsr: { received: number; responded: number; responded_within_sla: number; open: number; open_past_sla: number };
  unblockedChildTracking: number;
  breachIds: (string | undefined)[];
  chain: { checked: number; valid: boolean; problems: IntegrityProblem[]; problemCount: number };
}

export class HealthTally {
  private readonly byType: Record<string, number> = {};
  private eventsTotal = 0;
  private readonly received: { id: string | undefined; at: number }[] = [];
  /** First response per request id, in chain order. */
  private readonly firstResponse = new Map<string | undefined, number>();
  private responded = 0;
  private unblockedChildTracking = 0;
  private readonly breachIds: (string | undefined)[] = [];
  private checked = 0;
  private readonly problems: IntegrityProblem[] = [];
  private problemCount = 0;
  private last: ChainedRecord | undefined;

  /** The next run of the chain, in seq order; `selected` says which records the report counts. */
  add(records: readonly ChainedRecord[], selected: (record: ChainedRecord) => boolean): void {
    if (records.length === 0) return;
    if (this.last && records[0].seq !== this.last.seq + 1) {
      this.problem({ path: `seq ${this.last.seq + 1}`, message: `records ${this.last.seq + 1} to ${records[0].seq - 1} are missing` });
    }
    const verified = verifyChain(records, this.last ? { prevHash: this.last.hash } : {});
    for (const p of verified.problems) this.problem(p);
    this.checked += records.length;
    this.last = records[records.length - 1];
    for (const e of records) {
      if (!selected(e)) continue;
      this.eventsTotal++;
      this.byType[e.type] = (this.byType[e.type] ?? 0) + 1;
      const at = Date.parse(e.timestamp);
      if (e.type === 'dsr.received') this.received.push({ id: idString(e.data.request_id), at });
      if (e.type === 'dsr.responded') {
        this.responded++;
        const id = idString(e.data.request_id);
        if (!this.firstResponse.has(id)) this.firstResponse.set(id, at);
      }
      if (e.type === 'child.tracking_attempted' && e.data.blocked !== true) this.unblockedChildTracking++;
      if (e.type === 'breach.detected') this.breachIds.push(idString(e.data.breach_id));
    }
  }

  private problem(p: IntegrityProblem): void {
    this.problemCount++;
    if (this.problems.length < MAX_LISTED_PROBLEMS) this.problems.push(p);
  }

  facts(now: Date): HealthFacts {
    const answered = (r: { id: string | undefined }) => this.firstResponse.get(r.id);
    const open = this.received.filter((r) => answered(r) === undefined);
    return {
      byType: this.byType,
      eventsTotal: this.eventsTotal,
      dsr: {
        received: this.received.length,
        responded: this.responded,
        responded_within_sla: this.received.filter((r) => {
          const at = answered(r);
          return at !== undefined && at - r.at <= 90 * DAY_MS;
        }).length,
        open: open.length,
        open_past_sla: open.filter((r) => now.getTime() - r.at > 90 * DAY_MS).length,
      },
      unblockedChildTracking: this.unblockedChildTracking,
      breachIds: this.breachIds,
      chain: { checked: this.checked, valid: this.problemCount === 0, problems: this.problems, problemCount: this.problemCount },
    };
  }
}
