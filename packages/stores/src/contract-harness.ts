/**
 * What every contract suite shares: make the adapter under test once (or learn why it cannot be reached
 * here), close it afterwards, and run each test only when there is something to test. A suite that cannot
 * reach its engine passes trivially and says so, with the reason, in the test output.
 */
export function contractSubject<T extends { close(): Promise<void> }>(adapter: string, make: () => Promise<T | string>) {
  let subject: T | undefined;
  let skipReason: string | undefined;
  beforeAll(async () => {
    const made = await make();
    if (typeof made === 'string') skipReason = made;
    else subject = made;
  });
  afterAll(async () => subject?.close());
  return {
    get: () => subject!,
    it: (name: string, fn: () => Promise<void>) =>
      test(name, async () => {
        if (skipReason) {
          console.warn(`[${adapter}] skipped: ${skipReason}`);
          return;
        }
        await fn();
      }),
  };
}
