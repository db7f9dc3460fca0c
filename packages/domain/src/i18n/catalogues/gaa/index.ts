import type { Catalogue } from '../../translator';
import shell from './shell.json';
import home from './home.json';
import search from './search.json';
import property from './property.json';
import options from './options.json';
import api from './api.json';
import ui from './ui.json';
import orgPage from './org-page.json';
import account from './account.json';

/**
 * The site's words in this language: what the public pages, the sign-in door and the API's answers say. The
 * browser loads this chunk before a page in this language hydrates; the signed-in pages' words are `./app`
 * (loaded when one is shown), and mails and texts are `./server` (never in the browser).
 */
const catalogue: Catalogue = { ...shell, ...home, ...search, ...property, ...options, ...api, ...ui, ...orgPage, ...account };
export default catalogue;
