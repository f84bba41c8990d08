// POST /v1/sites/:id/logo (spec 4.2): a new logo on every page, published as a new release. The favicon,
// brand colours and style stay as they were.
import { createHash } from 'node:crypto';
import { FAVICON_FILES, parseSiteDocument, setFavicon, setLogo, type SiteDocument } from '@sgs/site-kit';
import {
  alreadyLive,
  changeKey,
  orSwapFailed,
  ownedSite,
  releasesOf,
  requireDeployed,
  type SiteOpsDeps,
} from './common';
import { SiteOpError } from './errors';
import { loadImageSource, parseImageSource } from './source';

export interface LogoSwapResult {
  ok: true;
  logoPath: string;
  deployedUrl: string;
  hint: string;
}

const PINNED_FAVICON = 'images/favicon-kept.png';

/** The renderer cuts the favicon from a logo only when it is roughly square (site-kit render/assets/favicon.ts). */
const squarish = (w: number, h: number) => w / h >= 0.75 && w / h <= 1.34;

/**
 * Without an owner's favicon the renderer derives one from a squarish logo, so a swap to or from a squarish
 * logo would change the favicon. Then the live favicon is kept as the document's favicon source (not an owner
 * override: a favicon swap or a full re-run still replaces it). Only the 180px touch icon is re-derived from it.
 */
async function keepFavicon(
  deps: SiteOpsDeps,
  siteId: string,
  releaseId: string,
  doc: SiteDocument,
  next: { width: number; height: number },
): Promise<SiteDocument> {
  if (doc.favicon.source) return doc;
  const logoShapedIt = doc.logo && squarish(doc.logo.width, doc.logo.height);
  if (!logoShapedIt && !squarish(next.width, next.height)) return doc; // the initial mark stays the initial mark
  const current = await deps.storage.readFile(siteId, releaseId, FAVICON_FILES.png512).catch(() => null);
  if (!current) return doc;
  await deps.storage.writeAsset(siteId, PINNED_FAVICON, current);
  const pinned = setFavicon(doc, {
    source: { id: 'favicon-kept', src: PINNED_FAVICON, alt: `${doc.business.name} icon`, width: 512, height: 512 },
    strategy: 'kept-on-logo-swap',
  });
  return parseSiteDocument({ ...pinned, favicon: { ...pinned.favicon, override: false } });
}

export async function swapLogo(
  deps: SiteOpsDeps,
  args: { accountId: string; siteId: string; body: unknown },
): Promise<LogoSwapResult> {
  const site = await ownedSite(deps.db, args.accountId, args.siteId);
  const source = parseImageSource(args.body);
  requireDeployed(site);
  const image = await loadImageSource({ ...deps, allowLoopback: deps.env.ALLOW_LOOPBACK_URLS }, site, source, 'logo');
  if (!image.bytes || !image.ext || !image.width || !image.height) {
    throw new SiteOpError('download_failed', {
      error: 'logo_download_failed',
      detail: image.bytes
        ? 'the source is not a decodable png, svg, jpg or webp image'
        : 'the catalog photo has no stored image',
      hint: 'Use a png, svg, jpg or webp image.',
    });
  }
  const { bytes, ext, width, height } = image;
  const logoPath = `images/logo.${ext}`;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const hint = `The new logo is live on every page. The favicon, brand colors and style are unchanged; POST /v1/sites/${site.id}/favicon changes the favicon.`;
  if (await alreadyLive(deps.db, site, 'logo', hash))
    return { ok: true, logoPath, deployedUrl: site.deploymentUrl!, hint };

  const published = await orSwapFailed('logo', async () => {
    await deps.storage.writeAsset(site.id, logoPath, bytes);
    return releasesOf(deps).publishChange(
      site.id,
      'logo',
      changeKey('logo', hash, site.currentReleaseId!),
      async (doc, live) => {
        const kept = await keepFavicon(deps, live.id, live.currentReleaseId!, doc, { width, height });
        return setLogo(kept, { src: logoPath, alt: `${doc.business.name} logo`, width, height });
      },
    );
  });
  return { ok: true, logoPath, deployedUrl: published.deploymentUrl, hint };
}
