import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetch';
import { apiProperty } from '../../testing/properties';
import { renderAt } from '../../testing/render';
import { PropertyPage } from './property-page';

jest.mock('../../components/map/ol-map', () => ({
  createMapEngine: () => ({ setMarkers: jest.fn(), setHighlighted: jest.fn(), focus: jest.fn(), showPopup: jest.fn(), updateSize: jest.fn(), destroy: jest.fn(), map: {} }),
}));

function show(id: string, answer: { status?: number; body?: unknown }) {
  const mocked = mockFetch({ [`GET /properties/search/${id}`]: answer, [`POST /properties/${id}/view`]: { status: 204 } });
  renderAt(
    <Routes>
      <Route path="/property/:id" element={<PropertyPage signedIn={false} onSignIn={jest.fn()} />} />
    </Routes>,
    `/property/${id}`,
  );
  return mocked;
}

describe('the property page counts a view', () => {
  test('once the property is shown, it tells the server once, with no body and without waiting for it', async () => {
    const { calls } = show('p-1', { body: apiProperty({ id: 'p-1' }) });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/properties/p-1/view', body: undefined })]));
  });

  test('a property that could not be loaded is not counted', async () => {
    const { calls } = show('gone', { status: 404, body: { message: 'Could not get property!', code: 'NotFound' } });
    expect(await screen.findByText('Could not get property!')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
