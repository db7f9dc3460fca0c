import { useEffect } from 'react';
import { config } from '../config';

/** Sets the tab title; a slow phone shows it long before the page has painted. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? title : `${config.productName} · Property in Ghana`;
  }, [title]);
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
