import { usePageHead } from '../../../lib/page-head';

/**
 * The head of a sign-in or registration page: its title, and its code fetched at the first touch (its forms work as
 * plain HTML forms until then: issue 32). Kept out of search results (a form, not content), but for the two doors
 * people search for by name, the sign-in and registration pages: the sitemap lists them (query-api's sitemap.ts),
 * and a listed page that asks not to be indexed contradicts itself (Lighthouse's SEO audit, issue 35).
 */
export function useAccountPageHead(title: string, { indexed = false }: { indexed?: boolean } = {}) {
  usePageHead({ title: `Fie · ${title}`, noindex: !indexed, codeOnTouch: true });
}
