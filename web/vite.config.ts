/**
 * The dashboard's build: a React single-page app served by the API at /dashboard/ (see
 * src/routes/dashboard/). Output in web/dist, assets named after their content.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/dashboard/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP forbids inline scripts: no module-preload polyfill injected into the page.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
