import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageAnswer, PageRequest, RenderedPage } from '@fie/domain';
import { readAnswer } from './api-client';

/**
 * The API answers a server-rendered page was drawn from, handed to the browser with its HTML so the first
 * render there draws exactly the same thing (no second request, no hydration mismatch).
 *
 * A page names its first requests once (`PageRequest`), beside the call that makes them; the server answers
 * them from the read models, the same functions the query API's routes call, and renders the page with the
 * answers in this context. In the browser the answers serve the address they were made for and are dropped
 * at the first move to another page: what a page shows after that is fetched as usual.
 */
export type { PageRequest } from '@fie/domain';
type Answer = PageAnswer;
/** What comes with a server-rendered page: its address, the answers it was drawn from, the lazy pages it drew. */
export type PageData = RenderedPage['data'];

/** One key per request, the same on both sides: the body is built by the same function there and here. */
export function requestKey(request: PageRequest): string {
  return `${request.method} ${request.path}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;
}

const PageDataContext = createContext<Record<string, Answer> | null>(null);

/** The server's render: the answers it fetched for this page. */
export function ServerPageData({ answers, children }: { answers: Record<string, Answer>; children: ReactNode }) {
  return <PageDataContext.Provider value={answers}>{children}</PageDataContext.Provider>;
}

/** The browser's: the answers that came with the HTML, until the person moves to another address. */
export function BrowserPageData({ data, children }: { data: PageData | null; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [answers, setAnswers] = useState(data?.answers ?? null);
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (answers && `${pathname}${search}` !== first.current) setAnswers(null);
  }, [answers, pathname, search]);
  return <PageDataContext.Provider value={answers}>{children}</PageDataContext.Provider>;
}

/** The answer the page was rendered with for this request, if it came with the page. */
export function usePageAnswer(request: PageRequest | null): Answer | undefined {
  const answers = useContext(PageDataContext);
  if (!answers || !request) return undefined;
  return answers[requestKey(request)];
}

/** The JSON element the server writes the answers into (a data block: never executed, so the CSP allows it). */
export const PAGE_DATA_ELEMENT_ID = 'fie-page-data';

/** The answers in a server-rendered page, or null for the shell the client renders alone. */
export function readPageData(doc: Document = document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as PageData;
    return data && typeof data.url === 'string' && data.answers && typeof data.answers === 'object' && Array.isArray(data.lazyPages) ? data : null;
  } catch {
    return null;
  }
}

/** A page answer read as the page's own fetch would have read it: its data, or the error to show. */
export type PageResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

export function usePageResult<T>(request: PageRequest | null, read: (body: unknown) => T): PageResult<T> | undefined {
  const answer = usePageAnswer(request);
  const readRef = useRef(read);
  readRef.current = read;
  return useMemo(() => {
    if (!answer) return undefined;
    const result = readAnswer<unknown>(answer);
    if (!result.ok) return { ok: false, error: result.error };
    try {
      return { ok: true, data: readRef.current(result.body) };
    } catch (error) {
      return { ok: false, error };
    }
  }, [answer]);
}
