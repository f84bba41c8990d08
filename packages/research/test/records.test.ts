// Records by structure: repeated sibling blocks of one shape under a heading are that heading's items, whatever
// the markup and the language. Excerpts of real menus and product pages.
import { extractServices } from '../src/content';
import { parseHtml } from '../src/html';
import { scrapeWebsite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

const page = (body: string) => parseHtml(`<!doctype html><html><body><main>${body}</main></body></html>`);

describe('records by structure', () => {
  it('reads a 108-dish menu of name and price spans under 16 category headings, none of the headings as a dish', () => {
    // An Australian pizzeria-café's markup: <div class="menu-item"><span class="name">…</span><span class="price">$24</span></div>
    const categories = Array.from({ length: 16 }, (_, i) => `Section ${String.fromCharCode(65 + i)}`);
    const body = categories
      .map(
        (c, i) =>
          `<div class="menu-block"><h3 class="menu-heading">${c}</h3>${Array.from(
            { length: i < 12 ? 7 : 6 },
            (_, j) =>
              `<div class="menu-item"><span class="name">Dish ${i}.${j}</span><span class="price">$${18 + j}</span></div>`,
          ).join('')}</div>`,
      )
      .join('');
    const items = extractServices(page(`<h2>Our menu</h2>${body}`), 'http://x/');
    expect(items).toHaveLength(108);
    expect(items[0]).toEqual({ name: 'Dish 0.0', price: '$18', category: 'Section A' });
    expect(items.at(-1)).toEqual({ name: 'Dish 15.5', price: '$23', category: 'Section P' });
    expect(items.map((i) => i.name)).not.toEqual(expect.arrayContaining(['Section A']));
  });

  it('reads a price its markup marks in the page language, and the name of a record written as parts', () => {
    // an Italian pizzeria: <li><span class="piatto">…</span><span class="ingr">…</span><span class="prezzo">9,00</span></li>
    const li = (name: string, ingr: string, price: string) =>
      `<li><span class="piatto">${name}</span><span class="ingr">${ingr}</span><span class="prezzo">${price}</span></li>`;
    const doc = page(
      `<h3 class="colonna__testa">Pizze classiche</h3><ul class="listino">${li('Margherita DOC', 'bufala, pomodorini, basilico', '9,00')}` +
        `${li('Friarielli', 'mozzarella, salsiccia, friarielli', '10,00')}${li('Bologna', 'fior di latte, mortadella', '12,00')}</ul>`,
    );
    expect(extractServices(doc, 'http://x/')).toEqual([
      {
        name: 'Margherita DOC',
        price: '9,00',
        description: 'bufala, pomodorini, basilico',
        category: 'Pizze classiche',
      },
      {
        name: 'Friarielli',
        price: '10,00',
        description: 'mozzarella, salsiccia, friarielli',
        category: 'Pizze classiche',
      },
      { name: 'Bologna', price: '12,00', description: 'fior di latte, mortadella', category: 'Pizze classiche' },
    ]);
  });

  it('reads a price column written without a currency, but never a week of opening times', () => {
    // a Dutch salon's rendered price tables: <tr><th>Knippen</th><td class="has-text-right">37</td></tr>
    const rows = (r: [string, string][]) =>
      `<table class="table is-fullwidth"><tbody>${r.map(([n, p]) => `<tr><th>${n}</th><td class="has-text-right">${p}</td></tr>`).join('')}</tbody></table>`;
    const doc = page(
      `<h3 class="subtitle is-4 mb-0">Kleuren</h3>${rows([
        ['Verven', 'vanaf 51,50'],
        ['Highlights', 'vanaf 74'],
        ['French Balayage', 'vanaf 150'],
      ])}<h3>Jeugd</h3>${rows([
        ['Knippen (t/m 12 jaar)', '29'],
        ['Knippen (13 t/m 18 jaar)', '34'],
      ])}`,
    );
    expect(extractServices(doc, 'http://x/heren')).toEqual(
      expect.arrayContaining([
        { name: 'Verven', price: 'vanaf 51,50', category: 'Kleuren' },
        { name: 'French Balayage', price: 'vanaf 150', category: 'Kleuren' },
        { name: 'Knippen (13 t/m 18 jaar)', price: '34', category: 'Jeugd' },
      ]),
    );
    const week = page(
      `<h3>Openingstijden</h3>${rows([
        ['Dinsdag', '9.00'],
        ['Woensdag', '9.00'],
        ['Zaterdag', '9.00'],
      ])}`,
    );
    expect(extractServices(week, 'http://x/')).toEqual([]);
  });

  it('reads a German price table and a French definition list, prices as written in their currency', () => {
    const doc = page(
      `<h2>Brötchen</h2><table><tr><td>Laugenbrezel</td><td>0,95 €</td></tr><tr><td>Kornspitz</td><td>1,10 €</td></tr></table>` +
        `<h2>Pâtisseries</h2><dl><dt>Éclair au chocolat</dt><dd>Pâte à choux, crème pâtissière</dd><dd>4,60 € HT</dd>` +
        `<dt>Tarte au citron</dt><dd>5,20 € HT</dd></dl>`,
    );
    const items = extractServices(doc, 'http://x/');
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'Laugenbrezel', price: '0,95 €', category: 'Brötchen' },
        { name: 'Kornspitz', price: '1,10 €', category: 'Brötchen' },
        expect.objectContaining({ name: 'Éclair au chocolat', price: '4,60 € HT', category: 'Pâtisseries' }),
        expect.objectContaining({ name: 'Tarte au citron', price: '5,20 € HT', category: 'Pâtisseries' }),
      ]),
    );
  });

  it('reads pesos with a thousands point and yen, as written', () => {
    const doc = page(
      `<h2>Servicios</h2><ul><li><span>Corte de cabello</span> <b>$45.000</b></li><li><span>Balayage</span> <b>$450.000</b></li></ul>` +
        `<h2>料金</h2><ul><li>カット ¥1100</li><li>カラー ¥4400</li></ul>`,
    );
    const items = extractServices(doc, 'http://x/');
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Balayage', price: '$450.000' }),
        expect.objectContaining({ name: 'カラー', price: '¥4400', category: '料金' }),
      ]),
    );
  });

  it('reads a product range of picture cards without prices, but not selling points or links to other pages', () => {
    // A German bakery's bread page (../shared/sites/baeckerei-friedrich), four of its 30 cards.
    const card = (name: string, desc: string) =>
      `<div class="product-detail"><img src="/b.jpg" alt="${name}"><div class="product-detail__body"><span class="product-detail__badge">500g</span><h3 class="product-detail__name">${name}</h3><p class="product-detail__desc">${desc}</p></div></div>`;
    const doc = page(
      `<h1>Brot</h1><div class="product-grid">${card('Pfefferbaguette', 'Mega leckere Kruste mit Pfeffer, Öl und Salz.')}${card('Piratenkruste', 'Leichtes Brot mit Karottenstückchen und Kernen.')}${card('Roggenmischbrot', 'Kräftig und saftig, mit Sauerteig.')}${card('Walnussbrot', 'Mit ganzen Walnüssen gebacken.')}</div>` +
        `<section class="features"><h2>Warum wir</h2>${['Handwerk', 'Regional', 'Frisch', 'Seit 1900'].map((f) => `<div class="feature"><img src="/i.jpg"><h3>${f}</h3><p>Ein Satz über uns.</p></div>`).join('')}</section>` +
        `<div class="teasers">${['Torten', 'Snacks', 'Eis', 'Brötchen'].map((f) => `<a class="teaser" href="/${f}"><img src="/t.jpg"><h3>${f}</h3><p>Mehr erfahren</p></a>`).join('')}</div>`,
    );
    const names = extractServices(doc, 'http://x/produkte/brot.html').map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining(['Pfefferbaguette', 'Piratenkruste', 'Roggenmischbrot', 'Walnussbrot']),
    );
    for (const wrong of ['Handwerk', 'Regional', 'Torten', 'Snacks', 'Brot']) expect(names).not.toContain(wrong);
    expect(extractServices(doc, 'http://x/produkte/brot.html')[0]).toEqual({
      name: 'Pfefferbaguette',
      description: 'Mega leckere Kruste mit Pfeffer, Öl und Salz.',
      category: 'Brot',
    });
  });

  it('reads three cards as products when each picture shows what its card names, not three selling points', () => {
    // A French bakery's pastries page (research corpus, dev half): three cards of a picture, a name and a line.
    const card = (alt: string, name: string) =>
      `<div class="col-sm-4 text-center"><img class="img-responsive" src="./img/x.jpg" alt="${alt}"><h3>${name}</h3><p>Une phrase sur ce gâteau, sa pâte et sa cuisson.</p></div>`;
    const doc = page(
      `<div class="box"><h2 class="intro-text"><strong>Nos spécialités du Nord</strong></h2>${card('la tarte au sucre', 'La tarte au sucre')}${card('le merveilleux au chocolat', 'Le merveilleux')}${card('le moelleux au chocolat', 'Le moelleux au chocolat')}</div>` +
        `<div class="reasons"><h2>Pourquoi nous</h2>${['Artisanal', 'Local', 'Frais'].map((f) => `<div class="point"><img src="/i.svg" alt="icône"><h3>${f}</h3><p>Une phrase sur notre façon de travailler.</p></div>`).join('')}</div>`,
    );
    const items = extractServices(doc, 'http://x/patisseries.php');
    expect(items.map((i) => i.name)).toEqual(['La tarte au sucre', 'Le merveilleux', 'Le moelleux au chocolat']);
    expect(items[1]!.category).toBe('Nos spécialités du Nord');
  });

  it('reads a table price list under its heading rows, with short names and ranges as written', () => {
    // A Japanese salon's price list (research corpus, dev half): a <thead> row per category over its rows.
    const group = (title: string, note: string, rows: [string, string][]) =>
      `<thead><tr><th colspan="2"><span>${title}</span><br>${note}</th></tr></thead><tbody>${rows
        .map(([n, p]) => `<tr><td>${n}</td><td>${p}</td></tr>`)
        .join('')}</tbody>`;
    const doc = page(
      `<div class="menu_head"><h2>サロンメニュー</h2></div><table class="menu_table">` +
        group('カット', 'カット + ブロー', [
          ['一般', '¥3,500'],
          ['高校生', '¥3,200'],
        ]) +
        group('カラー', 'カラー + シャンプー + ブロー + カット', [
          ['ベーシックカラー', '¥8,400 ~ 10,500'],
          ['ミネラルカラー', '¥11,100 ~ 12,700'],
        ]) +
        group('着付け', '', [
          ['振袖', '¥7,400 ~'],
          ['袴', '¥5,800'],
        ]) +
        `</table>`,
    );
    const items = extractServices(doc, 'http://x/front/menu.php');
    expect(items).toEqual(
      expect.arrayContaining([
        { name: '一般', price: '¥3,500', category: 'カット' },
        { name: 'ベーシックカラー', price: '¥8,400 ~ 10,500', category: 'カラー' },
        { name: '振袖', price: '¥7,400 ~', category: '着付け' },
        { name: '袴', price: '¥5,800', category: '着付け' },
      ]),
    );
    // the category headings are never items
    expect(items.map((i) => i.name)).not.toEqual(expect.arrayContaining(['カット', 'カラー', '着付け']));
  });

  it('names a record by its own line, not by a name block that also holds its description', () => {
    // An American bakery's menu (research corpus, dev half): <div class="menu-item-name"><strong>Muffin</strong><p>…
    const item = (name: string, desc: string, price: string) =>
      `<li><div class="dish-pic"><img src="m.jpg" alt=""></div><div class="menu-item-name"><strong>${name}</strong><p><i>Pictured: Chocolate ${name}</i><p class="menu-item-description">${desc}</p></p></div><span class="price-text">${price}</span></li>`;
    const doc = page(
      `<h2>Breakfast menu</h2><div class="menu-list"><ul>${item('Muffin', 'Chocolate, blueberry, banana nut', '$2.50')}${item('Scone', 'Apple cinnamon, blueberry, chocolate chip', '$2.55')}</ul></div>`,
    );
    const items = extractServices(doc, 'http://x/menu.html.php');
    expect(items[0]).toEqual({
      name: 'Muffin',
      price: '$2.50',
      description: 'Pictured: Chocolate Muffin Chocolate, blueberry, banana nut',
      category: 'Breakfast menu',
    });
    expect(items[1]).toMatchObject({ name: 'Scone', price: '$2.55' });
  });

  it('names a record without the note its name ends with', () => {
    // a Dutch hairdresser's price list (nl-hairdresser of the menus sites zoo) and a Belgian barber's (nl-barber)
    const regel = (name: string, price: string) =>
      `<div class="pregel"><span class="pregel-naam">${name}</span><span class="pregel-prijs">${price}</span></div>`;
    const row = (label: string, amount: string) =>
      `<div class="row"><span class="label">${label}</span><span class="amount">${amount}</span></div>`;
    const hairdresser = page(
      `<div class="pkaart"><div class="pkaart-titel">Knippen &amp; Stylen</div><div class="pcat-label">Dames</div>` +
        regel('Wassen, knippen &amp; föhnen', '€ 45,–') +
        regel('Knippen (droog)<small>Zonder wassen en föhnen</small>', '€ 30,–') +
        regel('Wassen &amp; föhnen<small>Zonder knippen</small>', '€ 25,–') +
        regel('Opsteken / feestkapsel', 'v.a. € 35,–') +
        '</div>',
    );
    expect(extractServices(hairdresser, 'http://x/').map((s) => s.name)).toEqual([
      'Wassen, knippen & föhnen',
      'Knippen (droog)',
      'Wassen & föhnen',
      'Opsteken / feestkapsel',
    ]);
    const barber = page(
      `<div class="panel"><h2 class="panel-title">Prijslijst</h2><div class="price-table">` +
        row('Heren knippen <span class="meta">incl. styling</span>', '€22') +
        row('Skin fade', '€26') +
        row('Tondeuse (all-over)', '€15') +
        row('Baard trimmen', '€10') +
        '</div></div>',
    );
    expect(extractServices(barber, 'http://x/').map((s) => s.name)).toEqual([
      'Heren knippen',
      'Skin fade',
      'Tondeuse (all-over)',
      'Baard trimmen',
    ]);
  });

  it("names a group by the short label over its heading when the heading is the group's tagline", () => {
    // an Italian beautician's price list (it-beautician of the menus sites zoo), its styles left out
    const row = (name: string, about: string, price: string) =>
      `<div class="price-row"><div><p>${name}</p><p>${about}</p></div><span>${price}</span></div>`;
    const doc = page(
      `<div><p class="reveal">Trattamenti viso</p><h2 class="reveal d1">Cura e luminosità per la tua pelle.</h2>` +
        `<div class="reveal d2">${row('Pulizia viso', 'Detersione profonda e purificante', '€ 50')}` +
        `${row('Trattamento idratante', 'Idratazione intensa per pelli secche', '€ 60')}` +
        `${row('Trattamento illuminante', 'Luminosità e uniformità del tono', '€ 65')}</div></div>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => [s.name, s.category])).toEqual([
      ['Pulizia viso', 'Trattamenti viso'],
      ['Trattamento idratante', 'Trattamenti viso'],
      ['Trattamento illuminante', 'Trattamenti viso'],
    ]);
  });

  it('names a group by its heading without the note in brackets the heading ends with', () => {
    // a German kebab grill's drinks (de-kebab-grill of the menus sites zoo)
    const li = (name: string, price: string) => `<li>${name} <span style="float: right;">${price}</span></li>`;
    const doc = page(
      `<div class="card"><h3 style="margin-bottom: 15px;">Getränke <span style="font-size: 0.8rem;">(Zzgl. Pfand)</span></h3>` +
        `<ul style="list-style: none;">${li('Ayran (0,25l)', '2,00 €')}${li('Gazoz (0,33l)', '2,50 €')}${li('Exotica (0,33l)', '3,50 €')}</ul></div>`,
    );
    expect(extractServices(doc, 'http://x/').map((s) => [s.name, s.category])).toEqual([
      ['Ayran (0,25l)', 'Getränke'],
      ['Gazoz (0,33l)', 'Getränke'],
      ['Exotica (0,33l)', 'Getränke'],
    ]);
  });

  it('reads a price as written with its range or its "from" in each language', () => {
    const doc = page(
      `<h2>Preise</h2><ul><li>Damenschnitt ab 25 €</li><li>Balayage 8.400〜10.500円</li><li>Piega da € 12</li><li>Blowout from $20</li><li>Perm $45-60</li>` +
        `<li>Herrenschnitt 25,- €</li><li>Föhnen € 12,–</li><li>カット ￥3,500</li><li>Coupe 45 CHF</li></ul>`,
    );
    const items = extractServices(doc, 'http://x/preise');
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['Damenschnitt', 'ab 25 €'],
      ['Balayage', '8.400〜10.500円'],
      ['Piega', 'da € 12'],
      ['Blowout', 'from $20'],
      ['Perm', '$45-60'],
      ['Herrenschnitt', '25,- €'],
      ['Föhnen', '€ 12,–'],
      ['カット', '￥3,500'],
      ['Coupe', '45 CHF'],
    ]);
  });

  it('reads a block of priced lines under the heading before it, wherever it stands', () => {
    // A New York stylist's price list (../shared/sites/eric-carter-hair), on a page whose address names no prices
    const doc = page(
      `<h2>Our salon</h2><div class="ericpricelist"><p><b><big>Haircut:</b></big><br />Women&ndash; $100<br />Men&ndash; $50<br /></p>` +
        `<p><b><big>Styling:</b></big><br />Up-Do&ndash; $100 &amp;up<br />Blowout&ndash; $45 &amp;up<br /></p></div>` +
        `<h2>Kuchen</h2><p>Käsekuchen ..... 4,50 €<br>Apfelstrudel ..... 3,90 €</p>`,
    );
    const items = extractServices(doc, 'http://x/');
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Haircut: Women', price: '$100' }),
        expect.objectContaining({ name: 'Styling: Blowout', price: '$45 &up' }),
        { name: 'Käsekuchen', price: '4,50 €', category: 'Kuchen' },
        { name: 'Apfelstrudel', price: '3,90 €', category: 'Kuchen' },
      ]),
    );
  });

  it('pairs names and prices written as separate sibling elements, a heading over both naming the item', () => {
    const doc = page(
      `<h2>Boissons</h2><p>Café</p><p>2,00 €</p><p>Thé</p><p>2,50 €</p>` +
        `<h2>Kaffee</h2><div><h4>Espresso</h4><p>Arabica, frisch gemahlen</p><p>2,00 €</p><h4>Cappuccino</h4><p>Mit Milchschaum aus Bio-Milch</p><p>3,20 €</p></div>`,
    );
    expect(extractServices(doc, 'http://x/')).toEqual([
      { name: 'Café', price: '2,00 €', category: 'Boissons' },
      { name: 'Thé', price: '2,50 €', category: 'Boissons' },
      { name: 'Espresso', price: '2,00 €', description: 'Arabica, frisch gemahlen', category: 'Kaffee' },
      { name: 'Cappuccino', price: '3,20 €', description: 'Mit Milchschaum aus Bio-Milch', category: 'Kaffee' },
    ]);
  });
});

describe('a product range of cards without prices', () => {
  // an Austrian winery's WordPress page (research corpus, weingut-steinbatz): each wine a row painted with its bottle,
  // a heading with its kind in <small>, a tasting note as a subtitle and the call to action every card repeats; the
  // <body> class "sidebar_hide" and the CMS's "post_content" wrapper say nothing of the rows
  const wine = (kind: string, name: string, note = '') =>
    `<div class="row row-o-full-height"><div class="wpb_column"><div class="sc_promo"><div class="sc_promo_image" style="background-image:url(images/wines/${name.length}.png)"></div>` +
    `<div class="sc_promo_text"><h2 class="sc_item_title"><small>${kind}</small><br>${name}</h2>${note ? `<h5 class="sc_item_subtitle">${note}</h5>` : ''}` +
    `<div class="sc_item_button"><a href="product.php"><span class="sc_button_title">Dieses Produkt entdecken</span></a></div></div></div></div></div>`;
  const html = (rows: string, extra = '') =>
    parseHtml(
      `<!doctype html><html><body class="page sidebar_hide blog_mode_page"><article class="post_item_single post_type_page post-296">` +
        `<h1>Unsere Weine</h1><div class="post_content entry-content">${rows}</div></article>${extra}</body></html>`,
    );

  it('reads each card by its heading, its subtitle as the description, never the call to action', () => {
    const items = extractServices(
      html(
        wine(
          'Weißwein',
          'Grüner Veltliner Kabinett',
          'Strahlendes Grüngelb mit feiner Würze und toller Frucht am Gaumen',
        ) +
          wine('Literware', 'Welschriesling Qualitätswein', 'Helles Strohgelb mit Grünreflexen') +
          wine('Rotwein', 'Blauer Zweigelt Barrique Qualitätswein', 'Dunkles Rubingranat, am Gaumen saftig') +
          wine('Frizzante', 'Rosé Frizzante'),
      ),
      'http://127.0.0.1/buy-wines.php',
    );
    expect(items.map((i) => i.name)).toEqual([
      'Weißwein Grüner Veltliner Kabinett',
      'Literware Welschriesling Qualitätswein',
      'Rotwein Blauer Zweigelt Barrique Qualitätswein',
      'Frizzante Rosé Frizzante',
    ]);
    expect(items[0]!.description).toBe('Strahlendes Grüngelb mit feiner Würze und toller Frucht am Gaumen');
    expect(items[3]!.description).toBeUndefined();
  });

  it("never reads a shop's cart as its range", () => {
    const cart =
      '<div class="cart-collaterals"><div class="cart_totals"><h2>Cart Totals</h2><table class="shop_table"><tbody>' +
      '<tr class="cart-subtotal"><th>Subtotal</th><td>$595.00</td></tr><tr class="order-total"><th>Total</th><td>$595.00</td></tr>' +
      '</tbody></table></div></div>';
    expect(extractServices(html('', cart), 'http://127.0.0.1/cart.php')).toEqual([]);
  });
});

describe('variants of one item', () => {
  // A manual-therapy studio's price list (test/research-corpus/body-arrange-jiku-kobe, dev half): one treatment of 50
  // and of 25 minutes, each at its own price, as rows under one heading.
  const PRICES = `<section id="service" class="service"><div class="service__inner inner">
          <h3 class="subttl">施術内容・料金</h3>
          <div class="service__inner-table">
            <dl><dt>改善整体</dt><dd><p class="time">約50分</p><p class="price">¥6,900円<span>(税込)</span></p></dd></dl>
            <dl><dt>改善整体</dt><dd><p class="time">約25分</p><p class="price">¥3,700円<span>(税込)</span></p></dd></dl>
            <dl><dt>小顔改善</dt><dd><p class="time">約15分</p><p class="price">¥1,700円<span>(税込)</span></p></dd></dl>
          </div></div></section>`;

  it('keeps each row of one name at its own price under one heading, once', () => {
    const items = extractServices(page(PRICES + PRICES.replace('id="service"', 'id="again"')), 'http://seitai.test/');
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['改善整体', '¥6,900'],
      ['改善整体', '¥3,700'],
      ['小顔改善', '¥1,700'],
    ]);
    expect(items[1]!.description).toContain('約25分');
  });

  it('keeps them across the crawl, while another page naming the item at a price is a conflict, not a variant', async () => {
    const site = await startFakeWebsite({
      '/': [
        'text/html; charset=utf-8',
        `<html lang="ja"><body><main>${PRICES}<a href="/menu">メニュー</a></main></body></html>`,
      ],
      '/menu': [
        'text/html; charset=utf-8',
        '<html lang="ja"><body><main><h2>おすすめ</h2><ul><li>改善整体 ¥7,500</li><li>小顔改善 ¥1,700</li></ul></main></body></html>',
      ],
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: '神戸市' }))!;
      expect(s.services.filter((i) => i.name === '改善整体').map((i) => i.price)).toEqual(['¥6,900', '¥3,700']);
      expect(s.conflicts.map((c) => c.rejected.join())).toContain('改善整体: ¥7,500');
    } finally {
      await site.close();
    }
  });
});
