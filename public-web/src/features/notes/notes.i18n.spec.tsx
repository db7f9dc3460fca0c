import { Suspense } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LanguageProvider } from '../../lib/i18n/language';
import { loadCatalogue } from '../../lib/i18n/load';
import { renderAt } from '../../testing/render';
import { mockFetch } from '../../testing/fetch';
import { englishOnScreen } from '../../testing/english-left';
import { renderIn } from '../../testing/in-language';
import { ReportListingDialog } from '../moderation/components/report-listing-dialog';
import { NotesDrawer } from './components/notes-drawer';

const note = (id: string, text: string, at: string, over: Record<string, unknown> = {}) => ({ _id: id, id, note: text, property_id: 'p-1', created_at: at, updated_at: at, ...over });

describe('the property page\'s dialogs in Twi', () => {
  test('the Notes drawer: its notes with their dates, the box, editing and the question before deleting speak Twi', async () => {
    mockFetch({
      'GET /notes/fetch-property-notes/p-1': {
        body: { result: { notes: [note('n-2', 'Fiewura pɛ afe mmienu advance', '2026-11-21T16:40:00.000Z', { updated_at: '2026-11-22T08:05:00.000Z' }), note('n-1', 'Bisa borehole no ho', '2026-11-20T09:15:00.000Z')] } },
      },
    });
    await act(async () => {
      renderIn('tw', <NotesDrawer open onClose={jest.fn()} propertyId="p-1" propertyTitle="Dan wɔ East Legon" />);
    });

    const drawer = await screen.findByRole('dialog', { name: 'Wo nsɛm' });
    const list = await within(drawer).findByRole('list', { name: 'Wo nsɛm a ɛfa agyapadeɛ yi ho' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(/ · wɔsesaa no /);
    expect(englishOnScreen('tw', ['notes', 'ui'], [drawer])).toEqual([]);

    fireEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Sesa nsɛm no' }));
    expect(within(drawer).getByRole('button', { name: 'Kora' })).toBeTruthy();
    expect(englishOnScreen('tw', ['notes', 'ui'], [drawer])).toEqual([]);

    fireEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Pepa nsɛm no' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pepa saa nsɛm yi?' });
    expect(englishOnScreen('tw', ['notes', 'ui'], [confirm])).toEqual([]);
  });

  test('Report this listing: the question, the reasons and the hint speak Twi', async () => {
    mockFetch({});
    await act(async () => {
      renderIn('tw', <ReportListingDialog open onClose={jest.fn()} propertyId="p-1" title="Dan wɔ East Legon" />);
    });

    const dialog = await screen.findByRole('dialog', { name: 'Bɔ amanneɛ fa dawurubɔ yi ho' });
    expect(within(dialog).getByText('Dɛn na ɛnyɛ yie wɔ “Dan wɔ East Legon” ho?')).toBeTruthy();
    expect(within(dialog).getByLabelText('Wɔde ahayɛ anaa wɔatɔn dedaw')).toBeTruthy();
    expect(englishOnScreen('tw', ['moderation', 'ui'], [dialog])).toEqual([]);
  });

  test('opened on a public page, whose words are only the site\'s, the dialog waits for the signed-in pages\' words and shows in Twi at once', async () => {
    mockFetch({});
    const site = await loadCatalogue('tw');
    expect(site['moderation.title']).toBeUndefined();
    renderAt(
      <LanguageProvider language="tw" catalogue={site}>
        <Suspense fallback={<p>…</p>}>
          <ReportListingDialog open onClose={jest.fn()} propertyId="p-1" title="Dan wɔ East Legon" />
        </Suspense>
      </LanguageProvider>,
    );

    expect(await screen.findByRole('dialog', { name: 'Bɔ amanneɛ fa dawurubɔ yi ho' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Report this listing' })).toBeNull();
  });
});
