// The only file that reads Vite's build-time env. Jest (CommonJS) cannot parse `import.meta`,
// so jest.config.cjs maps this module to src/testing/env.ts.
export const env: ImportMetaEnv = import.meta.env;

/**
 * True in the server's build (src/entry-server.tsx), false in the browser's: the bundler replaces it, so what only
 * the server draws (a <noscript> form, which a browser with JavaScript never shows) is left out of the browser's code.
 */
export const isServerBuild: boolean = import.meta.env.SSR;
