import { act, screen } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../../../lib/i18n/language';
import { englishOnScreen } from '../../../../testing/english-left';
import { mockFetch } from '../../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../../testing/render';
import { ReviewsPanel } from './reviews-panel';

const answer = {
  result: {
    subject: 'u-1',
    reputation: { count: 2, average: 4.5, criteria: {}, completedDealings: 3 },
    reviews: [
      { id: 'r-1', author: { id: 'u-2', kind: 'user', name: 'Efua M.' }, overall: 4.8, text: 'Came on time and was respectful.', publishedAt: '2026-12-02T10:00:00.000Z', reply: { text: 'Medaase!', at: '2026-12-03T10:00:00.000Z' } },
      { id: 'r-2', author: { id: 'u-3', kind: 'user', name: 'Kofi A.' }, overall: 4.2, text: 'Left the room clean.', publishedAt: '2026-11-20T10:00:00.000Z', reply: null },
    ],
  },
};

describe('Reviews of you, on the profile', () => {
  test('Shows the reputation and each published review with its reply, read for this person', async () => {
    storeSession({ token: 't-ama', user: ama });
    const { fetchMock } = mockFetch({ 'GET /reviews': { body: answer } });
    await act(async () => {
      renderAt(<ReviewsPanel userId="u-1" />);
    });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('subject=u-1');
    expect((await screen.findByTestId('reputation')).textContent).toBe('★ 4.5 from 2 reviews · 3 deals completed through Fie');
    expect(screen.getByText(/★ 4\.8 from Efua M\./)).toBeTruthy();
    expect(screen.getByText('Your reply: Medaase!')).toBeTruthy();
    expect(screen.getByText('Left the room clean.')).toBeTruthy();
  });

  test('The no-shows recorded against the person are counted apart from the reviews, each with their answer', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /reviews': { body: { result: { ...answer.result, reputation: { ...answer.result.reputation, noShows: 1 }, noShows: [{ id: 'v-1-lister', viewingAt: '2026-11-24T10:00:00.000Z', recordedAt: '2026-11-24T11:00:00.000Z', answer: 'My bus broke down' }] } } } });
    await act(async () => {
      renderAt(<ReviewsPanel userId="u-1" />);
    });
    const facts = await screen.findByTestId('profile-no-shows');
    expect(facts.textContent).toContain('1 no-show recorded');
    expect(facts.textContent).toContain('Answer to a no-show: My bus broke down');
    // All answered: no need to say where to answer.
    expect(screen.queryByText('You may answer each once, from its viewing in your Calendar.')).toBeNull();
  });

  test('A no-show not yet answered says where to answer it', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /reviews': { body: { result: { ...answer.result, reputation: { ...answer.result.reputation, noShows: 1 }, noShows: [{ id: 'v-1-lister', viewingAt: '2026-11-24T10:00:00.000Z', recordedAt: '2026-11-24T11:00:00.000Z', answer: null }] } } } });
    await act(async () => {
      renderAt(<ReviewsPanel userId="u-1" />);
    });
    expect((await screen.findByTestId('profile-no-shows')).textContent).toBe('1 no-show recorded');
    expect(screen.getByText('You may answer each once, from its viewing in your Calendar.')).toBeTruthy();
  });

  test('With none yet, it says how reviews come, in Twi without English', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /reviews': { body: { result: { subject: 'u-1', reputation: null, reviews: [] } } } });
    await act(async () => {
      renderAt(
        <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
          <ReviewsPanel userId="u-1" />
        </LanguageProvider>,
      );
    });
    await screen.findByText(/nnafua 14/);
    expect(englishOnScreen('tw', ['dashboard'])).toEqual([]);
  });
});
