import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from './not-found';

test('the 404 page says 404 and offers the way back "home"', () => {
  render(
    <MemoryRouter>
      <NotFound />
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
  expect(screen.getByText((_, element) => element?.textContent === 'You seem lost. Let\'s help you back "home"' && element.tagName === 'P')).toBeTruthy();
  expect(screen.getByRole('link', { name: '"home"' }).getAttribute('href')).toBe('/');
});
