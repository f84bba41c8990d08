import { safeFetch } from '@sgs/net';
import { $, $$, attr, lines, parseHtml, rawText, text, type Document, type Element } from './html';

export interface ScrapedPage {
  url: string;
  title: string;
  description: string;
  text: string;
}

export interface ScrapedEmail {
  address: string;
  foundOn: string;
  via: 'mailto' | 'text';
}

export interface ScrapedSite {
  homeUrl: string;
  host: string;
  pages: ScrapedPage[];
  emails: ScrapedEmail[];
  phones: string[];
  services: string[];
  testimonials: { quote: string; author?: string }[];
  hours: Record<string, string>;
  images: { url: string; alt?: string }[];
  logoUrl?: string;
  /** hex colours seen in theme-color and CSS, most frequent first, greys left out */
  colors: string[];
  facebookUrl?: string;
  errors: string[];
}

export interface ScrapeOptions {
  allowLoopback?: boolean;
  timeoutMs?: number;
  /** pages fetched in addition to the home page */
  maxExtraPages?: number;
}

const PAGE_HINTS = [/^\/?contact-?us\/?$/i, /^\/?contact\/?$/i, /^\/?about(-us)?\/?$/i, /contact/i, /about/i];
const FALLBACK_PATHS = ['/contact', '/contact-us', '/about'];
const EMAIL_RE = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,24}/gi;
const NOT_EMAIL_TLD = /\.(png|jpe?g|gif|svg|webp|avif|css|js)$/i;

async function fetchHtml(url: string, o: ScrapeOptions): Promise<{ url: string; html: string } | null> {
  const res = await safeFetch(url, {
    timeoutMs: o.timeoutMs ?? 10_000,
    maxBytes: 2 * 1024 * 1024,
    maxRedirects: 5,
    allowLoopback: o.allowLoopback,
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
  const type = String(res.headers['content-type'] ?? '');
  if (res.status !== 200 || !/html/i.test(type)) return null;
  return { url: res.url, html: res.body.toString('utf8') };
}

const sameSite = (a: string, b: string) => a.replace(/^www\./, '') === b.replace(/^www\./, '');

function absolute(href: string | undefined, base: string): string | undefined {
  if (!href || /^(javascript|data):/i.test(href)) return undefined;
  try {
    return new URL(href, base).toString();
  } catch {
    return undefined;
  }
}

/** Pages worth reading for contact details: linked contact/about pages first, then the usual paths. */
function candidatePages(doc: Document, home: URL, max: number): string[] {
  const linked = $$('a[href]', doc)
    .map((a) => absolute(attr(a, 'href'), home.toString()))
    .filter((u): u is string => !!u)
    .map((u) => new URL(u))
    .filter((u) => /^https?:$/.test(u.protocol) && sameSite(u.hostname, home.hostname) && u.pathname !== home.pathname);
  const ranked = PAGE_HINTS.flatMap((re) => linked.filter((u) => re.test(u.pathname)));
  const urls = [
    ...ranked.map((u) => `${u.origin}${u.pathname}`),
    ...FALLBACK_PATHS.map((p) => new URL(p, home).toString()),
  ];
  return [...new Set(urls)].slice(0, max);
}

export function extractEmails(doc: Document, pageUrl: string): ScrapedEmail[] {
  const out: ScrapedEmail[] = [];
  for (const a of $$('a[href^="mailto:" i]', doc)) {
    const address = decodeURIComponent((attr(a, 'href') ?? '').slice(7).split('?')[0]!)
      .trim()
      .toLowerCase();
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) out.push({ address, foundOn: pageUrl, via: 'mailto' });
  }
  for (const m of text(doc).matchAll(EMAIL_RE)) {
    const address = m[0].toLowerCase().replace(/\.+$/, '');
    if (!NOT_EMAIL_TLD.test(address)) out.push({ address, foundOn: pageUrl, via: 'text' });
  }
  return out;
}

const DAY = '(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayIndex = (d: string) => ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(d.slice(0, 3).toLowerCase());

/** "Mon–Fri: 9am – 5pm", "Saturday 10:00-14:00", "Sunday: Closed" -> weekday -> text. */
export function extractHours(textLines: string[]): Record<string, string> {
  const hours: Record<string, string> = {};
  const re = new RegExp(
    `^\\s*${DAY}(?:\\s*(?:-|–|—|to)\\s*${DAY})?\\s*:?\\s*(closed|open 24 hours|\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?\\s*(?:-|–|—|to)\\s*\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?)\\s*$`,
    'i',
  );
  for (const line of textLines) {
    if (line.length > 80) continue;
    const m = re.exec(line);
    if (!m) continue;
    const from = dayIndex(m[1]!);
    const to = m[2] ? dayIndex(m[2]) : from;
    const value = m[3]!.replace(/\s+/g, ' ').replace(/^closed$/i, 'Closed');
    for (let i = from; ; i = (i + 1) % 7) {
      hours[DAYS[i]!] ??= value;
      if (i === to) break;
    }
  }
  return hours;
}

function extractServices(doc: Document): string[] {
  const out: string[] = [];
  for (const h of $$('h1, h2, h3, h4', doc)) {
    if (!/services|what we do|our work|specialt|treatments|menu/i.test(text(h))) continue;
    // the first list after the heading, within its section
    const section = h.parent ?? doc;
    for (const li of $$('li', section as Document)) {
      const t = text(li);
      if (t.length >= 3 && t.length <= 80 && !/^(home|about|contact|blog|menu)$/i.test(t)) out.push(t);
    }
    for (const h3 of $$('.service h3, .service h4, .services h3, .services h4', section as Document))
      out.push(text(h3));
  }
  return [...new Set(out)].slice(0, 15);
}

function extractTestimonials(doc: Document): { quote: string; author?: string }[] {
  const out: { quote: string; author?: string }[] = [];
  const blocks = [...$$('blockquote', doc), ...$$('[class*="testimonial" i] , [class*="review" i]', doc)];
  for (const b of blocks) {
    const quoteEl = $('p', b) ?? b;
    const quote = text(quoteEl)
      .replace(/^["“]|["”]$/g, '')
      .trim();
    if (quote.length < 20 || quote.length > 600) continue;
    const author = text($('cite, footer, .author, strong', b)).replace(/^[-–—\s]+/, '') || undefined;
    if (!out.some((t) => t.quote === quote))
      out.push({ quote, author: author && author !== quote ? author : undefined });
  }
  return out.slice(0, 10);
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

/** Hex colours by frequency, from the theme colour and CSS text; greys, near-white and near-black left out. */
export function extractColors(css: string[], themeColor?: string): string[] {
  const counts = new Map<string, number>();
  const add = (hex: string, weight = 1) => {
    const h = normaliseHex(hex);
    if (h && isColourful(h)) counts.set(h, (counts.get(h) ?? 0) + weight);
  };
  if (themeColor) add(themeColor, 5);
  for (const sheet of css) {
    for (const m of sheet.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) add(m[0]);
    for (const m of sheet.matchAll(/rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/gi)) {
      add(`#${[m[1], m[2], m[3]].map((v) => Math.min(255, Number(v)).toString(16).padStart(2, '0')).join('')}`);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([h]) => h)
    .slice(0, 6);
}

export function normaliseHex(v: string): string | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return `#${h.toLowerCase()}`;
}

/** Saturated enough and neither near-white nor near-black to carry a brand. */
export function isColourful(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  return s >= 0.2 && l > 0.12 && l < 0.9;
}

/**
 * Reads the home page and up to a few contact/about pages of a business website, best-effort:
 * anything that fails is noted in `errors`, never thrown (only an unreachable home page gives null).
 */
export async function scrapeWebsite(url: string, o: ScrapeOptions = {}): Promise<ScrapedSite | null> {
  const errors: string[] = [];
  let home: { url: string; html: string } | null;
  try {
    home = await fetchHtml(url, o);
  } catch (err) {
    return { ...emptySite(url), errors: [`home page: ${(err as Error).message}`] };
  }
  if (!home) return { ...emptySite(url), errors: ['home page: not an HTML page'] };
  const homeUrl = new URL(home.url);
  const docs: { url: string; doc: Document }[] = [{ url: home.url, doc: parseHtml(home.html) }];
  for (const page of candidatePages(docs[0]!.doc, homeUrl, o.maxExtraPages ?? 3)) {
    try {
      const got = await fetchHtml(page, o);
      if (got && sameSite(new URL(got.url).hostname, homeUrl.hostname))
        docs.push({ url: got.url, doc: parseHtml(got.html) });
    } catch (err) {
      errors.push(`${page}: ${(err as Error).message}`);
    }
  }

  const homeDoc = docs[0]!.doc;
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
  const facebookUrl = docs
    .flatMap((d) => $$('a[href*="facebook.com/" i]', d.doc).map((a) => attr(a, 'href')))
    .find((h): h is string => !!h && /^https:\/\/(www\.)?facebook\.com\/[^/?#]+/i.test(h));
  return {
    homeUrl: home.url,
    host: homeUrl.hostname.toLowerCase(),
    pages: docs.map(({ url: u, doc }) => ({
      url: u,
      title: text($('title', doc)),
      description: attr($('meta[name="description" i]', doc), 'content') ?? '',
      text: text($('main', doc) ?? $('body', doc) ?? doc).slice(0, 20_000),
    })),
    emails: docs.flatMap((d) => extractEmails(d.doc, d.url)),
    phones: [
      ...new Set(
        docs.flatMap((d) =>
          $$('a[href^="tel:" i]', d.doc).map((a) => decodeURIComponent((attr(a, 'href') ?? '').slice(4)).trim()),
        ),
      ),
    ].filter(Boolean),
    services: [...new Set(docs.flatMap((d) => extractServices(d.doc)))].slice(0, 15),
    testimonials: docs.flatMap((d) => extractTestimonials(d.doc)).slice(0, 10),
    hours: docs.reduce((acc, d) => ({ ...extractHours(lines(d.doc)), ...acc }), {} as Record<string, string>),
    images,
    logoUrl,
    colors: extractColors(css, attr($('meta[name="theme-color" i]', homeDoc), 'content')),
    facebookUrl,
    errors,
  };
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
    pages: [],
    emails: [],
    phones: [],
    services: [],
    testimonials: [],
    hours: {},
    images: [],
    colors: [],
  };
}
