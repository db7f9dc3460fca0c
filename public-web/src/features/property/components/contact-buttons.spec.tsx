import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../../testing/fetch';
import { apiProperty } from '../../../testing/properties';
import { renderAt } from '../../../testing/render';
import { PropertyPage } from '../property-page';
import { whatsAppLink } from './contact-buttons';

jest.mock('../../../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));

function show(property: Record<string, unknown>) {
  mockFetch({ [`GET /properties/search/${property.id as string}`]: { body: property } });
  renderAt(
    <Routes>
      <Route path="/property/:id" element={<PropertyPage signedIn={false} onSignIn={jest.fn()} />} />
    </Routes>,
    `/property/${property.id as string}`,
  );
}

describe('contact outside the site', () => {
  test('a lister who shows their phone gets Call and WhatsApp, the chat filled with the title and the page\'s address', async () => {
    show(apiProperty({ id: 'p-1', title: 'Family house near the A&C Mall', lister: { name: 'Kwame M.', kind: 'owner', phone: '+233244123456' } }));

    const call = await screen.findByRole('link', { name: 'Call' });
    expect(call.getAttribute('href')).toBe('tel:+233244123456');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' });
    const url = new URL(whatsApp.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/233244123456');
    expect(url.searchParams.get('text')).toBe(`Family house near the A&C Mall\n${window.location.origin}/property/p-1`);
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
    // The number is written out too, for a laptop that cannot dial.
    expect(screen.getByRole('region', { name: 'Listed by' }).textContent).toContain('024 412 3456');
  });

  test('an organization\'s listing always carries its number; a landline (030…) gets Call but no WhatsApp, which it cannot have', async () => {
    show(apiProperty({ id: 'p-2', lister: { name: 'Kente Estates', kind: 'organization', url_name: 'kente', phone: '+233302123456' } }));

    expect((await screen.findByRole('link', { name: 'Call' })).getAttribute('href')).toBe('tel:+233302123456');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });

  test('an organization\'s mobile number (059…) gets WhatsApp too', async () => {
    show(apiProperty({ id: 'p-5', lister: { name: 'Kente Estates', kind: 'organization', url_name: 'kente', phone: '+233591234567' } }));

    expect((await screen.findByRole('link', { name: 'WhatsApp' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233591234567\?text=/);
  });

  test('a lister who keeps their number private gets neither button', async () => {
    show(apiProperty({ id: 'p-3', lister: { name: 'Kwame M.', kind: 'owner' } }));

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
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
