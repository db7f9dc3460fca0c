import type { UserDeleted } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { cancelViewingsOfClosingAccount } from './handlers';
import { LogFollower } from '../shared/log-reactor';

const NAME = 'viewings-of-closed-accounts';

/**
 * A person who closes their account (UserDeleted, appended by the accounts feature) has their viewings still to
 * come cancelled, as a seeker and for their own listings: the other side is told why, and the slot is free again.
 * A reactor on the event log, so closing an account does not call into the viewings feature: it follows from the
 * event, once, wherever the account was closed. It decides only for events after its checkpoint; on its very first
 * start it begins at the head of the log (accounts closed before it existed had their viewings cancelled then).
 * Cancelling is idempotent (an already cancelled viewing is skipped), so a restart that handles an event again is
 * harmless.
 */
export class AccountClosures {
  private readonly follower;

  constructor(private readonly deps: CommandDeps) {
    this.follower = new LogFollower(deps, NAME, 'the viewings of closed accounts stopped following the log');
  }

  async start() {
    await this.follower.start(async (event) => {
      if (event.type !== 'UserDeleted') return false;
      const { userId } = event.data as UserDeleted['data'];
      try {
        await cancelViewingsOfClosingAccount(this.deps, userId);
      } catch (error) {
        // One viewing the store would not take must not stop the cancelling for everyone after.
        this.deps.logger.error('could not cancel the viewings of a closed account', { userId, error: error instanceof Error ? error.message : String(error) });
      }
      return true;
    }, 500);
  }

  async stop() {
    await this.follower.stop();
  }
}
