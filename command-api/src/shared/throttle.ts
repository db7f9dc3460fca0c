import { TooManyRequestsError } from '@fie/domain';

/** Counts failures per address in a sliding window (in memory: per process, reset on restart). */
export class AddressThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  assertAllowed(address: string, message: (minutes: number) => string) {
    const recent = this.recent(address);
    if (recent.length >= this.max) {
      const seconds = Math.max(1, Math.ceil((recent[recent.length - this.max]! + this.windowMs - Date.now()) / 1000));
      throw new TooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
    }
  }

  record(address: string) {
    this.failures.set(address, [...this.recent(address), Date.now()]);
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }

  private recent(address: string) {
    const since = Date.now() - this.windowMs;
    return (this.failures.get(address) ?? []).filter((t) => t > since);
  }
}
