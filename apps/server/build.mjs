// Bundles the server into dist/main.js and the operator's command line (npm run portico) into
// dist/cli.js, and the register import's worker thread into dist/register-worker.js (both find it next
// to themselves: parse-in-worker.ts). npm packages stay external (installed next to it, native and
// WASM files included); our workspace package @portico/domain ships TypeScript sources, so it is
// bundled in.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/** @type {import('esbuild').Plugin} */
const bundleWorkspaceDomain = {
  name: 'bundle-workspace-domain',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@portico\/domain\// }, (args) => {
      const subpath = args.path.slice('@portico/domain/'.length);
      const file = `${domainSrc}${subpath}.ts`;
      if (!existsSync(file)) return { errors: [{ text: `No such domain module: ${args.path}` }] };
      return { path: file };
    });
  },
};

const result = await build({
  entryPoints: {
    main: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
    cli: fileURLToPath(new URL('./src/cli.ts', import.meta.url)),
    'register-worker': fileURLToPath(
      new URL('./src/modules/member-import/register-worker.ts', import.meta.url),
    ),
  },
  outdir: fileURLToPath(new URL('./dist/', import.meta.url)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspaceDomain],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  metafile: true,
});

const bundled = Object.keys(result.metafile.inputs).filter((input) =>
  input.includes('packages/domain'),
);
console.log(`bundled ${bundled.length} @portico/domain module(s)`);
