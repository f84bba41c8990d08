import { createHash } from 'node:crypto';
import type { Env } from '@sgs/config';
import { resolves, type Resolver } from './dns';
import { publicSuffixOf } from './validate';

/** Sandbox registration prices per public suffix, all-in USD cents per year. Suffixes not listed are unsupported. */
export const SANDBOX_PRICES_CENTS: Record<string, number> = {
  com: 1299,
  net: 1499,
  org: 1399,
  co: 2999,
  io: 4599,
  dev: 1599,
  app: 1799,
  biz: 1699,
  info: 1899,
  us: 999,
  'co.uk': 999,
  uk: 999,
  ca: 1599,
  de: 999,
  shop: 3499,
  store: 5999,
  ai: 8999,
};

export interface DomainAvailability {
  domain: string;
  /** false: the registrar does not sell this suffix (attach an externally registered domain instead). */
  supported: boolean;
  available: boolean;
  /** All-in yearly price in USD cents; only when available. */
  priceCents?: number;
}

export interface Registration {
  zoneId: string;
  registeredAt: Date;
  /** What the customer should know about DNS after the purchase (a real registrar may have set the records). */
  note?: string;
}

/** The registrar is down or rate-limiting; safe to retry (503). */
export class RegistrarUnavailableError extends Error {}

/** The registrar port (ARCHITECTURE providers table). */
export interface Registrar {
  /** `sandbox` for the local default (buys nothing, charges nothing; responses say so), else the registrar's name. */
  readonly kind: string;
  check(domain: string): Promise<DomainAvailability>;
  register(domain: string, priceCents: number): Promise<Registration>;
}

/**
 * The local default: prices from SANDBOX_PRICES_CENTS; a name is taken when it is in REGISTRAR_SANDBOX_TAKEN,
 * already registered through this service (`registeredHere`), or resolves in DNS (NS or A) where DNS is reachable.
 * Registration buys nothing: it returns a sandbox zone id.
 */
export function createSandboxRegistrar(
  env: Pick<Env, 'REGISTRAR_SANDBOX_TAKEN'>,
  resolver: Resolver,
  registeredHere: (domain: string) => Promise<boolean>,
): Registrar {
  const taken = new Set(
    env.REGISTRAR_SANDBOX_TAKEN.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const check = async (domain: string): Promise<DomainAvailability> => {
    const price = SANDBOX_PRICES_CENTS[publicSuffixOf(domain)];
    if (price === undefined) return { domain, supported: false, available: false };
    // A resolver that cannot answer (offline) counts as "does not resolve"; the taken list still applies.
    const isTaken =
      taken.has(domain) || (await registeredHere(domain)) || (await resolves(resolver, domain).catch(() => false));
    return isTaken
      ? { domain, supported: true, available: false }
      : { domain, supported: true, available: true, priceCents: price };
  };
  return {
    kind: 'sandbox',
    check,
    async register(domain) {
      return {
        zoneId: `sandbox-${createHash('sha256').update(domain).digest('hex').slice(0, 24)}`,
        registeredAt: new Date(),
      };
    },
  };
}
