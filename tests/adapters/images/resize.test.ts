import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageResizer, formatFor, type ImageResizer } from '../../../adapters/images/resize';
import { limitJobs } from '../../../adapters/images/jobs';
import { IMAGE_WIDTHS } from '../../../core/catalog/image-widths';
import { productImageSvg } from '../../../adapters/persistence/seed/product-image';
import type { ProductImageStore, StoredImage } from '../../../core/catalog/ports';

const svg = productImageSvg({
  name: 'Whey de prueba',
  brandName: 'Marca Ñandú',
  colour: '#112233',
  accent: '#ffcc00',
  pack: 'tub',
  flavour: 'Chocolate',
  size: '2 lb',
});

let files: Record<string, StoredImage>;
let lookups = 0;
const source: ProductImageStore = {
  findImage: async (file) => {
    lookups++;
    return files[file] ?? null;
  },
};

let cacheDir: string;
let resizer: ImageResizer;
// Every drawing goes through the job limiter, so counting its tasks counts the calls into sharp.
let drawn = 0;
const limit = limitJobs(2);
const countingJobs = <T>(task: () => Promise<T>) => {
  drawn++;
  return limit(task);
};
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'fornido-resize-'));
  // A 300×200 red PNG stored the way raster pictures are: base64 in the text column.
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d41d38' } })
    .png()
    .toBuffer();
  files = {
    'whey-prueba-chocolate.svg': { contentType: 'image/svg+xml', body: svg },
    'foto.png': { contentType: 'image/png', body: png.toString('base64') },
  };
  resizer = createImageResizer({ cacheDir, source, jobs: countingJobs });
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const resized = async (file: string, width: number, format: 'avif' | 'webp' | 'png', height?: number) => {
  const result = await resizer.resize({ file, width, height, format });
  if (!result.ok) throw new Error(result.error.message);
  return { ...result.value, meta: await sharp(result.value.bytes).metadata() };
};

describe('formatFor', () => {
  it('prefers AVIF, then WebP, and falls back to PNG', () => {
    expect(formatFor('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(formatFor('image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5')).toBe('webp');
    expect(formatFor('image/avif;q=0, image/webp')).toBe('webp');
    expect(formatFor('image/*,*/*;q=0.8')).toBe('png');
    expect(formatFor(undefined)).toBe('png');
  });
});

describe('createImageResizer', () => {
  it.each([
    ['webp', 'webp', 'image/webp'],
    ['avif', 'heif', 'image/avif'],
    ['png', 'png', 'image/png'],
  ] as const)('renders the seeded SVG as %s at exactly the asked width', async (format, decoded, contentType) => {
    const out = await resized('whey-prueba-chocolate.svg', 400, format);
    expect(out.contentType).toBe(contentType);
    expect(out.meta.format).toBe(decoded);
    expect([out.meta.width, out.meta.height]).toEqual([400, 400]);
    expect(out.cached).toBe(false);
  });

  it('draws an SVG larger than its own size crisply, and fits inside a box on white', async () => {
    expect((await resized('whey-prueba-chocolate.svg', 1200, 'webp')).meta.width).toBe(1200);
    const boxed = await resized('whey-prueba-chocolate.svg', 640, 'png', 320);
    expect([boxed.meta.width, boxed.meta.height]).toEqual([640, 320]);
    const corner = await sharp(boxed.bytes).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner].slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('shrinks a raster picture but never enlarges it', async () => {
    expect((await resized('foto.png', 160, 'webp')).meta.width).toBe(160);
    const big = await resized('foto.png', 800, 'webp');
    expect([big.meta.width, big.meta.height]).toEqual([300, 200]);
    // In a box, the picture keeps its own size and the rest is white.
    const boxed = await sharp((await resized('foto.png', 800, 'png', 800)).bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([boxed.info.width, boxed.info.height]).toEqual([800, 800]);
    let red = 0;
    for (let i = 0; i < boxed.data.length; i += boxed.info.channels) if (boxed.data[i + 1] < 100) red++;
    expect(red).toBe(300 * 200);
  });

  it('serves a cache hit from disk without drawing again', async () => {
    const first = await resized('whey-prueba-chocolate.svg', 240, 'webp');
    const [entry] = (await readdir(join(cacheDir, 'whey-prueba-chocolate.svg'))).filter((f) =>
      f.endsWith('-240xauto.webp'),
    );
    const path = join(cacheDir, 'whey-prueba-chocolate.svg', entry);
    // A new drawing would be a new file renamed into place: another inode, and a new time.
    const file = async () => {
      const { ino, mtimeMs } = await stat(path);
      return { ino, mtimeMs };
    };
    const before = await file();
    const drawnBefore = drawn;
    const again = await resized('whey-prueba-chocolate.svg', 240, 'webp');
    expect(again.cached).toBe(true);
    expect(drawn).toBe(drawnBefore);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(await file()).toEqual(before);
  });

  it('draws a picture once when many ask for it at the same time, leaving no temporary files', async () => {
    const drawnBefore = drawn;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => resized('whey-prueba-chocolate.svg', 320, 'png')),
    );
    expect(drawn).toBe(drawnBefore + 1);
    expect(new Set(results.map((r) => r.bytes.toString('base64'))).size).toBe(1);
    expect((await readdir(join(cacheDir, 'whey-prueba-chocolate.svg'))).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('makes a new file when the stored picture changes under the same name', async () => {
    const before = await resized('whey-prueba-chocolate.svg', 96, 'png');
    files['whey-prueba-chocolate.svg'] = { contentType: 'image/svg+xml', body: svg.replace('#112233', '#aa0000') };
    const after = await resized('whey-prueba-chocolate.svg', 96, 'png');
    files['whey-prueba-chocolate.svg'] = { contentType: 'image/svg+xml', body: svg };
    expect(after.cached).toBe(false);
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('refuses sizes outside the allowed list without looking the picture up', async () => {
    const asked = lookups;
    // 64 was once on the list, but no page asks for it.
    for (const [width, height] of [
      [123, undefined],
      [0, undefined],
      [2000, undefined],
      [400, 401],
      [1600, undefined],
      [64, undefined],
      [400, 64],
    ] as const) {
      const result = await resizer.resize({ file: 'whey-prueba-chocolate.svg', width, height, format: 'webp' });
      expect(result).toEqual({
        ok: false,
        error: { kind: 'invalid-size', message: expect.stringContaining('no está disponible') },
      });
    }
    expect(lookups).toBe(asked);
    expect(IMAGE_WIDTHS.every((w) => w <= 1600)).toBe(true);
  });

  it('answers not-found for unknown files and names that are not ours', async () => {
    for (const file of ['no-existe.svg', '../etc/passwd', 'Mayus.svg']) {
      expect(await resizer.resize({ file, width: 400, format: 'webp' })).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    }
  });

  it('answers busy, drawing nothing, when every worker is taken and nobody may wait', async () => {
    const jobs = limitJobs(1, 0);
    const dir = join(cacheDir, 'busy');
    const busyResizer = createImageResizer({ cacheDir: dir, source, jobs });
    let release: () => void = () => undefined;
    const hog = jobs(() => new Promise<void>((resolve) => (release = resolve)));
    const result = await busyResizer.resize({ file: 'whey-prueba-chocolate.svg', width: 480, format: 'avif' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'busy', message: expect.any(String), retryAfterSeconds: expect.any(Number) },
    });
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });
    release();
    await hog;
    expect((await busyResizer.resize({ file: 'whey-prueba-chocolate.svg', width: 480, format: 'webp' })).ok).toBe(true);
  });
});
