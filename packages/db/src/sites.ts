import { emailStatus, isUuid, type SiteResource } from '@sgs/contracts';
import { hotQuery, type Db, type Tx } from './client';
import { readInputSignal, readWarnings } from './columns';
import type { Prisma, Site, SiteFormWebhook } from './generated/prisma/client';

/**
 * "The site this account owns", the one definition: the site (with `include`) when `siteId` is a UUID naming a
 * site of `accountId`, else null (another account's site included, so ids cannot be probed). Callers word the
 * miss their own way (the API's 404 `Site not found`, the site operations' `site_not_found`).
 */
export async function findOwnedSite<I extends Prisma.SiteInclude = Record<never, never>>(
  db: Db | Tx,
  accountId: string,
  siteId: string,
  include?: I,
): Promise<Prisma.SiteGetPayload<{ include: I }> | null> {
  if (!isUuid(siteId)) return null;
  const site = await db.site.findFirst({ where: { id: siteId, accountId }, include });
  return site as Prisma.SiteGetPayload<{ include: I }> | null;
}

/** Names a site's address may not take: the service's own hostnames. */
const RESERVED_SLUGS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'dashboard',
  'docs',
  'static',
  'assets',
  'status',
]);

/** Latin letters that NFKD does not split into a base letter and a mark, as their usual ASCII spelling. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug);
export const SLUG_MAX_LENGTH = 48;

/** URL-safe slug from a business name: ASCII letters, digits and single hyphens, at most 48 characters. */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LATIN_LETTERS[c]!)
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return s || 'site';
}

/**
 * The first free slug among base, base-2, base-3, ... (the unique index settles races). An address another site
 * left less than its redirect period ago is not free.
 */
export async function freeSlug(tx: Tx, base: string): Promise<string> {
  const stem = RESERVED_SLUGS.has(base) ? `${base}-site` : base;
  const where = { slug: { startsWith: stem } };
  const [sites, redirects] = await Promise.all([
    tx.site.findMany({ where, select: { slug: true } }),
    tx.slugRedirect.findMany({ where: { ...where, expiresAt: { gt: new Date() } }, select: { slug: true } }),
  ]);
  const taken = new Set([...sites, ...redirects].map((r) => r.slug));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** The columns toSiteResource reads (and the list's cursor: updatedAt, id), as the list selects them. */
const RESOURCE_COLUMNS = [
  'id',
  'slug',
  'businessName',
  'status',
  'generationPhase',
  'generationMessage',
  'lastError',
  'deploymentUrl',
  'hostingTier',
  'lastRefreshedAt',
  'pauseState',
  'contactEmail',
  'operatorEmail',
  'inputSignal',
  'warnings',
  'tokensIn',
  'tokensOut',
  'costMicroUsd',
  'language',
  'alternateLanguages',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Site)[];
type ResourceRow = Pick<Site, (typeof RESOURCE_COLUMNS)[number]> & {
  formWebhook?: Pick<SiteFormWebhook, 'url'> | null;
};

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/**
 * Built once, prepared once per pooled connection (hotQuery's name): each column under its field name, so rows need
 * no renaming.
 */
const LIST_SQL = `select ${RESOURCE_COLUMNS.map((f) => `s.${snake(f)} as "${f}"`).join(', ')}, w.url as "formWebhookUrl"
   from sites s left join site_form_webhooks w on w.site_id = s.id
  where s.account_id = $1 and ($2::timestamptz is null or (s.updated_at, s.id::text) < ($2::timestamptz, $3::text))
  order by s.updated_at desc, s.id desc
  limit $4`;

/**
 * One page of an account's sites, newest update first (ties by id), after the (updatedAt, id) position when given:
 * `take` rows of the columns the resource shows, with their form webhook URL, in one statement without the ORM (the
 * list is the API's hottest read; the large JSON columns it does not show, such as build_request, are not read).
 */
export async function listSitesPage(
  db: Db,
  accountId: string,
  after: { at: Date; id: string } | null,
  take: number,
): Promise<ResourceRow[]> {
  const rows = await hotQuery<ResourceRow & { formWebhookUrl: string | null }>(
    db,
    LIST_SQL,
    [accountId, after?.at ?? null, after?.id ?? null, take],
    'list_sites_page',
  );
  for (const r of rows) r.formWebhook = typeof r.formWebhookUrl === 'string' ? { url: r.formWebhookUrl } : null;
  return rows;
}

/** The stored row in the spec's shape (2.1). `single` adds what only the single-site fetch carries. */
export function toSiteResource(row: ResourceRow, opts: { single: boolean }): SiteResource {
  const free = row.hostingTier === 'free_subdomain';
  const r: SiteResource = {
    id: row.id,
    slug: row.slug,
    business_name: row.businessName,
    status: row.status as SiteResource['status'],
    generation_phase: row.generationPhase as SiteResource['generation_phase'],
    hosting_tier: row.hostingTier as SiteResource['hosting_tier'],
    form_webhook_url: row.formWebhook?.url ?? null,
    leads_undelivered: !row.contactEmail && !row.formWebhook?.url,
    usage: {
      credits_charged: null,
      tokens_in: row.tokensIn,
      tokens_out: row.tokensOut,
      cost_usd: row.costMicroUsd / 1_000_000,
    },
    input: readInputSignal(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (row.status === 'generating' && row.generationMessage) r.generation_message = row.generationMessage;
  if (row.deploymentUrl) r.deployment_url = row.deploymentUrl;
  if (row.language) r.language = row.language;
  if (row.language && row.alternateLanguages?.length) r.languages = [row.language, ...row.alternateLanguages];
  if (free && row.lastRefreshedAt) r.last_refreshed_at = row.lastRefreshedAt.toISOString();
  r.pause_state = free ? (row.pauseState as 'active' | 'paused') : 'active';
  if (opts.single) r.email_status = emailStatus(row.contactEmail, row.operatorEmail);
  if (row.status === 'complete_with_warnings' && row.warnings !== null) r.warnings = readWarnings(row);
  if (row.status === 'failed' && row.lastError) r.last_error = row.lastError;
  return r;
}
