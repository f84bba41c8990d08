// Research writes a description itself, in English, when no source gave one ("X is a local business in Haarlem").
// A site in another language leaves that sentence out and writes its own; a description quoted from the business's
// website stays on every site, and so does one the owner rewrote in review, marked with the language they wrote.
import type { ResearchRecord } from '@sgs/contracts';
import {
  descriptionSource,
  SAMPLE_BUSINESSES,
  writeDocumentDeterministic,
  writerInputOf,
  type SiteDocument,
} from '../src';

const RESEARCH_OWN = 'Vishandel De Haven is a local business in Haarlem, Netherlands.';
const QUOTED = 'Elke dag verse vis, kibbeling en lekkerbek van de afslag.';

const texts = (d: SiteDocument) => JSON.stringify(d.pages);

const site = (language: string, description: string, quoted: boolean, descriptionLanguage?: string) => {
  const b = SAMPLE_BUSINESSES.florist;
  return writeDocumentDeterministic({
    ...b,
    businessDescription: undefined,
    business: { ...b.business, name: 'Vishandel De Haven', address: 'Botermarkt 1, 2011 XL Haarlem, Netherlands' },
    research: {
      ...b.research,
      language,
      business_description: description,
      description_quoted: quoted,
      description_language: descriptionLanguage,
    },
  });
};

const OWNER_EN = 'Fresh fish every morning from the auction, fried to order at our stall on the market square.';

it.each(['nl', 'de', 'ja'])('leaves research’s own English description off a %s site', (language) => {
  const doc = site(language, RESEARCH_OWN, false);
  expect(doc.lang).toMatch(new RegExp(`^${language}`));
  expect(texts(doc)).not.toContain('is a local business');
});

it('keeps research’s own description on an English site', () => {
  expect(texts(site('en', RESEARCH_OWN, false))).toContain('is a local business in Haarlem');
});

it('keeps a description quoted from the business’s website', () => {
  expect(texts(site('nl', QUOTED, true))).toContain(QUOTED);
});

it('uses a description the owner rewrote as written, marked with its language on a page in another', () => {
  const doc = site('nl', OWNER_EN, true, 'en');
  expect(texts(doc)).toContain(OWNER_EN);
  expect(doc.ownerText).toEqual(expect.arrayContaining([{ text: OWNER_EN, lang: 'en' }]));
  // in the page's own language it is not marked
  const nl = site('nl', QUOTED, true, 'nl');
  expect(texts(nl)).toContain(QUOTED);
  expect(nl.ownerText ?? []).not.toContainEqual(expect.objectContaining({ text: QUOTED }));
});

it('marks the sources’ words in the sources’ language and the owner’s description in the owner’s', () => {
  // a Dutch website's site written in German: the owner's English description is English, not Dutch
  const doc = site('de', OWNER_EN, true, 'en');
  expect(doc.lang).toMatch(/^de/);
  expect(doc.ownerText).toEqual(expect.arrayContaining([{ text: OWNER_EN, lang: 'en' }]));
  expect(doc.ownerText).not.toContainEqual({ text: OWNER_EN, lang: 'nl' });
});

describe('writerInputOf', () => {
  const record = (
    businessDescription: string,
    pages: { description?: string; text?: string }[],
    summary: ResearchRecord['summary'] = {},
  ) =>
    ({
      businessDescription,
      extractedContent: { pages },
      business: {},
      services: [],
      faqs: [],
      testimonials: [],
      hours: {},
      brandColors: [],
      competitorPositioning: [],
      contentPlan: {},
      summary,
    }) as unknown as ResearchRecord;
  const site = { businessName: 'Vishandel De Haven', designStyle: null, allowStockPhotos: false, contactEmail: null };
  const quoted = (r: ResearchRecord, caller?: string) =>
    writerInputOf(r, { ...site, language: null, businessDescription: caller }, []).research.description_quoted;

  it('reads a description found on a page of the website as quoted', () => {
    expect(quoted(record(`${QUOTED.slice(0, -1)}.`, [{ text: `Welkom! ${QUOTED}  Bel ons.` }]))).toBe(true);
    expect(quoted(record(QUOTED, [{ description: QUOTED }]))).toBe(true);
  });

  it('reads the caller’s own description as quoted', () => {
    expect(quoted(record(QUOTED, []), QUOTED)).toBe(true);
  });

  it('reads a description no source gave as research’s own', () => {
    expect(quoted(record(RESEARCH_OWN, [{ text: QUOTED }]))).toBe(false);
  });

  it('reads a description the owner rewrote in review as theirs, in the language they wrote it in', () => {
    const r = record(OWNER_EN, [], { description_source: 'owner_edit', description_language: 'en' });
    const input = writerInputOf(r, { ...site, language: 'nl' }, []).research;
    expect([input.description_quoted, input.description_language]).toEqual([true, 'en']);
    expect(descriptionSource(r)).toBe('owner_edit');
    expect(descriptionSource(record(OWNER_EN, []), OWNER_EN)).toBe('caller_input');
    expect(descriptionSource(record(QUOTED, [{ text: QUOTED }]))).toBe('website');
    expect(descriptionSource(record(RESEARCH_OWN, []))).toBe('research');
  });
});
