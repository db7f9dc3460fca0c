import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { toProperty, type Property } from '../../lib/property';
import { englishOnScreen } from '../../testing/english-left';
import { mockFetch } from '../../testing/fetch';
import { apiProperty } from '../../testing/properties';
import { ama, renderAt, storeSession } from '../../testing/render';
import { CounterDialog } from './components/counter-dialog';
import { OfferDialog } from './components/offer-dialog';
import { OffersPanel } from './components/offers-panel';
import { offerSchema } from './api/offers';
import { apiOffer } from './testing/offers';

// Dialogs full of MUI fields are slow to drive in jsdom on a busy machine.
jest.setTimeout(30_000);

const inTwi = (ui: ReactNode) => (
  <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
    {ui}
  </LanguageProvider>
);

const chamber = toProperty(apiProperty({ id: 'p-1', title: 'Chamber and hall in Kasoa', price: 800, priceGhs: 800, paymentPlanLabel: 'a month', rent_advance_months: 6, lister: { name: 'Kwame B.', kind: 'owner' } })) as Property;
const received = apiOffer();
const mine = apiOffer({
  id: 'o-2', side: 'seeker', awaiting: 'seeker', actions: ['accept', 'decline', 'counter', 'withdraw'],
  history: [
    { id: 'o-2|0', kind: 'offer', by: 'seeker', name: 'Ama M.', amount: 4000, currency: 'GHS', amountGhs: 4000, advance_months: 3, message: null, erased: false, mine: true, at: '2026-11-24T09:00:00.000Z' },
    { id: 'o-2|1', kind: 'counter', by: 'lister', name: 'Kwame B.', amount: 4400, currency: 'GHS', amountGhs: 4400, advance_months: 6, message: 'Six months', erased: false, mine: false, at: '2026-11-24T10:00:00.000Z' },
  ],
});
const accepted = apiOffer({ id: 'o-3', side: 'seeker', status: 'accepted', statusText: 'Accepted', awaiting: null, actions: [] });

describe('the offer screens in Twi', () => {
  test('on the public property page, which has only the site’s words, the dialog asks for the signed-in words itself and shows once they are in, in Twi', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /offers': { body: { result: { offers: [] } } }, 'GET /settings/exchange-rate': { body: { usdToGhs: 16, indicative: true } } });
    const site = (await import('@fie/domain/catalogues/tw')).default;
    expect(site['offers.make.title']).toBeUndefined();
    await act(async () => {
      renderAt(
        <LanguageProvider language="tw" catalogue={{ ...site }}>
          <Suspense fallback={<p>the dialog's words are on their way</p>}>
            <OfferDialog open onClose={jest.fn()} property={chamber} title="Chamber and hall in Kasoa" own={false} offersPath="/owner-dashboard?tab=offers" />
          </Suspense>
        </LanguageProvider>,
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Ka wo boɔ' })).toBeTruthy();
    expect(englishOnScreen('tw', ['offers'])).toEqual([]);
  });

  test('the make-offer dialog, opened from the property page, asks for the words it needs and speaks Twi: the asking rent a month, the fields and their hints', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /offers': { body: { result: { offers: [] } } }, 'GET /settings/exchange-rate': { body: { usdToGhs: 16, indicative: true } } });
    await act(async () => {
      renderAt(inTwi(<OfferDialog open onClose={jest.fn()} property={chamber} title="Chamber and hall in Kasoa" own={false} offersPath="/owner-dashboard?tab=offers" />));
    });

    const dialog = await screen.findByRole('dialog', { name: 'Ka wo boɔ' });
    expect(within(dialog).getByText('Boɔ a wɔhwehwɛ: GH₵ 800 bosome biara')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Bosome hayɛ ka a woka/)).toBeTruthy();
    expect(englishOnScreen('tw', ['offers'])).toEqual([]);
  });

  test('the Offers tab: each offer, where it stands from the reader’s side, its history and its buttons speak Twi', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /offers': { body: { result: { offers: [received, mine, accepted] } } } });
    await act(async () => {
      renderAt(inTwi(<OffersPanel />), '/owner-dashboard?tab=offers');
    });

    const fromEfua = (await screen.findAllByRole('article')).find((a) => within(a).queryByText('Boɔ a efi Efua M. nkyɛn'))!;
    expect(within(fromEfua).getByText('Ɛretwɛn wo mmuaeɛ')).toBeTruthy();
    expect(within(fromEfua).getByText('GH₵ 4,000 bosome biara, abosome 3 advance')).toBeTruthy();
    expect(within(fromEfua).getByRole('button', { name: 'Ka boɔ foforɔ' })).toBeTruthy();
    expect(englishOnScreen('tw', ['offers'])).toEqual([]);

    // The owner counters: the dialog asks the rent he wants, in Twi.
    fireEvent.click(within(fromEfua).getByRole('button', { name: 'Ka boɔ foforɔ' }));
    const counter = await screen.findByRole('dialog', { name: 'Boɔ foforɔ' });
    expect(within(counter).getByLabelText(/Bosome hayɛ ka a wopɛ/)).toBeTruthy();
    expect(englishOnScreen('tw', ['offers'], counter)).toEqual([]);
  });
});

describe('the counter-offer speaks to whoever makes it', () => {
  const show = (offer: Record<string, unknown>) => {
    mockFetch({ 'GET /settings/exchange-rate': { body: { usdToGhs: 16, indicative: true } } });
    renderAt(<CounterDialog offer={offerSchema.parse(offer)} onSend={jest.fn()} onClose={jest.fn()} />);
    return screen.getByRole('dialog', { name: 'Counter-offer' });
  };

  test('the owner answering an offer on a rental names the monthly rent he wants and the advance he asks, not what he "offers"', () => {
    const dialog = show(received);
    expect(within(dialog).getByLabelText(/Monthly rent you want/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/you offer/)).toBeNull();
    expect(within(dialog).getByText('How many months of rent you ask before the tenant moves in (0 for none)')).toBeTruthy();
  });

  test('the owner answering an offer to buy names the price he wants', () => {
    const dialog = show(apiOffer({ acquisition: 'buy', terms: { amount: 250000, currency: 'GHS', amountGhs: 250000, advance_months: null, advanceAboveLegal: false } }));
    expect(within(dialog).getByLabelText(/Price you want/)).toBeTruthy();
    expect(within(dialog).getByText('The price you will sell for')).toBeTruthy();
  });

  test('the seeker answering the owner’s counter-offer names what she offers', () => {
    const dialog = show(mine);
    expect(within(dialog).getByLabelText(/Monthly rent you offer/)).toBeTruthy();
    expect(within(dialog).getByText('How many months of rent you can pay before moving in (0 for none)')).toBeTruthy();
  });
});
