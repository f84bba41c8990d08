// The menu zoo, round 2: excerpts of real menus, price lists and product ranges from public repositories (test/fixtures/
// menu-zoo, each file naming its repository, path and commit), gathered after round 1's readers were written, in
// English, German, French, Spanish, Italian, Dutch, Portuguese and Japanese: tables with and without header rows,
// definition lists, cards, prices in a column, in a heading, before the name or at the end of a description, several
// prices per item (sizes, ages, durations), categories as headings, tabs or cells. Each case names the items a reader
// takes (price as written, category, description) and the texts that must never be items (category headings,
// notes, calls to action, hours). The zoo is split once by a hash of each file's name (`halfOf`, the research
// corpus's rule): readers are improved looking at the tuning half only; the held-out half measures whether they
// generalise, and the run never prints what a held-out case misses.
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
   * price as written, or a pattern where the page splits an amount over elements */
  items: (Pick<PageService, 'name'> & { price?: string | null | RegExp; category?: string; description?: string })[];
  /** texts that must never be an item's name */
  never: string[];
}

const CASES: Case[] = [
  {
    file: 'fr-pizzeria-bold-dotted-li.html',
    path: '/carte.php',
    items: [
      { name: 'MARGUERITA', price: '6,00€', category: 'Pizzas traditionnelles', description: 'Tomate, mozzarella' },
      { name: 'ESTIVALE', price: '8,50 €', category: 'Pizzas traditionnelles' },
      { name: 'POULET-MAROILLES', price: '7,00 €', category: 'Pizzas poulets' },
      { name: 'KEBAB', price: '7,00€', category: 'Pizzas du monde' },
      { name: 'ST-JACQUES', price: '9,50€', category: 'Pizzas poissons' },
      {
        name: 'NORVÉGIENNE',
        price: '6€',
        category: 'Salades composées',
        description: 'Mélange de salade, tomates, saumon',
      },
    ],
    never: ['Pizzas traditionnelles', 'Pizzas poulets', 'Salades composées', 'Pâtes', 'Desserts'],
  },
  {
    file: 'nl-product-divs-h1-categories.html',
    path: '/menukaart.php',
    items: [
      {
        name: 'BROODPLANKJES',
        price: '$6,75',
        category: 'Soepen',
        description: 'Twee ambachtelijke bakkersbollen met verschillende lekkernijen',
      },
      { name: 'TWEE KROKETTEN', price: '$9,25', category: 'Lunch', description: 'met mosterd' },
      { name: 'BURRATA', price: '$8,75', category: 'Diner' },
      { name: 'SALADE SURF&TURF', price: '$16,75', category: 'Maaltijdsalades' },
    ],
    never: ['Soepen', 'Lunch', 'Diner', 'Maaltijdsalades', 'Menukaart'],
  },
  {
    file: 'pt-pizza-tabs-sized-prices.html',
    path: '/cardapio',
    items: [
      {
        name: 'Pizza: Alho Frito',
        price: 'Grande R$46.30 / Broto R$35.40',
        category: 'Pizza',
        description: 'Ingredientes: Mussarela e Alho frito',
      },
      { name: 'Pizza: Bauru', price: 'Grande R$48.50 / Broto R$37.60', category: 'Pizza' },
      { name: 'Pizza: Prestigio', price: 'Grande R$48.30 / Broto R$37.40', category: 'Pizza Doces' },
    ],
    never: ['Pizza', 'Pizza Doces', 'Grande', 'Broto'],
  },
  {
    file: 'pt-size-columns-divs.html',
    path: '/pizzas.php',
    items: [
      {
        name: 'Mista',
        price: 'Pequena R$ 18,00 / Média R$ 26,00 / Grande R$ 36,00',
        category: 'Pizzas',
        description: 'Molho, presunto, muçarela, tomate, cebola e orégano',
      },
      {
        name: 'Carne de Sol Especial',
        price: 'Pequena R$ 23,00 / Média R$ 29,00 / Grande R$ 39,00',
        category: 'Pizzas',
      },
      { name: 'Brigadeiro', price: 'R$ 25,00', category: 'Pizzas Doces', description: 'Chocolate com granulado' },
      { name: 'Ovo', price: 'R$ 2,00' },
    ],
    never: ['Pizzas', 'Pizzas Doces', 'Pequena', 'Média', 'Grande', 'Bordas:', 'Acréscimo Adicional:'],
  },
  {
    file: 'ja-dl-age-price-tables.html',
    path: '/menu/',
    items: [
      {
        name: 'カット',
        price: '大人 ￥2800 / 高校生 ￥1800 / 中学生 ￥1500 / 子供 ￥1100',
        category: 'カットメニュー',
      },
      {
        name: 'バリカンカット（丸刈）',
        price: '大人 ￥1900 / 高校生 ￥1200 / 中学生 ￥900 / 子供 ￥600',
        category: 'その他のカットメニュー',
        description: 'バリカンのみでおこなうカットです。技術的に簡単なため料金もリーズナブルにしています。',
      },
      { name: '総合調髪・カップス＆マッサージ付き', price: '大人 ￥4500' },
    ],
    never: [
      'カットメニュー',
      'パーマメニュー',
      '特殊技術',
      'その他のサービス',
      'メニュー＆料金',
      '補足事項',
      '大人',
      '高校生',
    ],
  },
  {
    file: 'fr-nested-tables-category-cells.html',
    path: '/tarifs.php',
    items: [
      { name: 'Shampoing, Coupe, Brushing', price: '24 €', category: 'Dames' },
      { name: 'Supplément cheveux longs', price: '3,5 €', category: 'Dames' },
      { name: 'Coupe', price: '7 €', category: 'Baby' },
      {
        name: 'Forfait Coloration',
        price: '39 €',
        category: 'Technique',
        description: 'Coloration, Shampoing, Coupe, Brush',
      },
      { name: 'Flash', price: '11 €', category: 'A la carte' },
    ],
    never: ['Dames', 'Baby', 'Hommes', 'Technique', 'A la carte'],
  },
  {
    file: 'nl-barber-table-italic-prices.html',
    path: '/prices.php',
    items: [
      { name: 'Knippen', price: '€ 27,50', category: 'Tarieven' },
      { name: 'Wassen & Knippen', price: '€ 30,00', category: 'Tarieven' },
      { name: 'Wax', price: '€ 10,00' },
    ],
    never: ['Tarieven', 'Afspraak', 'Gallery', 'Contact'],
  },
  {
    file: 'ja-drink-table-price-column.html',
    path: '/drink.html',
    items: [
      { name: '壱岐', price: '650円' },
      { name: '常徳屋', price: '780円' },
      { name: '正　雪', price: '765円' },
    ],
    never: ['銘　柄', '原　料', '産　地', '値段（税込）', '飲物メニュー', '麦'],
  },
  {
    file: 'pt-barber-service-product-cards.html',
    path: '/',
    items: [
      { name: 'CORTE', price: 'R$ 40,00', category: 'NOSSOS SERVIÇOS', description: 'Corte de cabelo' },
      { name: 'COMBO CORTE+BARBA', price: 'R$ 65,00', category: 'NOSSOS SERVIÇOS' },
      { name: 'DEPILAÇÃO (nariz)', price: 'R$ 20,00' },
      { name: 'OLEO PARA BARBA', price: 'R$ 50,00', category: 'NOSSOS PRODUTOS' },
    ],
    never: [
      'NOSSOS SERVIÇOS',
      'NOSSOS PRODUTOS',
      'HORÁRIOS DE ATENDIMENTO',
      'NOSSA HISTÓRIA',
      'Segunda à Sábado',
      'Endereço',
      'Telefone',
    ],
  },
  {
    file: 'pt-linked-names-dash-price-duration.html',
    path: '/servicos.html',
    items: [
      { name: 'Corte + Lavagem', price: 'R$ 50,00', category: 'Cortes masculinos' },
      { name: 'Raspar a cabeça', price: 'R$ 40,00', category: 'Cortes masculinos' },
      { name: 'Corte + Barboterapia', price: 'R$ 80,00', category: 'Combos de corte e barba' },
      { name: 'Pigmentação de Barba', price: 'R$ 35,00', category: 'Barba e barboterapia' },
      { name: 'Nevou / Platinado masculino', price: 'R$ 150,00', category: 'Química e transformação capilar' },
    ],
    never: [
      'Cortes masculinos',
      'Perguntas frequentes',
      'Onde fica a barbearia?',
      'Serviços de barbearia em Bragança Paulista',
      'Agendar meu horário',
    ],
  },
  {
    file: 'de-th-cells-name-br-description.html',
    path: '/menu',
    items: [
      {
        name: 'Pizza Margeritha',
        price: '9 €',
        category: 'Pizza',
        description: 'Mit Mozzarellakäse, verfeinert mit Olivenöl und frischem Basilikum',
      },
      { name: 'Calzone - Zusammengeklappte Pizza', price: '15 €', category: 'Pizza' },
      { name: 'Tagliatelle al salmone', price: '15 €', category: 'Pasta' },
      { name: 'Espresso', price: '9 €', category: 'Alkoholfreie Getränke' },
    ],
    never: ['Speisekarte', 'Toskanische Gerichte', 'Pizza', 'Pasta', 'Alkoholfreie Getränke'],
  },
  {
    file: 'es-price-table-cards-split-amount.html',
    path: '/cortes.php',
    items: [
      { name: 'Brushing Mujer', price: /15 ?\.990.*17 ?\.990/, category: 'Cortes de mujer' },
      { name: 'Recogido trenzas', price: /16 ?\.990.*17 ?\.990/, category: 'Cortes de mujer' },
      { name: 'Corte completo', price: /14 ?\.990/, category: 'Cortes de hombre' },
    ],
    never: [
      'Cabello normal',
      'Cabello largo',
      'Corte preferencial',
      'Cortes de mujer',
      'Estilistas especializados',
      'Estándar',
    ],
  },
  {
    file: 'es-sentence-items-sized-prices.html',
    path: '/servicios.php',
    items: [
      { name: 'Decoloraciones', price: /25\.000.*40\.000.*60\.000/, category: 'COLORACIONES' },
      { name: 'Botox capilar', price: /80\.000.*100\.000/, category: 'REPARACIÓN CAPILAR' },
      { name: 'Tratamiento Anti-frizz con Olaplex', price: /50\.000.*70\.000/ },
    ],
    never: ['Servicios', 'CORTES Y PEINADOS', 'COLORACIONES', 'Agendar Cita'],
  },
  {
    file: 'fr-price-as-second-title.html',
    path: '/menu.php',
    items: [
      { name: 'GRANDE PLANCHE MIXTE', price: '17,00 €' },
      {
        name: 'SALMONE',
        price: '16,00 €',
        category: 'PIZZE',
        description: 'Base tomate, mozzarella, légumes frais grillés, saumon frais, pesto rouge maison.',
      },
      { name: 'MIELE DI CAPRA', price: '15,50 €', category: 'PIZZE' },
      { name: 'TIRAMISU', price: '8,00 €', category: 'DOLCI', description: 'Le grand classique selon notre envie.' },
    ],
    never: ['PIZZE', 'DOLCI', '16,00 €', '17,00 €'],
  },
  {
    file: 'en-dl-dt-name-dd-price.html',
    path: '/menu',
    items: [
      {
        name: 'Fresh Cod',
        price: '£7.10',
        category: 'Specialities',
        description: 'Fried in our special batter and served with chips.',
      },
      {
        name: 'Lamb Chops & Mint Sauce',
        price: '£7.90',
        category: 'Just as special',
        description: 'Served with peas and mashed potatoes or chips.',
      },
      { name: "Ploughman's", price: '£5.10', category: 'Lighter Options' },
      { name: 'Prawn', price: '£4.50', category: "Sandwiches / Kid's Menu" },
    ],
    never: ['Specialities', 'Just as special', 'Lighter Options', "Sandwiches / Kid's Menu"],
  },
  {
    file: 'en-price-columns-and-package-cards.html',
    path: '/pricing.php',
    items: [
      { name: 'One 2-hour lesson', price: 'Hourly rate £40.00 / Total cost £80.00' },
      { name: 'Block booking of ten 1-hour lessons', price: 'Hourly rate £39.00 / Total cost £390.00' },
      { name: 'Bronze course', price: '£640' },
      { name: 'Two week pass', price: '£1565' },
      { name: 'Driving test fee (Practical)', price: '£62.00' },
    ],
    never: [
      'Hourly rate',
      'Total cost',
      'LESSONS & PACKAGES',
      '£38.50 per hour',
      '15 hours of driving lessons',
      'Sign up!',
      'Cost of first driving test',
    ],
  },
  {
    file: 'en-name-and-price-in-heading.html',
    path: '/courses',
    items: [
      { name: 'MOTORWAY', price: '£42' },
      { name: 'RESTART/REFRESHER', price: /^£23\b/ },
    ],
    never: [
      'Courses',
      'Not Driven for a Number of Years?',
      'There is a set fee of £42 per 2 hour session',
      'All aspects of motorway driving are undertaken.',
    ],
  },
  {
    file: 'it-category-cards-range-and-rows.html',
    path: '/',
    items: [
      { name: 'Piega', price: '17 €', category: 'listino base' },
      { name: 'Keratin liss + mantenimento', price: '140 €', category: 'trattamenti' },
      { name: 'Shatush degradè', price: '45 €', category: 'servizi tecnici' },
      { name: 'Extension', price: 'da 200 €', category: 'special' },
    ],
    never: ['Listino Prezzi', 'listino base', 'trattamenti', 'special', 'Extension da'],
  },
  {
    file: 'ja-dl-duration-price-pairs.html',
    path: '/menu/',
    items: [
      { name: '小顔フェイシャル', price: '60分 ￥3,000 / 90分 ￥5,000 / 120分 ￥7,000', category: 'フェイシャル' },
      { name: '小顔矯正', price: '60分 ￥9,000 / 90分 ￥12,000', category: 'フェイシャル' },
      { name: 'プラズマシャワー', price: '30分 ￥6,000 / 60分 ￥11,000' },
    ],
    never: ['60分', '30分', 'ご予約はこちら', 'フェイシャル', 'ボディ', 'Facial'],
  },
  {
    file: 'nl-h4-name-price-ends-description.html',
    path: '/index.php?content=dinner',
    items: [
      { name: 'Caeser salad', price: '€17,50', description: 'Met kip, ansjovis en een perfect ei' },
      { name: 'Kalfsschnitzel', price: '€21,50' },
      { name: 'Kale - avocado salad', price: '€16' },
      { name: 'Bistro burger', price: '€19,50', description: 'Spek en kaas' },
    ],
    never: ['Ons Menu', 'Klik hier voor het lunch menu'],
  },
  {
    file: 'es-card-header-title-price.html',
    path: '/inicio/menu/',
    items: [
      {
        name: 'Ceviche de Camarón',
        price: '$12.50',
        category: 'Nuestros Platillos del Mar',
        description: 'Camarones frescos marinados en limón, con jitomate, cebolla y cilantro.',
      },
      { name: 'Paella de Mariscos', price: '$20.00' },
      { name: 'Camarones al Mojo de Ajo', price: '$15.50' },
    ],
    never: ['Nuestros Platillos del Mar'],
  },
  {
    file: 'pt-product-cards-cart-buttons.html',
    path: '/produtos.html',
    items: [
      {
        name: 'Shampoo Para Barba 240mL',
        price: 'R$ 35,00',
        description:
          'Limpeza profunda para barba e cabelo, ajudando no controle da oleosidade e deixando uma sensação de frescor no atendimento ou no uso diário.',
      },
      { name: 'Pasta Matte 150g', price: 'R$ 36,00' },
      { name: 'Água Mineral', price: 'R$ 4,00' },
    ],
    never: [
      'Adicionar ao carrinho',
      'Total estimado',
      'Meu pedido',
      'Finalizar pedido pelo WhatsApp →',
      'Produtos e bebidas.',
      'Cuidados masculinos',
    ],
  },
  {
    file: 'it-beauty-cards-label-holds-range.html',
    path: '/',
    items: [
      { name: 'Pressoterapia', price: '35 €', category: 'trattamenti corpo' },
      { name: 'Depilazione parziale', price: '17.5 €', category: 'depilazione' },
      { name: 'Riempimento labbra', price: '450 €', category: 'trucco semipermanente' },
    ],
    never: ['Listino Prezzi', 'trattamenti corpo', 'depilazione', 'manicure - pedicure', '55 €'],
  },
];

/**
 * Cases research does not read yet. A case listed here that starts passing fails the run, so the list only shrinks;
 * the pass rate of each half is the honest measure. First pass (before any reader was changed): tuning 6/17,
 * held-out 2/6; after the techniques in docs/research-reading.md: tuning 16/17, held-out 4/6. (Three cases taken from
 * research corpus entries' repositories were removed at the merge: the zoo takes no corpus source.)
 */
const KNOWN_MISSES = new Set<string>(['pt-size-columns-divs.html', 'es-price-table-cards-split-amount.html']);

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

/** What a case misses: items not read (or read with another price, category or description) and texts read as items. */
function problems(c: Case): string[] {
  const items = extractServices(fixture(c.file), `http://shop.test${c.path}`);
  const out: string[] = [];
  for (const want of c.items) {
    const got = items.find((i) => norm(i.name) === norm(want.name));
    if (!got) out.push(`missing ${want.name}`);
    else {
      if (want.price !== undefined && !samePrice(got.price, want.price)) out.push(`${want.name}: price ${got.price}`);
      if (want.category !== undefined && norm(got.category) !== norm(want.category))
        out.push(`${want.name}: category ${got.category}`);
      if (want.description !== undefined && norm(got.description) !== norm(want.description))
        out.push(`${want.name}: description ${got.description}`);
    }
  }
  for (const name of c.never) if (items.some((i) => norm(i.name) === norm(name))) out.push(`read ${name}`);
  return out;
}

describe('the menu zoo, round 2: menus and price lists not seen while the readers were written', () => {
  const results = new Map<string, string[]>();
  afterAll(() => {
    for (const half of ['dev', 'test'] as const) {
      const cases = CASES.filter((c) => halfOf(c.file) === half);
      const passed = cases.filter((c) => results.get(c.file)?.length === 0).length;
      console.log(
        `menu zoo round 2 ${half === 'dev' ? 'tuning' : 'held-out'} half: ${passed}/${cases.length} cases read`,
      );
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [file, p] of results)
      if (p.length && halfOf(file) === 'dev') console.log(`menu zoo round 2 miss ${file}: ${p.join('; ')}`);
  });

  it('holds cases in every language the readers speak, from sources named in each file', () => {
    expect(new Set(CASES.map((c) => c.file.slice(0, 2)))).toEqual(
      new Set(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt']),
    );
    expect(CASES.length).toBeGreaterThanOrEqual(23);
    for (const c of CASES)
      expect(readFileSync(join(__dirname, 'fixtures', 'menu-zoo', c.file), 'utf8')).toMatch(
        /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
      );
  });

  for (const c of CASES) {
    const run = () => {
      const p = problems(c);
      results.set(c.file, p);
      expect(p).toEqual([]);
    };
    if (KNOWN_MISSES.has(c.file)) it.failing(`${c.file} (known miss)`, run);
    else it(c.file, run);
  }
});
