/** For specs: the error `fn` throws, to look into; a test fails when `fn` does not refuse. */
export function thrown(fn: () => unknown): any {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}
