/**
 * What each field of the server's page was last given by the person (its text, or a box's tick), noted from the
 * moment the page's code runs (once a form is alive what is noted is what React holds, and is not read again). While
 * React hydrates (in slices, yielding to the browser) a person typing on a slow phone reaches fields React has not
 * made its own yet: React answers such an event by putting the field back to its own (empty) value, and the text was
 * lost (the first fields of a registration typed as the page came alive arrived empty). Noted by element (hydration
 * keeps the server's elements), so a later form on other elements never sees it. Kept apart from typed-before-code.ts
 * because the first page's code loads it (main.tsx), and every byte of that counts.
 */
export const typedWhileWaking = new WeakMap<Element, string | boolean>();

/** What a field holds: a box's tick (a checkbox or a radio), else its text. Here, not in typed-before-code.ts, for the first page's bytes. */
export function fieldValue(input: HTMLInputElement): string | boolean {
  return input.type === 'checkbox' || input.type === 'radio' ? input.checked : input.value;
}

/** Notes what was typed into the page so far, and from now on (main.tsx, before it hydrates the server's page). */
export function noteTypingWhileWaking(doc: Document = document): void {
  const note = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.name) return;
    if (input.type === 'radio') {
      // Choosing one of a group unticks the others, which hear nothing of it.
      for (const other of Array.from(input.form?.elements ?? [])) if (other instanceof HTMLInputElement && other.type === 'radio' && other.name === input.name) typedWhileWaking.set(other, other.checked);
    } else typedWhileWaking.set(input, fieldValue(input));
  };
  // What was typed before this code ran (the first touch fetched it): each field the person changed from the page's own.
  for (const input of Array.from(doc.querySelectorAll('input'))) {
    if (input.type === 'checkbox' || input.type === 'radio' ? input.checked !== input.defaultChecked : input.value !== input.defaultValue) note({ target: input } as unknown as Event);
  }
  // Capturing, on the document: before React's own listener on its root hears the event.
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
}
