import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The launcher serves this build under /admin, so every asset URL needs that prefix.
// Routing stays inside the URL hash (react-admin's default HashRouter), so the static
// server never has to know the console's routes and deep links like /admin/#/events/42 work.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is about 1 MB minified (≈330 KB gzip) and all of it is needed by the first
    // screen, so splitting would only add requests; raise the warning above that known floor instead.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    // In development the console runs on Vite's port; the API stays same-origin through this proxy,
    // so no CORS or Content-Range exposure is needed.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
