import { STAFF_KEY, TOKEN_KEY } from '../providers/session';

export type ApiRequest = { method: string; url: URL; init: RequestInit };
type Answer = (request: ApiRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * The query and command APIs behind a mocked `fetch`, so that screens run with the real data
 * provider and a test can read the URLs they built. A request `answer` leaves unanswered fails like
 * an unreachable server (which also makes getIdentity fall back to the stored staff member).
 */
export const fakeApi = (answer: Answer) => {
  const requests: ApiRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const request = { method: init.method ?? 'GET', url: new URL(String(input), 'http://console.test'), init };
    requests.push(request);
    const response = await answer(request);
    if (!response) throw new TypeError('offline');
    return response;
  });
  /** The GET requests sent to one path, oldest first, with their JSON query parameters parsed. */
  const listed = (pathname: string) =>
    requests
      .filter(({ method, url }) => method === 'GET' && url.pathname === pathname)
      .map(({ url }) => Object.fromEntries([...url.searchParams].map(([name, value]) => [name, JSON.parse(value) as unknown])));
  return { requests, listed };
};

/** A ra-data-simple-rest list answer: the records and their Content-Range. */
export const listAnswer = (resource: string, records: unknown[]) =>
  new Response(JSON.stringify(records), { headers: { 'Content-Range': `${resource} 0-${Math.max(records.length - 1, 0)}/${records.length}` } });

export const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

export const signIn = () => {
  localStorage.setItem(TOKEN_KEY, 'tok-123');
  localStorage.setItem(STAFF_KEY, JSON.stringify({ id: 's1', email: 'ama@fie.gh', name: 'Ama Mensah', role: 'admin' }));
};
