import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const review = {
  id: 'viewing-v1-seeker',
  dealing: 'viewing',
  listingId: 'l1',
  side: 'seeker',
  author: { id: 'u1', kind: 'user', name: 'Efua M.' },
  subjectId: 'u2',
  ratings: { accuracy: 1, real_owner: 1, communication: 1, punctuality: 1 },
  overall: 1,
  text: 'Insulting words',
  status: 'published',
  submittedAt: '2026-12-01T09:00:00.000Z',
  windowClosesAt: '2026-12-15T09:00:00.000Z',
  publishedAt: '2026-12-02T09:00:00.000Z',
  reply: null,
  removal: null,
};
const listing = { id: 'l1', title: '3 bedroom house in East Legon', flags: [], status: 'published' };

const reviewsApi = (onRemove: (request: ApiRequest) => Response) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST' && url.pathname === '/api/admin/reviews/viewing-v1-seeker/remove') return onRemove(request);
    if (url.pathname === '/api/admin/reviews') return listAnswer('reviews', [review]);
    if (url.pathname === '/api/admin/listings') return listAnswer('listings', [listing]);
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

describe('reviews moderation', () => {
  test('Published reviews are listed newest first with their words and rating', async () => {
    const api = reviewsApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/reviews';
    render(<App />);
    expect(await screen.findByText('Insulting words')).toBeTruthy();
    expect(screen.getByText('Efua M. (seeker)')).toBeTruthy();
    expect(api.listed('/api/admin/reviews').at(-1)).toMatchObject({ filter: { status: 'published' }, sort: ['updatedAt', 'DESC'] });
  });

  test('When staff remove without a reason, then the server’s message shows; with one, the reason is sent', async () => {
    const sent: unknown[] = [];
    reviewsApi((request) => {
      const body = JSON.parse(String(request.init.body));
      sent.push(body);
      return body.reason ? jsonAnswer(200, { message: 'Review removed', result: { id: review.id, status: 'removed' } }) : jsonAnswer(400, { message: 'Say which rule of the review policy it breaks', errors: { reason: 'Say which rule of the review policy it breaks' } });
    });
    window.location.hash = '#/reviews';
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Say which rule of the review policy it breaks')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Which rule of the review policy it breaks'), { target: { value: 'Insults' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Review removed')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ reason: 'Insults' });
  });
});
