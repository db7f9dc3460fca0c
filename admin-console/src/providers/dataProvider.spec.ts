import { createDataProvider } from './dataProvider';
import { TOKEN_KEY } from './session';
import { spyOnFetch } from '../testing/fetchSpy';

const event = {
  id: '42', position: 42, streamId: 'user-7', revision: 0, type: 'UserSignedUp',
  data: { email: 'kofi@example.gh', passwordHash: '[redacted]' }, metadata: {}, createdAt: '2025-05-03T10:00:00.000Z',
};

let fetchMock: jest.SpyInstance;
spyOnFetch((spy) => (fetchMock = spy));

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url: new URL(url, 'http://console.test'), headers: new Headers(init.headers) };
};

describe('dataProvider.getList', () => {
  test('When listing events, then it sends the Bearer token and the sort, range and filter as JSON in the query', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify([event]), { headers: { 'Content-Range': 'events 25-49/319' } }));

    await createDataProvider().getList('events', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'position', order: 'DESC' },
      filter: { stream: 'user-', type: 'UserSignedUp' },
    });

    const { url, headers } = lastRequest();
    expect(url.pathname).toBe('/api/admin/events');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['position', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ stream: 'user-', type: 'UserSignedUp' });
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  test('When the server answers, then the total comes from the Content-Range header', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify([event]), { headers: { 'Content-Range': 'events 0-24/319' } }));

    const result = await createDataProvider().getList('events', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'position', order: 'DESC' }, filter: {},
    });

    expect(result.total).toBe(319);
    expect(result.data).toEqual([event]);
  });

  test('When the Content-Range header is missing, then it rejects instead of guessing a total', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify([event])));

    await expect(createDataProvider().getList('events', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'position', order: 'DESC' }, filter: {},
    })).rejects.toThrow(/Content-Range/);
  });

  test('When no one is signed in, then no Authorization header is sent', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { headers: { 'Content-Range': 'events */0' } }));

    await createDataProvider().getList('events', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'position', order: 'DESC' }, filter: {},
    });

    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  test('When the server answers 401, then it rejects with the status so checkError can log out', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Token expired', code: 'unauthorized' }), { status: 401 }));

    await expect(createDataProvider().getList('events', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'position', order: 'DESC' }, filter: {},
    })).rejects.toMatchObject({ status: 401, message: 'Token expired' });
  });
});

describe('dataProvider.getOne', () => {
  test('When reading one event, then it calls /events/{id} with the token and returns the record', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify(event)));

    const { data } = await createDataProvider().getOne('events', { id: '42' });

    const { url, headers } = lastRequest();
    expect(url.pathname).toBe('/api/admin/events/42');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(data).toEqual(event);
  });
});

describe('dataProvider.getHealth', () => {
  const report = {
    status: 'degraded', head: 319,
    stores: { events: { ok: true, adapter: 'sqlite' }, documents: { ok: false, adapter: 'mongodb', detail: 'ECONNREFUSED' } },
    projections: [{ name: 'users', checkpoint: 300, head: 319, lag: 19, status: 'catching-up' }],
  };

  test('When the server is degraded and answers 503, then the report is still returned for the dashboard', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(report), { status: 503 }));

    await expect(createDataProvider().getHealth()).resolves.toEqual(report);
    expect(lastRequest().url.pathname).toBe('/api/health');
  });

  test('When the health endpoint fails without a report, then it rejects', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));

    await expect(createDataProvider().getHealth()).rejects.toMatchObject({ status: 502 });
  });
});

describe('dataProvider.create of a partner feed', () => {
  const answer = { id: 'meqasa-partners', message: 'Imported 1 partner listing', count: 1, skipped: 0 };
  const sentInit = () => (fetchMock.mock.calls.at(-1) as [string, RequestInit])[1];

  test('When a file is given, then it posts multipart with the file and the source, and the Bearer token', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify(answer), { status: 201 }));
    const rawFile = new File(['id,title\na1,Plot at Oyibi\n'], 'homes.csv', { type: 'text/csv' });

    const { data } = await createDataProvider().create('partner-feeds', {
      data: { source: 'Meqasa Partners', file: { rawFile, src: 'blob:preview', title: 'homes.csv' } },
    });

    const { url, headers } = lastRequest();
    expect(url.pathname).toBe('/api/admin/partner-feeds');
    expect(sentInit().method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    // The browser writes the multipart Content-Type with its boundary; a JSON one would break the upload.
    expect(headers.has('Content-Type')).toBe(false);
    const body = sentInit().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('source')).toBe('Meqasa Partners');
    const sent = body.get('file') as File;
    expect(sent.name).toBe('homes.csv');
    expect(sent.type).toBe('text/csv');
    expect(sent.size).toBe(rawFile.size);
    expect(data).toEqual(answer);
  });

  test('When an address is given, then it posts JSON with the source and the url, and the Bearer token', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(new Response(JSON.stringify(answer), { status: 201 }));

    await createDataProvider().create('partner-feeds', { data: { source: 'Meqasa Partners', url: 'https://partner.example/feed.json' } });

    const { url, headers } = lastRequest();
    expect(url.pathname).toBe('/api/admin/partner-feeds');
    expect(sentInit().method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sentInit().body as string)).toEqual({ source: 'Meqasa Partners', url: 'https://partner.example/feed.json' });
  });

  test('When the server refuses a field, then the error carries the field message and the server message for the form', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    const message = 'Could not download the feed from that address';
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message, code: 'ValidationError', errors: { url: message } }), { status: 400 }));

    await expect(createDataProvider().create('partner-feeds', { data: { source: 'Meqasa Partners', url: 'https://partner.example/gone.json' } }))
      .rejects.toMatchObject({ status: 400, message, body: { errors: { url: message, root: { serverError: message } } } });
  });
});
