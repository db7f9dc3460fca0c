import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { viewingSchema } from '../api/viewings';
import { apiViewing, inDays } from '../testing/viewings';
import { ViewingDialog } from './viewing-dialog';

const done = jest.fn();
async function showWith(over: Record<string, unknown>, routes: Parameters<typeof mockFetch>[0]) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  const viewing = viewingSchema.parse(apiViewing(over));
  await act(async () => {
    renderAt(<ViewingDialog viewing={viewing} onClose={jest.fn()} onDone={done} />);
  });
  return mock;
}
const show = (over: Record<string, unknown>) => showWith(over, {});

describe('a viewing and its review (issue 33)', () => {
  test('When the dealing is completed and this side has not reviewed, then the viewing offers the review form', async () => {
    await show({ role: 'seeker', status: 'confirmed', actions: [], review: { state: 'open', closesAt: `${inDays(10)}T09:00:00.000Z` } });
    fireEvent.click(screen.getByRole('button', { name: /^Review / }));
    expect(await screen.findByText('The listing was accurate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send review' })).toBeTruthy();
  });

  test('Once written it says it waits for the other side, and offers no form again', async () => {
    await show({ role: 'seeker', status: 'confirmed', actions: [], review: { state: 'waiting', closesAt: `${inDays(10)}T09:00:00.000Z` } });
    expect(screen.getByTestId('review-standing').textContent).toMatch(/^Your review is in\. It is shown once .* has written theirs, or on /);
    expect(screen.queryByRole('button', { name: /^Review / })).toBeNull();
  });

  test('Once the other side’s review of this one is published, it shows here, and its one reply is written from it', async () => {
    const { calls } = await showWith(
      { role: 'lister', status: 'confirmed', actions: [], review: { state: 'published', closesAt: `${inDays(10)}T09:00:00.000Z`, aboutMe: { id: 'viewing-v-1-seeker', overall: 4.5, text: 'As in the photos.', reply: null } } },
      { 'POST /reviews/viewing-v-1-seeker/reply': { status: 200, body: { message: 'Your reply is shown under the review' } } },
    );
    expect(screen.getByTestId('review-about-me').textContent).toContain('As in the photos.');
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your reply')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thank you, Ama!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/reviews/viewing-v-1-seeker/reply', body: { text: 'Thank you, Ama!' } });
    expect(done).toHaveBeenCalledWith('Your reply is shown under the review');
  });

  test('A reply already written shows as such, with no second one offered', async () => {
    await show({ role: 'lister', status: 'confirmed', actions: [], review: { state: 'published', closesAt: null, aboutMe: { id: 'r', overall: 4, text: 'Fine', reply: 'Thank you' } } });
    expect(screen.getByText('Your reply: Thank you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  test('Without a completed dealing there is nothing about reviews; the lister reads the seeker’s reputation', async () => {
    await show({ role: 'lister', status: 'pending', review: null, seekerReputation: { count: 2, average: 4.5, completedDealings: 3 } });
    expect(screen.queryByTestId('review-standing')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Review / })).toBeNull();
    expect(screen.getByTestId('seeker-reputation').textContent).toMatch(/: ★ 4\.5 from 2 reviews by listers · 3 deals completed through Fie$/);
  });
});
