import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './document';

/** The page's first script (web/boot.ts): tiny, with the styles; it loads the app (APP) once the page is quiet. */
const BOOT = 'web/boot.ts';
const APP = 'web/entry-client.tsx';
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports, transitively, each once. */
const withImports = (manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((k) => withImports(manifest, k, seen))];
};

/** The built client's scripts, styles (their text too, to inline) and chunks, from Vite's manifest; none when it was
 * not built. */
export const readAssets = (clientDir: string): Assets | null => {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = (key: string) => {
    if (!manifest[key]) throw new Error(`${manifestPath} has no entry for ${key}: rebuild with npm run build`);
    return withImports(manifest, key);
  };
  const [boot, ...bootImports] = entry(BOOT);
  const app = entry(APP);
  const styles = [...new Set([boot, ...bootImports, ...app].flatMap((c) => c.css ?? []))].map((f) => `/${f}`);
  const loaded = new Set([boot, ...bootImports, ...app].map((c) => c.file));
  return {
    scripts: [`/${boot.file}`],
    styles,
    // `\/` reads as `/` in CSS: no text of a stylesheet can close the element it is inlined in.
    inlineStyles: styles
      .map((href) => readFileSync(join(clientDir, href), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style'),
    preloads: bootImports.map((c) => `/${c.file}`),
    app: app.map((c) => `/${c.file}`),
    // A page's own chunk (and what only it imports) is fetched with the app's code, saving a round trip.
    chunksOf: (module) =>
      withImports(manifest, module)
        .filter((c) => !loaded.has(c.file))
        .map((c) => `/${c.file}`),
  };
};

export const NO_ASSETS: Assets = {
  scripts: [],
  styles: [],
  inlineStyles: '',
  preloads: [],
  app: [],
  chunksOf: () => [],
};
