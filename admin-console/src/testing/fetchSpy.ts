/**
 * For specs of code that calls the API: before each test, an empty localStorage and `fetch` spied on (handed to
 * `use`, to answer and inspect the calls); after it, the real fetch again.
 */
export function spyOnFetch(use: (spy: jest.SpyInstance) => void): void {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    localStorage.clear();
    spy = jest.spyOn(globalThis, 'fetch');
    use(spy);
  });
  afterEach(() => spy?.mockRestore());
}
