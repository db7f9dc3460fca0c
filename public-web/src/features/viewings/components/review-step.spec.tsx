import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { ReviewStep } from './review-step';

async function show(routes: Parameters<typeof mockFetch>[0], side: 'seeker' | 'lister' = 'seeker') {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  const onDone = jest.fn();
  await act(async () => {
    renderAt(<ReviewStep dealing={{ kind: 'viewing', id: 'v-1' }} side={side} other="Kwame B." closesAt="2026-12-20T09:00:00.000Z" onBack={jest.fn()} onClose={jest.fn()} onDone={onDone} />);
  });
  return { ...mock, onDone };
}
/** Picks `stars` of a criterion's rating (MUI Rating's radio inputs, named by their stars). */
const rate = (criterion: string, stars: number) => {
  const group = screen.getByText(criterion).parentElement!;
  const input = [...group.querySelectorAll('input[type="radio"]')].find((i) => (i as HTMLInputElement).value === String(stars))!;
  fireEvent.click(input);
};

describe('Reviewing the other side of a completed viewing', () => {
  test('A seeker rates the lister on the four criteria and writes a few words; the review is sent for the viewing and the server’s answer is said', async () => {
    const { calls, onDone } = await show({ 'POST /reviews': { status: 201, body: { message: 'Thank you: both reviews are now shown', result: { id: 'viewing-v-1-seeker', status: 'published' } } } });
    expect(screen.queryByText('Respect for the house rules')).toBeNull();
    rate('The listing was accurate', 5);
    rate('The real owner or an authorised agent', 5);
    rate('Communication', 4);
    rate('Punctuality', 3);
    fireEvent.change(screen.getByLabelText('How did it go?'), { target: { value: 'As in the photos.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/reviews', body: { viewing_id: 'v-1', ratings: { accuracy: 5, real_owner: 5, communication: 4, punctuality: 3 }, text: 'As in the photos.' } });
    expect(onDone).toHaveBeenCalledWith('Thank you: both reviews are now shown');
  });

  test('Unrated criteria and no words are named under their fields, and nothing is sent', async () => {
    const { calls } = await show({}, 'lister');
    expect(screen.getByText('Respect for the house rules')).toBeTruthy();
    rate('Communication', 4);
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findAllByText('Give a rating from 1 to 5')).length).toBe(2);
    expect(screen.getByText('Write a few words about how it went')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('A refusal from the server (already reviewed) shows in the banner', async () => {
    const message = 'You have already reviewed this dealing: a review cannot be written twice or changed';
    await show({ 'POST /reviews': { status: 409, body: { message, code: 'AlreadyReviewed' } } }, 'lister');
    for (const c of ['Communication', 'Punctuality', 'Respect for the house rules']) rate(c, 5);
    fireEvent.change(screen.getByLabelText('How did it go?'), { target: { value: 'Fine' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(screen.getByText(message)).toBeTruthy();
  });
});
