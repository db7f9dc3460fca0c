import { WrongExpectedRevisionError } from '@fie/stores';
import type { CommandDeps } from './deps';

/**
 * A clock of the command side: a reactor that does its work in rounds, every `everyMs`, rather than on an event
 * (the reminders, freshness, payments and review windows, which act when a time is past, not when something
 * happens). Rounds never overlap: a tick asked for while one runs waits for it, and the timer skips its beat while
 * one runs, so a slow round does not pile up others behind it. A round that fails is logged, and the clock goes
 * on: the next round decides again (each round's work is decided on its streams, so repeating it is harmless).
 * The timer is unref'd, so a clock never keeps the process alive on its own.
 *
 * `R` is what a round answers (how many events it appended, for the tests that count them), `void` by default.
 */
export abstract class Rounds<R = void> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<R>;
  /** Rounds asked for and not yet ended (the one running and those waiting for it). */
  private pending = 0;

  constructor(
    private readonly clock: Pick<CommandDeps, 'logger' | 'now'>,
    private readonly everyMs: number,
    /** What the rounds do, in the log: 'viewing reminders' → 'viewing reminders failed'. */
    private readonly what: string,
  ) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.pending > 0) return;
      this.tick().catch((error) => this.clock.logger.error(`${this.what} failed`, { error: String(error) }));
    }, this.everyMs);
    this.timer.unref();
  }

  /** Stops the timer, and waits for a round under way to end (its failure was logged already). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /**
   * One round at `now` (the clock's time unless given), after any round still running. A caller that asks for a
   * round itself (a test) is answered its failure; the timer's rounds log theirs.
   */
  tick(now = this.clock.now()): Promise<R> {
    this.pending++;
    const run = (this.running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.round(now))
      .finally(() => this.pending--);
    this.running = run;
    return run;
  }

  /** The round's work at `now`; what goes wrong is thrown, and logged by the timer. */
  protected abstract round(now: Date): Promise<R>;

  /**
   * `run` for each of `items` in turn, adding up the events each appended. One that fails is logged (`doing`, and
   * `about` the item) and the round goes on: a stream that cannot be decided now (a provider that did not answer, a
   * history that does not load) must not hold back all the others. Losing a race (another instance, or the person
   * acting at that moment, appended first) is no failure, nor is what `expected` says is one: the next round
   * decides again.
   */
  protected async each<T>(
    items: Iterable<T>,
    doing: string,
    about: (item: T) => Record<string, unknown>,
    run: (item: T) => Promise<number>,
    expected: (error: unknown) => boolean = () => false,
  ): Promise<number> {
    let appended = 0;
    for (const item of items) {
      try {
        appended += await run(item);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) && !expected(error)) this.clock.logger.error(`${this.what}: could not ${doing}`, { ...about(item), error: String(error) });
      }
    }
    return appended;
  }
}
