import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { renderAt } from '../../../testing/render';
import { ConfirmListingPage } from './confirm-listing-page';

describe('Confirm listing (the freshness prompt\'s one-tap link)', () => {
  test('opening the link confirms nothing; the button sends the token and the page says it is confirmed', async () => {
    const { calls } = mockFetch({ 'POST /properties/confirm-by-link': { body: { message: 'Thank you: your listing is confirmed as still available' } } });
    renderAt(<ConfirmListingPage />, '/confirm-listing?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Yes, it is still available' });
    expect(calls).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText('Thank you: your listing is confirmed as still available')).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/properties/confirm-by-link', body: { token: 'abc.def' } })]);
  });

  test('a link the server refuses shows its words and the button stays to try again', async () => {
    mockFetch({ 'POST /properties/confirm-by-link': { status: 400, body: { message: 'Invalid', code: 'ValidationError', errors: { token: 'This link is not valid: open your dashboard to confirm the listing' } } } });
    renderAt(<ConfirmListingPage />, '/confirm-listing?token=forged');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, it is still available' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, it is still available' })).toBeTruthy();
  });

  test('a link without its token says so and offers no button', async () => {
    mockFetch({});
    renderAt(<ConfirmListingPage />, '/confirm-listing');
    expect(await screen.findByText(/This link is not complete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, it is still available' })).toBeNull();
  });
});
