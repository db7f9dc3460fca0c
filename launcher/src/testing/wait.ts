/**
 * Waits for what a reactor or a projection writes a moment after an answer: `waitFor(check)` until the check
 * holds, or `waitFor(read, ok)` until what is read is as wanted, which it answers. Past the time it fails, saying
 * what was last read, so a test never passes on a value that never came.
 */
export function waitFor(check: () => Promise<boolean>, timeoutMs?: number): Promise<void>;
export function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs?: number): Promise<T>;
export async function waitFor<T>(read: () => Promise<T>, okOrTimeout?: ((value: T) => boolean) | number, timeoutMs = 10_000): Promise<T | void> {
  const ok = typeof okOrTimeout === 'function' ? okOrTimeout : (value: T) => value === true;
  const until = Date.now() + (typeof okOrTimeout === 'number' ? okOrTimeout : timeoutMs);
  for (;;) {
    const value = await read();
    if (ok(value)) return typeof okOrTimeout === 'function' ? value : undefined;
    if (Date.now() > until) throw new Error(`timed out waiting; last: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
