// A professional's practice areas are its services, in the languages research reads (real markup, research corpus).
import { currencyOf, extractServices, samePriceOrConflict, splitPrice } from '../src/content';
import { $$, parseHtml, text } from '../src/html';
import { leadInRows } from '../src/lead-in-lists';

describe('practice areas', () => {
  it("reads a law firm's areas of law under its page heading as its services", () => {
    const doc = parseHtml(
      `<body><nav><ul><li><a href='rechtsgebiete.html'>Rechtsgebiete</a></li><li><a href='kontakt.html'>Kontakt/Lage</a></li></ul></nav>
<div id='content'><h1>Rechtsgebiete</h1><ul><li>Strafrecht</li><li>Arbeitsrecht</li><li>Vertragsrecht</li><li>Erbrecht</li>
<li>Verkehrsrecht</li></ul></div><footer><div class='name'><h3>Kristin Bergmann</h3>Rechtsanwältin</div></footer></body>`,
    );
    expect(extractServices(doc, 'http://127.0.0.1/rechtsgebiete.html').map((s) => s.name)).toEqual([
      'Strafrecht',
      'Arbeitsrecht',
      'Vertragsrecht',
      'Erbrecht',
      'Verkehrsrecht',
    ]);
  });
});

describe('pages named for the offerings', () => {
  it("reads the sections of a page whose path names the products in the page's language", () => {
    // an Italian butcher's /prodotti page: a heading, a sentence and a list per product group
    const body =
      '<main><section><h2>Carni Bovine</h2><p>Tagli selezionati da allevamenti italiani, frollati con cura.</p>' +
      '<ul><li>Costata</li><li>Filetto</li></ul></section><section><h2>Arrosti e Spiedi</h2>' +
      '<p>Porchette e arrosti allo spiedo cotti lentamente per una croccantezza perfetta.</p>' +
      '<ul><li>Porchetta</li><li>Stinco</li></ul></section></main>';
    expect(extractServices(parseHtml(body), 'http://x/prodotti').map((s) => s.name)).toEqual([
      'Carni Bovine',
      'Arrosti e Spiedi',
    ]);
    // the same sections on the story page are not offerings
    expect(extractServices(parseHtml(body), 'http://x/chi-siamo')).toEqual([]);
  });
});

describe('containers named for the offerings', () => {
  it('reads the cards of a section whose class names the service in the page language', () => {
    // an Italian barbershop: <section id="servizio" class="section servizio"> with one card per service
    const card = (n: string, name: string, what: string) =>
      `<article class="serv reveal"><span class="serv-n">${n}</span><h3>${name}</h3><p>${what}</p></article>`;
    const doc = parseHtml(
      `<main><section id="servizio" class="section servizio"><div class="servizio-head"><p class="kicker">In bottega</p>` +
        `<h2>Il servizio</h2><p>Poche cose, fatte come si deve.</p></div><div class="serv-grid">` +
        card('01', 'Taglio classico', 'Il taglio da uomo, su misura del viso e del gusto.') +
        card('02', 'Taglio a forbice', 'La specialità della casa: rigorosamente a forbice, come una volta.') +
        card('04', 'Rasatura tradizionale', 'Panno caldo, rasoio e prodotti classici: il rito completo.') +
        `</div></section></main>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => s.name)).toEqual([
      'Taglio classico',
      'Taglio a forbice',
      'Rasatura tradizionale',
    ]);
    // a word that only contains the name is not it ("serviceworker-note")
    const note = parseHtml(
      '<main><div class="servicesnote"><h3>Taglio classico</h3><p>Il taglio da uomo.</p></div></main>',
    );
    expect(extractServices(note, 'http://x/')).toEqual([]);
  });
});

describe("a lodging's rooms and a bakery's range", () => {
  it('reads the cards under a page title naming the accommodation, one heading level down', () => {
    // a rural guesthouse in León: <h1>Alojamiento</h1> over an <h2> card for the rooms and one for the apartments
    const card = (cls: string, name: string, what: string) =>
      `<div class="${cls}"><h2>${name}</h2><div class="describe"><p>${what}</p></div>` +
      `<div><div class="enlaces"><a href="https://www.booking.com/hotel/es/x.es.html">Ver mas imágenes</a></div></div></div>`;
    const doc = parseHtml(
      `<main><div id="portada"><div class="informacion"><h2>Bienvenidos</h2></div></div><div id="alojamiento">` +
        `<h1>Alojamiento</h1>` +
        card('hostal', 'Hostal', 'Disponemos de habitaciones dobles y triples, con camas de 90 individuales.') +
        card('apartamento', 'Apartamentos', 'Disponemos de dos apartamentos totalmente equipados.') +
        `</div></main>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => s.name)).toEqual(['Hostal', 'Apartamentos']);
  });

  it('reads the list under a plural "Angebote"', () => {
    // a Black Forest bakery's page: its cakes under <h2>Angebote</h2> in the content column
    const doc = parseHtml(
      '<div class="col-12 col-xl-9"><h2 id="angebote">Angebote</h2><div class="row split"><div class="col-12 col-lg-8">' +
        '<p><img src="/k.jpg" /></p></div><div class="col-12 col-lg-4"><p>Auch das sollten Sie probieren:</p><ul>' +
        '<li>Zwetschgenkuchen</li><li>Bienenstich</li><li>Käse-Sahne-Torte</li></ul></div></div></div>',
    );
    expect(extractServices(doc, 'http://x/baeckerei').map((s) => s.name)).toEqual([
      'Zwetschgenkuchen',
      'Bienenstich',
      'Käse-Sahne-Torte',
    ]);
  });

  it('never reads the labels of a contact list as offerings, a priced term without its colon', () => {
    // the same site's prices page: its sidebar's contact terms, and a term with its price
    const sidebar =
      '<div class="col-12 col-xl-3 main-sidebar text-light px-xl-0"><div><h3>Kontakt</h3><dl><dt>Telefon:</dt>' +
      '<dd>07442 / 81320</dd><dt>E-Mail:</dt><dd><a href="mailto:cafe-m.zuefle@t-online.de" class="text-light">' +
      'cafe-m.zuefle@t-online.de</a></dd></dl></div></div>';
    const prices = '<div class="col-12 col-xl-9"><dl><dt>Garage:</dt><dd>4,- €</dd></dl></div>';
    expect(extractServices(parseHtml(`<body>${prices}${sidebar}</body>`), 'http://x/pension/preise')).toEqual([
      { name: 'Garage', price: '4,- €', description: undefined },
    ]);
  });

  it("never reads a theme's copyright line and credits as offerings, under a page's price heading", () => {
    // a holiday house's prices post (a Hugo theme): the h1 names the prices, the copyright block closes the page
    const post =
      '<section class="post"><header class="major"><h1>Disponibilidad y precios</h1></header>' +
      '<h3 id="precios">Precios para un máximo de 10 personas</h3><table><thead><tr><th>Temporada</th><th>Fechas</th>' +
      '<th>Precio</th></tr></thead><tbody><tr><td>Alta</td><td>Del 1 de julio al 31 de agosto</td>' +
      '<td>26 €/persona y noche (mínimo tres noches)</td></tr><tr><td>Resto del año</td>' +
      '<td>Fechas fuera de temporada alta</td><td>24 €/persona y noche</td></tr></tbody></table></section>' +
      '<div id="copyright"><ul><li>&copy; Casa Blanquita</li><li>Diseño: <a href="https://html5up.net">HTML5 UP</a></li>' +
      '<li>Implementación Hugo: <a href="https://curtiscode.dev">curtiscode</a></li></ul></div>';
    const names = extractServices(parseHtml(`<body>${post}</body>`), 'http://x/es/post/disponibilidad/').map(
      (s) => s.name,
    );
    expect(names).toEqual(['Alta', 'Resto del año']);
  });

  it('reads a price table whose rows open with an empty cell or a number before the name', () => {
    // a guesthouse's room prices (type number, rooms, size, price) and an eye clinic's fees (an empty first column)
    const rooms = parseHtml(
      '<table><thead><tr><th>Typ</th><th>Ausstattung</th><th>Größe</th><th>Preis/Person</th></tr></thead><tbody>' +
        '<tr><td>3</td><td>Großzügiges Zimmer mit Dusche, WC, TV (ohne Balkon)</td><td>27m<sup>2</sup></td><td>38,- €</td></tr>' +
        '<tr><td>4</td><td>Appartement mit Wohnzimmer, Schlafzimmer, Dusche, WC, Südbalkon, TV</td><td>27m<sup>2</sup></td>' +
        '<td>44,- €</td></tr></tbody></table>',
    );
    expect(extractServices(rooms, 'http://x/pension/preise').map((s) => [s.name, s.price])).toEqual([
      ['Großzügiges Zimmer mit Dusche, WC, TV (ohne Balkon)', '38,- €'],
      ['Appartement mit Wohnzimmer, Schlafzimmer, Dusche, WC, Südbalkon, TV', '44,- €'],
    ]);
    const fees = parseHtml(
      '<table><tbody><tr><td></td><td>（内訳）</td><td></td></tr><tr><td></td><td>適応検査</td><td>11,000円(税込)</td></tr>' +
        '<tr><td></td><td>半年に１度の精密検査</td><td>11,000円/回(税込)</td></tr></tbody></table>',
    );
    const priced = extractServices(fees, 'http://x/').filter((s) => s.price);
    expect(priced.map((s) => [s.name, s.price])).toEqual([
      ['適応検査', expect.stringMatching(/^11,000円/)],
      ['半年に１度の精密検査', expect.stringMatching(/^11,000円/)],
    ]);
  });
});

describe('a price list written as headings over prices', () => {
  // a Brazilian guesthouse's WordPress page (research corpus, pousada-jardim-dos-anjos-abadiania): every section an
  // <h1> in one <div>, inside the CMS's <article class="post-8 page">
  const page = `<body><article class="post-8 page type-page hentry"><div class="entry-content"><div id="pt">
<h2>A Pousada <i>Jardim dos Anjos</i><br />tem o prazer de apresentar a você</h2>
<p>Uma caminhada de 8 minutos da Casa, <i>Jardim dos Anjos</i> é composto por 32 quartos.</p>
<h1>Quartos “deluxes” I</h1><div class="metaslider"><ul><li><img src="1.jpg" alt=""></li></ul></div>
<h1>Lista de preços</h1><p>Nossas tarifas incluem alojamento para uma pessoa, por dia, com 3 refeições.</p>
<h2>Taxas de adulto</h2><p>De R$ 120</p>
<h2>Taxas de crianças</h2><p>0 – 8 anos: Grátis<br /></p><p>8 – 14 anos: R$ 75<br /></p>
<p>A partir dos 14 anos: tarifa de adulto</p></div></div></article></body>`;

  it("reads a heading's bare price as its item and a price its own words label as an item under the heading", () => {
    const items = extractServices(parseHtml(page), 'http://127.0.0.1/pt/');
    expect(items.map((s) => [s.name, s.price, s.category])).toEqual([
      ['Taxas de adulto', 'De R$ 120', undefined],
      ['8 – 14 anos', 'R$ 75', 'Taxas de crianças'],
    ]);
  });

  it("keeps a heading's section to its own part of the outline, so another section's heading is no item", () => {
    const names = extractServices(parseHtml(page), 'http://127.0.0.1/pt/').map((s) => s.name);
    expect(names.join(' ')).not.toMatch(/apresentar/);
  });
});

describe('a price from an amount, in each language', () => {
  it.each([
    ['Haircut from $20', 'from $20'],
    ['Färben ab 25 €', 'ab 25 €'],
    ['Dépannage d’urgence À partir de 80€', 'À partir de 80€'],
    ['Brushing dès 30 €', 'dès 30 €'],
    ['Corte desde $20', 'desde $20'],
    ['Taxas de adulto De R$ 120', 'De R$ 120'],
    ['Diária a partir de R$ 150', 'a partir de R$ 150'],
    ['Taglio da € 12', 'da € 12'],
    ['Knippen vanaf € 15', 'vanaf € 15'],
    ['カット 3,000円〜', '3,000円〜'],
    ['カラー 5,500円から', '5,500円から'],
    ['パーマ ¥7,400 ~', '¥7,400 ~'],
    // each language's other ordinary forms (the offerings-forms probe, round 4)
    ['Colour starts at $80', 'starts at $80'],
    ['Highlights starting at $95', 'starting at $95'],
    ['Gutter cleaning starting from $120', 'starting from $120'],
    ['Taglio a partire da 15 €', 'a partire da 15 €'],
    ['Meches a partire da € 40', 'a partire da € 40'],
    ['Highlights v.a. € 45', 'v.a. € 45'],
    ['Nail art v.a. € 9', 'v.a. € 9'],
  ])('%s', (line, price) => {
    expect(splitPrice(line).price).toBe(price);
  });

  it('keeps a web designer\'s "Starts at" with each à la carte price, in a list item and split across spans', () => {
    // andyrobsondesign/andy_robson_design@b74dc17b0cdba7f26c45693ef4691fbed88d46c3
    // wp-content/themes/crafter/template-parts/section-pricing.php
    const doc = parseHtml(`<div id="pricing-section" class="pricing-section">
    <h2 class="section-title wow fadeIn">Pricing</h2>
    <div class="pricing-table-wrap">
                <div class="pricing-table wow fadeInUp">
                    <h3>A la Carte Options</h3>
                    <ul>
                        <li><em>UX Design/Audit</em> Starts at $150</li>
                        <li><em>Branding</em> Starts at $100</li>
                        <li><em>Logos</em> Starts at $205</li>
                        <li><em>Copywriting</em> Starts at $47</li>
                    </ul>
                    <a class="btn-ql" href="http://andyrobsondesign.com/services/">Select</a>
                    <span class="lines"></span>
                </div>
                <div class="pricing-table wow fadeInUp">
                    <h3>WordPress Care Plans</h3>
                    <span class="pricing-price">
                        <span class="cd-currency">Starts at $</span><span class="cd-value">79</span><span class="cd-duration">mo</span>
                    </span>
                    <ul>
                        <li><em></em> Managed WordPress Updates</li>
                        <li><em></em> Backups</li>
                    </ul>
                </div>
    </div></div>`);
    const items = extractServices(doc, 'http://andyrobsondesign.test/').map((s) => [s.name, s.price]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['UX Design/Audit', 'Starts at $150'],
        ['Copywriting', 'Starts at $47'],
        ['WordPress Care Plans', 'Starts at $79'],
      ]),
    );
  });

  it.each([
    ['Balayage v.a.', '€ 45,00', 'Balayage', 'v.a. € 45,00'],
    ['Colore a partire da', '€ 30', 'Colore', 'a partire da € 30'],
    ['Full set starting at', '$55', 'Full set', 'starting at $55'],
  ])('a table row whose name ends with "from": %s', (name, amount, item, price) => {
    const doc = parseHtml(
      `<h2>Prices</h2><table><tr><td>${name}</td><td>${amount}</td></tr><tr><td>Pony</td><td>€ 4,50</td></tr></table>`,
    );
    expect(extractServices(doc, 'http://salon.test/prices')).toContainEqual(
      expect.objectContaining({ name: item, price }),
    );
  });
});

describe("France's euro sign where the decimal comma would be", () => {
  it('reads a French game\'s premium prices per country, written "1€25"', () => {
    // Eighke/iwars-client@f1a139bc26b28520b009edc5fdff82da12643c3b www/templates/system/premium.php
    const doc = parseHtml(`<div class="one_two">
	<div class="contenant">
		<h3 class="center">Prices</h3>
		<ul>
			<li>Belgium: 1€25</li>
			<li>Deutschland: 2€00</li>
			<li>France: 1€43 (DOM TOM 1€80)</li>
			<li>Italia: 1€80</li>
			<li>Nederland: 1€20</li>
			<li>Polska: 7.63 PLN</li>
		</ul>
	</div>
</div>`);
    const items = extractServices(doc, 'http://127.0.0.1/premium').map((s) => [s.name, s.price]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['Belgium', '1€25'],
        ['Deutschland', '2€00'],
        ['Nederland', '1€20'],
      ]),
    );
  });

  it.each([
    ['Coupe 25€00', 'Coupe', '25€00'],
    ['Brushing 25€50', 'Brushing', '25€50'],
    ['Menu enfant 9€90', 'Menu enfant', '9€90'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });

  it('sees "25€50" and "25,50 €" as one price', () => {
    const at = (price: string, url: string) => ({ price, url, category: 'Coupes' });
    expect(
      samePriceOrConflict('Brushing', at('25€50', 'http://x/tarifs'), at('25,50 €', 'http://x/')).conflict,
    ).toBeUndefined();
  });
});

describe('a Japanese price with its tax', () => {
  // Japanese lists set the price with tax beside the price without, or open the price with the tax word; each form
  // as public pages write it (a café's hamburger card "¥1,000(税込¥1,100)", a set meal's "¥780 (税込¥858)", a trial's
  // "¥1,000〜(税込¥1,100〜)", a salon's "税込3,300円")
  it.each([
    ['ハンバーグ ¥1,000(税込¥1,100)', 'ハンバーグ', '¥1,000(税込¥1,100)'],
    ['もやしたっぷり担々麺 ¥730 (税込¥803)', 'もやしたっぷり担々麺', '¥730 (税込¥803)'],
    ['お試し ¥1,000〜(税込¥1,100〜)', 'お試し', '¥1,000〜(税込¥1,100〜)'],
    ['カット 3,000円（税込3,300円）', 'カット', '3,000円（税込3,300円）'],
    ['カット 税込3,300円', 'カット', '税込3,300円'],
    ['カラー 税抜 ¥5,000', 'カラー', '税抜 ¥5,000'],
    ['パーマ 6,000円（税込）', 'パーマ', '6,000円（税込）'],
    ['本気玉 2,500円 税込', '本気玉', '2,500円 税込'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });
});

describe('a price written after its amounts, or led to by dots', () => {
  it.each([
    // Québec writes the dollar sign after the amount ("45,00 $", the Office québécois de la langue française's form),
    // and often without its space ("35$ CAD")
    ['Coupe femme 45,00 $', 'Coupe femme', '45,00 $'],
    ['Coupe classique 35$ CAD', 'Coupe classique', '35$'],
    ['Brushing 25 $ (taxes en sus)', 'Brushing', '25 $'],
    // a menu's sizes priced together before one currency ("klein/groß 8,50 / 10,50 €")
    ['Pizza Margherita klein/groß 8,50 / 10,50 €', 'Pizza Margherita klein/groß', '8,50 / 10,50 €'],
    ['Pizza $10 - $15', 'Pizza', '$10 - $15'],
    // an amount with no currency that a line's leader dots lead to, as typewritten menus set them
    ['Spaghetti Carbonara ..... 8,50', 'Spaghetti Carbonara', '8,50'],
    ['Espresso ··· 2.20', 'Espresso', '2.20'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });
});

describe('a sentence that says the offerings follow it', () => {
  it('reads the list after a web agency\'s "We provide the following services."', () => {
    // a web agency's about-us text as its site's seed data stores it (code index file 3914325103)
    const doc =
      parseHtml(`<p>In the business, our dedication and quality are unrivaled. We provide the following services.</p>
<ul>
<li>Laravel Website Development</li>
<li>Mobile Application Development</li>
<li>WordPress Theme Development</li>
<li>Search Engine Optimization (SEO)</li>
</ul>`);
    expect(extractServices(doc, 'http://127.0.0.1/about-us').map((s) => s.name)).toEqual([
      'Laravel Website Development',
      'Mobile Application Development',
      'WordPress Theme Development',
      'Search Engine Optimization (SEO)',
    ]);
  });

  it.each([
    ['Wir bieten Ihnen folgende Leistungen an.', ['Fensterreinigung', 'Treppenhausreinigung', 'Büroreinigung']],
    ['Nous proposons les prestations suivantes.', ['Taille de haies', 'Élagage', 'Abattage']],
    ['Ofrecemos los siguientes servicios.', ['Limpieza dental', 'Ortodoncia', 'Implantes']],
    ['Offriamo i seguenti servizi.', ['Taglio', 'Piega', 'Colore']],
    ['Wij bieden de volgende diensten aan.', ['Knippen', 'Föhnen', 'Kleuren']],
    ['Oferecemos os seguintes serviços.', ['Corte', 'Escova', 'Coloração']],
    ['当院では以下の施術を行っております。', ['骨盤矯正', '鍼灸', 'マッサージ']],
  ])('%s', (lead, items) => {
    const doc = parseHtml(`<p>${lead}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
    expect(extractServices(doc, 'http://127.0.0.1/').map((s) => s.name)).toEqual(items);
  });

  it('reads no list after a sentence that names no offerings', () => {
    const doc = parseHtml(
      '<p>Die folgenden Hinweise sind zu beachten.</p><ul><li>Bitte pünktlich erscheinen</li><li>Absagen 24h vorher</li><li>Nur Barzahlung</li></ul>',
    );
    expect(extractServices(doc, 'http://127.0.0.1/')).toEqual([]);
  });
});

describe('a currency code or letter inside a word', () => {
  it.each([
    // a trattoria's salad (menus sites zoo, round 6): "SAR" ends the dish's name, the euros are its price
    ['CÉSAR 16,50 €', 'CÉSAR', '16,50 €'],
    ['Salade César SAR 16', 'Salade César', 'SAR 16'],
    ['Porción PERÚ S/ 7.50', 'Porción PERÚ', 'S/ 7.50'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });
});

describe('Swiss francs written "Fr." before the amount', () => {
  it("reads a Valais toy library's fees, each list item opening with its price", () => {
    // njacquemin1993/ludo-bagnes@6d294f9a5265ff475a24a79061ecc90aaf33b4fa web/tarifs.php
    const doc = parseHtml(`<div id="bloc_page"> <!-- ensemble de la page -->
			<h2 id="Tarifs">Les tarifs <img src="images/tarifs.png" id="icones"> </h2>
				<p>
				  En ce qui concerne les abonnements, vous avez le choix entre deux formules : </p>
				<ol>
					<li> Fr. 25.- avec frais de location entre Fr. 1.- à Fr. 5.- par jeu </li>
					<li> Fr. 80.- sans frais de location </li>
				</ol></div>`);
    const items = extractServices(doc, 'http://127.0.0.1/tarifs.php');
    expect(items).toContainEqual(expect.objectContaining({ name: 'sans frais de location', price: 'Fr. 80.-' }));
    expect(items.map((i) => i.name)).not.toContain('Fr');
  });

  it.each([
    ['Nothelferkurs Fr. 90.–', 'Nothelferkurs', 'Fr. 90.–'],
    ['Jahresabo Fr. 950.--', 'Jahresabo', 'Fr. 950.--'],
    ['Adultes Fr. 16.-', 'Adultes', 'Fr. 16.-'],
    ['Broccoli-Quark Fr. 20.50', 'Broccoli-Quark', 'Fr. 20.50'],
    ['Schnitt SFr. 50.--', 'Schnitt', 'SFr. 50.--'],
    ['Karte 250.--', 'Karte', '250.--'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });

  // "Fr." is also Friday: a time or a date after it is no price
  it.each([
    'Mo.-Fr. 8.00 - 12.00',
    'Mo - Fr. 14.00 bis 18.00 Uhr',
    'Fr. 8.30–17.00',
    'Mo.–Fr. 9.00 h',
    'Fr. 9.00 Uhr',
    'Lu-Fr. 8.00 à 12.00',
    'Fr. 24.12. geschlossen',
    'Fr. 24.12.2026',
  ])('%s', (line) => {
    expect(splitPrice(line).price).toBeUndefined();
  });
});

describe("a dollar named by its country's letters", () => {
  it("reads a Cusco tour's price in US dollars as written, in its table's price cell", () => {
    // DJM2/happy@96db03aec779ccb254f706e5d087da0cef3e1aaa resources/views/pt/qeswachaca-tour.blade.php
    const doc = parseHtml(`<table class="table text-center">
                            <thead>
                                <tr>
                                    <th scope="col">Dificuldade</th>
                                    <th scope="col">Duração</th>
                                    <th scope="col">Preço</th>
                                </tr>
                            </thead>
                            <tbody>
                                <tr>
                                    <td>Fácil</td>
                                    <td>1 dia</td>
                                    <td>US$ 100,00</td>

                                </tr>
                            </tbody>
                        </table>`);
    const cells = $$('td', doc).map((td) => text(td));
    expect(splitPrice(cells.at(-1)!)).toEqual({ name: '', price: 'US$ 100,00' });
  });

  it.each([
    ['Corte US$ 25', 'Corte', 'US$ 25'],
    ['Haircut A$45', 'Haircut', 'A$45'],
    ['Haircut C$45', 'Haircut', 'C$45'],
    ['Massage NZ$90', 'Massage', 'NZ$90'],
    ['Dim sum HK$48', 'Dim sum', 'HK$48'],
    ['Laksa S$8.50', 'Laksa', 'S$8.50'],
    ['Tacos MX$120', 'Tacos', 'MX$120'],
    ['Corte U$S 25', 'Corte', 'U$S 25'],
    ['Café R$ 5,00', 'Café', 'R$ 5,00'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });

  it('tells US dollars from the pesos a bare "$" writes where both are used', () => {
    expect(currencyOf('US$ 100,00')).toBe('US$');
    expect(currencyOf('$ 2.500')).toBe('$');
  });
});

describe('rows a line that names the offerings introduces, with no list markup', () => {
  it('reads a sports hall\'s swimming offers, rows of an icon and a name under "nous proposons :"', () => {
    // SiteHallB/site@003237fc31adb77777903631df9225d4770ca876
    // src/components/natation-enfant-vaunage/natation-enfant-vaunage.tsx, as React renders it (className as class,
    // each lucide icon an <svg>)
    const hall = `<div class="bg-background-highlight rounded-xl w-full p-4 flex-col">
                <p class="my-2">Chez HALL B à Saint-Dionisy, nous proposons :</p>
                <div class="flex flex-row items-start justify-start">
                    <svg class="mr-2 text-accent size-5 lg:size-7 shrink-0"></svg>
                    <p><em>Bébés nageurs</em> - pour familiariser les tout-petits avec l'eau en douceur</p>
                </div>
                <div class="flex flex-row items-start justify-start">
                    <svg class="mr-2 text-accent size-5 lg:size-7 shrink-0"></svg>
                    <p><em>École de natation enfants</em> - apprendre à nager et gagner en confiance</p>
                </div>
                <div class="flex flex-row items-start justify-start">
                    <svg class="mr-2 text-accent size-5 lg:size-7 shrink-0"></svg>
                    <p><em>Tests d'aisance aquatique certifiants</em> - indispensables pour certaines activités nautiques et colonies</p>
                </div>
            
                <div class="flex flex-row">
                    <svg class="mr-2 text-accent size-5 lg:size-7 shrink-0"></svg>
                    <p>Paiement à la séance : réservation par téléphone ou en achetant directement votre séance/carnet de séances en ligne</p>
                </div></div>`;
    const doc = parseHtml(hall);
    const isName = (t: string) => t.length >= 3 && !/[.!?]$/.test(t);
    expect(leadInRows(doc, /nous proposons/i, () => false, isName)).toEqual([
      'Bébés nageurs',
      'École de natation enfants',
      "Tests d'aisance aquatique certifiants",
    ]);
    // and on the page: its wrapper's colour class ("bg-background-highlight") says how it looks, not that it holds
    // highlights
    expect(extractServices(parseHtml(`<main>${hall}</main>`), 'http://x/').map((s) => s.name)).toEqual([
      'Bébés nageurs',
      'École de natation enfants',
      "Tests d'aisance aquatique certifiants",
    ]);
  });

  const leads: [string, string, string[]][] = [
    ['en', 'Our services include:', ['Root canal treatment', 'Dental implants', 'Teeth whitening']],
    ['de', 'Unsere Leistungen:', ['Zahnreinigung', 'Implantate', 'Bleaching']],
    ['fr', 'Nous proposons :', ['Détartrage', 'Implants dentaires', 'Blanchiment']],
    ['es', 'Nuestros servicios:', ['Limpieza dental', 'Implantes', 'Blanqueamiento']],
    ['it', 'I nostri servizi:', ['Igiene dentale', 'Implantologia', 'Sbiancamento']],
    ['nl', 'Onze diensten:', ['Gebitsreiniging', 'Implantaten', 'Bleken']],
    ['pt', 'Nossos serviços:', ['Limpeza dentária', 'Implantes', 'Branqueamento']],
    ['ja', '診療内容：', ['一般歯科', '小児歯科', 'ホワイトニング']],
  ];
  it.each(leads)('%s: "%s" over lines of one block, and over rows of one shape', (_, lead, names) => {
    const lines = `<main><h1>Praxis</h1><p>Welcome.<br>${lead}<br>${names.join('<br>')}</p></main>`;
    expect(extractServices(parseHtml(lines), 'http://x/').map((s) => s.name)).toEqual(names);
    const rows =
      `<main><h1>Praxis</h1><div class="box"><p>${lead}</p>` +
      names.map((n) => `<div class="row"><svg></svg><p><em>${n}</em> - a few words about it here</p></div>`).join('') +
      '<p>More text after the rows, a full sentence.</p></div></main>';
    expect(extractServices(parseHtml(rows), 'http://x/').map((s) => s.name)).toEqual(names);
  });

  it('reads no line a line that names nothing offered introduces, nor a row with a figure', () => {
    const services = '<h2>Leistungen</h2><ul><li>Sanitär</li><li>Heizung</li></ul>';
    for (const html of [
      `${services}<p>Öffnungszeiten:<br>Montag bis Freitag<br>Samstag nach Vereinbarung<br>Sonntag geschlossen</p>`,
      `${services}<p>Our team:</p><p>John Smith</p><p>Jane Doe</p><p>Bob Lee</p>`,
      `${services}<p>Unsere Leistungen:<br>Hauptstraße 12<br>10115 Berlin<br>Tel. 030 123456</p>`,
    ])
      expect(extractServices(parseHtml(`<main>${html}</main>`), 'http://x/').map((s) => s.name)).toEqual([
        'Sanitär',
        'Heizung',
      ]);
  });
});

describe('an accordion of services', () => {
  it('reads each toggle of a services accordion as an item and its hidden body as the description', () => {
    // a Mexican dental clinic's template (research corpus, clinica-dental-le-dents-ecatepec): divs, not <details>;
    // its team cards in a slider beside it stay out
    const item = (name: string, body: string, shown = false) =>
      `<div class="st-accordian"><div class="st-accordian-title">${name}<span class="st-accordian-toggle fa fa-angle-down"></span></div>` +
      `<div class="st-accordian-body" style="display: ${shown ? 'block' : 'none'};">${body}</div></div>`;
    const doc = parseHtml(`<body><section class="st-about-wrap"><div class="container">
<div class="st-section-heading"><h2>Nuestros Servicios</h2><div class="st-section-heading-subtitle">Odontología general y todas las especialidades.</div></div>
<div class="row"><div class="col-lg-7"><div class="st-accordian-wrap">
${item('Ortodoncia', 'Tratamiento que corrige la posición de los dientes.', true)}
${item('Periodoncia', 'Las enfermedades de las encías y su tratamiento.')}
${item('Cirugía bucal', 'La especialidad médico-quirúrgica de la boca.')}</div></div>
<div class="col-lg-5"><h2>Horarios de Atención</h2><ul><li>Lunes 9:30am–8:00pm</li><li>Sábado 9:30am–5:00pm</li></ul></div></div></div></section>
<section><h2>Nuestros Especialistas</h2><div class="slick-wrapper">${[
      'Dr. Luis E. Salinas',
      'Dr. Gabriel Cortes',
      'Dra. Pamela López',
      'Dra. Mara Esquivel',
    ]
      .map(
        (n, i) =>
          `<div class="slick-slide-in"><div class="st-member"><div class="st-member-img"><img src="e${i}.jpg" alt=""></div><h3>${n}</h3></div></div>`,
      )
      .join('')}</div></section></body>`);
    const items = extractServices(doc, 'http://127.0.0.1/');
    expect(items.map((s) => s.name)).toEqual(['Ortodoncia', 'Periodoncia', 'Cirugía bucal']);
    expect(items[1]!.description).toBe('Las enfermedades de las encías y su tratamiento.');
  });

  it("never reads an FAQ's questions as items", () => {
    const doc = parseHtml(
      `<body><section><h2>Servicios</h2><div class="acc">${['¿Duele?', '¿Cuánto cuesta?']
        .map(
          (q) =>
            `<div class="q"><div class="t" aria-expanded="false">${q}</div><div class="a" hidden>Respuesta larga aquí.</div></div>`,
        )
        .join('')}</div></section></body>`,
    );
    expect(extractServices(doc, 'http://127.0.0.1/')).toEqual([]);
  });
});

describe('cards that lead to their own pages', () => {
  // a Madrid physiotherapy clinic's services page (research corpus, clinica-aguirre-madrid): a filter bar of the same
  // names, then cards of a picture link, a title link and "VER MÁS", one card's "VER MÁS" pointing at another's page
  const card = (slug: string, name: string, more = slug) =>
    `<div class="cbp-item ${slug}"><a href="assets/ajax/${slug}.html" class="cbp-caption"><div><img src="${slug}.png" alt=""></div></a>` +
    `<a href="http://www.example.com/${slug}" class="cbp-l-grid-work-title">${name}</a>` +
    `<div class="cbp-l-grid-work-desc"><a href="http://www.example.com/${more}">VER MÁS </a></div></div>`;
  const grid = (cards: string) =>
    `<body><div class="cbp-l-filters-work"><div data-filter="*" class="cbp-filter-item">TODO</div></div><div class="cbp">${cards}</div></body>`;

  it('reads each card by the text no other card shares, never the call to action', () => {
    const doc = parseHtml(
      grid(
        card('fisioterapia', 'FISIOTERAPIA') +
          card('osteopatia', 'OSTEOPATÍA') +
          card('craneosacral', 'TERAPIA CRANEOSACRAL') +
          card('hipopresiva', 'GIMNASIA HIPOPRESIVA', 'osteopatia'),
      ),
    );
    expect(extractServices(doc, 'http://127.0.0.1/servicios.php').map((s) => s.name)).toEqual([
      'FISIOTERAPIA',
      'OSTEOPATÍA',
      'TERAPIA CRANEOSACRAL',
      'GIMNASIA HIPOPRESIVA',
    ]);
  });

  it("never reads a blog's cards, nor cards outside the offerings", () => {
    const post = (n: number) =>
      `<div class="card"><img src="${n}.jpg" alt=""><a href="/blog/post-${n}">Neuigkeit Nummer ${n}</a><a href="/blog/post-${n}">Weiterlesen</a></div>`;
    expect(
      extractServices(parseHtml(`<body>${post(1)}${post(2)}${post(3)}</body>`), 'http://127.0.0.1/leistungen'),
    ).toEqual([]);
    expect(
      extractServices(
        parseHtml(grid(card('a', 'Alpha') + card('b', 'Beta') + card('c', 'Gamma'))),
        'http://127.0.0.1/',
      ),
    ).toEqual([]);
  });
});

describe('the same item at two prices on two pages', () => {
  it("keeps the price list's price and lists the other as a conflict", () => {
    const home = { price: '12 €', url: 'http://127.0.0.1/' };
    const list = { price: '13,50 €', url: 'http://127.0.0.1/speisekarte', category: 'Hauptgerichte' };
    const { keep, conflict } = samePriceOrConflict('Schnitzel', home, list);
    expect(keep).toBe('second');
    expect(conflict).toMatchObject({ field: 'price', chosen: 'Schnitzel: 13,50 €', rejected: ['Schnitzel: 12 €'] });
    expect(samePriceOrConflict('Schnitzel', list, home).keep).toBe('first');
  });

  it('sees one amount written two ways as one price', () => {
    expect(
      samePriceOrConflict(
        'Corte',
        { price: '1.200,00 €', url: 'http://x/' },
        { price: '1200 €', url: 'http://x/precios' },
      ),
    ).toEqual({
      keep: 'first',
    });
  });
});

describe('prices with their currency in words', () => {
  it('reads "60 euros", "120 Euro" and "1,50 euro" as prices, as practices and trattorias write them', () => {
    const practice = parseHtml(
      "<h2>Tarifs</h2><p>Séance d'ostéopathie : 60 euros<br>Séance nourrisson : 50 euros</p>" +
        '<h2>Preise</h2><p>Erstanamnese (ca. 90 Minuten): 120 Euro<br>Folgebehandlung (60 Minuten): 80 Euro</p>',
    );
    expect(extractServices(practice, 'http://x/tarifs').map((i) => [i.name, i.price])).toEqual([
      ["Séance d'ostéopathie", '60 euros'],
      ['Séance nourrisson', '50 euros'],
      ['Erstanamnese (ca. 90 Minuten)', '120 Euro'],
      ['Folgebehandlung (60 Minuten)', '80 Euro'],
    ]);
    const bar = parseHtml('<h2>Prezzi</h2><p>Acqua naturale 1,50 euro<br>Caffè 1,20 euro</p>');
    expect(extractServices(bar, 'http://x/prezzi').map((i) => i.price)).toEqual(['1,50 euro', '1,20 euro']);
    // a sentence with an amount of euros is no price list
    const sentence = parseHtml('<p>Wir haben 2019 über 5000 Euro für den Tierschutz gespendet.</p>');
    expect(extractServices(sentence, 'http://x/').filter((i) => i.price)).toEqual([]);
  });
});

describe('calls to action', () => {
  // A service business's template: each offering's card, and after the list the buttons it repeats per offering.
  const page = (lang: string, offerings: string[], actions: string[]) =>
    parseHtml(
      `<html lang="${lang}"><body><main><h1>Services</h1><div class="services">${[...offerings, ...actions]
        .map((t) => `<div class="card"><h3>${t}</h3><p>Lorem ipsum dolor sit amet.</p></div>`)
        .join('')}</div></main></body></html>`,
    );
  it.each([
    [
      'en',
      ['Drain Cleaning', 'Book Binding', 'Order Picking', 'Contact Lens Service', 'Call-Out Service'],
      ['Get a Free Drain Cleaning Estimate', 'Request Leak Detection Service', 'Book a Table', 'Call us today'],
    ],
    ['fr', ['Débouchage', 'Réservation de salles'], ['Demander un devis', 'Prenez rendez-vous']],
    ['de', ['Rohrreinigung', 'Terminservice'], ['Jetzt Termin vereinbaren', 'Angebot anfordern']],
    ['es', ['Reserva natural', 'Limpieza dental'], ['Pide tu cita', 'Solicitar presupuesto']],
    ['it', ['Taglio', 'Piega'], ['Prenota un appuntamento', 'Richiedi un preventivo']],
    ['nl', ['Knippen', 'Verven'], ['Maak een afspraak', 'Vraag een offerte', 'Offerte aanvragen']],
    ['pt', ['Corte', 'Escova'], ['Agende sua consulta', 'Solicite um orçamento']],
    ['ja', ['カット', 'カラー'], ['ご予約はこちら', '予約する']],
  ])('are never offerings (%s)', (lang, offerings, actions) => {
    const names = extractServices(page(lang, offerings, actions), 'http://x/services').map((s) => s.name);
    expect(names).toEqual(offerings);
  });
});

describe('the page furniture', () => {
  // The footer of a dev-half corpus site (easylav-morelia, a React app) as Chromium rendered it, its icons, classes,
  // titles and ids of single links left out: a "Servicios" column beside columns of page links.
  const FOOTER =
    '<footer id="footer"><div></div><div id="footer-sections"><article id="container-undefined"><div><div id="footer-sections"><h3 id="footer-sections-title">Secciones</h3><ul><li><a href="/"><span>Inicio</span></a></li><li><a href="/#quienes-somos"><span>Quienes Somos</span></a></li><li><a href="/#servicios"><span>Servicios</span></a></li></ul><ul><li><a href="/sucursales"><span>Sucursales</span></a></li><li><a href="/contacto"><span>Contacto</span></a></li><li><a href="/franquicias"><span>Franquicias</span></a></li></ul></div><div id="footer-services"><h3>Servicios</h3><ul><li><a href="/#autoservicio"><span>Autoservicio</span></a></li><li><a href="/#secado"><span>Secado</span></a></li><li><a href="/#por-encargo"><span>Encargo</span></a></li><li><a href="/#plegado"><span>Plegado</span></a></li><li><a href="/#tintoreria"><span>Tintorería</span></a></li></ul></div></div><div><div><div id="footer-policies"><h3>Políticas de Privacidad, Política de Cookies</h3><ul><li><a href="/politica-privacidad"><span>Política de Privacidad</span></a></li><li><a href="/politica-cookies"><span>Política de Cookies</span></a></li></ul></div></div><div id="footer-privacy-terms"><h3>Términos y Condiciones, Preguntas Frecuentes y Facturación</h3><ul><li><a href="/terminos-condiciones"><span>Términos y Condiciones del sitio Web</span></a></li><li><a href="/usos-y-condiciones"><span>Terminos y Condiciones de la Tarjeta de Lealtad</span></a></li><li><a href="/preguntas-frecuentes"><span>Preguntas Frecuentes</span></a></li><li><a href="/facturacion"><span>Facturación</span></a></li></ul></div></div><div><a href="/#inicio"><img width="240" aria-label="logo easylav" src="/assets/logo-color-7v6Mb-w-.png"></a><ul><li><a href="https://www.facebook.com/profile.php?id=61562871132158" target="blank" rel="noopener noreferrer" aria-label="Accede a mi  cuenta de Facebook"></a></li><li><a href="https://www.instagram.com/lavanderiaseasylav/" target="blank" rel="noopener noreferrer" aria-label="Accede a mi  cuenta de Instagram"></a></li><li><a href="mailto:contacto@easylav.mx" target="blank" rel="noopener noreferrer" aria-label="Envia un correo electrónico para contactarme"></a></li><li><a href="tel:+524438947493" target="blank" rel="noopener noreferrer" aria-label="Realiza una llamada"></a></li></ul></div></article></div><div><article id="container-undefined"><div><div><span>®</span><h3>Derechos Reservados 2024</h3></div><div><h3>Diseñado y Desarrollado por:</h3><a href="https://dspwebstudio.com" target="_blank" rel="noopener noreferrer"><img width="32" src="/assets/dsp-mixed-CNFc-KqW.png"></a></div></div></article></div></footer>';
  it("never reads a footer's columns of page links as offerings beside its Services column", () => {
    const names = extractServices(parseHtml(`<html lang="es"><body>${FOOTER}</body></html>`), 'http://x/').map(
      (s) => s.name,
    );
    // (the Services column's own links name the offerings the page shows: they may stay)
    const services = ['Autoservicio', 'Secado', 'Encargo', 'Plegado', 'Tintorería'];
    expect(names.filter((n) => !services.includes(n))).toEqual([]);
  });
});

describe("a page builder's widgets", () => {
  // Elementor wraps every block of a page's content in "elementor-widget elementor-widget-<name>" and its columns in
  // "elementor-widget-wrap": the page's content, not WordPress's sidebar widgets ("widget widget_text").
  it('reads the menu of an Elementor page, each list in its widget', () => {
    // shawonUU/quickphonefix@0216b5f00cfe0561deaadc2ba2fe806d472923de resources/views/frontend/pages/menu.blade.php:
    // a restaurant menu page saved from an Elementor site (the Fidalgo theme), its long attributes shortened
    const item = (t: string, p: string, d: string) =>
      `<div class="qodef-e qodef-grid-item "><div class="qodef-e-inner"><div class="qodef-e-content"><div class="qodef-e-heading"><h5 class="qodef-e-title"> ${t}</h5><div class="qodef-e-price">${p}</div></div><p class="qodef-e-description"> ${d} </p></div></div></div>`;
    const page =
      `<main><div class="elementor-element elementor-element-f64f3a3 e-con-full e-flex e-con e-child" data-element_type="container">` +
      `<div class="elementor-element elementor-element-01eba16 elementor-widget__width-initial elementor-widget elementor-widget-fidalgo_core_section_title" data-element_type="widget"><div class="elementor-widget-container"><div class="qodef-shortcode qodef-m  qodef-section-title qodef-alignment--left  qodef-decoration--enabled"><h3 class="qodef-m-title"> APPETIZERS </h3></div></div></div>` +
      `<div class="elementor-element elementor-element-41cab5f elementor-widget__width-initial elementor-widget elementor-widget-fidalgo_core_restaurant_menu_list" data-element_type="widget"><div class="elementor-widget-container"><div class="qodef-shortcode qodef-m  qodef-restaurant-menu-list    qodef-skin--default qodef-grid qodef-layout--columns"><div class="qodef-grid-inner">` +
      item('Cheesy Garlic Bread', '$59', 'Red onion marmelade, garlic foccacia bread, grilled figs') +
      item('Combination Platter', '$78', 'Calamari, stuffed mushroom caps, clams casino, and bruschetta') +
      item('Mushroom Caps', '$55', 'Mushrooms stuffed with a Ritz cracker and vegetable stuffing') +
      `</div></div></div></div></div></main>`;
    const priced = extractServices(parseHtml(`<html><body>${page}</body></html>`), 'http://x/menu')
      .filter((s) => s.price)
      .map((s) => [s.name, s.price]);
    expect(priced).toEqual([
      ['Cheesy Garlic Bread', '$59'],
      ['Combination Platter', '$78'],
      ['Mushroom Caps', '$55'],
    ]);
  });

  it("takes a priced item's description for its own, never for a list of offerings", () => {
    // the same page's next item: "Chef's selection of seasonal meats, cheeses and accoutrements"
    const item = (t: string, p: string, d: string) =>
      `<div class="qodef-e qodef-grid-item "><div class="qodef-e-inner"><div class="qodef-e-content"><div class="qodef-e-heading"><h5 class="qodef-e-title"> ${t}</h5><div class="qodef-e-price">${p}</div></div><p class="qodef-e-description"> ${d} </p></div></div></div>`;
    const page =
      `<main><h3 class="qodef-m-title"> APPETIZERS </h3><div class="qodef-grid-inner">` +
      item('Cheesy Garlic Bread', '$59', 'Red onion marmelade, garlic foccacia bread, grilled figs') +
      item('Antipasto', '$80', 'Chef&#039;s selection of seasonal meats, cheeses and accoutrements') +
      item('Mushroom Caps', '$55', 'Mushrooms stuffed with a Ritz cracker and vegetable stuffing') +
      `</div></main>`;
    expect(extractServices(parseHtml(`<html><body>${page}</body></html>`), 'http://x/menu').map((s) => s.name)).toEqual(
      ['Cheesy Garlic Bread', 'Antipasto', 'Mushroom Caps'],
    );
  });
  it.each([
    ['en', 'Platter', '$24', 'A selection of cured meats, aged cheeses and olives.'],
    ['de', 'Brotzeitbrett', '14 €', 'Eine Auswahl an Schinken, Bergkäse und Essiggurken.'],
    ['fr', 'Planche mixte', '16 €', 'Une sélection de charcuteries, fromages affinés et olives.'],
    ['es', 'Tabla ibérica', '18 €', 'Una selección de jamón, quesos curados y aceitunas.'],
    ['it', 'Tagliere misto', '15 €', 'Una selezione di salumi, formaggi stagionati e olive.'],
    ['nl', 'Borrelplank', '€ 15', 'Een selectie van vleeswaren, oude kazen en olijven.'],
    ['pt', 'Tábua mista', '14 €', 'Uma seleção de enchidos, queijos curados e azeitonas.'],
  ])("reads a priced item's description listing what it holds as no offerings (%s)", (lang, name, price, what) => {
    const card = (n: string, p: string, d: string) =>
      `<li class="item"><div class="head"><h4>${n}</h4><span class="cost">${p}</span></div><p>${d}</p></li>`;
    const doc = parseHtml(
      `<html lang="${lang}"><body><ul>${card(name, price, what)}${card('Bruschetta', price, '…')}${card('Focaccia', price, '…')}</ul></body></html>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => s.name)).toEqual([name, 'Bruschetta', 'Focaccia']);
  });

  const widget = (name: string, inner: string) =>
    `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-${name}" data-widget_type="${name}.default"><div class="elementor-widget-container">${inner}</div></div></div></div>`;
  const priceList = (rows: string[][]) =>
    widget(
      'price-list',
      `<ul class="elementor-price-list">${rows.map(([t, p]) => `<li class="elementor-price-list-item"><div class="elementor-price-list-text"><div class="elementor-price-list-header"><span class="elementor-price-list-title">${t}</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">${p}</span></div></div></li>`).join('')}</ul>`,
    );
  const accordion = (heading: string, names: string[]) =>
    widget('heading', `<h2 class="elementor-heading-title elementor-size-default">${heading}</h2>`) +
    widget(
      'accordion',
      `<div class="elementor-accordion" role="tablist">${names.map((t, i) => `<div class="elementor-accordion-item"><div class="elementor-tab-title" data-tab="${i + 1}" role="tab"><a class="elementor-accordion-title" href="">${t}</a></div><div class="elementor-tab-content elementor-clearfix" role="tabpanel"><p>…</p></div></div>`).join('')}</div>`,
    );
  it.each([
    [
      'en',
      [
        ['Margherita Pizza', '$12'],
        ['Caesar Salad', '$9'],
      ],
    ],
    [
      'de',
      [
        ['Wiener Schnitzel', '18,50 €'],
        ['Apfelstrudel', '6 €'],
      ],
    ],
    [
      'fr',
      [
        ['Confit de canard', '19 €'],
        ['Crème brûlée', '7 €'],
      ],
    ],
    [
      'es',
      [
        ['Paella valenciana', '14 €'],
        ['Crema catalana', '5 €'],
      ],
    ],
    [
      'it',
      [
        ['Risotto ai funghi', '13 €'],
        ['Tiramisù della casa', '6 €'],
      ],
    ],
    [
      'nl',
      [
        ['Erwtensoep', '€ 7,50'],
        ['Appeltaart met slagroom', '€ 4,50'],
      ],
    ],
    [
      'pt',
      [
        ['Bacalhau à Brás', '12 €'],
        ['Pastel de nata', '1,50 €'],
      ],
    ],
    [
      'ja',
      [
        ['親子丼', '¥950'],
        ['天ぷら定食', '¥1,200'],
      ],
    ],
  ])('reads an Elementor price list in its widget (%s)', (lang, rows) => {
    const doc = parseHtml(
      `<html lang="${lang}"><body><section class="elementor-section"><div class="elementor-container">${priceList(rows)}</div></section></body></html>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => [s.name, s.price])).toEqual(rows);
  });
  it.each([
    ['en', 'Our Services', ['Haircut', 'Beard Trim', 'Hot Towel Shave']],
    ['de', 'Unsere Leistungen', ['Herrenhaarschnitt', 'Bartpflege', 'Nassrasur']],
    ['fr', 'Nos prestations', ['Coupe homme', 'Taille de barbe', 'Rasage traditionnel']],
    ['es', 'Nuestros servicios', ['Corte de pelo', 'Arreglo de barba', 'Afeitado clásico']],
    ['it', 'I nostri servizi', ['Taglio uomo', 'Regolazione barba', 'Rasatura tradizionale']],
    ['nl', 'Onze diensten', ['Knippen heren', 'Baard trimmen', 'Scheren met warme doek']],
    ['pt', 'Os nossos serviços', ['Corte de cabelo', 'Aparar barba', 'Barbear clássico']],
    ['ja', 'サービス内容', ['カット', 'カラーリング', 'ヘッドスパ']],
  ])('reads the services an Elementor accordion holds under its heading (%s)', (lang, heading, names) => {
    const doc = parseHtml(
      `<html lang="${lang}"><body><section class="elementor-section"><div class="elementor-container">${accordion(heading, names)}</div></section></body></html>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => s.name)).toEqual(names);
  });
  it("still leaves out WordPress's own sidebar and footer widgets", () => {
    const rows = [
      ['Margherita Pizza', '$12'],
      ['Caesar Salad', '$9'],
    ];
    const list = rows.map(([t, p]) => `<li><span>${t}</span> <span>${p}</span></li>`).join('');
    for (const cls of ['widget widget_text', 'widget-area', 'et_pb_widget_area'])
      expect(
        extractServices(parseHtml(`<body><div class="${cls}"><ul>${list}</ul></div></body>`), 'http://x/'),
      ).toEqual([]);
  });
});

describe('a definition list of groups', () => {
  it("takes a term over its group's priced items for the group, never for an item at the first price", () => {
    // Masuo320/website@a59cee92cb90a7078f389a64bcbaf52ed4fc6cad soba/menu.php: a soba restaurant's menu, each group a
    // <dt> the visitor opens over a <dd> of priced dishes (its first group, the rest of the page left out)
    const page = `<section>
			<h2>-&nbsp;お品書き&nbsp;-</h2>
				<ul>
				<dl class="panel">
					<dt>お食事</dt>
					<dd>
					<h3>定食類</h3>
					<li><div class="main">そば定食</div>
						<div class="mone">1,500円</div>
						<p>1番人気のお得なセットメニューです。手打ちそば.古代米入りごはん.そばどうふ.季節の小鉢.漬物.デザート</p>
					</li>
					<li><div class="main">しを里定食（そば定食＋山菜天ぷら）</div>
						<div class="mone">1,950円</div>
						<p>「そば定食」に採れたての山菜の天ぷらが付いた「しを里」自慢のセットです</p>
					</li>
					<li><div class="main">甲州ワインビーフ\u3000牛丼</div>
						<div class="mone">1,100円</div>
					</li>
					<h3>冷たい麺類</h3>
					<li><div class="main">山菜おろしそば</div><div class="mone">1,200円</div></li>
					<li><div class="main">もりそば</div><div class="mone">800円</div></li>
					<li><div class="main">とろろそば</div><div class="mone">850円</div></li></dd>
					</dl>
				</ul>
		</section>`;
    const items = extractServices(parseHtml(`<html lang="ja"><body>${page}</body></html>`), 'http://x/soba/menu.php');
    expect(items.map((s) => [s.name, s.price])).toEqual([
      ['そば定食', '1,500円'],
      ['しを里定食（そば定食＋山菜天ぷら）', '1,950円'],
      ['甲州ワインビーフ 牛丼', '1,100円'],
      ['山菜おろしそば', '1,200円'],
      ['もりそば', '800円'],
      ['とろろそば', '850円'],
    ]);
  });
  it('still reads a term whose description gives its price', () => {
    const doc = parseHtml(
      '<main><h2>Preise</h2><dl><dt>Herrenhaarschnitt</dt><dd>Waschen, Schneiden, Föhnen – 32 €</dd><dt>Bartpflege</dt><dd>15 €</dd></dl></main>',
    );
    expect(extractServices(doc, 'http://x/').map((s) => [s.name, s.price])).toEqual([
      ['Herrenhaarschnitt', '32 €'],
      ['Bartpflege', '15 €'],
    ]);
  });
});

describe('what only looks like an offering', () => {
  it("reads no offering from a contact form's title that asks the reader's question", () => {
    // an acupuncturist's home page (test/research-corpus/acuqibalans-benthuizen, dev half): its contact modal
    const doc = parseHtml(`<body><h2>Behandelingen</h2><ul><li>Spierklachten</li><li>Gewrichtsklachten</li></ul>
<div class="modal fade klachten-modal" id="email-contact-modal" role="dialog"><div class="modal-dialog modal-lg">
<div class="modal-content"><div class="modal-header"><h4 class="modal-title">Stel hier gerust uw vraag</h4></div>
<div class="modal-body"><form><input name="naam"><textarea name="vraag"></textarea></form></div></div></div></div></body>`);
    const names = extractServices(doc, 'http://127.0.0.1/').map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Spierklachten', 'Gewrichtsklachten']));
    expect(names).not.toContain('Stel hier gerust uw vraag');
  });
});

describe('the word "price" and Japanese brackets around a name', () => {
  const read = (html: string, path = '/') =>
    extractServices(parseHtml(`<!doctype html><html><body>${html}</body></html>`), `http://shop.test${path}`).map(
      (s) => [s.name, s.price],
    );

  it('reads a Japanese salon menu whose titles hold 【name】価格：amount, and a card whose line is 価格：amount', () => {
    // h-ishikawa/unripe-sun.com@0a857a48adfdb0296b0d011b0ee5914a765f7efd templates/menus/index.php (a Yokohama salon)
    const items = read(
      `<h2>メニュー</h2>
 <div class="menu">
     <h3><span></span>【トリートメント】価格：3,780円〜</h3>
     <p>あなただけのオーダーメイドトリートメント★Aujuaなら髪の悩みを改善出来る!!
       </p>
   </div>
 <div class="menu">
     <h3><span></span>【カット&カラー】価格：12,420円〜</h3>
     <p>素髪を傷ませずに色を入れるから、いつまでもなめらかで透明感のある艶カラー♪
       </p>
   </div>
<div class="menu">
     <h3><span></span>カット＆デジタルパーマ</h3>
     <p>価格：18,360円〜
       </p>
   </div>
 <div class="panel m-detail">
     <h3><span></span>前髪カット</h3>
     <p><img src="/public/images/menus/maegami.jpg">価格：1,080円
       </p>
   </div>`,
      '/menus/',
    );
    expect(items).toEqual(
      expect.arrayContaining([
        ['トリートメント', '3,780円〜'],
        ['カット&カラー', '12,420円〜'],
        ['カット＆デジタルパーマ', '18,360円〜'],
        ['前髪カット', '1,080円'],
      ]),
    );
    expect(items.map(([name]) => name)).not.toContain('価格');
  });

  it.each([
    ['Haircut', 'Price:', '$25'],
    ['Herrenschnitt', 'Preis:', '25 €'],
    ['Coupe homme', 'Prix :', '30 €'],
    ['Coupe femme', 'Tarif :', '40 €'],
    ['Corte de pelo', 'Precio:', '20 €'],
    ['Taglio uomo', 'Prezzo:', '€ 15'],
    ['Knippen', 'Prijs:', '€ 25'],
    ['Corte masculino', 'Preço:', 'R$ 45'],
    ['カット', '価格：', '5,400円〜'],
    ['カラー', '料金：', '6,600円'],
  ])('reads "%s – %s %s" as the name and its price, in a list and in a card', (name, label, price) => {
    const line = read(`<h2>Menu</h2><ul><li>${name} – ${label} ${price}</li><li>Extra – ${label} ${price}</li></ul>`);
    expect(line).toContainEqual([name, price]);
    const cards = read(
      `<section><h2>Menu</h2>${[name, 'Extra']
        .map((n) => `<div class="card"><h3>${n}</h3><p>Lorem ipsum dolor sit amet.</p><p>${label} ${price}</p></div>`)
        .join('')}</section>`,
    );
    expect(cards).toContainEqual([name, price]);
    expect(cards.map(([n]) => n)).not.toContain(label.replace(/\s?[:：]$/, ''));
  });
});

describe('what a price is per, as each language writes it after the amount', () => {
  it('keeps an aqua-fitness club\'s "/ mois" with its monthly price', () => {
    // Wendy59/adapt-aqua@e108700730cbb3540a8a4b6252ca92c74929b9c9 resources/views/tarifs.blade.php
    const doc = parseHtml(`<div class="box featured">
                    <h3>ADAPT 1 - 12 mois *</h3>
                    <h4>39<sup>€</sup><span> / mois</span></h4>
                    <ul>
                        <li><i class="fas fa-check"></i> 1 séance aquatique / semaine</li>
                        <li><i class="fas fa-check"></i> Espace détente 8 € </li>
                    </ul></div>`);
    expect(splitPrice(text($$('h4', doc)[0]!))).toMatchObject({ name: '', price: '39 € / mois' });
  });

  it('keeps a restaurant\'s "/pers" with its wine pairing\'s price', () => {
    // icilaba-creation/absinthe-cafe@2f56d66b25df84d0cecab470cb25516b2011453c menu-decembre2012.php (Saint-Malo)
    const doc = parseHtml(
      `<span class="mets-vins">Accord mets et vins au verre, sp&eacute;cial grands crus : 40&euro;/pers</span>`,
    );
    expect(splitPrice(text($$('span', doc)[0]!))).toMatchObject({
      name: 'Accord mets et vins au verre, spécial grands crus',
      price: '40€/pers',
    });
  });

  it.each([
    ['Brunch 25 € pro Person', 'Brunch', '25 € pro Person'],
    ['Brunch 25 € p.P.', 'Brunch', '25 € p.P.'],
    ['Rinderfilet 45,90 € / kg', 'Rinderfilet', '45,90 € / kg'],
    ['Nachhilfe 25 €/Std.', 'Nachhilfe', '25 €/Std.'],
    ['Einzelstunde 60 € je Stunde', 'Einzelstunde', '60 € je Stunde'],
    ['Séance individuelle 25€ la séance', 'Séance individuelle', '25€ la séance'],
    ['Menu du jour 18 € par personne', 'Menu du jour', '18 € par personne'],
    ['Menu du jour 18 € / pers.', 'Menu du jour', '18 € / pers.'],
    ['Entrecôte 32 € le kg', 'Entrecôte', '32 € le kg'],
    ["Cours particulier 40 € de l'heure", 'Cours particulier', "40 € de l'heure"],
    ['Menú degustación 45 € por persona', 'Menú degustación', '45 € por persona'],
    ['Jamón ibérico 90 € el kilo', 'Jamón ibérico', '90 € el kilo'],
    ['Clase particular 20 € la hora', 'Clase particular', '20 € la hora'],
    ['Menù degustazione 50 € a persona', 'Menù degustazione', '50 € a persona'],
    ["Prosciutto 3,50 € all'etto", 'Prosciutto', "3,50 € all'etto"],
    ["Lezione privata 30 € all'ora", 'Lezione privata', "30 € all'ora"],
    ['Coperto 2 € a testa', 'Coperto', '2 € a testa'],
    ['Lunch € 25 p.p.', 'Lunch', '€ 25 p.p.'],
    ['Bijles € 30 per uur', 'Bijles', '€ 30 per uur'],
    ['Kaas € 2,50 per kilo', 'Kaas', '€ 2,50 per kilo'],
    ['Bijles € 30 p/u', 'Bijles', '€ 30 p/u'],
    ['Rodízio R$ 89,90 por pessoa', 'Rodízio', 'R$ 89,90 por pessoa'],
    ['Picanha R$ 79,90 o kg', 'Picanha', 'R$ 79,90 o kg'],
    ['Afternoon tea £25pp', 'Afternoon tea', '£25pp'],
    ['Tutoring $40 an hour', 'Tutoring', '$40 an hour'],
    ['Brisket $24 a pound', 'Brisket', '$24 a pound'],
    ['Membership $50/mo', 'Membership', '$50/mo'],
    ['Membership $500 per year', 'Membership', '$500 per year'],
    ['ランチ 1,200円/1名様', 'ランチ', '1,200円/1名様'],
    ['コース 5,000円（お一人様）', 'コース', '5,000円（お一人様）'],
  ])('%s', (line, name, price) => {
    expect(splitPrice(line)).toMatchObject({ name, price });
  });

  it.each([
    ['Lunch 25 € la pizza del giorno', '25 €'],
    ['Haircut $25 a great deal', '$25'],
  ])('reads no unit from words that name none: %s', (line, price) => {
    expect(splitPrice(line).price).toBe(price);
  });
});
