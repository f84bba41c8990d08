// Research writes a description itself, in English, when no source gave one ("X is a local business in Haarlem").
// A site in another language leaves that sentence out and writes its own; a description quoted from the business's
// website stays on every site.
import type { ResearchRecord } from '@sgs/contracts';
import { SAMPLE_BUSINESSES, writeDocumentDeterministic, writerInputOf, type SiteDocument } from '../src';

const RESEARCH_OWN = 'Vishandel De Haven is a local business in Haarlem, Netherlands.';
const QUOTED = 'Elke dag verse vis, kibbeling en lekkerbek van de afslag.';

const texts = (d: SiteDocument) => JSON.stringify(d.pages);

const site = (language: string, description: string, quoted: boolean) => {
  const b = SAMPLE_BUSINESSES.florist;
  return writeDocumentDeterministic({
    ...b,
    businessDescription: undefined,
    business: { ...b.business, name: 'Vishandel De Haven', address: 'Botermarkt 1, 2011 XL Haarlem, Netherlands' },
    research: { ...b.research, language, business_description: description, description_quoted: quoted },
  });
};

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

describe('writerInputOf', () => {
  const record = (businessDescription: string, pages: { description?: string; text?: string }[]) =>
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
      summary: {},
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
});
