// Release folders as docs/deploy.md lays them out (/opt/portico/releases/<id>, `current` pointing at
// one), made from this checkout's build: the built server and web app copied (a process resolves its
// web app and migrations from where its code really is), the installed packages and sources linked.
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './app-process';

const COPIED = ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-server'];
const LINKED = [
  'package.json',
  'node_modules',
  'packages',
  'scripts',
  'apps/server/package.json',
  'apps/server/node_modules',
  'apps/server/drizzle',
  'apps/web/package.json',
  'apps/web/node_modules',
];

/** A hashed asset only one release ships, as a rebuilt file gets a new name. */
export type OwnAsset = { name: string; content: string };

/**
 * `<root>/releases/<id>`, built from the checkout `from` (this one by default); `ownAsset` is added
 * to its web app's assets.
 */
export function makeRelease(
  root: string,
  id: string,
  ownAsset?: OwnAsset,
  from = REPO_ROOT,
): string {
  const release = join(root, 'releases', id);
  mkdirSync(join(release, 'apps/server'), { recursive: true });
  mkdirSync(join(release, 'apps/web'), { recursive: true });
  for (const path of COPIED) cpSync(join(from, path), join(release, path), { recursive: true });
  for (const path of LINKED) symlinkSync(join(from, path), join(release, path));
  if (ownAsset)
    writeFileSync(join(release, 'apps/web/dist/assets', ownAsset.name), ownAsset.content);
  return release;
}

/** Points `<root>/current` at `release`, as a first install does (the upgrade script does it later). */
export function makeCurrent(root: string, release: string): void {
  symlinkSync(release, join(root, 'current'));
}
