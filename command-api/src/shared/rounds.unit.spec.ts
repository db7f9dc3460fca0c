import { WrongExpectedRevisionError } from '@fie/stores';
import type { CommandDeps } from './deps';
import { Rounds } from './rounds';

/** A clock whose rounds are held open until the test lets them end, and which records when each ran. */
class Counted extends Rounds<number> {
  readonly started: Date[] = [];
  readonly ends: Array<(outcome?: Error) => void> = [];
  constructor(clock: Pick<CommandDeps, 'logger' | 'now'>) {
    super(clock, 1000, 'counting');
  }
  protected round(now: Date): Promise<number> {
    this.started.push(now);
    return new Promise((resolve, reject) => this.ends.push((failure) => (failure ? reject(failure) : resolve(this.started.length))));
  }
}

const NOW = new Date('2026-12-05T12:00:00.000Z');
function clock() {
  const errors: Array<[string, unknown]> = [];
  const logger = { error: (message: string, fields?: unknown) => errors.push([message, fields]), warn: () => undefined, info: () => undefined, debug: () => undefined };
  return { errors, clock: { logger: logger as unknown as CommandDeps['logger'], now: () => NOW } };
}
/** Lets the promises already settled run their callbacks. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Rounds, the command side’s clocks', () => {
  test('When started, then a round runs at each beat, at the clock’s time', async () => {
    const { clock: c } = clock();
    const rounds = new Counted(c);
    rounds.start();
    expect(rounds.started).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(rounds.started).toEqual([NOW]);
    rounds.ends[0]!();
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(rounds.started).toHaveLength(2);
    rounds.ends[1]!();
    await rounds.stop();
  });

  test('When a round outlasts its beat, then the timer skips the beats until it ends: rounds never overlap', async () => {
    const { clock: c } = clock();
    const rounds = new Counted(c);
    rounds.start();
    jest.advanceTimersByTime(1000);
    await settle();
    jest.advanceTimersByTime(3000);
    await settle();
    expect(rounds.started).toHaveLength(1);
    rounds.ends[0]!();
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(rounds.started).toHaveLength(2);
    rounds.ends[1]!();
    await rounds.stop();
  });

  test('When a round is asked for while one runs, then it starts after that one ends, at the time asked, and answers its own result', async () => {
    const { clock: c } = clock();
    const rounds = new Counted(c);
    const first = rounds.tick();
    const later = new Date('2026-12-06T12:00:00.000Z');
    const second = rounds.tick(later);
    await settle();
    expect(rounds.started).toEqual([NOW]);
    rounds.ends[0]!();
    expect(await first).toBe(1);
    await settle();
    expect(rounds.started).toEqual([NOW, later]);
    rounds.ends[1]!();
    expect(await second).toBe(2);
  });

  test('When a timer’s round fails, then it is logged, not thrown, and the next beat runs a round again', async () => {
    const { clock: c, errors } = clock();
    const rounds = new Counted(c);
    rounds.start();
    jest.advanceTimersByTime(1000);
    await settle();
    rounds.ends[0]!(new Error('the store did not answer'));
    await settle();
    expect(errors).toEqual([['counting failed', { error: 'Error: the store did not answer' }]]);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(rounds.started).toHaveLength(2);
    rounds.ends[1]!();
    await rounds.stop();
  });

  test('When a round asked for fails, then its caller is answered the failure, and the rounds after it still run', async () => {
    const { clock: c } = clock();
    const rounds = new Counted(c);
    const failing = rounds.tick();
    const next = rounds.tick();
    await settle();
    rounds.ends[0]!(new Error('no'));
    await expect(failing).rejects.toThrow('no');
    await settle();
    rounds.ends[1]!();
    expect(await next).toBe(2);
  });

  test('When stopped, then it waits for the round under way, and no beat comes after; the timer never holds the process open', async () => {
    const { clock: c } = clock();
    const unref = jest.spyOn(global, 'setInterval');
    const rounds = new Counted(c);
    rounds.start();
    const timer = unref.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    jest.advanceTimersByTime(1000);
    await settle();
    let stopped = false;
    const stopping = rounds.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    rounds.ends[0]!();
    await stopping;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(5000);
    await settle();
    expect(rounds.started).toHaveLength(1);
    unref.mockRestore();
  });

  test('When one item of a round fails, then it is logged and the others are still done; a race lost is not a failure', async () => {
    jest.useRealTimers();
    const { clock: c, errors } = clock();
    class Items extends Rounds<number> {
      protected round(): Promise<number> {
        return this.each(
          ['a', 'b', 'c', 'd'],
          'count',
          (id) => ({ id }),
          async (id) => {
            if (id === 'b') throw new Error('history does not load');
            if (id === 'c') throw new WrongExpectedRevisionError('stream-c', 1, 2);
            return 1;
          },
        );
      }
    }
    expect(await new Items(c, 1000, 'counting').tick()).toBe(2);
    expect(errors).toEqual([['counting: could not count', { id: 'b', error: 'Error: history does not load' }]]);
  });
});
