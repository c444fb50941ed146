import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Long-lived vendor code gets its own chunks so it stays cached across releases; everything
// else is split per lazy route, which keeps the login route within its 220 KB (gzip) budget.
const vendorGroups = [
  // zod with the setting that keeps it from eval (src/lib/zod-setup.ts): one chunk, so the
  // setting runs whenever zod is loaded, before any schema module runs. The entry does not
  // import it: a first visit loads it after the page is interactive (src/lib/lazy-schemas.ts).
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-setup/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
];

/**
 * Mantine's styles travel with its components: each component's class-name module
 * (`X.module.css.mjs`) also imports that component's stylesheet (`styles/X.css`), after the
 * components it builds on. A chunk then carries the CSS of the components in it, so a page loads
 * the styles it uses instead of all of them up front (src/main.tsx imports only the global ones).
 */
function mantineStylesWithComponents(): Plugin {
  return {
    name: 'mantine-styles-with-components',
    transform(code, id) {
      const match = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.css\.mjs$/.exec(id);
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null };
    },
  };
}

// The API server; PORTAL_API points dev and preview at another port. The Host header is kept
// (changeOrigin false) so the server's same-origin CSRF check sees the page's own origin.
const apiTarget = {
  target: process.env.PORTAL_API ?? 'http://localhost:3000',
  changeOrigin: false,
};
const apiProxy = { '/api': apiTarget, '/sandbox-gateway': apiTarget };

export default defineConfig({
  plugins: [react(), mantineStylesWithComponents()],
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
