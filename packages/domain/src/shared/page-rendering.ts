import type { Language } from '../i18n/languages';
/**
 * The contract between the public site's server build (public-web/src/entry-server.tsx) and the server that
 * renders its pages (query-api/src/site): which pages render on the server and what they ask the API first,
 * and what a render gives back. Types only: each side keeps its own code.
 */

/** A read a page makes as it opens, answered on the server from the read models. */
export type PageRequest = { method: 'GET' | 'POST'; path: string; body?: unknown };
/** An API answer as the page would have had it over HTTP. */
export type PageAnswer = { status: number; body: unknown };

/**
 * How an address is served: rendered on the server (with these first reads), or the shell the browser renders
 * alone (a signed-in page: the session lives in the browser's storage, so the server cannot draw it).
 */
export type PagePlan = { render: 'server'; requests: PageRequest[]; usesLastPlace?: boolean } | { render: 'client' };

/**
 * What the server knows of the device beside the address (issue 32): the place it last searched, from its
 * `fie_place` cookie (the home page shows the newest listings there). A page that reads it says so in its plan
 * (`usesLastPlace`), and is cached per place; every other page is the same whatever the device searched.
 */
export type PageDevice = { lastPlace?: string };

export type PageImage = { url: string; width?: number; height?: number; alt: string };
/** What a page says about itself outside its body (public-web/src/lib/page-head.tsx). */
export type PageHead = {
  title?: string;
  description?: string;
  /** The canonical path, with its query where that is part of the page (a search's filters). */
  canonical?: string;
  image?: PageImage;
  /** Open Graph's type. */
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
  /** 404 for an address that names nothing, 410 for a listing deleted. */
  status?: number;
  /** The canonical address when this one is a variant of it (a property's old or missing slug): 301. */
  redirect?: string;
  /** The picture the page's largest element shows first, asked for with the HTML rather than after its layout. */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /**
   * The page works as HTML alone (its forms post as plain forms): its code is fetched when the person first touches,
   * types or scrolls, not as soon as it has painted (issue 32: the sign-in pages). `'visitor'`: only for a visitor
   * with no session (the home, search and property pages: issue 35); a signed-in person's page comes alive at once,
   * to turn to their session. Either way the page's code is in the cache by then.
   */
  codeOnTouch?: boolean | 'visitor';
};

/** `origin`: the site's public origin, for absolute addresses (link previews, structured data). */
/** `language`: the request's (issue 23), picked by the server from ?lang=, the device's cookie or Accept-Language. */
/** `lastPlace`: the device's (PageDevice), given only to a page whose plan reads it. */
export type PageRenderInput = { url: string; hostname: string; origin: string; answers: Record<string, PageAnswer>; language?: Language; lastPlace?: string };
export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** <style> elements with the CSS of what the markup shows. */
  styles: string;
  head: PageHead;
  /** The JSON the browser hydrates from (public-web/src/lib/page-data.tsx). */
  data: { url: string; answers: Record<string, PageAnswer>; lazyPages: string[]; language?: Language };
  /** The language the page is written in: <html lang>. */
  language?: Language;
};

/** The server build's exports. */
export type PageRenderer = {
  /** Which of the three sites a host name serves ('app', 'search', 'about'), by the site's own rule. */
  hostMode(hostname: string): string;
  /** `answers`: those fetched so far; asked again until a page asks for nothing new. */
  planPage(url: string, hostname: string, answers?: Record<string, PageAnswer>, device?: PageDevice): PagePlan;
  requestKey(request: PageRequest): string;
  renderPage(input: PageRenderInput): Promise<RenderedPage>;
};
