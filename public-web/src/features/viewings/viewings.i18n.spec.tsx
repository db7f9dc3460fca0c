import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { englishOnScreen } from '../../testing/english-left';
import { mockFetch } from '../../testing/fetch';
import { ama, renderAt, setViewportWidth, storeSession } from '../../testing/render';
import { BookViewingDialog } from './components/book-viewing-dialog';
import { CalenderPanel } from './components/calender-panel';
import { ViewingDialog } from './components/viewing-dialog';
import { viewingSchema } from './api/viewings';
import { StayRequestForm } from './components/stay-request-form';
import { accraToday, monthOf } from './dates';
import { apiSlots, apiStay, apiViewing, inDays } from './testing/viewings';

// Dialogs full of MUI fields are slow to drive in jsdom on a busy machine.
jest.setTimeout(30_000);

const inTwi = (ui: ReactNode) => (
  <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
    {ui}
  </LanguageProvider>
);
const house = { id: 'p-1', title: 'Chamber and hall in Kasoa', ownerId: 'u-9', listerName: 'Kwame B.' };
const stay = { id: 'p-2', title: 'Ocean Breeze apartment, Labadi', stayStart: inDays(-10), stayEnd: inDays(120), stayPaymentInstructions: 'MoMo to 024 412 3456', listerName: 'Kwame B.' };
const feed = { 'GET /calendar/feed': { body: { result: { url: 'http://localhost/api/calendar/abc.def.ics' } } } };

/** The calendar opens on this month; a day in the next month is one press away. */
async function goTo(date: string, next: string) {
  if (monthOf(date) === monthOf(accraToday())) return;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: next }));
  });
}

describe('the viewing screens in Twi', () => {
  test('the Calendar tab: the month, the lister’s viewing and what the seeker waits for, the stays and the calendar link speak Twi', async () => {
    setViewportWidth(1280);
    storeSession({ token: 't-ama', user: ama });
    const when = inDays(2);
    mockFetch({
      ...feed,
      'GET /viewings': { body: { result: { viewings: [apiViewing({ date: `${when}T10:00:00.000Z` })] } } },
      'GET /stay-requests': { body: { result: { stays: [apiStay()] } } },
    });
    await act(async () => {
      renderAt(inTwi(<CalenderPanel lists="person" />), '/owner-dashboard?tab=calender');
    });
    await goTo(when, 'Bosome a ɛdi so');

    expect(screen.getByText('Kɔhwɛ 1 retwɛn wo mmuaeɛ.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Short stays' })).toBeTruthy();
    expect(englishOnScreen('tw', ['viewings'])).toEqual([]);

    fireEvent.click(screen.getByText('Kɔhwɛ ma Ama Mensah'));
    const dialog = screen.getByRole('dialog', { name: 'Kɔhwɛ ma Ama Mensah' });
    // The lister reads what the seeker waits for from him.
    expect(within(dialog).getByText('Ama retwɛn wo mmuaeɛ: si bere yi so dua, pow anaa ka foforɔ')).toBeTruthy();
    expect(englishOnScreen('tw', ['viewings'], dialog)).toEqual([]);
  });

  test('a viewing past its slot, with a no-show recorded against this side and the one it may record, speaks Twi (issue 33)', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({});
    const viewing = viewingSchema.parse(
      apiViewing({ role: 'lister', status: 'confirmed', actions: [], noShow: { canRecord: true, mine: null, aboutMe: { recordedAt: `${inDays(-1)}T11:00:00.000Z`, answer: null, answered: false } }, seekerReputation: { count: 0, average: null, completedDealings: 0, noShows: 2 } }),
    );
    await act(async () => {
      renderAt(inTwi(<ViewingDialog viewing={viewing} onClose={jest.fn()} onDone={jest.fn()} />));
    });
    expect(screen.getByRole('button', { name: 'Wɔamma' })).toBeTruthy();
    expect(englishOnScreen('tw', ['viewings'])).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Wɔamma' }));
    expect(englishOnScreen('tw', ['viewings'])).toEqual([]);
  });

  test('Arrange a viewing, from the public property page with only the site’s words, asks for its own and shows the free times in Twi, each a button to press', async () => {
    storeSession({ token: 't-ama', user: ama });
    const tomorrow = inDays(1);
    mockFetch({ 'GET /properties/p-1/viewing-slots': { body: apiSlots(tomorrow, ['08:30']) } });
    const site = (await import('@fie/domain/catalogues/tw')).default;
    await act(async () => {
      renderAt(
        <LanguageProvider language="tw" catalogue={{ ...site }}>
          <Suspense fallback={<p>the dialog's words are on their way</p>}>
            <BookViewingDialog open onClose={jest.fn()} property={house} own={false} calenderPath="/owner-dashboard?tab=calender" />
          </Suspense>
        </LanguageProvider>,
      );
    });

    const dialog = await screen.findByRole('dialog', { name: 'Hyɛ kɔhwɛ da' });
    const free = await within(dialog).findByRole('button', { name: '09:00' });
    expect(within(dialog).getByRole('button', { name: '08:30 (wɔafa)' })).toBeTruthy();
    expect(englishOnScreen('tw', ['viewings'])).toEqual([]);
    // A free half hour is a button a thumb can press: 44 px at least, outlined in the brand colour and bold.
    const look = getComputedStyle(free);
    expect(parseFloat(look.minHeight)).toBeGreaterThanOrEqual(44);
    expect(look.fontWeight).toBe('700');
  });

  test('Request to book on a short stay speaks Twi, its hints before anything is sent', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({});
    await act(async () => {
      renderAt(inTwi(<StayRequestForm property={stay} signedIn onSignIn={jest.fn()} own={false} calenderPath="/owner-dashboard?tab=calender" />));
    });
    expect(screen.getByRole('heading', { name: 'Bisa sɛ wobɛtena hɔ' })).toBeTruthy();
    expect(screen.getByText('1 kosi 30')).toBeTruthy();
    expect(englishOnScreen('tw', ['viewings'])).toEqual([]);
  });
});

describe('a stay request says what each field needs before it can be got wrong', () => {
  test('the dates, the guests and the message show their rule from the start; a refused request puts its message in the hint’s place', async () => {
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({});
    await act(async () => {
      renderAt(<StayRequestForm property={stay} signedIn onSignIn={jest.fn()} own={false} calenderPath="/owner-dashboard?tab=calender" />);
    });
    expect(screen.getByText('The first night, today or later')).toBeTruthy();
    expect(screen.getByText('The morning you leave')).toBeTruthy();
    expect(screen.getByText('1 to 30')).toBeTruthy();
    expect(screen.getByText('0/1000 characters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '40' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    });
    expect(screen.getByText('At most 30 guests')).toBeTruthy();
    expect(screen.queryByText('1 to 30')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
