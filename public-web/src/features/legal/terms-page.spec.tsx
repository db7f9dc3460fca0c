import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TermsPage } from './terms-page';
import { PrivacyPage } from './privacy-page';

function contentsEntries() {
  const tree = screen.getByTestId('contents-tree');
  return Array.from(tree.children).map((item) => item.querySelector('a')?.textContent ?? '');
}

const afterTest: (() => void)[] = [];
afterEach(() => afterTest.splice(0).forEach((undo) => undo()));

describe('the legal pages', () => {
  test('the terms contents tree has 21 entries, numbered 1 to 19 and then 20 twice', () => {
    render(
      <MemoryRouter initialEntries={['/terms-of-service']}>
        <TermsPage />
      </MemoryRouter>,
    );

    const entries = contentsEntries();
    expect(entries).toHaveLength(21);
    expect(entries.map((entry) => Number(entry.split('.')[0]))).toEqual([...Array.from({ length: 19 }, (_, i) => i + 1), 20, 20]);
    expect(entries[20]).toBe('20. Contact');
  });

  test('the terms body numbers the last section 21', () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: '21. Contact' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '20. Changes to these terms' })).toBeTruthy();
  });

  test('the terms name the laws and limits the spec asks for', () => {
    const { container } = render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    const text = container.textContent ?? '';

    for (const phrase of [
      'Data Protection Act, 2012 (Act 843)',
      'Rent Act, 1963 (Act 220)',
      'Real Estate Agency Act, 2020 (Act 1047)',
      'Alternative Dispute Resolution Act, 2010 (Act 798)',
      'laws of the Republic of Ghana',
      'within one year',
      'subscription charges you paid us in the month before',
      '18 or older',
      'never see or store your full card number',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('the privacy policy has 18 sections, names the US hosting and the contact address, and scrolls to the section in the address', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    afterTest.push(() => (Element.prototype.scrollIntoView = original));
    render(
      <MemoryRouter initialEntries={['/privacy-policy/children']}>
        <PrivacyPageAt />
      </MemoryRouter>,
    );

    expect(contentsEntries()).toHaveLength(18);
    const article = screen.getByRole('article');
    expect(within(article).getByText(/hosted with a cloud provider in the United States/)).toBeTruthy();
    expect(within(article).getByText(/privacy@fie\.com\.gh/)).toBeTruthy();
    expect(scrolled).toEqual(['children']);
  });

  test('the privacy policy says notes are their author\'s alone, how message text goes with its author, and how to stop notifications', () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy/emails']}>
        <PrivacyPageAt />
      </MemoryRouter>,
    );

    const text = screen.getByRole('article').textContent ?? '';
    for (const phrase of [
      'Your notes are private to you. Nobody else reads them: not the owner of the property, not other seekers, not Fie\'s staff.',
      'sealed with a key that belongs to you alone',
      '"This message was deleted with its author\'s account"',
      'Text messages (SMS) are off until you turn them on in your profile',
      'a link that stops that kind of email at once, without signing in',
      'never who viewed or saved it',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain('shown as from a closed account');
    expect(text).not.toContain('until both participants have deleted their accounts');
  });
});

function PrivacyPageAt() {
  return (
    <Routes>
      <Route path="/privacy-policy/:id" element={<PrivacyPage />} />
    </Routes>
  );
}
