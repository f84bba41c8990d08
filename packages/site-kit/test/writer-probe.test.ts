// Reads every page of forty sites (test/probe-businesses.ts: many trades, awkward names and thin or odd
// research) as an owner would, with the deterministic writer and the renderer, and asserts what a careful
// person would not write: a wrong article, a sentence twice on a page, one template for every item of a list,
// a proper noun in lower case, another trade's words, an answer to a question nobody asked, leaked labels.
import { articleFor, resolveTrade, writeDocumentDeterministic, type SiteDocument } from '../src';
import { gatherFacts } from '../src/writers/facts';
import { answerFor } from '../src/writers/faq-answers';
import { phrasesOf } from '../src/writers/phrases';
import { dom, htmlFiles, renderDoc, visibleText } from './helpers';
import { PROBE_BUSINESSES } from './probe-businesses';

jest.setTimeout(120_000);

interface Site {
  name: string;
  doc: SiteDocument;
  /** Visible text of each page's <main>, by file, and of each <section> in it. */
  pages: { file: string; text: string; sections: string[] }[];
  /** The home page's JSON-LD @type. */
  jsonLdType: string;
}

const sites: Site[] = [];

beforeAll(async () => {
  for (const [name, input] of Object.entries(PROBE_BUSINESSES)) {
    const doc = writeDocumentDeterministic(input);
    const { files } = await renderDoc(doc);
    const pages = htmlFiles(files).map((file) => {
      const html = files.get(file)!.toString();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
      const d = dom(main);
      const sections = d.byTag('section').map((s) => d.text(s).replace(/\s+/g, ' ').trim());
      return { file, text: visibleText(`<body>${main}</body>`), sections };
    });
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(files.get('index.html')!.toString())!;
    sites.push({ name, doc, pages, jsonLdType: (JSON.parse(ld[1]!) as { '@type': string })['@type'] });
  }
});

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 25 && /[.!?]$/.test(s));

it('probes at least thirty businesses', () => {
  expect(sites.length).toBeGreaterThanOrEqual(30);
});

it('puts "a" or "an" before a word as it sounds ("an HVAC contractor", "a veterinary practice")', () => {
  const wrong = sites.flatMap((s) =>
    s.pages.flatMap((p) =>
      [...p.text.matchAll(/\b(a|an) ([A-Za-z][\w-]*)/g)]
        .filter((m) => articleFor(m[2]!) !== m[1]!.toLowerCase())
        .map((m) => `${s.name} ${p.file}: "${m[0]}"`),
    ),
  );
  expect(wrong).toEqual([]);
});

it('never leaks a raw type identifier, an empty value, a template slot or doubled punctuation ("Roof repair.? ")', () => {
  const leaks = sites.flatMap((s) =>
    s.pages
      .filter((p) =>
        /\b[a-z]+_[a-z_]+\b|\bundefined\b|\bnull\b|\{[a-zA-Z]+\}|[.!?;:,][.!?;:,]|[.!?] [a-z]|\s[,.]/.test(p.text),
      )
      .map((p) => `${s.name} ${p.file}`),
  );
  expect(leaks).toEqual([]);
});

it('writes no sentence twice on one page', () => {
  const twice = sites.flatMap((s) =>
    s.pages.flatMap((p) => {
      const seen = new Set<string>();
      return p.sections
        .flatMap(sentencesOf)
        .filter((x) => seen.has(x) || !seen.add(x))
        .map((x) => `${s.name} ${p.file}: ${x}`);
    }),
  );
  expect(twice).toEqual([]);
});

it('gives the items of a short list different lines, not one template with the name swapped', () => {
  const repeated: string[] = [];
  for (const s of sites)
    for (const page of s.doc.pages)
      for (const sec of page.sections) {
        if (sec.type !== 'services' || sec.items.length > 3) continue;
        const templates = sec.items.flatMap((i) =>
          i.description ? [i.description.replace(i.name, '{}').replace(i.name.toLowerCase(), '{}')] : [],
        );
        if (new Set(templates).size < templates.length) repeated.push(`${s.name} ${page.slug}/${sec.id}`);
      }
  expect(repeated).toEqual([]);
});

it('keeps proper nouns capitalised inside a sentence ("Questions about English?")', () => {
  const tutoring = sites.find((s) => s.name === 'Bright Minds Tutoring')!;
  const text = tutoring.pages.map((p) => p.text).join(' ');
  expect(text).toContain('English');
  expect(text).not.toMatch(/\benglish\b/);
});

it('reads the trade from the provider type before a decorative last word of the name', () => {
  expect(resolveTrade({ businessType: 'nail salon', name: 'Polished Nail Bar' }).trade.id).toBe('nail-salon');
  expect(resolveTrade({ businessType: 'hvac contractor', name: 'ACME' }).trade.id).toBe('hvac');
  // A retail business whose words also say "repairs" is a shop, not a home-services company.
  expect(
    resolveTrade({ name: 'Spoke Cycles', descriptions: ['New bikes and repairs.'], category: 'retail' }).trade.family,
  ).toBe('retail');
  const nails = sites.find((s) => s.name === 'Polished Nail Bar')!;
  const text = nails.pages.map((p) => p.text).join(' ');
  for (const foodWords of ['Everything we serve', 'order in mind', 'try our', 'what is fresh'])
    expect(text).not.toContain(foodWords);
});

it('answers only the question asked, and leaves out what research cannot settle', () => {
  const f = gatherFacts(PROBE_BUSINESSES['Evergreen Landscapes']!);
  expect(answerFor('Do you offer free estimates?', f)).toBeUndefined();
  expect(answerFor('Do you offer gift cards?', f)).toBeUndefined();
  // What the services section already lists is no answer a visitor needs ("Do you offer X? Yes, X.").
  expect(answerFor('Do you offer lawn care?', f)).toBeUndefined();
  expect(answerFor('What services do you offer?', f)).toBeUndefined();
  expect(answerFor('How much do your quotes cost?', f)).toBeUndefined();
  expect(answerFor('Are you licensed and insured?', f)).toBeUndefined();
  expect(answerFor('Do you accept insurance?', f)).toBeUndefined();
  const licensed = { ...f, licenses: ['State contractor licence 1234'] };
  expect(answerFor('Are you licensed?', licensed)).toMatch(/^Yes\. We hold/);
  expect(answerFor('Are you licensed and insured?', licensed)).toMatch(/^We hold: State contractor licence 1234\./);
});

it('names the kind of business in words people use: the provider type, or the trade noun for a type id', () => {
  const vet = sites.find((s) => s.name === 'Riverside Animal Hospital')!;
  expect(vet.pages.find((p) => p.file === 'about.html')!.text).toContain('is a veterinary practice');
  const hvac = sites.find((s) => s.name === 'ACME HEATING AND AIR CONDITIONING')!;
  expect(hvac.pages.find((p) => p.file === 'index.html')!.text).toContain('HVAC contractor');
  // Nothing known about the trade: the place alone, not "Services · Springfield".
  const unknown = sites.find((s) => s.name === 'Kwikprint')!;
  expect(unknown.doc.pages[0]!.sections[0]).toMatchObject({ eyebrow: 'Springfield' });
});

it("tells search engines the trade's own type, not one a passing word in the description suggested", () => {
  const typeOf = (name: string) => sites.find((s) => s.name === name)!.jsonLdType;
  expect(typeOf('The Rolling Taco')).toBe('FastFoodRestaurant'); // "farmers market" is not a grocery store
  expect(typeOf('Sparkle Car Wash')).toBe('AutoWash');
  expect(typeOf('Harbor Plumbing')).toBe('Plumber');
  expect(typeOf('Kwikprint')).toBe('LocalBusiness');
});

it('knows the trades of every kind of business the probe names, from the provider type or the name', () => {
  const cases: [string | undefined, string, string][] = [
    ['funeral home', 'Whitfield & Sons', 'funeral-home'],
    ['church', 'Grace Community', 'church'],
    [undefined, "St Mary's Church", 'church'],
    ['mosque', 'Masjid Al-Noor', 'place-of-worship'],
    ['laundromat', 'Suds', 'laundromat'],
    ['bed & breakfast', 'The Willow Inn', 'bed-and-breakfast'],
    ['hotel', 'The Grand', 'hotel'],
    [undefined, 'Cedar Lake Campground', 'campground'],
    ['bicycle store', 'Spoke & Chain', 'bike-shop'],
    ['tailor', 'Stitch', 'tailor'],
    [undefined, 'Springfield Food Bank', 'charity'],
    [undefined, 'Iron Temple Gym', 'gym'],
  ];
  for (const [businessType, name, id] of cases)
    expect([name, resolveTrade({ businessType, name }).trade.id]).toEqual([name, id]);
});

it("writes in the trade's own register: no home-repair, shop or sales words for a funeral home, church or B&B", () => {
  const textOf = (name: string) =>
    sites
      .find((s) => s.name === name)!
      .pages.map((p) => p.text)
      .join(' ');
  const outOfPlace =
    /your home or business|leave it tidy|any work starts|on our shelves|done properly|Everything we serve|order in mind/i;
  for (const name of [
    'Whitfield & Sons Funeral Home',
    'Grace Community Church',
    'The Willow Inn Bed & Breakfast',
    'Suds Laundromat',
  ])
    expect([name, outOfPlace.exec(textOf(name))?.[0]]).toEqual([name, undefined]);
  const reviewsEyebrow = (name: string) =>
    sites.find((s) => s.name === name)!.doc.pages[0]!.sections.find((s) => s.type === 'testimonials')!.eyebrow;
  expect(reviewsEyebrow('The Willow Inn Bed & Breakfast')).toBe('What guests say');
  expect(reviewsEyebrow('Grace Community Church')).toBe('What people say');
  expect(reviewsEyebrow('Harbor Plumbing')).toBe('What customers say');
  // "Delighted to welcome you" suits a B&B, "let us get started" a laundromat; neither a funeral home.
  expect(textOf('Whitfield & Sons Funeral Home')).not.toMatch(/delighted|get started/i);
  const typeOf = (name: string) => sites.find((s) => s.name === name)!.jsonLdType;
  expect(typeOf('Grace Community Church')).toBe('Church');
  expect(typeOf('The Willow Inn Bed & Breakfast')).toBe('BedAndBreakfast');
  expect(typeOf('Suds Laundromat')).toBe('DryCleaningOrLaundry');
});

it('never introduces a list that is not there: a Services page only where research found offerings', () => {
  const shown = ['Kwikprint', 'Quiet Corner Massage', 'Harbor Plumbing'].map((name) => {
    const site = sites.find((s) => s.name === name)!;
    const page = site.doc.pages.find((p) => p.kind === 'services');
    const listed = page?.sections.some((s) => s.type === 'services' || s.type === 'menu') ?? false;
    const services = site.pages.find((p) => p.file === 'services.html')?.text;
    const linked = JSON.stringify(site.doc.pages).includes('"page":"services"');
    return [name, listed, page !== undefined, services !== undefined && /Here is what/.test(services), linked];
  });
  // each one as its research is: a page, its list and the links to it together, or none of them
  for (const row of shown) expect(row.slice(2)).toEqual([row[1], row[1], row[1]]);
  expect(shown.map((r) => r[1])).toEqual([false, true, true]);
});

it('never asks anyone to call a business research found no phone number for', () => {
  const noPhone = sites.filter((s) => !s.doc.business.phone);
  expect(noPhone.length).toBeGreaterThanOrEqual(3);
  const calls = noPhone.flatMap((s) =>
    s.pages.flatMap((p) =>
      (p.text.match(/[^.?!]*\bcall\b[^.?!]*/gi) ?? []).map((x) => `${s.name} ${p.file}: ${x.trim()}`),
    ),
  );
  expect(calls).toEqual([]);
});

it('sets a review as a quotation once: no marks around the whole of it, no dash before the name', () => {
  const plumber = sites.find((s) => s.name === 'Harbor Plumbing')!;
  const review = plumber.doc.pages[0]!.sections.find((s) => s.type === 'testimonials')!;
  expect(review.items[0]).toMatchObject({ quote: 'Fixed our leak the same day.', author: 'Dana R.' });
});

it('gives no two headings on a page the same words ("What you will find" under "What you will find here")', () => {
  const echoes = sites.flatMap((s) =>
    s.doc.pages.flatMap((page) => {
      const headings = page.sections
        .map((sec) => ('heading' in sec ? String(sec.heading) : ''))
        .filter(Boolean)
        .map((h) => h.toLowerCase());
      return headings.flatMap((a, i) =>
        headings
          .slice(i + 1)
          .filter((b) => a.startsWith(b) || b.startsWith(a))
          .map((b) => `${s.name} ${page.slug}: "${a}" / "${b}"`),
      );
    }),
  );
  expect(echoes).toEqual([]);
});

it('gives a trade its own words where its family’s do not fit (a daycare is not a gym, a car wash not a garage)', () => {
  const textOf = (name: string) =>
    sites
      .find((s) => s.name === name)!
      .pages.map((p) => p.text)
      .join(' ');
  expect(textOf('Little Acorns Daycare')).not.toMatch(/coaches|New or experienced|stronger/);
  expect(textOf('Sparkle Car Wash')).not.toMatch(/what your vehicle needs|Keeping you on the road/);
  expect(textOf('INK & IRON TATTOO')).not.toMatch(/place to unwind|Time for you/);
  // The words kept from the daycare are the gym's own.
  expect(phrasesOf(gatherFacts(PROBE_BUSINESSES['Iron Temple Gym']!)).heroes).toContain(
    'A place to get stronger{place}',
  );
});
