// Resolves a document link to an href. Internal links are relative file names so the site works from any
// host, a sub-path, an export ZIP or file://.
import type { Business } from '../document/schema';
import type { Link, LinkTarget } from '../document/primitives';
import { iconSvg, type IconName } from '../icons';
import { attr, cls, esc } from './html';
import { pageHref } from './context';
import type { CountryCode } from 'libphonenumber-js';
import { countryOfLocation } from '../research/country';
import { dialable, formatPhone, phoneHref } from '../research/phone';

/** The business's country: the document's, else its address's (documents written before it was recorded). */
export const countryOfBusiness = (b: Business): CountryCode | undefined =>
  (b.country as CountryCode | undefined) ?? countryOfLocation(b.address?.country ?? b.address?.formatted);
/** The country the business's numbers are dialled in: its own, else the US. */
const phoneCountry = (b: Business): CountryCode => countryOfBusiness(b) ?? 'US';
/** `(706) 555-0199` -> `tel:+17065550199`, `06161 912106` in Germany -> `tel:+496161912106`: what a dialler needs. */
export const telHref = (phone: string, b: Business) => phoneHref(phone, phoneCountry(b));
/** The number in E.164 where it parses (JSON-LD's `telephone`), else as written. */
export const phoneE164 = (phone: string, b: Business) => dialable(phone, phoneCountry(b)) ?? phone;
/** The number as people read it: national format, `(706) 555-0199`. */
export const phoneText = (phone: string, b: Business) => formatPhone(phone, phoneCountry(b));
/** Href of a page: the home page is `./` (one URL per page: `/`, never `/index.html`). */
export const linkHref = (slug: string) => (slug === 'index' ? './' : pageHref(slug));

export const mapHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function hrefOf(target: LinkTarget, business: Business): string {
  switch (target.kind) {
    case 'page':
      return `${linkHref(target.page)}${target.section ? `#${target.section}` : ''}`;
    case 'tel':
      return telHref(business.phone ?? '', business);
    case 'email':
      return `mailto:${business.email ?? ''}`;
    case 'map':
      return mapHref(business.address?.formatted ?? '');
    case 'external':
      return target.url;
  }
}

const TARGET_ICON: Partial<Record<LinkTarget['kind'], IconName>> = { tel: 'phone', email: 'mail', map: 'map-pin' };

/** A link styled as a button; contact links get their icon, external ones open safely and say so (`newTab`). */
export function buttonLink(link: Link, business: Business, newTab: string, variant?: 'outline' | 'small'): string {
  const icon = TARGET_ICON[link.target.kind];
  const external = link.target.kind === 'external' || link.target.kind === 'map';
  return `<a class="${cls('btn', variant && `btn--${variant}`)}" href="${attr(hrefOf(link.target, business))}"${external ? ' rel="noopener" target="_blank"' : ''}>${icon ? iconSvg(icon) : ''}<span>${esc(link.label)}</span>${external ? `<span class="visually-hidden">${esc(newTab)}</span>` : ''}</a>`;
}

export function arrowLink(link: Link, business: Business): string {
  return `<p class="section-more"><a class="link-arrow" href="${attr(hrefOf(link.target, business))}">${esc(link.label)}${iconSvg('arrow-right')}</a></p>`;
}
