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

describe('a viewing and its no-shows (issue 33)', () => {
  test('After the slot, "They did not come" asks again, then records it', async () => {
    const { calls } = await showWith(
      { role: 'seeker', status: 'confirmed', actions: [], noShow: { canRecord: true, mine: null, aboutMe: null } },
      { 'POST /viewings/v-1/no-show': { status: 201, body: { message: 'Recorded: they did not come. They may answer it once.', result: {} } } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'They did not come' }));
    expect(await screen.findByText(/as a fact and not a review/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record it' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/viewings/v-1/no-show' });
    expect(done).toHaveBeenCalledWith('Recorded: they did not come. They may answer it once.');
  });

  test('The person named reads it and answers it once, checked before it is sent', async () => {
    const { calls } = await showWith(
      { role: 'lister', status: 'confirmed', actions: [], noShow: { canRecord: false, mine: null, aboutMe: { recordedAt: '2026-11-24T11:00:00.000Z', answer: null, answered: false } } },
      { 'POST /viewings/v-1/no-show/answer': { status: 200, body: { message: 'Your answer is shown beside it' } } },
    );
    expect(screen.getByTestId('no-shows').textContent).toMatch(/recorded that you did not come/);
    expect(screen.queryByRole('button', { name: 'They did not come' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Answer it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write your answer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'I waited at the gate' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/viewings/v-1/no-show/answer', body: { text: 'I waited at the gate' } });
    expect(done).toHaveBeenCalledWith('Your answer is shown beside it');
  });

  test('One recorded by this side shows with the other’s answer; an answered one offers no second answer; the seeker’s reputation counts theirs', async () => {
    await show({ role: 'lister', status: 'confirmed', actions: [], noShow: { canRecord: false, mine: { recordedAt: '2026-11-24T11:00:00.000Z', answer: 'My bus broke down' }, aboutMe: null }, seekerReputation: { count: 0, average: null, completedDealings: 1, noShows: 2 } });
    expect(screen.getByTestId('no-shows').textContent).toContain('My bus broke down');
    expect(screen.getByTestId('seeker-reputation').textContent).toContain('2 no-shows recorded');
    expect(screen.queryByRole('button', { name: 'Answer it' })).toBeNull();
  });
});
