import { extractAddress, extractAreas, extractServices, extractTestimonials, extractLicenses } from '../src/content';
import { extractFoundingYear } from '../src/founding-year';
import { isPlaceholderAddress } from '../src/address';
import { parseHtml } from '../src/html';
import { scrapeWebsite } from '../src/scrape';
import { jsonLdBusinesses, jsonLdOfferings, microdataBusinesses } from '../src/structured';
import { startFakeWebsite } from './fake-website';

const html = (body: string): [string, string] => [
  'text/html; charset=utf-8',
  `<!doctype html><html><body>${body}</body></html>`,
];

describe('structured data', () => {
  it('reads a JSON-LD LocalBusiness subtype: phone, address, geo, hours specification, offers, rating, reviews', () => {
    const doc = parseHtml(
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'ignored' },
          {
            '@type': 'Dentist',
            name: 'Bright Smile Dental',
            telephone: '+1-706-555-0142',
            address: {
              '@type': 'PostalAddress',
              streetAddress: '5 Elm St',
              addressLocality: 'Athens',
              addressRegion: 'GA',
              postalCode: '30601',
            },
            geo: { latitude: 33.95, longitude: -83.37 },
            openingHoursSpecification: [
              { dayOfWeek: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:30' },
              { dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '13:00' },
            ],
            hasOfferCatalog: {
              '@type': 'OfferCatalog',
              itemListElement: [
                {
                  '@type': 'Offer',
                  itemOffered: { '@type': 'Service', name: 'Teeth whitening' },
                  price: '299',
                  priceCurrency: 'USD',
                },
                { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Dental exam' } },
              ],
            },
            aggregateRating: { ratingValue: '4.9', reviewCount: '87' },
            review: [
              {
                reviewBody: 'Gentle and thorough, my kids love coming here.',
                author: { name: 'Dana P.' },
                reviewRating: { ratingValue: 5 },
              },
            ],
            foundingDate: '2004-03-01',
          },
        ],
      })}</script><script type="application/ld+json">{not json</script>`,
    );
    const [b] = jsonLdBusinesses(doc);
    expect(b).toMatchObject({
      name: 'Bright Smile Dental',
      telephone: '+1-706-555-0142',
      address: '5 Elm St, Athens, GA 30601',
      geo: { lat: 33.95, lng: -83.37 },
      hours: { Monday: '8am – 5:30pm', Tuesday: '8am – 5:30pm', Saturday: '9am – 1pm' },
      services: [{ name: 'Teeth whitening', price: '$299' }, { name: 'Dental exam' }],
      rating: 4.9,
      reviewCount: 87,
      reviews: [{ quote: 'Gentle and thorough, my kids love coming here.', author: 'Dana P.', rating: 5 }],
      foundingYear: '2004',
    });
  });

  it.each([
    ['a German one: the postcode before the town', { addressCountry: 'DE' }, 'Südstraße 24, 38100 Braunschweig'],
    ['one naming no country', {}, 'Südstraße 24, 38100 Braunschweig'],
    ['a British one: after it', { addressCountry: 'GB' }, 'Südstraße 24, Braunschweig, 38100'],
    [
      'a country given as an object',
      { addressCountry: { '@type': 'Country', name: 'United Kingdom' } },
      'Südstraße 24, Braunschweig, 38100',
    ],
  ])('writes a structured address with no region as its country does: %s', (_label, country, address) => {
    const ld = {
      '@type': 'LocalBusiness',
      name: 'X',
      address: { streetAddress: 'Südstraße 24', postalCode: '38100', addressLocality: 'Braunschweig', ...country },
    };
    const [b] = jsonLdBusinesses(parseHtml(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`));
    expect(b?.address).toBe(address);
  });

  it('reads microdata, nested address included, and schema.org openingHours text', () => {
    const doc = parseHtml(`<div itemscope itemtype="https://schema.org/HairSalon"><h1 itemprop="name">Shear Joy</h1>
      <span itemprop="telephone">(706) 555-0199</span>
      <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">9 Pine Ave</span>,
      <span itemprop="addressLocality">Athens</span>, <span itemprop="addressRegion">GA</span></div>
      <meta itemprop="openingHours" content="Tu-Sa 10:00-18:00"><a itemprop="email" href="mailto:hi@shearjoy.example">Email</a></div>`);
    const [b] = microdataBusinesses(doc);
    expect(b).toMatchObject({
      name: 'Shear Joy',
      telephone: '(706) 555-0199',
      address: '9 Pine Ave, Athens, GA',
      email: 'hi@shearjoy.example',
    });
    expect(b!.hours).toEqual({
      Tuesday: '10:00-18:00',
      Wednesday: '10:00-18:00',
      Thursday: '10:00-18:00',
      Friday: '10:00-18:00',
      Saturday: '10:00-18:00',
    });
  });
});

describe('structured offerings', () => {
  // a rendered services page's ItemList (a San Diego plumber's), and a product a supplier's JSON-LD describes
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: ['Drain Cleaning', 'Kitchen Plumbing', 'Sewer Services'].map((name, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Service',
        name,
        description: `${name} in San Diego County.`,
        provider: { '@type': 'Plumber', name: 'Christensen Plumbing Co.' },
        serviceType: 'Plumbing',
      },
    })),
  };
  const supplier = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Tankless Water Heater T-199',
    brand: { '@type': 'Brand', name: 'Rinnai' },
    offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'USD' },
  };
  const page = `<script type="application/ld+json">${JSON.stringify(itemList)}</script>
<script type="application/ld+json">${JSON.stringify(supplier)}</script><main><h1>Our services</h1></main>`;

  it("reads a page's Service and Product nodes, in an ItemList too, with price and provider", () => {
    expect(jsonLdOfferings(parseHtml(page))).toEqual([
      expect.objectContaining({ name: 'Drain Cleaning', provider: 'Christensen Plumbing Co.' }),
      expect.objectContaining({ name: 'Kitchen Plumbing' }),
      expect.objectContaining({ name: 'Sewer Services', description: 'Sewer Services in San Diego County.' }),
      { name: 'Tankless Water Heater T-199', price: '$1299.00', provider: 'Rinnai' },
    ]);
  });

  it.each([
    [{ price: '45', priceCurrency: 'CHF' }, 'CHF 45'],
    [{ price: '1100', priceCurrency: 'JPY' }, '¥1100'],
    [{ price: '12.50', priceCurrency: 'eur' }, '€12.50'],
    // no currency named: the amount alone, never a guessed dollar
    [{ price: '12.50' }, '12.50'],
    [{ priceSpecification: { '@type': 'UnitPriceSpecification', price: '20', priceCurrency: 'CHF' } }, 'CHF 20'],
  ])("writes an offer's price %j with the currency its data names: %s", (offer, price) => {
    const product = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Brot',
      offers: { '@type': 'Offer', ...offer },
    };
    const doc = parseHtml(`<script type="application/ld+json">${JSON.stringify(product)}</script><main></main>`);
    expect(jsonLdOfferings(doc)).toEqual([{ name: 'Brot', price }]);
  });

  it("keeps the business's own offerings as services and leaves out what another business provides", async () => {
    const site = await startFakeWebsite({ '/': html(page) });
    try {
      const scraped = await scrapeWebsite(`${site.base}/`, {
        allowLoopback: true,
        businessName: 'Christensen Plumbing',
        location: 'San Diego, CA',
      });
      expect(scraped?.services.map((x) => x.name)).toEqual(['Drain Cleaning', 'Kitchen Plumbing', 'Sewer Services']);
    } finally {
      await site.close();
    }
  });
});

describe("a template's placeholder address", () => {
  // a rendered plumber's SEO config: a service-area business whose JSON-LD keeps the template's street
  const ld = (street: string) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      name: 'Christensen Plumbing Co.',
      telephone: '+1-619-433-2169',
      address: {
        '@type': 'PostalAddress',
        streetAddress: street,
        addressLocality: 'San Diego',
        addressRegion: 'CA',
        postalCode: '92101',
      },
    })}</script>`;

  it('is not the business address unless its pages write it', async () => {
    const site = await startFakeWebsite({
      '/': html(`${ld('123 Main Street')}<h1>Christensen Plumbing</h1><p>Serving all of San Diego County.</p>`),
      '/real': html(
        `${ld('123 Main Street')}<h1>Christensen Plumbing</h1><address>123 Main Street, San Diego</address>`,
      ),
    });
    try {
      const read = (path: string) =>
        scrapeWebsite(`${site.base}${path}`, { allowLoopback: true, location: 'San Diego, CA', maxPages: 1 });
      expect(isPlaceholderAddress('Calle Falsa 123, Springfield')).toBe(true);
      expect((await read('/'))?.address?.value).toBeUndefined();
      expect((await read('/real'))?.address?.value).toBe('123 Main Street, San Diego, CA 92101');
    } finally {
      await site.close();
    }
  });
});

describe('content extraction', () => {
  it('reads service cards with prices, a pricing table and a plain list under service headings', () => {
    const doc = parseHtml(`<main><section><h2>Our Services</h2><div class="grid">
      <div class="card"><h3>Drain cleaning</h3><p>Clogged sinks and main lines cleared.</p><span>From $89</span></div>
      <div class="card"><h3>Water heater installation</h3><p>Tank and tankless.</p></div></div></section>
      <section><h2>Pricing</h2><table><tr><td>Service call</td><td>$75</td></tr><tr><td>Leak detection</td><td>$120–$180</td></tr></table></section>
      <h2>What we do</h2><ul><li>Gas lines</li><li>Sewer camera inspection</li></ul><h2>Contact</h2><ul><li>Home</li></ul></main>`);
    const s = extractServices(doc, 'http://x.example/');
    expect(s).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Drain cleaning',
          price: 'From $89',
          description: 'Clogged sinks and main lines cleared.',
        }),
        expect.objectContaining({ name: 'Water heater installation' }),
        { name: 'Service call', price: '$75', category: 'Pricing' },
        { name: 'Leak detection', price: '$120–$180', category: 'Pricing' },
        { name: 'Gas lines' },
        { name: 'Sewer camera inspection' },
      ]),
    );
    expect(s.map((x) => x.name)).not.toContain('Home');
  });

  it('takes a heading that speaks to the reader over the service cards for the section it is, not a service', () => {
    const doc =
      parseHtml(`<main><section class="section"><div class="service-intro"><div><h2>Choose the care that suits you</h2></div>
      <p class="lead">Each treatment is tailored to your desired result. Select a category to see details.</p></div>
      <div class="card-grid"><article><h3>Nails</h3><p>Classic manicures, gel overlays and pedicures.</p></article>
      <article><h3>Love Your Lawn</h3><p>A season of mowing, edging and feeding.</p></article></div></section></main>`);
    expect(extractServices(doc, 'http://x.example/services.html').map((x) => x.name)).toEqual([
      'Nails',
      'Love Your Lawn',
    ]);
  });

  it('never reads a card\'s "read more" link as an offering, in any language', () => {
    // a tree surgeon's service cards (research corpus, thau-elagage-balaruc), each ending in "En savoir plus"
    const doc = parseHtml(`        <div class="second_ecran">
            <div class="savoir_faire">
                <img src="./img/icons/tree_one.png" class="grey_tree_one_service" alt="Illustration d'un arbre gris.">
                <p>UN SAVOIR FAIRE DE PLUS DE 20 ANS</p>
                <img src="./img/icons/white_tree_four.png" class="grey_tree_four_service" alt="Illustration d'un arbre gris.">
            </div>
            <h1 class="service_header">NOS SERVICES </h1>

            <div class="nos_services">
                <div class="nos_services_box service1">
                    <h3 class="service_box_head">Élagage</h3>
                    <p>Suppression de branches gênantes ou indésirables sur
                        tous types de hauteurs et d'arbres.</p>
                    <a href="/pages/elagage.php" class="learn_more">En savoir plus</a>
                </div>
                <div class="nos_services_box service2">
                    <h3 class="service_box_head">Abattage</h3>
                    <p>L’abattage d'un arbre consiste à le couper à la base pour provoquer sa chute de manière définitive.</p>
                    <a href="/pages/abattage.php" class="learn_more">En savoir plus</a>
                </div>

                <div class="nos_services_box service3">
                    <h3 class="service_box_head">Taille de haies</h3>
                    <p>Nous effectuons, chaque hiver, quand les fortes gelées ne sont plus à craindre, une taille d’entretien.</p>
                    <a href="/pages/taille-de-haies.php" class="learn_more">En savoir plus</a>
                </div>
                <div class="nos_services_box service4">
                    <h3 class="service_box_head">Espaces verts</h3>
                    <p>Nous assurons le fauchage et la coupe d’herbes, soignons la croissance et la santé de tous vos jardins.</p>
                    <a href="/pages/espaces-verts.php" class="learn_more">En savoir plus</a>
                </div>
                <div class="nos_services_box service5">
                    <h3 class="service_box_head">Étêtage</h3>
                    <p>L'étêtage désigne, dans le domaine de l'arboriculture, l'action ou la manière d'étêter les arbres.</p>
                    <a href="/pages/etetage.php" class="learn_more">En savoir plus</a>
                </div></div>`);
    const names = extractServices(doc, 'http://x.example/').map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['Élagage', 'Abattage', 'Étêtage']));
    expect(names).not.toContain('En savoir plus');
  });

  it('reads a run of picture cards under the services heading, a picture and a name each, as the offerings', () => {
    // a metal workshop's services page (research corpus, estructuras-metalicas-orbea-santo-domingo), its first cards
    const three = `       <div class="servicios">
        <h1>Nuestros Servicios</h1>

        <p style="text-align: center;"><span style="font-size:18px;">Todo lo referente a estructuras metalicas basándonos en la eficiencia y sencillez para ahorrarle tiempo y dinero.</span></p>

        <div class="mservicescontent">
            <div class="mservicesbox">
                <img src="images/services/ms1.jpg">
                <a href="#">
                    <p>Estructuras Metalicas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms2.jpg">
                <a href="#">
                    <p>Cubiertas Metalicas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms3.jpg">
                <a href="#">
                    <p>Techos de Policarbonato</p>
                </a>
            </div>
        </div>
        </div>`;
    expect(extractServices(parseHtml(three), 'http://x.example/services.php').map((x) => x.name)).toEqual([
      'Estructuras Metalicas',
      'Cubiertas Metalicas',
      'Techos de Policarbonato',
    ]);
    // (two pictures with captions make no list)
    const two = `       <div class="servicios">
        <h1>Nuestros Servicios</h1>

        <p style="text-align: center;"><span style="font-size:18px;">Todo lo referente a estructuras metalicas basándonos en la eficiencia y sencillez para ahorrarle tiempo y dinero.</span></p>

        <div class="mservicescontent">
            <div class="mservicesbox">
                <img src="images/services/ms1.jpg">
                <a href="#">
                    <p>Estructuras Metalicas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms2.jpg">
                <a href="#">
                    <p>Cubiertas Metalicas</p>
                </a>
            </div>
        </div>
        </div>`;
    expect(extractServices(parseHtml(two), 'http://x.example/services.php')).toEqual([]);
  });

  it("never reads a contact block's label as an offering, in the plural either", () => {
    // a metal workshop's contact page (research corpus, estructuras-metalicas-orbea-santo-domingo): "Contactos:" in bold
    // opens the line that says how to reach it
    const doc = parseHtml(`        <div class="contactanos">
            <h1>Contactanos</h1>
            <p>Estaremos gustosos de atender todas tus preguntas, si necesitas contactarte con nosotros, utiliza alguna de las formas indicadas a continuación.</p>
            <div class="contactways">
                <div class="contactbox">
                    <h2>ASISTENCIA PERSONAL</h2>
                    <p><b>Contactos:</b> Llámanos o escríbenos al Whatsapp</p>
                    <p><b>Santo Domingo</b></p>
                    <p><a href="https://api.whatsapp.com/send?phone=+593987251117&amp;text=Hola queremos obtener mas información sobre MultiServicios Orbea" target="_blank"><img alt="ws ico" src="https://whatsapp.com/favicon.ico" style="width: 16px; height: 16px;" /></a><a class="footertextlink" href="https://api.whatsapp.com/send?phone=+593987251117&amp;text=Hola queremos obtener mas información sobre MultiServicios Orbea" style="font-size:18px;" target="_blank">+593 (98) 725-1117</a></p>
                </div>
                <div class="contactbox">
                    <h2>HORARIOS DE ATENCIÓN</h2>
                    <p><b>Lunes - Viernes</b></p>
                    <p>9h00 - 18h00</p>
                </div>
                <div class="contactbox">
                    <h2>Medios Digitales</h2>
                    <p>Correo Electronico:</p>
                    <p><a href="mailto:info@multiserviciosorbea.com">Centro de Soporte</a></p>
                    <p><a class="contactboxsocial" target="_blank" href="https://www.facebook.com/lobo.orbea/"><i class="fab fa-facebook-f"></i>acebook</a>&nbsp;&nbsp;&nbsp;</p>
                    <p><a class="contactboxsocial" target="_blank" href="https://twitter.com/MetalOrbea"><i class="fab fa-twitter"></i>Twitter</a></p>
                </div>
                <div class="contactbox">
                    <h2>Dirección</h2>
                    <p><b>Matriz: Santo Domingo - Ecuador</b></p>
                    <p>Av. de los Colonos, cerca de la Av. Patricio Romero</p>
                </div>
            </div>`);
    expect(extractServices(doc, 'http://x.example/contact.php').map((x) => x.name)).not.toContain('Contactos');
  });

  it('reads a price list written as lines under group names, minimums as written, and never the navigation', () => {
    const doc = parseHtml(`<body><ul class="sitesections"><li><div><a href="stylebook.html">STYLE BOOK</a></div></li>
      <li><a href="contact.html">CONTACT</a></li><li><a href="abouteric.html">ABOUT ERIC</a></li></ul>
      <div class="pricelist"><p><b><big>Haircut:</b></big><br />Women&ndash; $100<br />Men&ndash; $50<br /></p>
      <p><b>Styling:</b><br />Up-Do&ndash; $100 &amp;up<br />Blowout&ndash; $45 &amp;up<br />Special&ndash; upon consultation</p></div>
      <h3>1. Traditional Thai Massage - $40</h3></body>`);
    const s = extractServices(doc, 'http://x.example/pricelist.html');
    expect(s).toEqual(
      expect.arrayContaining([
        { name: 'Haircut: Women', price: '$100' },
        { name: 'Haircut: Men', price: '$50' },
        { name: 'Styling: Up-Do', price: '$100 &up' },
        { name: 'Styling: Blowout', price: '$45 &up' },
        expect.objectContaining({ name: 'Traditional Thai Massage', price: '$40' }),
      ]),
    );
    expect(s.map((x) => x.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/STYLE BOOK|ABOUT ERIC/)]));
  });

  it('reads quoted paragraphs one testimonial each, a site named after the dash as the source, a byline after a quote', () => {
    const doc =
      parseHtml(`<div class="ericreviews2"><p>&ldquo;Eric completely transformed my dry frizzy hair into shiny hair.&rdquo;<br />
      &mdash;yelp.com</p><p>&ldquo;I looked exactly as I had wanted to for my wedding day, thanks to Eric.&rdquo;<br />&mdash;Dana P.</p></div>
      <div class="review"><blockquote>The Traditional Thai Massage session left us feeling rejuvenated and relaxed.</blockquote>
      <h3 class="review-name">- Sarah H</h3></div>`);
    expect(extractTestimonials(doc)).toEqual([
      { quote: 'The Traditional Thai Massage session left us feeling rejuvenated and relaxed.', author: 'Sarah H' },
      { quote: 'Eric completely transformed my dry frizzy hair into shiny hair.', source: 'yelp' },
      { quote: 'I looked exactly as I had wanted to for my wedding day, thanks to Eric.', author: 'Dana P.' },
    ]);
  });

  it('reads a US street address written in the text, and nothing that only looks like one', () => {
    expect(extractAddress('Visit us: 36 East 20th Street 8th Floor New York, NY 10003 (646) 706-6085')).toBe(
      '36 East 20th Street 8th Floor New York, NY 10003',
    );
    expect(extractAddress('Find us at 418 Mill St., Springfield, IL 62701.')).toBe(
      '418 Mill St., Springfield, IL 62701',
    );
    expect(extractAddress('We fixed 300 drains in 2023 across Springfield, IL')).toBeUndefined();
  });

  it('splits a slider of quotes into one testimonial per element without glyphs, with authors', () => {
    const doc = parseHtml(`<div class="testimonials-slider"><button>‹</button>
      <div class="testimonial"><p>“They fixed our burst pipe within the hour and left the place spotless.”</p><span class="author">— Maria G.</span></div>
      <div class="testimonial"><p>“Honest pricing and no surprises on the bill at the end of the job.”</p><span class="author">Tom R.</span></div>
      <div class="testimonial"><p>“Friendly crew, arrived on time, would call them again tomorrow.”</p></div><button>›</button> • • •</div>`);
    expect(extractTestimonials(doc)).toEqual([
      { quote: 'They fixed our burst pipe within the hour and left the place spotless.', author: 'Maria G.' },
      { quote: 'Honest pricing and no surprises on the bill at the end of the job.', author: 'Tom R.' },
      { quote: 'Friendly crew, arrived on time, would call them again tomorrow.', author: undefined },
    ]);
  });

  it('reads cards of one shape under a reviews title in any language, with no testimonial markup', () => {
    // an Italian pizzeria's list of Google reviews, and a Dutch salon's rendered review tiles
    const pizzeria = parseHtml(`<section id="recensioni"><p class="occhiello">Lo dicono loro</p>
      <h2>Novecentoventitré recensioni su Google</h2><ul class="voci__lista">
      <li class="voce"><p>«Pizza di Platano SPETTACOLARE!! Finalmente una pizza naturale, leggera.»</p><span class="voce__chi">Katyusha Colangelo</span></li>
      <li class="voce"><p>«Pizza molto buona e prezzo del menù conveniente (10€)»</p><span class="voce__chi">Daniele Riva</span></li></ul></section>`);
    expect(extractTestimonials(pizzeria)).toEqual([
      {
        quote: 'Pizza di Platano SPETTACOLARE!! Finalmente una pizza naturale, leggera.',
        author: 'Katyusha Colangelo',
      },
      { quote: 'Pizza molto buona e prezzo del menù conveniente (10€)', author: 'Daniele Riva' },
    ]);
    const salon = parseHtml(`<section class="section"><div class="container"><h2 class="title">Reviews</h2>
      <div class="tile is-ancestor"><div class="tile is-parent"><div class="tile box"><p class="is-size-3">4.9/5</p>
      <p class="is-size-5 ml-3">Wat een fijne en goeie kapper! Voor het eerst in mijn leven een kapsel wat meteen klopt.<br><span>-Pauline</span></p></div></div>
      <div class="tile is-parent"><div class="tile box"><p class="is-size-3">4.7/5</p>
      <p class="is-size-5 ml-3">Prettig contact en haar problemen goed bespreekbaar!<br><span>-Winnie</span></p></div></div></div></div></section>`);
    expect(extractTestimonials(salon)).toEqual([
      {
        quote: 'Wat een fijne en goeie kapper! Voor het eerst in mijn leven een kapsel wat meteen klopt.',
        author: 'Pauline',
      },
      { quote: 'Prettig contact en haar problemen goed bespreekbaar!', author: 'Winnie' },
    ]);
    // the same cards under another title are not reviews
    const menu =
      '<h2>Il menù</h2><ul class="x"><li class="y"><p>Margherita con bufala, pomodorini e basilico fresco</p></li><li class="y"><p>Marinara con aglio, origano e olio extravergine</p></li></ul>';
    expect(extractTestimonials(parseHtml(menu))).toEqual([]);
  });

  it('reads service areas, founding years and licences only as stated', () => {
    const doc = parseHtml(
      `<section><h2>Areas we serve</h2><p>Athens, Watkinsville, Bogart and Winterville.</p></section>`,
    );
    expect(extractAreas(doc)).toEqual(['Athens', 'Watkinsville', 'Bogart', 'Winterville']);
    expect(
      extractAreas(parseHtml('<section><h2>Serving Greater Boston</h2><ul><li>Quincy</li></ul></section>')),
    ).toEqual(['Quincy']);
    // a café's hero (test/research-corpus/nichinichi-cafe-olef, dev half): "serving" food is no area title, and the
    // German nouns after it ("Tee") no places
    const hero = parseHtml(`<section class="hero"><h1>
<span data-lang="de"><span class="hero-title-line">Café mit kleiner Küche.</span></span>
<span data-lang="en" hidden=""><span class="hero-title-line">Japanese-inspired café</span><span class="hero-title-line">serving homemade food.</span></span>
</h1><p class="hero__lead"><span data-lang="de">Mit Kaffee, Tee, hausgemachten Kuchen und einem täglich wechselnden Tagesteller.</span></p></section>`);
    expect(extractAreas(hero)).toEqual([]);
    expect(extractFoundingYear('Family owned and operated since 1987.')).toBe('1987');
    expect(extractFoundingYear('Call 1987 5550 today')).toBeUndefined();
    // a beginning told as one, and a "since" about the house's balconies: the beginning is the business's year
    const story =
      'Casa Blanquita comenzó en el año 2017 como parte de una aventura familiar. Las barandillas de los balcones ' +
      'de hierro, existentes desde 1912, fueron restauradas.';
    expect(extractFoundingYear(story)).toBe('2017');
    expect(extractFoundingYear('Las barandillas de los balcones de hierro, existentes desde 1912.')).toBe('1912');
    expect(extractLicenses('Georgia Master Plumber License #MP-204518. Fully insured.')).toEqual([
      'License #MP-204518',
    ]);
  });
});

describe('bounded crawl', () => {
  it('follows the home page navigation on the same origin up to the page limit, honouring robots.txt', async () => {
    const nav = Array.from({ length: 14 }, (_, i) => `<a href="/p${i}">P${i}</a>`).join(' ');
    const pages: Parameters<typeof startFakeWebsite>[0] = {
      '/robots.txt': ['text/plain', 'User-agent: *\nDisallow: /private\n'],
      '/': html(
        `<nav><a href="/services">Services</a> <a href="/private">Private</a> <a href="https://elsewhere.example/x">Out</a> ${nav}</nav>`,
      ),
      '/services': html('<h1>Services</h1><ul><li>Haircuts $30</li><li>Colour $85</li></ul>'),
      '/private': html('<p>secret <a href="tel:+17065550000">call</a></p>'),
    };
    for (let i = 0; i < 14; i++) pages[`/p${i}`] = html(`<p>page ${i}</p>`);
    const site = await startFakeWebsite(pages);
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, maxPages: 5 }))!;
      expect(s.pages).toHaveLength(5);
      expect(site.hits).not.toContain('/private');
      expect(s.errors).toContain(`${site.base}/private: disallowed by robots.txt`);
      expect(s.pages[1]!.url).toBe(`${site.base}/services`); // services-like pages first
      expect(s.services).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Haircuts', price: '$30', url: `${site.base}/services` }),
        ]),
      );
      expect(s.phones).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('stops at the byte budget and reads a site in a sub-folder', async () => {
    const big = 'x'.repeat(40_000);
    const site = await startFakeWebsite({
      '/shop/': html(`<nav><a href="a">A</a> <a href="b">B</a> <a href="c">C</a></nav><p>${big}</p>`),
      '/shop/a': html(`<h1>A</h1><p>${big}</p>`),
      '/shop/b': html(`<h1>B</h1><p>${big}</p>`),
      '/shop/c': html(`<h1>C</h1><p>${big}</p>`),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/shop/`, { allowLoopback: true, maxBytes: 100_000 }))!;
      expect(s.pages.length).toBeLessThan(4);
      expect(s.pages[1]!.url).toBe(`${site.base}/shop/a`);
      expect(s.errors.some((e) => /byte budget/.test(e))).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('social profiles', () => {
  it('reads profile links from anchors and JSON-LD sameAs, one per network, never share buttons or sign-in pages', async () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      name: 'Shear Joy',
      telephone: '+1-706-555-0101',
      sameAs: ['https://instagram.com/ShearJoy01', 'https://tiktok.com/@shearjoy'],
    });
    const site = await startFakeWebsite({
      '/': html(
        `<script type="application/ld+json">${ld}</script><nav><a href="/contact">Contact</a></nav>
<p><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a> <a href="https://twitter.com/intent/tweet?text=hi">Tweet</a>
<a href="https://www.google.com/maps/search/?api=1&query=5%20Elm%20St">Directions</a> <a href="https://www.tripadvisor.co.uk/">Tripadvisor</a></p>
<footer><a href="http://www.facebook.com/ShearJoySalon/?ref=site">Facebook</a> <a href="https://www.instagram.com/someone-else">Instagram</a></footer>`,
      ),
      '/contact': html(
        `<a href="https://www.instagram.com/accounts/login/?next=https%3A%2F%2Fwww.instagram.com%2Fshearjoy%2F">IG</a>
<a href="https://www.yelp.com/biz/shear-joy-athens">Yelp</a> <a href="https://twitter.com/ShearJoy">Twitter</a>`,
      ),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      expect(s.social.map((l) => [l.value.network, l.value.url, l.url])).toEqual([
        ['instagram', 'https://www.instagram.com/shearjoy01', `${site.base}/`],
        ['tiktok', 'https://www.tiktok.com/@shearjoy', `${site.base}/`],
        ['facebook', 'https://www.facebook.com/ShearJoySalon', `${site.base}/`],
        ['yelp', 'https://www.yelp.com/biz/shear-joy-athens', `${site.base}/contact`],
        ['x', 'https://x.com/shearjoy', `${site.base}/contact`],
      ]);
    } finally {
      await site.close();
    }
  });
});
