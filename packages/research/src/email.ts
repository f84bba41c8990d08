import type { ScrapedEmail, ScrapedSite } from './scrape';

/** Spec 6.5: addresses containing these are never selected. */
const SKIP = ['wordpress', 'wix.com', 'squarespace.com', 'noreply', 'no-reply', 'example.com'];
/** Generic local parts, ranked below personal ones. */
const GENERIC = new Set([
  'hello',
  'info',
  'contact',
  'admin',
  'office',
  'support',
  'sales',
  'enquiries',
  'enquiry',
  'inquiries',
  'inquiry',
  'mail',
  'team',
  'help',
  'booking',
  'bookings',
  'reservations',
  'service',
  'customerservice',
  'frontdesk',
  'reception',
  'webmaster',
  'general',
  'studio',
  'shop',
  'orders',
  'hi',
  'howdy',
  'team',
  'appointments',
]);

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** True when the address is on the website's own domain (either may be a subdomain of the other). */
export function onOwnDomain(address: string, websiteHost: string): boolean {
  const domain = address.split('@')[1]?.toLowerCase() ?? '';
  const host = bare(websiteHost);
  return !!host && (domain === host || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`));
}

/** A name's letters and digits, umlauts spelled out as a domain writes them ("Bäckerei Friedrich" -> baeckereifriedrich). */
const spelled = (t: string) =>
  t
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');

/** True when the address's domain spells the business's name ("info@gourmethaven.com" for Gourmet Haven): its own
 * domain, wherever the website is hosted (a builder's subdomain, GitHub Pages, an address without a name). */
export function namesBusiness(address: string, businessName: string | undefined): boolean {
  const label = spelled(address.split('@')[1]?.split('.')[0] ?? '');
  const name = spelled(businessName ?? '');
  return name.length >= 4 && label === name;
}

export const isGeneric = (address: string) => GENERIC.has(address.split('@')[0]!.toLowerCase().replace(/[._-]/g, ''));
/**
 * True when the local part names one of the business's places, a branch or its town ("rapperswil@" beside a branch in
 * Rapperswil, "pedregal@" for the Pedregal branch): a branch's address, not a person's.
 */
export function namesPlace(address: string, places: string[]): boolean {
  const local = spelled(address.split('@')[0] ?? '');
  if (local.length < 4) return false;
  return places.some(
    (p) => spelled(p) === local || (p.match(/\p{L}{4,}/gu) ?? []).some((word) => spelled(word) === local),
  );
}
/**
 * A template's stand-in for the owner's address ("info@yoursite.com", "name@domain.com", "you@example.com"): never
 * anyone's address, so never read as the business's.
 */
const PLACEHOLDER =
  /@(?:your|my)[-_]?(?:site|domain|website|web|company|business|email|mail|name|shop|store|url)\.|@(?:domain|example|website|sitename|company)\.(?:com|org|net)$|^(?:your|you|yourname|youremail|your\.email|name|someone|john\.?doe|jane\.?doe)@|^(?:(?:votre|ton|tu|su|seu|sua|ihre|deine|jouw|uw|tuo|la[-_.]?tua)[-_.]?)?(?:adresse?[-_.]?e?mail|e?mail[-_.]?ad+res+e?|e?mailadres)@/i;
export const isPlaceholderEmail = (address: string) => PLACEHOLDER.test(address);
/** An address mail can be sent to: a local part, and a domain with its top-level domain ("x@shop" is a slip). */
/** An email address written in a text ("info@example.com"). */
export const EMAIL_RE = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,24}/gi;
export const isEmailAddress = (address: string) => /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(address);
export const isSkipped = (address: string) =>
  SKIP.some((s) => address.toLowerCase().includes(s)) || isPlaceholderEmail(address);

/**
 * One address per site (spec 6.5): skip-list filtered; the website's own domain (any of `websiteHosts`: the address
 * it was read from and the one its pages give as their own; or a domain spelling the business's name) first; then personal local parts over generic ones (hello@, info@, contact@) and those naming one of the
 * `places` (its branches' names and addresses: a branch's address is no person's); then the address more pages
 * show (the footer's, on every page, over one a single page gives: a branch's, a department's); then the order found
 * (mailto links before text).
 */
export function selectEmail(
  candidates: ScrapedEmail[],
  websiteHosts: string | readonly string[],
  businessName?: string,
  places: string[] = [],
): string | null {
  const hosts = typeof websiteHosts === 'string' ? [websiteHosts] : websiteHosts;
  const seen = new Map<string, { order: number; pages: Set<string> }>();
  const ordered = [...candidates].sort((a, b) => Number(b.via === 'mailto') - Number(a.via === 'mailto'));
  ordered.forEach((c, i) => {
    const s = seen.get(c.address) ?? { order: i, pages: new Set<string>() };
    s.pages.add(c.foundOn);
    seen.set(c.address, s);
  });
  const ranked = [...seen.entries()]
    .filter(([address]) => !isSkipped(address))
    .map(([address, { order, pages }]) => ({
      address,
      own: hosts.some((host) => onOwnDomain(address, host)) || namesBusiness(address, businessName),
      personal: !isGeneric(address) && !namesPlace(address, places),
      pages: pages.size,
      order,
    }))
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        Number(b.personal) - Number(a.personal) ||
        b.pages - a.pages ||
        a.order - b.order,
    );
  return ranked[0]?.address ?? null;
}

/** The address a scraped site gives the business (spec 6.5's scrape rules, see selectEmail). */
export const siteEmail = (
  s: Pick<ScrapedSite, 'emails' | 'host' | 'namedHosts' | 'locations'>,
  businessName?: string,
): string | null =>
  selectEmail(
    s.emails,
    [s.host, ...s.namedHosts],
    businessName,
    s.locations.flatMap((l) => [l.name ?? '', l.address ?? '']),
  );
