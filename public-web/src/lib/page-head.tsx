import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { PageHead } from '@fie/domain';
import { config } from '../config';

/**
 * What a page says about itself outside its body: the tab title, the description and picture link previews
 * and search engines show, its one canonical address, structured data, and the HTTP status its address
 * deserves. On the server a page's `usePageHead` fills the render's record, which the server writes into
 * <head> (and its status line); in the browser it keeps the title, description and canonical link in step
 * as the person moves between pages.
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
  const { title, description, canonical } = head;
  useEffect(() => {
    document.title = title || defaultTitle;
  }, [title]);
  useEffect(() => {
    if (description) setMeta('name', 'description', description);
  }, [description]);
  useEffect(() => {
    if (!canonical) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = new URL(canonical, window.location.origin).href;
  }, [canonical]);
}

function dropUndefined(head: PageHead): PageHead {
  return Object.fromEntries(Object.entries(head).filter(([, value]) => value !== undefined)) as PageHead;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}
