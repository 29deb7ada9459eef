import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

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

/**
 * The small modules every page starts with (the session, the API client, the tokens of the shell),
 * in one chunk: split by Rolldown's own rule (shared with the lazy screens) they were a dozen files
 * of a few hundred bytes each, every one a request with its headers (Select membership: 20 scripts
 * → 12, 120.6 → 117.0 kB on the wire).
 */
const SHELL_MODULES = [
  'src/app/session.ts',
  'src/app/hydrated.ts',
  'src/app/return-path.ts',
  'src/app/create-store.ts',
  'src/app/api-client.ts',
  'src/app/early-calls.ts',
  'src/ui/button.module.css',
  'src/ui/step-footer.module.css',
  'domain/src/constants.ts',
  'domain/src/member.ts',
  'domain/src/record-id.ts',
  'domain/src/currency.ts',
  'domain/src/shell-messages.ts',
];
const SHELL_GROUP = {
  name: 'shell',
  test: (id: string) => SHELL_MODULES.some((path) => id.replaceAll('\\', '/').endsWith(path)),
};

// Route modules are loaded with the data router's `lazy`, so every screen becomes its own chunk;
// the entry holds only React, the router, the query client and the shared layout.
// Every text file of the build gets a .br and a .gz beside it, at the highest levels (paid once here,
// never per request); the server sends the one the browser takes (decision 026).
export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })]),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // The server's renderer (entry-server.tsx) is one self-contained file: the API server loads it
  // without the web app's dependencies installed beside it.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', sourcemap: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // The server reads which CSS and chunks each page needs to inline and preload them.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: [SHELL_GROUP] } } },
      },
}));
