// `npm run bench:research`: research fidelity on a corpus of hand-written small-business websites
// (test/corpus/<site>/ with expected.json). Each site is served on 127.0.0.1 and built through the real
// pipeline (gateway, Temporal workflow, research, writer, visual review; no provider keys). Prints per
// site and overall:
//   recall    = expected facts present on the generated site / expected facts
//   precision = phones, emails, prices, ratings, years and hours on the generated site that appear in the
//               sources (the website's files and the caller's input) / all of them
// A corpus entry may name one of ../shared/sites/ (real small-business sites, "shared": "<folder>") instead of
// holding its own pages: it is served from there, with its expected facts here (skipped when ../shared is absent).
// A few more of ../shared/sites/ are built for precision only (BENCH_SHARED=N, default 3).
// expected.json's "absent" lists text that must not appear (another business's facts), each counted as a fact.
// BENCH_SITES=a,b runs only those corpus entries; BENCH_OUT=<dir> writes each generated site's visible text there.
// Then the research corpus (test/research-corpus/: real small-business sites written by others, split once into a dev
// and a test half, README.md there): recall and precision per half, menu and price-list item recall (items shown with
// their price / items in the source), and per site the shared-sentence share (sentences that also appear on another
// site built in the same run; target at most 15%) and the count of filler FAQs (test/research-corpus/measures.ts).
// BENCH_HALF=dev|test runs only that half of the research corpus (and nothing else); an entry that fails to build
// counts as zero. For the test half only the figures are printed, never the facts it misses.
import fs from 'node:fs';
import path from 'node:path';
import { businessCountry, formatPhone, socialProfile } from '../packages/site-kit/src';
import { textPhones } from '../packages/research/src/content';
import { eraYears } from '../packages/research/src/founding-year';
import { $$, attr, parseHtml, text } from '../packages/research/src/html';
import { buildSite, startBenchStack } from './lib/bench-stack';
import { renderedText } from './lib/rendered-text';
import { serveDir } from './lib/serve-dir';
import { loadResearchCorpus, type ResearchEntry } from '../test/research-corpus/entries';
import {
  SENTENCE_BLOCKS,
  halfOf,
  isFillerFaq,
  isLabelBlock,
  itemShown,
  normText,
  sentences,
  timeRanges,
} from '../test/research-corpus/measures';

const ROOT = path.resolve(__dirname, '..');
const CORPUS = path.join(ROOT, 'test/corpus');
const SHARED = path.join(ROOT, '../shared/sites');
const SHARED_COUNT = Number(process.env.BENCH_SHARED ?? 3);
const RESEARCH = path.join(ROOT, 'test/research-corpus');

interface Expected {
  name: string;
  location: string;
  path: string;
  /** a folder of ../shared/sites served instead of this entry's own pages */
  shared?: string;
  facts: {
    /** the street address as the site writes it */
    address?: string;
    /** social profile addresses the footer must link to */
    social?: string[];
    phone?: string;
    email?: string;
    year?: string;
    services?: string[];
    prices?: Record<string, string>;
    hours?: Record<string, string>;
    areas?: string[];
    testimonials?: string[];
    licenses?: string[];
  };
  /** text that must not appear on the generated site (another business's phone, name or address; an epigraph) */
  absent?: string[];
}

/** Minutes after midnight for "8am", "5:30 pm", "08:00", "17:00"; undefined for other numbers. */
function minutes(t: string): number | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(t.trim());
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const ap = m[3]?.[0]?.toLowerCase();
  if (!ap && m[2] === undefined) return undefined;
  if (ap === 'p' && h < 12) h += 12;
  if (ap === 'a' && h === 12) h = 0;
  return h * 60 + min;
}
const TIME = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b\d{1,2}:\d{2}\b/gi;

/** The claims a page makes that must come from a source. */
function claims(visible: string) {
  const withoutCopyright = visible.replace(/©\s*\d{4}/g, '');
  return {
    phones: textPhones(visible),
    emails: visible.match(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,24}/gi) ?? [],
    prices: visible.match(/[$£€]\s?\d[\d,]*(?:\.\d{2})?/g) ?? [],
    years: withoutCopyright.match(/\b(?:19|20)\d{2}\b/g) ?? [],
    ratings: [...visible.matchAll(/\brated (\d(?:\.\d)?)/gi)].map((m) => m[1]!),
    hours: (visible.match(TIME) ?? []).map(minutes).filter((m): m is number => m !== undefined),
  };
}

/** Whether each claim appears in the sources; returns [supported, total, unsupported examples]. */
function precisionOf(site: string, sources: string): [number, number, string[]] {
  const c = claims(site);
  const src = claims(sources);
  const raw = normText(sources);
  const bad: string[] = [];
  let ok = 0;
  let total = 0;
  const check = (kind: string, values: (string | number)[], has: (v: string | number) => boolean) => {
    for (const v of values) {
      total++;
      if (has(v)) ok++;
      else bad.push(`${kind} ${v}`);
    }
  };
  // a number as the sources write it, or its digits after the country code in them ("01782 680433" for +441782680433)
  const digits = sources.replace(/\D/g, '');
  check(
    'phone',
    c.phones,
    (p) =>
      src.phones.includes(p as string) ||
      [1, 2, 3].some((cc) => String(p).length - 1 - cc >= 7 && digits.includes(String(p).slice(1 + cc))),
  );
  // visible text can run a label into an address ("Emailoffice@…"): a source address it ends with counts
  check('email', c.emails, (e) => src.emails.some((x) => String(e).toLowerCase().endsWith(x.toLowerCase())));
  // a price as written, or a structured-data price ("price": "299" with its currency)
  check('price', c.prices, (p) => {
    const written = String(p).replace(/\s/g, '');
    const amount = written.replace(/^[$£€]/, '');
    return raw.replace(/\s/g, '').includes(written) || new RegExp(`"price"\\s*:\\s*"?${amount}\\b`).test(raw);
  });
  // a year as the sources write it, or in a Japanese era's count ("昭和48年" for 1973)
  const eras = eraYears(sources);
  check('year', c.years, (y) => raw.includes(String(y)) || eras.includes(String(y)));
  check('rating', c.ratings, (r) => raw.includes(String(r)));
  // a time as the sources write it in any language's format ("7h - 13h30", "12.00 - 14.00", "9:00〜17:00", "12 - 14")
  const written = new Set([...src.hours, ...timeRanges(sources, { bare: true }).flat()]);
  check('hour', c.hours, (h) => written.has(h as number));
  return [ok, total, bad];
}

/** Expected facts present on the generated site: [found, total, missing]. */
function recallOf(
  e: Expected['facts'],
  visible: string,
  html: string,
  absent: string[] = [],
): [number, number, string[]] {
  const v = normText(visible);
  const missing: string[] = [];
  let found = 0;
  let total = 0;
  const want = (label: string, ok: boolean) => {
    total++;
    if (ok) found++;
    else missing.push(label);
  };
  // shown as the business's country writes it ("06161 912106"), or internationally
  const country = e.phone ? businessCountry({ internationalPhones: [e.phone] }) : undefined;
  if (e.phone)
    want(
      `phone ${e.phone}`,
      [formatPhone(e.phone), ...(country ? [formatPhone(e.phone, country)] : [])].some((w) =>
        v.includes(normText(w)),
      ) && html.includes(`tel:${e.phone}`),
    );
  if (e.email) want(`email ${e.email}`, v.includes(e.email.toLowerCase()));
  if (e.address) want(`address ${e.address}`, v.includes(normText(e.address)));
  if (e.year) want(`year ${e.year}`, v.includes(e.year));
  for (const s of e.services ?? []) want(`service ${s}`, v.includes(normText(s)));
  for (const [s, p] of Object.entries(e.prices ?? {})) want(`price ${s} ${p}`, v.includes(normText(p)));
  for (const [d, h] of Object.entries(e.hours ?? {}))
    want(`hours ${d} ${h}`, new RegExp(`${d}\\s*${normText(h).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(v));
  for (const a of e.areas ?? []) want(`area ${a}`, v.includes(normText(a)));
  for (const t of e.testimonials ?? []) want(`testimonial "${t.slice(0, 30)}…"`, v.includes(normText(t)));
  for (const l of e.licenses ?? []) want(`licence ${l}`, v.includes(normText(l)));
  // the profile, however its address is written ("instagram.com/x/" is "https://www.instagram.com/x")
  for (const u of e.social ?? [])
    want(`social ${u}`, html.includes(`href="${u}"`) || html.includes(`href="${socialProfile(u)?.url ?? u}"`));
  for (const a of absent) want(`no "${a}"`, !v.includes(normText(a)));
  return [found, total, missing];
}

function readTree(dir: string): string {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      out.push(readTree(p));
      continue;
    }
    // every text file is a source (pages of any extension, scripts, data, templates); binaries (a NUL byte),
    // stylesheets, vector images and source maps are not
    if (/\.(css|svg|map)$/i.test(entry.name)) continue;
    const bytes = fs.readFileSync(p);
    if (bytes.includes(0)) continue;
    const raw = bytes.toString('utf8');
    out.push(raw);
    if (/<\/?[a-z][^>]*>/i.test(raw)) out.push(text(parseHtml(raw)));
  }
  return out.join('\n');
}

async function main() {
  const stack = await startBenchStack('bench-research', ['siteBuild', 'visualReview'], {
    ALLOW_LOOPBACK_URLS: 'true',
    // one account builds every entry: the corpus outgrew the default 25 sites a day
    DAILY_SITE_QUOTA: '1000',
    GOOGLE_PLACES_API_KEY: '',
    OPENAI_API_KEY: '',
    UNSPLASH_ACCESS_KEY: '',
  });
  const { db, storage } = stack;

  /** Builds one site from its website; the generated pages' HTML and visible text. */
  async function build(name: string, location: string, url: string) {
    const { siteId } = await buildSite(stack, {
      businessName: name,
      businessLocation: location,
      existingSiteUrl: url,
      allowMissingEmail: true,
    });
    // the release pointer can land just after the workflow answers: wait for it (bounded)
    let site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
    for (let i = 0; i < 60 && !site.currentReleaseId && site.status === 'generating'; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
    }
    if (!site.currentReleaseId) throw new Error(`${name}: build ended ${site.status}: ${site.lastError}`);
    const files = await storage.readRelease(siteId, site.currentReleaseId);
    const pages = [...files].filter(([f]) => f.endsWith('.html')).map(([, b]) => b.toString('utf8'));
    const visible = pages
      .map((h) => {
        // a space between elements, so adjacent cells and labels do not run together ("3:00 pmWednesday")
        const doc = parseHtml(h.replace(/></g, '> <'));
        const body = $$('body', doc)[0];
        const alts = $$('img[alt]', doc).map((i) => attr(i, 'alt') ?? '');
        return `${text(body ?? doc)} ${alts.join(' ')}`;
      })
      .join('\n');
    return { visible, html: pages.join('\n'), pages };
  }

  const rows: string[] = [];
  let [found, expected, supported, claimed] = [0, 0, 0, 0];
  const only = process.env.BENCH_SITES?.split(',').filter(Boolean);
  const half = process.env.BENCH_HALF;
  if (half && half !== 'dev' && half !== 'test') throw new Error(`BENCH_HALF must be dev or test, not ${half}`);
  const dump = (site: string, visible: string) => {
    if (!process.env.BENCH_OUT) return;
    fs.mkdirSync(process.env.BENCH_OUT, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_OUT, `${site}.txt`), visible);
  };
  /** Every site built in this run: its sentences and filler FAQs, for the shared-sentence share. */
  const built = new Map<string, { sentences: Set<string>; fillerFaqs: number }>();
  const keep = (site: string, pages: string[]) => built.set(site, siteText(pages));
  const measured = new Set<string>();
  try {
    for (const site of half ? [] : fs.readdirSync(CORPUS).sort()) {
      if (only && !only.includes(site)) continue;
      const e = JSON.parse(fs.readFileSync(path.join(CORPUS, site, 'expected.json'), 'utf8')) as Expected;
      const dir = e.shared ? path.join(SHARED, e.shared) : path.join(CORPUS, site);
      if (e.shared) {
        if (!fs.existsSync(dir)) {
          console.log(`${site.padEnd(24)} skipped: ${dir} is absent`);
          continue;
        }
        measured.add(e.shared);
      }
      const srv = await serveDir(dir);
      try {
        const out = await build(e.name, e.location, `${srv.base}${e.path}`);
        dump(site, out.visible);
        keep(site, out.pages);
        const [f, t, missing] = recallOf(e.facts, out.visible, out.html, e.absent);
        const [s, c, bad] = precisionOf(out.visible, `${readTree(dir)}\n${e.name}\n${e.location}`);
        [found, expected, supported, claimed] = [found + f, expected + t, supported + s, claimed + c];
        rows.push(
          `${site.padEnd(24)} recall ${(f / t).toFixed(2)} (${f}/${t})  precision ${c ? (s / c).toFixed(2) : '1.00'} (${s}/${c})` +
            (missing.length ? `\n    missing: ${missing.join('; ')}` : '') +
            (bad.length ? `\n    unsourced: ${bad.join('; ')}` : ''),
        );
        console.log(rows.at(-1));
      } catch (err) {
        const t = recallOf(e.facts, '', '', e.absent)[1];
        expected += t;
        console.log(`${site.padEnd(24)} build failed, counted as 0/${t}: ${(err as Error).message}`);
      } finally {
        await srv.close();
      }
    }
    if (expected)
      console.log(
        `\noverall corpus: recall ${(found / expected).toFixed(3)} (${found}/${expected}), precision ${(supported / claimed).toFixed(3)} (${supported}/${claimed})  [targets: recall >= 0.9, precision 1.0]`,
      );

    // the research corpus: real sites written by others, each half measured on its own
    const halves = { dev: new Tally(), test: new Tally() };
    const research = loadResearchCorpus(RESEARCH).filter(
      (e) => (!only || only.includes(e.id)) && (!half || halfOf(e.id) === half),
    );
    if (research.length) console.log(`\ntest/research-corpus (${research.length} sites):`);
    for (const e of research) {
      const tally = halves[halfOf(e.id)];
      const dir = path.join(RESEARCH, e.id, 'site');
      const label = `${e.id} [${halfOf(e.id)} ${e.language} ${e.trade}${e.rendered ? ' rendered' : ''}]`;
      const srv = await serveDir(dir, e.rendered);
      try {
        const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(e.country) ?? e.country;
        const out = await build(e.name, `${e.city}, ${country}`, `${srv.base}${e.path}`);
        dump(e.id, out.visible);
        keep(e.id, out.pages);
        const [f, t, missing] = researchRecallOf(e, out.visible, out.html);
        // a client-rendered source writes its facts in its script's data: its rendered pages are a source too
        const onScreen = e.rendered ? await renderedText(`${srv.base}${e.path}`) : '';
        const [s, c, bad] = precisionOf(out.visible, `${readTree(dir)}\n${onScreen}\n${e.name}\n${e.city}`);
        const items = e.items ?? [];
        const listed = items.filter((i) => itemShown(out.visible, i));
        tally.add(f, t, s, c, listed.length, items.length);
        tally.byKind(researchRecallOf(e, '', '')[2], missing, bad);
        // the test half is read only through its figures: what it misses is never printed, so nobody tunes to it
        if (halfOf(e.id) === 'test') {
          console.log(
            `${label}\n    recall ${ratio(f, t)}  precision ${ratio(s, c)}  items ${ratio(listed.length, items.length)}`,
          );
          continue;
        }
        console.log(
          `${label}\n    recall ${ratio(f, t)}  precision ${ratio(s, c)}  items ${ratio(listed.length, items.length)}` +
            (missing.length ? `\n    missing: ${missing.join('; ')}` : '') +
            (bad.length ? `\n    unsourced: ${bad.join('; ')}` : '') +
            (listed.length < items.length
              ? `\n    items without their price: ${items
                  .filter((i) => !listed.includes(i))
                  .map((i) => `${i.name} ${i.price}`)
                  .join('; ')}`
              : ''),
        );
      } catch (err) {
        const t = researchRecallOf(e, '', '')[1];
        tally.add(0, t, 0, 0, 0, e.items?.length ?? 0);
        console.log(`${label}\n    build failed, counted as zero: ${(err as Error).message}`);
      } finally {
        await srv.close();
      }
    }
    for (const [name, t] of Object.entries(halves))
      if (t.sites)
        console.log(
          `research ${name} half (${t.sites} sites): recall ${ratio(t.found, t.expected, 3)}, precision ${ratio(t.supported, t.claimed, 3)}, items ${ratio(t.shown, t.items, 3)}  [targets on the test half: recall >= 0.9, precision 1.0, items >= 0.9, each within 0.05 of dev]` +
            `\n    recall by kind: ${[...t.kinds]
              .sort((a, b) => b[1][0] - a[1][0])
              .map(([k, [n, ok]]) => `${k} ${ratio(ok, n)}`)
              .join(', ')}` +
            `\n    unsourced claims by kind: ${[...t.unsourced].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}` +
            `\n    missed on sites that missed their whole kind: ${
              [...t.kinds]
                .filter(([k, [n, ok]]) => n > ok && t.wholeKindMissed.get(k))
                .map(([k, [n, ok]]) => `${k} ${t.wholeKindMissed.get(k)} of ${n - ok}`)
                .join(', ') || 'none'
            }`,
        );

    if (fs.existsSync(SHARED) && SHARED_COUNT > 0 && !only && !half) {
      console.log(`\n../shared/sites (precision only, ${SHARED_COUNT} sites):`);
      const sites = fs
        .readdirSync(SHARED, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .filter((d) => !measured.has(d))
        .sort()
        .slice(0, SHARED_COUNT);
      for (const site of sites) {
        const dir = path.join(SHARED, site);
        const title = /<title>([^<|–-]+)/i.exec(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1]?.trim();
        const srv = await serveDir(dir);
        try {
          const out = await build(title || site, 'US', `${srv.base}/`);
          dump(`shared-${site}`, out.visible);
          keep(`shared-${site}`, out.pages);
          const [s, c, bad] = precisionOf(out.visible, `${readTree(dir)}\n${title ?? ''}`);
          console.log(
            `${site.padEnd(24)} precision ${c ? (s / c).toFixed(2) : '1.00'} (${s}/${c})${bad.length ? `\n    unsourced: ${bad.join('; ')}` : ''}`,
          );
        } catch (err) {
          console.log(`${site.padEnd(24)} build failed: ${(err as Error).message}`);
        } finally {
          await srv.close();
        }
      }
    }

    if (built.size) {
      console.log(
        `\nshared sentences (a site's sentences also on another of the ${built.size} sites built in this run; target <= 15%) and filler FAQs (target 0):`,
      );
      for (const [site, own] of built) {
        const others = [...built].filter(([s]) => s !== site).map(([, o]) => o.sentences);
        const shared = [...own.sentences].filter((x) => others.some((o) => o.has(x)));
        console.log(
          `${site.padEnd(32)} shared ${pct(shared.length, own.sentences.size).padStart(6)} (${shared.length}/${own.sentences.size})  filler FAQs ${own.fillerFaqs}` +
            (shared.length ? `\n    e.g. "${shared.slice(0, 2).join('"; "')}"` : ''),
        );
      }
    }
  } finally {
    await stack.stop();
  }
}

/** Recall and precision tallies of one half of the research corpus. */
class Tally {
  sites = 0;
  found = 0;
  expected = 0;
  supported = 0;
  claimed = 0;
  shown = 0;
  items = 0;
  /** expected and missed facts by kind ("phone", "service", "hours"…): where a half loses, never which fact */
  kinds = new Map<string, [number, number]>();
  /** claims on the generated sites that no source supports, by kind ("phone", "hour"…), never which claim */
  unsourced = new Map<string, number>();
  /** facts missed on sites where every fact of their kind was missed: a page or block never found, not misread */
  wholeKindMissed = new Map<string, number>();
  byKind(expected: string[], missing: string[], bad: string[]) {
    const kind = (label: string) => label.split(' ')[0] ?? label;
    for (const label of bad) this.unsourced.set(kind(label), (this.unsourced.get(kind(label)) ?? 0) + 1);
    for (const label of expected) {
      const k = this.kinds.get(kind(label)) ?? [0, 0];
      this.kinds.set(kind(label), [k[0] + 1, k[1] + (missing.includes(label) ? 0 : 1)]);
    }
    for (const k of new Set(expected.map(kind))) {
      const all = expected.filter((l) => kind(l) === k);
      if (all.every((l) => missing.includes(l)))
        this.wholeKindMissed.set(k, (this.wholeKindMissed.get(k) ?? 0) + all.length);
    }
  }
  add(found: number, expected: number, supported: number, claimed: number, shown: number, items: number) {
    this.sites++;
    this.found += found;
    this.expected += expected;
    this.supported += supported;
    this.claimed += claimed;
    this.shown += shown;
    this.items += items;
  }
}

const ratio = (n: number, d: number, digits = 2) => `${d ? (n / d).toFixed(digits) : (1).toFixed(digits)} (${n}/${d})`;
const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : '0.0'}%`;

/** A generated site's sentences (from its text blocks) and how many of its FAQs are filler. */
function siteText(pages: string[]) {
  const found = new Set<string>();
  let fillerFaqs = 0;
  for (const page of pages) {
    const doc = parseHtml(page);
    for (const block of $$(SENTENCE_BLOCKS.map((b) => `main ${b}`).join(', '), doc)) {
      const controls = $$('a, button', block).map((c) => text(c));
      if (!isLabelBlock(block.attribs.class, text(block), controls))
        for (const s of sentences(text(block))) found.add(s);
    }
    for (const faq of $$('details', doc)) {
      const question = text($$('summary', faq)[0] ?? null);
      const answer = text(faq).slice(question.length);
      if (isFillerFaq(question, answer)) fillerFaqs++;
    }
  }
  return { sentences: found, fillerFaqs };
}

/**
 * The research corpus's expected facts present on the generated site: those of test/corpus, except that the phone may
 * be written in its national or international form and hours are time ranges in any language's format.
 */
function researchRecallOf(e: ResearchEntry, visible: string, html: string): [number, number, string[]] {
  const { phone, hours, ...rest } = e.facts;
  let [found, total, missing] = recallOf(rest, visible, html, e.absent);
  const want = (label: string, ok: boolean) => {
    total++;
    if (ok) found++;
    else missing = [...missing, label];
  };
  if (phone) {
    const bare = (s: string) => s.replace(/[\s().\-/]/g, '');
    const country = e.country as Parameters<typeof formatPhone>[1];
    const written = [formatPhone(phone, country), formatPhone(phone, 'US'), phone].map(bare);
    want(`phone ${phone}`, written.some((w) => bare(visible).includes(w)) && html.includes(`tel:${phone}`));
  }
  const shownRanges = timeRanges(visible);
  const clock = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  for (const [day, ranges] of Object.entries(hours ?? {}))
    for (const [start, end] of timeRanges(ranges))
      want(
        `hours ${day} ${clock(start)}-${clock(end)}`,
        shownRanges.some(([s, t]) => s === start && t === end),
      );
  for (const where of e.locations ?? []) {
    want(`location ${where.address}`, normText(visible).includes(normText(where.address)));
    if (where.phone) want(`location phone ${where.phone}`, html.includes(`tel:${where.phone}`));
  }
  return [found, total, missing];
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
