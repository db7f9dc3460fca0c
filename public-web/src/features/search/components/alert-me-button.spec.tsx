import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { defaultFilters } from '../model/filters';
import { AlertMeButton } from './alert-me-button';

const area = { north: 5.7, south: 5.6, east: -0.1, west: -0.2 };

describe('Alert me on the search page', () => {
  test('hands the app this search, its filters and map area, as the search sends them, and says what the app answered', async () => {
    const onAlertMe = jest.fn(async () => 'Search saved: we will tell you when a new property matches it');
    renderAt(<AlertMeButton filters={{ ...defaultFilters, acquisition: 'rent', maxPrice: 5000, bedrooms: 2, bounds: area }} onAlertMe={onAlertMe} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alert me' })));
    expect(onAlertMe).toHaveBeenCalledWith(expect.objectContaining({ category: 'residential', acquisition: 'rent', max_price: 5000, bedrooms: 2, bounds: area }));
    expect(await screen.findByText('Search saved: we will tell you when a new property matches it')).toBeTruthy();
  });

  test('a refusal is said, and a visitor’s deferred save says nothing yet', async () => {
    const refused = jest.fn(async () => {
      throw new Error('Search a place or move the map first, so we know where to look');
    });
    const { unmount } = renderAt(<AlertMeButton filters={defaultFilters} onAlertMe={refused} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alert me' })));
    expect(await screen.findByText('Search a place or move the map first, so we know where to look')).toBeTruthy();
    unmount();
    const later = jest.fn(async () => null);
    renderAt(<AlertMeButton filters={defaultFilters} onAlertMe={later} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alert me' })));
    expect(later).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
