// Reading a page as a reader does: lines and items stay apart, structured data is read wherever it nests, phones
// are read in the business's country and a foreign one is never its main phone. Markup excerpts from real sites.
import fs from 'node:fs';
import path from 'node:path';
import { currencyConflicts, extractPageAddress, extractTestimonials, textPhones } from '../src/content';
import { parseHtml, textLines, text } from '../src/html';
import { crawlCandidates, scrapeWebsite } from '../src/scrape';
import { jsonLdBusinesses, microdataBusinesses } from '../src/structured';
import { startFakeWebsite } from './fake-website';
import { serveDir } from '../../../scripts/lib/serve-dir';

const page = (body: string, head = ''): [string, string] => [
  'text/html; charset=utf-8',
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`,
];

describe('line and item structure', () => {
  // A German bakery's footer: three items in a flex column with no whitespace between them.
  const footer =
    '<div class="footer__links"><a href="tel:+496161912106">06161 / 912106</a><a href="mailto:mail@baeckereifriedrich.de">mail@baeckereifriedrich.de</a><span>Waldstr. 21, 64395 Brensbach</span></div>';

  it('never glues two items or two lines into one token', () => {
    expect(text(parseHtml(footer))).toBe('06161 / 912106 mail@baeckereifriedrich.de Waldstr. 21, 64395 Brensbach');
    expect(textLines(parseHtml('<p>Tel. 06161 / 912106<br>mail@baeckereifriedrich.de<br>Waldstr. 21</p>'))).toEqual([
      'Tel. 06161 / 912106',
      'mail@baeckereifriedrich.de',
      'Waldstr. 21',
    ]);
    expect(textLines(parseHtml('<table><tr><td>Mo–Fr</td><td>05:15 – 18:30 Uhr</td></tr></table>'))).toEqual([
      'Mo–Fr',
      '05:15 – 18:30 Uhr',
    ]);
    expect(textLines(parseHtml('<dl><dt>Telefon</dt><dd>06161 912106</dd></dl>'))).toEqual(['Telefon', '06161 912106']);
    // two elements side by side are two words, one element and the text after it one ("<b>H</b>ello")
    expect(
      text(parseHtml('<li><span class="piatto">Nero</span><span class="ingr">fior di latte, coppa</span></li>')),
    ).toBe('Nero fior di latte, coppa');
    expect(text(parseHtml('<p><b>H</b>ello</p>'))).toBe('Hello');
    // a heading's second half in a span a stylesheet sets on its own line (an Italian butcher's "Cosa Trovi / da Noi")
    expect(text(parseHtml('<h2>Cosa Trovi<span class="block text-[#7f1d1d]">da Noi</span></h2>'))).toBe(
      'Cosa Trovi da Noi',
    );
  });

  it('reads a word or an address across the places it may break (<wbr>, soft hyphen) as one', () => {
    // a contact block that lets a long email wrap, and a physiotherapy practice's heading (Reinheim, Hessen)
    const contact = parseHtml(
      '<p><a href="mailto:info@casalapicota.com">info@<wbr>casalapicota.<wbr>com</a></p><p>+34 655 98 95 02</p>',
    );
    expect(textLines(contact)).toEqual(['info@casalapicota.com', '+34 655 98 95 02']);
    expect(textLines(parseHtml('<h1>Physio&shy;therapie<br /><span>ganzheitlich.</span></h1>'))).toEqual([
      'Physiotherapie',
      'ganzheitlich.',
    ]);
  });

  it('keeps a word whose letters are styled apart whole, and punctuation after an inline element in place', () => {
    expect(text(parseHtml('<p><b>H</b>ello <i>world</i>, (<a href="#">call us</a>)</p>'))).toBe(
      'Hello world, (call us)',
    );
  });

  it('reads an address from the lines under a heading that says so, never from a phone line after it', () => {
    const doc = parseHtml(
      '<div class="info-item"><div><h3>Address</h3><p>123 Gourmet Street</p><p>New York, NY 10001</p></div></div>' +
        '<div><h3>Phone</h3><p>Reservations: (555) 123-4567</p></div>',
    );
    expect(extractPageAddress(doc)?.value).toBe('123 Gourmet Street, New York, NY 10001');
  });

  it("takes the business's own address over a list of branches marked as addresses", () => {
    // A German bakery's home page: six branch cards, then its footer with the company's address.
    const branch = (town: string, street: string) =>
      `<a href="filialen.html" class="branch-mini"><h4 class="branch-mini__name">${town}</h4><p class="branch-mini__address">${street}</p></a>`;
    const doc = parseHtml(
      `<div class="branches">${branch('Brensbach', 'Am Alten Bahnhof 22-24<br>64395 Brensbach')}${branch('Reichelsheim', 'Heidelberger Str. 10<br>64385 Reichelsheim')}</div>` +
        `<footer>${footer}</footer>`,
    );
    expect(extractPageAddress(doc)?.value).toBe('Waldstr. 21, 64395 Brensbach');
  });
});

describe('a page written twice over', () => {
  // a theme whose header include repeats the document's start puts a <!DOCTYPE> inside <body>: a node with a name
  // and no attributes, beside the elements readers walk
  const page = `<!DOCTYPE html><html><body><section class="reviews"><h2>Reviews</h2><!DOCTYPE html>
    <div class="card"><p>The best haircut I have had in years, thank you!</p><p>- Anna</p></div>
    <div class="card"><p>Friendly barbers and a fair price every single time.</p><p>- Ben</p></div></section>
    <div itemscope itemtype="https://schema.org/HairSalon"><!DOCTYPE html><span itemprop="name">Kapper Noord</span>
    <span itemprop="telephone">+31 20 555 0101</span></div></body></html>`;

  it('reads reviews and microdata around a stray <!DOCTYPE>, never throwing', () => {
    const doc = parseHtml(page);
    expect(extractTestimonials(doc).map((t) => t.quote)).toEqual([
      'The best haircut I have had in years, thank you!',
      'Friendly barbers and a fair price every single time.',
    ]);
    expect(microdataBusinesses(doc)).toEqual([
      expect.objectContaining({ name: 'Kapper Noord', telephone: '+31 20 555 0101' }),
    ]);
  });
});

describe('reviews a page heads in its own words', () => {
  // a photographer's about page (research corpus, jellybean-photography-cheltenham): each review a blockquote under
  // "What do our clients have to say about us...", its reviewer's name the blockquote's own heading
  const page = `<h2>What do our clients have to say about us...</h2>
          <blockquote>
            <h3>Tommy Lewis - Tommy and the Fuse</h3>
              <p>Scott has photographed a number of events for the band, starting with an evening in the summer at All Bar One, Cheltenham. We were instantly impressed by Scott's ability to understand our requirements, and how quickly he was able to put forward great ideas to suit the location and tone.</p>
            </blockquote>
              <blockquote>
                <h3>Sandy Turner</h3>
                <p>Had some lovely photos taken by Scott, very pleased with the whole experience.
                Many thanks,
                Highly recommend.</p>
              </blockquote>`;

  it('reads every quote of a run of quotes under the reviews heading, past the reviewer heading in each', () => {
    expect(extractTestimonials(parseHtml(page)).map((t) => t.quote.slice(0, 40))).toEqual([
      'Scott has photographed a number of event',
      'Had some lovely photos taken by Scott, v',
    ]);
  });

  it('reads the quotes under each language’s other ordinary titles for reviews', () => {
    const cards = `<div class="item"><p>Sehr freundliche Beratung und ein tolles Ergebnis, ich komme gerne wieder!</p><p>Anna M.</p></div>
      <div class="item"><p>Immer pünktlich, sauber und zu fairen Preisen. Absolut empfehlenswert für jeden.</p><p>Peter K.</p></div>`;
    for (const heading of [
      'Kundenbewertungen',
      'Das sagen unsere Kunden',
      'Stimmen unserer Kunden',
      'Opinioni dei clienti',
      'Parlano di noi',
      'Valoraciones',
      'Wat zeggen onze klanten',
      'Klantbeoordelingen',
      'O que nossos clientes dizem',
      'お客様からの声',
      'お客様の感想',
    ])
      expect(extractTestimonials(parseHtml(`<section><h2>${heading}</h2>${cards}</section>`))).toHaveLength(2);
    expect(extractTestimonials(parseHtml(`<section><h2>Unser Team</h2>${cards}</section>`))).toEqual([]);
  });

  it('reads no quotation outside reviews as one', () => {
    const epigraph = parseHtml(
      '<h2>About</h2><blockquote><h3>Our motto</h3><p>Every picture tells a story worth keeping for years.</p></blockquote>',
    );
    expect(extractTestimonials(epigraph)).toEqual([]);
  });
});

describe("a template's placeholder reviews", () => {
  it('are never testimonials, beside a real one', () => {
    // a café's about page (test/research-corpus/agora-barra-de-cafe, dev half) kept its template's sample reviews
    const doc = parseHtml(`<main><div class="testimony"><blockquote>
                <p>&ldquo;Even the all-powerful Pointing has no control about the blind texts it is an almost unorthographic life One day however a small.&rdquo;</p>
              </blockquote>
              <div class="author d-flex mt-4"><div class="name align-self-center">Louise Kelly <span class="position">Illustrator Designer</span></div></div></div>
      <div class="testimony"><blockquote><p>&ldquo;El mejor café con leche del barrio, y las tostadas siempre recién hechas.&rdquo;</p></blockquote>
              <div class="author"><div class="name">Marta G.</div></div></div></main>`);
    expect(extractTestimonials(doc).map((t) => t.quote)).toEqual([
      'El mejor café con leche del barrio, y las tostadas siempre recién hechas.',
    ]);
  });
});

describe("a shop template's words for an item with no description", () => {
  it('are no description', async () => {
    // a winery's wine list (test/research-corpus/weingut-steinbatz, dev half): promo cards, two left undescribed
    // ("keine Beschreibung", "Kein Bild und keine Beschreibung vorhanden")
    const wines = fs.readFileSync(
      path.join(__dirname, '../../../test/research-corpus/weingut-steinbatz/site/buy-wines.php'),
      'utf8',
    );
    const site = await startFakeWebsite({
      '/': page('<nav><a href="/buy-wines.php">Unsere Weine</a></nav><h1>Winzerhof</h1>'),
      '/buy-wines.php': ['text/html; charset=utf-8', wines],
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      const described = (name: string) => s.services.find((x) => x.name.endsWith(name))?.description;
      expect(described('Blauer Zweigelt Barrique Qualitätswein')).toMatch(/^Dunkles Rubingranat/);
      expect(s.services.map((x) => x.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Der Kräftige/), expect.stringMatching(/Zweigelt Reserve/)]),
      );
      expect(described('Blauer Zweigelt „Der Kräftige“ Qualitätswein')).toBeUndefined();
      expect(described('Blauer Zweigelt Reserve Qualitätswein')).toBeUndefined();
      expect(s.services.filter((x) => /Beschreibung/.test(x.description ?? ''))).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('an address written in a sentence', () => {
  it('is read without the word before it', async () => {
    // a hair salon's home page (test/research-corpus/capricci-parrucchieri-venaria-reale, dev half):
    // <h2>in <a href="…maps…">Via Trucchi 14a - Venaria Reale - Torino</a></h2>
    const home = fs.readFileSync(
      path.join(__dirname, '../../../test/research-corpus/capricci-parrucchieri-venaria-reale/site/index.html'),
      'utf8',
    );
    const site = await startFakeWebsite({ '/': ['text/html; charset=utf-8', home] });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Venaria Reale, Italy' }))!;
      expect(s.address?.value).toBe('Via Trucchi 14a - Venaria Reale - Torino');
    } finally {
      await site.close();
    }
  });
});

describe('hours two pages give otherwise', () => {
  const read = async (id: string, location: string) => {
    const site = await serveDir(path.join(__dirname, '../../../test/research-corpus', id, 'site'), false);
    try {
      return (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location }))!;
    } finally {
      await site.close();
    }
  };
  it('are listed as one conflict, whatever number of pages repeat them', async () => {
    // a Natal salon (test/research-corpus/salao-belissima-natal, dev half): its home page says "Segunda - sábado:
    // 9h00 às 18h00", its service pages' footers "Segunda: 13h - 18h" and "Terça a Sabado: 9h - 18h"
    const s = await read('salao-belissima-natal', 'Natal, Brazil');
    expect(s.hours.Monday).toBe('9:00 - 18:00');
    const hours = s.conflicts.filter((c) => c.field === 'hours');
    expect(hours).toEqual([
      {
        field: 'hours',
        chosen: 'Monday 9:00 - 18:00',
        rejected: ['Monday 13:00 - 18:00'],
        reason: expect.stringMatching(/ give other hours for Monday$/),
      },
    ]);
  });
  it('are none where every page agrees', async () => {
    // an eye clinic whose ten pages each give its week of consulting hours (test/research-corpus/fukami-ganka-toyota,
    // dev half)
    const s = await read('fukami-ganka-toyota', 'Toyota, Japan');
    expect(s.pages.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(s.hours).length).toBeGreaterThanOrEqual(5);
    expect(s.conflicts.filter((c) => c.field === 'hours')).toEqual([]);
  });
});

describe("a page whose <base href> names the site's old host", () => {
  it('has its pages where it is: the contact page is read', async () => {
    // a shape moved sites keep in their template: every relative link resolves against the old domain
    const site = await startFakeWebsite({
      '/': page(
        '<h1>Maßschneiderei Weber</h1><nav><a href="kontakt.html">Kontakt</a></nav>',
        '<base href="http://www.alte-domain.example/">',
      ),
      '/kontakt.html': page('<h2>Kontakt</h2><p>Telefon: 0221 1234567</p><p>Hauptstraße 12, 50667 Köln</p>'),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Köln, Deutschland' }))!;
      expect(s.pages.map((p) => p.url)).toContain(`${site.base}/kontakt.html`);
      expect(s.phones.map((p) => p.value)).toEqual(['+492211234567']);
    } finally {
      await site.close();
    }
  });
});

describe('the pages a site links', () => {
  it('follows links to the host the page names as its own, from the address research was given', () => {
    const doc = parseHtml(
      '<head><link href="https://cafe.github.io/" rel="canonical"/></head><body>' +
        '<a href="https://cafe.github.io/impressum/">Impressum</a><a href="https://www.instagram.com/cafe/">Instagram</a>' +
        '<a href="https://other.example/contact">Partner</a></body>',
    );
    const pages = crawlCandidates(doc, new URL('http://127.0.0.1:8080/'), 10);
    expect(pages).toContain('http://127.0.0.1:8080/impressum/');
    expect(pages.some((p) => /instagram|other\.example|github\.io/.test(p))).toBe(false);
  });

  it('follows links to the domain the site mails from, or spelled as the name it mails from', () => {
    // real shapes: a clinic linking every page absolutely to its domain, mailing info@ there; a guesthouse mailing
    // from a free address named as its domain
    const clinic = parseHtml(
      '<a href="http://www.clinica.example/osteopatia">osteópata en Madrid</a><a href="mailto:info@clinica.example">' +
        'info@clinica.example</a><a href="https://booking.example/reservar">Reservar</a>',
    );
    const pages = crawlCandidates(clinic, new URL('http://127.0.0.1:8080/'), 10);
    expect(pages).toContain('http://127.0.0.1:8080/osteopatia');
    expect(pages.some((p) => /booking|reservar/.test(p))).toBe(false);
    const guesthouse = parseHtml(
      '<a href="https://pousadaanjos.example/acomodacoes">Acomodações</a>' +
        '<a href="mailto:pousadaanjos@gmail.com">pousadaanjos@gmail.com</a>',
    );
    expect(crawlCandidates(guesthouse, new URL('http://127.0.0.1:8080/'), 10)).toContain(
      'http://127.0.0.1:8080/acomodacoes',
    );
  });
});

describe("a site's languages in a folder of its host", () => {
  it("reads the start page's language and leaves another language's folder one level down unread", () => {
    // a restaurant's VuePress site served under /da-michele.com/ (research corpus, ristorante-da-michele-baden-baden):
    // German under de/, Italian under it/
    const nav = parseHtml(`<a href="/da-michele.com/de/menu.html" class="nav-link">
  Menü
</a><a href="/da-michele.com/it/" class="nav-link">
  Italiano 🇮🇹
</a>`);
    const pages = crawlCandidates(nav, new URL('http://127.0.0.1:8080/da-michele.com/de/'), 10, { guessPaths: false });
    expect(pages).toEqual(['http://127.0.0.1:8080/da-michele.com/de/menu.html']);
  });
});

describe('structured data on every page', () => {
  it('reads the business a ContactPage names as its mainEntity (its email is given nowhere else)', () => {
    const doc = parseHtml(
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'ContactPage',
            mainEntity: {
              '@type': 'BeautySalon',
              name: "Narbo's Salón Spa",
              telephone: '+573123462618',
              email: 'contacto@narbossalon.com',
              address: { '@type': 'PostalAddress', addressLocality: 'Chía', addressCountry: 'CO' },
            },
          },
        ],
      })}</script>`,
    );
    expect(jsonLdBusinesses(doc)).toEqual([
      expect.objectContaining({ email: 'contacto@narbossalon.com', telephone: '+573123462618', country: 'CO' }),
    ]);
  });

  it('reads a business of a type of its own by its opening hours, and both halves of a split day', () => {
    // an Italian butcher's JSON-LD ("Butcher" is no schema.org type) with lunch and afternoon specifications
    const doc = parseHtml(
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Butcher',
        name: 'Macelleria Clerici',
        telephone: '+39 0364 89008',
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Friday'], opens: '08:00', closes: '12:30' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Friday'], opens: '15:30', closes: '19:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '12:30' },
        ],
      })}</script>`,
    );
    expect(jsonLdBusinesses(doc)).toEqual([
      expect.objectContaining({
        telephone: '+39 0364 89008',
        hours: {
          Monday: '8am – 12:30pm, 3:30pm – 7pm',
          Friday: '8am – 12:30pm, 3:30pm – 7pm',
          Saturday: '8am – 12:30pm',
        },
      }),
    ]);
    // a node of an unknown type without a business's properties is not the business
    const person = parseHtml(
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Person', name: 'Marco', telephone: '+39 02 1' })}</script>`,
    );
    expect(jsonLdBusinesses(person)).toEqual([]);
  });

  // A block written by hand, as a browser's lenient readers and search engines' testing tools still read it
  const block = (json: string) => parseHtml(`<script type="application/ld+json">${json}</script>`);
  const bakery = '"@type": "Bakery", "name": "Bäckerei Muster", "telephone": "+49 6071 123456"';
  it.each([
    ['a trailing comma', `{ ${bakery}, }`],
    ['a comment', `{ // unsere Bäckerei\n ${bakery} /* Hauptgeschäft */ }`],
    ['a line break inside a string', `{ ${bakery}, "description": "Brot und\nBrötchen" }`],
    ['a missing comma', `{ "@type": "Bakery" "name": "Bäckerei Muster", "telephone": "+49 6071 123456" }`],
    ['typographic quotes', `{ ${bakery.replace(/"/g, '“').replace(/“(?=[,:]|$)/g, '”')} }`],
    ['single quotes', `{ ${bakery.replace(/"/g, "'")} }`],
    ['an HTML comment around it', `<!--\n{ ${bakery} }\n-->`],
    ["a CDATA section's comments", `//<![CDATA[\n{ ${bakery} }\n//]]>`],
    ['two objects one after the other', `{ ${bakery} }\n{ "@type": "WebSite", "name": "Muster" }`],
    ['a closing brace left out', `{ ${bakery}`],
    ['a semicolon after it', `{ ${bakery} };`],
  ])('reads a block written with %s', (_name, json) => {
    expect(jsonLdBusinesses(block(json))).toEqual([
      expect.objectContaining({ name: 'Bäckerei Muster', telephone: '+49 6071 123456' }),
    ]);
  });

  it('skips a block no repair makes data of', () => {
    expect(jsonLdBusinesses(block('telephone: call us'))).toEqual([]);
    expect(jsonLdBusinesses(block('<p>Tel. 06071 123456</p>'))).toEqual([]);
  });
});

describe('phones in the business country', () => {
  it('reads national forms of several countries', () => {
    expect(textPhones('Tel. 06161 / 912106', 'DE')).toEqual(['+496161912106']);
    expect(textPhones('06.14.13.84.96', 'FR')).toEqual(['+33614138496']);
    expect(textPhones('06 — 40 25 52 68', 'FR')).toEqual(['+33640255268']);
    expect(textPhones('TEL 028-653-9880', 'JP')).toEqual(['+81286539880']);
    expect(textPhones('Telefoon: 0187 83057', 'NL')).toEqual(['+3118783057']);
  });

  it('takes a number the library cannot confirm only when a label names it, and never a fax', () => {
    expect(textPhones('Reservations: (555) 123-4567', 'US')).toEqual(['+15551234567']);
    expect(textPhones('Order 555 123 4567 units', 'US')).toEqual([]);
    expect(textPhones('Fax: 06161 / 912107', 'DE')).toEqual([]);
    expect(textPhones('Phone\n06161 912106\n12.00 - 14.00', 'DE')).toEqual(['+496161912106']);
  });

  it("reads the opening hours of the page that covers the week, not a weekend brunch's on the home page", async () => {
    // A New York restaurant: "Weekend Brunch / Every Saturday & Sunday / 11:00 AM - 3:00 PM" on its home page
    const site = await startFakeWebsite({
      '/': page(
        '<div class="special-card"><h3>Weekend Brunch</h3><p>Every Saturday &amp; Sunday</p><p>11:00 AM - 3:00 PM</p></div><a href="/contact">Contact</a>',
      ),
      '/contact': page(
        '<div class="info-item"><h3>Opening Hours</h3><p>Monday - Friday: 11:00 AM - 10:00 PM</p><p>Saturday - Sunday: 10:00 AM - 11:00 PM</p></div>',
      ),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      expect(s.hours).toMatchObject({ Monday: '11:00 AM - 10:00 PM', Sunday: '10:00 AM - 11:00 PM' });
      expect(s.hoursUrl).toBe(`${site.base}/contact`);
    } finally {
      await site.close();
    }
  });

  it('keeps a local number over a foreign one in the template header, and lists the conflict', async () => {
    // A New York restaurant whose template header carries two +256 (Uganda) numbers.
    const site = await startFakeWebsite({
      '/': page(
        '<section class="hero"><div class="contact-numbers"><p>+256 763 799 005</p><p>+256 755 403 794</p></div></section><a href="/contact">Contact</a>',
      ),
      '/contact': page(
        '<div class="info-item"><h3>Address</h3><p>123 Gourmet Street</p><p>New York, NY 10001</p></div><div class="info-item"><h3>Phone</h3><p>Reservations: (555) 123-4567</p></div>',
      ),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      expect(s.phones.map((p) => p.value)).toEqual(['+15551234567']);
      expect(s.conflicts).toContainEqual(
        expect.objectContaining({
          field: 'phone',
          chosen: '+15551234567',
          rejected: ['+256763799005', '+256755403794'],
        }),
      );
    } finally {
      await site.close();
    }
  });
});

describe('items read twice', () => {
  it('gives an item its heading and its place in the price list when a page read before listed it alone', async () => {
    // A Japanese salon (research corpus, dev half): its concept page names two items in a sentence, its menu page
    // lists them under their headings.
    const group = (title: string, rows: [string, string][]) =>
      `<thead><tr><th colspan="2"><span>${title}</span></th></tr></thead><tbody>${rows.map(([n, p]) => `<tr><td>${n}</td><td>${p}</td></tr>`).join('')}</tbody>`;
    const site = await startFakeWebsite({
      '/': page(
        '<h2>こだわり</h2><p>当店は髪と頭皮にやさしいお店です。<br>本当のツヤツヤを実感できる髪を修復するミネラルカラー、ミネラルパーマ、ヘアケア用品を使用しています。<br>お気軽にご相談ください。</p><a href="/menu">メニュー</a>',
      ),
      '/menu': page(
        `<h2>サロンメニュー</h2><table>${group('カット', [
          ['一般', '¥3,500'],
          ['高校生', '¥3,200'],
        ])}${group('カラー', [
          ['ベーシックカラー', '¥8,400 ~ 10,500'],
          ['ミネラルカラー', '¥11,100 ~ 12,700'],
        ])}</table>`,
      ),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      const names = s.services.map((x) => [x.name, x.category]);
      expect(names).toContainEqual(['ミネラルカラー', 'カラー']);
      expect(names.findIndex(([n]) => n === 'ミネラルカラー')).toBeGreaterThan(
        names.findIndex(([n]) => n === 'ベーシックカラー'),
      );
    } finally {
      await site.close();
    }
  });
});

describe('currencies', () => {
  it('keeps each price as written and lists two currencies as a conflict', () => {
    const items = [
      { name: 'Amuse-bouche', price: 'UGX 60,000' },
      { name: 'Foie Gras', price: 'UGX 90,000' },
      { name: "Chef's Tasting Menu", price: '$120 per person' },
    ];
    expect(currencyConflicts(items)).toEqual([
      expect.objectContaining({ field: 'currency', chosen: 'UGX', rejected: ['$'] }),
    ]);
    expect(
      currencyConflicts([
        { name: 'Laugenbrezel', price: '0,95 €' },
        { name: 'Kornspitz', price: '1,10 €' },
      ]),
    ).toEqual([]);
  });
});
