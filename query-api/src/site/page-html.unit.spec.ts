import { createHash } from 'node:crypto';
import { headTags, PageTemplate, scriptJson } from './page-html';

const site = { origin: 'https://fie.com.gh', productName: 'Fie', path: '/search-property' };

describe('scriptJson: JSON inside a <script> element', () => {
  test("A value holding '</script>' cannot close the element, and still reads back the same", () => {
    const value = { title: 'Nice house</script><script>alert(1)</script>' };

    const json = scriptJson(value);

    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  test("A value holding '<!--' cannot start a comment, and still reads back the same", () => {
    const value = { description: 'Quiet street <!-- <script>' };

    const json = scriptJson(value);

    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(value);
  });

  test('Line and paragraph separators and ampersands are escaped, and read back the same', () => {
    const value = { text: 'A&C Mall\u2028next line\u2029next paragraph' };

    const json = scriptJson(value);

    expect(json).not.toMatch(/[\u2028\u2029&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('headTags', () => {
  test('Quotes and angle brackets in a title are escaped in <title> and in every meta content', () => {
    const tags = headTags({ title: 'The "Palm" <villa> & garden' }, site, 'Houses across Ghana');

    expect(tags).toContain('<title>The &quot;Palm&quot; &lt;villa&gt; &amp; garden</title>');
    expect(tags).toContain('<meta property="og:title" content="The &quot;Palm&quot; &lt;villa&gt; &amp; garden" />');
    expect(tags).toContain('<meta name="twitter:title" content="The &quot;Palm&quot; &lt;villa&gt; &amp; garden" />');
    expect(tags).not.toContain('"Palm"');
  });

  test('Without a canonical address, the canonical is the page’s own path on the origin', () => {
    const tags = headTags({ title: 'Search' }, site, 'Houses across Ghana');

    expect(tags).toContain('<link rel="canonical" href="https://fie.com.gh/search-property" />');
    expect(tags).toContain('<meta property="og:url" content="https://fie.com.gh/search-property" />');
  });

  test('A canonical path is made absolute on the origin', () => {
    const tags = headTags({ canonical: '/property/l1/3-bedroom-house-east-legon' }, site, 'Houses across Ghana');

    expect(tags).toContain('<link rel="canonical" href="https://fie.com.gh/property/l1/3-bedroom-house-east-legon" />');
  });

  test('Without a title or description, the product’s name and the site’s description are used, and no robots tag unless noindex', () => {
    const tags = headTags({}, site, 'Houses across Ghana');

    expect(tags).toContain('<title>Fie</title>');
    expect(tags).toContain('<meta name="description" content="Houses across Ghana" />');
    expect(tags).not.toContain('name="robots"');
    expect(headTags({ noindex: true }, site, '')).toContain('<meta name="robots" content="noindex" />');
  });

  test('A listing photo gives an absolute og:image with its size and a large Twitter card; without one, the icon and a small card', () => {
    const photo = headTags({ image: { url: '/api/properties/images/i1/preview.jpg', width: 1200, height: 630, alt: 'House' } }, site, '');
    const none = headTags({}, site, '');

    expect(photo).toContain('<meta property="og:image" content="https://fie.com.gh/api/properties/images/i1/preview.jpg" />');
    expect(photo).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(photo).toContain('<meta property="og:image:width" content="1200" />');
    expect(photo).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(none).toContain('<meta property="og:image" content="https://fie.com.gh/icon-512.png" />');
    expect(none).toContain('<meta name="twitter:card" content="summary" />');
  });

  test('Structured data is written as JSON-LD blocks that cannot close their element', () => {
    const tags = headTags({ jsonLd: [{ '@type': 'RealEstateListing', name: 'x</script><script>alert(1)//' }] }, site, '');

    const blocks = [...tags.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

    expect(blocks).toEqual([{ '@type': 'RealEstateListing', name: 'x</script><script>alert(1)//' }]);
  });
});

describe('PageTemplate: the tap holder inline, allowed by its hash', () => {
  const shell = '<html><head><title>Fie</title><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
  // "$`" and "$'" are replacement patterns to String.replace: the minified holder has the first, a title may have either.
  const holder = "document.addEventListener('click',function(e){for(var k in e)k.indexOf(`__reactProps$`)},true);";
  const page = { html: '<main>Home</main>', styles: '', head: { title: "Shop for GH$' 500 $& more" }, data: {} } as never;
  const options = { origin: 'https://fie.com.gh', productName: 'Fie', path: '/', preloads: [] };

  it('runs the holder before anything in the body can be tapped, and names its exact hash for the policy', () => {
    const template = new PageTemplate(shell, holder);
    const html = template.render(page, options);
    expect(html.indexOf(`<script>${holder}</script>`)).toBeGreaterThan(0);
    expect(html.indexOf(`<script>${holder}</script>`)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain("<title>Shop for GH$' 500 $&amp; more</title>");
    expect(template.scriptSource).toBe(`'sha256-${createHash('sha256').update(holder).digest('base64')}'`);
  });

  it('has no inline script and no hash when the build has no holder', () => {
    const template = new PageTemplate(shell);
    expect(template.render(page, options)).not.toMatch(/<script>/);
    expect(template.scriptSource).toBeUndefined();
  });

  it('refuses a holder that could close its own <script> element', () => {
    expect(() => new PageTemplate(shell, "var a='</script>';")).toThrow(/must not contain/);
  });
});

describe('PageTemplate: when public/boot.js runs the page\'s code', () => {
  const shell = '<html><head><title>Fie</title><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-b.js"></head><body><div id="root"></div></body></html>';
  const options = { origin: 'https://fie.com.gh', productName: 'Fie', path: '/', preloads: ['/assets/search-page-c.js'] };
  const boot = (codeOnTouch?: boolean | 'visitor') => {
    const html = new PageTemplate(shell).render({ html: '<main>Home</main>', styles: '', head: codeOnTouch === undefined ? {} : { codeOnTouch }, data: {} } as never, options);
    return JSON.parse(/<script type="application\/json" id="fie-boot">([^<]*)<\/script>/.exec(html)![1]!);
  };

  it('once painted by default, naming the entry and every chunk to fetch', () => {
    expect(boot()).toEqual({ entry: '/assets/index-a.js', preload: ['/assets/framework-b.js', '/assets/search-page-c.js'] });
  });

  it('at the first touch for the sign-in pages, and at a visitor\'s first touch for the pages visitors land on (issue 35)', () => {
    expect(boot(true).wait).toBe('touch');
    expect(boot('visitor').wait).toBe('visitor');
    expect(boot(false).wait).toBeUndefined();
  });
});
