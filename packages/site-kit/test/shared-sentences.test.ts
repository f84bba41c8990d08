// The writer's own sentences do not read the same on every business of a language: two bakeries that describe
// themselves share at most 15% of their sentences (the research bench's measure), two salons known by no more than
// their names and addresses too, and the lines that say how to reach a business name it and its phone.
import { writeDocumentDeterministic, type ResearchInput } from '../src';
import { CATALOGS } from '../src/i18n';
import { SENTENCE_BLOCKS, isLabelBlock, sentences } from '../../../test/research-corpus/measures';
import { dom, htmlFiles, renderDoc } from './helpers';

jest.setTimeout(120_000);

const bakery =
  (name: string, phone: string, address: string, hours: string, description: string, items: string[]) =>
  (language: string): ResearchInput => ({
    language,
    business: { name, phone, address, type: 'bakery' },
    research: {
      business_category: 'restaurant',
      business_description: description,
      services: items.map((item) => ({ name: item })),
      hours: { 'Mon-Fri': hours },
    },
  });

const FIRST = bakery(
  'Kornblume',
  '+49 30 1234567',
  'Kastanienallee 12, 10435 Berlin, Deutschland',
  '7:00 AM – 6:00 PM',
  'A sourdough bakery run by two brothers since their grandmother left them her starter. Rye loaves every morning.',
  ['Roggenbrot', 'Franzbrötchen', 'Hochzeitstorten'],
);
const SECOND = bakery(
  'Mühlenhof',
  '+49 89 7654321',
  'Leopoldstraße 3, 80802 München, Deutschland',
  '6:30 AM – 2:00 PM',
  'Stone-milled flour from our own mill, baked in a wood oven. The pretzels sell out before nine.',
  ['Brezen', 'Dinkelbrot', 'Apfelstrudel'],
);

/** The sentences of a site's text blocks inside <main> (labels left out), as the research bench reads them, and its
 * contact line. */
async function siteSentences(input: ResearchInput): Promise<{ all: Set<string>; contact: string }> {
  const { files } = await renderDoc(writeDocumentDeterministic(input));
  const all = new Set<string>();
  for (const file of htmlFiles(files)) {
    const html = files.get(file)!.toString('utf8');
    const d = dom(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    const within = (el: (typeof d.all)[number], tags: string[]): string[] =>
      el.childNodes.flatMap((n) =>
        'tagName' in n ? (tags.includes(n.tagName) ? [d.text(n)] : within(n as typeof el, tags)) : [],
      );
    for (const tag of SENTENCE_BLOCKS)
      for (const el of d.byTag(tag))
        if (!isLabelBlock(d.attr(el, 'class'), d.text(el), within(el, ['a', 'button'])))
          for (const s of sentences(d.text(el))) all.add(s);
  }
  const contact = files.get('contact.html')!.toString('utf8');
  return { all, contact: /<p class="hero__lead">([^<]*)<\/p>/.exec(contact)?.[1] ?? '' };
}

describe.each(Object.keys(CATALOGS))('two bakeries writing %s', (lang) => {
  let first: Awaited<ReturnType<typeof siteSentences>>;
  let second: Awaited<ReturnType<typeof siteSentences>>;
  beforeAll(async () => {
    [first, second] = await Promise.all([siteSentences(FIRST(lang)), siteSentences(SECOND(lang))]);
  });

  it('share at most 15% of their sentences', () => {
    for (const [own, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const shared = [...own.all].filter((s) => other.all.has(s));
      expect(own.all.size).toBeGreaterThan(5);
      // On failure, the shared sentences themselves.
      expect(shared.length <= 0.15 * own.all.size ? [] : shared).toEqual([]);
    }
  });

  it('say above the contact form how to reach each one, with its name and phone', () => {
    expect(first.contact).toContain('Kornblume');
    expect(first.contact).toContain('030 1234567');
    expect(second.contact).toContain('Mühlenhof');
    expect(second.contact).toContain('089 7654321');
  });
});

describe.each(Object.keys(CATALOGS))('two salons known only by name, phone and address, writing %s', (lang) => {
  const salon = (name: string, phone: string, address: string): ResearchInput => ({
    language: lang,
    business: { name, phone, address, type: 'hair salon' },
    research: {},
  });

  it('share at most 15% of their sentences: no stock lines stand in for facts', async () => {
    const [first, second] = await Promise.all([
      siteSentences(salon('Alba', '+34 912 345 678', 'Calle Mayor 3, 28013 Madrid, España')),
      siteSentences(salon('Brisa', '+34 933 456 789', 'Carrer Gran 5, 08001 Barcelona, España')),
    ]);
    const shared = [...first.all].filter((s) => second.all.has(s));
    // (few sentences, all of them facts: a Japanese page says as much in fewer)
    expect(first.all.size).toBeGreaterThan(3);
    expect(shared.length <= 0.15 * first.all.size ? [] : shared).toEqual([]);
  });
});
