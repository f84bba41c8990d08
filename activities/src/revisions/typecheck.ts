import type { Env } from '@sgs/config';
import { checkRenderedSite, renderSite, validateSiteDocument, type SiteDocument } from '@sgs/site-kit';
import type { SiteFiles } from '@sgs/storage';
import { deploymentUrlFor, type ReleaseService } from '@sgs/releases';

/**
 * The revision "typecheck": the document validates and its rendering is valid HTML whose internal links
 * all resolve. `check` returns the problems, empty when clean; `lastClean` the last clean document with its
 * rendered files, so a revision renders once (typecheck and release from one render).
 */
export function createTypecheck(
  env: Env,
  releases: ReleaseService,
  site: { id: string; slug: string; deploymentUrl: string | null },
) {
  let clean: { doc: SiteDocument; files: SiteFiles } | null = null;
  async function check(doc: SiteDocument): Promise<string[]> {
    const valid = validateSiteDocument(doc);
    if (!valid.ok) return valid.issues.map((i) => `${i.path}: ${i.message}`);
    const files = await renderSite(valid.document, await releases.assetsFor(site.id, valid.document), {
      baseUrl: site.deploymentUrl ?? deploymentUrlFor(env, site.slug),
      siteId: site.id,
      formEndpoint: `${env.PUBLIC_BASE_URL}/v1/webhooks/form-submit`,
    });
    const problems = checkRenderedSite(files).map((i) => `${i.file}: ${i.rule}: ${i.message}`);
    if (!problems.length) clean = { doc: valid.document, files };
    return problems;
  }
  return {
    check,
    /** The last document that checked clean, with its files (the model agent's last check is of its final document). */
    lastClean: () => clean,
  };
}
