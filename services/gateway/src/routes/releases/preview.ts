import type { Env } from '@sgs/config';
import { previewLabel } from '@sgs/contracts';

/** A release as it was built, served noindex by the hosting service, before and after it is live. */
export const previewUrl = (env: Env, slug: string, releaseId: string) =>
  `${env.SITE_URL_SCHEME}://${previewLabel(slug, releaseId)}.${env.FREE_HOST_DOMAIN}${env.SITE_URL_PORT}/`;
