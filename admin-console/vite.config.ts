import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The domain's label maps (listing types, regions, report reasons) and URL helpers come from source, as in
// public-web, so the console says 'Greater Accra' and 'Chamber and hall' exactly as the site does.
const domainSource = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));
const domainFolder = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));

// The launcher serves this build under /admin, so every asset URL needs that prefix.
// Routing stays inside the URL hash (react-admin's default HashRouter), so the static
// server never has to know the console's routes and deep links like /admin/#/events/42 work.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: [{ find: /^@fie\/domain$/, replacement: domainSource }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is about 1 MB minified (≈330 KB gzip) and all of it is needed by the first
    // screen, so splitting would only add requests; raise the warning above that known floor instead.
    chunkSizeWarningLimit: 1200,
    // packages/domain is pure (no module-level effects): the console keeps its labels and leaves zod behind.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainFolder) } },
  },
  server: {
    // In development the console runs on Vite's port; the API stays same-origin through this proxy,
    // so no CORS or Content-Range exposure is needed.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
