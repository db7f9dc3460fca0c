import { createHash } from 'node:crypto';
import { htmlLang, LANGUAGE_CODES, type Language, type PageHead, type RenderedPage } from '@fie/domain';

/**
 * A server-rendered page as one HTML document: the site's built index.html (its scripts, icons and manifest)
 * with the page's head (title, description, canonical address, link previews, structured data), the CSS its
 * first paint needs, the modulepreload links of its code, its markup inside #root, and the answers it was
 * drawn from for the browser to hydrate with.
 */
export type PageHtmlOptions = {
  /** The public origin, for the absolute addresses link previews and search engines need. */
  origin: string;
  /** The page's own code (its chunk and what it imports), fetched beside the shell's. */
  preloads: string[];
  /** The address's path: the canonical address of a page that names none. */
  path: string;
  productName: string;
  /** The page's language: its canonical address carries it (?lang=), and the others are its alternates. */
  language?: Language;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/** The address of a page in a language: English is the plain address, the others add ?lang=. */
function inLanguage(url: string, language: Language): string {
  if (language === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

export function headTags(head: PageHead, { origin, productName, path, language = 'en' }: Pick<PageHtmlOptions, 'origin' | 'productName' | 'path' | 'language'>, fallbackDescription: string): string {
  const title = head.title ?? productName;
  const description = head.description ?? fallbackDescription;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number | undefined) =>
    content === undefined || content === '' ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const plain = absolute(origin, head.canonical ?? path);
  const canonical = inLanguage(plain, language);
  const image = head.image ?? { url: '/icon-512.png', width: 512, height: 512, alt: productName };
  const imageUrl = absolute(origin, image.url);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    // Search engines show each reader the page in their language: every language's address, English the default.
    ...(head.noindex ? [] : [...LANGUAGE_CODES.map((code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(inLanguage(plain, code))}" />`), `<link rel="alternate" hreflang="x-default" href="${escapeHtml(plain)}" />`]),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:locale', 'en_GH'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', /\.jpe?g$/.test(image.url) ? 'image/jpeg' : /\.png$/.test(image.url) ? 'image/png' : undefined),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    // A large picture where there is a real photo; the small card with a logo.
    meta('name', 'twitter:card', (head.image?.width ?? 0) >= 600 ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    head.preloadImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage.href)}"${head.preloadImage.srcset ? ` imagesrcset="${escapeHtml(head.preloadImage.srcset)}"` : ''}${head.preloadImage.sizes ? ` imagesizes="${escapeHtml(head.preloadImage.sizes)}"` : ''} />`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html, split once where the page goes in. A page drawn here paints from its HTML: its code only
 * wakes it up. So the shell's module script and modulepreload links are taken out, and public/boot.js asks for
 * them (and the page's own) once the first frame is painted; on a slow phone, fetching and compiling the code
 * first would delay that paint. The few lines that hold a tap made before the page is alive (public/tap-hold.js) are
 * inline at the top of the head, so they run before anything can be tapped; the page's Content-Security-Policy
 * allows exactly them by their hash (scriptSource).
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  private readonly entry: string;
  private readonly shellPreloads: string[];
  readonly description: string;
  /** The CSP source that allows the inline tap holder, as `'sha256-…'`; undefined without one. */
  readonly scriptSource: string | undefined;

  constructor(
    readonly shell: string,
    private readonly tapHold = '',
  ) {
    if (tapHold.includes('</')) throw new Error('public-web/dist/tap-hold.js must not contain "</": it is inlined in a <script>');
    this.scriptSource = tapHold ? `'sha256-${createHash('sha256').update(tapHold).digest('base64')}'` : undefined;
    this.description = /<meta name="description" content="([^"]*)"/.exec(shell)?.[1] ?? '';
    const entry = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(shell);
    if (!entry) throw new Error('public-web/dist/index.html has no module script');
    this.entry = entry[1]!;
    this.shellPreloads = [...shell.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    // The page's own head replaces the shell's title and description; the script that guesses a page's code from
    // its address, and the code itself, are not needed where the server names it.
    const page = shell
      .replace(entry[0], '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/\s*<script src="[^"]*route-preloads-[^"]*"><\/script>/, '')
      .replace(/\s*<script defer[^>]*src="\/zod-config\.js"><\/script>/, '')
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta name="description" content="[^"]*" \/>/, '');
    const root = page.indexOf('<div id="root"></div>');
    if (root < 0 || page.indexOf('</head>') < 0) throw new Error('public-web/dist/index.html has no <div id="root"></div> or </head>');
    this.before = page.slice(0, root).replace(/\s*<noscript>Fie needs JavaScript[\s\S]*?<\/noscript>/, '');
    this.after = page.slice(root + '<div id="root"></div>'.length);
  }

  render(page: RenderedPage, options: PageHtmlOptions): string {
    const code = {
      entry: this.entry,
      preload: [...this.shellPreloads, ...options.preloads.filter((href) => !this.shellPreloads.includes(href))],
      // A page that works as HTML alone (the sign-in pages: issue 32) asks for its code at the first touch; the
      // pages visitors land on (issue 35), at a visitor's first touch (public/boot.js).
      ...(page.head.codeOnTouch ? { wait: page.head.codeOnTouch === 'visitor' ? 'visitor' : 'touch' } : {}),
    };
    const language = page.language ?? 'en';
    const head = [this.tapHold ? `<script>${this.tapHold}</script>` : '', headTags(page.head, { ...options, language }, this.description), page.styles, `<script type="application/json" id="fie-boot">${scriptJson(code)}</script>`, '<script defer src="/boot.js"></script>'].filter(Boolean).join('\n    ');
    return (
      this.before.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(language)}"`).replace('</head>', () => `  ${head}\n  </head>`) +
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="fie-page-data">${scriptJson(page.data)}</script>` +
      this.after
    );
  }
}
