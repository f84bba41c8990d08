import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, site, siteLanguageField, siteLanguagesField, z } from '@sgs/contracts';
import {
  changeSiteSlug,
  SLUG_MAX_LENGTH,
  SLUG_REDIRECT_DAYS,
  slugify,
  slugProblem,
  toSiteResource,
  type SlugProblem,
} from '@sgs/db';
import { createReleaseService, deploymentUrlFor } from '@sgs/releases';
import { retagSiteWorkflows } from '@sgs/site-ops';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import { mountRoute } from '../../http/route';
import { changeLanguage } from './language';

export const changeSiteBody = z
  .object({
    slug: z
      .string()
      .optional()
      .openapi({
        description: `The site's new address label (<slug>.<free host domain>): lowercase letters, digits and single hyphens, at most ${SLUG_MAX_LENGTH} characters.`,
        example: 'rosas-cafe-austin',
      }),
    language: siteLanguageField('language')
      .optional()
      .openapi({
        description:
          'Rewrites a built site in this language from its stored research, as a new release (202; the previous ' +
          'release stays restorable). It holds credits as a build does (GET /v1/credits `build_hold`).',
      }),
    languages: siteLanguagesField('languages')
      .optional()
      .openapi({
        description:
          'Rewrites a built site in these languages, as `language` does: the first is the main language (served at /; ' +
          'with `language` too, it must be that), each further one is written natively and served under /<language>/; ' +
          'a language left out is removed with its pages, one added gets its own. Same rules as on create.',
      }),
  })
  .strict()
  .refine((b) => b.slug !== undefined || b.language !== undefined || b.languages !== undefined, {
    message: 'Send slug, language or languages',
  })
  .openapi('ChangeSlugBody');

const refusals: Record<SlugProblem, (slug: string) => ApiError> = {
  too_long: () => new ApiError(400, { error: 'slug is too long', hint: `At most ${SLUG_MAX_LENGTH} characters.` }),
  malformed: (slug) =>
    new ApiError(400, {
      error: 'slug is malformed',
      hint: `Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit, e.g. "${slugify(slug)}".`,
    }),
  reserved: () =>
    new ApiError(400, { error: 'slug is reserved', hint: 'This name belongs to the service itself; choose another.' }),
};

/**
 * PATCH /v1/sites/:id `{ slug }`: moves the site to a new free-subdomain address. The old address redirects to the
 * new one for SLUG_REDIRECT_DAYS and is then free for others. A live site on its free subdomain is re-published so
 * its canonical links, sitemap and social tags name the new address.
 */
export async function changeSlug(deps: GatewayDeps, accountId: string, siteId: string, slug: string) {
  const { db, env } = deps;
  const owned = await ownedSite(db, accountId, siteId);
  const problem = owned.slug === slug ? null : slugProblem(slug);
  if (problem) throw refusals[problem](slug);
  const freeAddress = owned.hostingTier !== 'paid_custom_domain' && owned.deploymentUrl !== null;
  const outcome = await changeSiteSlug(db, owned, slug, () =>
    freeAddress ? { deploymentUrl: deploymentUrlFor(env, slug) } : {},
  );
  if ('taken' in outcome)
    throw new ApiError(409, {
      error: 'slug is taken',
      hint: 'Another site has this address, or had it in the last 30 days; choose another.',
    });
  if (outcome.changed) {
    try {
      await deps.temporal.withDeadline(Date.now() + 10_000, () => retagSiteWorkflows(deps.temporal, owned.id, slug));
    } catch (err) {
      // The rename stands; only operators' search by the new slug lags until the workflows restart.
      deps.log.warn({ err, siteId: owned.id }, 'slug change: re-tagging the running workflows failed');
    }
  }
  if (outcome.changed && freeAddress && owned.currentReleaseId) {
    try {
      await createReleaseService(deps).publishChange(owned.id, 'slug', `slug:${slug}:${randomUUID()}`, (doc) => doc);
    } catch (err) {
      // The address works either way: the next publish renders the new links.
      deps.log.warn({ err, siteId: owned.id }, 'slug change: re-publishing with the new address failed');
    }
  }
  return toSiteResource(await ownedSite(db, accountId, siteId, { formWebhook: true }), { single: true });
}

export function mountSlugRoute(router: Router, registry: OpenAPIRegistry, deps: GatewayDeps) {
  mountRoute(router, registry, {
    method: 'patch',
    path: '/v1/sites/:id',
    tags: ['Sites'],
    body: changeSiteBody,
    summary: "Change a site's address (slug) or language",
    description:
      `\`slug\` moves the site to \`<slug>.<free host domain>\`. The old address answers 308 to the new one for ${SLUG_REDIRECT_DAYS} days, ` +
      'then is free for any site. Sending the current slug changes nothing (200). A live site is re-published so its links name the new address. ' +
      '`language` rewrites a built site in that language from its stored research: 202 with the site building (follow it on GET ' +
      '/v1/sites/{id} until it is live again); the new release replaces the live one when written and reviewed, and the previous ' +
      'release stays restorable (POST /v1/sites/{id}/releases/{releaseId}/restore). It holds and charges credits as a build does and ' +
      'is refused while a build, a revision or another language change runs on the site (409). Sending the current language changes nothing (200). ' +
      '`languages` (main first, as on create) rewrites the site in that set the same way: a further language added gets its own pages under ' +
      '/<language>/, one left out is removed with its pages, hreflang links and sitemap entries. Sending the languages the site has changes nothing (200).',
    responses: {
      200: { description: 'The site (as GET /v1/sites/{id})', schema: site },
      202: { description: 'The language change started: the site, status generating', schema: site },
      400: {
        description:
          'slug is malformed; slug is too long; slug is reserved; language is not a supported BCP 47 tag; ' +
          "language is already one of the site's other languages; languages must list at least one language; languages lists at most 4 " +
          'languages; languages must list each language once; languages must start with language; invalid body',
      },
      402: { description: 'PAYMENT_REQUIRED: the available credits cannot cover the language change (as a build)' },
      404: { description: 'Site not found (also for sites owned by others)' },
      409: {
        description:
          'slug is taken (by another site, or left by one within the redirect period); A build is running on this site; ' +
          'A revision is running on this site; Site is not deployed yet (language)',
      },
    },
    handler: async (req, res, body) => {
      const caller = callerOf(req);
      const siteId = String(req.params.id);
      let view = body.slug !== undefined ? await changeSlug(deps, caller.accountId, siteId, body.slug) : undefined;
      const changesLanguage = body.language !== undefined || body.languages !== undefined;
      const status = changesLanguage ? await changeLanguage(deps, caller, siteId, body) : 200;
      if (status === 202 || !view)
        view = toSiteResource(await ownedSite(deps.db, caller.accountId, siteId, { formWebhook: true }), {
          single: true,
        });
      res.status(status).json(view);
    },
  });
}
