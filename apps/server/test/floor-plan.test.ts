import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The folder rules of decision 074 (.dependency-cruiser.mjs), run on small trees written for each case,
// so a deliberate violation is seen to fail, and on the real source, which must pass.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const depcruise = join(repo, 'node_modules/.bin/depcruise');
const rulesUrl = pathToFileURL(join(repo, '.dependency-cruiser.mjs')).href;

interface Outcome {
  code: number;
  output: string;
}

function run(cwd: string, args: string[]): Promise<Outcome> {
  return new Promise((done) => {
    execFile(depcruise, args, { cwd }, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

let tree: string | undefined;

afterEach(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes the files (path → source) under a new folder and checks them with the project's rules. */
async function check(files: Record<string, string>): Promise<Outcome> {
  tree = await mkdtemp(join(tmpdir(), 'floor-plan-'));
  const config = `import { floorPlanRules } from '${rulesUrl}';
export default {
  forbidden: floorPlanRules('^src'),
  options: { tsPreCompilationDeps: true, enhancedResolveOptions: { extensions: ['.ts'] } },
};
`;
  await writeFile(join(tree, 'rules.mjs'), config);
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), source);
  }
  return run(tree, ['src', '--config', 'rules.mjs', '--output-type', 'err']);
}

const layered = {
  'src/lib/clock.ts': 'export const now = (): number => 1;\n',
  'src/modules/alpha/index.ts': "export { one } from './one';\n",
  'src/modules/alpha/one.ts': "import { now } from '../../lib/clock';\nexport const one = now;\n",
  'src/modules/beta/index.ts': "export { two } from './two';\n",
  'src/modules/beta/two.ts': "import { one } from '../alpha';\nexport const two = one;\n",
};

describe('the folder rules', { timeout: 60_000 }, () => {
  it('pass a tree whose modules meet through their index.ts in one direction', async () => {
    const outcome = await check(layered);
    expect(outcome.output).toContain('no dependency violations found');
    expect(outcome.code).toBe(0);
  });

  it("fail an import of another module's internal file", async () => {
    const outcome = await check({
      ...layered,
      'src/modules/beta/two.ts': "import { one } from '../alpha/one';\nexport const two = one;\n",
    });
    expect(outcome.output).toContain('error module-front-door: src/modules/beta/two.ts');
    expect(outcome.code).not.toBe(0);
  });

  it('fail a loop of module folders that no single file loop carries', async () => {
    const outcome = await check({
      ...layered,
      'src/modules/alpha/three.ts': "import { two } from '../beta';\nexport const three = two;\n",
    });
    expect(outcome.output).toContain('error no-module-folder-cycle: src/modules/alpha');
    expect(outcome.code).not.toBe(0);
  });

  it('fail lib/ importing a module', async () => {
    const outcome = await check({
      ...layered,
      'src/lib/clock.ts': "import { two } from '../modules/beta';\nexport const now = two;\n",
    });
    expect(outcome.output).toContain('error lower-layers-never-import-modules: src/lib/clock.ts');
    expect(outcome.code).not.toBe(0);
  });

  it('pass on the server source, its known violations aside', async () => {
    const outcome = await run(repo, [
      'apps/server/src',
      '--config',
      '.dependency-cruiser.mjs',
      '--ignore-known',
      '--output-type',
      'err',
    ]);
    expect(outcome.output).toContain('no dependency violations found');
    expect(outcome.code).toBe(0);
  });
});
