import type { Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

/**
 * Map tiles cannot load here (no internet), as on a phone offline or when the tile server fails: the map must
 * still show where things are, from the basemap drawn with the site's own data under the tiles.
 */
let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

journey('without tiles, the search map still shows Ghana: its land is drawn under where the tiles would be', async () => {
  await page.goto(`${fie.url}/search-property`);
  await page.locator('[data-basemap="drawn"]').first().waitFor({ timeout: 30_000 });
  // The share of the map's pixels painted the basemap's land colour (#f4f1e8), across its canvases.
  const land = await page.evaluate(() => {
    let painted = 0;
    let total = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.ol-viewport canvas')) {
      const context = canvas.getContext('2d');
      if (!context || !canvas.width || !canvas.height) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4 * 7) {
        total++;
        if (Math.abs(data[i]! - 244) < 4 && Math.abs(data[i + 1]! - 241) < 4 && Math.abs(data[i + 2]! - 232) < 4 && data[i + 3]! > 200) painted++;
      }
    }
    return total ? painted / total : 0;
  });
  expect(land).toBeGreaterThan(0.1);
});
