import { usePageHead } from './page-head';

/** Sets the tab title (in the server's HTML too, for the pages it renders); a slow phone shows it long before the page has painted. */
export function useDocumentTitle(title: string | undefined) {
  usePageHead({ title });
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
