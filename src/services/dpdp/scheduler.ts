// The in-process timer scheduler. Every tick it claims, in the database, the active
// timers whose alert_at has come (warning) and those past their deadline (overdue),
// and publishes each claimed change. Claims are conditional UPDATEs, so with several
// instances each change is claimed, and so published, by exactly one of them; Redis
// then fans it out to the subscribers of every instance. Nothing lives only in
// memory: after a restart the first tick catches up on whatever fell due meanwhile.
// A claim stores the change as a pending notice under a lease; publishing clears it.
// A notice still pending when its lease runs out (the claimer crashed, or pub/sub was
// down) is taken over and published by whichever instance ticks next: at least once.
import { describeError } from '../../platform/log';
import type { ClaimedTimer } from '../../storage/dpdp-timers';
import type { Services } from '../context';
import { dpdp } from './runtime';
import { publishTimerUpdate } from './timer-updates';

/** How long the instance that claimed a change has to publish it before another one may. */
export const NOTICE_LEASE_MS = 30_000;

export class TimerScheduler {
  private interval: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly services: Services) {}

  start(): void {
    if (this.interval) return;
    this.interval = setInterval(() => void this.tick(), this.services.config.timerIntervalMs);
    this.interval.unref();
    void this.tick();
  }

  /** One sweep; overlapping calls share the sweep in progress. */
  tick(): Promise<void> {
    this.running ??= this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    await this.running;
  }

  private async sweep(): Promise<void> {
    const { timers } = dpdp(this.services).store;
    try {
      const now = this.services.now();
      const lease = new Date(now.getTime() + NOTICE_LEASE_MS);
      // Overdue first: a timer already past its deadline gets no warning, only the overdue change.
      await this.publish(await timers.claimOverdue(now, lease), now);
      await this.publish(await timers.claimAlerts(now, lease), now);
      await this.publish(await timers.claimStaleNotices(now, lease), now);
    } catch (err) {
      this.services.log.error('timer sweep failed; retrying on the next tick', describeError(err));
    }
  }

  /** Publishes each claimed notice and clears it; one that fails stays pending for a later tick. */
  private async publish(claimed: ClaimedTimer[], now: Date): Promise<void> {
    const { timers } = dpdp(this.services).store;
    for (const { applicationId, change, timer } of claimed) {
      // A late notice whose timer has moved on (fulfilled or cancelled since) is dropped, not published.
      const current = timer.status === (change === 'overdue' ? 'overdue' : 'active');
      try {
        if (current) await publishTimerUpdate(this.services, applicationId, change, timer, now);
        await timers.noticePublished(timer.timer_id, change);
      } catch (err) {
        this.services.log.error('timer notice not published; retrying after its lease', { timer: timer.timer_id, change, ...describeError(err) });
      }
    }
  }
}
