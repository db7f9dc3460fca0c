import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const feed = { id: 'meqasa-partners', source: 'Meqasa Partners', count: 12, importedAt: '2025-05-03T10:00:00.000Z', importedBy: 's1' };
const listing = {
  id: 'meqasa-partners:a1', source: 'Meqasa Partners', sourceSlug: 'meqasa-partners', externalId: 'a1',
  title: '3-bedroom house, Spintex', price: 3500, currency: 'GHS', bedrooms: 3, category: 'residential', town: 'Spintex',
  url: 'https://partner.example/a1', images: [], importedAt: feed.importedAt,
};

// The admin API as far as these screens need it; `onImport` answers the POST of an import.
const partnerApi = (onImport: (request: ApiRequest) => Response = () => jsonAnswer(500, { message: 'unexpected' })) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST' && url.pathname === '/api/admin/partner-feeds') return onImport(request);
    if (url.pathname === '/api/admin/partner-feeds') return listAnswer('partner-feeds', [feed]);
    if (url.pathname === '/api/admin/partner-feeds/meqasa-partners') return jsonAnswer(200, feed);
    if (url.pathname === '/api/admin/partner-listings') return listAnswer('partner-listings', [listing]);
    return undefined;
  });

const openImportPage = async () => {
  window.location.hash = '#/partner-feeds/create';
  render(<App />);
  fireEvent.change(await screen.findByLabelText('Partner company'), { target: { value: 'Meqasa Partners' } });
};

// The Import button is disabled while the form re-validates a change.
const clickImport = async () => {
  const button = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

const importFromAddress = async (address: string) => {
  await openImportPage();
  fireEvent.click(screen.getByLabelText('From an address'));
  fireEvent.change(await screen.findByLabelText('Feed address'), { target: { value: address } });
  await clickImport();
};

const underField = (label: string) => screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  signIn();
  // FileInput previews the chosen file through a blob URL, which jsdom does not make.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

test('When the feeds are listed, then the newest import comes first with its listings count', async () => {
  window.location.hash = '#/partner-feeds';
  const api = partnerApi();
  render(<App />);

  const row = (await screen.findByText('Meqasa Partners')).closest('tr')!;
  expect(within(row).getByText('12')).toBeTruthy();
  expect(api.listed('/api/admin/partner-feeds').at(-1)).toEqual({ sort: ['importedAt', 'DESC'], range: [0, 24], filter: {} });
});

test("When a feed's Listings button is clicked, then the partner listings are asked for that source only", async () => {
  window.location.hash = '#/partner-feeds';
  const api = partnerApi();
  render(<App />);

  fireEvent.click(await screen.findByRole('link', { name: 'Listings' }));

  expect(await screen.findByText('3-bedroom house, Spintex')).toBeTruthy();
  expect(decodeURIComponent(window.location.hash)).toMatch(/^#\/partner-listings\?filter={"sourceSlug":"meqasa-partners"}/);
  expect(api.listed('/api/admin/partner-listings').at(-1)).toMatchObject({ filter: { sourceSlug: 'meqasa-partners' } });
});

test('When a feed is opened, then its page lists its listings by their sourceSlug', async () => {
  window.location.hash = '#/partner-feeds/meqasa-partners/show';
  const api = partnerApi();
  render(<App />);

  expect(await screen.findByText('3-bedroom house, Spintex')).toBeTruthy();
  expect(screen.getByText('GHS 3,500')).toBeTruthy();
  expect(api.listed('/api/admin/partner-listings').at(-1)).toEqual({
    filter: { sourceSlug: 'meqasa-partners' }, sort: ['price', 'ASC'], range: [0, 9],
  });
});

test("When a CSV file is imported, then it is uploaded with the source, the server's message is shown and the feeds list opens", async () => {
  let upload: FormData | undefined;
  partnerApi(({ init }) => {
    upload = init.body as FormData;
    return jsonAnswer(201, { id: 'meqasa-partners', message: 'Imported 12 partner listings, skipped 1 that could not be read', count: 12, skipped: 1 });
  });
  await openImportPage();

  const file = new File(['id,title\na1,Plot at Oyibi\n'], 'homes.csv', { type: 'text/csv' });
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
  await screen.findByText('homes.csv');
  await clickImport();

  expect(await screen.findByText('Imported 12 partner listings, skipped 1 that could not be read')).toBeTruthy();
  await waitFor(() => expect(window.location.hash).toMatch(/^#\/partner-feeds(\?|$)/));
  expect(upload).toBeInstanceOf(FormData);
  expect(upload!.get('source')).toBe('Meqasa Partners');
  expect((upload!.get('file') as File).name).toBe('homes.csv');
  expect(upload!.has('mode')).toBe(false);
});

test('When the server cannot download the address, then its message is shown under the address and as a notification', async () => {
  const message = 'Could not download the feed from that address';
  let sent: unknown;
  partnerApi(({ init }) => {
    sent = JSON.parse(init.body as string);
    return jsonAnswer(400, { message, code: 'ValidationError', errors: { url: message } });
  });
  await importFromAddress('https://partner.example/gone.json');

  await waitFor(() => expect(within(underField('Feed address')).getByText(message)).toBeTruthy());
  expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
  expect(sent).toEqual({ source: 'Meqasa Partners', url: 'https://partner.example/gone.json' });
  expect(window.location.hash).toBe('#/partner-feeds/create');
});

test('When the feed at the address cannot be read, then the message about the feed is shown under the address too', async () => {
  const message = 'The feed is not JSON (an array of listings) or CSV with a header row';
  partnerApi(() => jsonAnswer(400, { message, code: 'ValidationError', errors: { file: message } }));
  await importFromAddress('https://partner.example/page.html');

  expect(await screen.findAllByText(message)).not.toHaveLength(0);
  expect(within(screen.getByLabelText('Feed address').closest('form')!).getByText(message)).toBeTruthy();
});

test('When the feed at the address could not be read and the address is corrected, then the import goes through', async () => {
  const message = 'The feed is not JSON (an array of listings) or CSV with a header row';
  const answers = [
    jsonAnswer(400, { message, code: 'ValidationError', errors: { file: message } }),
    jsonAnswer(201, { id: 'meqasa-partners', message: 'Imported 1 partner listing', count: 1, skipped: 0 }),
  ];
  partnerApi(() => answers.shift()!);
  await importFromAddress('https://partner.example/page.html');
  await screen.findAllByText(message);

  fireEvent.change(screen.getByLabelText('Feed address'), { target: { value: 'https://partner.example/feed.json' } });
  await clickImport();

  expect(await screen.findByText('Imported 1 partner listing')).toBeTruthy();
  expect(answers).toHaveLength(0);
});

test('When no file is chosen, then nothing is sent and the file input asks for one', async () => {
  const api = partnerApi();
  await openImportPage();

  fireEvent.click(screen.getByRole('button', { name: 'Import' }));

  expect(await screen.findByText('Upload a JSON or CSV file, or give the feed address')).toBeTruthy();
  expect(api.requests.some(({ method }) => method === 'POST')).toBe(false);
});
