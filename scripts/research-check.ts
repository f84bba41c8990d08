// `node --import tsx scripts/research-check.ts <entry> [<entry>…]`: research only, no build. Serves a research-corpus
// entry as the bench does, reads it with the research package's scrape (Chromium for a client-rendered entry) and
// prints what research found beside what expected.json says: the fast loop for extractor work (docs/research-bench.md).
// It measures research's facts, not the generated site: `npm run bench:research` stays the measure of record.
// It refuses test-half entries unless CHECK_TOTALS is set, and then prints only each half's totals (entries passing,
// facts and items found): the test half is read only through figures, never through what an entry misses.
import fs from 'node:fs';
import path from 'node:path';
import { siteEmail } from '../packages/research/src/email';
import { parseHtml, text } from '../packages/research/src/html';
import { createPageRenderer } from '../packages/research/src/render';
import { scrapeWebsite, type ScrapedSite } from '../packages/research/src/scrape';
import { socialProfile } from '../packages/site-kit/src';
import { createBrowserPool, type BrowserPool } from '../packages/visual-review/src';
import { loadResearchCorpus, type ResearchEntry } from '../test/research-corpus/entries';
import { halfOf, itemShown, normText, timeRanges } from '../test/research-corpus/measures';
import { serveDir } from './lib/serve-dir';

const RESEARCH = path.resolve(__dirname, '../test/research-corpus');

interface Row {
  label: string;
  ok: boolean;
  /** whether the fact is written in the text of a page research read (phones, emails, addresses, offerings) */
  onPageRead?: boolean;
  /** the fact's text (a phone in its international form) */
  fact?: string;
  /** a missed item whose name research did read, without its price */
  nameOnly?: boolean;
}

/** Each expected fact with whether research found it. */
function compare(e: ResearchEntry, s: ScrapedSite): Row[] {
  const out: Row[] = [];
  const has = (hay: string | undefined, needle: string) => !!hay && normText(hay).includes(normText(needle));
  // whether a fact is written in the text of a page research read (a phone by its last seven digits)
  const read = s.pages.map((p) => p.text).join('\n');
  const digits = read.replace(/\D/g, '');
  const written = (fact: string) => (/^\+\d{8,}$/.test(fact) ? digits.includes(fact.slice(-7)) : has(read, fact));
  const want = (label: string, ok: boolean, fact?: string) =>
    out.push({ label, ok, ...(fact ? { fact, onPageRead: written(fact) } : {}) });
  const f = e.facts;
  const serviceText = s.services.map((x) => `${x.name} ${x.price ?? ''} ${x.description ?? ''}`).join('\n');
  if (f.phone) want(`phone ${f.phone} (got ${s.phones[0]?.value ?? '-'})`, s.phones[0]?.value === f.phone, f.phone);
  if (f.email) {
    const got = siteEmail(s, e.name);
    want(`email ${f.email} (got ${got ?? '-'})`, got?.toLowerCase() === f.email.toLowerCase(), f.email);
  }
  if (f.address)
    want(`address ${f.address} (got ${s.address?.value ?? '-'})`, has(s.address?.value, f.address), f.address);
  if (f.year) want(`year ${f.year}`, s.foundingYear?.value === f.year);
  for (const x of f.services ?? []) want(`service ${x}`, has(serviceText, x), x);
  for (const [day, ranges] of Object.entries(f.hours ?? {})) {
    const got = timeRanges(s.hours[day] ?? '');
    const ok = timeRanges(ranges).every(([a, b]) => got.some(([c, d]) => a === c && b === d));
    want(`hours ${day} ${ranges} (got ${s.hours[day] ?? '-'})`, ok);
  }
  for (const t of f.testimonials ?? [])
    want(
      `testimonial "${t.slice(0, 30)}…"`,
      s.testimonials.some((x) => has(x.quote, t.slice(0, 60))),
    );
  for (const u of f.social ?? [])
    want(
      `social ${u}`,
      s.social.some((x) => x.value.url === u || x.value.url === socialProfile(u)?.url),
    );
  for (const l of e.locations ?? []) {
    const got = s.locations.find((x) => has(x.address, l.address));
    want(`location ${l.address}`, !!got, l.address);
    if (l.phone) want(`location phone ${l.phone} (got ${got?.phone ?? '-'})`, got?.phone === l.phone);
  }
  const kept = JSON.stringify({ p: s.phones, e: s.emails, a: s.address, sv: s.services, l: s.locations });
  for (const a of e.absent ?? []) want(`no "${a}"`, !has(kept, a));
  for (const i of e.items ?? []) {
    const ok = itemShown(serviceText, i);
    out.push({
      label: `item ${i.name} ${i.price}`,
      ok,
      ...(ok ? {} : { fact: i.name, onPageRead: written(i.name), nameOnly: has(serviceText, i.name) }),
    });
  }
  return out;
}

/** What a crawl's errors say, by kind. */
const CRAWL_NOTES: [string, RegExp][] = [
  ['rendering failed', /rendering failed/],
  ['requests refused while rendering', /request\(s\) refused/],
  ['robots.txt refused', /robots\.txt/],
  ['byte budget reached', /byte budget/],
];

/** The HTML pages a corpus entry's folder serves. */
function htmlPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && /\.(html?|php)$/i.test(f.name))
    .map((f) => path.join(f.parentPath, f.name));
}

async function main() {
  const ids = process.argv.slice(2);
  const entries = loadResearchCorpus(RESEARCH).filter((e) => ids.includes(e.id));
  if (!entries.length) throw new Error('usage: research-check.ts <research-corpus entry id>…');
  // extractors are changed while looking at the dev half only: the test half is read through the bench's figures
  const totalsOnly = !!process.env.CHECK_TOTALS;
  const test = entries.filter((e) => halfOf(e.id) === 'test').map((e) => e.id);
  if (test.length && !totalsOnly)
    throw new Error(
      `${test.join(', ')}: in the test half; research-check reads dev-half entries only (CHECK_TOTALS=1 for totals)`,
    );
  const totals = { dev: [0, 0, 0, 0, 0, 0], test: [0, 0, 0, 0, 0, 0] };
  /** how each half's crawls went, counted (never which entry): where a whole kind of fact may have been lost */
  const crawls = { dev: new Map<string, number>(), test: new Map<string, number>() };
  let pool: BrowserPool | undefined;
  try {
    for (const e of entries) {
      if (e.rendered) pool ??= createBrowserPool({ concurrency: 1 });
      const srv = await serveDir(path.join(RESEARCH, e.id, 'site'), e.rendered);
      try {
        const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(e.country) ?? e.country;
        const started = Date.now();
        const s = await scrapeWebsite(`${srv.base}${e.path}`, {
          allowLoopback: true,
          businessName: e.name,
          location: `${e.city}, ${country}`,
          render: pool ? createPageRenderer(pool, { allowLoopback: true }) : undefined,
        });
        if (!s) throw new Error('nothing read');
        const rows = compare(e, s);
        const ok = rows.filter((r) => r.ok).length;
        const items = rows.filter((r) => r.label.startsWith('item '));
        const t = totals[halfOf(e.id)];
        [1, ok === rows.length ? 1 : 0, ok, rows.length, items.filter((r) => r.ok).length, items.length].forEach(
          (n, i) => (t[i]! += n),
        );
        const count = (what: string, n = 1) =>
          n && crawls[halfOf(e.id)].set(what, (crawls[halfOf(e.id)].get(what) ?? 0) + n);
        const pages = htmlPages(path.join(RESEARCH, e.id, 'site'));
        const served = pages.length;
        // the static text of every page the site serves: a fact in none of them is in a script or an attribute
        const servedText = normText(pages.map((f) => text(parseHtml(fs.readFileSync(f, 'utf8')))).join('\n'));
        if (e.facts.email && rows.some((r) => r.label.startsWith('email ') && !r.ok))
          if (s.emails.some((m) => m.address.toLowerCase() === e.facts.email!.toLowerCase()))
            count('email found among others, another chosen');
        const where = (r: Row) =>
          r.onPageRead === undefined
            ? ''
            : r.onPageRead
              ? 'though on a page read'
              : servedText.includes(normText(r.fact!))
                ? 'on a page served, not read'
                : 'not in any page text';
        for (const r of rows.filter((x) => !x.ok && x.onPageRead !== undefined))
          count(`${r.label.split(' ')[0]} missed ${where(r)}`);
        const missedItems = items.filter((r) => !r.ok);
        count('item read without its price', missedItems.filter((x) => x.nameOnly).length);
        if (missedItems.length && !s.services.some((x) => x.price))
          count('item missed on a site with no priced item read', missedItems.length);
        if (s.pages.length <= 1 && served >= 3) count(`one page read of a site of ${served >= 10 ? '10+' : '3-9'}`);
        if (s.pages.length >= 10 && served > s.pages.length) count('page budget reached with pages left');
        for (const [what, re] of CRAWL_NOTES) if (s.errors.some((x) => re.test(x))) count(what);
        if (totalsOnly) continue;
        console.log(`${e.id}: ${ok}/${rows.length} in ${Date.now() - started} ms (${s.pages.length} pages)`);
        for (const r of rows.filter((x) => !x.ok)) console.log(`  missing: ${r.label}${where(r) && ` (${where(r)})`}`);
        if (process.env.CHECK_VERBOSE) {
          console.log('  phones:', s.phones.map((p) => p.value).join(', '));
          console.log('  emails:', s.emails.map((m) => m.address).join(', '));
          console.log('  hours:', JSON.stringify(s.hours), s.hoursUrl ?? '');
          console.log('  services:');
          for (const x of s.services)
            console.log(`    ${x.category ? `[${x.category}] ` : ''}${x.name}${x.price ? ` | ${x.price}` : ''}`);
          console.log('  locations:', JSON.stringify(s.locations));
          console.log('  founded:', s.foundingYear?.value ?? '');
          console.log('  about:', s.about ? `${s.about.value} <${new URL(s.about.url).pathname}>` : '');
          console.log('  errors:', s.errors.join('; '));
        }
      } finally {
        await srv.close();
      }
    }
  } finally {
    await pool?.close();
  }
  if (totalsOnly)
    for (const [half, [n, whole, ok, all, itemsOk, items]] of Object.entries(totals))
      if (n)
        console.log(
          `${half}: ${whole}/${n} entries whole, facts ${ok}/${all}, items ${itemsOk}/${items}; crawls: ${
            [...crawls[half as 'dev' | 'test']].map(([what, k]) => `${what} ${k}`).join(', ') || 'nothing of note'
          }`,
        );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
