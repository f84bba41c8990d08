// With a model configured, the model also reads the crawled pages and returns facts, each with the exact quote it
// came from. A fact is kept only when its quote is on that page and the quote holds the value (precision by
// construction); where the model and the markup disagree, research records a conflict.
import { NO_USAGE, type Llm, type LlmUsage } from '@sgs/llm';
import type { ResearchConflict } from '@sgs/contracts';
import { businessCountry, toE164 } from '@sgs/site-kit';
import type { ScrapedSite } from './scrape';
import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';

/** Characters of page text the model reads, all pages together (about 8k tokens). */
export const MODEL_READ_CHARS = 32_000;

const quoted = { page: z.number().int().min(0), quote: z.string().max(600) };
const modelFacts = z.object({
  phones: z.array(z.object({ value: z.string().max(60), ...quoted })).max(20),
  emails: z.array(z.object({ value: z.string().max(254), ...quoted })).max(20),
  items: z
    .array(
      z.object({
        name: z.string().max(200),
        price: z.string().max(60).nullable(),
        category: z.string().max(200).nullable(),
        ...quoted,
      }),
    )
    .max(300),
});
type ModelFacts = z.infer<typeof modelFacts>;

export interface PageText {
  url: string;
  text: string;
}

export interface ModelReading {
  phones: { value: string; url: string }[];
  emails: { value: string; url: string }[];
  items: { name: string; price?: string; category?: string; url: string }[];
  /** what the model said that its page does not hold, one line each */
  dropped: string[];
  usage: LlmUsage;
}

/** Case, spacing and typographic variants aside, the same text. */
const fold = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[‐-―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
const digits = (s: string) => s.replace(/\D/g, '');

/** The pages as the model reads them: numbered, cut to a share of the budget each. */
function pagesPrompt(pages: PageText[]): string {
  const share = Math.floor(MODEL_READ_CHARS / Math.max(1, pages.length));
  return pages.map((p, i) => `=== page ${i} (${p.url}) ===\n${p.text.slice(0, share)}`).join('\n\n');
}

/** Keeps each fact whose quote is on its page and holds its value; the rest are listed in `dropped`. */
export function verifyModelFacts(
  data: ModelFacts,
  pages: PageText[],
  country?: CountryCode,
): Omit<ModelReading, 'usage'> {
  const dropped: string[] = [];
  const folded = pages.map((p) => fold(p.text));
  const onPage = (f: { page: number; quote: string }, what: string): string | undefined => {
    const page = pages[f.page];
    const quote = fold(f.quote);
    if (page && quote.length >= 3 && folded[f.page]!.includes(quote)) return page.url;
    dropped.push(`${what}: its quote is not on page ${f.page}`);
    return undefined;
  };
  const phones: ModelReading['phones'] = [];
  for (const p of data.phones) {
    const url = onPage(p, `phone ${p.value}`);
    const e164 = (country && toE164(p.value, country)) || toE164(p.value);
    if (!url) continue;
    // The quote must hold the number itself (its national digits), not just a sentence near it.
    if (!e164 || !digits(p.quote).includes(digits(p.value).replace(/^0+/, '').slice(-7))) {
      dropped.push(`phone ${p.value}: not a number its quote holds`);
      continue;
    }
    if (!phones.some((x) => x.value === e164)) phones.push({ value: e164, url });
  }
  const emails: ModelReading['emails'] = [];
  for (const e of data.emails) {
    const url = onPage(e, `email ${e.value}`);
    const value = e.value.trim().toLowerCase();
    if (!url) continue;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || !fold(e.quote).includes(value)) {
      dropped.push(`email ${e.value}: not an address its quote holds`);
      continue;
    }
    if (!emails.some((x) => x.value === value)) emails.push({ value, url });
  }
  const items: ModelReading['items'] = [];
  for (const it of data.items) {
    const url = onPage(it, `item ${it.name}`);
    if (!url) continue;
    const quote = fold(it.quote);
    if (!quote.includes(fold(it.name)) || (it.price && !quote.includes(fold(it.price)))) {
      dropped.push(`item ${it.name}: its name or price is not in its quote`);
      continue;
    }
    if (items.some((x) => fold(x.name) === fold(it.name))) continue;
    items.push({
      name: it.name.trim(),
      ...(it.price ? { price: it.price.trim() } : {}),
      ...(it.category ? { category: it.category.trim() } : {}),
      url,
    });
  }
  return { phones, emails, items, dropped };
}

/** The model's reading of the pages, verified against them. */
export async function readPagesWithModel(
  llm: Llm,
  pages: PageText[],
  o: { businessName: string; country?: CountryCode },
): Promise<ModelReading> {
  if (!pages.length) return { phones: [], emails: [], items: [], dropped: [], usage: NO_USAGE };
  const { data, usage } = await llm.generate({
    name: 'website_facts',
    schema: modelFacts,
    temperature: 0,
    system:
      `You read the website of the business "${o.businessName}" and list ITS OWN facts: its phone numbers, email ` +
      'addresses, and the items of its menus, price lists and product or service lists (name, price exactly as ' +
      'written with its currency, and the heading it sits under as category). For every fact give `page` (the page ' +
      'number) and `quote`: the exact words of that page the fact is read from, copied character for character. ' +
      "Leave out the web designer's, suppliers' and neighbours' details, staff members' personal numbers, and " +
      'anything that is not written on the pages. Never guess; an empty list is a good answer.',
    user: pagesPrompt(pages),
  });
  return { ...verifyModelFacts(data, pages, o.country), usage };
}

/**
 * Where the model read a phone or email that the markup did not give, research keeps the markup's and records the
 * disagreement: a page's own links and structured data outrank a reading of its text.
 */
export function modelConflicts(
  reading: Pick<ModelReading, 'phones' | 'emails'>,
  found: { phones: string[]; emails: string[] },
): ResearchConflict[] {
  const out: ResearchConflict[] = [];
  const phones = reading.phones.filter((p) => !found.phones.includes(p.value));
  if (phones.length && found.phones.length)
    out.push({
      field: 'phone',
      chosen: found.phones[0]!,
      rejected: phones.map((p) => p.value),
      reason: `the model read ${phones.map((p) => `${p.value} on ${p.url}`).join(', ')}; the page markup gives ${found.phones[0]}`,
    });
  const emails = reading.emails.filter((e) => !found.emails.includes(e.value));
  if (emails.length && found.emails.length)
    out.push({
      field: 'email',
      chosen: found.emails[0]!,
      rejected: emails.map((e) => e.value),
      reason: `the model read ${emails.map((e) => `${e.value} on ${e.url}`).join(', ')}; the page markup gives ${found.emails[0]}`,
    });
  return out;
}

/**
 * The website as research keeps it after the model's reading: items the markup missed are added with their page,
 * a phone or email the markup did not give at all is taken from the model, and disagreements become conflicts.
 */
export async function withModelReading(
  llm: Llm,
  scraped: ScrapedSite,
  o: { businessName: string; location?: string },
): Promise<{ scraped: ScrapedSite; conflicts: ResearchConflict[]; dropped: string[]; usage: LlmUsage }> {
  const country = businessCountry({
    location: o.location,
    host: scraped.host,
    emailDomains: scraped.emails.map((e) => e.address.split('@')[1]!),
    internationalPhones: scraped.phones.map((p) => p.value),
  });
  const reading = await readPagesWithModel(llm, scraped.pages, { businessName: o.businessName, country });
  const known = new Set(scraped.services.map((s) => fold(s.name)));
  const conflicts = modelConflicts(reading, {
    phones: scraped.phones.map((p) => p.value),
    emails: scraped.emails.map((e) => e.address),
  });
  return {
    scraped: {
      ...scraped,
      services: [...scraped.services, ...reading.items.filter((i) => !known.has(fold(i.name)))],
      conflicts: [...scraped.conflicts, ...conflicts],
      phones: scraped.phones.length ? scraped.phones : reading.phones,
      emails: scraped.emails.length
        ? scraped.emails
        : reading.emails.map((e) => ({ address: e.value, foundOn: e.url, via: 'text' as const })),
    },
    conflicts,
    dropped: reading.dropped,
    usage: reading.usage,
  };
}
