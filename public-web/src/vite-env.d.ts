/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; the dev server proxies /api to the launcher. */
  readonly VITE_API_BASE?: string;
  /** The privacy contact named in the privacy policy. */
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  /** A real support line, written as people dial it (e.g. +233 30 123 4567); no phone link is shown without one. */
  readonly VITE_SUPPORT_PHONE?: string;
  /** Map tiles as an XYZ template ({z}/{x}/{y}); default OpenStreetMap's. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The credit shown on the map for its tiles. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
