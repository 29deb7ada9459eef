// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { linksInBatches } from './links-in-batches';

const fixture = mkdtempSync(join(tmpdir(), 'links-in-batches-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** Builds an entry that imports a screen with a sheet of its own, and answers the output's chunks. */
async function buildFixture(): Promise<Rolldown.OutputChunk[]> {
  writeFileSync(join(fixture, 'index.html'), '<script type="module" src="./entry.js"></script>');
  writeFileSync(join(fixture, 'entry.js'), "void import('./screen.js');");
  writeFileSync(join(fixture, 'screen.js'), "import './screen.css'; export const screen = 1;");
  writeFileSync(join(fixture, 'screen.css'), '.screen { color: red; }');
  const output = (await build({
    root: fixture,
    logLevel: 'silent',
    configFile: false,
    plugins: [linksInBatches()],
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

describe('the build loads a dynamic import’s files through our loader', () => {
  it('bundles src/app/preload/vite-preload.ts in place of Vite’s own helper', async () => {
    const chunks = await buildFixture();
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.endsWith('src/app/preload/vite-preload.ts'))).toBe(true);
    expect(modules.some((id) => id.includes('vite/preload-helper'))).toBe(false);
    // The import still names its files: the screen's sheet reaches the loader.
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.code).toMatch(/assets\/screen-[\w-]+\.css/);
  });
});
