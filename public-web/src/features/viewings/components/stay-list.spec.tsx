import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { staySchema, type Stay } from '../api/stays';
import { StayList } from './stay-list';

/** A stay over, as GET /api/stay-requests answers it to its guest. */
const stayOver = (review: unknown): Stay =>
  staySchema.parse({
    _id: 's-1',
    role: 'seeker',
    start: '2026-12-01',
    end: '2026-12-03',
    nights: 2,
    guests: 2,
    message: null,
    status: 'accepted',
    statusText: 'Booked',
    property: { _id: 'p-1', title: 'Apartment by the beach, Labadi' },
    seeker: { first_name: 'Ama', last_name: 'Owusu' },
    lister: { id: 'u-9', kind: 'user', name: 'Kwame B.' },
    actions: [],
    review,
  });
const rate = (criterion: string, stars: number) => {
  const group = screen.getByText(criterion).parentElement!;
  fireEvent.click([...group.querySelectorAll('input[type="radio"]')].find((i) => (i as HTMLInputElement).value === String(stars))!);
};

describe('Reviewing a stay from the stays list', () => {
  test('Once the stay is over, its guest reviews the lister from the list: the review is sent for the stay, and the list is told', async () => {
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({ 'POST /reviews': { status: 201, body: { message: 'Thank you: your review is shown once the other side has written theirs', result: { id: 'stay-s-1-seeker', status: 'hidden' } } } });
    const onDone = jest.fn();
    await act(async () => {
      renderAt(<StayList stays={[stayOver({ state: 'open', closesAt: '2026-12-17T23:59:59.999Z', aboutMe: null })]} onDone={onDone} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Review Kwame B.' }));
    const form = screen.getByRole('dialog', { name: 'Review Kwame B.' });
    rate('The listing was accurate', 5);
    rate('The real owner or an authorised agent', 5);
    rate('Communication', 4);
    rate('Punctuality', 5);
    fireEvent.change(within(form).getByLabelText('How did it go?'), { target: { value: 'A lovely flat by the sea.' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/reviews', body: { stay_id: 's-1', ratings: { accuracy: 5, real_owner: 5, communication: 4, punctuality: 5 }, text: 'A lovely flat by the sea.' } });
    expect(onDone).toHaveBeenCalledWith('Thank you: your review is shown once the other side has written theirs');
  });

  test('A review written waits for the other side, said on the stay, with nothing to press', async () => {
    await act(async () => {
      renderAt(<StayList stays={[stayOver({ state: 'waiting', closesAt: '2026-12-17T23:59:59.999Z', aboutMe: null })]} onDone={jest.fn()} />);
    });
    expect(screen.getByTestId('review-standing').textContent).toMatch(/Your review is in\. It is shown once Kwame B\. has written theirs/);
    expect(screen.queryByRole('button', { name: 'Review Kwame B.' })).toBeNull();
  });
});

describe('A stay request waiting for the lister', () => {
  const waiting = (role: 'seeker' | 'lister') =>
    staySchema.parse({
      _id: 's-2', role, start: '2027-01-10', end: '2027-01-12', nights: 2, guests: 1, message: null, status: 'pending', statusText: 'Waiting for the lister',
      property: { _id: 'p-1', title: 'Apartment by the beach, Labadi' }, seeker: { first_name: 'Ama', last_name: 'Owusu' }, lister: { id: 'u-9', kind: 'user', name: 'Kwame B.' },
      actions: role === 'lister' ? ['accept', 'decline'] : ['cancel'], answerBy: '2027-01-02T09:30:00.000Z',
    });

  test('each side reads until when the lister may answer, and what happens after', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({});
    await act(async () => {
      renderAt(<StayList stays={[waiting('seeker')]} onDone={jest.fn()} />);
    });
    expect(screen.getByText(/^The lister has until .*2 Jan.*09:30 to answer: after that the request closes, and anything you paid for it comes back to you\.$/)).toBeTruthy();
  });

  test('the lister is asked to answer by then', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({});
    await act(async () => {
      renderAt(<StayList stays={[waiting('lister')]} onDone={jest.fn()} />);
    });
    expect(screen.getByText(/^Answer by .*2 Jan.*09:30: after that the request closes/)).toBeTruthy();
  });
});
