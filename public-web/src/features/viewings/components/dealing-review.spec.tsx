import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { DealingReview } from './dealing-review';

// A form full of MUI ratings is slow to drive in jsdom on a busy machine.
jest.setTimeout(20_000);

async function show(standing: Parameters<typeof DealingReview>[0]['standing'], routes: Parameters<typeof mockFetch>[0] = {}, side: 'seeker' | 'lister' = 'lister') {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  const onDone = jest.fn();
  await act(async () => {
    renderAt(<DealingReview dealing={{ kind: 'tenancy', id: 'o-4' }} side={side} other="Efua M." standing={standing} onDone={onDone} />);
  });
  return { ...mock, onDone };
}
const rate = (criterion: string, stars: number) => {
  const group = screen.getByText(criterion).parentElement!;
  fireEvent.click([...group.querySelectorAll('input[type="radio"]')].find((i) => (i as HTMLInputElement).value === String(stars))!);
};

describe('A tenancy’s reviews on its accepted offer (issue 33)', () => {
  test('Open: the lister rates the tenant on what the domain asks of seekers, and it is sent by the offer', async () => {
    const { calls, onDone } = await show(
      { state: 'open', closesAt: '2026-12-20T09:00:00.000Z', aboutMe: null },
      { 'POST /reviews': { status: 201, body: { message: 'Thank you: your review is shown once the other side has written theirs, or when the 14 days are over', result: { id: 'tenancy-o-4-lister', status: 'hidden' } } } },
    );
    expect(screen.getByText(/^You can review Efua M\. until /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review Efua M.' }));
    expect(await screen.findByText('Respect for the house rules')).toBeTruthy();
    expect(screen.queryByText('The listing was accurate')).toBeNull();
    rate('Communication', 5);
    rate('Punctuality', 4);
    rate('Respect for the house rules', 5);
    fireEvent.change(screen.getByLabelText('How did it go?'), { target: { value: 'A tidy tenant.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/reviews', body: { offer_id: 'o-4', ratings: { communication: 5, punctuality: 4, house_rules: 5 }, text: 'A tidy tenant.' } });
    expect(onDone).toHaveBeenCalledWith('Thank you: your review is shown once the other side has written theirs, or when the 14 days are over');
  });

  test('Written: it waits for the other side, and offers no form; the other side’s published review is answered once', async () => {
    await show({ state: 'published', closesAt: null, aboutMe: { id: 'tenancy-o-4-seeker', overall: 4.5, text: 'The keys were ready.', reply: null } });
    expect(screen.getByTestId('review-standing').textContent).toBe('Your review is published.');
    expect(screen.getByTestId('review-about-me').textContent).toContain('The keys were ready.');
    expect(screen.queryByRole('button', { name: 'Review Efua M.' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByRole('button', { name: 'Send reply' })).toBeTruthy();
  });
});
