// Timer changes as published to GraphQL `timerUpdated` subscribers, one topic per
// application. With REDIS_URL the pub/sub carries them to every instance.
import { type Timer, timerView, type TimerView } from '../../core/dpdp/index';
import { describeError } from '../../platform/log';
import type { Services } from '../context';

export const TIMER_CHANGES = ['started', 'alert', 'overdue', 'fulfilled', 'cancelled'] as const;
export type TimerChange = (typeof TIMER_CHANGES)[number];

export interface TimerUpdate {
  change: TimerChange;
  /** When the change happened (for `overdue` / `alert`: when the scheduler noticed it). */
  at: string;
  timer: TimerView & { alerted_at?: string };
}

export const timerTopic = (applicationId: string): string => `dpdp-timers:${applicationId}`;

/** Publishes one change; rejects when the pub/sub does (the scheduler then retries it later). */
export function publishTimerUpdate(services: Services, applicationId: string, change: TimerChange, timer: Timer, now: Date): Promise<void> {
  const update: TimerUpdate = { change, at: now.toISOString(), timer: timerView(timer, now) };
  return services.pubsub.publish(timerTopic(applicationId), update);
}

/** Best effort, for changes made by requests: the change is already stored; a pub/sub outage must not fail the request. */
export async function publishTimerUpdates(
  services: Services,
  applicationId: string,
  change: TimerChange,
  timers: readonly Timer[],
  now: Date,
): Promise<void> {
  for (const timer of timers) {
    await publishTimerUpdate(services, applicationId, change, timer, now).catch((err: unknown) => {
      services.log.error('timer update not published', { timer: timer.timer_id, change, ...describeError(err) });
    });
  }
}
