import { useState, type ReactElement, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { DrawnLazyPages, lazyPage, preloadLazyPages } from './lazy-page';
import { BrowserPageData, PAGE_DATA_ELEMENT_ID, readPageData, requestKey, usePageResult } from './page-data';
import { ServerHead, usePageHead, type PageHead } from './page-head';

/** What a server-rendered page hands the browser, and what the browser does with it before and after hydrating. */
describe('the answers that come with a server-rendered page', () => {
  const request = { method: 'GET' as const, path: '/properties/search/p-1' };

  function Price() {
    const result = usePageResult(request, (body) => (body as { price: number }).price);
    return <p>{result === undefined ? 'asks the server' : result.ok ? `GH₵ ${result.data}` : `failed: ${(result.error as Error).message}`}</p>;
  }

  /** The price drawn at the address the page came with, from the one answer it came with. */
  function renderPriceWith(answer: { status: number; body: unknown }) {
    const data = { url: '/property/p-1', answers: { [requestKey(request)]: answer }, lazyPages: [] };
    render(
      <MemoryRouter initialEntries={['/property/p-1']}>
        <BrowserPageData data={data}>
          <Price />
        </BrowserPageData>
      </MemoryRouter>,
    );
  }

  test('serve the address they came with, read as the page would read its own fetch', () => {
    renderPriceWith({ status: 200, body: { price: 4500 } });
    expect(screen.getByText('GH₵ 4500')).toBeTruthy();
  });

  test('an error answer is the error the page shows, with the server words', () => {
    renderPriceWith({ status: 404, body: { message: 'Could not get property!', code: 'NotFound' } });
    expect(screen.getByText('failed: Could not get property!')).toBeTruthy();
  });

  test('are dropped at the first move to another address, so a later page asks the server afresh', () => {
    const data = { url: '/property/p-1', answers: { [requestKey(request)]: { status: 200, body: { price: 4500 } } }, lazyPages: [] };
    render(
      <MemoryRouter initialEntries={['/property/p-1']}>
        <BrowserPageData data={data}>
          <Link to="/search-property">Search</Link>
          <Routes>
            <Route path="/property/:id" element={<Price />} />
            <Route path="/search-property" element={<p>search</p>} />
          </Routes>
          <Link to="/property/p-1">Back to the house</Link>
        </BrowserPageData>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('Search'));
    fireEvent.click(screen.getByText('Back to the house'));
    expect(screen.getByText('asks the server')).toBeTruthy();
  });

  test('are read from the JSON element the server wrote, and nothing else is taken for them', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"url":"/x","answers":{},"lazyPages":["PropertyPage"]}</script>`;
    expect(readPageData()).toEqual({ url: '/x', answers: {}, lazyPages: ['PropertyPage'] });
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">not json</script>`;
    expect(readPageData()).toBeNull();
    document.body.innerHTML = '';
    expect(readPageData()).toBeNull();
  });
});

describe('a page says what it is to the server', () => {
  test("the deepest page's head wins over the layout's, and nothing undefined erases what was said", () => {
    const record: PageHead = {};
    function Layout({ children }: { children: ReactNode }) {
      usePageHead({ title: 'Fie', canonical: '/' });
      return <>{children}</>;
    }
    function Page() {
      usePageHead({ title: 'House in Osu · Fie', canonical: undefined, status: 404, noindex: true });
      return <h1>House</h1>;
    }
    renderToString(
      <ServerHead record={record}>
        <Layout>
          <Page />
        </Layout>
      </ServerHead>,
    );
    expect(record).toEqual({ title: 'House in Osu · Fie', canonical: '/', status: 404, noindex: true });
  });

  test('in the browser it keeps the tab title in step', async () => {
    function Page() {
      usePageHead({ title: 'Shop in Adum · Fie', canonical: '/property/p-2/shop-adum' });
      return null;
    }
    render(<Page />);
    expect(document.title).toBe('Shop in Adum · Fie');
  });
});

describe('lazy pages a server render drew', () => {
  test('are named by the render, and once loaded, hydrate the server HTML without suspending or mismatching', async () => {
    let resolve!: (component: () => ReactElement) => void;
    const Shown = lazyPage('HydrationSpecPage', () => new Promise<() => ReactElement>((r) => (resolve = r)));
    function House() {
      const [saved, setSaved] = useState(false);
      return <button onClick={() => setSaved(true)}>{saved ? 'Saved' : 'Save'}</button>;
    }
    const drawing = { drawn: new Set<string>(), suspended: new Set<string>() };
    const server = document.createElement('div');
    // The server's render (here: the module loaded at once).
    const loading = preloadLazyPages(['HydrationSpecPage', 'NoSuchPage']);
    resolve(House);
    await loading;
    server.innerHTML = renderToString(
      <DrawnLazyPages into={drawing}>
        <Shown />
      </DrawnLazyPages>,
    );
    expect(drawing).toEqual({ drawn: new Set(['HydrationSpecPage']), suspended: new Set() });
    expect(server.innerHTML).toBe('<button>Save</button>');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const button = server.querySelector('button')!;
    // Hydrated in one go, with no turn of the event loop for a lazy page to suspend in: the button works at once.
    act(() => {
      hydrateRoot(server, <Shown />, { onRecoverableError: recoverable });
    });
    act(() => button.click());
    // The same element, kept and now live: hydrated, not drawn again.
    expect(server.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Saved');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test('two lazy pages cannot share a name', () => {
    lazyPage('HydrationSpecTwice', () => Promise.resolve(() => null));
    expect(() => lazyPage('HydrationSpecTwice', () => Promise.resolve(() => null))).toThrow('Two lazy pages are called HydrationSpecTwice');
  });
});
