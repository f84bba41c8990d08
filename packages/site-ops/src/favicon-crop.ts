// Cutting a 180x180 favicon from a picture of any shape (spec 4.2 favicon): crop strategies in order until
// one passes an entropy floor, then a logo-tagged catalog photo, then the initial mark.
import { createHash } from 'node:crypto';
import { initialMarkSvg } from '@sgs/site-kit';
import sharp, { type Sharp } from 'sharp';

export const FAVICON_SIZE = 180;
/**
 * Greyscale histogram entropy, in bits (0 = one flat colour, 8 = every grey level equally often), of the
 * crop flattened onto white. Below 0.5 bits a crop is nearly blank: e.g. 90% background with a thin
 * sliver of ink is 0.47 bits. Such a crop is padding, not a mark, and the next strategy is tried.
 */
export const FAVICON_ENTROPY_FLOOR = 0.5;
/** A logo wider than 2:1 is a wordmark; its left or right square usually holds the symbol. */
const WIDE_ASPECT = 2;

export type CropStrategy = 'wide-edge' | 'attention' | 'center';
export type FaviconStrategy = `source-logo-${CropStrategy}` | `catalog-logo-${CropStrategy}` | 'initial-mark';

export interface FaviconCut {
  png: Buffer;
  strategy: FaviconStrategy;
  entropy: number;
  /** First 8 hex characters of sha256 of the PNG: changes whenever the picture does. */
  versionHash: string;
}

export const versionHash = (png: Buffer) => createHash('sha256').update(png).digest('hex').slice(0, 8);

/** Entropy of a finished crop; stats() ignores earlier pipeline steps, so the flattened PNG is encoded first. */
export async function entropyOf(png: Buffer): Promise<number> {
  const flat = await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
  const { entropy } = await sharp(flat).stats();
  return Math.round(entropy * 1000) / 1000;
}

const encode = (pipeline: Sharp) => pipeline.png({ compressionLevel: 9 }).toBuffer();

/** The candidate crops of one decodable picture, in strategy order (wide-edge only for wide pictures). */
async function* crops(bytes: Buffer): AsyncGenerator<{ strategy: CropStrategy; png: Buffer; entropy: number }> {
  // One raster master (SVGs rendered at a density that keeps small marks sharp).
  const master = await sharp(bytes, { density: 300, limitInputPixels: 100_000_000 })
    .rotate()
    .resize(2000, 2000, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(master).metadata();
  if (!width || !height) return;
  if (width / height > WIDE_ASPECT) {
    const edges = await Promise.all(
      [0, width - height].map(async (left) => {
        const png = await encode(
          sharp(master).extract({ left, top: 0, width: height, height }).resize(FAVICON_SIZE, FAVICON_SIZE),
        );
        return { png, entropy: await entropyOf(png) };
      }),
    );
    const [l, r] = edges as [{ png: Buffer; entropy: number }, { png: Buffer; entropy: number }];
    yield { strategy: 'wide-edge', ...(r.entropy > l.entropy ? r : l) };
  }
  const attention = await encode(
    sharp(master).resize(FAVICON_SIZE, FAVICON_SIZE, { fit: 'cover', position: sharp.strategy.attention }),
  );
  yield { strategy: 'attention', png: attention, entropy: await entropyOf(attention) };
  const center = await encode(sharp(master).resize(FAVICON_SIZE, FAVICON_SIZE, { fit: 'cover', position: 'centre' }));
  yield { strategy: 'center', png: center, entropy: await entropyOf(center) };
}

/** The first crop of `bytes` that passes the floor, or null (undecodable, or every crop nearly blank). */
export async function cropFavicon(
  bytes: Buffer | null,
): Promise<{ strategy: CropStrategy; png: Buffer; entropy: number } | null> {
  if (!bytes) return null;
  try {
    for await (const c of crops(bytes)) if (c.entropy >= FAVICON_ENTROPY_FLOOR) return c;
  } catch {
    return null; // undecodable: the caller falls back
  }
  return null;
}

/**
 * The whole selection: the source's crops, then each logo-tagged catalog photo's (bounded list, oldest
 * first), then the initial mark on the accent colour.
 */
export async function chooseFavicon(input: {
  source: Buffer | null;
  catalogLogos: () => Promise<Buffer[]>;
  businessName: string;
  accent: string;
}): Promise<FaviconCut> {
  const fromSource = await cropFavicon(input.source);
  if (fromSource)
    return {
      png: fromSource.png,
      entropy: fromSource.entropy,
      strategy: `source-logo-${fromSource.strategy}`,
      versionHash: versionHash(fromSource.png),
    };
  for (const bytes of await input.catalogLogos()) {
    const c = await cropFavicon(bytes);
    if (c)
      return {
        png: c.png,
        entropy: c.entropy,
        strategy: `catalog-logo-${c.strategy}`,
        versionHash: versionHash(c.png),
      };
  }
  const png = await encode(sharp(Buffer.from(initialMarkSvg(input.businessName, input.accent, FAVICON_SIZE, false))));
  return { png, entropy: await entropyOf(png), strategy: 'initial-mark', versionHash: versionHash(png) };
}
