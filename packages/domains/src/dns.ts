import { promises as dns } from 'node:dns';
import type { Env } from '@sgs/config';

/** Where an attached domain must point: apex A -> ipv4 (or a flattened CNAME -> cnameTarget), www CNAME -> cnameTarget. */
export interface DnsTarget {
  ipv4: string;
  cnameTarget: string;
}

export interface DnsCheck {
  apexOk: boolean;
  wwwOk: boolean;
  /** What was found, for the domain's last_error while dns_pending. */
  detail: string;
}

export type Resolver = Pick<dns.Resolver, 'resolve4' | 'resolveCname' | 'resolveNs'>;

/** `DNS_RESOLVER_SERVERS` (host:port list) or the system resolver; one try per query, bounded by DNS_TIMEOUT_MS. */
export function createResolver(env: Pick<Env, 'DNS_RESOLVER_SERVERS' | 'DNS_TIMEOUT_MS'>): Resolver {
  const r = new dns.Resolver({ timeout: env.DNS_TIMEOUT_MS, tries: 1 });
  const servers = env.DNS_RESOLVER_SERVERS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length) r.setServers(servers);
  return r;
}

/** The CNAME target for www (DOMAIN_CNAME_TARGET, else domains.<FREE_HOST_DOMAIN>). */
export const cnameTargetOf = (env: Pick<Env, 'DOMAIN_CNAME_TARGET' | 'FREE_HOST_DOMAIN'>) =>
  (env.DOMAIN_CNAME_TARGET || `domains.${env.FREE_HOST_DOMAIN}`).toLowerCase();

/** A query's records; any resolver failure (no data, NXDOMAIN, timeout, refused, bad response) reads as none. */
async function lookup<T>(q: () => Promise<T[]>): Promise<T[]> {
  try {
    return await q();
  } catch (err) {
    // Resolver errors carry a code (ENODATA, ENOTFOUND, ETIMEOUT, ...); anything else is a bug and propagates.
    if (typeof (err as NodeJS.ErrnoException).code === 'string') return [];
    throw err;
  }
}

const same = (a: string, b: string) => a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

async function pointsAt(resolver: Resolver, host: string, target: DnsTarget): Promise<{ ok: boolean; found: string }> {
  const cnames = await lookup(() => resolver.resolveCname(host));
  if (cnames.some((c) => same(c, target.cnameTarget))) return { ok: true, found: `CNAME ${cnames.join(',')}` };
  const a = cnames.length ? [] : await lookup(() => resolver.resolve4(host));
  if (a.includes(target.ipv4)) return { ok: true, found: `A ${a.join(',')}` };
  if (cnames.length) return { ok: false, found: `CNAME ${cnames.join(',')}` };
  return { ok: false, found: a.length ? `A ${a.join(',')}` : 'no record' };
}

/** Whether apex and www point at the hosting target, with what each resolves to. */
export async function checkDomainDns(resolver: Resolver, domain: string, target: DnsTarget): Promise<DnsCheck> {
  const [apex, www] = await Promise.all([
    pointsAt(resolver, domain, target),
    pointsAt(resolver, `www.${domain}`, target),
  ]);
  const want = `want apex A ${target.ipv4} (or CNAME ${target.cnameTarget}) and www CNAME ${target.cnameTarget}`;
  return { apexOk: apex.ok, wwwOk: www.ok, detail: `apex: ${apex.found}; www: ${www.found} (${want})` };
}

/** Whether a name exists in DNS (any NS or A record); used by the sandbox registrar. */
export async function resolves(resolver: Resolver, domain: string): Promise<boolean> {
  const [ns, a] = await Promise.all([
    lookup(() => resolver.resolveNs(domain)),
    lookup(() => resolver.resolve4(domain)),
  ]);
  return ns.length > 0 || a.length > 0;
}
