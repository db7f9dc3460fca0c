// Stand-in for src/lib/env.ts under jest: no VITE_* values, so config falls back to its defaults.
export const env: Record<string, string | undefined> = {};
/** Tests render as the browser does. */
export const isServerBuild = false;
