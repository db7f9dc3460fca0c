import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { PageHead } from '@fie/domain';
import { config } from '../config';

/**
 * What a page says about itself outside its body: the tab title, the description and picture link previews
 * and search engines show, its one canonical address, structured data, and the HTTP status its address
 * deserves. On the server a page's `usePageHead` fills the render's record, which the server writes into
 * <head> (and its status line); in the browser it keeps the tab's title in step as the person moves between pages.
 */
export type { PageHead, PageImage } from '@fie/domain';

const HeadContext = createContext<PageHead | null>(null);

/** The server's render collects into `record`; later (deeper) calls win, so a page overrides the layout. */
export function ServerHead({ record, children }: { record: PageHead; children: ReactNode }) {
  return <HeadContext.Provider value={record}>{children}</HeadContext.Provider>;
}

export const defaultTitle = `${config.productName} · Property in Ghana`;

export function usePageHead(head: PageHead) {
  const record = useContext(HeadContext);
  // Rendering on the server: a plain write into this request's record (no effects run there).
  if (record) Object.assign(record, dropUndefined(head));
  // In the browser only the tab's title follows the page: search engines and link previews read the server's head.
  const { title } = head;
  useEffect(() => {
    document.title = title || defaultTitle;
  }, [title]);
}

function dropUndefined(head: PageHead): PageHead {
  return Object.fromEntries(Object.entries(head).filter(([, value]) => value !== undefined)) as PageHead;
}
