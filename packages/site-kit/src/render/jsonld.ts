// schema.org LocalBusiness (or its best subtype) for search engines, built only from document facts.
import type { Business } from '../document/schema';
import type { RenderContext } from './context';
import type { Trade } from '../trades';
import { catalogJsonLd } from './catalog-jsonld';
import { phoneE164 } from './links';

/**
 * The trade's own schema.org type when the trade is known (not a family fallback) and names one more specific
 * than LocalBusiness, else the business's stored type. The stored type comes from keywords anywhere in the
 * business's words, so a food truck "at the farmers market" was stored as a GroceryStore and a car wash as
 * AutoRepair; the trade is read from its type and name first.
 */
export const schemaTypeOf = (stored: string, trade: Trade): string =>
  trade.id !== trade.family && trade.schemaType !== 'LocalBusiness' ? trade.schemaType : stored;

/** "9:00 AM" / "17:30" / "9am" -> "09:00"; null when it is not a time. */
export function to24h(raw: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(raw.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  const ap = m[3]?.toLowerCase();
  if (ap === 'p' && h < 12) h += 12;
  if (ap === 'a' && h === 12) h = 0;
  if (h > 24 || min > 59 || (!ap && !m[2] && h <= 12 && raw.trim().length <= 2)) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** Parses "9:00 AM – 5:00 PM" (one or more ranges, comma separated); undefined for "Closed" or free text. */
export function parseHoursRanges(text: string): { opens: string; closes: string }[] | undefined {
  const t = text.trim();
  if (/^open 24 hours$/i.test(t)) return [{ opens: '00:00', closes: '23:59' }];
  const ranges = t.split(/\s*[,;&]\s*/).map((part) => {
    const [a, b] = part.split(/\s*(?:-|–|—|to)\s*/i);
    if (!a || !b) return null;
    // "9 – 5 PM": the first time borrows the second's meridiem when it has none.
    const meridiem = /([ap])\.?\s*m\.?$/i.exec(b)?.[0];
    const opens = to24h(/[ap]\.?\s*m\.?$/i.test(a) || !meridiem ? a : `${a} ${meridiem}`);
    const closes = to24h(b);
    return opens && closes ? { opens, closes } : null;
  });
  return ranges.every(Boolean) && ranges.length ? (ranges as { opens: string; closes: string }[]) : undefined;
}

function openingHours(b: Pick<Business, 'hours'>) {
  return b.hours.flatMap((h) =>
    (parseHoursRanges(h.text) ?? []).map((r) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${h.day}`,
      opens: r.opens,
      closes: r.closes,
    })),
  );
}

export function localBusinessJsonLd(ctx: RenderContext): Record<string, unknown> {
  const b = ctx.doc.business;
  const base = ctx.options.baseUrl;
  const hours = openingHours(b);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(b.schemaType, ctx.trade),
    '@id': `${base}/#business`,
    name: b.name,
    description: b.description,
    url: `${base}/`,
    image: ctx.doc.logo ? `${base}/${ctx.doc.logo.src}` : `${base}/favicon-512x512.png`,
  };
  if (ctx.doc.logo) data.logo = `${base}/${ctx.doc.logo.src}`;
  if (b.phone) data.telephone = phoneE164(b.phone, b);
  if (b.email) data.email = b.email;
  if (b.address) {
    data.address = {
      '@type': 'PostalAddress',
      ...(b.address.street ? { streetAddress: b.address.street } : {}),
      ...(b.address.locality ? { addressLocality: b.address.locality } : {}),
      ...(b.address.region ? { addressRegion: b.address.region } : {}),
      ...(b.address.postalCode ? { postalCode: b.address.postalCode } : {}),
      ...(b.address.country ? { addressCountry: b.address.country } : {}),
      ...(!b.address.street ? { name: b.address.formatted } : {}),
    };
  }
  if (b.geo) data.geo = { '@type': 'GeoCoordinates', latitude: b.geo.lat, longitude: b.geo.lng };
  if (hours.length) data.openingHoursSpecification = hours;
  if (b.priceRange) data.priceRange = b.priceRange;
  if (b.serviceArea) data.areaServed = b.serviceArea;
  const sameAs = [...(b.website ? [b.website] : []), ...b.social.map((l) => l.url)];
  if (sameAs.length) data.sameAs = sameAs;
  // The people research found on the business's own pages (team sections), by name and role only.
  const people = new Map<string, { name: string; role?: string }>();
  for (const page of ctx.doc.pages)
    for (const section of page.sections)
      if (section.type === 'team') for (const m of section.members) if (!people.has(m.name)) people.set(m.name, m);
  if (people.size)
    data.employee = [...people.values()].map((m) => ({
      '@type': 'Person',
      name: m.name,
      ...(m.role ? { jobTitle: m.role } : {}),
    }));
  // Each branch (a Locations section) as its own LocalBusiness of the same type, a department of the whole.
  const branches = ctx.doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'locations' ? s.branches : [])));
  if (branches.length)
    data.department = branches
      .filter((x, i) => branches.findIndex((y) => y.name === x.name && y.address === x.address) === i)
      .map((x) => {
        const branchHours = openingHours(x);
        return {
          '@type': data['@type'],
          name: x.name,
          ...(x.address ? { address: { '@type': 'PostalAddress', name: x.address } } : {}),
          ...(x.phone ? { telephone: phoneE164(x.phone, b) } : {}),
          ...(x.email ? { email: x.email } : {}),
          ...(branchHours.length ? { openingHoursSpecification: branchHours } : {}),
        };
      });
  Object.assign(data, catalogJsonLd(ctx.doc));
  if (b.licenses.length)
    data.hasCredential = b.licenses.map((name) => ({ '@type': 'EducationalOccupationalCredential', name }));
  return data;
}

/** The site itself, with the language it is written in (LocalBusiness has no `inLanguage`; a WebSite does). */
export const webSiteJsonLd = (ctx: RenderContext) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: ctx.doc.business.name,
  url: `${ctx.options.baseUrl}/${ctx.version.dir}`,
  inLanguage: ctx.doc.lang,
});
