import type { Logger, PersonalDataVault } from '@fie/platform';
import type { DocumentStore, EventStore } from '@fie/stores';
import { RequestExpiry } from './expiry';
import { RequestMatcher } from './matcher';

/**
 * What requests run beside the APIs: the matcher (matches as events) and the expiry scheduler (reminders and
 * expiries as events). Both write only events; mail and texts follow from them through the notifier.
 */
export class RequestReactors {
  readonly matcher: RequestMatcher;
  readonly expiry: RequestExpiry;

  constructor(deps: { events: EventStore; documents: DocumentStore; vault: PersonalDataVault; logger: Logger; now: () => Date }) {
    this.matcher = new RequestMatcher(deps);
    this.expiry = new RequestExpiry(deps);
  }

  async start() {
    await this.matcher.start();
    this.expiry.start();
  }

  async stop() {
    this.expiry.stop();
    await this.matcher.stop();
  }
}
