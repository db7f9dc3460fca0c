import { act, render } from '@testing-library/react';
import { useCheckedForm } from './checked-form';

type Values = { firstName: string; lastName: string; phone: string };
const initial: Values = { firstName: '', lastName: '', phone: '' };

function Form({ expose }: { expose: (form: ReturnType<typeof useCheckedForm<Values>>) => void }) {
  const form = useCheckedForm<Values>({ initial, idPrefix: 't', validate: () => ({}), fieldOrder: [], send: async () => undefined, serverFields: [] });
  expose(form);
  return (
    <form ref={form.formRef}>
      <input name="firstName" defaultValue="" />
    </form>
  );
}

/**
 * Two changes before the form draws again, as when a field typed as the page comes alive is handled before the
 * render that adopts the fields typed earlier: each change keeps the others.
 */
test('changes made before the form draws again each keep the others', () => {
  let form!: ReturnType<typeof useCheckedForm<Values>>;
  render(<Form expose={(f) => (form = f)} />);
  const stale = form;
  act(() => {
    stale.set('firstName', 'Yaw');
    stale.set('lastName', 'Mensah');
  });
  act(() => stale.set('phone', '0244123456'));
  expect(form.values).toEqual({ firstName: 'Yaw', lastName: 'Mensah', phone: '0244123456' });
});
