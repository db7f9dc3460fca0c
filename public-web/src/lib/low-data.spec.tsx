import { act, fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from '../features/property/components/gallery';
import { Footer } from '../features/shell';
import { MapOnRequest } from '../components/map/map-on-request';
import { Providers } from '../testing/render';
import { isLowData, setLowData } from './low-data';

const images = [
  { name: 'a', location: '/api/properties/images/a/large.webp', thumbnail: '/api/properties/images/a/thumb.webp' },
  { name: 'b', location: '/api/properties/images/b/large.webp', thumbnail: '/api/properties/images/b/thumb.webp' },
];
const setSaveData = (on: boolean | undefined) => Object.defineProperty(navigator, 'connection', { value: on === undefined ? undefined : { saveData: on }, configurable: true });

beforeEach(() => {
  localStorage.clear();
  setSaveData(undefined);
});

describe('low-data mode', () => {
  test("is off by default, on when the browser asks to save data, and the person's own choice wins over both", () => {
    expect(isLowData()).toBe(false);
    setSaveData(true);
    expect(isLowData()).toBe(true);
    setLowData(false);
    expect(isLowData()).toBe(false);
    setSaveData(false);
    setLowData(true);
    expect(isLowData()).toBe(true);
  });

  test('the footer switches it, and the switch says what it does', () => {
    render(
      <Providers>
        <Footer />
      </Providers>,
    );
    const box = screen.getByRole('checkbox', { name: 'Save data' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(isLowData()).toBe(true);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  test('a photo comes as its thumbnail until the person asks for the full one; without the mode, the size that suits the screen', () => {
    act(() => setLowData(true));
    render(<Gallery images={images} title="House in Tesano" />);
    const photo = screen.getByRole('img', { name: 'Photo 1 of 2: House in Tesano' });
    expect(photo.getAttribute('src')).toBe('/api/properties/images/a/thumb.webp');
    expect(photo.getAttribute('srcset')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load the full photo' }));
    const full = screen.getByRole('img', { name: 'Photo 1 of 2: House in Tesano' });
    expect(full.getAttribute('src')).toBe('/api/properties/images/a/large.webp');
    expect(full.getAttribute('srcset')).toBe('/api/properties/images/a/thumb.webp 480w, /api/properties/images/a/large.webp 1600w');
    act(() => setLowData(false));
    expect(screen.queryByRole('button', { name: 'Load the full photo' })).toBeNull();
  });

  test('a map loads only when asked, in the space it will take', () => {
    act(() => setLowData(true));
    render(
      <MapOnRequest height={260}>
        <p>the map</p>
      </MapOnRequest>,
    );
    expect(screen.queryByText('the map')).toBeNull();
    expect(screen.getByText('The map is off to save data.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(screen.getByText('the map')).toBeTruthy();
  });
});
