/**
 * How a contract suite gets its adapter: `make` opens a fresh one, or, when the engine is not named in the
 * environment (known when the spec file loads), is `{ skip: reason }`.
 */
export type MakeSubject<T> = (() => Promise<T>) | { skip: string };

/** The mark a skipped suite's title carries before its reason; scripts/engine-summary.js reads it. */
export const SKIPPED_MARK = ' — skipped: ';

/**
 * What every contract suite shares: its `describe` opens the adapter once before its tests, and it is
 * closed after the spec file's last test. A suite whose engine is not named is `describe.skip`ped with the
 * reason in its title, so jest counts its tests as skipped, not passed. A named engine that cannot be reached
 * makes `make` throw, and every test of the suite fails with that reason: whoever named it asked for it to
 * be tested.
 */
export function contractSubject<T extends { close(): Promise<void> }>(make: MakeSubject<T>) {
  let subject: T | undefined;
  return {
    get: (): T => {
      if (!subject) throw new Error('the contract subject is used before it was made (outside a test of its suite?)');
      return subject;
    },
    describe: (title: string, body: () => void) => {
      if (typeof make !== 'function') return describe.skip(`${title}${SKIPPED_MARK}${make.skip}`, body);
      describe(title, () => {
        beforeAll(async () => {
          subject = await make();
        });
        body();
      });
      // Closed when the file's tests are done, not the suite's: a spec file's own tests may use it after.
      afterAll(async () => subject?.close());
    },
  };
}
