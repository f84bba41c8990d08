// Contact details and hours. Changing the email or phone also rewrites every copy of the old value in the
// document's text, so the site never shows two different numbers (spec 4.2 contact, syncHtml).
import { WEEKDAYS, type Weekday } from '../document/primitives';
import { emailAddress, type SiteDocument } from '../document/schema';
import { SOCIAL_LABELS, socialProfile, type SocialNetwork } from '../document/social';
import { normalizeHours } from '../writers/facts';
import { DocumentOperationError, produce, produceInEveryLanguage, replaceInStrings } from './common';

export interface ContactChange {
  document: SiteDocument;
  previous: string | undefined;
  /** Occurrences of the previous value rewritten in copy (the field itself not counted). */
  replacements: number;
  /** True when the new value equals the old (email domains compare case-insensitively). */
  noop: boolean;
}

const sameEmail = (a: string, b: string) => {
  const [la, da] = a.split('@');
  const [lb, db] = b.split('@');
  return la === lb && da?.toLowerCase() === db?.toLowerCase();
};

/** The revision agent's `set_contact_email` and POST /contact on the document side. */
export function setContactEmail(doc: SiteDocument, email: string): ContactChange {
  const parsed = emailAddress.safeParse(email);
  if (!parsed.success) throw new DocumentOperationError('contactEmail must look like name@example.com');
  const next = parsed.data;
  const previous = doc.business.email;
  if (previous && sameEmail(previous, next)) return { document: doc, previous, replacements: 0, noop: true };
  let replacements = 0;
  const document = produceInEveryLanguage(
    doc,
    (d) => {
      if (previous)
        replacements +=
          replaceInStrings(d.pages, previous, next) + replaceInStrings(d.business.description, previous, next);
      d.business.email = next;
    },
    'set contact email',
  );
  return { document, previous, replacements, noop: false };
}

export function setPhone(doc: SiteDocument, phone: string | null): ContactChange {
  const previous = doc.business.phone;
  const next = phone?.trim() || undefined;
  if (previous === next) return { document: doc, previous, replacements: 0, noop: true };
  let replacements = 0;
  const document = produceInEveryLanguage(
    doc,
    (d) => {
      if (previous && next) replacements += replaceInStrings(d.pages, previous, next);
      d.business.phone = next;
      if (!next) dropLinksOfKind(d, 'tel');
    },
    'set phone',
  );
  return { document, previous, replacements, noop: false };
}

/**
 * Changes the street address (a single line as the owner wrote it) and rewrites copies of the old one in the
 * text; the old map position is dropped rather than left pointing at the old place. Null removes the address
 * with its location sections and map links.
 */
export function setAddress(doc: SiteDocument, address: string | null): ContactChange {
  const previous = doc.business.address?.formatted;
  const next = address?.replace(/\s+/g, ' ').trim() || undefined;
  if (previous === next) return { document: doc, previous, replacements: 0, noop: true };
  let replacements = 0;
  const document = produceInEveryLanguage(
    doc,
    (d) => {
      if (previous && next) replacements += replaceInStrings(d.pages, previous, next);
      delete d.business.geo;
      if (!next) {
        delete d.business.address;
        for (const p of d.pages) p.sections = p.sections.filter((s) => s.type !== 'location');
        dropLinksOfKind(d, 'map');
        return;
      }
      d.business.address = { formatted: next, ...parseUsAddress(next) };
    },
    'set address',
  );
  return { document, previous, replacements, noop: false };
}

/** "22 Oak Avenue, Springfield, IL 62704[, USA]" -> its parts; anything else keeps only the one line. */
function parseUsAddress(line: string): Partial<NonNullable<SiteDocument['business']['address']>> {
  const m = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)(?:,\s*(USA|United States))?$/.exec(line);
  if (!m) return {};
  return { street: m[1], locality: m[2], region: m[3], postalCode: m[4], ...(m[5] ? { country: m[5] } : {}) };
}

/** Removes optional links of a kind; a required CTA link falls back to the contact page. */
function dropLinksOfKind(d: SiteDocument, kind: 'tel' | 'email' | 'map') {
  const contact = d.pages.find((p) => p.kind === 'contact')!.slug;
  for (const page of d.pages) {
    for (const s of page.sections) {
      const rec = s as Record<string, unknown>;
      for (const key of ['primaryCta', 'secondaryCta', 'link', 'secondary']) {
        const l = rec[key] as { target?: { kind: string } } | undefined;
        if (l?.target?.kind === kind) delete rec[key];
      }
      if (s.type === 'cta' && s.primary.target.kind === kind)
        s.primary = { label: 'Get in touch', target: { kind: 'page', page: contact } };
    }
  }
}

/** Replaces the opening hours wholesale (spec: hours "replaces wholesale"); keys may be day names or short forms. */
export function setHours(
  doc: SiteDocument,
  hours: Record<string, string> | { day: Weekday; text: string }[],
): SiteDocument {
  const list = Array.isArray(hours)
    ? normalizeHours(Object.fromEntries(hours.map((h) => [h.day, h.text])))
    : normalizeHours(hours);
  const unknown = Array.isArray(hours) ? [] : Object.keys(hours).filter((k) => !normalizeHours({ [k]: 'x' }).length);
  if (unknown.length)
    throw new DocumentOperationError(`unknown weekday(s): ${unknown.join(', ')} (use ${WEEKDAYS.join(', ')})`);
  return produceInEveryLanguage(
    doc,
    (d) => {
      d.business.hours = list;
      // Without hours an hours section has nothing to show.
      if (!list.length) for (const p of d.pages) p.sections = p.sections.filter((s) => s.type !== 'hours');
    },
    'set hours',
  );
}

/**
 * Adds, changes or (url null/empty) removes the business's profile on one social network. The address must be
 * a profile on that network (a share button, a sign-in page or another network's address is refused); it is
 * stored in canonical form, in place of the network's old one.
 */
export function setSocialLink(doc: SiteDocument, network: SocialNetwork, url: string | null): SiteDocument {
  const label = SOCIAL_LABELS[network];
  if (!label) throw new DocumentOperationError(`unknown social network "${String(network)}"`);
  const existing = doc.business.social.findIndex((l) => l.network === network);
  if (!url?.trim()) {
    if (existing < 0) throw new DocumentOperationError(`the site has no ${label} link`);
    return produce(doc, (d) => void d.business.social.splice(existing, 1), `remove ${network} link`);
  }
  const link = socialProfile(/^https?:\/\//i.test(url.trim()) ? url : `https://${url.trim()}`);
  if (link?.network !== network) throw new DocumentOperationError(`"${url}" is not a ${label} profile address`);
  return produce(
    doc,
    (d) => {
      if (existing >= 0) d.business.social[existing] = link;
      else d.business.social.push(link);
    },
    `set ${network} link`,
  );
}
