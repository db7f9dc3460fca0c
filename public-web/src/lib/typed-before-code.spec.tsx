import { startTransition, useRef, useState, type FormEvent } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeCode } from './typed-before-code';
import { noteTypingWhileWaking } from './typing-while-waking';

/**
 * A server-rendered form typed into while its page comes alive: React answers an event on a field it has not made its
 * own yet by putting the field back to its own (empty) value, so what was typed is noted as it is typed.
 */
function serverForm(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function adopted(form: HTMLFormElement): Record<string, string | boolean> {
  let typed: Record<string, string | boolean> = {};
  function Alive() {
    useTypedBeforeCode({ current: form }, (t) => (typed = t));
    return null;
  }
  render(<Alive />);
  return typed;
}

beforeAll(() => noteTypingWhileWaking(document));

test('text typed as the page woke is adopted even where the field was put back empty', () => {
  const form = serverForm('<input name="firstName"><input name="lastName"><input name="phone">');
  const [first, last, phone] = Array.from(form.querySelectorAll('input'));
  type(first!, 'Kwabena');
  type(last!, 'Asante');
  // React, hydrating, put the first two back to its own empty values; the phone was typed after.
  first!.value = '';
  last!.value = '';
  type(phone!, '024 555 0401');
  expect(adopted(form)).toEqual({ firstName: 'Kwabena', lastName: 'Asante', phone: '024 555 0401' });
});

test('a box ticked and a choice made as the page woke are adopted; the choice given up is not', () => {
  const form = serverForm('<input type="checkbox" name="acknowledge"><input type="radio" name="ownerType" value="individual" checked><input type="radio" name="ownerType" value="organization">');
  const [box, individual, organization] = Array.from(form.querySelectorAll('input'));
  box!.checked = true;
  box!.dispatchEvent(new Event('change', { bubbles: true }));
  organization!.checked = true;
  organization!.dispatchEvent(new Event('change', { bubbles: true }));
  box!.checked = false;
  individual!.checked = true;
  expect(adopted(form)).toEqual({ acknowledge: true, ownerType: 'organization' });
});

test('a field nobody typed into as the page woke is read as the page shows it, and a noted value only once', () => {
  const form = serverForm('<input name="email" value="ama@example.com"><input name="code">');
  const code = form.querySelectorAll('input')[1]!;
  type(code, '123456');
  expect(adopted(form)).toEqual({ email: 'ama@example.com', code: '123456' });
  code.value = '654321';
  expect(adopted(form)).toEqual({ email: 'ama@example.com', code: '654321' });
});

test('what was typed before the code ran is noted when it starts, and only what the person changed', () => {
  const form = serverForm('<input name="firstName"><input name="email" value="ama@example.com"><input type="checkbox" name="acknowledge">');
  const [first, email, box] = Array.from(form.querySelectorAll('input'));
  first!.value = 'Kwabena';
  box!.checked = true;
  noteTypingWhileWaking(document);
  // React, hydrating, put them back to its own values before the form came alive.
  first!.value = '';
  box!.checked = false;
  email!.value = 'kofi@example.com';
  expect(adopted(form)).toEqual({ firstName: 'Kwabena', email: 'kofi@example.com', acknowledge: true });
});

test('a form sent while its page hydrates is sent with what was typed, not with the empty values it woke with', async () => {
  const sent: { name: string; acknowledge: boolean }[] = [];
  function Registration() {
    const [name, setName] = useState('');
    const [acknowledge, setAcknowledge] = useState(false);
    const form = useRef<HTMLFormElement | null>(null);
    const whenAlive = useTypedBeforeCode(form, (typed) => {
      if (typeof typed.name === 'string') setName(typed.name);
      if (typeof typed.acknowledge === 'boolean') setAcknowledge(typed.acknowledge);
    });
    const submit = (event: FormEvent) => {
      event.preventDefault();
      sent.push({ name, acknowledge });
    };
    return (
      <form ref={form} onSubmit={whenAlive(submit)}>
        <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <input type="checkbox" name="acknowledge" checked={acknowledge} onChange={(e) => setAcknowledge(e.target.checked)} />
        <button type="submit">Register</button>
      </form>
    );
  }
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Registration />);
  document.body.replaceChildren(root);
  const [name, box] = Array.from(root.querySelectorAll('input'));
  type(name!, 'Kwabena');
  box!.checked = true;
  box!.dispatchEvent(new Event('change', { bubbles: true }));
  await act(async () => {
    // As main.tsx hydrates: in slices. The tap comes before the first slice, so React hydrates at once to answer it.
    startTransition(() => void hydrateRoot(root, <Registration />));
    root.querySelector('button')!.click();
  });
  expect(sent).toEqual([{ name: 'Kwabena', acknowledge: true }]);
});
