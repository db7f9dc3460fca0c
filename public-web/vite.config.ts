import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './route-preloads';

// The shared zod schemas are bundled from source, so the site never waits on a build of packages/domain
// and forms and API always validate with the same rules and messages.
const domainSource = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));
const domainFolder = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));
// The map's share of the gazetteer (regions, districts, major places, border), bundled from source: never the whole
// @fie/places, whose 3,500 places only the search needs (packages/places/src/major.ts).
const placesMajorSource = fileURLToPath(new URL('../packages/places/src/major.ts', import.meta.url));
// react-router's package points every bundler at its development build (its warnings switched on); the production
// build beside it is the same code with them off, so the minifier drops them.
const routerProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * public/ is copied as it is, comments and all; boot.js runs on every server-rendered page and tap-hold.js is inlined
 * in each, so both go out minified.
 */
function minifyBoot(): Plugin {
  return {
    name: 'fie-minify-boot',
    apply: 'build',
    writeBundle(options) {
      for (const name of ['boot.js', 'tap-hold.js']) {
        const file = `${options.dir}/${name}`;
        const { code, errors } = minifySync(name, readFileSync(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length > 0) throw new Error(`public/${name} did not minify: ${errors.map((error) => error.message).join('; ')}`);
        writeFileSync(file, code.trim());
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: isSsrBuild ? [react()] : [react(), routePreloads(), minifyBoot()],
  resolve: {
    alias: [
      { find: /^@fie\/domain$/, replacement: domainSource },
      // One language's catalogue, its own chunk (src/lib/i18n/load.ts).
      { find: /^@fie\/domain\/catalogues\/(\w+)$/, replacement: `${domainFolder}i18n/catalogues/$1/index.ts` },
      // Its signed-in pages' words, a chunk of their own again (loaded when such a page is shown).
      { find: /^@fie\/domain\/app-words\/(\w+)$/, replacement: `${domainFolder}i18n/catalogues/$1/app.ts` },
      { find: /^@fie\/places\/major$/, replacement: placesMajorSource },
      { find: /^react-router$/, replacement: routerProduction },
    ],
  },
  server: {
    proxy: {
      // The launcher serves the API on 8080; ws lets the real-time messaging socket through later.
      '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  // The server's build of the same app (src/entry-server.tsx): one CommonJS file with every dependency inside,
  // so the query API (CommonJS, and jest) can require it without an ESM loader or a second copy of React.
  ssr: { noExternal: true },
  // React's production build on the server whatever NODE_ENV says (jest sets 'test'): it renders several times faster.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure by design (no I/O, no module-level effects) but its package.json does not
        // say so; telling the bundler lets a page that only needs, say, the region list leave zod behind.
        moduleSideEffects: (id: string) => !id.startsWith(domainFolder),
      },
      output: isSsrBuild
        ? { format: 'cjs' as const, codeSplitting: false, entryFileNames: '[name].cjs' }
        : {
            // One file for what every page runs (React, its router, emotion and MUI's styling core): each request
            // costs a slow phone's main thread a few milliseconds to start, and a first page asked for some 35. The
            // core comes whole (its Grid with it), yet the first pages weigh less in fewer files; MUI's components
            // stay with the pages that use them.
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|react-is|clsx|@babel)[\\/]/, priority: 20 }],
            },
          },
    },
  },
}));
