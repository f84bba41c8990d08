// Every branch and the business's own channels, with others' facts left out. Excerpts of real markup.
import { extractChannels, extractLocations, samePlacesMerged } from '../src/branches';
import { parseHtml } from '../src/html';
import { BRANCH_PAGE } from '../src/reading-order';
import { jsonLdBusinesses } from '../src/structured';
import { extractEmails } from '../src/scrape';

describe('branches', () => {
  it("reads each branch card's name, address, phone and hours (a German bakery's locations page)", () => {
    const card = (name: string, street: string, town: string, tel: string) =>
      `<div class="branch-card"><img src="/f.jpg" alt="Filiale ${name}"><h3 class="branch-card__name">${name}</h3>` +
      `<p class="branch-card__address">${street}<br>${town}</p><p class="branch-card__phone"><a href="tel:${tel}">${tel}</a></p>` +
      `<dl class="branch-card__hours"><dt>Montag – Freitag</dt><dd>05:15 – 18:30 Uhr</dd><dt>Sonntag</dt><dd>geschlossen</dd></dl>` +
      `<a href="https://maps.google.com/?q=x" class="branch-card__link">In Google Maps öffnen</a></div>`;
    const doc = parseHtml(
      `<html lang="de"><body><div class="branches">${card('Brensbach', 'Am Alten Bahnhof 22-24', '64395 Brensbach', '+496161558')}${card('Reichelsheim', 'Heidelberger Str. 10', '64385 Reichelsheim', '+4961641247')}</div></body></html>`,
    );
    const found = extractLocations(doc, { country: 'DE', lang: 'de' });
    expect(found).toEqual([
      expect.objectContaining({
        name: 'Brensbach',
        address: 'Am Alten Bahnhof 22-24, 64395 Brensbach',
        phone: '+496161558',
        hours: expect.objectContaining({ Monday: '05:15 – 18:30', Friday: '05:15 – 18:30', Sunday: 'Closed' }),
      }),
      expect.objectContaining({ name: 'Reichelsheim', address: 'Heidelberger Str. 10, 64385 Reichelsheim' }),
    ]);
  });

  it("reads branch cards that each carry a class of their own (a Swiss toy shop's two branches)", () => {
    // test/research-corpus/spiel-und-laeselade-lachen, Custom/filialen.html: "filiale lachen", "filiale rapperswil"
    const card = (id: string, town: string, street: string, place: string, tel: string, mail: string) =>
      `<div class="filiale ${id} col col-6-12" id="${id}"><div class="page-title"><h1>${town}</h1></div>` +
      `<div class="kontakt"><h2>Kontakt</h2><p>Spiel + Läselade ${town} <br> ${street} <br> ${place} <br> ` +
      `Tel: ${tel} <br> Email: <a href="mailto:${mail}">${mail}</a></p></div></div>`;
    const doc = parseHtml(
      `<div class="pagebody filialenpage"><p class="hervorheben">Herzlich willkommen</p>` +
        card('lachen', 'Lachen', 'Marktstrasse 10', '8853 Lachen', '055 442 51 76', 'info@spiel-laeselade.ch') +
        card(
          'rapperswil',
          'Rapperswil',
          'Kniestrasse 31',
          '8640 Rapperswil',
          '055 211 05 91',
          'rapperswil@spiel-laeselade.ch',
        ) +
        `</div>`,
    );
    expect(extractLocations(doc, { country: 'CH', lang: 'de' })).toEqual([
      expect.objectContaining({ address: expect.stringContaining('Marktstrasse 10'), phone: '+41554425176' }),
      expect.objectContaining({ address: expect.stringContaining('Kniestrasse 31'), phone: '+41552110591' }),
    ]);
    // two blocks that share no class stay apart: a page's own sections are no run of cards
    const sections = parseHtml(
      '<div><div class="hero">Marktstrasse 10, 8853 Lachen</div><div class="footer">Kniestrasse 31, 8640 Rapperswil</div></div>',
    );
    expect(extractLocations(sections, { country: 'CH', lang: 'de' })).toEqual([]);
  });

  it("reads a company profile's definition list of branches, and the phone its term names for one", () => {
    const doc = parseHtml(
      '<dl class="cf"><dt>商号</dt><dd>株式会社 おかけんリフォーム</dd>' +
        '<dt>本社</dt><dd>〒522-0222<br>彦根市南川瀬町1400-11</dd>' +
        '<dt>彦根本店</dt><dd>〒522-0042<br>滋賀県彦根市戸賀町130-25</dd>' +
        '<dt>TEL（本社）</dt><dd>0749-25-0506</dd><dt>FAX（本社）</dt><dd>0749-25-0909</dd>' +
        '<dt>代表取締役</dt><dd>岡　謙二（昭和40年彦根市に誕生）</dd></dl>',
    );
    expect(extractLocations(doc, { country: 'JP', lang: 'ja' })).toEqual([
      { name: '本社', address: '〒522-0222 彦根市南川瀬町1400-11', phone: '+81749250506' },
      { name: '彦根本店', address: '〒522-0042 滋賀県彦根市戸賀町130-25' },
    ]);
  });

  it("reads a card's address from the spot its sibling card keeps one, with each card's phone and hours", () => {
    const card = (name: string, street: string, tel: string) =>
      `<div class="bg-dark rounded-3xl p-8"><div class="mb-6"><h3 class="text-xl">${name}</h3></div>` +
      `<div class="grid gap-4"><div class="flex items-start"><svg></svg><span>${street}</span></div>` +
      `<div class="flex items-center"><a href="tel:${tel}">${tel}</a></div></div>` +
      '<div class="bg-white"><h4>Horarios</h4><div class="space-y-1">' +
      '<div class="flex"><span>Lunes - Viernes</span><span>8:00 hs. - 20:00 hs.</span></div>' +
      '<div class="flex"><span>Sábados</span><span>8:00 hs. - 14:00 hs.</span></div></div></div></div>';
    const doc = parseHtml(
      `<div class="grid lg:grid-cols-2">${card('PRAGA | Nueva Córdoba', 'Av. Hipólito Yrigoyen 123, Nueva Córdoba', '+54 351 548-8483')}${card('PRAGA | Cerro', 'Tristán Malbrán 4240, Cerro de las Rosas', '+54 351 218-5804')}</div>`,
    );
    expect(extractLocations(doc, { country: 'AR', lang: 'es' })).toEqual([
      expect.objectContaining({
        name: 'PRAGA | Nueva Córdoba',
        address: 'Av. Hipólito Yrigoyen 123, Nueva Córdoba',
        phone: '+543515488483',
        hours: expect.objectContaining({ Monday: '8:00 - 20:00', Saturday: '8:00 - 14:00' }),
      }),
      expect.objectContaining({
        name: 'PRAGA | Cerro',
        address: 'Tristán Malbrán 4240, Cerro de las Rosas',
        phone: '+543512185804',
      }),
    ]);
  });

  it('lists a branch once when its cards and a footer block both give it (a rendered beauty centre)', () => {
    // the branch cards with their hours, then the footer repeating each branch's name, address and phone
    const card = (name: string, address: string, hours: string) =>
      `<div class="bg-praga-gray-x-dark rounded-3xl p-8 shadow-lg"><div class="mb-6"><h3 class="text-xl font-heading">${name}</h3></div>` +
      `<div class="grid grid-cols-1 gap-4 mb-6"><div class="flex items-start space-x-2"><svg></svg><span>${address}</span></div>` +
      `<div class="flex items-start space-x-2"><svg></svg><span>${hours}</span></div></div></div>`;
    const footer = (name: string, address: string, tel: string) =>
      `<div class="bg-praga-white/10 rounded-2xl p-4"><h5 class="font-heading font-semibold">${name}</h5><div class="space-y-2 text-sm">` +
      `<div class="flex items-start space-x-2"><svg></svg><span class="text-praga-white/80">${address}</span></div>` +
      `<div class="flex items-center space-x-2"><svg></svg><a href="tel:${tel}">${tel}</a></div></div></div>`;
    const doc = parseHtml(
      `<html lang="es"><body><section><div class="grid md:grid-cols-2 gap-8">` +
        card('PRAGA | Nueva Córdoba', 'Av. Hipólito Yrigoyen 123, Nueva Córdoba', 'Lunes a Viernes 8:00 - 20:00') +
        card('PRAGA | Cerro', 'Tristán Malbrán 4240, Cerro de las Rosas', 'Lunes a Viernes 8:00 - 20:00') +
        `</div></section><footer><div class="grid md:grid-cols-2 gap-4">` +
        footer('PRAGA | Nueva Córdoba', 'Av. Hipólito Yrigoyen 123, Nueva Córdoba', '+54 351 548-8483') +
        footer('PRAGA | Cerro', 'Tristán Malbrán 4240, Cerro de las Rosas', '+54 351 218-5804') +
        `</div></footer></body></html>`,
    );
    expect(extractLocations(doc, { country: 'AR', lang: 'es' })).toEqual([
      expect.objectContaining({
        name: 'PRAGA | Nueva Córdoba',
        phone: '+543515488483',
        hours: expect.objectContaining({ Monday: '8:00 - 20:00' }),
      }),
      expect.objectContaining({ name: 'PRAGA | Cerro', phone: '+543512185804', hours: expect.any(Object) }),
    ]);
  });

  it('takes an address written with and without its postcode for one branch', () => {
    expect(
      samePlacesMerged([
        { name: '本店', address: '〒321-0132 栃木県宇都宮市雀の宮4-2-8', phone: '+81286539880' },
        { name: '中央店', address: '〒320-0863 栃木県宇都宮市操町4-11' },
        { address: '栃木県宇都宮市雀の宮4-2-8', hours: { Monday: '9:00〜17:00' } },
        { address: '栃木県宇都宮市操町4-11', phone: '+81286381828' },
      ]),
    ).toEqual([
      {
        name: '本店',
        address: '〒321-0132 栃木県宇都宮市雀の宮4-2-8',
        phone: '+81286539880',
        hours: { Monday: '9:00〜17:00' },
      },
      { name: '中央店', address: '〒320-0863 栃木県宇都宮市操町4-11', phone: '+81286381828' },
    ]);
  });

  it('reads the smallest repeated boxes as branches, not the column that holds them or its intro box', () => {
    // test/fixtures/branches-zoo/es-salon-sucursales-h4-run-on-lines.html: a blow-dry bar's columns of boxes
    const box = (inner: string) => `<div class="box-grid"><div class="box-description">${inner}</div></div>`;
    const branch = (name: string, lines: string[]) =>
      box(
        `<h4 class="title-sucursales">${name}</h4><div class="box-description-direccion">\n${lines.join('\n')}\n</div>`,
      );
    const doc = parseHtml(
      `<div class="grid__row"><div class="grid__col-1-3">${box('Las sucursales de HER propias ofrecen servicios de peinados.')}` +
        branch('Polanco', ['Galileo 41 A, Polanco,', '11560, Ciudad de México.', 'T: (55) 5280 3815']) +
        branch('Pedregal', [
          'Avenida de las Fuentes 556,',
          'Álvaro Obregón,',
          '01900 Ciudad de México.',
          'Teléfono: (55) 6728 8318',
        ]) +
        `</div><div class="grid__col-1-3 border-lateral">${box('Las sucursales HER dentro de BX ofrecen peinados.')}` +
        branch('Del Valle', [
          'Liverpool Insurgentes. PB.',
          'Av. Insurgentes Sur 1310,',
          'Col del Valle Sur, 03100',
          'Ciudad de México.',
        ]) +
        `</div></div>`,
    );
    expect(extractLocations(doc, { country: 'MX', lang: 'es' })).toEqual([
      {
        name: 'Polanco',
        address: 'Galileo 41 A, Polanco, 11560, Ciudad de México',
        phone: '+525552803815',
      },
      {
        name: 'Pedregal',
        address: 'Avenida de las Fuentes 556, Álvaro Obregón, 01900 Ciudad de México',
        phone: '+525567288318',
      },
    ]);
  });

  it("reads a branch's street from the line its sibling card writes one on (cards of <br> lines)", () => {
    // test/fixtures/branches-zoo/pt-doctor-places-strong-br.html: a surgeon's places of care in Fortaleza
    const place = (name: string, street: string, tel: string) =>
      `<li><svg viewBox="0 0 50 52"><path d="M38"/></svg><p><strong>${name}</strong><br />${street}<br />` +
      `Fone: <a href="tel:${tel}">${tel}</a></p></li>`;
    const doc = parseHtml(
      `<div class="contato__clinicas"><h2>Locais de Atendimento</h2><ul>${place('Clinica Unique', 'Av. Dom Luís, 1200 – Pátio Dom Luís', '8532467879')}` +
        `${place('Hospital Monte Klinikum', 'Rep. do Líbano, 747', '8540120012')}</ul></div>`,
    );
    expect(extractLocations(doc, { country: 'BR', lang: 'pt' })).toEqual([
      { name: 'Clinica Unique', address: 'Av. Dom Luís, 1200 – Pátio Dom Luís', phone: '+558532467879' },
      { name: 'Hospital Monte Klinikum', address: 'Rep. do Líbano, 747', phone: '+558540120012' },
    ]);
  });

  it('reads a street that runs on to its district and town after dashes (a hospital and its clinics)', () => {
    // test/fixtures/branches-zoo/pt-clinics-list-group-labels.html
    const clinic = (name: string, tel: string, street: string, cep: string) =>
      `<div class="item-scheudle col-12 col-md-6"><h4>${name}</h4><ul class="list-group">` +
      `<li class="list-group group-item"><span>Telefone:</span> ${tel}</li>` +
      `<li class="list-group group-item"><span>Endereço:</span>${street} </br>CEP: ${cep}</li></ul></div>`;
    const doc = parseHtml(
      `<div class="row">${clinic('Clínica Posto da Mata', '(73) 3209-1746', 'Rua Pedro Carolino Costa, nº 1292 - Centro - Posto da Mata-Nova Viçosa / BA', '45928-000')}` +
        `${clinic('Clínica Mucuri', '(73) 3206-1013', 'Rua Oscar Teixeira de Siqueira, s/n - Centro – Mucuri/ BA', '45.930-000')}</div>`,
    );
    expect(extractLocations(doc, { country: 'BR', lang: 'pt' }).map((l) => [l.address, l.phone])).toEqual([
      ['Rua Pedro Carolino Costa, nº 1292 - Centro - Posto da Mata-Nova Viçosa / BA, CEP: 45928-000', '+557332091746'],
      ['Rua Oscar Teixeira de Siqueira, s/n - Centro – Mucuri/ BA, CEP: 45.930-000', '+557332061013'],
    ]);
  });

  it('reads records of several siblings: a name, an address and a phone repeated in one block', () => {
    // test/fixtures/contacts-zoo/en-footer-two-branches-pipes.html: a barbershop footer, "name | address | phone"
    const shop = (name: string, street: string, tel: string, shown: string) =>
      `<br/><br/><span class="footer_name">${name}</span> | <span class="footer_address"><a href="https://maps.example/x">${street}</a></span>` +
      ` | <span class="footer_number"><a href="tel:${tel}">${shown}</a></span>`;
    const doc = parseHtml(
      `<footer><div class="footer_tag"><span style="color: #fff;">Contact Us at:</span>` +
        shop(
          'Long Island City Tonsorial',
          '41-10 34th Ave, Long Island City NY, 11101',
          '+13476546386',
          '+1 (347) 654 6386',
        ) +
        // (the second shop's link still dials the first shop: its text is the number a reader calls)
        shop('Bayside Tonsorial', '32-32 Francis Lewis Blvd queens NY 11358', '+13476546386', '+1 (516) 401 2837') +
        `</div></footer>`,
    );
    expect(extractLocations(doc, { country: 'US', lang: 'en' })).toEqual([
      {
        name: 'Long Island City Tonsorial',
        address: '41-10 34th Ave, Long Island City NY, 11101',
        phone: '+13476546386',
      },
      { name: 'Bayside Tonsorial', address: '32-32 Francis Lewis Blvd queens NY 11358', phone: '+15164012837' },
    ]);
  });

  it('reads paragraphs that each lead with a bold name over their lines as branch cards', () => {
    // 4intesta/Tesina-Questura@6f48f4fdc9a837b6d94fb65738c3744969c5615f, Tesina3/src/main/webapp/left-sidebar.jsp
    const doc = parseHtml(
      '<ul class="contact">\n<li>\n<h3>Indirizzo</h3>\n<p>\n<b>Sede di Modena</b> <br />Via Università, 4\n41121, Modena MO<br />\n</p>\n' +
        '<p>\n<b>Sede di Reggio Emilia</b> <br />Viale A. Allegri 9\n42121, Reggio Emilia RE<br />\n</p>\n</li>\n' +
        '<li>\n<h3>Mail</h3>\n<p><a href="#">urp@unimore.it</a></p>\n</li>\n<li>\n<h3>Telefono</h3>\n' +
        '<p><b>Sede di Modena</b> 059 2056511</p>\n<p><b>Sede di Reggio Emilia</b> 0522 523041</p>\n</li>\n</ul>',
    );
    // (each seat's phone is the one the list of phones gives under its name)
    expect(extractLocations(doc, { country: 'IT', lang: 'it' })).toEqual([
      { name: 'Sede di Modena', address: 'Via Università, 4, 41121, Modena MO', phone: '+390592056511' },
      { name: 'Sede di Reggio Emilia', address: 'Viale A. Allegri 9, 42121, Reggio Emilia RE', phone: '+390522523041' },
    ]);
  });

  // (the probe's forms: a block of phones by branch name, apart from the branch cards, in each language)
  it.each([
    ['de', 'DE', 'Filiale Darmstadt', 'Filiale Weiterstadt', 'Tel.: 06150 98765', '+49615098765'],
    ['fr', 'FR', 'Agence de Lyon', 'Agence de Villeurbanne', 'Tél. : 04 72 98 76 54', '+33472987654'],
    ['es', 'ES', 'Tienda Centro', 'Tienda Chamberí', 'Teléfono: 913 456 789', '+34913456789'],
    ['nl', 'NL', 'Utrecht', 'Amersfoort', '033 456 7890', '+31334567890'],
    ['en', 'GB', 'Bath', 'Bristol', 'Phone: 0117 923 4567', '+441179234567'],
  ] as const)(
    'reads a %s branch phone given under its name in a block of phones',
    (lang, country, a, b, line, phone) => {
      const card = (name: string, street: string) => `<div class="shop"><h3>${name}</h3><p>${street}</p></div>`;
      const doc = parseHtml(
        `<div class="shops">${card(a, 'Rheinstraße 12, 64283 Darmstadt')}${card(b, 'Darmstädter Str. 45, 64331 Weiterstadt')}</div>` +
          `<div class="phones"><h3>Telefon</h3><p>${b} ${line}</p><p>Fax 06151 123457</p></div>`,
      );
      const found = extractLocations(doc, { country, lang });
      expect(found.map((f) => f.phone)).toEqual([undefined, phone]);
    },
  );

  // (the probe's forms: a locations page written as one paragraph per branch, in each language)
  it.each([
    ['de', 'DE', 'Unsere Filialen', 'Filiale Darmstadt', 'Rheinstraße 12', '64283 Darmstadt', 'Tel. 06151 123456'],
    ['fr', 'FR', 'Nos agences', 'Agence de Lyon', '12 rue de la République', '69002 Lyon', 'Tél. : 04 78 12 34 56'],
    ['it', 'IT', 'Le nostre sedi', 'Sede di Milano', 'Via Roma 12', '20121 Milano (MI)', 'Tel. 02 1234 5678'],
    ['es', 'ES', 'Nuestras tiendas', 'Tienda Centro', 'Calle Mayor, 12', '28013 Madrid', 'Tel.: 912 345 678'],
    ['nl', 'NL', 'Onze vestigingen', 'Vestiging Utrecht', 'Oudegracht 120', '3511 AX Utrecht', 'Tel: 030 123 4567'],
    ['pt', 'PT', 'As nossas lojas', 'Loja Baixa', 'Rua Augusta, 120', '1100-053 Lisboa', 'Tel.: 21 123 4567'],
    ['en', 'GB', 'Our branches', 'Bath', '12 High Street', 'Bath BA1 1AA', 'Tel: 01225 123456'],
    ['ja', 'JP', '店舗一覧', '渋谷店', '〒150-0001 東京都渋谷区神宮前1-2-3', '', 'TEL：03-1234-5678'],
  ] as const)('reads a %s page of one paragraph per branch', (lang, country, heading, name, street, town, tel) => {
    const other = (s: string) => s.replace(/\d/, (d) => String((Number(d) + 1) % 10));
    const p = (n: string, st: string) => `<p><strong>${n}</strong><br>${st}${town ? `<br>${town}` : ''}<br>${tel}</p>`;
    const doc = parseHtml(
      `<div class="text"><h2>${heading}</h2><p>${heading}:</p>${p(name, street)}${p(`${name} 2`, other(street))}</div>`,
    );
    const found = extractLocations(doc, { country, lang });
    expect(found.map((f) => f.name)).toEqual([name, `${name} 2`]);
    expect(found[0]!.address).toContain(street.replace(/^〒\S+ /, ''));
    expect(found.every((f) => !!f.phone)).toBe(true);
  });

  it("leaves a card's address label out when it shares the address's line (a burger bar's branches)", () => {
    // Matheus934/Yellow-burguer@5fb5c767987f971bb1fce25f860b2c9fbf0bb871, filiais.html
    const card = (town: string, street: string, tel: string) =>
      `\n      <div class="filial">\n        <h3>${town}</h3>\n        <p><strong>Endereço:</strong> ${street}</p>\n` +
      `        <p><strong>Telefone:</strong> ${tel}</p>\n        <img src="https://maps.googleapis.com/maps/api/staticmap?center=${town}" alt="Mapa ${town}">\n      </div>\n`;
    const doc = parseHtml(
      `<section>\n    <h2>Nossas Filiais</h2>\n    <div class="filiais">\n` +
        card('São Paulo - SP', 'Av. Paulista, 1500 - Bela Vista', '(11) 3333-0001') +
        card('Rio de Janeiro - RJ', 'Av. Atlântica, 2000 - Copacabana', '(21) 2222-0002') +
        card('Curitiba - PR', 'Rua XV de Novembro, 250 - Centro', '(41) 5555-0004') +
        `\n    </div>\n  </section>`,
    );
    expect(extractLocations(doc, { country: 'BR', lang: 'pt' }).map((l) => l.address)).toEqual([
      'Av. Paulista, 1500 - Bela Vista',
      'Av. Atlântica, 2000 - Copacabana',
      'Rua XV de Novembro, 250 - Centro',
    ]);
  });

  it("never gives a branch the phone a line gives under a longer branch's name", () => {
    const card = (name: string, street: string) => `<div class="shop"><h3>${name}</h3><p>${street}</p></div>`;
    const doc = parseHtml(
      `<div class="shops">${card('Filiale 1', 'Rheinstraße 12, 64283 Darmstadt')}` +
        `${card('Filiale 12', 'Darmstädter Str. 45, 64331 Weiterstadt')}</div><p>Filiale 12 06150 98765</p>`,
    );
    expect(extractLocations(doc, { country: 'DE', lang: 'de' }).map((f) => f.phone)).toEqual([
      undefined,
      '+49615098765',
    ]);
  });

  it('reads no branches from a contact block whose paragraphs give two addresses of one business', () => {
    const doc = parseHtml(
      '<div class="kontakt"><h3>Besuchsadresse</h3><p>Waldstr. 21<br>64395 Brensbach</p>' +
        '<p>Postfach 12 34<br>64390 Brensbach</p></div>',
    );
    expect(extractLocations(doc, { country: 'DE' })).toEqual([]);
  });

  it('reads no branches from a run of boxes where one gives an address', () => {
    const doc = parseHtml(
      '<div class="cols"><div class="col"><h3>Über uns</h3><p>Familienbäckerei seit 1952.</p></div>' +
        '<div class="col"><h3>Kontakt</h3><p>Waldstr. 21<br>64395 Brensbach</p></div>' +
        '<div class="col"><h3>Öffnungszeiten</h3><p>Mo–Fr 6–18 Uhr</p></div></div>',
    );
    expect(extractLocations(doc, { country: 'DE' })).toEqual([]);
  });

  it('reads no branches from one address', () => {
    const doc = parseHtml('<footer><address>Waldstr. 21<br>64395 Brensbach</address></footer>');
    expect(extractLocations(doc, { country: 'DE' })).toEqual([]);
  });
});

describe('branches in structured data', () => {
  it('reads the Place nodes an organization names as its locations, whatever their type', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bäckerei Beispiel',
      location: [
        {
          '@type': 'Place',
          name: 'Filiale Schweinheim',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Steubenstraße 77',
            postalCode: '63743',
            addressLocality: 'Aschaffenburg',
          },
          telephone: '06021 95603',
        },
        {
          '@type': 'Place',
          name: 'Filiale Innenstadt',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Sandgasse 47',
            postalCode: '63739',
            addressLocality: 'Aschaffenburg',
          },
        },
        { '@type': 'Place', name: 'Online-Shop' },
      ],
    };
    const doc = parseHtml(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`);
    // (the organization itself, with no address, is no place: research's branches are the nodes with an address)
    expect(
      jsonLdBusinesses(doc)
        .filter((b) => b.address)
        .map((b) => [b.name, b.address, b.telephone]),
    ).toEqual([
      ['Filiale Schweinheim', 'Steubenstraße 77, 63743 Aschaffenburg', '06021 95603'],
      ['Filiale Innenstadt', 'Sandgasse 47, 63739 Aschaffenburg', undefined],
    ]);
  });
});

describe('branches pages', () => {
  it("knows a branches page by its address in each language, never a workshop's", () => {
    const branchPages = [
      '/nuestras-tiendas',
      '/unsere-geschaefte',
      '/nos-boutiques',
      '/punti-vendita',
      '/onze-winkels',
    ];
    for (const path of [...branchPages, '/our-stores/', '/le-nostre-sedi', '/sedes', '/店舗情報'])
      expect([path, BRANCH_PAGE.test(path)]).toEqual([path, true]);
    for (const path of ['/workshops', '/restores', '/shop/cart'])
      expect([path, BRANCH_PAGE.test(path)]).toEqual([path, false]);
  });

  it('knows a branches page by each language\'s plural of "branch" and "location"', () => {
    // Matheus934/Yellow-burguer@5fb5c767987f971bb1fce25f860b2c9fbf0bb871, filiais.html: a burger bar's six branches,
    // linked from its menu as <a href="filiais.html">Filiais</a> and titled "Filiais - Yellow Burguer"
    expect(BRANCH_PAGE.test('/filiais.html Filiais - Yellow Burguer Yellow Burguer')).toBe(true);
    for (const path of ['/niederlassungen', '/filiali', '/locaties', '/ueber-uns/niederlassungen/'])
      expect([path, BRANCH_PAGE.test(path)]).toEqual([path, true]);
  });
});

describe('channels', () => {
  it('takes the WhatsApp booking the hero repeats as the primary channel, and online ordering beside it', () => {
    const home = parseHtml(
      '<section class="hero"><a class="btn" href="https://wa.me/27688733966">Book on WhatsApp</a></section>' +
        '<p><a href="https://wa.me/27688733966">WhatsApp us</a> or <a href="https://www.ubereats.com/store/x">order online</a></p>',
    );
    const channels = extractChannels([{ url: 'https://studio.example/', doc: home }], 'ZA');
    expect(channels).toEqual([
      expect.objectContaining({ kind: 'whatsapp', url: 'https://wa.me/27688733966', primary: true }),
      expect.objectContaining({ kind: 'ordering', url: 'https://www.ubereats.com/store/x' }),
    ]);
    expect(channels[1]!.primary).toBeUndefined();
  });

  it("reads the WhatsApp app's own link as the chat every device opens", () => {
    const doc = parseHtml(
      '<a class="whatsapp-float" href="whatsapp://send?phone=5511953242674&amp;text=Ol%C3%A1" aria-label="WhatsApp">' +
        '<i class="fa fa-whatsapp"></i></a>',
    );
    expect(extractChannels([{ url: 'https://farmacia.example/', doc }], 'BR')).toEqual([
      expect.objectContaining({ kind: 'whatsapp', url: 'https://wa.me/5511953242674', label: 'WhatsApp' }),
    ]);
  });

  it('names a channel as its links most often do, not as the first card it was read in', () => {
    // a Japanese relaxation salon (research corpus, apollo-seikotsuin-soka): its coupon page's cards book through
    // LINE, the messenger Japan books on, "with this coupon"; every page's header button says "book on LINE"
    const coupons = parseHtml(
      '<div class="coupon-item"><div class="coupon-title">【初めての方へ】全身もみほぐし 60分</div><div class="coupon-footer">' +
        '<div class="coupon-price">¥3,600</div><a href="https://lin.ee/6cYRjnW" class="coupon-btn">このクーポンで予約</a></div></div>',
    );
    const header = parseHtml(
      '<header><a href="https://lin.ee/6cYRjnW" class="btn-reserve-brand">LINEで予約</a></header>',
    );
    const channels = extractChannels(
      [
        { url: 'https://salon.example/coupon.html', doc: coupons },
        { url: 'https://salon.example/', doc: header },
        { url: 'https://salon.example/menu.html', doc: header },
      ],
      'JP',
    );
    expect(channels).toEqual([
      expect.objectContaining({ kind: 'messenger', url: 'https://lin.ee/6cYRjnW', label: 'LINEで予約', primary: true }),
    ]);
  });

  it('reads a phone the page labels for reservations as a reservations channel', () => {
    const doc = parseHtml('<div><h3>Phone</h3><p>Reservations: (555) 123-4567</p></div>');
    expect(extractChannels([{ url: 'https://r.example/contact', doc }], 'US')).toEqual([
      expect.objectContaining({ kind: 'reservations', url: 'tel:+15551234567' }),
    ]);
  });
});

describe("others' facts", () => {
  it("leaves out the web designer's email in a footer credit", () => {
    const doc = parseHtml(
      '<footer><p>mail@baeckereifriedrich.de</p><p>Webdesign by <a href="mailto:hello@agency.example">hello@agency.example</a></p></footer>',
    );
    expect(extractEmails(doc, 'https://x/').map((e) => e.address)).toEqual(['mail@baeckereifriedrich.de']);
  });

  it("leaves out the webmaster's email a footer names as such", () => {
    // a six-language pousada's page: its own email in the address block, the webmaster's in the footer
    const doc = parseHtml(
      'Email: <a href="mailto:pousadajardimdosanjos@gmail.com">pousadajardimdosanjos@gmail.com</a><br>' +
        '<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-info">' +
        '<p>Webmaster: <a href="mailto:nicolas.jeanmonod@bluewin.ch">• Nicolas Jeanmonod •</a></p></div></footer>',
    );
    // (its address both as a mail link and as text)
    expect(new Set(extractEmails(doc, 'https://x/').map((e) => e.address))).toEqual(
      new Set(['pousadajardimdosanjos@gmail.com']),
    );
  });
});
