import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { NotesDrawer } from './notes-drawer';

const note = (id: string, text: string, at: string, over: Record<string, unknown> = {}) => ({ _id: id, id, note: text, property_id: 'p-1', created_at: at, updated_at: at, ...over });
const older = note('n-1', 'Ask about the borehole', '2026-11-20T09:15:00.000Z');
const newer = note('n-2', 'Landlord wants 2 years advance', '2026-11-21T16:40:00.000Z', { updated_at: '2026-11-22T08:05:00.000Z' });

async function open(routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch(routes);
  await act(async () => {
    renderAt(<NotesDrawer open onClose={jest.fn()} propertyId="p-1" propertyTitle="Three-bedroom house in East Legon" />);
  });
  return { mock, drawer: await screen.findByRole('dialog', { name: 'Your notes' }) };
}

describe('the Notes drawer', () => {
  test('lists your own notes on the property newest first, each with its date, and says when one was edited', async () => {
    const { drawer } = await open({ 'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [newer, older] } } } });

    const list = await within(drawer).findByRole('list', { name: 'Your notes on this property' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Landlord wants 2 years advance', 'Ask about the borehole']);
    expect(items[0]!.textContent).toContain('21 Nov 2026, 16:40 · edited 22 Nov 2026, 08:05');
    expect(items[1]!.textContent).toContain('20 Nov 2026, 09:15');
    expect(items[1]!.textContent).not.toContain('edited');
    expect(within(drawer).getByText('Three-bedroom house in East Legon')).toBeTruthy();
  });

  test('with no notes yet, it says that only you can read your notes', async () => {
    const { drawer } = await open({ 'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [] } } } });

    expect(await within(drawer).findByText('Only you can read your notes.')).toBeTruthy();
    expect(within(drawer).queryByRole('list')).toBeNull();
  });

  test('adding a note sends it trimmed, puts it at the top, empties the box and flashes "Note added"', async () => {
    const added = note('n-3', 'Water flows at night only', '2026-11-23T07:00:00.000Z');
    const { mock, drawer } = await open({
      'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [older] } } },
      'POST /notes/create-note': { status: 201, body: { message: 'Note added', result: added } },
    });
    await within(drawer).findByText('Ask about the borehole');

    const box = within(drawer).getByLabelText('New note');
    fireEvent.change(box, { target: { value: '  Water flows at night only  ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(mock.calls.find((c: Call) => c.method === 'POST')?.body).toEqual({ property_id: 'p-1', note: 'Water flows at night only' });
    const items = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Water flows at night only');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  test('an empty note is refused with "Write a note" and nothing is sent; the server\'s own field message shows under the box', async () => {
    const { mock, drawer } = await open({
      'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [] } } },
      'POST /notes/create-note': { status: 400, body: { message: 'Check the note', code: 'ValidationError', errors: { note: 'A note can be at most 2,000 characters' } } },
    });
    await within(drawer).findByText('Only you can read your notes.');

    fireEvent.change(within(drawer).getByLabelText('New note'), { target: { value: '   ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Write a note')).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(drawer).getByLabelText('New note'), { target: { value: 'Too long, says the server' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('A note can be at most 2,000 characters')).toBeTruthy();
  });

  test('more than 2,000 characters is refused before sending, with the server\'s words', async () => {
    const { mock, drawer } = await open({ 'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [] } } } });
    await within(drawer).findByText('Only you can read your notes.');

    fireEvent.change(within(drawer).getByLabelText('New note'), { target: { value: 'x'.repeat(2001) } });
    expect(within(drawer).getByText('2,001 / 2,000')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('A note can be at most 2,000 characters')).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('editing a note saves the new text in its place and flashes "Note updated"', async () => {
    const { mock, drawer } = await open({
      'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [newer, older] } } },
      'PUT /notes/n-1': (call) => ({ body: { message: 'Note updated', result: { ...older, note: (call.body as { note: string }).note, updated_at: '2026-11-23T10:00:00.000Z' } } }),
    });
    const list = await within(drawer).findByRole('list');

    fireEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Edit note' }));
    const box = within(drawer).getByLabelText('Edit note');
    fireEvent.change(box, { target: { value: 'Borehole works; tank is 2,000 litres' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Note updated')).toBeTruthy();
    expect(mock.calls.find((c) => c.method === 'PUT')?.body).toEqual({ note: 'Borehole works; tank is 2,000 litres' });
    const items = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('Borehole works; tank is 2,000 litres');
    expect(items[1]!.textContent).toContain('edited 23 Nov 2026, 10:00');
  });

  test('deleting a note asks first; confirming removes it and flashes "Note deleted"', async () => {
    const { mock, drawer } = await open({
      'GET /notes/fetch-property-notes/p-1': { body: { result: { notes: [newer, older] } } },
      'DELETE /notes/n-2': { body: { message: 'Note deleted' } },
    });
    const list = await within(drawer).findByRole('list');

    fireEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(mock.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Note deleted')).toBeTruthy();
    await waitFor(() => expect(within(drawer).queryByText('Landlord wants 2 years advance')).toBeNull());
    expect(within(drawer).getByText('Ask about the borehole')).toBeTruthy();
  });

  test('a failed load says so with Retry, and Retry loads the notes', async () => {
    let attempts = 0;
    const { drawer } = await open({
      'GET /notes/fetch-property-notes/p-1': () => (++attempts === 1 ? { status: 503, body: { message: 'The notes are resting' } } : { body: { result: { notes: [older] } } }),
    });

    const alert = await within(drawer).findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notes. The notes are resting');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByText('Ask about the borehole')).toBeTruthy();
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });
});
