import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { viewingSchema } from '../api/viewings';
import { apiViewing, inDays } from '../testing/viewings';
import { ViewingDialog } from './viewing-dialog';

async function show(over: Record<string, unknown>) {
  storeSession({ token: 't-ama', user: ama });
  mockFetch({});
  const viewing = viewingSchema.parse(apiViewing(over));
  await act(async () => {
    renderAt(<ViewingDialog viewing={viewing} onClose={jest.fn()} onDone={jest.fn()} />);
  });
}

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

  test('Without a completed dealing there is nothing about reviews; the lister reads the seeker’s reputation', async () => {
    await show({ role: 'lister', status: 'pending', review: null, seekerReputation: { count: 2, average: 4.5, completedDealings: 3 } });
    expect(screen.queryByTestId('review-standing')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Review / })).toBeNull();
    expect(screen.getByTestId('seeker-reputation').textContent).toMatch(/: ★ 4\.5 from 2 reviews by listers · 3 deals completed through Fie$/);
  });
});
