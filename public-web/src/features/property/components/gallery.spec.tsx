import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { Gallery } from './gallery';

// jsdom has no PointerEvent: without one a pointer event carries no clientX, and a swipe could not be told.
if (typeof window.PointerEvent === 'undefined') {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class PointerEvent extends MouseEvent {};
}

const images = Array.from({ length: 8 }, (_, i) => ({ name: `img-${i}`, location: `/api/properties/images/img-${i}/large.webp`, thumbnail: `/api/properties/images/img-${i}/thumb.webp` }));

async function openViewer() {
  renderAt(<Gallery images={images} title="House in Osu" />);
  fireEvent.click(screen.getByRole('button', { name: 'See the photos full-screen' }));
  // Its own chunk, loaded on the first tap.
  return screen.findByRole('dialog', { name: 'Photos of House in Osu' });
}
const counter = (viewer: HTMLElement) => within(viewer).getByTestId('photo-viewer-counter').textContent;
const swipe = (element: Element, dx: number) => {
  fireEvent.pointerDown(element, { clientX: 200, clientY: 300 });
  fireEvent.pointerUp(element, { clientX: 200 + dx, clientY: 310 });
};

describe('the full-screen photo viewer', () => {
  test('a tap on the photo opens it at that photo, "1 of 8", as a named dialog', async () => {
    renderAt(<Gallery images={images} title="House in Osu" />);
    fireEvent.click(screen.getByRole('img', { name: 'Photo 1 of 8: House in Osu' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of House in Osu' });
    expect(counter(viewer)).toBe('1 of 8');
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 8: House in Osu' }).getAttribute('src')).toBe('/api/properties/images/img-0/large.webp');
  });

  test('a swipe left or right moves through the photos, and so do the arrow keys', async () => {
    const viewer = await openViewer();
    const stage = within(viewer).getByTestId('photo-viewer-stage');
    swipe(stage, -120);
    expect(counter(viewer)).toBe('2 of 8');
    swipe(stage, -120);
    expect(counter(viewer)).toBe('3 of 8');
    swipe(stage, 120);
    expect(counter(viewer)).toBe('2 of 8');
    // A small move is a tap, not a swipe.
    swipe(stage, 10);
    expect(counter(viewer)).toBe('2 of 8');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(counter(viewer)).toBe('4 of 8');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(counter(viewer)).toBe('3 of 8');
    expect(within(viewer).getByRole('img', { name: 'Photo 3 of 8: House in Osu' })).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(counter(viewer)).toBe('8 of 8');
  });

  test('Escape closes it, leaving the gallery at the photo last seen; it opens again at once', async () => {
    const viewer = await openViewer();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Photo 2 of 8: House in Osu' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'See the photos full-screen' }));
    const again = screen.getByRole('dialog', { name: 'Photos of House in Osu' });
    expect(counter(again)).toBe('2 of 8');
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => undefined);
  });

  test('a swipe on the page’s photo moves it without opening the viewer', () => {
    renderAt(<Gallery images={images} title="House in Osu" />);
    const photo = screen.getByRole('img', { name: 'Photo 1 of 8: House in Osu' });
    swipe(photo, -120);
    fireEvent.click(screen.getByRole('img', { name: 'Photo 2 of 8: House in Osu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
