import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';

type SiteRef = { slug: string; deploymentUrl: string | null; domains: { domain: string }[] };

const hostnameOf = (u: string) => {
  try {
    return new URL(u).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** Host names that are the site itself: its deployment URL, <slug>.<FREE_HOST_DOMAIN>, and its active custom domains. */
export function siteHostnames(site: SiteRef, env: Pick<Env, 'FREE_HOST_DOMAIN'>): Set<string> {
  const hosts = new Set([`${site.slug}.${env.FREE_HOST_DOMAIN}`.toLowerCase()]);
  if (site.deploymentUrl) hosts.add(hostnameOf(site.deploymentUrl));
  for (const d of site.domains) {
    hosts.add(d.domain.toLowerCase());
    hosts.add(`www.${d.domain.toLowerCase()}`);
  }
  hosts.delete('');
  return hosts;
}

/** `_redirect` is honoured only back onto the site (never an open redirect): absolute http(s) on one of its host names. */
export function allowedRedirect(raw: string | undefined, hosts: Set<string>): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return hosts.has(url.hostname.toLowerCase()) ? url.toString() : null;
}

/** For a CORS preflight, which carries no site id: is this origin one of our sites? */
export async function isSiteOrigin(db: Db, env: Pick<Env, 'FREE_HOST_DOMAIN'>, origin: string): Promise<boolean> {
  const host = hostnameOf(origin);
  if (!host) return false;
  const suffix = `.${env.FREE_HOST_DOMAIN.toLowerCase()}`;
  if (host.endsWith(suffix))
    return Boolean(await db.site.findUnique({ where: { slug: host.slice(0, -suffix.length) }, select: { id: true } }));
  const apex = host.replace(/^www\./, '');
  if (await db.domain.findFirst({ where: { domain: apex, status: 'active' }, select: { id: true } })) return true;
  return Boolean(
    await db.site.findFirst({
      where: { OR: [{ deploymentUrl: origin }, { deploymentUrl: { startsWith: `${origin}/` } }] },
      select: { id: true },
    }),
  );
}
