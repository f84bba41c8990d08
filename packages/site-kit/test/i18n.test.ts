import { siteLanguage } from '../src/i18n/language';
import { writeDocumentDeterministic, type ResearchInput } from '../src';
import { normalizeSiteLanguage } from '@sgs/contracts';
import { CATALOGS, catalogOf, type Catalog } from '../src/i18n';
import { dayName } from '../src/i18n/format';
import { legalNoticeGaps } from '../src/writers/legal-notice';
import { dom, htmlFiles, renderDoc } from './helpers';

jest.setTimeout(120_000);

/** A German bakery as research finds one: German website, German address and phone. */
const BAKERY: ResearchInput = {
  business: {
    name: 'Bäckerei Sonnenkorn',
    phone: '+49 30 1234567',
    address: 'Kastanienallee 12, 10435 Berlin, Deutschland',
    type: 'bakery',
  },
  research: {
    business_description: '',
    services: [{ name: 'Roggenbrot', price: '4,20 €' }, { name: 'Franzbrötchen' }, { name: 'Hochzeitstorten' }],
    testimonials: [{ quote: 'Die besten Brötchen im Kiez.', author: 'Jana', source: 'Google', rating: 5 }],
    hours: { 'Mon-Fri': '5:15 AM – 6:30 PM', Saturday: '6:00 AM – 1:00 PM', Sunday: 'Closed' },
    business_category: 'restaurant',
    language: 'de',
  },
};

describe('the site language', () => {
  it.each([
    ['the language asked for wins', { requested: 'fr', researched: 'de', address: 'Berlin, Germany' }, 'fr'],
    ['a tag asked for keeps its region', { requested: 'pt-br' }, 'pt-BR'],
    ['else the website’s, with the country as region', { researched: 'de', phone: '+43 1 5555555' }, 'de-AT'],
    [
      'a website language not spoken in the country gets no region',
      { researched: 'en', phone: '+49 30 1234567' },
      'en',
    ],
    ['an unsupported website language falls to the country', { researched: 'zh', address: 'Lyon, France' }, 'fr-FR'],
    ['else the country of the address', { address: 'Via Roma 1, Milano, Italia' }, 'it-IT'],
    ['else the country of the phone', { phone: '+81 3-1234-5678' }, 'ja-JP'],
    ['Latin America writes Spanish', { address: 'Av. Reforma 10, Ciudad de México, Mexico' }, 'es-MX'],
    ['Brazil writes Portuguese', { phone: '+55 11 91234-5678' }, 'pt-BR'],
    ['a second language of the country', { researched: 'fr', phone: '+41 22 555 55 55' }, 'fr-CH'],
    ['else English', { address: 'Austin, TX' }, 'en'],
    ['nothing known is English', {}, 'en'],
  ])('%s', (_label, evidence, tag) => {
    expect(siteLanguage(evidence)).toBe(tag);
  });
});

describe('a business known only by its name and city', () => {
  it.each([
    ['Freiburg im Breisgau, Germany', 'de-DE', 'Kontakt'],
    ['Graz, Austria', 'de-AT', 'Kontakt'],
    ['Guadalajara, Mexico', 'es-MX', 'Contacto'],
    ['Kanazawa, Japan', 'ja-JP', 'お問い合わせ'],
    ['Austin, TX', 'en', 'Contact'],
  ])('in %s gets a site in %s', async (location, tag, contact) => {
    const doc = writeDocumentDeterministic({
      business: { name: 'Sonnenschein', location, type: 'bakery' },
      research: { ...BAKERY.research, services: [], testimonials: [], hours: {}, language: undefined },
    });
    expect(doc.lang).toBe(tag);
    const home = (await renderDoc(doc)).files.get('index.html')!.toString('utf8');
    const d = dom(home);
    expect(d.attr(d.byTag('html')[0]!, 'lang')).toBe(tag);
    expect(readable(home)).toContain(contact);
  });
});

describe('the catalogs', () => {
  /** Every key path of a catalog, functions as leaves. */
  const keys = (v: unknown, at = ''): string[] =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v).flatMap(([k, x]) => keys(x, `${at}.${k}`))
      : [at];
  // Languages' own phrase families and trade nouns differ by design; the rest is the same set of keys.
  const shared = (c: Catalog) => keys({ ...c, writer: { ...c.writer, phrases: c.writer.phrases.default, trades: {} } });

  it.each(Object.entries(CATALOGS).filter(([lang]) => lang !== 'en'))('%s has every key English has', (_lang, c) => {
    expect(shared(c).sort()).toEqual(shared(CATALOGS.en).sort());
    for (const t of Object.values(c.writer.trades)) expect(t.noun.trim()).not.toBe('');
  });
});

describe.each([
  ['a German', 'de', 'de-DE', 'de_DE'],
  // A French website for a business in Germany: French without a region, Open Graph's default one.
  ['a French', 'fr', 'fr', 'fr_FR'],
  ['an Italian', 'it', 'it', 'it_IT'],
  ['a Dutch', 'nl', 'nl', 'nl_NL'],
  ['a Japanese', 'ja', 'ja', 'ja_JP'],
  ['a Spanish', 'es', 'es', 'es_ES'],
  ['a Portuguese', 'pt', 'pt', 'pt_PT'],
])('%s site', (_name, lang, tag, ogLocale) => {
  const doc = writeDocumentDeterministic({ ...BAKERY, research: { ...BAKERY.research, language: lang } });
  /** English words that are also words of this language ("menu", "contact" in French) are not English there. */
  const own = new Set(
    JSON.stringify(CATALOGS[lang as 'de'])
      .toLowerCase()
      .match(/\p{L}+/gu),
  );
  const englishIn = (line: string) =>
    [...line.matchAll(new RegExp(ENGLISH_WORDS.source, 'gi'))].some((m) => !own.has(m[0].toLowerCase()));
  let pages: [string, string][];
  beforeAll(async () => {
    const report = await renderDoc(doc);
    pages = htmlFiles(report.files).map((f) => [f, report.files.get(f)!.toString('utf8')]);
  });

  it('declares its language on every page: html lang, og:locale and the WebSite’s inLanguage', () => {
    expect(doc.lang).toBe(tag);
    for (const [, html] of pages) {
      const d = dom(html);
      expect(d.attr(d.byTag('html')[0]!, 'lang')).toBe(tag);
      const og = d.byTag('meta').find((m) => d.attr(m, 'property') === 'og:locale');
      expect(d.attr(og!, 'content')).toBe(ogLocale);
      const ld = d
        .byTag('script')
        .filter((s) => d.attr(s, 'type') === 'application/ld+json')
        .map((s) => JSON.parse(d.text(s)) as Record<string, unknown>);
      expect(ld.find((x) => x['@type'] === 'WebSite')).toMatchObject({ inLanguage: tag });
    }
  });

  it('carries no English word: navigation, headings, buttons, form, footer, alt and aria text', () => {
    const english = pages.flatMap(([file, html]) =>
      readable(html)
        .split('\n')
        .filter(englishIn)
        .map((line) => `${file}: ${line.trim().slice(0, 120)}`),
    );
    expect(english).toEqual([]);
  });

  it('an asked-for language beats research’s, and the check above finds the English one’s words', async () => {
    const english = writeDocumentDeterministic({ ...BAKERY, language: 'en' });
    expect(english.lang).toBe('en');
    const html = (await renderDoc(english)).files.get('contact.html')!.toString('utf8');
    expect(readable(html)).toMatch(ENGLISH_WORDS);
  });
});

/** A business in the site's country: its trade's noun with the article or gender agreement it takes. */
const inCountry = (name: string, type: string, address: string, language: string): ResearchInput => ({
  business: { name, address, type },
  research: { ...BAKERY.research, services: [], testimonials: [], business_category: 'default', language },
});

describe('Italian grammar', () => {
  it.each([
    ['bakery', 'una panetteria'],
    ['restaurant', 'un ristorante'],
    ['dentist', 'uno studio dentistico'],
    ['optometrist', 'un’ottica'],
  ])('%s: “%s”, in the formal Lei', async (type, noun) => {
    const doc = writeDocumentDeterministic(inCountry('Da Rosa', type, 'Via Roma 1, 20121 Milano, Italia', 'it'));
    expect(doc.lang).toBe('it-IT');
    const home = readable((await renderDoc(doc)).files.get('index.html')!.toString('utf8'));
    expect(home).toContain(`Da Rosa è ${noun} a Milano.`);
    // Lei, never the informal tu: no "contattaci", "scrivici", "ti".
    expect(home).not.toMatch(/\b(contattaci|scrivici|ti|tuo|tua)\b/i);
  });
});

describe('Dutch grammar', () => {
  const founded = [{ id: 'f1', field: 'founded', value: '1998', source: 'https://example.nl/over-ons' }];
  it.each([
    ['bakery', 'bakkerij', 'De bakkerij'],
    ['restaurant', 'restaurant', 'Het restaurant'],
    ['plumber', 'loodgietersbedrijf', 'Het loodgietersbedrijf'],
    ['pharmacy', 'apotheek', 'De apotheek'],
  ])('%s: “een %s”, then “%s” (de or het), in the formal u', async (type, noun, definite) => {
    const input = inCountry('Van Dijk', type, 'Oudegracht 10, 3511 AP Utrecht, Nederland', 'nl');
    const doc = writeDocumentDeterministic({ ...input, research: { ...input.research, facts: founded } });
    expect(doc.lang).toBe('nl-NL');
    const about = readable((await renderDoc(doc)).files.get('about.html')!.toString('utf8'));
    expect(about).toContain(`Van Dijk is een ${noun} in Utrecht. ${definite} bestaat sinds 1998.`);
    // u, never the informal je or jij.
    expect(about).not.toMatch(/\b(je|jij|jou|jouw)\b/i);
  });
});

describe('a Japanese site', () => {
  const doc = writeDocumentDeterministic({ ...BAKERY, research: { ...BAKERY.research, language: 'ja' } });
  let text: string;
  let contact: string;
  beforeAll(async () => {
    const report = await renderDoc(doc);
    contact = report.files.get('contact.html')!.toString('utf8');
    text = htmlFiles(report.files)
      .map((f) => readable(report.files.get(f)!.toString('utf8')))
      .join('\n');
  });

  it('puts no space between Japanese words, so lines break where Japanese breaks them', () => {
    const japanese = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]';
    const spaced = text.match(new RegExp(`${japanese}[ \\t]+${japanese}`, 'gu')) ?? [];
    expect(spaced).toEqual([]);
    // The check can fail: the words it looks between are there.
    expect(text).toMatch(new RegExp(japanese, 'u'));
  });

  it('joins sentences after 。 without a space, and puts no space before the form’s （任意）', () => {
    expect(text.match(/[。！？][ \t]+\S/gu) ?? []).toEqual([]);
    // The about story's sentences are there, joined as Japanese joins them.
    expect(text).toContain('Berlinにあるパン屋です。Roggenbrot、Franzbrötchen、Hochzeitstortenをご用意しております。');
    expect(contact).toContain('電話番号<span class="optional">（任意）</span>');
  });

  it('names the trade with its Japanese noun in the polite form, without articles', () => {
    expect(text).toContain('Bäckerei Sonnenkornは、Berlinのパン屋です。');
  });

  it('shows hours with Japanese day names and a 24-hour clock joined by 〜', () => {
    expect(text).toMatch(/月.*5:15〜18:30/);
    expect(text).toContain('定休日');
  });
});

describe.each([
  // A bakery is feminine, a garage or a hair salon masculine: the indefinite article agrees with the trade noun.
  [
    'Spanish',
    'es',
    'Bäckerei Sonnenkorn es una panadería',
    'auto-repair',
    'Taller Ruiz es un taller mecánico en Lima.',
    // Usted, never the informal tú.
    /(?<!\p{L})(tú|tu|tus|te|contáctanos|escríbenos|pregúntanos)(?!\p{L})/iu,
  ],
  [
    'Portuguese',
    'pt',
    'Bäckerei Sonnenkorn é uma padaria',
    'hair-salon',
    'Taller Ruiz é um salão de cabeleireiro em Lima.',
    // The formal third person, never the informal tu.
    /(?<!\p{L})(tu|teu|tua|teus|tuas|contacta-nos|escreve-nos|pergunta-nos)(?!\p{L})/iu,
  ],
])('%s grammar', (_name, lang, onPage, trade, sentence, informal) => {
  const c = CATALOGS[lang as 'es'];

  it('a trade noun takes the article of its gender, and the reader is addressed formally', async () => {
    const doc = writeDocumentDeterministic({ ...BAKERY, research: { ...BAKERY.research, language: lang } });
    const files = (await renderDoc(doc)).files;
    const text = htmlFiles(files).map((f) => readable(files.get(f)!.toString('utf8')));
    expect(text.join('\n')).toContain(onPage);
    expect(text.join('\n')).not.toMatch(informal);
    expect(c.writer.isA('Taller Ruiz', c.writer.trades[trade], 'Lima')).toBe(sentence);
  });
});

it('Spanish lists join with “e” before an i sound, and with “y” before a diphthong', () => {
  const { list } = CATALOGS.es.writer;
  expect(list(['pan', 'higos'])).toBe('pan e higos');
  expect(list(['pan', 'bollos', 'infusiones'])).toBe('pan, bollos e infusiones');
  expect(list(['agua', 'hielo'])).toBe('agua y hielo');
  expect(list(['pan', 'tartas'])).toBe('pan y tartas');
});

/** What a reader sees or hears on a page: text, and the alt, aria-label, title and description attributes. */
function readable(html: string): string {
  const d = dom(html.replace(/<script[\s\S]*?<\/script>/g, ''));
  const body = d.byTag('body')[0]!;
  const attrs = d.all
    .flatMap((el) => ['alt', 'aria-label', 'title', 'placeholder'].map((a) => d.attr(el, a)))
    .filter(Boolean);
  const metas = d
    .byTag('meta')
    .filter((m) => /description|og:title|og:description/.test(d.attr(m, 'name') ?? d.attr(m, 'property') ?? ''))
    .map((m) => d.attr(m, 'content'));
  const title = d.byTag('title').map((t) => d.text(t));
  return [d.text(body), ...attrs, ...metas, ...title].join('\n');
}

/** Words no German, French, Spanish, Italian, Dutch, Portuguese or Japanese page has unless it is in English. */
const ENGLISH_WORDS =
  /\b(the|and|our|your|you|with|we|us|get|send|call|about|hours|contact|services|home|reviews|message|directions|closed|open|phone|email|address|menu|rated|photo|welcome|skip|content|rights|reserved|what|who|why|how|opens|more|see|all|read|kind|words|find|questions|answers|frequently|asked|gallery|look|credentials|licenses|areas|serve|meet|classes|weekly|before|after|thank|sent|leave|field|empty|help|review)\b/i;

describe('regional variants', () => {
  it('accepts es-419 and keeps a region’s case as BCP 47 writes it', () => {
    expect(normalizeSiteLanguage('ES-419')).toBe('es-419');
    expect(normalizeSiteLanguage('pt-br')).toBe('pt-BR');
    expect(normalizeSiteLanguage('xx-419')).toBeUndefined();
  });

  it('Latin American Spanish says menú, precios and reseñas where Spain says carta, tarifas and opiniones', () => {
    const spain = catalogOf('es-ES');
    const americas = catalogOf('es-419');
    expect([spain.doc.pages.menu, spain.doc.prices, spain.doc.pages.reviews]).toEqual([
      'Carta',
      'Tarifas',
      'Opiniones',
    ]);
    expect([americas.doc.pages.menu, americas.doc.prices, americas.doc.pages.reviews]).toEqual([
      'Menú',
      'Precios',
      'Reseñas',
    ]);
    expect(catalogOf('es-MX').doc.pages.menu).toBe('Menú');
    expect(americas.writer.isA('Servicios Ruiz', americas.writer.trades.plumber, 'Lima')).toBe(
      'Servicios Ruiz es una empresa de plomería en Lima.',
    );
    // What the sentence is given keeps its spelling: a business called "La Carta" stays so.
    expect(americas.doc.catalogAt('Menú', 'La Carta')).toBe('Menú de La Carta');
    expect(americas.writer.seo.menu('La Carta', ' en Lima')).toBe('El menú de La Carta en Lima.');
    expect(americas.doc.catalogPages.menu).toEqual({
      navLabel: 'Menú',
      heading: 'Nuestro menú',
      more: 'Ver el menú completo',
    });
  });

  it('Portugal says contacto, equipa and ementa where Brazil says contato, equipe and cardápio; pt alone is Portugal’s', () => {
    const brazil = catalogOf('pt-BR');
    for (const portugal of [catalogOf('pt-PT'), catalogOf('pt')]) {
      expect([portugal.ui.contactTitle, portugal.doc.ourTeam, portugal.doc.pages.menu]).toEqual([
        'Contacto',
        'A nossa equipa',
        'Ementa',
      ]);
      // A trade with another noun takes that noun's gender: "um ginásio" (Brazil: "uma academia").
      expect(portugal.writer.isA('Forma', portugal.writer.trades.gym, 'Braga')).toBe('Forma é um ginásio em Braga.');
    }
    expect([brazil.ui.contactTitle, brazil.doc.ourTeam, brazil.doc.pages.menu]).toEqual([
      'Contato',
      'A nossa equipe',
      'Cardápio',
    ]);
    expect(brazil.writer.isA('Forma', brazil.writer.trades.gym, 'Recife')).toBe('Forma é uma academia em Recife.');
    // A butcher is an açougue in Brazil and a talho in Portugal; Mexico learns to drive at an escuela de manejo.
    expect(brazil.writer.isA('Boi Gordo', brazil.writer.trades.butcher, 'Recife')).toBe(
      'Boi Gordo é um açougue em Recife.',
    );
    expect(catalogOf('pt-PT').writer.isA('Boi Gordo', catalogOf('pt-PT').writer.trades.butcher, 'Braga')).toBe(
      'Boi Gordo é um talho em Braga.',
    );
    const mexico = catalogOf('es-MX').writer;
    expect(mexico.isA('Pilotos', mexico.trades['driving-school'], 'Puebla')).toBe(
      'Pilotos es una escuela de manejo en Puebla.',
    );
  });

  it.each([
    ['es-ES', /^lun/],
    ['es-MX', /^lun/],
    ['pt-BR', /^segunda/],
    ['de-AT', /^Montag/],
  ])('%s names its days in its own language', (tag, monday) => {
    expect(dayName('Monday', tag)).toMatch(monday);
  });

  // Separators and signs are the business's: "$1.200" may be twelve hundred pesos or a typo, "€ 4.95" is how a Dutch
  // webshop writes it, and either read another way would be a price the business never gave.
  it.each([
    ['es-MX', '$1.200'],
    ['es-419', '$450.000'],
    ['nl-NL', '€ 4.95'],
    ['de-AT', '€9.99'],
    ['de-AT', '9,99 €'],
    ['pt-BR', 'R$ 25,90'],
  ])('a %s site shows the price %s as written', async (tag, written) => {
    const doc = writeDocumentDeterministic({
      ...BAKERY,
      language: tag,
      research: { ...BAKERY.research, services: [{ name: 'Roggenbrot', price: written, category: 'Brot' }] },
    });
    expect(doc.lang).toBe(tag);
    const html = [...(await renderDoc(doc)).files.values()].map((b) => b.toString('utf8')).join('\n');
    const shown = readable(html).replace(/\s+/g, ' ');
    expect(shown).toContain('Roggenbrot');
    expect(shown).toContain(written);
  });
});

describe('the Impressum', () => {
  const withFacts = (facts: { field: string; value: string }[], email?: string): ResearchInput => ({
    ...BAKERY,
    research: {
      ...BAKERY.research,
      contact_email: email,
      facts: facts.map((f, i) => ({ id: `f${i}`, ...f, source: 'website:https://sonnenkorn.example/impressum' })),
    },
  });

  it('a German site of a business in Germany has one, built from research’s facts only', async () => {
    const doc = writeDocumentDeterministic(
      withFacts(
        [
          { field: 'register', value: 'Amtsgericht Berlin-Charlottenburg, HRB 123456' },
          { field: 'vat_id', value: 'DE123456789' },
        ],
        'hallo@sonnenkorn.example',
      ),
    );
    const page = doc.pages.find((p) => p.slug === 'impressum')!;
    expect(page.navLabel).toBe('Impressum');
    const html = (await renderDoc(doc)).files.get('impressum.html')!.toString('utf8');
    const text = readable(html);
    for (const line of [
      'Bäckerei Sonnenkorn',
      'Kastanienallee 12, 10435 Berlin',
      'Telefon: 030 1234567',
      'E-Mail: hallo@sonnenkorn.example',
      'Registereintrag: Amtsgericht Berlin-Charlottenburg, HRB 123456',
      'Umsatzsteuer-Identifikationsnummer: DE123456789',
    ])
      expect(text).toContain(line);
  });

  it('gives no register or VAT line the sources do not give, and names the missing email instead of inventing one', () => {
    const input = withFacts([]);
    const doc = writeDocumentDeterministic(input);
    const text = JSON.stringify(doc.pages.find((p) => p.slug === 'impressum'));
    expect(text).not.toMatch(/Registereintrag|Umsatzsteuer|E-Mail/);
    expect(
      legalNoticeGaps({ name: 'Bäckerei Sonnenkorn', address: 'Kastanienallee 12', phone: '030 1234567' }),
    ).toEqual(['email']);
  });

  it.each([
    ['a French site of a business in Germany', { ...BAKERY.research, language: 'fr' }, BAKERY.business],
    [
      'a German site of a business in the United States',
      BAKERY.research,
      { ...BAKERY.business, address: '12 Main St, Austin, TX 78701', phone: '+1 512 555 0199' },
    ],
  ])('%s has none', (_label, research, business) => {
    const doc = writeDocumentDeterministic({ ...BAKERY, business, research });
    expect(doc.pages.map((p) => p.slug)).not.toContain('impressum');
  });

  it('an Austrian or Swiss business writing German has one', () => {
    for (const phone of ['+43 1 5555555', '+41 44 555 55 55']) {
      const doc = writeDocumentDeterministic({
        ...BAKERY,
        business: { name: 'Bäckerei Alpenkorn', phone, type: 'bakery' },
      });
      expect(doc.pages.map((p) => p.slug)).toContain('impressum');
    }
  });
});
