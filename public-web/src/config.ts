import { productName, productTagline } from '@fie/domain';
import { env } from './lib/env';

/** Read once at start-up; every value has a safe default so a missing .env never breaks the site. */
const clean = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export const config = {
  productName,
  /** Used in the search and info site routes: /fie_search, /fie_info. */
  productSlug: 'fie',
  mission: productTagline,
  apiBase: (clean(env.VITE_API_BASE) ?? '/api').replace(/\/$/, ''),
  contactEmail: clean(env.VITE_CONTACT_EMAIL) ?? 'privacy@fie.com.gh',
  supportEmail: clean(env.VITE_SUPPORT_EMAIL) ?? 'support@fie.com.gh',
  supportPhone: clean(env.VITE_SUPPORT_PHONE),
  /**
   * Map tiles (an XYZ template) and their credit. Tiles are pictures only: when they cannot load (no
   * internet, a blocked server) the map still draws its markers on a plain background.
   */
  mapTileUrl: clean(env.VITE_MAP_TILE_URL) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: clean(env.VITE_MAP_ATTRIBUTION) ?? '© OpenStreetMap contributors',
  /** The spec's default for flash popups. */
  flashMs: 3000,
  /** How long a success banner stays before a dialog closes or the page moves on. */
  afterSuccessMs: 2000,
} as const;
