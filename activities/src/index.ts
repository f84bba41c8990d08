import { loadEnv, type Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import { createLlm, type Llm } from '@sgs/llm';
import { createPlacesProvider, type PlacesProvider } from '@sgs/places';
import { createSiteStorage, type SiteStorage } from '@sgs/storage';
import { createPageRenderer, CRAWLER_USER_AGENT } from '@sgs/research';
import { createResearchActivities } from './research/activities';
import { createGenerationActivities } from './site-build/generate';
import { createLanguageChangeActivities } from './site-build/language';
import { createLifecycleActivities } from './lifecycle/lifecycle';
import { createSiteBuildActivities } from './site-build/phase';
import { createEventActivities } from './events/emit';
import { createWebhookDeliveryActivities } from './delivery/attempt';
import { createEmailActivities } from './delivery/email';
import { createMaintenanceActivities } from './delivery/maintenance';
import type { Mailer } from './delivery/mailer';
import { sharedBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { createVisualReviewActivities } from './visual-review/review';
import { createRevisionActivities } from './revisions/activities';
import { createReleaseActivities } from './releases/activities';
import { createDomainActivities, type DomainActivityDeps } from './domains/activation';

export * from './site-build/phase';
export * from './site-build/generate';
export * from './site-build/language';
export { createReleaseService, ReleaseNotFoundError, type ReleaseService, type StoredRelease } from '@sgs/releases';
export * from './lifecycle/lifecycle';
export * from './lifecycle/deactivate';
export * from './research/activities';
export * from './events/emit';
export * from './delivery/attempt';
export * from './delivery/email';
export * from './delivery/mailer';
export * from './delivery/maintenance';
export * from './visual-review/review';
export * from './revisions/activities';
export * from './releases/activities';
export * from './domains/activation';

export interface ActivityDeps {
  db: Db;
  /** Parsed environment; defaults to process.env (tests pass their own). */
  env?: Env;
  /** Mail port for the delivery queue; defaults to SMTP from MAIL_SMTP_URL, null keeps mail in the outbox. */
  mailer?: Mailer | null;
  /** Site files and research assets; defaults to the adapter STORAGE_URL names (local directory under DATA_DIR/sites). */
  storage?: SiteStorage;
  /** Place provider; defaults to Google Places with GOOGLE_PLACES_API_KEY, else the local directory. */
  places?: PlacesProvider;
  /** Language model; defaults to OPENAI_* settings, null for the deterministic writers. */
  llm?: Llm | null;
  /** Chromium for visual review; defaults to the process-wide pool (CHROMIUM_PATH, one browser per process). */
  browserPool?: BrowserPool;
  /** Custom-domain activation ports (DNS resolver, hosting hostnames, billing); default from the environment. */
  domains?: Partial<Omit<DomainActivityDeps, 'db' | 'env'>>;
}

/** Fills in the dependencies a caller did not pass, from the environment. */
export function withDefaults(deps: ActivityDeps) {
  const env = deps.env ?? loadEnv();
  return {
    ...deps,
    env,
    storage: deps.storage ?? createSiteStorage(env),
    places: deps.places ?? createPlacesProvider(env, deps.db),
    llm: deps.llm === undefined ? createLlm(env) : deps.llm,
  };
}

/** Every activity of the site-build task queue, built from its dependencies once per worker. */
export function createSiteBuildQueueActivities(input: ActivityDeps) {
  const deps = withDefaults(input);
  return {
    ...createSiteBuildActivities({ db: deps.db, publicBaseUrl: deps.env.PUBLIC_BASE_URL }),
    ...createEventActivities(deps),
    ...createResearchActivities({
      ...deps,
      allowLoopback: deps.env.ALLOW_LOOPBACK_URLS,
      // Launched only when a website turns out to be client-rendered.
      render: createPageRenderer(deps.browserPool ?? sharedBrowserPool({ executablePath: deps.env.CHROMIUM_PATH }), {
        allowLoopback: deps.env.ALLOW_LOOPBACK_URLS,
        userAgent: CRAWLER_USER_AGENT,
      }),
      mapsUrl: deps.env.GOOGLE_MAPS_URL,
      stock: deps.env.UNSPLASH_ACCESS_KEY
        ? { accessKey: deps.env.UNSPLASH_ACCESS_KEY, baseUrl: deps.env.UNSPLASH_BASE_URL }
        : undefined,
    }),
    ...createGenerationActivities(deps),
    ...createLanguageChangeActivities(deps),
    ...createLifecycleActivities(deps),
    ...createRevisionActivities(deps),
    ...createReleaseActivities(deps),
    ...createDomainActivities({ db: deps.db, env: deps.env, ...deps.domains }),
  };
}

/** Every activity of the delivery task queue: webhook attempts, email, retention and the outbox sweep. */
export function createDeliveryQueueActivities(deps: ActivityDeps) {
  return {
    ...createWebhookDeliveryActivities(deps),
    ...createEmailActivities(deps),
    ...createMaintenanceActivities(deps),
  };
}

/** The visual-review task queue: one shared Chromium, pages reviewed a few at a time (bounded by cores). */
export function createVisualReviewQueueActivities(deps: ActivityDeps) {
  const env = deps.env ?? loadEnv();
  return createVisualReviewActivities({
    storage: deps.storage ?? createSiteStorage(env),
    browserPool: deps.browserPool ?? sharedBrowserPool({ executablePath: env.CHROMIUM_PATH }),
  });
}
