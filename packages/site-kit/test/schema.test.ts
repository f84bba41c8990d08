import { parseSiteDocument, SiteDocumentError, validateSiteDocument, type SiteDocument } from '../src';
import { sampleDocument } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

let doc: SiteDocument;
beforeAll(async () => {
  doc = (await sampleDocument('plumber')).doc;
});

const issuesOf = (input: unknown) => {
  const r = validateSiteDocument(input);
  if (r.ok) throw new Error('expected the document to be invalid');
  return r.issues;
};
const mutate = (change: (d: SiteDocument) => void) => {
  const d = structuredClone(doc);
  change(d);
  return d;
};

it('accepts a written document and fills defaults on parse', () => {
  expect(validateSiteDocument(doc).ok).toBe(true);
  const minimal = mutate((d) => {
    delete (d as Partial<SiteDocument>).constraints;
    delete (d as Partial<SiteDocument>).favicon;
  });
  const parsed = parseSiteDocument(minimal);
  expect(parsed.constraints.minTapTarget).toBe(44);
  expect(parsed.favicon).toEqual({ source: null, override: false });
});

it('names the path of a shape error', () => {
  const issues = issuesOf(mutate((d) => void (d.theme.colors.primary = 'blue')));
  expect(issues).toContainEqual({ path: 'theme.colors.primary', message: expect.stringMatching(/#rrggbb/) });
  const pathOfHeading = issuesOf(mutate((d) => void ((d.pages[1]!.sections[0] as { heading: string }).heading = '')));
  expect(pathOfHeading.map((i) => i.path)).toContain('pages[1].sections[0].heading');
});

it('refuses links to pages and sections that do not exist', () => {
  const issues = issuesOf(
    mutate((d) => {
      const hero = d.pages[0]!.sections[0]!;
      if (hero.type !== 'hero') throw new Error('sample starts with a hero');
      hero.secondaryCta = { label: 'Prices', target: { kind: 'page', page: 'pricing' } };
      hero.primaryCta = { label: 'FAQ', target: { kind: 'page', page: 'services', section: 'nope' } };
    }),
  );
  expect(issues).toEqual(
    expect.arrayContaining([
      { path: 'pages[0].sections[0].secondaryCta.target.page', message: 'links to missing page "pricing"' },
      {
        path: 'pages[0].sections[0].primaryCta.target.section',
        message: 'links to missing section "nope" on page "services"',
      },
    ]),
  );
});

it('refuses image ids missing from the catalog and catalog/src mismatches', () => {
  const issues = issuesOf(
    mutate((d) => {
      const hero = d.pages[0]!.sections[0]!;
      if (hero.type !== 'hero' || !hero.image) throw new Error('sample hero has an image');
      hero.image = { ...hero.image, id: 'ghost' };
      const story = d.pages[0]!.sections.find((s) => s.type === 'story')!;
      if (story.type === 'story' && story.image) story.image = { ...story.image, src: 'images/elsewhere.jpg' };
    }),
  );
  expect(issues.find((i) => i.path === 'pages[0].sections[0].image.id')?.message).toMatch(
    /"ghost" is not in the images catalog/,
  );
  expect(
    issues.some(
      (i) =>
        /sections\[\d+\]\.image\.src$/.test(i.path) && /in the catalog, not images\/elsewhere\.jpg/.test(i.message),
    ),
  ).toBe(true);
});

it('refuses contact links without contact data, missing required pages, duplicates and unsafe paths', () => {
  const noPhone = issuesOf(mutate((d) => void delete d.business.phone));
  expect(noPhone.some((i) => i.message === 'a phone link needs business.phone' && i.path.endsWith('target'))).toBe(
    true,
  );

  const noAbout = issuesOf(mutate((d) => void (d.pages = d.pages.filter((p) => p.kind !== 'about'))));
  expect(noAbout.map((i) => i.message)).toContain('a "about" page is required');

  const dupSlug = issuesOf(mutate((d) => void (d.pages[2]!.slug = 'services')));
  expect(dupSlug).toContainEqual({ path: 'pages[2].slug', message: 'duplicate page slug "services"' });

  const unsafe = issuesOf(mutate((d) => void (d.images[0]!.src = 'images/../../etc/passwd.jpg')));
  expect(unsafe.some((i) => i.path === 'images[0].src')).toBe(true);

  const heroLate = issuesOf(mutate((d) => void d.pages[0]!.sections.push(structuredClone(d.pages[0]!.sections[0]!))));
  expect(heroLate.map((i) => i.message)).toEqual(
    expect.arrayContaining(['a hero must be the first section of its page']),
  );

  const noForm = issuesOf(
    mutate(
      (d) =>
        void (d.pages.find((p) => p.kind === 'contact')!.sections = d.pages
          .find((p) => p.kind === 'contact')!
          .sections.filter((s) => s.type !== 'contact-form')),
    ),
  );
  expect(noForm.map((i) => i.message)).toContain('the contact page needs a contact-form section');
});

it('throws SiteDocumentError listing the issues', () => {
  const bad = mutate((d) => void (d.business.email = 'not-an-email'));
  expect(() => parseSiteDocument(bad)).toThrow(SiteDocumentError);
  try {
    parseSiteDocument(bad);
  } catch (err) {
    expect((err as SiteDocumentError).issues[0]).toEqual({
      path: 'business.email',
      message: 'must look like name@example.com',
    });
    expect((err as Error).message).toMatch(/business\.email/);
  }
});
