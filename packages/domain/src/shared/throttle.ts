import { TooManyRequestsError } from './errors';

export type FailureLimit = { max: number; windowMinutes: number; message: (minutes: number) => string };

/**
 * Refuses while `max` failures (ISO times) fall within the sliding window, and says how long until the
 * oldest of them leaves it. Checked before the secret is, so a locked-out guesser learns nothing more.
 */
export function assertFewRecentFailures(failures: readonly string[], now: Date, limit: FailureLimit): void {
  const windowMs = limit.windowMinutes * 60_000;
  const recent = failures.filter((t) => Date.parse(t) > now.getTime() - windowMs);
  if (recent.length < limit.max) return;
  const retryAt = Date.parse(recent[recent.length - limit.max]!) + windowMs;
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  throw new TooManyRequestsError(limit.message(Math.ceil(seconds / 60)), seconds);
}
