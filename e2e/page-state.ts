import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';

/**
 * What each page open in `browser` shows: its address, whether its code has taken over, its alerts and status
 * messages, and the fields marked invalid with what they hold (never a password's). A failed journey adds this to
 * its message: in a CI run it is the only witness of what the person saw (a registration that said the names
 * were missing looked, from the test's message alone, like a success that never came).
 */
export async function openPagesState(browser: Browser): Promise<string> {
  const lines: string[] = [];
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      const shown = await within(
        2000,
        page.evaluate(async () => ({
          hydrated: document.documentElement.hasAttribute('data-hydrated'),
          // Playwright's clicks wait for an element to stay put over two animation frames: a page that draws none
          // (hidden, or its thread busy) leaves a click waiting with nothing in its log, as one CI run's did.
          visibility: document.visibilityState,
          drawing: await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 1000);
            requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve(true))));
          }),
          messages: Array.from(document.querySelectorAll('[role=alert], [role=status]'))
            .map((element) => element.textContent?.trim())
            .filter(Boolean),
          invalid: Array.from(document.querySelectorAll<HTMLInputElement>('[aria-invalid=true]')).map((field) => `${field.name || field.id}=${field.type === 'password' ? '(hidden)' : JSON.stringify(field.value ?? '')}`),
        })),
      );
      lines.push(`${page.url()} ${shown ? JSON.stringify(shown) : '(could not be read)'}`);
    }
  }
  return lines.join('\n') || '(no page open)';
}

/** `promise`'s value, or undefined once `ms` have passed or it failed: a hung page must not hang the report. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  const done = new AbortController();
  try {
    return await Promise.race([promise.catch(() => undefined), sleep(ms, undefined, { signal: done.signal }).catch(() => undefined)]);
  } finally {
    done.abort();
  }
}
