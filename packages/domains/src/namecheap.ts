import { XMLParser } from 'fast-xml-parser';
import type { NamecheapContact } from '@sgs/config';
import { RegistrarUnavailableError, type DomainAvailability, type Registrar } from './registrar';
import { publicSuffixOf } from './validate';

export interface NamecheapConfig {
  /** https://api.namecheap.com/xml.response (sandbox: https://api.sandbox.namecheap.com/xml.response) */
  apiUrl: string;
  apiUser: string;
  apiKey: string;
  /** The account the domains go to (usually the API user). */
  userName: string;
  /** The whitelisted address this service calls from. */
  clientIp: string;
  registrant: NamecheapContact;
  /** Host records set on a newly registered name: apex A and www CNAME to the hosting, so it activates by itself. */
  hosting: { ipv4: string; cnameTarget: string };
  timeoutMs?: number;
}

/** An error answer of the Namecheap API (`<ApiResponse Status="ERROR">`). */
export class NamecheapError extends Error {
  constructor(
    readonly number: string,
    message: string,
  ) {
    super(`Namecheap error ${number}: ${message}`);
  }
}

/** 2030280: "TLD is not supported in API". */
const TLD_NOT_SUPPORTED = '2030280';
const PRICE_CACHE_MS = 60 * 60_000;

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) =>
    ['Error', 'DomainCheckResult', 'ProductType', 'ProductCategory', 'Product', 'Price'].includes(name),
});
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const attr = (n: Node | undefined, name: string) => {
  const v = n?.[`@${name}`];
  return typeof v === 'string' ? v : undefined;
};
const num = (v: string | undefined) => (v && Number.isFinite(Number(v)) ? Number(v) : 0);
const toCents = (usd: number) => Math.round(usd * 100);

/**
 * The Namecheap XML API as the registrar port: `namecheap.users.getPricing` (the account's one-year REGISTER price per
 * TLD, cached an hour as Namecheap asks), `namecheap.domains.check` (availability, premium price, EAP fee) and
 * `namecheap.domains.create` (one year, free WhoisGuard), then `namecheap.domains.dns.setHosts` (apex A and www
 * CNAME to the hosting). Reads are GETs, writes are form POSTs; any transport failure, non-200 answer or API error
 * other than "TLD not supported" is RegistrarUnavailableError (the gateway's 503).
 */
export function createNamecheapRegistrar(cfg: NamecheapConfig): Registrar {
  async function command(name: string, params: Record<string, string>, method: 'GET' | 'POST' = 'GET') {
    const query = new URLSearchParams({
      ApiUser: cfg.apiUser,
      ApiKey: cfg.apiKey,
      UserName: cfg.userName,
      ClientIp: cfg.clientIp,
      Command: name,
      ...params,
    });
    let text: string;
    try {
      const res = await fetch(method === 'GET' ? `${cfg.apiUrl}?${query}` : cfg.apiUrl, {
        method,
        ...(method === 'POST'
          ? { body: query.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
          : {}),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 20_000),
      });
      text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (err) {
      throw new RegistrarUnavailableError(`Namecheap ${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    let doc: Node;
    try {
      doc = parser.parse(text) as Node;
    } catch {
      throw new RegistrarUnavailableError(`Namecheap ${name}: the answer is not XML`);
    }
    const api = doc.ApiResponse as Node | undefined;
    if (!api) throw new RegistrarUnavailableError(`Namecheap ${name}: no ApiResponse in the answer`);
    if (attr(api, 'Status') !== 'OK') {
      const first = nodes((api.Errors as Node | undefined)?.Error)[0];
      throw new NamecheapError(attr(first, 'Number') ?? '0', String(first?.['#text'] ?? 'unknown error'));
    }
    return (api.CommandResponse ?? {}) as Node;
  }

  const unavailable = (err: unknown) =>
    err instanceof RegistrarUnavailableError ? err : new RegistrarUnavailableError((err as Error).message);

  const prices = new Map<string, { cents: number | null; at: number }>();
  /** The account's one-year registration price for a suffix (price plus additional cost), or null when not sold. */
  async function yearlyPrice(suffix: string): Promise<number | null> {
    const cached = prices.get(suffix);
    if (cached && Date.now() - cached.at < PRICE_CACHE_MS) return cached.cents;
    let cents: number | null = null;
    try {
      const r = await command('namecheap.users.getPricing', {
        ProductType: 'DOMAIN',
        ActionName: 'REGISTER',
        ProductName: suffix.toUpperCase(),
      });
      const result = r.UserGetPricingResult as Node | undefined;
      for (const type of nodes(result?.ProductType))
        for (const category of nodes(type.ProductCategory)) {
          if (!/register/i.test(attr(category, 'Name') ?? '')) continue;
          for (const product of nodes(category.Product)) {
            if ((attr(product, 'Name') ?? '').toLowerCase() !== suffix) continue;
            const year = nodes(product.Price).find(
              (p) => attr(p, 'Duration') === '1' && /^year$/i.test(attr(p, 'DurationType') ?? ''),
            );
            if (!year) continue;
            const price = num(attr(year, 'YourPrice') ?? attr(year, 'Price'));
            // The API spells it "YourAdditonalCost"; AdditionalCost is the list price's.
            const extra = num(attr(year, 'YourAdditonalCost') ?? attr(year, 'AdditionalCost'));
            if (price > 0) cents = toCents(price + extra);
          }
        }
    } catch (err) {
      if (!(err instanceof NamecheapError && err.number === TLD_NOT_SUPPORTED)) throw unavailable(err);
    }
    prices.set(suffix, { cents, at: Date.now() });
    return cents;
  }

  async function checkOne(domain: string) {
    const r = await command('namecheap.domains.check', { DomainList: domain });
    const row = nodes(r.DomainCheckResult).find((d) => (attr(d, 'Domain') ?? '').toLowerCase() === domain);
    if (!row) throw new RegistrarUnavailableError(`Namecheap domains.check: no result for ${domain}`);
    return {
      available: attr(row, 'Available') === 'true',
      premium: attr(row, 'IsPremiumName') === 'true',
      premiumPrice: num(attr(row, 'PremiumRegistrationPrice')),
      eapFee: num(attr(row, 'EapFee')),
    };
  }

  /** Availability and the all-in one-year price (premium price or the TLD's, plus any early-access fee). */
  async function quote(domain: string) {
    let base: number | null;
    let c: Awaited<ReturnType<typeof checkOne>>;
    try {
      [base, c] = await Promise.all([yearlyPrice(publicSuffixOf(domain)), checkOne(domain)]);
    } catch (err) {
      if (err instanceof NamecheapError && err.number === TLD_NOT_SUPPORTED) return null;
      throw unavailable(err);
    }
    if (base === null) return null;
    return { ...c, priceCents: (c.premium ? toCents(c.premiumPrice) : base) + toCents(c.eapFee) };
  }

  async function check(domain: string): Promise<DomainAvailability> {
    const q = await quote(domain);
    if (!q) return { domain, supported: false, available: false };
    return q.available
      ? { domain, supported: true, available: true, priceCents: q.priceCents }
      : { domain, supported: true, available: false };
  }

  const contacts = () => {
    const out: Record<string, string> = {};
    const c = cfg.registrant;
    for (const role of ['Registrant', 'Tech', 'Admin', 'AuxBilling']) {
      Object.assign(out, {
        [`${role}FirstName`]: c.firstName,
        [`${role}LastName`]: c.lastName,
        [`${role}Address1`]: c.address1,
        [`${role}City`]: c.city,
        [`${role}StateProvince`]: c.stateProvince,
        [`${role}PostalCode`]: c.postalCode,
        [`${role}Country`]: c.country,
        [`${role}Phone`]: c.phone,
        [`${role}EmailAddress`]: c.email,
        ...(c.organization ? { [`${role}OrganizationName`]: c.organization } : {}),
        ...(c.address2 ? { [`${role}Address2`]: c.address2 } : {}),
      });
    }
    return out;
  };

  return {
    kind: 'namecheap',
    check,
    async register(domain, priceCents) {
      // The price agreed on is checked once more against the registrar's own answer: never buy at another price.
      const c = await quote(domain);
      if (!c?.available || c.priceCents !== priceCents)
        throw new RegistrarUnavailableError(
          `Namecheap: ${domain} is ${c?.available ? `now ${c.priceCents} cents, not ${priceCents}` : 'no longer available'}`,
        );
      let created: Node;
      try {
        created = await command(
          'namecheap.domains.create',
          {
            DomainName: domain,
            Years: '1',
            AddFreeWhoisguard: 'yes',
            WGEnabled: 'yes',
            ...(c.premium ? { IsPremiumDomain: 'true', PremiumPrice: c.premiumPrice.toFixed(2) } : {}),
            ...(c.eapFee > 0 ? { EapFee: c.eapFee.toFixed(2) } : {}),
            ...contacts(),
          },
          'POST',
        );
      } catch (err) {
        throw unavailable(err);
      }
      const result = created.DomainCreateResult as Node | undefined;
      if (attr(result, 'Registered') !== 'true' || !attr(result, 'DomainID'))
        throw new RegistrarUnavailableError(`Namecheap domains.create: ${domain} was not registered`);
      const registeredAt = new Date();
      // Point the new name at the hosting; when this fails the customer gets the usual DNS instructions instead.
      const suffix = publicSuffixOf(domain);
      const dnsNote = await command(
        'namecheap.domains.dns.setHosts',
        {
          SLD: domain.slice(0, -(suffix.length + 1)),
          TLD: suffix,
          HostName1: '@',
          RecordType1: 'A',
          Address1: cfg.hosting.ipv4,
          TTL1: '1800',
          HostName2: 'www',
          RecordType2: 'CNAME',
          Address2: `${cfg.hosting.cnameTarget}.`,
          TTL2: '1800',
        },
        'POST',
      ).then(
        (r) =>
          attr(r.DomainDNSSetHostsResult as Node | undefined, 'IsSuccess') === 'true'
            ? 'DNS records were set at the registrar.'
            : 'Set the DNS records from the attach instructions at the registrar.',
        (err: unknown) => `Setting DNS records at the registrar failed (${(err as Error).message}); set them yourself.`,
      );
      return { zoneId: `namecheap-${attr(result, 'DomainID')}`, registeredAt, note: dnsNote };
    },
  };
}
