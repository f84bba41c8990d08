import type { Env } from '@sgs/config';
import { checkRenderedSite, renderSite, validateSiteDocument, type SiteDocument } from '@sgs/site-kit';
import { deploymentUrlFor, type ReleaseService } from '@sgs/releases';

/**
 * The revision "typecheck": the document validates and its rendering is valid HTML whose internal links
 * all resolve. Returns the problems, empty when clean.
 */
export function createTypecheck(
  env: Env,
  releases: ReleaseService,
  site: { id: string; slug: string; deploymentUrl: string | null },
) {
  return async (doc: SiteDocument): Promise<string[]> => {
    const valid = validateSiteDocument(doc);
    if (!valid.ok) return valid.issues.map((i) => `${i.path}: ${i.message}`);
    const files = await renderSite(valid.document, await releases.assetsFor(site.id, valid.document), {
      baseUrl: site.deploymentUrl ?? deploymentUrlFor(env, site.slug),
      siteId: site.id,
      formEndpoint: `${env.PUBLIC_BASE_URL}/v1/webhooks/form-submit`,
    });
    return checkRenderedSite(files).map((i) => `${i.file}: ${i.rule}: ${i.message}`);
  };
}
