import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppHome } from './app-home';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('the app landing', () => {
  test('states the mission and searches by location', () => {
    render(
      <MemoryRouter>
        <AppHome />
        <Where />
      </MemoryRouter>,
    );

    expect(screen.getByText('Making acquiring, renting, leasing and selling property quick, easy and secure.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: ' East Legon ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByTestId('location').textContent).toBe('/search-property?location=East+Legon');
  });

  test('offers seekers, owners and organizations their real routes', () => {
    render(
      <MemoryRouter>
        <AppHome />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Post a request' }).getAttribute('href')).toBe('/add_request');
    expect(screen.getByRole('link', { name: 'List Property' }).getAttribute('href')).toBe('/info-list-property');
    expect(screen.getByRole('link', { name: 'Register as an Organization' }).getAttribute('href')).toBe('/organization-registration');
  });
});
