import { screen } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { mockFetch } from '../../testing/fetch';
import { apiProperty, searchAnswer } from '../../testing/properties';
import { renderAt } from '../../testing/render';
import { SearchPage } from './search-page';

describe('the search page in another language', () => {
  test('in Twi, the heading, the count, the buttons and the pager speak Twi; the listing keeps its own words', async () => {
    const properties = Array.from({ length: 15 }, (_, i) => apiProperty({ id: `p-${i}` }));
    mockFetch({ 'POST /properties/search': { body: searchAnswer(properties, { total: 40 }) } });
    renderAt(
      <LanguageProvider language="tw" catalogue={CATALOGUES.tw}>
        <SearchPage />
      </LanguageProvider>,
      '/search-property?acquisition=rent&location=Osu',
    );
    expect(await screen.findByText('agyapadeɛ 40')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/ a wɔde hayɛ wɔ Osu$/);
    expect(screen.getByRole('button', { name: 'Hwehwɛ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nea ɛdi so' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Nea wɔhunuu wɔ hwehwɛ no mu' })).toBeTruthy();
  });
});
