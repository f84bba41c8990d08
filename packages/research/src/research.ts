import { emailStatus } from '@sgs/contracts';
import { readBuildRequest } from '@sgs/db';
import { addUsage } from '@sgs/llm';
import { resolveTrade } from '@sgs/site-kit';
import { brandOf } from './brand';
import { brandColorFact } from './brand-color';
import { collectPhotos } from './collect-photos';
import type { ResearchDeps } from './deps';
import { mergeFacts } from './facts';
import { findPlace, resolveName } from './identity';
import { pauseReason, type ResearchOutcome } from './outcome';
import { persist } from './persist';
import { readWebsite } from './read-website';
import { researchRow } from './row';
import { synthesize } from './synthesize';

export function createResearch(deps: ResearchDeps) {
  const { db, places } = deps;
  const beat = (step: string) => deps.progress?.(step);

  async function loadSite(siteId: string) {
    const site = await db.site.findUnique({ where: { id: siteId } });
    return site && site.status === 'generating' ? site : null;
  }

  return {
    /**
     * Research stage of siteBuild: identify the place, read its website, run the email cascade, build
     * the photo library, pick colours, category and style, and write grounded research. Best-effort
     * everywhere except identity: a business with no name from any source fails the build.
     */
    async runResearch(siteId: string): Promise<ResearchOutcome> {
      const site = await loadSite(siteId);
      if (!site)
        return { found: false, businessName: '', businessCategory: 'default', emailStatus: 'missing', pause: null };
      const req = readBuildRequest(site);
      const notes: string[] = [];
      const sources = new Set<string>(['caller_input']);
      const place = await findPlace(deps, site.accountId, req, notes);
      if (place) sources.add(places.name === 'google' ? 'google_places' : 'local_directory');
      beat('place');

      const name = resolveName(deps, site, req, place);
      const website = req.existingSiteUrl ?? place?.website ?? undefined;
      const location =
        req.businessLocation ?? (req.identity.kind === 'name' ? req.identity.businessLocation : undefined);
      const { scraped, usage: readUsage } = await readWebsite(
        deps,
        website,
        { businessName: name, location },
        sources,
        notes,
      );
      beat('website');

      const imported = await collectPhotos(deps, site, req, name, place, scraped, sources, notes);
      beat('photos');

      const { descriptions, category, colors, colorSources, designStyle } = await brandOf(
        deps,
        siteId,
        req,
        name,
        place,
        scraped,
      );
      // The trade the site is designed for, recorded for the writer; a family fallback says so here.
      const trade = resolveTrade({
        placesTypes: place?.types,
        jsonLdTypes: scraped?.types,
        name,
        businessType: place?.businessType,
        descriptions,
        category,
        offerings: scraped?.services.map((s) => s.name),
        language: scraped?.language,
        homeTitle: scraped?.pages[0]?.title,
        story: scraped?.about?.value,
      });
      notes.push(trade.note);
      // the website's own story (its about page, its home page's introduction) where nobody gave a description:
      // the business's words before the writer's own sentence (the trade is told from the descriptions alone)
      const described = scraped?.about ? [...descriptions, scraped.about.value] : descriptions;
      const merged = mergeFacts({ site, req, name, place, scraped, website, category, descriptions: described, notes });
      const { facts, provenance, cascadeEmail } = merged;
      const brandColor = brandColorFact(colors, colorSources, `f${provenance.length + 1}`);
      if (brandColor) provenance.push(brandColor);
      const synthesized = await synthesize(deps.llm, facts);
      const { synthesis, writer } = synthesized;
      const usage = addUsage(synthesized.usage, readUsage);
      beat('synthesis');

      const research = researchRow({
        site,
        existingSiteUrl: req.existingSiteUrl ?? place?.website ?? null,
        ownerPrompt: req.ownerPrompt,
        name,
        place,
        placesName: places.name,
        scraped,
        merged,
        category,
        trade,
        colors,
        synthesis,
        writer,
        usage,
        sources,
        notes,
        photosImported: imported.imported,
      });
      const updated = await persist(deps, { site, req, place, facts, research, designStyle, cascadeEmail, usage });
      const status = emailStatus(updated.contactEmail, updated.operatorEmail);
      return {
        found: true,
        businessName: name,
        businessCategory: category,
        emailStatus: status,
        pause: pauseReason(updated, status),
      };
    },
  };
}
export type Research = ReturnType<typeof createResearch>;
