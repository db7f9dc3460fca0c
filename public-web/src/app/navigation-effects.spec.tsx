import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NavigationEffects } from './navigation-effects';

/** NavigationEffects alone on a router opened at `/property/p-1`, the browser's window.scrollTo watched. */
function openAt(path: string) {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const router = createMemoryRouter([{ path: '*', element: <NavigationEffects /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { scrollTo, go: (to: string) => act(() => router.navigate(to)) };
}

describe('moving between pages', () => {
  test('The page the browser opened stays where it is as its code comes alive (a slow phone’s reader may have scrolled it)', () => {
    const { scrollTo } = openAt('/property/p-1');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('A move to another page starts it at the top, and a move back to the first page too', async () => {
    const { scrollTo, go } = openAt('/property/p-1');
    await go('/search-property');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await go('/property/p-1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('A link to a section of the page is left to scroll itself', async () => {
    const { scrollTo, go } = openAt('/property/p-1');
    scrollTo.mockClear();
    await go('/about#contact');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
