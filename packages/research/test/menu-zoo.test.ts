// The menu zoo: excerpts of real menus, price lists and product ranges from public repositories, in the markup
// their writers chose (test/fixtures/menu-zoo, each file naming its source). Research reads each one's items with
// their price as written and their category, and never reads a category heading, a note or a legend as an item.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractServices, type PageService } from '../src/content';
import { parseHtml } from '../src/html';

interface Case {
  /** the fixture's file name in test/fixtures/menu-zoo */
  file: string;
  /** the page's path (a menu page, a price page, the home page) */
  path?: string;
  /** items that must be read; `price` and `category` are asserted as given (a missing price must stay missing) */
  items: (Pick<PageService, 'name'> & { price?: string | null; category?: string; description?: string })[];
  /** texts that must never be an item's name (a category heading, a note, a legend) */
  never?: string[];
}

const CASES: Case[] = [
  {
    file: 'en-spans-description-after.html',
    items: [
      {
        name: 'Classic Pancakes',
        price: '$8.50',
        category: 'Breakfast',
        description: 'Fluffy pancakes with maple syrup and butter.',
      },
      { name: 'Oatmeal', price: '$6.00', category: 'Breakfast' },
      { name: 'Club Sandwich', price: '$11.50', category: 'Lunch' },
    ],
    never: ['Breakfast', 'Lunch'],
  },
  {
    file: 'en-title-div-code-currency.html',
    items: [
      { name: 'Garlic bread', price: 'USD 2.10', category: 'Starters' },
      { name: 'Vegetable Soup', price: 'USD 3.50', category: 'Starters' },
      { name: 'Grilled Chicken', price: 'USD 7.50', category: 'Main Courses' },
    ],
    never: ['Starters', 'Main Courses'],
  },
  {
    file: 'en-code-after-amount.html',
    items: [
      { name: 'GYOZA', price: '45 hkd', category: 'SMALL PLATES', description: 'Pan-fried pork and cabbage dumplings' },
      { name: 'MISO', price: '110 hkd', category: 'RAMEN' },
    ],
    never: ['SMALL PLATES', 'RAMEN'],
  },
  {
    file: 'en-tabs-linked-titles.html',
    path: '/menu',
    items: [
      { name: 'Tortilla Espanola', price: '$22.95', category: 'Appetizer' },
      { name: 'Lasagne', price: '$28.95', category: 'Appetizer' },
      { name: 'Fried Pork Chop', price: '$44.95', category: 'Main Course' },
    ],
    never: ['Appetizer', 'Main Course'],
  },
  {
    file: 'de-card-unit-table.html',
    path: '/speisekarte',
    items: [
      {
        name: 'Pommes',
        price: 'Klein 2.00€ / Groß 3.00€ / Extra Sauce 0.30€',
        description: 'Knusprige Kartoffelstäbchen, die jeden Bissen zu einem Genuss machen.',
      },
    ],
    never: ['Klein', 'Groß', 'Einheit', 'Speisekarte'],
  },
  {
    file: 'de-table-small-heading.html',
    items: [
      { name: 'Tagesflade groß', price: '€ 4,80', category: 'Mittagsangebot' },
      { name: 'Tagesflade klein', price: '€ 3,80', category: 'Mittagsangebot' },
    ],
  },
  {
    file: 'de-br-columns.html',
    path: '/preise',
    items: [
      { name: 'Augenbrauen zupfen', price: '15€', category: 'Augenbrauen' },
      { name: 'Augenbrauenpigmentierung', price: '329€', category: 'Augenbrauen' },
      { name: 'Entfernung jede weitere Sitzung', price: '79€', category: 'Augenbrauen' },
    ],
    never: ['Augenbrauen', '30 min', '(inkl. 2 Sitzungen & Pflege)'],
  },
  {
    file: 'de-grid-cells.html',
    path: '/preise',
    items: [
      { name: 'Augenbrauen zupfen', price: '15€', category: 'Augenbrauen' },
      { name: 'Augenbrauenlifting', price: '59€', category: 'Augenbrauen' },
      { name: 'Auffrischung innerhalb von 18 Monaten', price: '199€', category: 'Augenbrauen' },
    ],
    never: ['Augenbrauen', '30 min', '(inkl. 2 Sitzungen & Pflege)'],
  },
  {
    file: 'fr-li-spans-description-row.html',
    items: [
      { name: 'Salade verte', price: '2.90€', category: 'Entrées' },
      {
        name: 'Salade de gésiers de volaille XXL',
        price: '14.50€',
        category: 'Entrées',
        description:
          'Salade verte, gésiers, lardons, tomates, oeufs, cubes de pommes de terre, croutons, vinaigre de framboise',
      },
    ],
    never: ['Entrées', 'Carte'],
  },
  {
    file: 'fr-br-paragraphs.html',
    path: '/carte',
    items: [
      {
        name: 'Truffe noire en gros morceaux',
        price: '220€',
        category: 'Les entrées',
        description: 'en feuilleté brioché / coulis de truffe',
      },
      { name: 'Les fromages de terroirs', price: '38€', category: 'Les viandes & Volailles' },
      { name: 'Pièce de turbot meunière', price: '185€', category: 'Les poissons & crustacés' },
    ],
    never: ['ou', 'Les plats', 'Les entrées'],
  },
  {
    file: 'fr-columns-table.html',
    items: [
      { name: 'Brushing', price: 'Court 15€ / Mi-long 20€ / Long 25€' },
      { name: 'Forfait Couleur', price: 'Court 45€ / Mi-long 55€ / Long 65€' },
    ],
    never: ['Court', 'Mi-long'],
  },
  {
    file: 'fr-dotted-leaders.html',
    items: [
      { name: 'COULEUR', price: '36€', category: 'Technique' },
      { name: 'BALAYAGE SPECIFIQUE', price: 'A PARTIR DE 65€', category: 'Technique' },
      { name: 'LISSAGE BRESILIEN', price: 'A PARTIR DE 100€', description: '(nanokeratine SYSTEM)' },
      { name: 'MI-LONG', price: '20€', category: 'Brushing' },
    ],
    never: ['Les Femmes', 'Technique'],
  },
  {
    file: 'fr-custom-price-element.html',
    items: [
      { name: 'coupe enfant', price: '17€', category: 'Cheveux' },
      { name: 'coupe ciseaux', price: '25€', category: 'Cheveux' },
    ],
    never: ['Cheveux', 'Tarifs', '|'],
  },
  {
    file: 'fr-colon-price-em-description.html',
    items: [
      {
        name: 'Regina',
        price: '11.40€',
        category: 'Les bases rouges : sauce tomate et mozzarella Fior di latte',
        description: 'Tomate, mozzarella, champignon, jambon blanc, olives',
      },
      { name: '4 fromaggi', price: '14,20€' },
    ],
    never: ['Les Pizze'],
  },
  {
    file: 'es-dotted-leaders.html',
    items: [
      {
        name: 'Jamón Ibérico de Bellota',
        price: '35€',
        category: 'ENTRANTES',
        description: 'Cortado a mano, acompañado de pan con tomate.',
      },
      { name: 'Carpaccio de Wagyu con Trufa Negra', price: '32€', category: 'ENTRANTES' },
    ],
    never: ['CARTA', 'ENTRANTES'],
  },
  {
    file: 'ja-list-tab-separated.html',
    items: [
      { name: '牛タン定食（松）', price: '2,980円', category: '定食' },
      { name: 'ビール', price: '650円', category: 'サイドメニュー' },
    ],
    never: ['定食', 'トップページへ戻る'],
  },
  {
    file: 'ja-table-heading-cells.html',
    items: [
      { name: '店長・ディレクターカット', price: '￥540', category: 'カット' },
      { name: 'オーナーカット', price: '￥1,080', category: 'カット' },
    ],
    never: ['カット', 'トリートメント'],
  },
  {
    file: 'ja-cards-tax-note.html',
    items: [
      { name: 'すき焼とお刺身御膳', price: '3,600円（税込）', category: '御膳・セットメニュー' },
      { name: '玉手箱御膳', price: '2,800円（税込）', category: '御膳・セットメニュー' },
    ],
    never: ['御膳・セットメニュー'],
  },
  {
    file: 'ja-linked-product-cards.html',
    path: '/menu/',
    items: [
      { name: 'チキン竜田生姜焼き弁当', price: '630円（税込）', category: '日替わり弁当' },
      { name: 'メンチカツ生姜焼き弁当', price: '630円（税込）', category: '日替わり弁当' },
    ],
  },
  {
    file: 'nl-name-and-price-lists.html',
    items: [
      { name: 'sticky tofee cake', price: '€2,45', category: 'Dessert' },
      { name: 'Passievrucht Cheesecake', price: '€2,45', category: 'Dessert' },
      { name: 'Pasta pesto', price: '€2,45', category: 'Vegetarisch Gerechten' },
    ],
    never: ['Dessert', 'Diner'],
  },
  {
    file: 'nl-product-tiles.html',
    items: [
      { name: 'Knapperige kaasstengels', price: '0,99€', category: 'Assortiment' },
      { name: 'Roomboter Croissant', price: '0,40€', category: 'Assortiment' },
    ],
    never: ['Assortiment'],
  },
  {
    file: 'pt-paragraph-lines.html',
    items: [
      { name: 'Masculino', price: 'R$20,00', category: 'Cortes' },
      { name: 'Retoque Raiz(trazendo a tinta)', price: 'R$20,00', category: 'Tonalizantes e colorações' },
      { name: 'Longo', price: 'R$350,00', category: 'Escova Definitiva' },
    ],
    never: ['Cortes', 'Cabelos'],
  },
  {
    file: 'pt-list-strong-footnote.html',
    items: [
      { name: 'Todo na Tesoura', price: 'R$22,00', category: 'Tabela de Preços' },
      { name: 'Sobrancelha', price: 'R$6,00', category: 'Tabela de Preços' },
    ],
    never: ['Atenção! Não fazemos fiado!', 'Atenção!', 'Voltar', 'Tabela de Preços'],
  },
  {
    file: 'pt-div-spans.html',
    items: [
      { name: 'Corte de Cabelo', price: 'R$ 40' },
      { name: 'Platinado / Nevou', price: 'R$ 100' },
    ],
    never: ['Voltar'],
  },
  {
    file: 'it-name-and-price-headings.html',
    items: [
      { name: 'Fantasia di bruschette', price: '€ 6,00', category: 'ANTIPASTI' },
      { name: 'Tagliere salumi e formaggi', price: '€ 18,00', category: 'ANTIPASTI', description: '(per 2/3 persone)' },
      { name: 'Gnocchi alle vongole', price: '€ 14,50', category: 'PRIMI PIATTI' },
      { name: 'Troccoli alla ventricina', price: '€ 14,50', category: 'PRIMI PIATTI' },
    ],
    never: ['ANTIPASTI', 'PRIMI PIATTI', 'CHIEDERE DISPONIBILITÀ', '(chiedere disponibilità)'],
  },
  {
    file: 'en-bare-amounts-floated.html',
    items: [
      { name: 'Aubergine', price: '11½', category: 'Bread', description: 'w/ lettuce, tomato, Savora mayonnaise' },
      { name: 'Avocado w/ feta & pomegranate', price: '12', category: 'Bread' },
      { name: 'Niçoise salad', price: '22', category: 'Salade', description: 'w/ fresh tuna' },
    ],
    never: ['Bread', 'Salade', '(Optional w/ vegan cheese)', 'w/ fresh tuna'],
  },
  {
    file: 'ru-accordion-bare-column.html',
    items: [
      { name: 'Короткие волосы', price: '1750', category: 'Стрижка-женский зал' },
      { name: 'Тонирование', price: '1100', category: 'Стрижка-мужской зал' },
      { name: 'Стрижка детская', price: '500-700', category: 'Стрижка-мужской зал' },
    ],
    never: ['Стрижка-женский зал', 'Услуга'],
  },
];

const fixture = (file: string) =>
  parseHtml(
    `<!doctype html><html><body>${readFileSync(join(__dirname, 'fixtures', 'menu-zoo', file), 'utf8')}</body></html>`,
  );

describe('the menu zoo: real menus, price lists and product ranges in any markup', () => {
  it.each(CASES.map((c) => [c.file, c] as const))('%s', (_file, c) => {
    const items = extractServices(fixture(c.file), `http://shop.test${c.path ?? '/'}`);
    for (const want of c.items) {
      const got = items.find((i) => i.name === want.name);
      expect({ name: want.name, found: !!got, items: got ? undefined : items.map((i) => i.name) }).toEqual({
        name: want.name,
        found: true,
        items: undefined,
      });
      if (want.price !== undefined) expect([want.name, got!.price ?? null]).toEqual([want.name, want.price]);
      if (want.category !== undefined) expect([want.name, got!.category]).toEqual([want.name, want.category]);
      if (want.description !== undefined) expect([want.name, got!.description]).toEqual([want.name, want.description]);
    }
    for (const name of c.never ?? []) expect(items.map((i) => i.name)).not.toContain(name);
  });
});
