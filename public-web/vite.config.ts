import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './route-preloads';

// The shared zod schemas are bundled from source, so the site never waits on a build of packages/domain
// and forms and API always validate with the same rules and messages.
const domainSource = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));
const domainFolder = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));

export default defineConfig({
  base: '/',
  plugins: [react(), routePreloads()],
  resolve: {
    alias: [{ find: /^@fie\/domain$/, replacement: domainSource }],
  },
  server: {
    proxy: {
      // The launcher serves the API on 8080; ws lets the real-time messaging socket through later.
      '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure by design (no I/O, no module-level effects) but its package.json does not
        // say so; telling the bundler lets a page that only needs, say, the region list leave zod behind.
        moduleSideEffects: (id: string) => !id.startsWith(domainFolder),
      },
    },
  },
});
