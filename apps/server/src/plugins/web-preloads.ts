// What a server-rendered page tells the browser to fetch once it has painted. The app starts after the
// first paint in stages (apps/web/src/boot.ts), each an import of its own; without the list each stage
// would fetch its files only when the previous one has run, a round trip per stage on a slow network.
// The entry (main.tsx) preloads them all at once after the paint: as `<link rel="modulepreload">` in
// the HTML they would share the network with the first paint. The list comes from Vite's manifest:
// the entry's start-up modules (boot and its stages), never a screen's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function readManifest(webDistDir: string): Manifest | null {
  const path = join(webDistDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** The entry's start-up module (boot) and the stages it imports, with every file they import. */
export function startUpScripts(webDistDir: string): string[] {
  const manifest = readManifest(webDistDir);
  if (!manifest) return [];
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk === entry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const boot of entry?.dynamicImports ?? []) {
    visit(boot);
    for (const stage of manifest[boot]?.dynamicImports ?? []) visit(stage);
  }
  return [...files].map((file) => `/${file}`);
}

/** The start-up scripts as the JSON the entry reads (`#start-up-scripts`); '' without any. */
export function startUpScriptList(scripts: string[]): string {
  if (scripts.length === 0) return '';
  return `<script type="application/json" id="start-up-scripts">${JSON.stringify(scripts)}</script>`;
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
