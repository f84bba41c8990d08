// Research fidelity on markup nobody here designed: addresses outside the US, national phone numbers, another
// business's phone/address/structured data on the owner's pages, epigraphs and taglines classed "quote",
// services in accordions, definition lists and price tables with the currency after the amount.
import { extractPageAddress, extractServices, extractTestimonials } from '../src/content';
import { extractFoundingYear } from '../src/founding-year';
import { businessCountry, countryOfDomain, countryOfLocation } from '@sgs/site-kit';
import { parseHtml } from '../src/html';
import { scrapeWebsite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
const html = (body: string): [string, string] => ['text/html; charset=utf-8', page(body)];

describe('testimonials', () => {
  it('an epigraph or tagline classed "quote" is not a testimonial; a quote among reviews is', () => {
    const doc = parseHtml(
      page(`<main class="reviews-page">
        <h2 class="title quote">Combining science and mindfulness</h2>
        <p class="quote">"There are few hours in life more agreeable than the hour dedicated to afternoon tea" -Henry James</p>
        <section><h2>What our guests say</h2>
          <p class="quote">"Lovely scones and the friendliest staff in the county, we will be back."</p></section>
        <div class="reviews"><p class="review">Had a gorgeous afternoon here today, the sandwiches were so fresh.</p></div>
      </main>`),
    );
    const quotes = extractTestimonials(doc).map((t) => t.quote);
    expect(quotes).toEqual([
      'Lovely scones and the friendliest staff in the county, we will be back.',
      'Had a gorgeous afternoon here today, the sandwiches were so fresh.',
    ]);
  });

  it("reads a testimonial card whole when the reviewer's photo inside it is classed as one too", () => {
    const doc = parseHtml(
      page(`<div class="col-sm-4"><div class="testimonial-block cyan-background">
        <figure class="testimonial-img"><img class="img-circle" src="70x70_3.jpg" alt=""></figure>
        <h3 class="testimonial-author">JP Gravitt</h3><hr class="small-divider">
        <p>This place is absolutely amazing. I love it. The food is fantastic, authentic.</p><hr><p>Zomato</p>
      </div></div>`),
    );
    expect(extractTestimonials(doc)).toEqual([
      expect.objectContaining({
        quote: 'This place is absolutely amazing. I love it. The food is fantastic, authentic.',
        author: 'JP Gravitt',
      }),
    ]);
  });
});

describe('addresses outside the US format', () => {
  const address = (body: string) => extractPageAddress(parseHtml(page(body)))?.value;

  it('reads an element marked as the address in any country format (postcode required)', () => {
    expect(
      address(
        '<a href="https://maps.example/"><p class="address"><i class="fas fa-map-marker-alt"></i> Chang Phueak, Mueang Chiang Mai District, Chiang Mai 50300</p></a>',
      ),
    ).toBe('Chang Phueak, Mueang Chiang Mai District, Chiang Mai 50300');
    expect(address('<address>Thistle &amp; Blade Barbers<br>14 Rose Street<br>Edinburgh EH2 2PR</address>')).toBe(
      '14 Rose Street, Edinburgh EH2 2PR',
    );
    expect(address('<p class="address">Opposite the old mill</p>')).toBeUndefined();
    expect(address('<input class="email-address" value="12345">')).toBeUndefined();
  });

  it('reads German, Australian and UK addresses written in text, lines joined with commas', () => {
    expect(address('<p>Bäckerei Sonnenkorn<br>Hauptstraße 12<br>79098 Freiburg im Breisgau</p>')).toBe(
      'Hauptstraße 12, 79098 Freiburg im Breisgau',
    );
    expect(address('<p>Fitzroy clinic: Shop 3, 120 Smith Street, Fitzroy VIC 3065 · Brunswick clinic</p>')).toBe(
      'Shop 3, 120 Smith Street, Fitzroy VIC 3065',
    );
    expect(address('<p>Find us at 3 Mile Lane, Whitmore, Staffordshire ST5 5HR.</p>')).toBe(
      '3 Mile Lane, Whitmore, Staffordshire ST5 5HR',
    );
  });

  it("the footer's address outranks a supplier's written in the body", () => {
    const found = extractPageAddress(
      parseHtml(
        page(`<main><p>We stock parts from Bayline Marine Supply, 88 Dock Road, Portsmouth, NH 03801.</p></main>
        <footer><p>Kittery Boatworks, 12 Wharf Street, Kittery, ME 03904</p></footer>`),
      ),
    );
    expect(found).toEqual({ value: '12 Wharf Street, Kittery, ME 03904', trust: 1 });
  });
});

describe('the business country', () => {
  it('from the location, else structured data, domains and international numbers', () => {
    expect(countryOfLocation('Edinburgh, Scotland')).toBe('GB');
    expect(countryOfLocation('Freiburg, Germany')).toBe('DE');
    expect(countryOfLocation('Austin, TX')).toBe('US');
    expect(countryOfLocation('Melbourne VIC 3000')).toBe('AU');
    expect(countryOfLocation('Newcastle-under-Lyme, Staffordshire')).toBeUndefined();
    expect(countryOfLocation('5 High St, Stoke-on-Trent ST4 7QB')).toBe('GB');
    expect(countryOfLocation('400 Elm Street, Springfield, IL 62701')).toBe('US');
    expect(countryOfDomain('whitmoretearooms.co.uk')).toBe('GB');
    expect(countryOfDomain('example.co')).toBeUndefined();
    expect(businessCountry({ location: 'Staffordshire', emailDomains: ['shop.co.uk'] })).toBe('GB');
    expect(businessCountry({ structuredCountries: ['Australia'] })).toBe('AU');
    expect(businessCountry({ internationalPhones: ['0820655860', '+66 82 065 5860'] })).toBe('TH');
    expect(businessCountry({ host: '127.0.0.1' })).toBeUndefined();
  });
});

describe('services and years as other countries write them', () => {
  it('reads accordions, definition lists and a price table with the currency after the amount', () => {
    const doc = parseHtml(
      page(`<section><h2>How we can help</h2>
        <details><summary>Dry needling</summary><p>Targeted relief for tight, sore muscles.</p></details></section>
        <h2>Price list</h2><dl><dt>Skin fade</dt><dd>£18</dd><dt>Hot towel shave</dt><dd>£25</dd></dl>
        <h2>Unser Brot</h2><table><tr><td>Bauernbrot (1 kg)</td><td>4,20 €</td></tr><tr><td>Laugenbrezel</td><td>0,95 €</td></tr></table>
        <table><tr><td>Monday</td><td>09:00 - 18:00</td></tr><tr><td>Sunday</td><td>Closed</td></tr></table>`),
    );
    const services = extractServices(doc, 'http://x/');
    expect(services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Dry needling', description: 'Targeted relief for tight, sore muscles.' }),
        expect.objectContaining({ name: 'Skin fade', price: '£18' }),
        expect.objectContaining({ name: 'Hot towel shave', price: '£25' }),
        expect.objectContaining({ name: 'Bauernbrot (1 kg)', price: '4,20 €' }),
        expect.objectContaining({ name: 'Laugenbrezel', price: '0,95 €' }),
      ]),
    );
    expect(services.map((s) => s.name)).not.toContain('Monday');
    expect(extractFoundingYear('Seit 1978 backen wir jeden Morgen Brot.')).toBe('1978');
    // each language's "since" and "opened its doors in", and Japanese 創業
    expect(extractFoundingYear('Desde el año 1961 hasta la actualidad pertenece a la misma familia')).toBe('1961');
    expect(extractFoundingYear('Nuestra clínica, que abrió sus puertas en 2008, dispone de todo')).toBe('2008');
    expect(extractFoundingYear('Familiebedrijf sinds 1975 in het centrum')).toBe('1975');
    expect(extractFoundingYear('La pasticceria è aperta dal 1954.')).toBe('1954');
    expect(extractFoundingYear('1972年創業の老舗です')).toBe('1972');
    expect(extractFoundingYear('Preise gültig bis 2026')).toBeUndefined();
  });

  it('reads a founding year however each language orders it, and the earliest where a page says two', () => {
    // the year before its verb, as German and Dutch write it, and a dated history's "In 1960, X opens"
    expect(extractFoundingYear('Die Bäckerei wurde 1926 von Johann Maier gegründet.')).toBe('1926');
    expect(extractFoundingYear('Ons bedrijf is in 1975 opgericht door de familie De Vries.')).toBe('1975');
    expect(extractFoundingYear('Nel 1960 nasce la prima bottega in via Roma.')).toBe('1960');
    expect(extractFoundingYear('En 1990, abrió nuestra primera tienda en el centro.')).toBe('1990');
    expect(extractFoundingYear('Im Jahr 1985 eröffnete Familie Huber das Café am Markt.')).toBe('1985');
    // a labelled year, in a company profile's table
    expect(extractFoundingYear('Gründungsjahr: 1998 Inhaber: Peter Klein')).toBe('1998');
    expect(extractFoundingYear('会社概要 設立：1985年4月 資本金 1,000万円')).toBe('1985');
    expect(extractFoundingYear('Pizzeria fondata nel 1970, aperta nel 1971.')).toBe('1970');
    // "since 2015 we also deliver" on a page that says when the business began
    expect(extractFoundingYear('Seit 2015 liefern wir auch. Gegründet 1952 als kleine Metzgerei.')).toBe('1952');
    // a year a business merely did something in, or a price's date, is no founding
    expect(extractFoundingYear('In 2019 renovated the dining room. Prices from 2024.')).toBeUndefined();
    expect(extractFoundingYear('Telefon 1985 2020, Fax 1985 2021')).toBeUndefined();
  });
});

describe('another business on the owner’s pages', () => {
  it("keeps the business's own phone and address, reads national numbers in the business's country", async () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Tidewater Web Co.',
      telephone: '+1-603-555-0111',
    });
    const site = await startFakeWebsite({
      '/': html(`<script type="application/ld+json">${jsonLd}</script>
        <main><h1>Kittery Boatworks</h1>
          <p>We stock parts from Bayline Marine Supply. Call them at <a href="tel:6035550190">(603) 555-0190</a>.</p></main>
        <footer><p>Shop phone: <a href="tel:+1 (207) 555-0144">(207) 555-0144</a></p>
          <p><a href="/visit">Visit</a></p></footer>`),
      '/visit': html(`<footer><p>Shop phone: <a href="tel:2075550144">(207) 555-0144</a></p></footer>`),
    });
    const uk = await startFakeWebsite({
      '/': html(`<p>Call us on 01782 680433 or email <a href="mailto:info@whitmoretearooms.co.uk">us</a>.</p>`),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, businessName: 'Kittery Boatworks' }))!;
      expect(s.phones.map((p) => p.value)).toEqual(['+12075550144', '+16035550190']);
      expect(s.errors).toContain(
        'structured data naming "Tidewater Web Co." left out: another business than Kittery Boatworks',
      );
      const t = (await scrapeWebsite(`${uk.base}/`, { allowLoopback: true, location: 'Staffordshire' }))!;
      expect(t.phones.map((p) => p.value)).toEqual(['+441782680433']);
    } finally {
      await site.close();
      await uk.close();
    }
  });
});

describe('prices as written', () => {
  it('keeps the unit a price is per, and a price inside a sentence stays in the description', () => {
    const doc = parseHtml(
      page(`<section><h2>What we do</h2>
        <div class="card"><h3>Winter storage</h3><p>Indoor and outdoor storage from October to May, $35 per foot.</p></div>
        <div class="card"><h3>Outboard repair</h3><p>Serviced and rebuilt in our shop. $95</p></div></section>`),
    );
    expect(extractServices(doc, 'http://x/')).toEqual([
      {
        name: 'Winter storage',
        price: '$35 per foot',
        description: 'Indoor and outdoor storage from October to May, $35 per foot.',
        category: 'What we do',
      },
      {
        name: 'Outboard repair',
        price: '$95',
        description: 'Serviced and rebuilt in our shop.',
        category: 'What we do',
      },
    ]);
  });
});

describe('price lists as themes lay them out', () => {
  it('reads items in parts with any currency, skips group headings, footer headings and duration tables', () => {
    const doc = parseHtml(
      page(`<main><h2>Price list</h2><ul class="price-list">
          <li><div><strong>Express Facial</strong><small>30-minute cleanse and hydration.</small></div><span class="price">R280</span></li>
          <li><div><strong>Wash &amp; Blow</strong><small>Cleansing and smooth blow-dry.</small></div><span class="price">From R250</span></li></ul>
        <section class="menu"><h2>Our Menu</h2><div class="menu-category"><h3>Starters</h3><div class="menu-items">
          <div class="menu-item"><h4>Truffle Arancini</h4><p>Crispy risotto balls with black truffle</p><span class="price">UGX 60,000</span></div>
          <div class="menu-item"><h4>Seared Scallops</h4><p>With cauliflower puree</p><span class="price">UGX 90,000</span></div></div></div>
          <div class="prices-wrapper"><h3 class="prices-title">Treatments</h3>
          <span class="prices-text">30 minutes</span><span class="cost prices-text">300</span>
          <span class="prices-text">60 minutes</span><span class="cost prices-text">600</span></div></section></main>
        <footer><h3>Quick Links</h3><ul><li>Reservations desk</li></ul></footer>`),
    );
    const services = extractServices(doc, 'http://x/menu.html');
    expect(services).toEqual(
      expect.arrayContaining([
        {
          name: 'Express Facial',
          price: 'R280',
          description: '30-minute cleanse and hydration.',
          category: 'Price list',
        },
        {
          name: 'Wash & Blow',
          price: 'From R250',
          description: 'Cleansing and smooth blow-dry.',
          category: 'Price list',
        },
        expect.objectContaining({ name: 'Truffle Arancini', price: 'UGX 60,000', category: 'Starters' }),
        expect.objectContaining({ name: 'Seared Scallops', price: 'UGX 90,000' }),
      ]),
    );
    const names = services.map((s) => s.name);
    for (const wrong of ['Starters', 'Quick Links', 'Reservations desk']) expect(names).not.toContain(wrong);
    expect(services.find((s) => s.name === 'Treatments')?.price).toBeUndefined();
  });

  it('a blockquote outside any reviews with nobody named is a caption, not a testimonial', () => {
    const doc = parseHtml(
      page(`<section><h2>Our story</h2><p>Ten years of massage.</p>
          <blockquote class="wellness-caption">- Welcome to the next step in your wellness</blockquote></section>
        <div><h2>Happy customers</h2><blockquote>I left feeling lighter than I have in years, thank you.</blockquote></div>`),
    );
    expect(extractTestimonials(doc).map((t) => t.quote)).toEqual([
      'I left feeling lighter than I have in years, thank you.',
    ]);
  });
});

describe('a grid of described services', () => {
  it("each card's bullet list tells about its service; one heading over a list is a list of services", () => {
    const grid = parseHtml(
      page(`<section><h2>Services</h2>
        <article class="service"><h3>Water heaters</h3><p>Repair and replacement of tank and tankless units.</p>
          <ul class="checks"><li>Same-day installs</li><li>Code-compliant work</li></ul></article>
        <article class="service"><h3>Fixtures &amp; upgrades</h3><p>Install and replace faucets, sinks and toilets.</p>
          <ul class="checks"><li>Quality parts</li></ul></article></section>`),
    );
    expect(extractServices(grid, 'http://x/').map((s) => s.name)).toEqual(['Water heaters', 'Fixtures & upgrades']);
    const list = parseHtml(
      page(
        `<section><h2>Services</h2><h3>Plumbing</h3><p>We do it all:</p><ul><li>Drain cleaning</li><li>Leak repair</li></ul></section>`,
      ),
    );
    expect(extractServices(list, 'http://x/').map((s) => s.name)).toEqual(
      expect.arrayContaining(['Drain cleaning', 'Leak repair']),
    );
  });
});

describe('theme and plugin furniture on a services page', () => {
  it('consent banners, widgets, social links and blog posts are not services', () => {
    const doc = parseHtml(
      page(`<div id="cookie-law-info-bar" class="cky-consent-container"><p>We use cookies</p>
          <ul><li>Necessary cookies</li><li>Functional cookies</li><li>Analytics cookies</li></ul><button>Accept All</button></div>
        <div class="wp-site-blocks"><h1>Our Services</h1><div class="wp-block-columns">
          <div class="wp-block-column"><h3>Deep cleaning</h3><p>Top to bottom clean of every room.</p></div>
          <div class="wp-block-column"><h3>End of tenancy</h3><p>Deposit-back clean for renters.</p></div></div>
          <ul class="wp-block-social-links"><li><a href="https://facebook.com/x">Facebook</a></li><li><a href="https://instagram.com/x">Instagram</a></li></ul>
          <div class="widget"><h3>Recent Posts</h3><ul><li><a href="/blog/oven">5 tips for a spotless oven</a></li><li><a href="/blog/spring">Spring cleaning checklist</a></li></ul></div>
          <ul><li><a href="/2024/05/why-we-clean/">Why we clean</a></li><li><a href="/services/ovens/">Oven cleaning</a></li></ul></div>`),
    );
    expect(extractServices(doc, 'http://x/services/').map((s) => s.name)).toEqual([
      'Deep cleaning',
      'End of tenancy',
      'Oven cleaning',
    ]);
  });
});
