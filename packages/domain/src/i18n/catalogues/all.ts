import type { Language } from '../languages';
import type { Catalogue } from '../translator';
import tw from './tw/index';
import gaa from './gaa/index';
import ee from './ee/index';
import ha from './ha/index';

/**
 * Every catalogue, for the server (mails, texts, rendered pages). The browser never bundles this: it loads one
 * language's folder as its own chunk when someone reads that language (public-web/src/lib/i18n). English is the
 * code's own words.
 */
export const CATALOGUES: Record<Language, Catalogue> = { en: {}, tw, gaa, ee, ha };
