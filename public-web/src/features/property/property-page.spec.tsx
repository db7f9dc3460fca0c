import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { mockFetch } from '../../testing/fetch';
import { apiProperty } from '../../testing/properties';
import { LocationProbe, renderAt } from '../../testing/render';
import { justListedState } from '../../lib/just-created';
import { PropertyPage, type PropertyPageProps } from './property-page';
import type { Property } from '../../lib/property';

// OpenLayers needs a real canvas; the page's small map is checked in the browser journey instead.
jest.mock('../../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));

function show(property: Record<string, unknown>, props: { signedIn?: boolean; onSignIn?: (then?: () => void) => void } & Pick<PropertyPageProps, 'onMessage' | 'renderChat' | 'renderOffer' | 'renderViewing' | 'renderStayRequest' | 'renderReport'> = {}) {
  mockFetch({ [`GET /properties/search/${property.id as string}`]: { body: property } });
  renderAt(
    <Routes>
      <Route
        path="/property/:id"
        element={<PropertyPage signedIn={props.signedIn ?? false} onSignIn={props.onSignIn ?? jest.fn()} onMessage={props.onMessage} renderChat={props.renderChat} renderOffer={props.renderOffer} renderViewing={props.renderViewing} renderStayRequest={props.renderStayRequest} renderReport={props.renderReport} />}
      />
    </Routes>,
    `/property/${property.id as string}`,
  );
}

describe('the property page', () => {
  test('shows the real price, days on market, availability, area and the listing\'s own amenities', async () => {
    show(apiProperty({ id: 'p-7', available_from: '2020-01-01', daysOnMarket: 12 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Three-bedroom house in East Legon' })).toBeTruthy();
    expect(screen.getByTestId('property-price').textContent).toBe('GH₵ 4,500per/mth');
    expect(screen.getByText('12 days on market')).toBeTruthy();
    expect(screen.getByText('Available now')).toBeTruthy();
    expect(screen.getByText('220 m²')).toBeTruthy();
    expect(screen.getByText('24-hour security')).toBeTruthy();
    expect(screen.getByText('Garden')).toBeTruthy();
    expect(screen.queryByText(/Doorman/)).toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Search Page' }).getAttribute('href')).toBe('/search-property');
    expect(within(breadcrumb).getByText('p-7')).toBeTruthy();
  });

  test('a viewing fee is shown with the facts and beside Arrange Viewing, saying it is held until after the viewing; none when the listing asks none', async () => {
    show(apiProperty({ id: 'p-30', viewing_fee: 50 }));
    expect(await screen.findByTestId('viewing-fee')).toBeTruthy();
    expect(screen.getByTestId('viewing-fee').textContent).toBe('Viewing fee GH₵ 50: paid by mobile money or card into a hold when you book, and passed to the lister only after the viewing.');
    expect(screen.getByText('Viewing fee')).toBeTruthy();
  });

  test('a listing without a viewing fee says nothing of one', async () => {
    show(apiProperty({ id: 'p-31' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('viewing-fee')).toBeNull();
  });

  test('a dollar price shows its cedi equivalent at the indicative rate', async () => {
    show(apiProperty({ id: 'p-8', price: 300, currency: 'USD', priceGhs: 4500, exchangeRate: { usdToGhs: 15, indicative: true } }));
    expect((await screen.findByTestId('property-price')).textContent).toBe('US$ 300per/mth');
    expect(screen.getByText('≈ GH₵ 4,500 at an indicative rate of GH₵ 15 to the dollar')).toBeTruthy();
  });

  test('a yearly rent says what it is a month, as search compares it', async () => {
    show(apiProperty({ id: 'p-7', price: 24000, priceGhs: 24000, payment_plan: 'YEARLY', paymentPlanLabel: 'per/yr', monthlyRentGhs: 2000 }));
    expect((await screen.findByTestId('property-price')).textContent).toBe('GH₵ 24,000per/yr');
    expect(screen.getByText('That is about GH₵ 2,000 a month.')).toBeTruthy();
  });

  test('says "Available from" a future date, and never claims "Available now" without the listing saying so', async () => {
    show(apiProperty({ id: 'p-9', available_from: '2999-03-01' }));
    expect(await screen.findByText('Available from 1 March 2999')).toBeTruthy();
    expect(screen.queryByText('Available now')).toBeNull();
  });

  test('flags an advance above the Rent Act\'s six months, and shows utilities, rules and the GhanaPostGPS address', async () => {
    show(apiProperty({ id: 'p-10', rent_advance_months: 24, rentAdvanceAboveLegal: true }));
    expect(await screen.findByText('Advance asked: 24 months (2 years) of rent in advance')).toBeTruthy();
    expect(screen.getByText(/more than the 6 months' advance the Rent Act, 1963 \(Act 220\) allows/)).toBeTruthy();
    expect(screen.getByText('Ghana Water (GWCL)')).toBeTruthy();
    expect(screen.getByText('ECG (national grid)')).toBeTruthy();
    const pets = screen.getByText('Pets');
    expect(pets.nextElementSibling?.textContent).toBe('Allowed');
    expect(screen.getByText('GA-183-8164')).toBeTruthy();
  });

  test('beside the lister: their rating from reviews of real deals, the deals completed, and the newest reviews with their reply', async () => {
    const recent = [
      { id: 'r1', author: 'Efua M.', overall: 4.5, text: 'As in the photos.', reply: 'Thank you, Efua!' },
      { id: 'r2', author: 'Kofi A.', overall: 4, text: 'Came a little late.', reply: null },
    ];
    show(apiProperty({ id: 'p-12', lister: { name: 'Kwame M.', kind: 'owner', reputation: { count: 2, average: 4.3, completedDealings: 5, recent } } }));
    expect((await screen.findByTestId('lister-reputation')).textContent).toBe('★ 4.3 from 2 reviews · 5 deals completed through Fie');
    const reviews = screen.getByRole('list', { name: 'Reviews from completed deals' });
    expect(within(reviews).getByText('★ 4.5 · Efua M.')).toBeTruthy();
    expect(within(reviews).getByText('As in the photos.')).toBeTruthy();
    expect(within(reviews).getByText('Reply: Thank you, Efua!')).toBeTruthy();
    expect(within(reviews).getByText('Came a little late.')).toBeTruthy();
  });

  test('beside the lister: the no-shows recorded against them, as facts apart from the ratings, with their answers', async () => {
    show(apiProperty({ id: 'p-14', lister: { name: 'Kwame M.', kind: 'owner', reputation: { count: 0, average: null, completedDealings: 1, recent: [], noShows: 2, noShowsRecent: [{ id: 'v1-seeker', viewingAt: '2026-11-24T10:00:00.000Z', answer: 'I waited at the gate' }, { id: 'v2-seeker', answer: null }] } } }));
    const facts = await screen.findByTestId('lister-no-shows');
    expect(within(facts).getByText('2 no-shows recorded')).toBeTruthy();
    expect(within(facts).getByText('Answer to a no-show: I waited at the gate')).toBeTruthy();
    expect(within(facts).getAllByRole('listitem')).toHaveLength(1);
  });

  test('a lister without reviews or deals shows no rating at all', async () => {
    show(apiProperty({ id: 'p-13' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('lister-reputation')).toBeNull();
  });

  test('an organization\'s listing links to its page', async () => {
    show(apiProperty({ id: 'p-11', lister: { name: 'Kente Estates', kind: 'organization', url_name: 'kente' } }));
    expect((await screen.findByRole('link', { name: 'Kente Estates' })).getAttribute('href')).toBe('/org/kente');
  });

  test('a visitor is offered to sign in to message the owner, and the chat opens once they have', async () => {
    const onSignIn = jest.fn();
    const onMessage = jest.fn();
    show(apiProperty({ id: 'p-12' }), { onSignIn, onMessage });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to message the owner' }));
    expect(onSignIn).toHaveBeenCalledWith(onMessage);
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  });

  test('signed in, Message opens the chat with the lister that the app hands in', async () => {
    const onMessage = jest.fn();
    const renderChat = jest.fn(() => <p>the chat</p>);
    show(apiProperty({ id: 'p-13', ownerId: 'u-9' }), { signedIn: true, onMessage, renderChat });
    const [message] = await screen.findAllByRole('button', { name: 'Message' });
    fireEvent.click(message!);
    expect(onMessage).toHaveBeenCalled();
    expect(screen.getByText('the chat')).toBeTruthy();
    expect(renderChat).toHaveBeenCalledWith(expect.objectContaining({ property: expect.objectContaining({ id: 'p-13', ownerId: 'u-9' }), title: 'Three-bedroom house in East Legon' }));
  });

  test('Make offer asks a visitor to sign in first, then opens the offer form the app hands in', async () => {
    let signedIn: (() => void) | undefined;
    const renderOffer = jest.fn(({ open }: { open: boolean }) => (open ? <p>the offer form</p> : null));
    show(apiProperty({ id: 'p-14' }), { onSignIn: (then) => (signedIn = then), renderOffer });
    fireEvent.click(await screen.findByRole('button', { name: 'Make offer' }));
    expect(screen.queryByText('the offer form')).toBeNull();
    act(() => signedIn!());
    expect(screen.getByText('the offer form')).toBeTruthy();
    expect(renderOffer).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, property: expect.objectContaining({ id: 'p-14' }), title: 'Three-bedroom house in East Legon' }));
    expect(screen.queryByRole('dialog', { name: 'Make an offer' })).toBeNull();
  });

  test('the public part of the price history: a reduced price says when', async () => {
    show(apiProperty({ id: 'p-17', priceChange: { from: 5000, to: 4500, at: '2026-03-03T10:00:00.000Z' } }));
    expect(await screen.findByText('Price reduced on 3 March 2026')).toBeTruthy();
  });

  test('Report this listing asks a visitor to sign in first, then opens the report form the app hands in', async () => {
    let signedIn: (() => void) | undefined;
    const renderReport = jest.fn(({ open }: { open: boolean }) => (open ? <p>the report form</p> : null));
    show(apiProperty({ id: 'p-16' }), { onSignIn: (then) => (signedIn = then), renderReport });
    fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    expect(screen.queryByText('the report form')).toBeNull();
    act(() => signedIn!());
    expect(screen.getByText('the report form')).toBeTruthy();
    expect(renderReport).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, property: expect.objectContaining({ id: 'p-16' }) }));
  });

  test('signed in, Make offer opens the form at once', async () => {
    const renderOffer = jest.fn(({ open }: { open: boolean }) => (open ? <p>the offer form</p> : null));
    show(apiProperty({ id: 'p-15' }), { signedIn: true, renderOffer });
    fireEvent.click(await screen.findByRole('button', { name: 'Make offer' }));
    expect(screen.getByText('the offer form')).toBeTruthy();
  });

  test('a short stay, or a page without the offers feature, has no Make offer', async () => {
    show(apiProperty({ id: 'p-16', acquisition: 'short_stay', payment_plan: 'DAILY' }), { signedIn: true, renderOffer: () => null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Three-bedroom house in East Legon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make offer' })).toBeNull();
  });

  test('Arrange Viewing asks a visitor to sign in first, then opens the date-time picker the app hands in', async () => {
    let signedIn: (() => void) | undefined;
    const renderViewing = jest.fn(({ open }: { open: boolean }) => (open ? <p>the viewing times</p> : null));
    show(apiProperty({ id: 'p-17' }), { onSignIn: (then) => (signedIn = then), renderViewing });
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange Viewing' }));
    expect(screen.queryByText('the viewing times')).toBeNull();
    act(() => signedIn!());
    expect(screen.getByText('the viewing times')).toBeTruthy();
    expect(renderViewing).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, property: expect.objectContaining({ id: 'p-17' }), title: 'Three-bedroom house in East Legon' }));
    expect(screen.queryByText(/arriving soon/i)).toBeNull();
  });

  test('signed in, Arrange Viewing opens the picker at once; without the viewings feature there is no button', async () => {
    const renderViewing = jest.fn(({ open }: { open: boolean }) => (open ? <p>the viewing times</p> : null));
    show(apiProperty({ id: 'p-18' }), { signedIn: true, renderViewing });
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange Viewing' }));
    expect(screen.getByText('the viewing times')).toBeTruthy();
  });

  test('a page without the viewings feature has no Arrange Viewing', async () => {
    show(apiProperty({ id: 'p-19' }), { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Three-bedroom house in East Legon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Arrange Viewing' })).toBeNull();
  });

  test('a short stay shows the Request to book form the app hands in; a rental does not', async () => {
    const renderStayRequest = jest.fn(() => <p>the booking form</p>);
    show(apiProperty({ id: 'p-20', acquisition: 'short_stay', payment_plan: 'DAILY', stay_payment_instructions: 'MoMo 024 412 3456' }), { renderStayRequest });
    expect(await screen.findByText('the booking form')).toBeTruthy();
    expect(renderStayRequest).toHaveBeenCalledWith(expect.objectContaining({ property: expect.objectContaining({ id: 'p-20', stayPaymentInstructions: 'MoMo 024 412 3456' }) }));
  });

  test('a rental has no Request to book', async () => {
    const renderStayRequest = jest.fn(() => <p>the booking form</p>);
    show(apiProperty({ id: 'p-21' }), { renderStayRequest });
    expect(await screen.findByRole('heading', { level: 1, name: 'Three-bedroom house in East Legon' })).toBeTruthy();
    expect(screen.queryByText('the booking form')).toBeNull();
  });
});

describe('when the property cannot be loaded', () => {
  function open(id: string, body: unknown) {
    mockFetch({ [`GET /properties/search/${id}`]: { status: 404, body } });
    const renderListings = (properties: Property[]) => (
      <ul aria-label="Similar properties">
        {properties.map((p) => (
          <li key={p.id}>{p.title}</li>
        ))}
      </ul>
    );
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/search-property?location=Osu', `/property/${id}`]} initialIndex={1}>
          <Routes>
            <Route path="/property/:id" element={<PropertyPage signedIn={false} onSignIn={jest.fn()} renderListings={renderListings} />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>,
    );
  }

  test('a deleted listing says "Could not get property!", that it was taken down, and offers similar ones nearby instead of leaving', async () => {
    open('gone', { message: 'Could not get property!', code: 'NotFound', state: 'deleted', nearby: { near: 'Osu', properties: [{ id: 'p-2', title: 'Two-bedroom flat in Osu', price: 3000 }] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not get property!');
    expect(alert.textContent).toContain('taken this listing down');
    expect(screen.getByRole('heading', { level: 1, name: 'Similar properties near Osu' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Similar properties' })).getByText('Two-bedroom flat in Osu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search property' }).getAttribute('href')).toBe('/search-property');
    expect(screen.getByTestId('location').textContent).toBe('/property/gone');
  });

  test('an address no listing ever had says so, and shows what was listed recently', async () => {
    open('nothing', { message: 'Could not get property!', code: 'NotFound', state: 'unknown', nearby: { near: null, properties: [{ id: 'p-3', title: 'Shop in Adum', price: 800 }] } });
    expect((await screen.findByRole('alert')).textContent).toContain('There is no listing at this address');
    expect(screen.getByRole('heading', { level: 1, name: 'Recently listed on Fie' })).toBeTruthy();
  });

  test("an older server's bare 404 still says the spec's words", async () => {
    open('old', { message: 'Could not get property!', code: 'NotFound' });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not get property!');
  });
});

describe('a lister arriving from List Property', () => {
  function arrive(property: Record<string, unknown>, status = 'published') {
    mockFetch({ [`GET /properties/search/${property.id as string}`]: { body: property } });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[{ pathname: `/property/${property.id as string}`, state: justListedState(property.id as string, status, 'Property uploaded successfully') }]}>
          <Routes>
            <Route path="/property/:id/:slug?" element={<PropertyPage signedIn onSignIn={jest.fn()} dashboardPath="/owner-dashboard?tab=properties" />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>,
    );
  }

  test('sees "Your listing is live" on its page with what to do next, kept through the move to its address with the slug', async () => {
    arrive(apiProperty({ id: 'p-40', slug: 'three-bedroom-house-east-legon' }));
    const banner = await screen.findByTestId('just-listed');
    expect(within(banner).getByText('Your listing is live')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'List another property' }).getAttribute('href')).toBe('/list-property');
    expect(within(banner).getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/owner-dashboard?tab=properties');
    expect(within(banner).getByRole('button', { name: 'Share the link' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/property/p-40/three-bedroom-house-east-legon'));
    expect(screen.getByTestId('just-listed')).toBeTruthy();

    fireEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('just-listed')).toBeNull();
  });

  test('a listing that is not shown to seekers yet says it awaits review, not that it is live', async () => {
    arrive(apiProperty({ id: 'p-41' }), 'hidden');
    const banner = await screen.findByTestId('just-listed');
    expect(within(banner).getByText('Your listing is saved, and awaits review')).toBeTruthy();
    expect(within(banner).queryByText('Your listing is live')).toBeNull();
  });

  test('anyone else opening the page sees no confirmation', async () => {
    show(apiProperty({ id: 'p-42' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('just-listed')).toBeNull();
  });
});
