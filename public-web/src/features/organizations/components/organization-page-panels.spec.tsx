import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, type Answer, type Call } from '../../../testing/fetch';
import { apiProperty } from '../../../testing/properties';
import { renderAt } from '../../../testing/render';
import { OrganizationPage } from '../pages/organization-page';
import type { OrganizationViewer } from '../viewer';

const acme = { _id: 'o-1', id: 'o-1', name: 'Acme Homes', url_name: 'acme', image: '', address: 'Osu, Accra', phone: '+233302212345' };
const house = (id: string, title: string) => apiProperty({ id, title });
const listings = (featured: string[], all: string[]) => ({
  body: { result: { featured: featured.map((t, i) => house(`f${i}`, t)), properties: all.map((t, i) => house(all.indexOf(t) >= 0 && featured.includes(t) ? `f${featured.indexOf(t)}` : `p${i}`, t)), total: all.length, page: 1, pageSize: 15 } },
});
const member = (permissions: string[]): OrganizationViewer => ({ kind: 'user', id: 'u-9', organization: { id: 'o-1', urlName: 'acme', name: 'Acme Homes', permissions } });
const itself: OrganizationViewer = { kind: 'organization', id: 'o-1', urlName: 'acme', name: 'Acme Homes' };
const documents = {
  body: {
    result: {
      documents: [
        { filename: 'd1.pdf', name: 'certificate.pdf', extension: 'pdf', size: 12000, uploadedAt: '2026-03-01T10:00:00.000Z', location: '/api/organizations/o-1/documents/d1.pdf', registration: true },
        { filename: 'd2.pdf', name: 'reac-licence.pdf', extension: 'pdf', size: 9000, uploadedAt: '2026-03-02T10:00:00.000Z', location: '/api/organizations/o-1/documents/d2.pdf', registration: false },
      ],
    },
  },
};

function show(viewer: OrganizationViewer, tab: string, routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const mocked = mockFetch({ 'GET /organizations/single/acme': { body: { result: { organization: acme } } }, ...routes });
  renderAt(
    <Routes>
      <Route path="/org/:id" element={<OrganizationPage viewer={viewer} />} />
    </Routes>,
    `/org/acme?tab=${tab}`,
  );
  return mocked;
}

describe('the Properties tab for everyone outside the organization', () => {
  test('shows its published listings, the featured ones first, each linking to its page', async () => {
    show({ kind: 'visitor' }, 'properties', { 'GET /organizations/acme/listings': listings(['Sea view flat'], ['Sea view flat', 'Shop in Osu', 'Plot at Oyibi']) });

    const featured = await screen.findByRole('list', { name: 'Featured listings' });
    expect(within(featured).getByText('Sea view flat')).toBeTruthy();
    const rest = screen.getByRole('list', { name: 'Listings' });
    expect(within(rest).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rest).getByRole('link', { name: /Shop in Osu/ }).getAttribute('href')).toBe('/property/p1');
  });

  test('when the listings cannot be loaded it says so, with Retry', async () => {
    show({ kind: 'visitor' }, 'properties', { 'GET /organizations/acme/listings': { status: 500, body: { message: 'Try again shortly', code: 'Internal' } } });
    expect(await screen.findByText('Try again shortly')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('the Documents tab', () => {
  test('outsiders have no Documents tab: ?tab=documents opens the public listings, and no document is fetched', async () => {
    const { calls } = show({ kind: 'visitor' }, 'documents', { 'GET /organizations/acme/listings': listings([], ['Shop in Osu']) });
    await screen.findByRole('list', { name: 'Listings' });
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/organizations/acme/documents');
  });

  test('a member sees them, the registration\'s marked, but cannot upload or delete without Manage Users', async () => {
    show(member(['list_properties']), 'documents', { 'GET /organizations/acme/documents': documents });
    const list = await screen.findByRole('list', { name: 'Organization documents' });
    expect(within(list).getByText('certificate.pdf')).toBeTruthy();
    expect(within(list).getByText('From registration')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload documents/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete certificate.pdf' })).toBeNull();
  });

  test('the organization deletes one after saying yes, and the list is read again', async () => {
    let deleted = false;
    const { calls } = show(itself, 'documents', {
      'GET /organizations/acme/documents': () => (deleted ? { body: { result: { documents: [documents.body.result.documents[1]] } } } : documents),
      'DELETE /organizations/documents/d1.pdf': () => {
        deleted = true;
        return { body: { message: 'File deleted' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete certificate.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete document' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('certificate.pdf')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/organizations/documents/d1.pdf')).toBe(true);
    expect(screen.getByText('reac-licence.pdf')).toBeTruthy();
  });
});

describe('the Advertisements tab', () => {
  test('a visitor has no Advertisements tab: what the organization features is first on its Properties tab, and nothing can be chosen', async () => {
    show({ kind: 'visitor' }, 'advertisements', { 'GET /organizations/acme/listings': listings(['Sea view flat'], ['Sea view flat', 'Shop in Osu']) });
    expect(within(await screen.findByRole('list', { name: 'Featured listings' })).getByText('Sea view flat')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Advertisements' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Listings to feature' })).toBeNull();
  });

  test('a member who lists ticks the listings to feature, in the order ticked, and saves them', async () => {
    const { calls } = show(member(['list_properties']), 'advertisements', {
      'GET /organizations/acme/listings': listings([], ['Sea view flat', 'Shop in Osu', 'Plot at Oyibi']),
      'PUT /organizations/featured-listings': (call) => ({ body: { message: 'Featured listings saved', result: call.body } }),
    });
    const group = await screen.findByRole('group', { name: 'Listings to feature' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Plot at Oyibi' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Sea view flat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save featured listings' }));
    expect(await screen.findByText('Featured listings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ listingIds: ['p2', 'p0'] });
  });

  test('a member who only manages users sees what is featured, without choosing', async () => {
    show(member(['manage_users']), 'advertisements', { 'GET /organizations/acme/listings': listings([], ['Sea view flat']) });
    expect(await screen.findByText('Nothing is featured at the moment.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Listings to feature' })).toBeNull();
  });
});

describe('the Profile tab', () => {
  test('a member with Manage Users edits the name, phone and address; the page then shows the saved organization', async () => {
    let saved = false;
    const { calls } = show(member(['manage_users']), 'profile', {
      'GET /organizations/single/acme': () => ({ body: { result: { organization: saved ? { ...acme, name: 'Acme & Sons Homes' } : acme } } }),
      'PUT /organizations/profile': (call) => {
        saved = true;
        return { body: { message: 'Profile updated', organization: { ...acme, ...(call.body as object) } } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Organization details' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Organization name' }), { target: { value: 'Acme & Sons Homes' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Acme & Sons Homes', phone: '+233302212345', address: 'Osu, Accra' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme & Sons Homes' })).toBeTruthy();
  });

  test('bad input is shown under its field with the server\'s words, and nothing is sent', async () => {
    const { calls } = show(itself, 'profile', {});
    const form = await screen.findByRole('form', { name: 'Organization details' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Organization name' }), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  test('a logo is uploaded as the field "logo"', async () => {
    const { calls } = show(itself, 'profile', {
      'POST /organizations/logo': { body: { message: 'Logo updated', organization: { ...acme, image: '/api/organizations/logos/l-1.webp' } } },
    });
    await screen.findByRole('form', { name: 'Organization details' });
    const input = screen.getByLabelText('Logo picture') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Logo updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.form).toEqual({ logo: ['logo.jpg'] });
  });

  test('a member who only lists sees the details without a form', async () => {
    show(member(['list_properties']), 'profile', {});
    expect(await screen.findByText('Osu, Accra')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Organization details' })).toBeNull();
    expect(screen.queryByRole('button', { name: /logo/i })).toBeNull();
  });
});
