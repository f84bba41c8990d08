// The menus sites zoo: whole small websites that publish a menu, a price list or a priced range (test/fixtures/
// menus-sites-zoo, a folder of pages per site, each page naming its source repository, commit and path; scripts, styles
// and svg bodies cut, navigation and footer kept), read through research's own crawl (scrapeWebsite from the home page
// of a site served on 127.0.0.1), so the zoo measures which pages research reads as well as which priced items it takes
// from them. Each case samples the items the owner prices, spread over the categories and pages (name, price as
// written, category, the page it is on), and lists texts that must never be an item (category headings, notes, calls to
// action, navigation). A case's folder name is split once by `halfOf` (the research corpus's rule): readers are
// improved looking at the tuning half only; what a held-out case misses is never printed.
//
// Round 1 (session 11): twelve sites in seven languages (German, Dutch, French, Italian, Spanish, Portuguese,
// Japanese): a bakery-café, a hairdresser, a barber, a beauty institute, a nail studio, two pizzerias, a beautician, a
// laundry, a bakery, a dog café and a car detailer. Split before any reader changed: tuning 4, held-out 8.
// First pass: tuning 0/4 sites whole, 24/27 items with their price, 4 wrong, no site without a priced item, no item on
// a page the crawl left unread; held-out 3/8 sites whole, 34/53 items with their price, 3 wrong, 2 sites with no
// priced item, 17 items on pages the crawl left unread. After round 1's techniques (a footer or top bar written as a
// div is page chrome, a category priced "from" an amount sums up its items, menu pages ranked with the fee pages, a
// card's price is its one bare amount even over elements, a priced card's long list of inclusions keeps it one item, a
// full-width colon leaves an item's name): tuning 3/4 sites whole, 27/27 items with their price, 1 wrong (a beauty
// institute's service card named as its price list's parent heading), categories 11/12; held-out 3/8 sites whole,
// 34/53 items with their price, 3 wrong, 2 sites with no priced item, 17 items on pages the crawl left unread
// (unchanged).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf, normText } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedService, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

interface Item {
  name: string;
  /** the price as written (contained in what research reads), or a pattern where the page splits the amount */
  price: string | RegExp;
  category?: string;
  /** the page's path on its site that holds the item */
  page: string;
}

interface Case {
  /** the site's folder in test/fixtures/menus-sites-zoo: its pages under their own paths */
  site: string;
  /** the home page's file when it is not index.html */
  home?: string;
  /** where the caller says the business is (the API's location) */
  location: string;
  items: Item[];
  /** texts that must never be an item's name */
  never: string[];
}

const CASES: Case[] = [
  {
    site: 'de-bakery',
    location: 'Deutschland',
    items: [
      { name: 'Good Morning', price: '6,90 €', category: 'Frühstück', page: '/speisekarte.html' },
      { name: 'Frühstück in Berlin', price: '8,90 €', category: 'Frühstück', page: '/speisekarte.html' },
      { name: 'Burek', price: '4,00 €', category: 'Balkan Frühstück', page: '/speisekarte.html' },
      { name: 'Rührei Classic', price: '5,90 €', category: 'Rührei', page: '/speisekarte.html' },
      { name: 'Chicken Burger', price: '8,90 €', category: 'Burger', page: '/speisekarte.html' },
      { name: 'Ćevapčići 5 Stück', price: '7,50 €', category: 'Ćevapčići', page: '/speisekarte.html' },
      { name: 'Gulaschsuppe', price: '8,50 €', category: 'Suppen', page: '/speisekarte.html' },
      { name: 'Shopska Salat', price: '7,50 €', category: 'Salat', page: '/speisekarte.html' },
      { name: 'Baklava', price: '1,50 €', category: 'Dessert', page: '/speisekarte.html' },
      { name: 'Cappuccino', price: '3,60 €', category: 'Heiße Getränke', page: '/speisekarte.html' },
    ],
    never: [
      'Speisekarte',
      'Frühstück',
      'Rührei',
      'Suppen',
      'Salat',
      'Dessert',
      'Kalte Getränke',
      'Heiße Getränke',
      'Zum Dazubestellen',
      'Auf Bestellung',
      'Alle Preise in Euro inkl. MwSt. Allergene auf Anfrage oder siehe Legende.',
    ],
  },
  {
    site: 'nl-hairdresser',
    location: 'Barendrecht, Nederland',
    items: [
      { name: 'Wassen, knippen & föhnen', price: '€ 45,–', category: 'Dames', page: '/prijzen.html' },
      { name: 'Knippen (droog)', price: '€ 30,–', category: 'Dames', page: '/prijzen.html' },
      { name: 'Knippen heren', price: '€ 22,–', category: 'Heren', page: '/prijzen.html' },
      { name: 'Knippen + baard trimmen', price: '€ 30,–', category: 'Heren', page: '/prijzen.html' },
      { name: 'Balayage / ombré', price: '€ 95,–', category: 'Kleuren & Highlights', page: '/prijzen.html' },
      { name: 'Keratine behandeling', price: '€ 120,–', category: 'Behandelingen', page: '/prijzen.html' },
      { name: 'Proefkapsel', price: '€ 65,–', category: 'Bruid & Gelegenheid', page: '/prijzen.html' },
    ],
    never: [
      'Dames',
      'Heren',
      'Kinderen',
      'Knippen & Stylen',
      'Kleuren & Highlights',
      'Behandelingen',
      'Afspraak maken',
      'Terug naar home',
      'Prijslijst 2026',
      'Diensten & tarieven',
    ],
  },
  {
    site: 'nl-barber',
    location: 'Willebroek, België',
    items: [
      { name: 'Heren knippen', price: '€22', page: '/prices.html' },
      { name: 'Skin fade', price: '€26', page: '/prices.html' },
      { name: 'Tondeuse (all-over)', price: '€15', page: '/prices.html' },
      { name: 'Baard trimmen', price: '€10', page: '/prices.html' },
      { name: 'Hot towel shave', price: '€18', page: '/prices.html' },
      { name: 'Knippen + Baard', price: '€32', page: '/prices.html' },
      { name: 'Wassen', price: '€5', category: 'Extras', page: '/prices.html' },
    ],
    never: ['Onze Prijzen', 'Prijslijst', 'Extras', 'plan afspraak', 'Contact', 'Diensten', 'Reviews'],
  },
  {
    site: 'fr-beauty-institute',
    location: 'Rives, France',
    items: [
      { name: 'Relaxation haut du corps', price: '60 €', category: 'LPG endermologie', page: '/tarifs.html' },
      { name: 'Détox drainant', price: '80 €', category: 'LPG endermologie', page: '/tarifs.html' },
      { name: 'Demi-jambes', price: '125 €', category: 'Épilation laser', page: '/tarifs.html' },
      { name: 'Sourcils — entretien', price: '12 €', page: '/tarifs.html' },
      { name: 'Pose de gel', price: '50 €', category: 'Manucure & Pédicure', page: '/tarifs.html' },
      { name: 'Brow lift', price: '45 €', category: 'Autour du regard & maquillage', page: '/tarifs.html' },
      { name: 'Soin visage coréen', price: '100 €', page: '/tarifs.html' },
      { name: 'Sauna duo', price: '50 €', category: 'Sauna privé', page: '/tarifs.html' },
    ],
    never: [
      'LPG endermologie',
      'Épilation laser',
      'Épilation à la cire',
      'Manucure & Pédicure',
      'Autour du regard & maquillage',
      'Sauna privé',
      'Réserver',
      'Tarifs',
      'Devis',
      'Sur bilan',
    ],
  },
  {
    site: 'fr-nails',
    home: 'acceuil.html',
    location: 'France',
    items: [
      { name: 'Pose en gel', price: 'À partir de 15€', page: '/tarifs.html' },
      { name: 'Capsule américaine', price: 'À partir de 25€', page: '/tarifs.html' },
      { name: 'Baby-boomer / Ombré Nails', price: 'À partir de 25€', page: '/tarifs.html' },
      { name: 'Nail art personnalisé', price: 'À partir de 30€', page: '/tarifs.html' },
      { name: 'French manucure revisitée', price: 'À partir de 20€', page: '/tarifs.html' },
      { name: 'Remplissage & entretien', price: 'À partir de 15€', page: '/tarifs.html' },
    ],
    never: [
      'NOS PRESTATIONS',
      'Nos Tarifs',
      'Prendre Rendez-vous',
      'Préparation et nettoyage des ongles naturels.',
      "Application d'une base gel pour renforcer vos ongles.",
      'Contact',
      'Blog',
    ],
  },
  {
    site: 'it-pizzeria',
    location: 'Italia',
    items: [
      { name: 'Marinara', price: '4.00 €', category: 'Le classiche', page: '/nav/listino.html' },
      { name: 'Margherita', price: '5.00 €', category: 'Le classiche', page: '/nav/listino.html' },
      { name: 'Diavola', price: '6.00 €', page: '/nav/listino.html' },
      { name: 'Capricciosa', price: '6.50 €', page: '/nav/listino.html' },
      { name: 'Jolly', price: '8.00 €', page: '/nav/listino.html' },
      { name: 'Boscaiola', price: '7.00 €', page: '/nav/listino.html' },
      { name: 'Cavallina', price: '7.50 €', page: '/nav/listino.html' },
    ],
    never: ['Le classiche', 'Listino', 'Home'],
  },
  {
    site: 'it-pizzeria-table',
    location: 'Italia',
    items: [
      { name: 'Margherita', price: '€5.00', category: 'Le nostre pizze', page: '/listino.html' },
      { name: 'Diavola', price: '€6.50', page: '/listino.html' },
      { name: 'Capricciosa', price: '€7.00', page: '/listino.html' },
      { name: 'Ortolana', price: '€7.00', page: '/listino.html' },
      { name: 'San Daniele', price: '€7.00', page: '/listino.html' },
    ],
    never: ['Nome', 'Ingredienti', 'Prezzo', 'Le nostre pizze', 'MENU'],
  },
  {
    site: 'it-beautician',
    location: 'Italia',
    items: [
      { name: 'Pulizia viso', price: '€ 50', category: 'Trattamenti viso', page: '/listino.html' },
      { name: 'Trattamento idratante', price: '€ 60', category: 'Trattamenti viso', page: '/listino.html' },
      { name: 'Trattamento illuminante', price: '€ 65', category: 'Trattamenti viso', page: '/listino.html' },
      { name: 'Massaggio rilassante', price: '€ 60', category: 'Trattamenti corpo', page: '/listino.html' },
      { name: 'Massaggio drenante', price: '€ 65', category: 'Trattamenti corpo', page: '/listino.html' },
    ],
    never: [
      'Trattamenti viso',
      'Trattamenti corpo',
      'Listino prezzi',
      'Prenota ora',
      'Prenota',
      'Scrivimi su WhatsApp',
      '← Torna alla home',
    ],
  },
  {
    site: 'es-laundry',
    location: 'España',
    items: [
      { name: 'Camisa o Nicki', price: '3,00€', category: 'Lavar-Planchar', page: '/precios.html' },
      { name: 'Manga larga o pantalòn', price: '4,00€', category: 'Lavar-Planchar', page: '/precios.html' },
      { name: 'Sabana 2 plazas', price: '3,00€', category: 'Lavar-Planchar', page: '/precios.html' },
      { name: 'Edredòn 2 plazas', price: '10,00€', category: 'Lavar-Planchar', page: '/precios.html' },
      { name: 'Alfombras(metros cuadrados)', price: '8,00€', category: 'Lavar-Planchar', page: '/precios.html' },
      { name: 'Pluma Adulto', price: '9,00€', page: '/precios.html' },
    ],
    never: ['Precios', '€Precios', 'Lavar-Planchar', 'Auto-servicio', 'Iva incluido', 'Contactanos', 'Secadora'],
  },
  {
    site: 'pt-bakery',
    location: 'Caruaru, PE, Brasil',
    items: [
      { name: 'Pão Francês', price: 'R$ 0,50', page: '/cardapio.html' },
      { name: 'Pão Doce', price: 'R$ 0,75', page: '/cardapio.html' },
      { name: 'Bolo de Rolo', price: 'R$ 25,00', page: '/cardapio.html' },
      { name: 'Tareco', price: 'R$ 5,00', page: '/cardapio.html' },
      { name: 'Torta de Frango', price: 'R$ 45,00', page: '/cardapio.html' },
      { name: 'Bolo de Prestígio', price: 'R$ 40,00', page: '/cardapio.html' },
    ],
    never: ['Comprar Online', 'Retirar na Padaria', 'Nossos Produtos', 'Cardápio', 'Fale Conosco', 'Serviços'],
  },
  {
    site: 'ja-dog-cafe',
    location: '日本',
    items: [
      { name: 'ワンちゃん用ささみ', price: '¥300', category: 'ワンちゃんのおやつ', page: '/price.html' },
      { name: 'ワンちゃん用ガム', price: '¥500', category: 'ワンちゃんのおやつ', page: '/price.html' },
      { name: 'ワンちゃん用ジャーキー', price: '¥800', category: 'ワンちゃんのおやつ', page: '/price.html' },
      { name: 'フリードリンク', price: '¥300', category: 'その他', page: '/price.html' },
      { name: '2ショットチェキ', price: '¥1,000', category: 'その他', page: '/price.html' },
      { name: 'ステッカー', price: '¥500', category: 'その他', page: '/price.html' },
    ],
    never: ['料金・システム', 'ワンちゃんのおやつ', 'その他', '平日', '土日祝', 'PRICE', 'お問い合わせ', 'アクセス'],
  },
  {
    site: 'nl-car-detailing',
    location: 'Dendermonde, België',
    items: [
      { name: '1-Step', price: /299[.,]99/, page: '/services/paintcorrection.html' },
      { name: '2-Step', price: /399[.,]99/, page: '/services/paintcorrection.html' },
      { name: '3-Step', price: /499[.,]99/, page: '/services/paintcorrection.html' },
      { name: 'Wheel coating', price: /249[.,]99/, page: '/services/coatings.html' },
      { name: 'Keramische coating', price: /250[.,]00/, page: '/services/coatings.html' },
      { name: '2 step polish & coating', price: /499[.,]99/, page: '/services/combo.html' },
      { name: 'Interior & exterior', price: /149[.,]99/, page: '/services/combo.html' },
    ],
    never: [
      'Maak een afspraak',
      'Maak uw afspraak',
      'Prijslijst',
      'Choose Your Plan',
      'Contacteer ons',
      'Prijzen',
      'Combo Packs',
      'Useful Links',
    ],
  },
];

const DIR = join(__dirname, 'fixtures', 'menus-sites-zoo');

/** every file under a folder, by its path from that folder */
const filesOf = (dir: string, under = ''): string[] =>
  readdirSync(join(dir, under)).flatMap((f) =>
    statSync(join(dir, under, f)).isDirectory() ? filesOf(dir, join(under, f)) : [join(under, f)],
  );

/** the site's pages by path: each file under its path, an .html page also without the extension, the home at / */
function pagesOf(c: Case): Record<string, [string, string]> {
  const pages: Record<string, [string, string]> = {};
  for (const file of filesOf(join(DIR, c.site))) {
    const page: [string, string] = ['text/html; charset=utf-8', readFileSync(join(DIR, c.site, file), 'utf8')];
    pages[`/${file}`] = page;
    if (file.endsWith('.html')) pages[`/${file.slice(0, -'.html'.length)}`] = page;
    if (file === (c.home ?? 'index.html')) pages['/'] = page;
  }
  return pages;
}

const named = (s: string) => normText(s).replace(/[\s:.→]+$/u, '');
const priced = (read: string | undefined, price: string | RegExp) =>
  !!read && (typeof price === 'string' ? normText(read).includes(normText(price)) : price.test(read));

interface Tally {
  found: number;
  expected: number;
  wrong: number;
  /** items whose category research read as the page gives it */
  categorised: number;
  withCategory: number;
  /** no item with a price read on the whole site */
  noPriced: boolean;
  /** expected items on pages the crawl never fetched */
  unread: number;
  misses: string[];
}

function tally(c: Case, site: ScrapedSite | null, hits: string[]): Tally {
  const services: ScrapedService[] = site?.services ?? [];
  const fetched = new Set(hits.map((h) => h.replace(/\.html$/, '')));
  const misses: string[] = site ? [] : ['no site read'];
  let found = 0;
  let categorised = 0;
  let unread = 0;
  for (const item of c.items) {
    const same = services.filter((s) => named(s.name) === named(item.name));
    const hit = same.find((s) => priced(s.price, item.price));
    if (hit) {
      found++;
      if (item.category && hit.category && named(hit.category) === named(item.category)) categorised++;
      continue;
    }
    const read = fetched.has(item.page.replace(/\.html$/, ''));
    if (!read) unread++;
    misses.push(
      same.length
        ? `${item.name} read at ${same.map((s) => s.price ?? 'no price').join(' / ')}`
        : `missing ${item.name}${read ? '' : ` (on ${item.page}, a page not read)`}`,
    );
  }
  const wrong = c.never.filter((t) => services.some((s) => named(s.name) === named(t)));
  misses.push(...wrong.map((t) => `read as an item: ${t}`));
  return {
    found,
    expected: c.items.length,
    wrong: wrong.length,
    categorised,
    withCategory: c.items.filter((i) => i.category).length,
    noPriced: !services.some((s) => s.price),
    unread,
    misses,
  };
}

async function read(c: Case): Promise<{ site: ScrapedSite | null; hits: string[] }> {
  const web = await startFakeWebsite(pagesOf(c));
  try {
    const site = await scrapeWebsite(`${web.base}/`, { allowLoopback: true, location: c.location });
    return { site, hits: web.hits };
  } finally {
    await web.close();
  }
}

/**
 * Sites research does not read whole yet: each runs as `it.failing`, so reading one makes the run say so and the list
 * only shrinks.
 */
const KNOWN_MISSES = new Set<string>([
  'de-bakery',
  'nl-hairdresser',
  'nl-barber',
  'fr-beauty-institute',
  'it-pizzeria',
  'it-beautician',
]);

const results = new Map<string, Tally>();

describe('the menus sites zoo: priced items of whole small sites, read through the crawl', () => {
  it('holds real pages, each naming its source', () => {
    for (const c of CASES)
      for (const file of filesOf(join(DIR, c.site)))
        expect(readFileSync(join(DIR, c.site, file), 'utf8')).toMatch(
          /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
        );
  });

  const run = async (c: Case) => {
    const { site, hits } = await read(c);
    const t = tally(c, site, hits);
    results.set(c.site, t);
    expect(t.misses).toEqual([]);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  if (reads.length) it.each(reads)('%s', (_site, c) => run(c), 30_000);
  if (known.length) it.failing.each(known)('%s (a known miss)', (_site, c) => run(c), 30_000);

  afterAll(() => {
    for (const half of ['dev', 'test'] as const) {
      const cases = CASES.filter((c) => halfOf(c.site) === half && results.has(c.site)).map((c) =>
        results.get(c.site)!,
      );
      const sum = (k: 'found' | 'expected' | 'wrong' | 'categorised' | 'withCategory' | 'unread') =>
        cases.reduce((n, t) => n + t[k], 0);
      console.log(
        `menus sites zoo ${half === 'dev' ? 'tuning' : 'held-out'} half: ` +
          `${cases.filter((t) => !t.misses.length).length}/${cases.length} sites whole, ` +
          `${sum('found')}/${sum('expected')} items with their price, ${sum('wrong')} wrong, ` +
          `${cases.filter((t) => t.noPriced).length} sites with no priced item, ` +
          `${sum('unread')} items on pages not read, ` +
          `categories ${sum('categorised')}/${sum('withCategory')}`,
      );
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [site, t] of results)
      if (t.misses.length && halfOf(site) === 'dev')
        console.log(`menus sites zoo miss ${site}: ${t.misses.join('; ')}`);
  });
});
