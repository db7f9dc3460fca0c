import { START, type EventStore, type RecordedEvent, type Subscription } from '@fie/stores';
import type { CommandDeps } from './deps';
import { REACTORS, type ReactorCheckpoint } from './reactor-checkpoints';

/** How many events a reactor may pass over without a reaction before it saves its place anyway. */
const SAVE_EVERY = 1000;

/**
 * A reactor's place on the event log, kept in `_reactors` under its name: it follows the log from its checkpoint
 * (on its very first start from the head: what came before it existed was decided then), hands each event to
 * `react`, and saves its place after every event it acted on (`react` answered true) and every 1,000 others (most
 * events concern no reactor: a write each is not worth it). So a restart picks up where it stopped; each reaction
 * must be safe to do twice (a crash between acting and saving). `react` handles its own failures: one event it
 * could not act on must not stop everything after it.
 */
export class LogFollower {
  private subscription?: Subscription;
  private saved = START;

  constructor(
    private readonly deps: Pick<CommandDeps, 'documents' | 'logger'> & { events: Pick<EventStore, 'headPosition' | 'subscribeToAll'> },
    private readonly name: string,
    /** What the log says when following stops, for people reading it. */
    private readonly stoppedMessage: string,
  ) {}

  private get checkpoints() {
    return this.deps.documents.collection<ReactorCheckpoint>(REACTORS);
  }

  private async save(position: number) {
    await this.checkpoints.upsert({ id: this.name, position });
    this.saved = position;
  }

  async start(react: (event: RecordedEvent) => Promise<boolean>, batchSize?: number) {
    const known = await this.checkpoints.get(this.name);
    const after = known?.position ?? (await this.deps.events.headPosition());
    if (!known) await this.save(after);
    this.saved = after;
    this.subscription = this.deps.events.subscribeToAll({
      after,
      ...(batchSize ? { batchSize } : {}),
      onEvent: async (event) => {
        const acted = await react(event);
        if (acted || event.position - this.saved > SAVE_EVERY) await this.save(event.position);
      },
      onError: (error) => this.deps.logger.error(this.stoppedMessage, { error: String(error) }),
    });
  }

  async stop() {
    await this.subscription?.stop();
  }
}
