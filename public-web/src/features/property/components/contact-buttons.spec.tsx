import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { apiProperty } from '../../../testing/properties';
import { renderAt } from '../../../testing/render';
import { PropertyPage } from '../property-page';
import { whatsAppLink } from './contact-buttons';

jest.mock('../../../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));

const revealed = (phone: string, display: string, whatsapp: boolean) => ({ body: { phone, display, whatsapp } });

function show(property: Record<string, unknown>, more: Parameters<typeof mockFetch>[0] = {}) {
  const fetched = mockFetch({ [`GET /properties/search/${property.id as string}`]: { body: property }, ...more });
  renderAt(
    <Routes>
      <Route path="/property/:id" element={<PropertyPage signedIn={false} onSignIn={jest.fn()} />} />
    </Routes>,
    `/property/${property.id as string}`,
  );
  return fetched;
}

describe('contact outside the site', () => {
  test('a lister who shows their phone: Show number asks for it once, then Call and WhatsApp, the chat filled with the title and the page\'s address', async () => {
    const { calls } = show(apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall', lister: { name: 'Kwame M.', kind: 'owner', showsPhone: true } }), {
      'POST /properties/p-1/phone-reveals': revealed('+233244123456', '024 412 3456', true),
    });

    // Not in the page until asked for: the first Show number is beside the price, the phone's bar repeats it.
    const [tap] = await screen.findAllByRole('button', { name: 'Show number' });
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
    expect(document.body.textContent).not.toContain('412 3456');
    fireEvent.click(tap!);

    const [call] = await screen.findAllByRole('link', { name: 'Call' });
    expect(call!.getAttribute('href')).toBe('tel:+233244123456');
    expect(calls.filter((c) => c.path === '/properties/p-1/phone-reveals').map((c) => c.method)).toEqual(['POST']);
    const [whatsApp] = screen.getAllByRole('link', { name: 'WhatsApp' }) as [HTMLElement];
    const url = new URL(whatsApp.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/233244123456');
    expect(url.searchParams.get('text')).toBe(`Family house near the A&C Mall\n${window.location.origin}/property/p-1`);
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
    // The number is written out too, for a laptop that cannot dial; the bar's Show number went with it.
    expect(screen.getByRole('region', { name: 'Listed by' }).textContent).toContain('024 412 3456');
    expect(screen.queryByRole('button', { name: 'Show number' })).toBeNull();
  });

  test('an organization\'s landline (030…) gets Call but no WhatsApp, which it cannot have', async () => {
    show(apiProperty({ id: 'p-2', lister: { name: 'Kente Estates', kind: 'organization', url_name: 'kente', showsPhone: true } }), {
      'POST /properties/p-2/phone-reveals': revealed('+233302123456', '030 212 3456', false),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Show number' }))[0]!);

    expect((await screen.findAllByRole('link', { name: 'Call' }))[0]!.getAttribute('href')).toBe('tel:+233302123456');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });

  test('when too many numbers were asked for, the server\'s words show and nothing is dialled', async () => {
    const message = 'You have asked for many phone numbers in the last hour. Please wait 12 minutes and try again, or send the lister a message.';
    show(apiProperty({ id: 'p-5', lister: { name: 'Kente Estates', kind: 'organization', url_name: 'kente', showsPhone: true } }), {
      'POST /properties/p-5/phone-reveals': { status: 429, body: { message, code: 'TooManyRequestsException' } },
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Show number' }))[0]!);

    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });

  test('a lister who keeps their number private gets no Show number, Call or WhatsApp', async () => {
    show(apiProperty({ id: 'p-3', lister: { name: 'Kwame M.', kind: 'owner', showsPhone: false } }));

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Show number' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });

  test('the WhatsApp link takes the number\'s digits without the plus, and escapes the text', () => {
    expect(whatsAppLink('+233 24 412 3456', 'Shop & store', 'https://fie.com.gh/property/p-9')).toBe(
      'https://wa.me/233244123456?text=Shop%20%26%20store%0Ahttps%3A%2F%2Ffie.com.gh%2Fproperty%2Fp-9',
    );
  });
});

describe('the property page\'s notes and heart', () => {
  test('the heart sits beside the title, named for the property; Notes shows only when the app hands in the drawer', async () => {
    const renderSave = jest.fn(({ name }: { id: string; name: string }) => <button type="button">{`Save ${name}`}</button>);
    mockFetch({ 'GET /properties/search/p-4': { body: apiProperty({ id: 'p-4', title: 'Bungalow off the Lake Road' }) } });
    renderAt(
      <Routes>
        <Route path="/property/:id" element={<PropertyPage signedIn onSignIn={jest.fn()} renderSave={renderSave} />} />
      </Routes>,
      '/property/p-4',
    );

    const heading = await screen.findByRole('heading', { level: 1, name: 'Bungalow off the Lake Road' });
    expect(renderSave).toHaveBeenCalledWith({ id: 'p-4', name: 'Bungalow off the Lake Road' });
    expect(heading.parentElement?.querySelector('button')?.textContent).toBe('Save Bungalow off the Lake Road');
    expect(screen.queryByRole('button', { name: 'Notes' })).toBeNull();
  });
});

describe('the contact bar at the foot of a phone’s screen', () => {
  const bar = () => screen.queryByRole('complementary', { name: 'Contact the lister' });

  test('a lister with a mobile number: Show number and Message; after the tap Call and WhatsApp; for a visitor Message signs in first', async () => {
    const onSignIn = jest.fn();
    const onMessage = jest.fn();
    mockFetch({
      'GET /properties/search/p-20': { body: apiProperty({ id: 'p-20', lister: { name: 'Kwame M.', kind: 'owner', showsPhone: true } }) },
      'POST /properties/p-20/phone-reveals': revealed('+233244123456', '024 412 3456', true),
    });
    renderAt(
      <Routes>
        <Route path="/property/:id" element={<PropertyPage signedIn={false} onSignIn={onSignIn} onMessage={onMessage} />} />
      </Routes>,
      '/property/p-20',
    );
    await screen.findByRole('heading', { level: 1 });
    const contact = bar()!;
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    fireEvent.click(within(contact).getByRole('button', { name: 'Show number' }));
    await within(contact).findByRole('link', { name: 'Call' });
    expect(within(contact).getAllByRole('link').map((l) => l.textContent)).toEqual(['Call', 'WhatsApp']);
    expect(within(contact).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+233244123456');
    expect(within(contact).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233244123456\?text=/);
    fireEvent.click(within(contact).getByRole('button', { name: 'Sign in to Message the owner' }));
    expect(onSignIn).toHaveBeenCalledWith(onMessage);
    // Shown by CSS below the sm breakpoint only, so the server and the browser draw the same page.
    expect(contact.className).not.toBe('');
  });

  test('no number offered: Message alone; signed in, it opens the chat', async () => {
    const onMessage = jest.fn();
    mockFetch({ 'GET /properties/search/p-21': { body: apiProperty({ id: 'p-21', lister: { name: 'Kwame M.', kind: 'owner', showsPhone: false } }) } });
    renderAt(
      <Routes>
        <Route path="/property/:id" element={<PropertyPage signedIn onSignIn={jest.fn()} onMessage={onMessage} />} />
      </Routes>,
      '/property/p-21',
    );
    await screen.findByRole('heading', { level: 1 });
    const contact = bar()!;
    expect(within(contact).queryByRole('button', { name: 'Show number' })).toBeNull();
    fireEvent.click(within(contact).getByRole('button', { name: 'Message' }));
    expect(onMessage).toHaveBeenCalled();
  });

  test('no phone shown and no messaging: no bar at all', async () => {
    show(apiProperty({ id: 'p-22', lister: { name: 'Kwame M.', kind: 'owner' } }));
    await screen.findByRole('heading', { level: 1 });
    expect(bar()).toBeNull();
  });
});
