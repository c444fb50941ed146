import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Long-lived vendor code gets its own chunks so it stays cached across releases; everything
// else is split per lazy route, which keeps the login route within its 250 KB (gzip) budget.
const vendorGroups = [
  // zod with the setting that keeps it from eval (src/lib/zod-without-eval.ts): one chunk the
  // entry imports first, so the setting is in place before any schema module runs.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
];

// The API server; PORTAL_API points dev and preview at another port. The Host header is kept
// (changeOrigin false) so the server's same-origin CSRF check sees the page's own origin.
const apiTarget = {
  target: process.env.PORTAL_API ?? 'http://localhost:3000',
  changeOrigin: false,
};
const apiProxy = { '/api': apiTarget, '/sandbox-gateway': apiTarget };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
});
