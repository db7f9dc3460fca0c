import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { fieldValue, typedWhileWaking } from './typing-while-waking';

/** A field's value as the person left it: what they typed as the page woke, else what the page shows. */
function valueOf(input: HTMLInputElement): string | boolean {
  const typed = typedWhileWaking.get(input);
  typedWhileWaking.delete(input);
  return typed !== undefined ? typed : fieldValue(input);
}

/**
 * What was typed into a form before the page's code ran (issue 32). The sign-in and registration pages are HTML from
 * the server, alive to the eye before their code arrives: a person starts typing at once. React hydrates the fields
 * as they are but keeps its own (empty) values, and its next render would put those back. So, once the form is
 * alive, each named field's value (a box's tick, a chosen radio) is read from the page, or from what was noted as
 * it woke (noteTypingWhileWaking), and handed to the form.
 *
 * Answers `whenAlive(submit)`, the form's submit handler as it must be given: a tap on "send" while React hydrates
 * makes React finish hydrating at once and hand the tap to the handler before the form has adopted what was typed,
 * so the handler saw the empty values it was hydrated with and said every field was missing (a cold first visit on
 * a phone). Such a submit is held: what was typed is adopted there and then, and the form is sent again once it
 * renders with it.
 */
export function useTypedBeforeCode(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string | boolean>) => void) {
  const taken = useRef(false);
  const held = useRef(false);
  const [alive, setAlive] = useState(false);

  // Once, as the form comes alive (or at a submit that came first): afterwards React holds the values.
  const take = () => {
    if (taken.current) return;
    taken.current = true;
    const element = form.current;
    if (element) adopt(typedInto(element));
    setAlive(true);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(take, []);

  // The render that holds the adopted values sends what was held.
  useEffect(() => {
    if (!alive || !held.current) return;
    held.current = false;
    form.current?.requestSubmit();
  }, [alive, form]);

  return (submit: (event: FormEvent) => void) => (event: FormEvent) => {
    if (alive) return submit(event);
    event.preventDefault();
    held.current = true;
    take();
  };
}

/** Each named field's value as the person left it, by name: a box's tick, a group's chosen radio, else its text. */
function typedInto(element: HTMLFormElement): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const input of Array.from(element.elements)) {
    if (!(input instanceof HTMLInputElement) || !input.name || input.type === 'hidden') continue;
    const value = valueOf(input);
    if (input.type === 'checkbox') typed[input.name] = value;
    else if (input.type === 'radio') {
      if (value === true) typed[input.name] = input.value;
    } else typed[input.name] = value;
  }
  return typed;
}

/** The values a form adopts: those whose page value differs from its own, under the form's names for them. */
export function changedValues<V extends object>(values: V, typed: Record<string, string | boolean>, names: Partial<Record<keyof V & string, string>> = {}): Partial<V> {
  const changed: Partial<V> = {};
  for (const key of Object.keys(values) as (keyof V & string)[]) {
    const value = typed[names[key] ?? key];
    if (value !== undefined && typeof value === typeof values[key] && value !== values[key]) changed[key] = value as V[typeof key];
  }
  return changed;
}
