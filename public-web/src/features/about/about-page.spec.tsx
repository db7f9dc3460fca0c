import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetch';
import { AboutPage } from './about-page';

function renderAbout(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/about" element={<AboutPage />} />
        <Route path="/about/:id" element={<AboutPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the about page', () => {
  test('is titled with the product name and the capitalised section id', () => {
    renderAbout('/about/contact');

    expect(document.title).toBe('Fie Contact');
  });

  test('has the spec\'s sections', () => {
    renderAbout('/about');

    for (const id of ['about-us', 'advertise', 'acquire', 'connect', 'insight', 'legal', 'contact', 'careers']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  test('checks the contact form with the shared schema before sending', async () => {
    const { fetchMock } = mockFetch({});
    renderAbout('/about/contact');

    type('Email', 'not-an-email');
    type('Message', 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the contact form to POST /api/contact and shows the answer', async () => {
    const { calls } = mockFetch({ 'POST /contact': { status: 201, body: { message: 'Thank you. Your message has reached our team.' } } });
    renderAbout('/about/contact');

    type('Your name', 'Kofi Boateng');
    type('Email', 'Kofi@Example.com');
    type('Subject (optional)', 'Fake listing');
    type('Message', 'A listing in Spintex asks for a viewing fee before inspection.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you. Your message has reached our team.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      name: 'Kofi Boateng',
      email: 'kofi@example.com',
      subject: 'Fake listing',
      message: 'A listing in Spintex asks for a viewing fee before inspection.',
    });
  });
});
