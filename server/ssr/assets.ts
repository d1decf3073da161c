import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './document';

const ENTRY = 'web/entry-client.tsx';
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** The built client's script, styles and preloads, read from Vite's manifest; none when it was not built. */
export const readAssets = (clientDir: string): Assets | null => {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${ENTRY}: rebuild with npm run build`);
  const imports = (entry.imports ?? []).map((k) => manifest[k]).filter((c): c is ManifestChunk => Boolean(c));
  return {
    scripts: [`/${entry.file}`],
    styles: [...(entry.css ?? []), ...imports.flatMap((c) => c.css ?? [])].map((f) => `/${f}`),
    preloads: imports.map((c) => `/${c.file}`),
  };
};

export const NO_ASSETS: Assets = { scripts: [], styles: [], preloads: [] };
