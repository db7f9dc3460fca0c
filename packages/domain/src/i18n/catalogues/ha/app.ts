import type { Catalogue } from '../../translator';
import preferences from './preferences.json';
import dashboard from './dashboard.json';
import conversations from './conversations.json';
import organizations from './organizations.json';
import notes from './notes.json';
import moderation from './moderation.json';
import verification from './verification.json';
import listings from './listings.json';
import requests from './requests.json';
import offers from './offers.json';
import viewings from './viewings.json';
import saved from './saved.json';
import payments from './payments.json';

/**
 * The signed-in pages' words in this language (dashboards, forms, dialogs): a chunk of its own, loaded by the
 * browser when a page that needs them is shown (public-web/src/lib/i18n/load.ts), so a visitor reading the public
 * pages never downloads them.
 */
const catalogue: Catalogue = { ...preferences, ...dashboard, ...conversations, ...organizations, ...notes, ...moderation, ...verification, ...listings, ...requests, ...offers, ...viewings, ...saved, ...payments };
export default catalogue;
