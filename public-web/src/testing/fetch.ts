/**
 * A fetch stand-in for tests: answers by "METHOD /path" (path after /api, query ignored) and records
 * every call, so a test can assert what was sent. Unknown calls answer 404 so a missing stub is loud.
 */
export type Answer = { status?: number; body?: unknown } | Error;
export type Call = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** For multipart uploads: the names of the files under each field, e.g. { files: ['ghana-card.pdf'] }. */
  form?: Record<string, string[]>;
};

export function mockFetch(routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? formNames(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer instanceof Error) throw answer;
    const { status = 200, body } = answer ?? { status: 404, body: { message: `No stub for ${method} ${path}`, code: 'NotFound' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}

function formNames(form: FormData): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  form.forEach((value, key) => {
    (names[key] ??= []).push(typeof value === 'string' ? value : value.name);
  });
  return names;
}
