// The in-process timer scheduler. Every tick it claims, in the database, the active
// timers whose alert_at has come (warning) and those past their deadline (overdue),
// and publishes each claimed change. Claims are conditional UPDATEs, so with several
// instances each change is claimed, and so published, by exactly one of them; Redis
// then fans it out to the subscribers of every instance. Nothing lives only in
// memory: after a restart the first tick catches up on whatever fell due meanwhile.
import { describeError } from '../../platform/log';
import type { ClaimedTimer } from '../../storage/dpdp-timers';
import type { Services } from '../context';
import { dpdp } from './runtime';
import { publishTimerUpdates, type TimerChange } from './timer-updates';

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
      // Overdue first: a timer already past its deadline gets no warning, only the overdue change.
      await this.publish('overdue', await timers.claimOverdue(now), now);
      await this.publish('alert', await timers.claimAlerts(now), now);
    } catch (err) {
      this.services.log.error('timer sweep failed; retrying on the next tick', describeError(err));
    }
  }

  private async publish(change: TimerChange, claimed: ClaimedTimer[], now: Date): Promise<void> {
    for (const { applicationId, timer } of claimed) await publishTimerUpdates(this.services, applicationId, change, [timer], now);
  }
}
