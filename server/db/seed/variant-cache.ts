import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@/lib/image-variants';
import { serverEnv } from '../../env';
import { IMAGE_VARIANT_SETTINGS, renderImageVariants, type ImageVariant } from '../../storage/image-variants';

/**
 * The seed's artwork and its variants, kept per machine in SEED_IMAGE_CACHE_DIR and
 * addressed by the hash of what draws it (the SVG and encoder settings) and of the variant
 * settings (decision 027). The seed draws the same artwork every time, and AVIF encoding is
 * what takes long: with this cache a machine encodes the demo images once, and every later
 * seed (each API test file's database, the end-to-end server, `npm run demo` after a reset)
 * only reads files back.
 *
 * Only generated demo artwork goes here, never an upload: a deleted photo must not live on.
 */

export interface CachedArtwork {
  bytes: Buffer;
  variants: ImageVariant[];
}

const SOURCE = 'source.webp';
const VARIANTS = IMAGE_VARIANT_FORMATS.flatMap((format) =>
  IMAGE_VARIANT_WIDTHS.map((width) => ({ width, format, file: `w${width}.${format}` })),
);

async function readEntry(dir: string): Promise<CachedArtwork | null> {
  try {
    const [bytes, variants] = await Promise.all([
      readFile(path.join(dir, SOURCE)),
      Promise.all(
        VARIANTS.map(async ({ width, format, file }) => ({
          width,
          format,
          bytes: await readFile(path.join(dir, file)),
        })),
      ),
    ]);
    return { bytes, variants };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The artwork that `recipe` (everything its bytes depend on) describes, from the cache or
 * made by `draw` and its variants rendered, then added to the cache. An entry appears whole
 * or not at all (written to a temporary directory, then renamed), so seeds running at once
 * never read half an entry; both may encode, and one rename wins.
 */
export async function cachedArtwork(recipe: string, draw: () => Promise<Buffer>): Promise<CachedArtwork> {
  const hash = createHash('sha256').update(IMAGE_VARIANT_SETTINGS).update('\0').update(recipe).digest('hex');
  const root = path.resolve(/*turbopackIgnore: true*/ serverEnv().SEED_IMAGE_CACHE_DIR);
  const dir = path.join(root, hash.slice(0, 2), hash);
  const cached = await readEntry(dir);
  if (cached) return cached;

  const bytes = await draw();
  const variants = await renderImageVariants(bytes);
  const temp = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    await mkdir(temp, { recursive: true });
    await writeFile(path.join(temp, SOURCE), bytes);
    await Promise.all(variants.map((v) => writeFile(path.join(temp, `w${v.width}.${v.format}`), v.bytes)));
    await rename(temp, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      // Another seed stored the same entry first: keep it, unless it is damaged (a file
      // removed by hand), which this one replaces.
      if (await readEntry(dir)) return;
      await rm(dir, { recursive: true, force: true });
      await rename(temp, dir);
    });
  } catch {
    // The cache is not writable, or another seed raced this one: what was made here is as
    // good, and the next seed reads whichever entry is there.
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return { bytes, variants };
}
