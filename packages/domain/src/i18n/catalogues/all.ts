import type { Language } from '../languages';
import type { Catalogue } from '../translator';
import tw from './tw/index';
import twApp from './tw/app';
import twServer from './tw/server';
import gaa from './gaa/index';
import gaaApp from './gaa/app';
import gaaServer from './gaa/server';
import ee from './ee/index';
import eeApp from './ee/app';
import eeServer from './ee/server';
import ha from './ha/index';
import haApp from './ha/app';
import haServer from './ha/server';

/**
 * Every catalogue, for the server (mails, texts, rendered pages, the API's answers): each language's three parts
 * in one. The browser never bundles this: it loads one language's site part as its own chunk when someone reads
 * that language, and its app part when a signed-in page is shown (public-web/src/lib/i18n). English is the code's
 * own words.
 */
export const CATALOGUES: Record<Language, Catalogue> = {
  en: {},
  tw: { ...tw, ...twApp, ...twServer },
  gaa: { ...gaa, ...gaaApp, ...gaaServer },
  ee: { ...ee, ...eeApp, ...eeServer },
  ha: { ...ha, ...haApp, ...haServer },
};
