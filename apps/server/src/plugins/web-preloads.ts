// What a server-rendered page asks the browser to fetch beside its entry: the chunks of the screen it
// shows, as `<link rel="modulepreload">` (Vite's own way to preload a chunk). The router loads that
// screen lazily as the app starts; without the links its files would be asked for only once the
// entry had run, a round trip later. The entry's own chunks are in index.html already (Vite writes
// their links); the screens' come from Vite's manifest, by the file the route names (screens.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function readManifest(webDistDir: string): Manifest | null {
  const path = join(webDistDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** A chunk's file and those of every chunk it imports, statically, in the order they are found. */
function filesOf(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files);
}

/** Each screen's scripts, given the files of its chunks as `/assets/…`; the entry's left out. */
export type ScreenPreloads = (screens: string[]) => string[];

export function screenPreloads(webDistDir: string): ScreenPreloads {
  const manifest = readManifest(webDistDir);
  if (!manifest) return () => [];
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) filesOf(manifest, key, entry);
  }
  return (screens) => {
    const files = new Set<string>();
    for (const screen of screens) filesOf(manifest, screen, files);
    return [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  };
}

/** The links for those scripts, as Vite writes the entry's in index.html. */
export function modulePreloadLinks(scripts: string[]): string {
  return scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
}

/**
 * A disabled `<link rel="stylesheet">` for each sheet the page has inline. A disabled sheet is never
 * fetched; the link only tells Vite's loader, which looks for it before adding a module's stylesheet,
 * that the rules are already here (else it fetches them again and the browser recalculates the page's
 * styles in the middle of the app's start).
 */
export function inlinedSheetMarkers(files: string[]): string {
  return files.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
}
