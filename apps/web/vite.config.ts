import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package exports only its development build (dev warnings on). Production bundles
 * use the identical production build next to it, which has them compiled out.
 */
function reactRouterProductionAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const dist = fileURLToPath(
    new URL('dist/production/', pathToFileURL(require.resolve('react-router/package.json'))),
  );
  return [
    { find: /^react-router$/, replacement: `${dist}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
  ];
}

// Route modules are loaded with the data router's `lazy`, so every screen becomes its own chunk;
// the entry holds only React, the router, the query client and the shared layout.
export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
}));
