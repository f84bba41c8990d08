import { ApiError, PRICING } from '@sgs/contracts';
import { DOMAIN_PRICE_CAP_CENTS } from '@sgs/contracts/domains';
import { publicSuffixOf, suggestionCandidates, type DomainAvailability } from '@sgs/domains';
import type { GatewayDeps } from '../../deps';
import { ownedSite } from '../../http/owned-site';
import { assertClaimable, attachDomain } from './attach';
import { apexOrThrow, claimedElsewhere, errorText, holdDomainCharge, isDeployed, notDeployed } from './common';
import type { DomainPorts } from './ports';

const SANDBOX_NOTE =
  'Sandbox registrar: prices come from a fixed table and a name counts as taken when it is on the configured taken list, ' +
  'already registered here, or resolves in DNS. Registering buys nothing.';

const registrarDown = (err: unknown) =>
  new ApiError(503, {
    error: 'Registrar temporarily unavailable',
    internal_error: errorText(err),
    hint: 'Safe to retry shortly.',
  });

async function availability(ports: DomainPorts, domain: string): Promise<DomainAvailability> {
  try {
    return await ports.registrar.check(domain);
  } catch (err) {
    throw registrarDown(err);
  }
}

const shape = (a: DomainAvailability) => ({
  domain: a.domain,
  available: a.available,
  ...(a.available && a.priceCents !== undefined ? { price_cents: a.priceCents } : {}),
});
const optional = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Spec 4.3 POST /v1/domains/check (free). */
export async function checkDomain(ports: DomainPorts, body: { domain?: unknown; city?: unknown; industry?: unknown }) {
  if (typeof body.domain !== 'string' || !body.domain.trim()) throw new ApiError(400, { error: 'domain is required' });
  const domain = apexOrThrow(body.domain);
  const own = await availability(ports, domain);
  const candidates = suggestionCandidates(domain, { city: optional(body.city), industry: optional(body.industry) }, 8);
  const checked = await Promise.all(candidates.map((d) => availability(ports, d)));
  return {
    ...shape(own),
    suggestions: checked
      .filter((a) => a.supported)
      .slice(0, 5)
      .map(shape),
    registrar: ports.registrar.kind,
    note:
      [
        own.supported
          ? ''
          : `.${publicSuffixOf(domain)} is not sold by this registrar; attach it with POST /v1/sites/:id/domains if you own it.`,
        ports.registrar.kind === 'sandbox' ? SANDBOX_NOTE : '',
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  };
}

/** Credits for a registration: 50 plus the registrar fee at the credit-pack rate (100 credits = USD 5, so 1 credit per 5 cents). */
export const registrationCredits = (priceCents: number) => PRICING.domainRegister + Math.ceil(priceCents / 5);

const capError = () =>
  new ApiError(400, {
    error: `Domain price exceeds the $50/yr cap (${DOMAIN_PRICE_CAP_CENTS} cents)`,
    hint: 'Choose a cheaper name or TLD from the check suggestions.',
  });

/** Spec 4.3 POST /v1/domains/register: 50 credits plus the registrar fee; then attach and activation as for attach. */
export async function registerDomain(
  deps: GatewayDeps,
  ports: DomainPorts,
  accountId: string,
  body: { siteId?: unknown; domain?: unknown; pagesProjectName?: unknown; price?: unknown },
) {
  const { siteId, pagesProjectName } = body;
  if (
    typeof siteId !== 'string' ||
    !siteId ||
    typeof body.domain !== 'string' ||
    !body.domain.trim() ||
    typeof pagesProjectName !== 'string' ||
    !pagesProjectName
  ) {
    throw new ApiError(400, { error: 'siteId, domain, and pagesProjectName are required' });
  }
  const price = typeof body.price === 'string' && /^\d+$/.test(body.price.trim()) ? Number(body.price) : body.price;
  if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) {
    throw new ApiError(400, {
      error: 'Valid price (in cents) is required',
      hint: 'Send price_cents from POST /v1/domains/check as `price` (integer USD cents).',
    });
  }
  if (price > DOMAIN_PRICE_CAP_CENTS) throw capError();
  const domain = apexOrThrow(body.domain);
  const site = await ownedSite(deps.db, accountId, siteId);
  if (pagesProjectName !== site.pagesProjectName && pagesProjectName !== site.slug) {
    throw new ApiError(400, {
      error: 'pagesProjectName does not match the site',
      hint: `Send the site's slug (${site.slug}).`,
    });
  }
  if (!isDeployed(site)) throw notDeployed();

  const existing = await deps.db.domain.findUnique({ where: { domain } });
  if (
    existing?.registered &&
    existing.accountId === accountId &&
    existing.siteId === site.id &&
    existing.zoneId &&
    existing.registeredAt
  ) {
    return registered(domain, existing.zoneId, existing.registeredAt, ports.registrar.kind); // idempotent repeat
  }
  if (existing && existing.accountId !== accountId) throw claimedElsewhere();
  await assertClaimable(deps.db, accountId, site.id, domain); // before anything is bought or charged

  const a = await availability(ports, domain);
  if (!a.supported) {
    throw new ApiError(400, {
      error: `Unsupported TLD: .${publicSuffixOf(domain)}`,
      hint: 'Register it elsewhere and attach it with POST /v1/sites/:id/domains.',
    });
  }
  if (!a.available || a.priceCents === undefined) {
    throw new ApiError(400, {
      error: 'Domain is no longer available',
      hint: 'It was taken since the check; POST /v1/domains/check for alternatives.',
    });
  }
  if (a.priceCents > DOMAIN_PRICE_CAP_CENTS) throw capError();
  if (price !== a.priceCents) {
    throw new ApiError(400, {
      error: 'Valid price (in cents) is required',
      hint: `price must equal price_cents from POST /v1/domains/check (${a.priceCents}).`,
    });
  }
  // A real registrar: the whole charge is held before anything is bought (402 when it cannot be covered), charged
  // once the name is bought (the attach that follows is part of the price), released when the purchase fails.
  // The sandbox registrar buys nothing, so nothing is held or charged: its answer says so.
  const hold =
    ports.registrar.kind === 'sandbox'
      ? null
      : await holdDomainCharge(deps, {
          accountId,
          siteId: site.id,
          key: `domain-register:${site.id}:${domain}`,
          credits: registrationCredits(price),
          reason: `Domain registration ${domain} (${PRICING.domainRegister} credits + registrar fee ${price} cents)`,
        });
  let reg;
  try {
    reg = await ports.registrar.register(domain, price);
  } catch (err) {
    await hold?.release();
    throw registrarDown(err);
  }
  await hold?.settle();
  await attachDomain(deps, ports, accountId, site.id, domain, {
    charge: null,
    registration: { zoneId: reg.zoneId, priceCents: price, registeredAt: reg.registeredAt },
  });
  return registered(domain, reg.zoneId, reg.registeredAt, ports.registrar.kind, reg.note);
}

const registered = (domain: string, zoneId: string, registeredAt: Date, kind: string, note?: string) => ({
  success: true as const,
  domain,
  zoneId,
  status: 'active' as const,
  registeredAt: registeredAt.toISOString(),
  message:
    `${domain} registered${kind === 'sandbox' ? ' (sandbox registrar: nothing was bought or charged)' : ` with ${kind}`}. ` +
    (note ? `${note} ` : '') +
    'SSL provisions in the background within 2 to 10 minutes; the site shows dns_pending, then active.',
});
