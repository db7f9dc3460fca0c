import type { UserDeleted } from '@fie/domain';
import { START, type Subscription } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { cancelViewingsOfClosingAccount } from './handlers';
import { REACTORS, type ReactorCheckpoint as Checkpoint } from '../shared/reactor-checkpoints';

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
  private subscription?: Subscription;
  private saved = START;
  private readonly checkpoints;

  constructor(private readonly deps: CommandDeps) {
    this.checkpoints = deps.documents.collection<Checkpoint>(REACTORS);
  }

  async start() {
    const known = await this.checkpoints.get(NAME);
    const after = known?.position ?? (await this.deps.events.headPosition());
    if (!known) await this.save(after);
    this.saved = after;
    this.subscription = this.deps.events.subscribeToAll({
      after,
      batchSize: 500,
      onEvent: async (event) => {
        if (event.type === 'UserDeleted') {
          const { userId } = (event.data as UserDeleted['data']);
          try {
            await cancelViewingsOfClosingAccount(this.deps, userId);
          } catch (error) {
            // One viewing the store would not take must not stop the cancelling for everyone after.
            this.deps.logger.error('could not cancel the viewings of a closed account', { userId, error: error instanceof Error ? error.message : String(error) });
          }
          await this.save(event.position);
        } else if (event.position - this.saved > 1000) await this.save(event.position);
      },
      onError: (error) => this.deps.logger.error('the viewings of closed accounts stopped following the log', { error: String(error) }),
    });
  }

  async stop() {
    await this.subscription?.stop();
  }

  private async save(position: number) {
    await this.checkpoints.upsert({ id: NAME, position });
    this.saved = position;
  }
}
