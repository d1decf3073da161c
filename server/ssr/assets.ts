import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './document';

const ENTRY = 'web/entry-client.tsx';
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports, transitively, each once. */
const withImports = (manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((k) => withImports(manifest, k, seen))];
};

/** The built client's script, styles and preloads, read from Vite's manifest; none when it was not built. */
export const readAssets = (clientDir: string): Assets | null => {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${ENTRY}: rebuild with npm run build`);
  const [, ...imports] = withImports(manifest, ENTRY);
  const entryFiles = new Set([entry.file, ...imports.map((c) => c.file)]);
  return {
    scripts: [`/${entry.file}`],
    styles: [...(entry.css ?? []), ...imports.flatMap((c) => c.css ?? [])].map((f) => `/${f}`),
    preloads: imports.map((c) => `/${c.file}`),
    // A page's own chunk (and what only it imports) is preloaded with the page, saving a round trip.
    preloadsOf: (module) =>
      withImports(manifest, module)
        .filter((c) => !entryFiles.has(c.file))
        .map((c) => `/${c.file}`),
  };
};

export const NO_ASSETS: Assets = { scripts: [], styles: [], preloads: [], preloadsOf: () => [] };
