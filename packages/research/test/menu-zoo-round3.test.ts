// The menu zoo, round 3: whole menu and price-list pages of real websites from public repositories (test/fixtures/
// menu-zoo, each file naming its repository, path and commit; head, scripts and styles cut), gathered after round 2's
// readers were written, in English, German, French, Spanish, Italian, Dutch, Portuguese and Japanese: a restaurant's
// <h4> lines, tables under headings or with category rows, nested lists of portions, prices in a column of their own,
// bare amounts without a currency, a price split over elements, size lines, cards of headings. Each case names the
// items a reader takes (price as written, category, description) and the texts that must never be items (category
// headings, size labels, tabs, calls to action). The batch was split once, before any reader changed, by a hash of
// each file's name (`halfOf`, the research corpus's rule): readers are improved looking at the tuning half only; the
// held-out half measures whether they generalise, and the run never prints what a held-out case misses.
//
// Round 3 (session 10): 16 whole pages from 16 repositories, split by `halfOf` into 12 tuning and 4 held-out cases.
// First pass (before any reader changed): tuning 4/12 cases read whole, 29/60 items; held-out 1/4 cases, 14/22 items.
// After the techniques of session 10 (an amount over elements, sized lines, runs of one shape, a sizes block beside
// a name, a row named in a header cell, size rows in a list, a price by its siblings' shape, a card named in an <h1>,
// sized parts beside a name): tuning 9/12 cases, 50/60 items; held-out 1/4 cases, 14/22 items.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf } from '../../../test/research-corpus/measures';
import { extractServices, type PageService } from '../src/content';
import { parseHtml } from '../src/html';

interface Case {
  /** the fixture's file name in test/fixtures/menu-zoo */
  file: string;
  /** the page's path on its site */
  path: string;
  /** items that must be read (names, categories and descriptions compared without regard to case or spacing); a
   * price as written, or a pattern where the page splits an amount over elements or gives several */
  items: (Pick<PageService, 'name'> & { price?: string | null | RegExp; category?: string; description?: string })[];
  /** texts that must never be an item's name */
  never: string[];
}

const CASES: Case[] = [
  {
    file: 'de-h4-lines-sizes-equals.html',
    path: '/carte.php',
    items: [
      { name: 'Fleishereitaler', price: '7.50€', category: 'Vorspeise' },
      { name: 'KätzeSchnitzel', price: /15\.99€.*25\.99€/, category: 'Hauptspeise' },
      { name: 'Pasta mit Tomatensauce', price: '7€', category: 'Hauptspeise' },
      { name: 'Burger mit Pommes', price: '5€' },
      { name: 'Brownies', price: '2€', category: 'Nachspeise' },
      { name: 'Bier', price: /5€.*7\.50€.*10€/, category: 'Getränke' },
      { name: 'Cola (33cl)', price: '3.50€', category: 'Getränke' },
    ],
    never: ['Vorspeise', 'Hauptspeise', 'Nachspeise', 'Getränke', 'Fuchs-Lucas|2023'],
  },
  {
    file: 'fr-tables-under-h5-explanation-div.html',
    path: '/carte.php',
    items: [
      { name: "Pressé de lapin à l'estragon et petits légumes", price: '7€', category: 'Nos entrées' },
      { name: 'Filet de bœuf façon Rossini', price: '22€', category: 'Nos plats' },
      {
        name: 'Café gourmand',
        price: '9€',
        category: 'Nos desserts "maison"',
        description: '(5 mignardises, 1 boisson chaude)',
      },
      {
        name: 'Coupe Bastide',
        price: '9€',
        category: 'Nos coupes glacées',
        description: '(Glace fruits rouges, Griottine, Champagne)',
      },
      { name: 'Assiette de fromages', price: '8€', category: 'Nos fromages en plateau' },
    ],
    never: ['Nos entrées', 'Nos plats', 'Nos desserts "maison"', 'Nos coupes glacées', 'Nos fromages en plateau'],
  },
  {
    file: 'fr-nested-list-portions-prices.html',
    path: '/patisserie',
    items: [
      { name: 'Rolls', price: '13€', category: 'pâtisserie' },
      { name: 'Karrot Cake', price: '26€' },
      { name: 'Cheesecake', price: '28€' },
      { name: 'Tartes', price: /4,50€.*16€.*22€.*26€/ },
      { name: "Gâteau d'anniversaire", price: /(^|\D)5€/ },
    ],
    never: ['pâtisserie', 'Cinnamon', 'Classique', 'Banoffee Pie', 'tartelette', '4 parts', 'commander'],
  },
  {
    file: 'es-thead-category-tables-allergen-icons.html',
    path: '/carta/cafeteria.php',
    items: [
      { name: 'Espresso (solo)', price: '1.20€', category: 'CAFETERIA' },
      { name: 'Espresso Macchiatto (cortado)', price: '1.30€', category: 'CAFETERIA' },
      { name: 'Te Negro con Naranja y Canela en rama', price: '2.00€' },
      { name: 'Chesse Burger (200grs carne vacuna Angus)', price: '6.90€', category: 'HAMBURGUESAS Y SANDWICHES' },
      { name: 'de atún, queso, tomate y mayonesa', price: '5.50€' },
    ],
    never: ['CAFETERIA', 'HAMBURGUESAS Y SANDWICHES'],
  },
  {
    file: 'es-li-name-price-span-p-description-after.html',
    path: '/pizzas-original',
    items: [
      {
        name: 'PIZZA VEGANA',
        price: '$235.00',
        category: 'PIZZAS DEL HORNO DE PIEDRA',
        description:
          'Salsa pomodoro, quesos mozzarella vegano, portobello, champiñones, calabaza, setas, cebolla morada, pimiento verde y elote amarillo.',
      },
      {
        name: 'PIZZA DE 3 QUESOS',
        price: '$255.00',
        description: 'Salsa pomodoro, queso gouda, queso azul y queso parmesano.',
      },
      { name: 'PIZZA “MIXE”', price: '$275.00' },
      { name: 'PIZZA DE PEPPERONI', price: '$225.00', description: 'Salsa pomodoro y mezcla de quesos.' },
    ],
    never: ['PIZZAS DEL HORNO DE PIEDRA', '30 centímetros de diámetro', 'Volver', 'Inicio', 'Alimentos'],
  },
  {
    file: 'ja-nail-tables-bold-name-description.html',
    path: '/menu/',
    items: [
      {
        name: 'ネイルハンドケア',
        price: '¥3,550',
        description: '所要時間30分,フィンガーバス＋甘皮処理＋整爪＋バッフィング＋シャイニング',
      },
      { name: 'フットケア', price: '¥6,500' },
      { name: '補強(シルク)', price: '¥550', description: '1本あたり,亀裂の部分にシルクで補強します' },
      { name: 'オフ込150分オーダーメイドコース', price: '¥14,980' },
      { name: 'ルビケイト', price: '¥150' },
    ],
    never: ['Menu', '料金メニュー', 'Hand Care', 'ハンドケア', 'Foot Gel', 'フットジェル'],
  },
  {
    file: 'ja-card-p-pairs-yen.html',
    path: '/price/',
    items: [
      { name: '男性', price: '¥7700', category: 'Cut' },
      { name: '小学生', price: '¥2200', category: 'Cut' },
      { name: 'リタッチ', price: '¥5280', category: 'Color' },
      { name: '炭酸スパ', price: '¥4300', category: 'Care' },
    ],
    never: ['料金表', 'Price', 'Cut', 'Color', 'Care', 'Perm', 'Set'],
  },
  {
    file: 'nl-table-category-rows-per-bol.html',
    path: '/menu.php',
    items: [
      { name: 'Roomijs en Sorbet', price: /€ 1\.50/ },
      { name: 'Klein potje', price: '€ 2.00', category: 'Roomijs, Sorbet en Proteïneijs' },
      { name: '1 liter Roomijs', price: '€ 12.00', category: 'Voor Thuis' },
      { name: 'Discobollekes', price: '€ 0.20', category: 'Toppings' },
      { name: 'Met suiker', price: '€ 5.00', category: 'Wafels' },
      { name: 'Donut', price: '€ 1.50', category: 'Donuts & Croissants' },
      { name: 'Cocktail', price: 'vanaf € 8.50', category: 'Koude dranken' },
    ],
    never: ['Voor Thuis', 'Toppings', 'Wafels', "Naar 'a' keuze", 'Coming soon', 'Onze dranken', 'Onze knabbels'],
  },
  {
    file: 'nl-bare-amounts-size-columns.html',
    path: '/assortiment',
    items: [
      { name: 'Zonder', price: /1,25.*1,90.*2,40/, category: 'Friet' },
      { name: 'Hamburger speciaal', price: '3,75', category: 'Hamburgers' },
      { name: 'Kroketburger', price: '2,50', category: 'Hamburgers' },
      { name: 'Frikandel', price: '1,75', category: 'Snacks' },
      { name: 'Monster Energy 50cl', price: '2,25', category: '14+' },
      { name: 'Bavaria pils 33cl', price: '2,00', category: '18+' },
    ],
    never: ['Friet', 'Snacks', 'Hamburgers', 'klein', 'normaal', 'groot', 'Friet & Snacks', 'Broodjes', 'Contact'],
  },
  {
    file: 'nl-p-br-dash-lines.html',
    path: '/menu.php',
    items: [
      { name: 'Gestoomde dumplings gevuld met varkensvlees', price: '€6,50', category: 'Voorgerechten' },
      { name: "Knapperige loempia's", price: '€5,00', category: 'Voorgerechten' },
      { name: 'Garnalen in zwarte bonensaus met groenten', price: '€16,00', category: 'Hoofgerechten' },
      { name: 'Kimchi', price: '€3,00', category: 'Bijgerechten' },
      { name: 'Luchtige vanillepudding', price: '€5,00', category: 'Nagerechten' },
    ],
    never: ['Voorgerechten', 'Hoofgerechten', 'Bijgerechten', 'Nagerechten'],
  },
  {
    file: 'pt-table-th-name-ingredients-column.html',
    path: '/cardapio',
    items: [
      {
        name: 'Rodeio',
        price: 'R$35,00',
        category: 'Lanches Especiais',
        description: 'Pão, hambúrguer de 160g, cheddar, bacon, anel de cebola, tomate, alface e barbecue.',
      },
      { name: 'Romeu', price: 'R$29,00', category: 'Lanches Especiais' },
      { name: 'X-Salada', price: 'R$22,00', category: 'Lanches Tradicionais' },
      { name: 'Smash', price: 'R$26,00', category: 'Lanches Smash' },
    ],
    never: ['Nome', 'Ingredientes', 'Preço', 'Lanches Especiais', 'Lanches Tradicionais', 'Como faço meu pedido?'],
  },
  {
    file: 'pt-h1-cards-amount-without-currency.html',
    path: '/bebidas.php',
    items: [
      { name: 'Itaipava Premium', price: 'R$14,90', category: 'Cerveja de Garrafa', description: '600ml' },
      { name: 'Petra Origem', price: '14,90', description: 'Cerveja Puro Malte - 600ml' },
      { name: 'Heineken', price: 'R$12,90', category: 'Long Neck' },
      { name: 'Heineken - sem Álcool', price: '12,90' },
      { name: 'Caipirinha', price: 'R$24,00', category: 'Drinks Clássicos' },
      { name: 'Mojito', price: '29,00', description: 'Rum, hortelã, melado, limão e água com gás.' },
    ],
    never: ['Cerveja de Garrafa', 'Long Neck', 'Drinks Clássicos'],
  },
  {
    file: 'it-li-name-euro-amount.html',
    path: '/menuItaliano.jsp',
    items: [
      { name: 'Affettati misti', price: '€12', category: 'Antipasti' },
      { name: 'Pasta al pomodoro e basilico', price: '€11', category: 'Primi' },
      { name: 'Cotoletta alla Milanese', price: '€15', category: 'Secondi' },
      { name: 'Margherita', price: '€6', category: 'Pizze' },
      { name: 'Acqua naturale o frizzante', price: '€2', category: 'Bevande' },
    ],
    never: ['Antipasti', 'Primi', 'Secondi', 'Contorni', 'Pizze', 'Dolci', 'Bevande', 'Indietro'],
  },
  {
    file: 'it-item-header-spans-ingredients.html',
    path: '/menu.html',
    items: [
      {
        name: 'Bruschette miste',
        price: '€6.00',
        category: 'Antipasti',
        description: 'Pane tostato con pomodoro, aglio, basilico e olio EVO',
      },
      {
        name: 'Margherita',
        price: '€6.00',
        category: 'Pizze Classiche',
        description: 'Pomodoro, Mozzarella, Basilico',
      },
      { name: 'Tiramisù', price: '€5.00', category: 'Dolci' },
      { name: 'Falanghina (bottiglia 0.75L)', price: '€15.00', category: 'Vini' },
      { name: 'Limoncello', price: '€3.00', category: 'Liquori e Digestivi' },
    ],
    never: ['Antipasti', 'Pizze Classiche', 'Dolci', 'Bevande', 'Vini', 'Liquori e Digestivi'],
  },
  {
    file: 'en-split-amount-size-radios.html',
    path: '/menu.php',
    items: [
      {
        name: 'Brewed Coffe',
        price: /\$ ?2\.50/,
        description:
          "Lightly roasted coffee that's soft, mellow and flavorful. Easy-drinking on its own and delicious with milk, sugar or flavored with vanilla, caramel or hazelnut.",
      },
      { name: 'Cappucino', price: /\$ ?3\.50/ },
      { name: 'Latte', price: /\$ ?2\.99/ },
      { name: 'Esspresso', price: /\$ ?3\.99/ },
    ],
    never: ['Small', 'Medium', 'Large', 'Our Menu'],
  },
  {
    file: 'en-size-lines-colon-prices.html',
    path: '/menu.php',
    items: [
      { name: 'Expresso', price: /Small:? \$2\.75 \/ Medium:? \$3\.75/, category: 'Drinks' },
      { name: 'Double Expresso', price: /\$3\.50/ },
      { name: 'Hot Chocolate', price: /Medium:? \$4\.20 \/ Large:? \$4\.65/ },
      { name: 'Caramel Slice', price: '$4.50', category: 'Food' },
      { name: 'Macaron Set', price: '$6.50', category: 'Food' },
    ],
    never: ['Drinks', 'Food', 'Small', 'Medium', 'Large'],
  },
];

/**
 * Cases research does not read yet. A case listed here that starts passing fails the run, so the list only shrinks;
 * the pass rates and item counts of each half are the honest measure.
 */
const KNOWN_MISSES = new Set<string>([
  'fr-nested-list-portions-prices.html',
  'es-thead-category-tables-allergen-icons.html',
  'ja-nail-tables-bold-name-description.html',
  'nl-table-category-rows-per-bol.html',
  'nl-bare-amounts-size-columns.html',
  'pt-h1-cards-amount-without-currency.html',
]);

const fixture = (file: string) =>
  parseHtml(
    `<!doctype html><html><body>${readFileSync(join(__dirname, 'fixtures', 'menu-zoo', file), 'utf8')}</body></html>`,
  );

const norm = (s: string | undefined) => (s ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
const samePrice = (got: string | undefined, want: string | null | RegExp) =>
  want instanceof RegExp
    ? want.test(got ?? '')
    : (got === undefined ? null : got.replace(/\s+/g, ' ').trim()) ===
      (want === null ? null : want.replace(/\s+/g, ' '));

/** What a case misses, item by item (an item read whole gives no line) and texts read as items. */
function problems(c: Case): { items: string[][]; never: string[] } {
  const read = extractServices(fixture(c.file), `http://shop.test${c.path}`);
  const items = c.items.map((want) => {
    const got = read.find((i) => norm(i.name) === norm(want.name));
    if (!got) return [`missing ${want.name}`];
    const out: string[] = [];
    if (want.price !== undefined && !samePrice(got.price, want.price)) out.push(`${want.name}: price ${got.price}`);
    if (want.category !== undefined && norm(got.category) !== norm(want.category))
      out.push(`${want.name}: category ${got.category}`);
    if (want.description !== undefined && norm(got.description) !== norm(want.description))
      out.push(`${want.name}: description ${got.description}`);
    return out;
  });
  const never = c.never.filter((name) => read.some((i) => norm(i.name) === norm(name))).map((n) => `read ${n}`);
  return { items, never };
}

describe('the menu zoo, round 3: whole menu pages not seen while the readers were written', () => {
  const results = new Map<string, ReturnType<typeof problems>>();
  afterAll(() => {
    for (const half of ['dev', 'test'] as const) {
      const cases = CASES.filter((c) => halfOf(c.file) === half);
      const got = cases.map((c) => results.get(c.file)).filter((r) => r !== undefined);
      const passed = got.filter((r) => r.never.length === 0 && r.items.every((i) => i.length === 0)).length;
      const found = got.reduce((n, r) => n + r.items.filter((i) => i.length === 0).length, 0);
      const expected = cases.reduce((n, c) => n + c.items.length, 0);
      console.log(
        `menu zoo round 3 ${half === 'dev' ? 'tuning' : 'held-out'} half: ${passed}/${cases.length} cases read, ` +
          `${found}/${expected} items`,
      );
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [file, r] of results) {
      const p = [...r.items.flat(), ...r.never];
      if (p.length && halfOf(file) === 'dev') console.log(`menu zoo round 3 miss ${file}: ${p.join('; ')}`);
    }
  });

  it('holds whole pages in every language the readers speak, from sources named in each file', () => {
    expect(new Set(CASES.map((c) => c.file.slice(0, 2)))).toEqual(
      new Set(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt']),
    );
    expect(CASES.length).toBeGreaterThanOrEqual(16);
    for (const c of CASES)
      expect(readFileSync(join(__dirname, 'fixtures', 'menu-zoo', c.file), 'utf8')).toMatch(
        /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
      );
  });

  for (const c of CASES) {
    const run = () => {
      const p = problems(c);
      results.set(c.file, p);
      expect([...p.items.flat(), ...p.never]).toEqual([]);
    };
    if (KNOWN_MISSES.has(c.file)) it.failing(`${c.file} (known miss)`, run);
    else it(c.file, run);
  }
});
