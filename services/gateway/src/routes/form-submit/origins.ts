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

const hostOf = (u: string) => {
  try {
    return new URL(u).host.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Where the site itself answers, as URL `host` values (name plus any non-default port): its deployment URL,
 * <slug>.<FREE_HOST_DOMAIN> on SITE_URL_PORT, and its active custom domains (with www.) on the default ports.
 */
export function siteHosts(
  site: SiteRef,
  env: Pick<Env, 'FREE_HOST_DOMAIN' | 'SITE_URL_SCHEME' | 'SITE_URL_PORT'>,
): Set<string> {
  const hosts = new Set([hostOf(`${env.SITE_URL_SCHEME}://${site.slug}.${env.FREE_HOST_DOMAIN}${env.SITE_URL_PORT}`)]);
  if (site.deploymentUrl) hosts.add(hostOf(site.deploymentUrl));
  for (const d of site.domains) {
    hosts.add(d.domain.toLowerCase());
    hosts.add(`www.${d.domain.toLowerCase()}`);
  }
  hosts.delete('');
  return hosts;
}

/**
 * `_redirect` is honoured only back onto the site (never an open redirect): absolute http(s) whose host name and
 * port are one of the site's (another port on the same name is another origin).
 */
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
  return hosts.has(url.host.toLowerCase()) ? url.toString() : null;
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
