// POST /v1/sites/:id/favicon (spec 4.2): an owner's favicon, cut to 180x180 from a picture of any shape,
// kept through revisions (the document's override) and published with the whole favicon family.
import { createHash } from 'node:crypto';
import { setFavicon } from '@sgs/site-kit';
import {
  alreadyLive,
  changeKey,
  orSwapFailed,
  ownedSite,
  releasesOf,
  requireDeployed,
  type SiteOpsDeps,
} from './common';
import { chooseFavicon, FAVICON_SIZE, type FaviconStrategy } from './favicon-crop';
import { loadImageSource, parseImageSource } from './source';

export const FAVICON_SOURCE_PATH = 'images/favicon-source.png';
/** Logo-tagged catalog photos tried when the source is undecodable (bounded: the first few, oldest first). */
const CATALOG_FALLBACKS = 3;

/** Why a fallback was used, in front of the hint. */
const FALLBACK_NOTES: Record<string, string> = {
  catalog: "The source could not be decoded or was blank, so a logo from the site's photo catalog was used. ",
  initial:
    'The source could not be decoded or was blank and the catalog has no usable logo, so the initial mark was used; send a png, svg, jpg or webp to replace it. ',
};

export interface FaviconSwapResult {
  ok: true;
  faviconSourcePath: string;
  favicon: { strategy: FaviconStrategy; versionHash: string; entropy: number };
  deployedUrl: string;
  hint: string;
}

export async function swapFavicon(
  deps: SiteOpsDeps,
  args: { accountId: string; siteId: string; body: unknown },
): Promise<FaviconSwapResult> {
  const { db, storage } = deps;
  const site = await ownedSite(db, args.accountId, args.siteId);
  const source = parseImageSource(args.body);
  requireDeployed(site);
  // Download and catalog errors are refusals (download_failed, forbidden, not_found); bytes that do not decode fall back instead.
  const image = await loadImageSource(
    { ...deps, allowLoopback: deps.env.ALLOW_LOOPBACK_URLS },
    site,
    source,
    'favicon',
  );

  return orSwapFailed('favicon', async () => {
    const releases = releasesOf(deps);
    const live = await releases.currentDocument(site);
    if (!live) throw new Error('the live release has no document');
    const cut = await chooseFavicon({
      source: image.ext ? image.bytes : null,
      catalogLogos: async () => {
        const rows = await db.sitePhoto.findMany({
          where: { siteId: site.id, accountId: site.accountId, excludedAt: null, tags: { has: 'logo' } },
          orderBy: { createdAt: 'asc' },
          take: CATALOG_FALLBACKS,
        });
        const found = await Promise.all(rows.map((r) => storage.readAsset(site.id, r.localPath)));
        return found.filter((b): b is Buffer => !!b);
      },
      businessName: live.business.name,
      accent: live.theme.colors.accent,
    });
    const favicon = { strategy: cut.strategy, versionHash: cut.versionHash, entropy: cut.entropy };
    const hint = `${FALLBACK_NOTES[cut.strategy.split('-')[0]!] ?? ''}The favicon family (favicon.ico, apple-touch-icon.png, favicon-*.png) is live and stays through revisions; only a full rebuild resets it. Browsers cache favicons: a hard reload shows the new one.`;
    const hash = createHash('sha256').update(cut.png).digest('hex');
    if (await alreadyLive(db, site, 'favicon', hash)) {
      return {
        ok: true as const,
        faviconSourcePath: FAVICON_SOURCE_PATH,
        favicon,
        deployedUrl: site.deploymentUrl!,
        hint,
      };
    }
    await storage.writeAsset(site.id, FAVICON_SOURCE_PATH, cut.png);
    const published = await releases.publishChange(
      site.id,
      'favicon',
      changeKey('favicon', hash, site.currentReleaseId!),
      (doc) =>
        setFavicon(doc, {
          source: {
            id: 'favicon-source',
            src: FAVICON_SOURCE_PATH,
            alt: `${doc.business.name} icon`,
            width: FAVICON_SIZE,
            height: FAVICON_SIZE,
          },
          strategy: cut.strategy,
          versionHash: cut.versionHash,
        }),
    );
    return {
      ok: true as const,
      faviconSourcePath: FAVICON_SOURCE_PATH,
      favicon,
      deployedUrl: published.deploymentUrl,
      hint,
    };
  });
}
