import { safeFetch } from '@sgs/net';
import { nameSimilarity, normaliseName } from '@sgs/places';
import { businessCountry, hoursFromLines, socialProfile, toE164, type SocialLink } from '@sgs/site-kit';
import { type ResearchChannel, type ResearchConflict, type ResearchLocation } from '@sgs/contracts';
import { branchPagesDocument } from './branch-pages';
import { inPageList, menuEntries, menuTitled, sameTitle, titleParts } from './nav-offerings';
import { extractChannels, extractLocations } from './branches';
import { cssBrandColors } from './brand-color';
import { fullerWriting, isPlaceholderAddress } from './address';
import { decodeHtml, isHtmlResponse } from './decode';
import { EMAIL_RE, isEmailAddress, isPlaceholderEmail } from './email';
import { faxNumbers } from './fax';
import { joinSplitEmails, whatsappNumber } from './obfuscation';
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { extractLegalIds } from './legal';
import {
  extractAddress,
  extractPageAddress,
  extractAreas,
  extractLicenses,
  extractServices,
  homeOfferings,
  currencyConflicts,
  extractTestimonials,
  inChrome,
  inChromeOrContact,
  MAX_ITEMS,
  offeringPageName,
  isVariant,
  samePriceOrConflict,
  startsFrom,
  textPhones,
  PHONE_LABEL,
  vacantItemText,
  withoutOwnPrice,
  restatesOffering,
} from './content';
import { extractFoundingYear, statedFoundingYear } from './founding-year';
import { $, $$, attr, rawText, text, textLines, type Document, type Element } from './html';
import { readHours, timesOf } from './hour-lines';
import { resolveHref } from './links';
import { pageLanguage, siteLanguage } from './language';
import { aboutText } from './about-text';
import { crawlSite, namedHosts, sameSite } from './crawl';
import { hashRoute, hinted, offersNothing, OFFERINGS, pageKey, UNHINTED } from './reading-order';
import { createRenderMemory, type RenderMemory } from './client-rendered';
import type { PageRenderer, RenderSession } from './render';
import { extractShowcase, type SiteShowcase } from './showcase';
import { contactPeoplePhones, personalPhones } from './staff-phones';
import { jsonLdBusinesses, jsonLdOfferings, microdataBusinesses, type StructuredBusiness } from './structured';

export { crawlCandidates } from './crawl';

export interface ScrapedPage {
  url: string;
  title: string;
  description: string;
  text: string;
}

export interface ScrapedEmail {
  address: string;
  foundOn: string;
  via: 'mailto' | 'text' | 'structured';
}

/** A fact read from a page, with the page it came from (provenance: `website:<url>`). */
export interface Sourced<T> {
  value: T;
  url: string;
}

export interface ScrapedService {
  name: string;
  price?: string;
  description?: string;
  category?: string;
  url: string;
}

export interface ScrapedTestimonial {
  quote: string;
  author?: string;
  rating?: number;
  /** where the site says it came from (`yelp` for "—yelp.com") */
  source?: string;
  url: string;
}

export interface ScrapedSite {
  homeUrl: string;
  host: string;
  /** the hosts the home page gives as its own address (canonical link, og:url): a site served from another address */
  namedHosts: string[];
  pages: ScrapedPage[];
  emails: ScrapedEmail[];
  /** E.164, structured data and tel: links first, in the order found */
  phones: Sourced<string>[];
  services: ScrapedService[];
  testimonials: ScrapedTestimonial[];
  hours: Record<string, string>;
  hoursUrl?: string;
  address?: Sourced<string>;
  geo?: { lat: number; lng: number };
  areas: Sourced<string>[];
  foundingYear?: Sourced<string>;
  /** the business's own words about itself: its about page's story, else its home page's introduction */
  about?: Sourced<string>;
  licenses: Sourced<string>[];
  /** The commercial register entry and VAT id the site's own pages state (its Impressum). */
  register?: Sourced<string>;
  vatId?: Sourced<string>;
  rating?: Sourced<{ rating: number; count?: number }>;
  priceRange?: string;
  /** schema.org types the site declares for itself */
  types: string[];
  images: { url: string; alt?: string }[];
  /** Named team members, a class timetable and before/after pairs, as the pages show them. */
  showcase: SiteShowcase;
  logoUrl?: string;
  /** hex colours seen in theme-color and CSS, most frequent first, greys left out */
  colors: string[];
  /** Social profiles the site links to (footer/header anchors, JSON-LD sameAs), one per network, first found. */
  social: Sourced<SocialLink>[];
  /** every branch the site lists (two or more), the main one first; empty for a single location */
  locations: ResearchLocation[];
  /** the business's own channels: WhatsApp, online booking, ordering, reservations */
  channels: ResearchChannel[];
  /** the language the site is written in (BCP 47 primary tag), when research could tell */
  language?: string;
  /** pages whose HTML was an app shell, read from the DOM Chromium rendered */
  rendered: string[];
  /** facts the pages disagree on: the one kept, the ones left out, and why */
  conflicts: ResearchConflict[];
  errors: string[];
}

export interface ScrapeOptions {
  allowLoopback?: boolean;
  timeoutMs?: number;
  /** pages read in all, the home page included (default 10) */
  maxPages?: number;
  /** bytes of HTML read in all (default 3 MB) */
  maxBytes?: number;
  /** the business's name: structured data naming another business (the web designer, a supplier) is left out */
  businessName?: string;
  /** the caller's location ("Edinburgh, Scotland"): the country national phone numbers are read in */
  location?: string;
  /** renders a page whose HTML is a client-rendered app's shell; without it such pages are read as they are */
  render?: PageRenderer;
}

/** Crawl bounds: same origin, the home page's own links, at most this many pages and bytes. */
export const CRAWL_MAX_PAGES = 10;
export const CRAWL_MAX_BYTES = 3 * 1024 * 1024;
export const CRAWLER_USER_AGENT = 'SiteGenerationService-Research';

/** A web designer's or agency's credit line: its email and phone are not the business's. */
export const CREDIT =
  /\b(web ?design(ed)?( by)?|webmaster|webmestre|website by|site by|designed by|made by|created by|developed by|powered by|erstellt von|realisiert von|réalisé par|conçu par|diseño web|desarrollado por|hecho por|realizzato da|sviluppato da|gemaakt door|ontwikkeld door|desenvolvido por|criado por|制作)\b/i;
const NOT_EMAIL_TLD = /\.(png|jpe?g|gif|svg|webp|avif|css|js)$/i;

async function fetchHtml(
  url: string,
  o: ScrapeOptions,
  maxBytes: number,
): Promise<{ url: string; html: string } | null> {
  const res = await safeFetch(url, {
    timeoutMs: o.timeoutMs ?? 10_000,
    maxBytes: Math.min(2 * 1024 * 1024, maxBytes),
    maxRedirects: 5,
    allowLoopback: o.allowLoopback,
    headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': CRAWLER_USER_AGENT },
  });
  const type = String(res.headers['content-type'] ?? '');
  if (res.status !== 200 || !isHtmlResponse(type, res.body)) return null;
  return { url: res.url, html: decodeHtml(res.body, type).html };
}

/** What the crawl of one site knows about rendering it: its render session, and what its rendered pages showed. */
interface Seen {
  rendered: string[];
  errors: string[];
  session?: RenderSession;
  memory: RenderMemory;
}

/**
 * A page as a reader sees it: its HTML, or, when its text comes from script (a client-rendered app's shell, or a
 * page of an app whose render showed more than its HTML) and a renderer is given, the DOM Chromium rendered (noted
 * in `rendered`; refused requests and failures in `errors`).
 */
async function readPage(
  url: string,
  o: ScrapeOptions,
  maxBytes: number,
  seen: Seen,
): Promise<{ url: string; html: string } | null> {
  const got = await fetchHtml(url, o, maxBytes);
  if (!got || !seen.session || !seen.memory.shouldRender(got.html)) return got;
  const asked = new URL(url);
  const pageUrl = hashRoute(asked) ? asked.toString() : got.url;
  try {
    const page = await seen.session.render(pageUrl);
    seen.rendered.push(pageUrl);
    seen.memory.learn(got.html, page.html);
    if (page.refused.length)
      seen.errors.push(`${pageUrl}: rendered; ${page.refused.length} request(s) refused (${page.refused[0]})`);
    return { url: pageUrl, html: page.html };
  } catch (err) {
    seen.errors.push(`${pageUrl}: rendering failed (${(err as Error).message}); read as served`);
    return got;
  }
}

/** `href` as an absolute http(s) address (links.ts reads every page's links the same way). */
const absolute = (href: string | undefined, base: string) => resolveHref(href, base)?.toString();

/** A link's `%`-escapes decoded; as written when they are malformed. */
const decodeUri = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Whether the email at `at` in a line (or in a link's block) is a credit's: the line credits a web designer ("Webdesign
 * by Studio X") before it, and it is not at the site's own domain. The business's own address before the credit on
 * the same footer line ("© Café Blum · info@cafe-blum.de · Webdesign: Studio X") stays the business's.
 */
function credited(line: string, at: number, address: string, pageUrl: string): boolean {
  const credit = CREDIT.exec(line);
  if (!credit) return false;
  const domain = address.split('@')[1] ?? '';
  const host = new URL(pageUrl).hostname.toLowerCase().replace(/^www\./, '');
  if (domain && (host === domain || host.endsWith(`.${domain}`))) return false;
  return at < 0 || at > credit.index;
}

export function extractEmails(doc: Document, pageUrl: string): ScrapedEmail[] {
  const out: ScrapedEmail[] = [];
  // A link that shows one address and mails another is a template's leftover: on that page neither is trusted.
  const mismatched = new Set<string>();
  for (const a of $$('a[href^="mailto:" i]', doc)) {
    const address = decodeUri((attr(a, 'href') ?? '').slice(7).split('?')[0]!)
      .trim()
      .toLowerCase();
    const block = text(a.parent as Element);
    if (credited(block, block.indexOf(text(a)), address, pageUrl)) continue;
    const shown = [...text(a).matchAll(EMAIL_RE)].map((m) => m[0].toLowerCase());
    if (shown.length && !shown.includes(address)) {
      // (unless the link mails a template's stand-in, or an address mail cannot reach, "email@shop" for the shown
      // "email@shop.de": then the address shown is the one its owner meant)
      if (!isPlaceholderEmail(address) && isEmailAddress(address)) for (const s of shown) mismatched.add(s);
      continue;
    }
    if (isEmailAddress(address) && !isPlaceholderEmail(address)) out.push({ address, foundOn: pageUrl, via: 'mailto' });
  }
  // Line by line and item by item (see textLines): an address is never assembled from two.
  for (const line of textLines(doc)) {
    const joined = joinSplitEmails(line);
    for (const m of joined.matchAll(EMAIL_RE)) {
      const address = m[0].toLowerCase().replace(/\.+$/, '');
      if (credited(joined, m.index, address, pageUrl)) continue;
      if (!NOT_EMAIL_TLD.test(address) && !mismatched.has(address) && !isPlaceholderEmail(address))
        out.push({ address, foundOn: pageUrl, via: 'text' });
    }
  }
  return out;
}

/** "Mon–Fri: 9am – 5pm", "Saturday 10:00-14:00", "Sunday: Closed" -> weekday -> text (one line at a time). */
export const extractHours = hoursFromLines;

/** Two readings of one day's hours that say the same: the same times, or both closed. */
const sameHours = (a: string | undefined, b: string) => a !== undefined && timesOf(a).join() === timesOf(b).join();

/** The days a page's week of hours (three days or more: not a brunch's or a holiday's) gives otherwise than the hours
 * kept. */
function daysOtherwise(kept: Record<string, string>, other: Record<string, string>): string[] {
  if (Object.keys(other).length < 3) return [];
  return Object.keys(kept).filter((day) => other[day] !== undefined && !sameHours(other[day], kept[day]!));
}

function extractImages(doc: Document, base: string): { images: { url: string; alt?: string }[]; logoUrl?: string } {
  const images: { url: string; alt?: string }[] = [];
  const og = absolute(attr($('meta[property="og:image"]', doc), 'content'), base);
  if (og) images.push({ url: og });
  let logoUrl: string | undefined;
  for (const img of $$('img', doc)) {
    const src = absolute(attr(img, 'src') ?? attr(img, 'data-src'), base);
    if (!src || /pixel|spacer|tracking/i.test(src)) continue;
    const hint = `${src} ${attr(img, 'alt') ?? ''} ${attr(img, 'class') ?? ''} ${attr(img, 'id') ?? ''}`;
    if (!logoUrl && /logo/i.test(hint)) {
      logoUrl = src;
      continue;
    }
    const w = Number(attr(img, 'width') ?? 0);
    const h = Number(attr(img, 'height') ?? 0);
    if ((w && w < 120) || (h && h < 120)) continue;
    // Alt text comes from this picture's own element (its alt, else its figure's caption), never a neighbour's;
    // the og:image listed first gets it from its <img> on the page.
    const figure = [img.parent, img.parent?.parent].find((p) => (p as Element | null)?.name === 'figure') as
      Element | undefined;
    const own = attr(img, 'alt') || (figure ? text($('figcaption', figure)) || undefined : undefined);
    const known = images.find((i) => i.url === src);
    if (known) known.alt ??= own;
    else images.push({ url: src, alt: own });
  }
  logoUrl ??= absolute(attr($('link[rel~="apple-touch-icon" i]', doc), 'href'), base);
  return { images: images.slice(0, 12), logoUrl };
}

/** The first value structured data, then the pages in order, give. */
const firstOf = <T>(...values: (T | undefined)[]) => values.find((v) => v !== undefined);

/**
 * Reads a business website within bounds: the home page, then the pages its navigation links to on the
 * same site (contact/about/services first), at most `maxPages` pages and `maxBytes` of HTML, skipping
 * what robots.txt disallows. Structured data (JSON-LD, microdata) is read first, then the content.
 * Best-effort: anything that fails is noted in `errors`, never thrown.
 */
export async function scrapeWebsite(url: string, o: ScrapeOptions = {}): Promise<ScrapedSite | null> {
  const errors: string[] = [];
  const rendered: string[] = [];
  const seen: Seen = { rendered, errors, session: o.render?.session(), memory: createRenderMemory() };
  try {
    return await crawlAndRead(url, o, seen);
  } finally {
    await seen.session?.close();
  }
}

async function crawlAndRead(url: string, o: ScrapeOptions, seen: Seen): Promise<ScrapedSite | null> {
  const { rendered, errors } = seen;
  const maxPages = o.maxPages ?? CRAWL_MAX_PAGES;
  let start: URL;
  try {
    start = new URL(url);
  } catch {
    return { ...emptySite(url), errors: ['home page: not a URL'] };
  }
  const crawled = await crawlSite(
    start,
    async (page, asServed) => {
      const got = await readPage(page, o, 2 * 1024 * 1024, asServed ? { ...seen, session: undefined } : seen);
      return got && { ...got, rendered: rendered.includes(got.url) };
    },
    {
      maxPages,
      maxBytes: o.maxBytes ?? CRAWL_MAX_BYTES,
      location: o.location,
      guessPaths: () => !rendered.length,
      allowLoopback: o.allowLoopback,
      timeoutMs: o.timeoutMs,
      userAgent: CRAWLER_USER_AGENT,
    },
    errors,
  );
  if ('error' in crawled) return { ...emptySite(url), errors: [`home page: ${crawled.error}`] };
  const docs = crawled.pages;
  const home = { url: docs[0]!.url };
  const homeUrl = new URL(home.url);
  const homeDoc = docs[0]!.doc;
  const languages = docs.map((d) => pageLanguage(d.doc));
  const css: string[] = $$('style', homeDoc).map(rawText);
  for (const link of $$('link[rel~="stylesheet" i][href]', homeDoc).slice(0, 2)) {
    const href = absolute(attr(link, 'href'), home.url);
    if (!href || !sameSite(new URL(href).hostname, homeUrl.hostname)) continue;
    try {
      const res = await safeFetch(href, {
        timeoutMs: o.timeoutMs ?? 10_000,
        maxBytes: 300 * 1024,
        allowLoopback: o.allowLoopback,
      });
      if (res.status === 200) css.push(res.body.toString('utf8'));
    } catch (err) {
      errors.push(`${href}: ${(err as Error).message}`);
    }
  }
  for (const el of $$('[style]', homeDoc)) css.push(attr(el, 'style') ?? '');

  const { images, logoUrl } = extractImages(homeDoc, home.url);

  // Structured data first (JSON-LD, then microdata), page by page.
  const structured = docs
    .flatMap((d) => [...jsonLdBusinesses(d.doc), ...microdataBusinesses(d.doc)].map((b) => ({ b, url: d.url })))
    .filter(({ b }) => {
      if (!o.businessName || !b.name || namesAlike(b.name, o.businessName)) return true;
      errors.push(`structured data naming "${b.name}" left out: another business than ${o.businessName}`);
      return false;
    });
  const social: Sourced<SocialLink>[] = [];
  const addSocial = (href: string | undefined, pageUrl: string) => {
    const link = socialProfile(href);
    if (link && !social.some((l) => l.value.network === link.network)) social.push({ value: link, url: pageUrl });
  };
  for (const { b, url: u } of structured) for (const href of b.sameAs) addSocial(href, u);
  for (const d of docs) for (const a of $$('a[href]', d.doc)) addSocial(attr(a, 'href'), d.url);
  const pageTexts = docs.map((d) => ({
    url: d.url,
    text: textLines($('main', d.doc) ?? $('body', d.doc) ?? d.doc).join('\n'),
  }));

  const emails: ScrapedEmail[] = [
    ...structured
      .filter(({ b }) => b.email && isEmailAddress(b.email))
      .map(({ b, url: u }): ScrapedEmail => ({ address: b.email!.toLowerCase(), foundOn: u, via: 'structured' })),
    ...docs.flatMap((d) => extractEmails(d.doc, d.url)),
  ];

  // Phone numbers: the business's own structured data first; then tel: links, those in the header, footer or a
  // contact block before others and, among those, the number more pages show (a supplier's or neighbour's number
  // in the body of one page comes after the business's own); written numbers only when no page links one.
  const telLinks = docs.flatMap((d) =>
    $$('a[href^="tel:" i]', d.doc).map((a) => ({
      raw: decodeUri(attr(a, 'href') ?? '').slice(4),
      a,
      url: d.url,
    })),
  );
  // a template's placeholder street in the structured data is the business's only when its pages write it too
  const shown = (a: string) =>
    docs.some((d) => textLines($('body', d.doc) ?? d.doc).some((l) => l.includes(a.split(',')[0]!)));
  const sb = structured.find(({ b }) => b.address && (!isPlaceholderAddress(b.address) || shown(b.address)));
  const address = sb ? { value: sb.b.address!, url: sb.url } : pageAddress(docs, pageTexts);
  const country = businessCountry({
    location: o.location,
    structuredCountries: structured.map(({ b }) => b.country),
    addresses: [address?.value],
    host: homeUrl.hostname,
    emailDomains: emails.map((e) => e.address.split('@')[1]!),
    internationalPhones: [...structured.map(({ b }) => b.telephone ?? ''), ...telLinks.map((t) => t.raw)],
  });
  const phoneOf = (raw: string | undefined) => (country && toE164(raw, country)) || toE164(raw);
  const phones: Sourced<string>[] = [];
  // staff members' own numbers beside their names are theirs, never the business's; a fax is no phone
  const personal = new Set(
    docs.flatMap((d) => [...personalPhones(d.doc, country), ...faxNumbers(d.doc, country, PHONE_LABEL)]),
  );
  const addPhone = (e164: string | undefined, pageUrl: string) => {
    if (e164 && !personal.has(e164) && !phones.some((p) => p.value === e164))
      phones.push({ value: e164, url: pageUrl });
  };
  for (const { b, url: u } of structured) addPhone(phoneOf(b.telephone), u);
  // numbers written anywhere on the page, the header and footer too (a footer's "Tel. 06161 / 912106")
  const bodyLines = docs.map((d) => textLines($('body', d.doc) ?? d.doc));
  const writtenOn = bodyLines.map((lines) => new Set(textPhones(lines.join('\n'), country)));
  const pagesShowing = (e164: string) =>
    docs.filter((d, i) => writtenOn[i]!.has(e164) || telLinks.some((t) => t.url === d.url && phoneOf(t.raw) === e164))
      .length;
  // numbers given for WhatsApp only (their line, or the label line before a line of the number alone, names WhatsApp
  // and no way to call): a line to call comes first
  const whatsappOnly = new Set<string>();
  for (const lines of bodyLines)
    lines.forEach((line, i) => {
      const label = /\p{L}/u.test(line) ? line : (lines[i - 1] ?? '');
      const unnamed = label.replace(/whats\s?app/gi, ' ');
      if (unnamed !== label && !PHONE_LABEL.test(unnamed))
        for (const value of textPhones(line, country)) whatsappOnly.add(value);
    });
  for (const t of telLinks) whatsappOnly.delete(phoneOf(t.raw) ?? '');
  const ranked = (found: { value: string; url: string; chrome: boolean }[]) =>
    found
      .map((f, order) => ({ ...f, order, pages: pagesShowing(f.value), chat: whatsappOnly.has(f.value) }))
      .sort(
        (a, b) =>
          Number(a.chat) - Number(b.chat) ||
          Number(b.chrome) - Number(a.chrome) ||
          b.pages - a.pages ||
          a.order - b.order,
      );
  const linked = telLinks
    .map((t) => ({ value: phoneOf(t.raw)!, url: t.url, chrome: inChromeOrContact(t.a) }))
    .filter((t) => t.value);
  for (const p of ranked(linked)) addPhone(p.value, p.url);
  if (!phones.length)
    for (const p of ranked(
      pageTexts.flatMap((t, i) => [...writtenOn[i]!].map((value) => ({ value, url: t.url, chrome: false }))),
    ))
      addPhone(p.value, p.url);
  // a number the site gives only as its WhatsApp link is the business's number
  if (!phones.length)
    for (const d of docs)
      for (const a of $$('a[href]', d.doc)) addPhone(toE164(whatsappNumber(attr(a, 'href'))), d.url);
  // a business with no number of its own is reached on the people's numbers its contact block gives
  if (!phones.length)
    for (const d of docs)
      for (const value of contactPeoplePhones(d.doc, country))
        if (!phones.some((p) => p.value === value)) phones.push({ value, url: d.url });

  const conflicts: ResearchConflict[] = [];
  // A number of another country than the business's (a template's leftover, a head office abroad) is never its
  // main phone when a local one exists: the local ones are kept and the disagreement is listed.
  if (country) {
    const code = getCountryCallingCode(country);
    const foreign = phones.filter((p) => parsePhoneNumberFromString(p.value)?.countryCallingCode !== code);
    if (foreign.length && foreign.length < phones.length) {
      const local = phones.filter((p) => !foreign.includes(p));
      phones.splice(0, phones.length, ...local);
      conflicts.push({
        field: 'phone',
        chosen: local[0]!.value,
        rejected: foreign.map((p) => p.value),
        reason: `${foreign.map((p) => p.value).join(', ')} ${foreign.length > 1 ? 'are numbers' : 'is a number'} of another country than the business's (${country})`,
      });
    }
  }

  const services = new Map<string, ScrapedService>();
  const addService = (
    s: { name: string; price?: string; description?: string; category?: string },
    pageUrl: string,
  ) => {
    // (a template's "no description" is none)
    if (s.description && vacantItemText(s.description)) s = { name: s.name, price: s.price, category: s.category };
    // (nor its price again: "約50分 ¥6,900円 (税込)" beside ¥6,900)
    if (s.description && s.price) {
      const { description, ...rest } = s;
      const left = withoutOwnPrice(description, s.price);
      s = left ? { ...rest, description: left } : rest;
    }
    const named = s.name.toLowerCase();
    const first = services.get(named);
    // (one page's variants of an item, each at its own price: each kept)
    const key = first?.url === pageUrl && isVariant(first, s) ? `${named}|${s.price}` : named;
    const prev = services.get(key);
    // (the same item at another price on another page: the price list's price, the other listed)
    const priced = prev?.price && s.price ? samePriceOrConflict(prev.name, prev, { ...s, url: pageUrl }) : undefined;
    if (priced?.conflict) conflicts.push(priced.conflict);
    if (!prev) services.set(key, { ...s, url: pageUrl });
    else if (priced?.keep === 'second') services.set(key, { ...prev, ...s, url: pageUrl });
    else if (!prev.category && s.category) {
      // the same item in a list under its heading (a home page's highlights, then the price list): it takes its
      // place in the list, with its heading
      services.delete(key);
      const description = prev.description ?? s.description;
      services.set(key, {
        ...prev,
        price: prev.price ?? s.price,
        ...(description ? { description } : {}),
        category: s.category,
        url: pageUrl,
      });
    } else if (!prev.price && s.price) services.set(key, { ...prev, price: s.price });
  };
  for (const { b, url: u } of structured) for (const s of b.services) addService(s, u);
  // a page's own Service, Product or MenuItem nodes (a services page's ItemList), unless another business provides them
  for (const d of docs)
    for (const s of jsonLdOfferings(d.doc))
      if (!s.provider || !o.businessName || namesAlike(s.provider, o.businessName)) addService(s, d.url);
  const homeTitle = new Set(titleWords(docs[0]?.doc));
  const homeTitleParts = titleParts(homeDoc);
  for (const d of docs) {
    if (offersNothing(ownPageName(d.url, d.doc, homeTitle))) continue;
    const items = extractServices(d.doc, d.url);
    for (const s of items) addService(s, d.url);
    // a page its menu entry opens, titled as the entry names it ("Code de la route"), is that offering's own page;
    // not the contact, fees, about, branch, legal or news page the reading order ranks it (or the menu entry over it:
    // "Standorte") as, a price list, nor a page named as the home page's title names the business
    const own = menuTitled(
      d.doc,
      d.url,
      (el) => inChrome(el) || inPageList(el, d.url),
      docs.filter((x) => x !== d),
    );
    const offeringLink = (t: string) => [OFFERINGS, UNHINTED].includes(hinted({ url: new URL(d.url), text: t }));
    if (
      own &&
      offeringPageName(own.name) &&
      !homeTitleParts.some((t) => sameTitle(t, own.name)) &&
      offeringLink(own.name) &&
      (!own.under || offeringLink(own.under)) &&
      items.filter((s) => s.price).length < 2
    )
      addService({ name: own.name }, d.url);
  }
  // a site that names its offerings nowhere shows them, if at all, as its home page's first run of names
  if (!services.size) for (const name of homeOfferings(homeDoc)) addService({ name }, home.url);
  // and else as the entries of its home page's menu that open pages of their own, but for the home, contact, about,
  // fees, branch, legal, news and gallery pages (two of them at least: "Maçonnerie", "Charpente", "Façade")
  if (!services.size) {
    const offeringEntry = (name: string, to: string) =>
      [OFFERINGS, UNHINTED].includes(hinted({ url: new URL(to), text: name })) &&
      offeringPageName(name) &&
      !homeTitleParts.some((t) => sameTitle(t, name));
    const entries = menuEntries(homeDoc, home.url, (el) => inChrome(el) || inPageList(el, home.url)).filter(
      (e) =>
        e.to !== pageKey(homeUrl) &&
        !offersNothing(e.name) &&
        offeringEntry(e.name, e.to) &&
        (!e.under || offeringEntry(e.under, e.to)),
    );
    if (entries.length >= 2) for (const e of entries) addService({ name: e.name }, e.to);
  }
  // an offering named again as its own page titles it ("Drain Cleaning Services San Diego") is the offering
  const place = `${o.location ?? ''} ${address?.value ?? ''}`;
  // (the one read first stays: a card's "Water Heater Services" over a tab's "Water Heater" after it)
  const read = [...services.entries()];
  for (const [i, [key, s]] of read.entries()) {
    if (!services.has(key)) continue;
    const j = read.findIndex(
      ([k, t], at) =>
        at !== i &&
        services.has(k) &&
        (restatesOffering(s.name, t.name, place) || restatesOffering(t.name, s.name, place)),
    );
    if (j < i) continue;
    const [, later] = read[j]!;
    services.delete(read[j]![0]);
    if (!s.description && later.description) s.description = later.description;
    if (!s.price && later.price) s.price = later.price;
  }

  const testimonials: ScrapedTestimonial[] = [];
  const addTestimonial = (t: Omit<ScrapedTestimonial, 'url'>, pageUrl: string) => {
    if (!testimonials.some((x) => x.quote === t.quote)) testimonials.push({ ...t, url: pageUrl });
  };
  for (const { b, url: u } of structured) for (const r of b.reviews) addTestimonial(r, u);
  for (const d of docs) for (const t of extractTestimonials(d.doc)) addTestimonial(t, d.url);

  let hours: Record<string, string> = {};
  let hoursUrl: string | undefined;
  for (const { b, url: u } of structured)
    if (!Object.keys(hours).length && Object.keys(b.hours).length) [hours, hoursUrl] = [b.hours, u];
  // (the page's reading that covers the most days: the opening hours of a contact page, not a weekend brunch's
  // hours on the home page; the first page where two cover as many)
  const fromStructure = Object.keys(hours).length > 0;
  // (each page's hours read once: for the week kept, then for the pages that give another)
  const pageHours: Record<string, string>[] = [];
  const hoursOn = (i: number) => (pageHours[i] ??= readHours(docs[i]!.doc, languages[i]));
  for (const [i, d] of docs.entries()) {
    if (fromStructure || Object.keys(hours).length === 7) break;
    const found = hoursOn(i);
    if (Object.keys(found).length > Object.keys(hours).length) [hours, hoursUrl] = [found, d.url];
  }
  // the structured hours' own page may name the days they leave out ("Mo & So: Geschlossen" beside "Tu-Fr
  // 10:00-19:00"): when its text agrees with every day the structure gives, its other days complete the week
  const own = docs.findIndex((d) => d.url === hoursUrl);
  if (fromStructure && own >= 0 && Object.keys(hours).length < 7) {
    const text = hoursOn(own);
    if (Object.entries(hours).every(([day, value]) => sameHours(text[day], value))) hours = { ...text, ...hours };
  }
  const locations = locationsOf(structured, docs, country, languages);
  // another page that gives the week other hours than the ones kept ("Montag Ruhetag" on one page, "Mo-Fr 9-18" on
  // another) is listed, so a review sees it; a business with branches has each branch's own hours
  // (once for the pages that all say the same: a template's footer on every page)
  if (Object.keys(hours).length && locations.length < 2) {
    const otherwise = new Map<string, { days: string[]; rejected: string[]; urls: string[] }>();
    for (const [i, d] of docs.entries()) {
      if (d.url === hoursUrl) continue;
      const given = hoursOn(i);
      const days = daysOtherwise(hours, given);
      if (!days.length) continue;
      const rejected = days.map((day) => `${day} ${given[day]}`);
      const same = otherwise.get(rejected.join()) ?? { days, rejected, urls: [] };
      same.urls.push(d.url);
      otherwise.set(rejected.join(), same);
    }
    for (const { days, rejected, urls } of otherwise.values()) {
      const where =
        urls.length > 1
          ? `${urls[0]} and ${urls.length - 1} other page${urls.length > 2 ? 's' : ''} give`
          : `${urls[0]} gives`;
      const chosen = days.map((day) => `${day} ${hours[day]}`).join('; ');
      conflicts.push({ field: 'hours', chosen, rejected, reason: `${where} other hours for ${days.join(', ')}` });
    }
  }

  const areas = [
    ...structured.flatMap(({ b, url: u }) => b.areas.map((value) => ({ value, url: u }))),
    ...docs.flatMap((d) => extractAreas(d.doc).map((value) => ({ value, url: d.url }))),
  ].filter((a, i, all) => all.findIndex((x) => x.value.toLowerCase() === a.value.toLowerCase()) === i);
  const yearFromData = structured.find(({ b }) => b.foundingYear);
  // the earliest year any page says the business was founded in, else the earliest "since" (see extractFoundingYear)
  const earliest = (yearOf: (text: string) => string | undefined) =>
    pageTexts
      .map((p) => ({ value: yearOf(p.text), url: p.url }))
      .filter((y) => y.value)
      .sort((a, b) => Number(a.value) - Number(b.value))[0];
  const yearFromText = earliest(statedFoundingYear) ?? earliest(extractFoundingYear);
  const rated = structured.find(({ b }) => b.rating !== undefined);
  return {
    homeUrl: home.url,
    host: homeUrl.hostname.toLowerCase(),
    namedHosts: namedHosts(homeDoc, homeUrl),
    pages: docs.map(({ url: u, doc }, i) => ({
      url: u,
      title: text($('title', doc)),
      description: attr($('meta[name="description" i]', doc), 'content') ?? '',
      text: pageTexts[i]!.text.slice(0, 20_000),
    })),
    emails,
    phones,
    services: withoutCategories([...services.values()]).slice(0, MAX_ITEMS),
    testimonials: testimonials.slice(0, 12),
    hours,
    hoursUrl,
    address,
    geo: structured.find(({ b }) => b.geo)?.b.geo,
    areas: areas.slice(0, 20),
    about: aboutText(docs, o.businessName ?? '', country),
    foundingYear: yearFromData
      ? { value: yearFromData.b.foundingYear!, url: yearFromData.url }
      : yearFromText?.value
        ? { value: yearFromText.value, url: yearFromText.url }
        : undefined,
    licenses: pageTexts
      .flatMap((p) => extractLicenses(p.text).map((value) => ({ value, url: p.url })))
      .filter((l, i, all) => all.findIndex((x) => x.value === l.value) === i),
    ...legalIdsOf(pageTexts),
    rating: rated ? { value: { rating: rated.b.rating!, count: rated.b.reviewCount }, url: rated.url } : undefined,
    priceRange: firstOf(...structured.map(({ b }) => b.priceRange)),
    types: [...new Set(structured.flatMap(({ b }) => b.types))],
    images,
    showcase: extractShowcase(docs),
    logoUrl,
    colors: cssBrandColors(css, attr($('meta[name="theme-color" i]', homeDoc), 'content')),
    social,
    language: siteLanguage(languages),
    locations,
    channels: extractChannels(docs, country),
    rendered,
    conflicts: [...conflicts, ...currencyConflicts([...services.values()])],
    errors,
  };
}

/** The word a sentence puts before an address ("in Via Trucchi 14a", "at 12 Main Street", "à 2 rue…"). */
const AT_ADDRESS = /^(in|at|à|en|em|im|bei|op|presso)\s+(?=[\p{Lu}\d])/u;

/**
 * The most trusted address the pages give (see extractPageAddress), else the first one written across elements; where
 * it gives no postcode, the same street written with its postcode and town on a page (see fullerWriting).
 */
function pageAddress(docs: { url: string; doc: Document }[], pageTexts: { url: string; text: string }[]) {
  const found = docs
    .map((d) => ({ ...extractPageAddress(d.doc), url: d.url }))
    .filter((a): a is { value: string; trust: number; url: string } => !!a.value)
    .sort((a, b) => a.trust - b.trust);
  const read = found[0]
    ? { value: found[0].value.replace(AT_ADDRESS, ''), url: found[0].url }
    : pageTexts.map((p) => ({ value: extractAddress(p.text)!, url: p.url })).find((a) => a.value);
  if (!read) return undefined;
  return docs.map((d) => ({ value: fullerWriting(read.value, d.doc)!, url: d.url })).find((a) => a.value) ?? read;
}

/**
 * The branches: the business's own structured data when it names two or more places with their addresses, else
 * the page that lists two or more and tells most about them (a locations page's cards, or the pages of one branch
 * each under a branches page, read as its cards).
 */
function locationsOf(
  structured: { b: StructuredBusiness; url: string }[],
  docs: { url: string; doc: Document }[],
  country: CountryCode | undefined,
  languages: (string | undefined)[],
): ResearchLocation[] {
  // one place named twice (a home page's and a contact page's JSON-LD) is one: same phone, or the same address
  const key = (b: StructuredBusiness) =>
    b
      .address!.normalize('NFD')
      .replace(/[\u0300-\u036f\W]/g, '')
      .toLowerCase();
  const phoneOf = (b: StructuredBusiness) => toE164(b.telephone, country);
  const places = structured
    .map(({ b }) => b)
    .filter(
      (b, i, all) =>
        b.address &&
        all.findIndex((x) => x.address && (key(x) === key(b) || (!!phoneOf(b) && phoneOf(x) === phoneOf(b)))) === i,
    );
  if (places.length >= 2)
    return places.map((b) => ({
      ...(b.name ? { name: b.name } : {}),
      address: b.address!,
      ...(b.telephone ? { phone: toE164(b.telephone, country) ?? b.telephone } : {}),
      ...(Object.keys(b.hours).length ? { hours: b.hours } : {}),
      ...(b.email ? { email: b.email } : {}),
    }));
  // the page that tells most about them (a locations page with each one's hours over a footer's list of towns)
  const score = (l: ResearchLocation[]) =>
    l.length * 10 + l.filter((x) => x.hours).length + l.filter((x) => x.phone).length;
  const ownPages = branchPagesDocument(docs);
  const best = [...docs, ...(ownPages ? [{ doc: ownPages }] : [])]
    .map((d, i) => extractLocations(d.doc, { country, lang: languages[i] ?? languages[0] }))
    .filter((l) => l.length >= 2)
    .sort((a, b) => score(b) - score(a))[0];
  return best?.slice(0, 50) ?? [];
}

/**
 * A heading other items sit under ("Nails" over its manicures) is a category, never an item itself: unless another page
 * describes it as one of its offerings (a treatments page's card "Podologische zolen op maat" over the soles the price
 * list prices under that name), or it has a price of its own; priced from an amount on (a home page's "Dog treats:
 * ¥200〜" over the price list's treats), it sums its items up.
 */
function withoutCategories(services: ScrapedService[]): ScrapedService[] {
  const key = (s: string) => s.toLowerCase().replace(/[\s:：]+$/u, '');
  const categoryPages = new Map<string, Set<string | undefined>>();
  for (const s of services)
    if (s.category) categoryPages.set(key(s.category), (categoryPages.get(key(s.category)) ?? new Set()).add(s.url));
  return services.filter((s) => {
    const pages = categoryPages.get(key(s.name));
    return !pages || (!!s.price && !startsFrom(s.price)) || (!!s.description && !pages.has(s.url));
  });
}

/** Whether two names can be the same business's ("Whitmore Tea Rooms" and "The Whitmore Tea Rooms Ltd"). */
function namesAlike(a: string, b: string): boolean {
  const wa = normaliseName(a);
  const wb = normaliseName(b);
  return nameSimilarity(a, b) >= 0.5 || wa.some((w) => w.length >= 4 && wb.includes(w));
}

function emptySite(url: string): Omit<ScrapedSite, 'errors'> {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    /* invalid URL: host stays empty */
  }
  return {
    homeUrl: url,
    host,
    namedHosts: [],
    pages: [],
    emails: [],
    phones: [],
    services: [],
    testimonials: [],
    hours: {},
    areas: [],
    licenses: [],
    types: [],
    images: [],
    showcase: { team: [], classes: [], before_after: [] },
    locations: [],
    channels: [],
    colors: [],
    social: [],
    rendered: [],
    conflicts: [],
  };
}

/** The first register entry and VAT id the pages give, each with the page it is on. */
function legalIdsOf(pages: { url: string; text: string }[]): Pick<ScrapedSite, 'register' | 'vatId'> {
  const out: Pick<ScrapedSite, 'register' | 'vatId'> = {};
  for (const p of pages) {
    const ids = extractLegalIds(p.text);
    if (ids.register && !out.register) out.register = { value: ids.register, url: p.url };
    if (ids.vatId && !out.vatId) out.vatId = { value: ids.vatId, url: p.url };
  }
  return out;
}

/**
 * What a page is called on its own: its path and the words of its title the home page's title does not have (the
 * business's name and tagline, which every page's title repeats).
 */
function ownPageName(url: string, doc: Document, homeTitle: Set<string>): string {
  const u = new URL(url);
  let path = `${u.pathname}${hashRoute(u) ? u.hash : ''}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the path as written
  }
  return `${path} ${titleWords(doc)
    .filter((w) => !homeTitle.has(w))
    .join(' ')}`;
}

const titleWords = (d: Document | undefined) =>
  d
    ? text($('title', d))
        .split(/[\s|｜·•:：–—-]+/)
        .filter(Boolean)
    : [];
