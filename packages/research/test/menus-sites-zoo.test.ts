// The menus sites zoo: whole small websites that publish a menu, a price list or a priced range (test/fixtures/
// menus-sites-zoo, a folder of pages per site, each page naming its source repository, commit and path; scripts, styles
// and svg bodies cut, navigation and footer kept; two sites keep, as written, the script file that writes their
// navigation), read through research's own crawl (scrapeWebsite from the home page of a site served on 127.0.0.1), so
// the zoo measures which pages research reads as well as which priced items it takes from them. Each case samples the
// items the owner prices, spread over the categories and pages (name, price as written, category, the page it is on),
// and lists texts that must never be an item (category headings, notes, calls to action, navigation). A case's folder
// name is split once by `halfOf` (the research corpus's rule): readers are improved looking at the tuning half only;
// what a held-out case misses is never printed.
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
//
// Round 2 (session 12): round 1's held-out sites, measured as they stood (3/8 sites whole, 34/53 items with their
// price, 3 wrong, 2 sites with no priced item, 17 items on pages not read, categories 7/31), are promoted to the tuning
// half: read and debugged since. Ten new sites in eight languages (German, French, Spanish, Japanese, Dutch, Italian,
// English, Portuguese): a kebab grill, a massage parlour, a broaster, an osteopath, a snack bar, a youth clubhouse, a
// tailor, a laundry, a cotton-candy maker and an osteopath's clinic, their items written from the pages before any
// reader ran on them, split once by `halfOf`: new tuning 4 (de-kebab-grill, fr-massage, es-broaster, ja-osteopath),
// held-out 6. First pass: new tuning 3/4 sites whole, 27/29 items with their price, 2 wrong, no site without a priced
// item, no item on a page not read, categories 22/24; held-out 2/6 sites whole, 33/43 items with their price, 6
// wrong, no site without a priced item, no item on a page not read, categories 14/25.
// Why the crawl left the promoted sites' menus unread: their navigation is written by a script file of the site (a
// bakery's nav.js listing its pages, a pizzeria's app.js loading its price list into the home page), so the home
// page's HTML links to none of them; those two scripts are kept in their fixtures as written. After round 2's
// techniques (the pages a home page's own scripts name are offered with its links; a price table whose rows carry
// notes lists items, not sizes; a record's name leaves out the note it ends with; a text ending in an arrow is a link
// on, never a name; a heading written as a sentence gives way to the short label over it as the group's name; a
// heading's note in brackets is no part of the group's name): round-1 tuning unchanged (3/4, 27/27, 3 wrong, categories
// 11/12); promoted 6/8 sites whole, 53/53 items with their price, 3 wrong (home pages' service cards named as the
// price list's groups), no site without a priced item, no item on a page not read, categories 25/31; new tuning 4/4
// sites whole, 29/29 items, 0 wrong, categories 24/24 (ja-osteopath's never list lost 保険診療 and 美容鍼灸, written
// from its price page alone: its home page prices both; with them it would stay 3/4 and 2 wrong); held-out 2/6 sites
// whole, 33/43 items with their price, 6 wrong, no site without a priced item, no item on a page not read,
// categories 14/25 (unchanged).
//
// Round 3 (session 14): round 2's held-out sites, measured as they stood (2/6 sites whole, 33/43 items with their
// price, none without it, 1 at another price, 6 wrong, no item on a page not read, categories 14/25), are promoted to
// the tuning half ("promoted in round 3"): read and debugged since. Ten new whole sites in eight languages (Italian,
// Dutch, German, Spanish, Japanese, Portuguese, French, English): a beach restaurant, a hair salon, a car care
// studio, a café, a relaxation salon, a cake shop, a kebab snack bar, a barber, an eatery and a therapy clinic, their
// items written from the pages before any reader ran on them, split once by `halfOf`: new tuning 7 (it-beach-restaurant,
// de-car-care, es-cafe, pt-cake-shop, fr-snack, fr-barber, en-therapy), held-out 3 (nl-hair-salon, ja-relaxation,
// en-eatery). First pass: new tuning 3/7 sites whole, 39/51 items with their price, none without it, none at another
// price, 6 wrong, no item on a page not read, categories 27/40; held-out 2/3 sites whole, 18/21 items with their price,
// none without it, none at another price, 3 wrong, no item on a page not read, categories 14/17.
// Why the tuning sites' 22 missed items were passed over at first pass: a duration written between the name and the
// price kept in the name (7, fr-barber); prices by duration written as rows under the item's heading, each row read
// as an item named by its duration (5, en-therapy); the price tables inside the page's <header> element, read as page
// chrome (8, en-laundry); a range whose currency follows both amounts after a wave dash, "250円～1,240円", read at its
// first amount (1) and a table of one priced row (1, both ja-osteopath-clinic). No item stood on a page the crawl left
// unread or was read without its price. After round 3's techniques (a duration is a record's detail or a price's label,
// never its name; a table's label row names its rows' group where no title stands over the table, and heads a table of
// one row): round-1 tuning unchanged (3/4, 27/27, 3 wrong, categories 11/12); promoted 6/8 sites whole, 53/53, 3
// wrong, categories 25/31 -> 30/31; promoted in round 3 2/6 sites whole, 33/43 items, 1 at another price, 6 -> 5
// wrong, categories 14/25 -> 19/25; new tuning 3/7 -> 5/7 sites whole, 39/51 -> 51/51 items with their price, 6 -> 3
// wrong, categories 27/40 -> 32/40 (fr-barber's headings open with an emoji); held-out 2/3 sites whole, 18/21 items
// with their price, none without it, none at another price, 3 wrong, no item on a page not read, categories 14/17
// (unchanged).
//
// Round 4 (session 14, menus in malformed and decorated markup): round 3's held-out sites stay held-out, measured only.
// Eight new whole sites in seven languages (Dutch, Portuguese, Spanish, French, English, Italian, Japanese): a piri-piri
// grill (unclosed list items, footnote asterisks after names, add-ons priced under "Extra's"), a burger promotion page
// (each price beside its struck-out old price and discount), a burger bar (names and prices both written as <h2>s,
// "S/" prices), a laser and naturopathy studio (card prices written "<span>€</span>50", old prices left in HTML
// comments), a food delivery site (three concatenated documents from PHP includes, emoji category headings), a
// pizzeria (category and item titles both <h2>s), a bonesetter's clinic (a WordPress theme: every cell an <h2>, ranges
// "200〜500円") and a beauty institute (prices as bare numbers in list columns under "EUROS"); PHP pages are served as
// their includes render them. Their items were written from the sources before any reader ran, and the batch split once
// by `halfOf`: new tuning 4 (nl-piri-piri, pt-burger-promo, es-burger-peru, fr-laser), new held-out 4 (en-food-delivery,
// it-pizzeria-5ib, ja-bonesetter, fr-institute). Three cases first ran without their home page set (index.php), an
// error of the cases, not of the readers; the first pass below is with it set. fr-laser's never list named
// "Accompagnement nutritionnel", a group heading on its price page but also a service of its own on its services page:
// taken out of the list as a mistake of the case.
// First pass: round-3 tuning 5/7 sites whole, 51/51 items with their price, 3 wrong, categories 32/40; promoted in
// round 3 2/6 sites whole, 33/43 items, 1 at another price, 5 wrong, categories 19/25; round-3 held-out 2/3 sites whole,
// 18/21 items, 3 wrong, categories 14/17; new tuning 0/4 sites whole, 15/30 items with their price, none without it,
// none at another price, 3 wrong (1 of them fr-laser's mistaken never), 2 sites with no priced item, no item on a
// page not read, categories 15/18; new held-out 1/4 sites whole, 18/35 items with their price, none without it, none
// at another price, 4 wrong, 1 site with no priced item, no item on a page not read, categories 17/34.
// Why the new tuning sites' items were passed over: footnote asterisks kept in the names ("Kip Piri Piri Large*", 3,
// nl-piri-piri); the old price and discount beside each price lost every card (5, pt-burger-promo); the price written
// as a heading taken as the card's name (7, es-burger-peru). After round 4's technique (pictographs, emoji and
// footnote marks at a name's or a category's edge are no part of it; kept because it mends fr-barber's emoji-led
// categories and nl-piri-piri's asterisked names): round-3 tuning 5/7 sites whole, 51/51 items, 3 wrong, categories
// 32/40 -> 39/40; promoted in round 3 unchanged (2/6, 33/43, 5 wrong, categories 19/25); round-3 held-out unchanged
// (2/3, 18/21, 3 wrong, categories 14/17); new tuning 1/4 sites whole, 18/30 items with their price, 2 wrong, 2 sites
// with no priced item, categories 18/18; new held-out 1/4 sites whole, 18/35 items with their price, none without it,
// none at another price, 4 wrong, 1 site with no priced item, no item on a page not read, categories 17/34
// (unchanged).
// After the merge the lead added one rule on markup's own meaning rather than the two-repository rule: a price a shop
// crosses out (<del>, <s>, <strike>, a theme's old-price class) beside the price asked, and the discount's badge beside
// it ("-29%"), are taken out before the page is read (former-prices.ts). Round-4 tuning 2/4 sites whole, 23/30 items
// (pt-burger-promo read whole); every other group unchanged, held-out 1/4 (18/35).
//
// Round 5 (session 14, principled mends of reasons earlier rounds left unmended): only techniques that follow from a
// language's or country's ordinary format. One new whole site from another repository, a Peruvian wings-and-burgers bar
// whose prices are written "s/ 15.00", its items written from its pages before any reader ran, split by `halfOf`:
// held-out (es-alitas-bar; never debugged). First pass: held-out 0/1 sites whole, 9/10 items with their price, none
// without it, 1 at another price, 0 wrong, categories 9/10. Techniques: a range with the yen after both amounts and a
// wave dash between, "250円～1,240円", is one price (ja-osteopath-clinic: promoted in round 3 33/43 -> 34/43 items, 1 ->
// 0 at another price); Peru's sol written "S/ 7.50", "s/ 15.00" or "S/. 3500" before its amount is a currency
// (es-burger-peru: its prices had been no price at all, so its cards were never items; round-4 tuning 23/30 -> 30/30
// items, 1 -> 0 sites with no priced item). Every other group unchanged (round-1 tuning 3/4, 27/27, 3 wrong; promoted
// 6/8, 53/53, 3 wrong; round-2 tuning 4/4, 29/29; round-3 tuning 5/7, 51/51, 3 wrong; held-out 2/3, 18/21, 3 wrong;
// round-4 held-out 1/4, 18/35, 4 wrong), the round-5 held-out site unchanged at 9/10 items, 1 at another price; the
// menu, services, contacts and stories zoos and the development half's fast loop (728/769 facts) unchanged. No second
// whole site with a yen range written so was found in the round's time.
//
// Round 6 (session 15, menus reached past the home page, prices apart from their names): round 3's, round 4's and
// round 5's held-out sites are promoted to tuning ("promoted in round 6"), measured as they stood: round-3 held-out 2/3
// sites whole, 18/21 items with their price, 3 wrong, categories 14/17; round-4 held-out 1/4 sites whole, 18/35 items,
// 4 wrong, 1 site with no priced item, categories 17/34; round-5 held-out 0/1, 9/10 items, 1 at another price. Ten new
// whole sites from ten repositories in seven languages (French, Portuguese, Spanish, Japanese, English, German, Dutch),
// chosen for the shapes the corpus's test half misses: a pizzeria whose home page reaches the menu by "Voir la carte
// complète", a barber whose price list sits behind a home-page button, a nail studio pricing each service in its own
// element after "name / duration", a trattoria whose names and prices are both <h3>s under collapsible headings, a tapas
// bar priced in TAPA / RACIÓN columns, a BBQ café priced per person (1人前), a cat café with one table per category under
// a "Price" header, a salon priced in Kurz / Mittel / Lang columns, a burger bar and a snack bar. Their items and never
// texts were written from the pages before any reader ran, and the batch split once by `halfOf`: new tuning 4
// (fr-pizzeria-puccia, pt-barber-button, fr-nail-studio, fr-trattoria-h3), held-out 6 (es-previa-bar, ja-bbq-cafe,
// en-cat-cafe, de-salon-sizes, pt-burger-cards, nl-snack-order). A Dutch salon first chosen was taken out before any
// reader ran on it: its repository is a source of the research corpus.
// First pass: new tuning 1/4 sites whole, 16/29 items with their price, 5 without it, none at another price, 1 wrong,
// no item on a page not read, categories 8/19; held-out 5/6 sites whole, 41/44 items with their price, none without
// it, 3 at another price, 0 wrong, no item on a page not read, categories 20/38. Every other group as in round 5.
// Why the tuning sites' 43 missed items were passed over at first pass (no tuning item stood on a page the crawl left
// unread: the button, the "full menu" link and the second-level page were all followed):
//   the menu written after the document's end, or in a second document, by a PHP include that writes a whole
//     page ("</body></html><section>…"): records were read from the first <body> only   16 (en-food-delivery 10,
//                                                                                       fr-trattoria-h3 6)
//   price tables inside the page's <header>, read as page chrome                          8 (en-laundry)
//   bare amounts under a currency header ("EPILATIONS | EUROS"), rows written as <ul>s    7 (fr-institute)
//   a duration after a slash ending the name ("Remplissage / 1h30", "Pédicure / 30mn")   4 (fr-nail-studio)
//   one item per block under a brand line ("-Redken-" over "Cold fusion € 37")          3 (nl-hair-salon)
//   prices by size written label first ("SIMPLE 16,50 € | DOUBLE 21,50 €"; "25cl:
//     4.40€" / "50cl: 7.80€" in a card alone in its grid)                              2 (fr-trattoria-h3,
//                                                                                       fr-pizzeria-puccia)
//   a currency code read inside a word ("CÉSAR 16,50 €" read at "SAR 16,50")            1 (fr-trattoria-h3)
//   a one-row table's heading read as its item                                          1 (ja-osteopath-clinic)
//   read at another size's price                                                         1 (es-alitas-bar)
// After round 6's technique (every body of a page, and the blocks written after the first one ends, are read for
// records, as a browser puts them in the page; kept because it mends en-food-delivery and fr-trattoria-h3, two
// repositories): new tuning 1/4 sites whole, 22/29 items with their price, 3 without it, 1 at another price, 1 wrong,
// categories 12/19; round-4 held-out promoted in round 6 2/4 sites whole, 28/35 items, 3 wrong, no site without a
// priced item, categories 27/34; held-out 5/6 sites whole, 41/44 items with their price, none without it, 3 at another
// price, 0 wrong, categories 20/38 (unchanged); every other group unchanged; the development half's fast loop
// unchanged (728/769). The other reasons each stood on one tuning site, short of the two repositories a technique needs
// (fr-trattoria-h3's last two misses, its sizes and "CÉSAR", showed once its menu was read).
// Then, on main: a currency code or letter before an amount opens no word (JavaScript's \b took "É" for no letter, so
// "CÉSAR 16,50 €" read as "SAR 16,50"), a fault of the pattern in any language with accented capitals: new tuning
// 22/29 -> 23/29 items with their price, 1 -> 0 at another price; every other group and the dev half unchanged.
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
  // round 2 (session 12): ten new sites, their expected items written from the pages before any reader ran on them
  {
    site: 'de-kebab-grill',
    location: 'Ennigerloh, Deutschland',
    items: [
      { name: 'Puten Döner Tasche', price: '7,50 €', category: 'Im Brot & Gerollt', page: '/speisekarte.html' },
      { name: 'Sucuk Tasche', price: '8,00 €', category: 'Im Brot & Gerollt', page: '/speisekarte.html' },
      { name: 'Dürüm Putenfleisch', price: '8,50 €', page: '/speisekarte.html' },
      { name: 'Falafel Tasche', price: '7,50 €', category: 'Vegetarisch', page: '/speisekarte.html' },
      { name: 'Hähnchen Schnitzel Teller', price: '11,00 €', category: 'Tellergerichte', page: '/speisekarte.html' },
      { name: 'Kiddy Box', price: '7,50 €', category: 'Boxen & Snacks', page: '/speisekarte.html' },
      { name: 'Ketchup', price: '0,50 €', category: 'Saucen & Extras', page: '/speisekarte.html' },
      { name: 'Ayran (0,25l)', price: '2,00 €', category: 'Getränke', page: '/speisekarte.html' },
    ],
    never: [
      'Unsere Speisekarte',
      'Im Brot & Gerollt',
      'Vegetarisch',
      'Tellergerichte',
      'Boxen & Snacks',
      'Extras & Getränke',
      'Saucen & Extras',
      'Getränke',
      'Catering',
      'Kontakt',
    ],
  },
  {
    site: 'fr-massage',
    location: 'Strasbourg, France',
    items: [
      { name: 'Massage du dos', price: '40 €', category: 'Massages — Zones', page: '/tarifs.html' },
      { name: 'Massage des pieds', price: '40 €', category: 'Massages — Zones', page: '/tarifs.html' },
      { name: 'Massage thaï en couple', price: '110 €', page: '/tarifs.html' },
      { name: 'Massage Lomi-Lomi', price: '70 €', category: 'Massage Lomi Lomi', page: '/tarifs.html' },
      { name: 'Massage tissus profonds', price: '75 €', category: 'Massage Lomi Lomi', page: '/tarifs.html' },
      { name: 'Massage en couple profondeur', price: '140 €', page: '/tarifs.html' },
      { name: 'Massage 4 mains', price: '120 €', category: 'Massage en couple & 4 mains', page: '/tarifs.html' },
    ],
    never: [
      'Nos tarifs',
      'Massages — Zones',
      'Massage Lomi Lomi',
      'Massage en couple & 4 mains',
      'Détails',
      'Prendre rendez-vous',
      'Tarifs',
      'Contact',
    ],
  },
  {
    site: 'es-broaster',
    location: 'Perú',
    items: [
      { name: 'ROYAL SIMPLE POLLO', price: 'S/ 12.00', category: 'HAMBURGUESAS', page: '/carta.html' },
      { name: 'SANDWICH ESPECIAL', price: 'S/ 11.00', category: 'HAMBURGUESAS', page: '/carta.html' },
      { name: 'PIERNA', price: 'S/ 10.00', category: 'BROSTER', page: '/carta.html' },
      { name: 'BBQ', price: 'S/ 15.00', category: 'ALITAS', page: '/carta.html' },
      { name: 'SUPER COMBO', price: 'S/ 24.00', category: 'COMBOS', page: '/carta.html' },
      { name: 'PORCIÓN DE PAPAS', price: 'S/ 5.00', category: 'ADICIONALES', page: '/carta.html' },
      { name: 'CHICHA JARRA', price: 'S/ 8.00', category: 'BEBIDAS', page: '/carta.html' },
      { name: 'FRESA C/LECHE', price: 'S/ 10.00', category: 'JUGOS', page: '/carta.html' },
    ],
    never: [
      'HAMBURGUESAS',
      'BROSTER',
      'ALITAS',
      'COMBOS',
      'ADICIONALES',
      'BEBIDAS',
      'JUGOS',
      'Carta',
      'Contáctanos',
      'Inicio de sesión',
    ],
  },
  {
    site: 'ja-osteopath',
    location: '京都府八幡市',
    items: [
      { name: '鍼灸治療', price: '1,500円', page: '/ryokin.html' },
      { name: '逆子の灸', price: '1,500円', page: '/ryokin.html' },
      { name: '美容鍼灸・整顔', price: '6,900円', category: '美容鍼灸', page: '/ryokin.html' },
      { name: '美容鍼灸・整顔（回数券）', price: '27,500円', category: '美容鍼灸', page: '/ryokin.html' },
      { name: '全身マッサージ', price: '6,600円', category: 'マッサージ', page: '/ryokin.html' },
      { name: '保険診療（3割負担）', price: /600.{0,3}1,000円/, category: '保険診療', page: '/ryokin.html' },
    ],
    // (保険診療, 鍼灸治療 and 美容鍼灸 head the price list's sections, and the home page prices each of them too)
    never: [
      '料金一覧',
      'お支払い方法',
      'よくある質問',
      'メニュー',
      '料金（税込）',
      '説明',
      '施術内容',
      '自己負担額（目安）',
      '今すぐ電話する',
    ],
  },
  {
    site: 'nl-snackbar',
    location: 'Lemmer, Nederland',
    items: [
      { name: 'Frikandel', price: '€ 1,50', category: 'Snacks', page: '/menukaart.html' },
      { name: 'Kroket', price: '€ 1,50', category: 'Snacks', page: '/menukaart.html' },
      { name: 'Bitterballen', price: '€ 2,75', category: 'Snacks', page: '/menukaart.html' },
      { name: 'Grote patat speciaal', price: '€ 2,75', category: 'Patat', page: '/menukaart.html' },
      { name: 'Cappuccino', price: '€ 2,00', page: '/menukaart.html' },
      { name: 'Bier Heineken', price: '€ 2,50', category: 'Alcoholische dranken', page: '/menukaart.html' },
      { name: 'Kipschnitzel', price: '€ 8,00', category: "Menu's", page: '/menukaart.html' },
      { name: 'Uitsmijter ham / kaas', price: '€ 5,50', category: 'Lunchgerechten', page: '/menukaart.html' },
    ],
    never: ['Snacks', 'Patat', 'Broodjes', "Menu's", 'Lunchgerechten', 'Alcoholische dranken', 'Menukaart', 'Contact'],
  },
  {
    site: 'nl-clubhouse',
    location: 'Boskoop, Nederland',
    items: [
      { name: 'Heineken', price: '€0,75', category: 'Bier', page: '/menukaart.html' },
      { name: 'Hertog Jan', price: '€0,75', category: 'Bier', page: '/menukaart.html' },
      { name: 'Bacardí Razz', price: '€0,80', category: 'Sterk', page: '/menukaart.html' },
      { name: 'Smirnoff Vodka', price: '€0,80', category: 'Sterk', page: '/menukaart.html' },
      { name: 'Slammers', price: '€0,70', category: 'Energy', page: '/menukaart.html' },
      { name: 'Coca Cola', price: '€0,50', category: 'Fris', page: '/menukaart.html' },
      { name: 'Wokkels', price: '€0,50', category: 'Chips', page: '/menukaart.html' },
    ],
    never: ['Bier', 'Sterk', 'Energy', 'Fris', 'Chips', 'Prijs', 'Download menukaart', 'Menukaart'],
  },
  {
    site: 'it-tailor',
    location: 'Novara, Italia',
    items: [
      { name: 'Orlo Jeans', price: /€\s?7\b/, category: 'Orli & Accorciamenti', page: '/prezzi.html' },
      { name: 'Orlo Invisibile', price: /€\s?9\b/, category: 'Orli & Accorciamenti', page: '/prezzi.html' },
      { name: 'Accorciare Gonna', price: /€\s?10\b/, category: 'Orli & Accorciamenti', page: '/prezzi.html' },
      { name: 'Accorciare Maniche Giacca', price: /€\s?25\b/, category: 'Giacche & Completi', page: '/prezzi.html' },
      { name: 'Stringere Vita', price: /€\s?15\b/, category: 'Aggiusture & Riparazioni', page: '/prezzi.html' },
      { name: 'Cambio Lampo Felpa', price: /€\s?15\b/, category: 'Aggiusture & Riparazioni', page: '/prezzi.html' },
      { name: 'Cambio Lampo Giubbotto', price: /€\s?25\b/, category: 'Aggiusture & Riparazioni', page: '/prezzi.html' },
    ],
    never: [
      'Orli & Accorciamenti',
      'Giacche & Completi',
      'Aggiusture & Riparazioni',
      'Listino Prezzi',
      'Riepilogo rapido',
      'Richiedi una visita gratuita',
      'Lavorazione n.01',
      'Prezzi',
      'Contattaci',
    ],
  },
  {
    site: 'en-laundry',
    location: 'Pune, India',
    items: [
      { name: 'Shirt/T-shirt', price: /\b95\b/, page: '/prices.html' },
      { name: 'Leather Jacket', price: /\b350\b/, page: '/prices.html' },
      { name: 'Sherwani', price: /\b500\b/, page: '/prices.html' },
      { name: 'Saree Heavy', price: /\b500\b/, page: '/prices.html' },
      { name: 'Lehanda/Ghagra', price: /\b600\b/, page: '/prices.html' },
      { name: 'Bed Sheet-double', price: /\b100\b/, page: '/prices.html' },
      { name: 'Shoes-Sport', price: /\b300\b/, page: '/prices.html' },
      { name: 'Soft Toys', price: /\b120\b/, page: '/prices.html' },
    ],
    never: ['MENS INR', 'WOMENS INR', 'CLOTH INR', 'STEAM PRESS INR', 'SHOES INR', 'EXTRAS INR', 'Prices', 'GALLARY'],
  },
  {
    site: 'pt-cotton-candy',
    location: 'Brasil',
    items: [
      { name: 'Algodão doce no palito', price: 'R$ 2,50', category: 'Algodão Doce', page: '/cardapio.html' },
      { name: 'Algodão doce no copão (770 ml)', price: 'R$ 3,00', category: 'Algodão Doce', page: '/cardapio.html' },
      { name: 'Árvore de algodão doce (50 unid.)', price: 'R$ 140,00', page: '/cardapio.html' },
      { name: 'Maçã do amor (grande)', price: 'R$ 4,00', category: 'Maçã do Amor & Outros', page: '/cardapio.html' },
      { name: 'Chocomaçã (pequena)', price: 'R$ 3,00', category: 'Maçã do Amor & Outros', page: '/cardapio.html' },
      { name: 'Pipoca salgada', price: 'R$ 1,20', page: '/cardapio.html' },
      { name: 'Cento de docinhos simples', price: 'R$ 70,00', page: '/cardapio.html' },
    ],
    never: ['Algodão Doce', 'Maçã do Amor & Outros', 'Ver Produto', 'Cardápio Algodão da Ju', 'Cardápio', 'Pagamento'],
  },
  {
    site: 'ja-osteopath-clinic',
    location: '富山県高岡市',
    items: [
      { name: '背骨+骨盤矯正', price: '3,600円', page: '/ryokin.html' },
      { name: '骨盤矯正', price: '2,600円', page: '/ryokin.html' },
      { name: 'アキュスコープ', price: '1,110円', page: '/ryokin.html' },
      { name: 'テーピング（1部位）', price: '300円', page: '/ryokin.html' },
      { name: '保険施術（初回）', price: /250円.{0,2}1,240円/, page: '/ryokin.html' },
      { name: 'デリバリー料金', price: '1,000円', page: '/ryokin.html' },
    ],
    never: [
      '料金メニュー',
      '保険施術・オプション',
      '＜オプション＞',
      'おすすめメニュー',
      'デリバリー診察',
      'お問い合わせ',
      'HOME',
    ],
  },
  // round 3's new sites (session 14), their items written from the pages before any reader ran on them
  {
    site: 'it-beach-restaurant',
    location: 'Ostia, Roma, Italia',
    items: [
      { name: 'Catalana', price: '13,00 €', category: 'Antipasti', page: '/menu-cena.html' },
      { name: 'Risotto alla crema di scampi', price: '18,00 €', category: 'Primi', page: '/menu-cena.html' },
      { name: 'Polpo rosticciato', price: '18,00 €', category: 'Secondi', page: '/menu-cena.html' },
      { name: 'Boscaiola', price: '9,50 €', category: 'Pizzeria', page: '/menu-cena.html' },
      { name: 'Bufalina', price: '11,00 €', category: 'Pizzeria', page: '/menu-cena.html' },
      { name: 'Ruinart Rosé', price: '120,00 €', category: 'Vini', page: '/menu-cena.html' },
      { name: 'Trecciocolati', price: '6,00 €', category: 'Dolci', page: '/menu-cena.html' },
      { name: 'Paccheri con puttanesca di tonno', price: '14,00 €', category: 'Dal mare', page: '/menu-pranzo.html' },
      { name: 'Chips Marechiaro', price: '6,00 €', category: 'Sfizi e fritti', page: '/menu-pranzo.html' },
      { name: 'Riviera', price: '12,00 €', category: 'Insalate', page: '/menu-pranzo.html' },
      { name: 'Americano', price: '12,00 €', category: 'Panini', page: '/menu-pranzo.html' },
    ],
    never: [
      'Antipasti',
      'Primi',
      'Secondi',
      'Pizzeria',
      'Fritti',
      'Dolci',
      'Vini',
      'Dal mare',
      'Sfizi e fritti',
      'Insalate',
      'Panini',
      'Pizze',
      'Starters',
      'La cena',
      'Colazione',
      'Pranzo',
      'Aperitivo',
      'Prenota',
      'Coperto 2 € a persona',
      'Un tavolo con il mare davanti',
    ],
  },
  {
    site: 'nl-hair-salon',
    location: 'Bilzen, België',
    items: [
      { name: 'Brushpakket kort haar', price: '€ 26', category: 'Damens paketten', page: '/prijzen.html' },
      { name: 'Snitpakket damens kort haar', price: '€45,50', category: 'Damens paketten', page: '/prijzen.html' },
      { name: 'Studentenpakket', price: '€30,50', category: 'Damens paketten', page: '/prijzen.html' },
      { name: 'Snitpakket heren', price: '€22,50', category: 'Heren paketten', page: '/prijzen.html' },
      { name: 'Cold fusion', price: '€ 37', category: 'kleuringen', page: '/prijzen.html' },
      { name: 'Inoa', price: '€ 35', category: 'kleuringen', page: '/prijzen.html' },
      { name: 'Maskers & Deepfuels', price: '€ 8,50', category: 'Treatments', page: '/prijzen.html' },
      { name: 'Permanent', price: '€ 27', page: '/prijzen.html' },
    ],
    never: [
      'Damens paketten',
      'Heren paketten',
      'Producten',
      'kleuringen',
      'Kleurshampoos',
      'Treatments',
      'Maak een afspraak',
      '-Redken-',
      "-L'Oreal-",
      '** Afhankelijk van de hoeveelheid product & lengte van het haar.',
      'Prijzen',
      'Gallerij',
    ],
  },
  {
    site: 'de-car-care',
    location: 'Hofheim am Taunus, Deutschland',
    items: [
      { name: 'Innenreinigung', price: 'ab 70 €', page: '/preise.html' },
      { name: 'Außenreinigung', price: 'ab 80 €', page: '/preise.html' },
      { name: 'Autoaufbereitung', price: 'ab 145 €', page: '/preise.html' },
      { name: 'Smart Repair', price: 'ab 50 €', page: '/preise.html' },
      { name: 'Polster- & Teppich-Shampoonierung', price: '40–80 €', page: '/innenreinigung.html' },
      { name: 'Ozonbehandlung', price: '30–50 €', page: '/innenreinigung.html' },
      { name: 'Kratzer entfernen', price: '50–100 €', page: '/smart-repair.html' },
      { name: 'Dellenreparatur (ohne Lackieren)', price: '100–200 €', page: '/smart-repair.html' },
      { name: 'Lederreparatur', price: '150–300 €', page: '/smart-repair.html' },
    ],
    never: [
      'Preise & Pakete',
      'Unsere Richtpreise',
      'Überblick',
      'Optionale Extras',
      'Für den perfekten Feinschliff',
      'Berechne deinen Richtpreis',
      'Dein Richtpreis in 30 Sekunden',
      'Auswahl senden',
      'Noch Fragen?',
      'Kleinwagen',
      'Limousine / Kombi',
      'SUV / Van',
      'Transporter / Bus',
      'Leicht',
      'Normal',
      'Stark',
      'Welche Leistung?',
      'Fahrzeuggröße',
    ],
  },
  {
    site: 'es-cafe',
    location: 'España',
    items: [
      { name: 'Capuchino', price: '2.00€', category: 'CAFÉS', page: '/carta.html' },
      { name: 'Irlandés', price: '3.50€', category: 'CAFÉS', page: '/carta.html' },
      { name: 'Té Chai', price: '1.50€', category: 'INFUSIONES', page: '/carta.html' },
      { name: 'Té Negro', price: '1.75€', category: 'INFUSIONES', page: '/carta.html' },
    ],
    never: [
      'CAFÉS',
      'INFUSIONES',
      'Nuestra Carta',
      'Café París',
      'Un momento de relax',
      'Principal',
      'Contácte con nosotros',
    ],
  },
  {
    site: 'ja-relaxation',
    home: 'reaf-home.html',
    location: '大阪府',
    items: [
      { name: '揉みほぐし＋ストレッチ', price: '¥6,000', page: '/' },
      { name: '揉みほぐしのみ', price: '¥5,000', page: '/' },
      { name: 'ストレッチのみ', price: '¥5,000', page: '/' },
    ],
    never: [
      'Menu メニュー',
      'メニュー',
      '予約する',
      'メニューを見る',
      '今すぐ予約する',
      '60分 / 90分 / 120分',
      '（税込）',
    ],
  },
  {
    site: 'pt-cake-shop',
    location: 'São Paulo, Brasil',
    items: [
      { name: 'Bolo de Chocolate Belga', price: 'R$ 85,00', category: 'Bolos Tradicionais', page: '/cardapio.html' },
      { name: 'Bolo Lemon Blueberry', price: 'R$ 92,00', category: 'Bolos Tradicionais', page: '/cardapio.html' },
      { name: 'Macaron Francês', price: 'R$ 38,00', category: 'Doces Finos', page: '/cardapio.html' },
      { name: 'Trufas Especiais', price: 'R$ 52,00', category: 'Doces Finos', page: '/cardapio.html' },
      {
        name: 'Cheesecake de Frutas Vermelhas',
        price: 'R$ 65,00',
        category: 'Sobremesas Especiais',
        page: '/cardapio.html',
      },
      { name: 'Mousse de Maracujá', price: 'R$ 55,00', category: 'Sobremesas Especiais', page: '/cardapio.html' },
    ],
    never: [
      'Cardápio',
      'Bolos Tradicionais',
      'Doces Finos',
      'Sobremesas Especiais',
      'Total do Pedido',
      'Finalizar Pedido',
      '15 fatias',
      'Sobre Nós',
      'Contato',
    ],
  },
  {
    site: 'fr-snack',
    location: 'Arcachon, France',
    items: [
      { name: 'Kébab Frites', price: '6,30€', category: 'Sandwichs Chauds', page: '/la-carte.html' },
      { name: 'Kébab sans Frites', price: '6,00€', category: 'Sandwichs Chauds', page: '/la-carte.html' },
      { name: 'Jaco Frites', price: '7,30€', category: 'Sandwichs Chauds', page: '/la-carte.html' },
      { name: 'Mixte (2 viandes) Frites', price: '9,30€', category: 'Sandwichs Chauds', page: '/la-carte.html' },
      { name: 'Jambon/Fromage/Beurre', price: '3,90€', category: 'Sandwichs Froids', page: '/la-carte.html' },
      { name: 'Crudité Poulet', price: '4,50€', category: 'Sandwichs Froids', page: '/la-carte.html' },
      { name: 'Warp Thon', price: '4,00€', category: 'Sandwichs Froids', page: '/la-carte.html' },
    ],
    never: ['La Carte', 'A Emporter', 'Sandwichs Chauds', 'Sandwichs Froids', 'Acceuil', 'Contact'],
  },
  {
    site: 'fr-barber',
    location: 'Saint-Pierre, La Réunion',
    items: [
      { name: 'Shampooing + Coupe + Coiffage', price: '34 €', category: 'Coupe', page: '/prestations.html' },
      { name: 'Rasage crânien', price: '23 €', category: 'Coupe', page: '/prestations.html' },
      { name: 'Taille Moustache', price: '12 €', category: 'Barbe', page: '/prestations.html' },
      {
        name: "Rasage complet (à l'ancienne avec son rituel serviettes chaudes)",
        price: '35 €',
        category: 'Barbe',
        page: '/prestations.html',
      },
      { name: 'Oreilles + Nez', price: '14 €', category: 'Épilation à la cire', page: '/prestations.html' },
      { name: 'Soin hydratant', price: '10 €', category: 'Soins du visage', page: '/prestations.html' },
      {
        name: 'Forfait Coupe VIP (hors horaires d’ouverture)',
        price: '40 €',
        category: 'Prestations Premium',
        page: '/prestations.html',
      },
      { name: 'Huile à Barbe Nourrissante', price: '18 €', page: '/produits.html' },
      { name: 'Peigne en Bois pour Barbe', price: '12 €', page: '/produits.html' },
    ],
    never: [
      'Nos Prestations',
      'Coupe',
      'Barbe',
      'Épilation à la cire',
      'Soins du visage',
      'Prestations Premium',
      'Ajouter au panier',
      'Nos produits',
      'Notre équipe',
      'Accueil',
      'Prenez rendez-vous en ligne :',
    ],
  },
  {
    site: 'en-eatery',
    home: 'home.html',
    location: 'South Africa',
    items: [
      { name: 'Avocado Toast', price: 'R228', category: 'Breakfast', page: '/price-list.html' },
      { name: 'Bacon Burger', price: 'R304', category: 'Burgers', page: '/price-list.html' },
      { name: 'Greek Salad', price: 'R228', category: 'Salads', page: '/price-list.html' },
      { name: 'Jollof Rice', price: 'R342', category: 'Traditional Meals', page: '/price-list.html' },
      { name: 'Tiramisu', price: 'R190', category: 'Desserts', page: '/price-list.html' },
      { name: 'Cappuccino', price: 'R76', category: 'Hot Beverages', page: '/price-list.html' },
      { name: 'Smoothie', price: 'R95', category: 'Cool Drinks', page: '/price-list.html' },
      { name: 'Mojito', price: 'R152', category: 'Cocktails', page: '/price-list.html' },
      { name: 'Champagne', price: 'R380', category: 'Wines', page: '/price-list.html' },
      { name: 'Dry Cider', price: 'R114', category: 'Ciders', page: '/price-list.html' },
    ],
    never: [
      'Price List',
      'Explore our exquisite menu',
      'Back to Menu',
      'Breakfast',
      'Burgers',
      'Salads',
      'Desserts',
      'Wines',
      'Ciders',
      'Cocktails',
      'Book Now',
      'See more',
      'Ingredients: Avocado, whole grain bread, cherry tomatoes, olive oil',
    ],
  },
  {
    site: 'en-therapy',
    location: 'Waterford, Ireland',
    items: [
      { name: 'Holistic Massage', price: '€15', category: 'Massage Therapies', page: '/price-list.html' },
      { name: 'Deep-Tissue Massage', price: '€15', category: 'Massage Therapies', page: '/price-list.html' },
      { name: 'Sports Massage', price: '€15', category: 'Massage Therapies', page: '/price-list.html' },
      { name: 'Honey Massage', price: '€15', category: 'Detox Therapies', page: '/price-list.html' },
      { name: 'Anti-Cellulite Wrap', price: '€15', category: 'Anti-Cellulite Treatment', page: '/price-list.html' },
    ],
    never: [
      'Duration',
      'Cost',
      '30 mins',
      '60 mins',
      'Massage Therapies',
      'Detox Therapies',
      'Anti-Cellulite Treatment',
      'Book Now',
      'Opening hours',
      'Prices',
    ],
  },
  {
    site: 'nl-piri-piri',
    home: 'index.php',
    location: 'Didam, Nederland',
    items: [
      { name: 'Groentesoep', price: '3.25', category: 'Voorgerechten', page: '/menu.php' },
      { name: 'Krokante kippenvleugels', price: '4.95', category: 'Voorgerechten', page: '/menu.php' },
      { name: 'Carpaccio', price: '9.95', category: 'Voorgerechten', page: '/menu.php' },
      { name: 'Kip Piri Piri Large', price: '14.95', category: 'Hoofdgerechten', page: '/menu.php' },
      { name: 'Schnitzel met champignonsaus', price: '12.95', category: 'Hoofdgerechten', page: '/menu.php' },
      { name: "Gamba's Piri Piri", price: '14.95', category: 'Hoofdgerechten', page: '/menu.php' },
      { name: 'Rijst', price: '1.95', category: "Extra's", page: '/menu.php' },
      { name: 'Stoofpeertjes', price: '3.75', category: "Extra's", page: '/menu.php' },
      {
        name: 'Kroket met frites, appelmoes en een leuk speeltje',
        price: '5.95',
        category: 'Kindergerechten',
        page: '/menu.php',
      },
    ],
    never: [
      'Voorgerechten',
      'Hoofdgerechten',
      "Extra's",
      'Kindergerechten',
      "Voordeelmenu's",
      '*Alleen in Didam',
      '**Alleen in Didam en Tiel',
      '*Naar wens zonder Piri Piri of extra pittige Piri Piri',
      'Zoek restaurants',
      'Reserveren',
      'Vacatures',
    ],
  },
  {
    site: 'pt-burger-promo',
    location: 'Brasil',
    items: [
      { name: 'Burger Cheddar Bacon + Batata + Bebida Grátis', price: /^R\$\s?49,99$/, page: '/' },
      { name: 'Burger Smash Big + Batata + Bebida Grátis', price: /^R\$\s?59,99$/, page: '/' },
      { name: 'Combo 2x Smash Salada + Batata + Bebidas', price: /^R\$\s?57,99$/, page: '/' },
      { name: 'Burger Smash Duo Bacon + Batata + Bebida', price: /^R\$\s?47,99$/, page: '/' },
      { name: 'Combo 2x Clássico Burger', price: /^R\$\s?49,99$/, page: '/' },
    ],
    never: [
      'PEDIR AGORA',
      'Top 5 Mais Vendidos na Promoção',
      'Lançamentos',
      'Imagem',
      'Don Burguer',
      '🍔 Don Burguer',
      'Use cupom do Clube e ganhe até R$ 10 de desconto',
      '💜 Use cupom do Clube e ganhe até R$ 10 de desconto',
    ],
  },
  {
    site: 'es-burger-peru',
    home: 'ProyectV2/index.php',
    location: 'Perú',
    items: [
      { name: 'Burger Regular', price: 'S/ 7.50', page: '/ProyectV2/pages/menu/hamburguesas.php' },
      {
        name: 'Cheese Burger + 1 Porción de Papas',
        price: 'S/ 12.50',
        page: '/ProyectV2/pages/menu/hamburguesas.php',
      },
      { name: 'La Gosu + 1 Porción de papas', price: 'S/ 14.00', page: '/ProyectV2/pages/menu/hamburguesas.php' },
      {
        name: 'Doble Burger Brabetto + 1 Porción de papas',
        price: 'S/ 16.00',
        page: '/ProyectV2/pages/menu/hamburguesas.php',
      },
      { name: 'Combo para 2', price: 'S/ 16.50', page: '/ProyectV2/pages/menu/combos.php' },
      { name: 'Combo para 3', price: 'S/ 33.00', page: '/ProyectV2/pages/menu/combos.php' },
      { name: 'Combo Familiar', price: 'S/ 50.00', page: '/ProyectV2/pages/menu/combos.php' },
    ],
    never: [
      'Agregar',
      '¡PIDE YA!',
      'Promo Cumpleaños',
      'Ticket de compras',
      'MENÚ',
      'Hamburguesas',
      'Combos',
      'Adicionales',
      'Promociones',
      'Ingresa o regístrate',
      'Haz tu pedido al 947 364 843',
    ],
  },
  {
    site: 'fr-laser',
    home: 'index.php',
    location: 'Ensuès-la-Redonne, France',
    items: [
      {
        name: 'Épreuve dermatique de santé',
        price: /€\s?50\b|\b50\s?€/,
        category: 'Consultations naturopathie',
        page: '/tarifs.php',
      },
      {
        name: 'Suivi naturopathique',
        price: /€\s?40\b|\b40\s?€/,
        category: 'Consultations naturopathie',
        page: '/tarifs.php',
      },
      { name: 'Aisselles', price: '45€', category: 'Épilation Femme corps', page: '/tarifs.php' },
      { name: 'Jambes entières', price: '260€', category: 'Épilation Femme corps', page: '/tarifs.php' },
      {
        name: 'Maillot intégral (+SIF offert)',
        price: '120€',
        category: 'Épilation Femme corps',
        page: '/tarifs.php',
      },
      { name: 'Dos', price: '190€', category: 'Épilation Homme', page: '/tarifs.php' },
      { name: 'Torse + ventre', price: '210€', category: 'Épilation Homme', page: '/tarifs.php' },
      { name: 'Maillot brésilien + aisselles', price: '110€', category: 'Forfaits', page: '/tarifs.php' },
      { name: 'Maillot + aisselles + jambe entière', price: '330€', category: 'Forfaits', page: '/tarifs.php' },
    ],
    never: [
      'Nos Tarifs',
      'Consultations naturopathie',
      'Pulse Laser TRIO',
      'Épilation Femme corps',
      'Épilation Homme',
      'Forfaits',
      'Réserver votre consultation',
      'Prendre RDV',
      'Visage + cou (45 à 60 min)',
      'Jet Peel',
      'Consultation personnalisée',
    ],
  },
  {
    site: 'en-food-delivery',
    home: 'Home.php',
    location: 'India',
    items: [
      { name: 'Classic Chicken Burger', price: '₹149', category: 'Burgers', page: '/Menu.php' },
      { name: 'Veggie Delight Burger', price: '₹129', category: 'Burgers', page: '/Menu.php' },
      { name: 'Margherita Pizza', price: '₹199', category: 'Pizzas', page: '/Menu.php' },
      { name: 'Pepperoni Pizza', price: '₹249', category: 'Pizzas', page: '/Menu.php' },
      { name: 'Creamy Alfredo Pasta', price: '₹189', category: 'Pasta', page: '/Menu.php' },
      { name: 'Cheesy Mac & Cheese', price: '₹199', category: 'Pasta', page: '/Menu.php' },
      { name: 'Chocolate Lava Cake', price: '₹99', category: 'Desserts', page: '/Menu.php' },
      { name: 'Gulab Jamun (2 pcs)', price: '₹60', category: 'Desserts', page: '/Menu.php' },
      { name: 'Coke / Pepsi (500ml)', price: '₹40', category: 'Beverages', page: '/Menu.php' },
      { name: 'Cold Coffee', price: '₹80', category: 'Beverages', page: '/Menu.php' },
    ],
    never: [
      '🍔 Burgers',
      'Burgers',
      'Pizzas',
      'Pasta',
      'Desserts',
      'Beverages',
      'Burger Offers',
      'Flat ₹50 off on Classic Chicken Burger',
      'Free Coke on orders above ₹300',
      'Combo Deal: Pizza + Drink @ ₹299',
      '2 Pastas @ ₹299 Only',
      'Track Order',
      'Welcome to Tomato 🍅',
    ],
  },
  {
    site: 'it-pizzeria-5ib',
    location: 'Napoli, Italia',
    items: [
      { name: 'Margherita', price: '€6.50', category: 'Pizze Normali', page: '/menu.html' },
      { name: 'Capricciosa', price: '€8.50', category: 'Pizze Normali', page: '/menu.html' },
      { name: 'Pizza Tartufata', price: '€10.00', category: 'Pizze Normali', page: '/menu.html' },
      { name: 'Fritta Margherita', price: '€7.00', page: '/menu.html' },
      { name: 'Cozze alla Marinara', price: '€9.00', category: 'Antipasti di Mare', page: '/antipasti.html' },
      { name: 'Bruschette al Pomodoro', price: '€5.00', category: 'Antipasti di Terra', page: '/antipasti.html' },
      { name: 'Tiramisù', price: '€4.50', category: 'Dolci Artigianali', page: '/dolci.html' },
      { name: 'Cannoli Siciliani', price: '€4.90', category: 'Dolci Artigianali', page: '/dolci.html' },
      { name: 'Coca-Cola', price: '€2.50', category: 'Bevande Analcoliche', page: '/bevande.html' },
      { name: 'Vino Rosso', price: '€3.50', category: 'Bevande Alcoliche', page: '/bevande.html' },
    ],
    never: [
      'Pizze Normali',
      'Antipasti di Mare',
      'Antipasti di Terra',
      'Dolci Artigianali',
      'Bevande Analcoliche',
      'Bevande Alcoliche',
      'Prenota il tuo tavolo',
      'Prenota Ora',
      '5IB - Pizze',
      'Dove Siamo',
    ],
  },
  {
    site: 'ja-bonesetter',
    location: '東京都練馬区',
    items: [
      { name: '初診料', price: '2,000円', category: '保険治療', page: '/price.html' },
      { name: '再診料', price: '550円', category: '保険治療', page: '/price.html' },
      { name: '延⻑治療', price: '1,500円', category: '自由診療', page: '/price.html' },
      { name: '物療追加', price: '200〜500円', category: '自由診療', page: '/price.html' },
      { name: 'MCCベッド', price: '2,200円', category: '自由診療', page: '/price.html' },
      { name: 'MCC回数券', price: '20,000円', category: '自由診療', page: '/price.html' },
      { name: '運動指導(初回のみ)', price: '500〜1,000円', category: '自由診療', page: '/price.html' },
      { name: 'PT30', price: '4,400円', category: '自由診療', page: '/price.html' },
    ],
    never: [
      '保険治療',
      '自由診療',
      '料金表',
      'PRICE LIST',
      'お問い合わせ',
      'よくあるご質問',
      '初めての方へ',
      '10分',
      '20分',
      '1部位',
    ],
  },
  {
    site: 'fr-institute',
    home: 'index.php',
    location: 'Chatou, France',
    items: [
      { name: 'SOIN DERMIOCARE (oxygène)', price: /(^|\D)35(\D|$)/, category: 'SOINS CORPS', page: '/soins.php' },
      { name: 'JAMBES ENTIERES', price: /(^|\D)42(\D|$)/, category: 'EPILATIONS', page: '/soins.php' },
      { name: 'MAILLOT INTEGRAL', price: /(^|\D)41(\D|$)/, category: 'EPILATIONS', page: '/soins.php' },
      { name: 'AISSELLES', price: /(^|\D)22(\D|$)/, category: 'EPILATIONS', page: '/soins.php' },
      { name: 'SOURCILS/LEVRES ou MENTON', price: /(^|\D)18(\D|$)/, category: 'EPILATIONS', page: '/soins.php' },
      { name: 'MANUCURE + POSE DE VERNIS', price: /(^|\D)39(\D|$)/, category: 'AUTRES SOINS', page: '/soins.php' },
      { name: 'FORFAIT MARIEE', price: /(^|\D)160(\D|$)/, category: 'AUTRES SOINS', page: '/soins.php' },
    ],
    never: [
      'SOINS',
      'EUROS',
      'SOINS VISAGE',
      'SOINS CORPS',
      'EPILATIONS',
      'AUTRES SOINS',
      'sur devis',
      'A PROPOS DE',
      'NOUVEAUTES & PROMO',
      'CONTACT & ACCES',
    ],
  },
  // round 5's new site (session 14, a country's own currency sign), its items written from the pages before any reader
  // ran on them
  {
    site: 'es-alitas-bar',
    home: 'index.html',
    location: 'Perú',
    items: [
      { name: 'Porcion de Papas Nativas', price: 's/ 15.00', category: 'Piqueos', page: '/carta.html' },
      { name: 'Nachos libres', price: 's/ 26.00', category: 'Piqueos', page: '/carta.html' },
      { name: 'Orientales', price: 's/ 27.00', category: 'Alitas', page: '/carta.html' },
      { name: 'Hamburguesa Royal', price: 's/ 24.00', category: 'Hamburguesas', page: '/carta.html' },
      { name: 'La Gringa', price: 's/ 30.00', category: 'Hamburguesas', page: '/carta.html' },
      { name: 'Chorizo Parrillero', price: 's/ 20.00', category: 'Sandwiches', page: '/carta.html' },
      { name: 'Salchipapa Royal', price: 's/ 25.00', category: 'Platos c/papas nativas', page: '/carta.html' },
      { name: 'Chanchichola', price: 's/ 36.00', category: 'Platos c/papas nativas', page: '/carta.html' },
      { name: 'La fina', price: 's/ 28.00', category: 'Quesadillas', page: '/carta.html' },
      { name: 'Peperoni', price: 's/ 30.00', category: 'Pizzas', page: '/carta.html' },
    ],
    never: [
      'Nuestra carta',
      'Piqueos',
      'Alitas',
      'Hamburguesas',
      'Sandwiches',
      'Quesadillas',
      'Pizzas',
      'Pedir ahora',
      'Hacer un pedidio',
      'Iniciar Sesión',
      'Carta',
      'Contacto',
    ],
  },
  {
    site: 'fr-pizzeria-puccia',
    location: 'France',
    items: [
      { name: 'Mozzarella di bufala', price: '10.00€', category: 'ANTIPASTI', page: '/carte.html' },
      { name: 'Insalata cesare', price: '16.50€', category: 'INSALATE', page: '/carte.html' },
      { name: 'Risotto ai funghi porcini', price: '18.00€', category: 'PASTE E RISOTTI', page: '/carte.html' },
      { name: 'Rivabella', price: '12.90€', category: 'PUCCIA', page: '/carte.html' },
      { name: 'Cesarina', price: '17.80€', category: 'PIZZE GOURMET', page: '/carte.html' },
      { name: 'Tiramisu', price: '9.00€', category: 'DOLCI', page: '/carte.html' },
      { name: 'Espresso doppio', price: '4.70€', category: 'CAFFETTERIA', page: '/carte.html' },
      { name: 'Moretti', price: /4\.40€.*7\.80€/, page: '/carte.html' },
      { name: 'Primitivo IGT', price: '28.00€', category: 'VINS ROUGES', page: '/carte.html' },
    ],
    never: [
      'ANTIPASTI',
      'INSALATE',
      'DOLCI',
      'CARTA DEI VINI',
      'VINS ROUGES',
      'Pression',
      'Bouteilles',
      'Voir la carte complète',
      'Découvrir notre carte',
      'Réserver une table',
      'Notre Histoire',
      'Ils Ont Adoré',
      'Carte Complète',
    ],
  },
  {
    site: 'pt-barber-button',
    home: 'index.php',
    location: 'Brasil',
    items: [
      { name: 'Todo na “0” ou na “1”', price: 'R$15,00', page: '/tabela_precos.php' },
      { name: 'Tradicional', price: 'R$17,00', page: '/tabela_precos.php' },
      { name: 'Todo na Tesoura', price: 'R$22,00', page: '/tabela_precos.php' },
      { name: 'Degradê Navalhado', price: 'R$25,00', page: '/tabela_precos.php' },
      { name: 'Infantil', price: 'R$22,00', page: '/tabela_precos.php' },
      { name: 'Barba', price: 'R$15,00', page: '/tabela_precos.php' },
      { name: 'Sobrancelha', price: 'R$6,00', page: '/tabela_precos.php' },
      { name: 'Apenas o pezinho', price: 'R$6,00', page: '/tabela_precos.php' },
    ],
    never: [
      'Tabela de Preços',
      'Atenção! Não fazemos fiado!',
      'Voltar',
      'Horários',
      'Valores dos Serviços',
      'Localização',
      'Avaliações',
    ],
  },
  {
    site: 'fr-nail-studio',
    home: 'index.php',
    location: 'France',
    items: [
      { name: 'Remplissage', price: '45 €', category: 'Prestations gel', page: '/pages/tarifs.php' },
      { name: 'Dépose + soins', price: '20 €', category: 'Prestations gel', page: '/pages/tarifs.php' },
      { name: 'Renforcement', price: '35 €', category: 'Prestations vsp', page: '/pages/tarifs.php' },
      { name: 'Pédicure', price: '30 €', category: 'Prestations vsp', page: '/pages/tarifs.php' },
    ],
    never: [
      'tarifs',
      'Prestations gel',
      'Prestations vsp',
      'Nail art',
      'Connexion',
      'SUR DEVIS',
      '*pour toute manucure + pédicure, la pédicure passe à 20€ au lieu de 30€',
    ],
  },
  {
    site: 'fr-trattoria-h3',
    home: 'index.php',
    location: 'Périgny, France',
    items: [
      { name: 'GRANDE PLANCHE MIXTE', price: '17,00 €', category: 'LES PLANCHES', page: '/menu.php' },
      { name: 'SAUCISSON', price: '6,00 €', category: 'LES PLANCHES', page: '/menu.php' },
      { name: 'MARGHERITA', price: '12,00 €', category: 'PIZZE', page: '/menu.php' },
      { name: 'PISTACHE LOVER', price: '16,50 €', category: 'PIZZE', page: '/menu.php' },
      { name: 'LINGUINE ALLA CARBONARA', price: '16,50 €', category: 'PASTA', page: '/menu.php' },
      { name: 'CHEESE BURGER ITALIEN', price: /16,50 €.*21,50 €/, category: 'LATO BIRRERIA', page: '/menu.php' },
      { name: 'SALADE CÉSAR', price: '16,50 €', page: '/menu.php' },
      { name: 'TARTE CITRON', price: '8,00 €', category: 'DOLCI', page: '/menu.php' },
    ],
    never: ['LES PLANCHES', 'PIZZE', 'PASTA', 'LATO BIRRERIA', 'DOLCI', 'SUGGESTION DU JOUR'],
  },
  {
    site: 'es-previa-bar',
    location: 'España',
    items: [
      { name: 'Nachos Arrechos', price: '5,80 €', category: 'Tapas y Raciones', page: '/' },
      { name: 'Nuggets de pollo', price: '3,50 €', category: 'Tapas y Raciones', page: '/' },
      { name: 'Chicharrones', price: /3,50 €.*5,50 €/, category: 'Tapas y Raciones', page: '/' },
      { name: 'Gambas al ajillo', price: /5,50 €.*8,50 €/, category: 'Tapas y Raciones', page: '/' },
      { name: 'Pulpo a la gallega', price: /7,50 €.*11,00 €/, category: 'Tapas y Raciones', page: '/' },
      { name: 'Flan casero', price: '3,00 €', category: 'Postres', page: '/' },
      { name: 'Helado variado', price: '2,50 €', category: 'Postres', page: '/' },
      { name: 'Tarta de limón', price: '3,00 €', category: 'Postres', page: '/' },
    ],
    never: [
      'Tapas y Raciones',
      'Postres',
      'TAPA',
      'RACIÓN',
      'PORCIÓN',
      'Alérgenos',
      'Welcome to',
      'Bienvenido a',
      'PREVIA CAFE&COPAS',
      'Tapas & Cocina Casera',
    ],
  },
  {
    site: 'ja-bbq-cafe',
    home: 'index.php',
    location: '日本',
    items: [
      { name: 'リーズナブル', price: '¥2,750', category: 'BBQセットメニュー', page: '/menu.php' },
      { name: 'スタンダード', price: '¥3,850', category: 'BBQセットメニュー', page: '/menu.php' },
      { name: 'デラックス', price: '¥5,500', category: 'BBQセットメニュー', page: '/menu.php' },
      { name: '牛サーロインステーキ', price: '¥1,980', category: 'オプションメニュー', page: '/menu.php' },
      { name: '肉盛合わせ', price: '¥1,320', category: 'オプションメニュー', page: '/menu.php' },
      { name: '焼き野菜セット', price: '¥1,045', category: 'オプションメニュー', page: '/menu.php' },
      { name: '枝豆', price: '¥330', category: 'オプションメニュー', page: '/menu.php' },
    ],
    never: [
      'BBQプラン 食材メニュー',
      'BBQセットメニュー',
      '飲み放題メニュー',
      'オプションメニュー',
      'ご予約はこちら',
      'お得な“席だけ”プラン',
      'admin',
      '牛カルビ',
    ],
  },
  {
    site: 'en-cat-cafe',
    location: 'United Kingdom',
    items: [
      { name: 'Latte', price: '$4.50', category: 'Coffee', page: '/menu.html' },
      { name: 'Mocha', price: '$5.00', category: 'Coffee', page: '/menu.html' },
      { name: 'Caesar', price: '$7.00', category: 'Salads', page: '/menu.html' },
      { name: 'Croissant', price: '$2.50', category: 'Snacks', page: '/menu.html' },
      { name: 'Cheesecake', price: '$5.00', category: 'Desserts', page: '/menu.html' },
      { name: 'Mango Peach', price: '$5.50', category: 'Smoothies', page: '/menu.html' },
      { name: 'Iced Tea', price: '$2.00', category: 'Beverages', page: '/menu.html' },
    ],
    never: ['Coffee', 'Salads', 'Price', 'Snacks', 'Desserts', 'Smoothies', 'Beverages', 'What are you craving for?'],
  },
  {
    site: 'de-salon-sizes',
    location: 'Wien, Österreich',
    items: [
      {
        name: 'Waschen, Schneiden, Fönen inkl. Produkte',
        price: /€ 25.*€ 35/,
        category: 'Damen',
        page: '/preisliste.html',
      },
      { name: 'Trockenschnitt', price: 'ab € 10', category: 'Damen', page: '/preisliste.html' },
      { name: 'Foliensträhnen', price: 'ab € 20', category: 'Färben/Color', page: '/preisliste.html' },
      { name: 'Maschinenschnitt ohne Waschen', price: '€ 10', category: 'Herren', page: '/preisliste.html' },
      { name: 'Bart stutzen mit Maschine', price: '€ 15', category: 'Herren', page: '/preisliste.html' },
      { name: 'Jugendliche', price: 'ab € 10', category: 'Kinder', page: '/preisliste.html' },
      { name: 'Volumenlashes Neuset', price: '€ 80', category: 'Eyelash', page: '/preisliste.html' },
      { name: 'Fremdmodellage entfernen', price: '€ 15', category: 'Nails', page: '/preisliste.html' },
      { name: 'Nagelreparatur pro Nagel', price: '€ 3', category: 'Nails', page: '/preisliste.html' },
    ],
    never: [
      'Damen',
      'Kurz',
      'Mittel',
      'Lang',
      'Herren',
      'Kinder',
      'Nails',
      'Eyelash',
      'Facial',
      'Extra Service',
      'nach oben',
      'Preisliste',
      'Kombiangebote',
      'Umformungen/Perms',
      'Färben/Color',
    ],
  },
  {
    site: 'pt-burger-cards',
    home: 'index.php',
    location: 'João Pessoa, Brasil',
    items: [
      { name: 'American Chicken', price: 'R$ 29,90', category: 'Hambúrgueres', page: '/cardapio.php' },
      { name: 'Costela Angus', price: 'R$ 44,90', category: 'Hambúrgueres', page: '/cardapio.php' },
      { name: 'Veggie', price: 'R$ 32,90', category: 'Hambúrgueres', page: '/cardapio.php' },
      { name: 'Guaraná Antarctica', price: 'R$ 6,00', category: 'Bebidas', page: '/cardapio.php' },
      { name: 'Red bull', price: 'R$ 8,00', category: 'Bebidas', page: '/cardapio.php' },
      { name: 'Onion Rings', price: 'R$ 27,00', category: 'Acompanhamentos', page: '/cardapio.php' },
      { name: 'Mandioca frita', price: 'R$ 20,00', category: 'Acompanhamentos', page: '/cardapio.php' },
    ],
    never: ['Hambúrgueres', 'Bebidas', 'Acompanhamentos', 'Seja Bem-Vindo ao nosso cardápio!', 'PEDIDOS'],
  },
  {
    site: 'nl-snack-order',
    home: 'index.php',
    location: 'Nederland',
    items: [
      { name: 'Broodj Menu', price: '€5,-', page: '/' },
      { name: 'Dubbele Broodj Deluxe', price: '€4,-', page: '/' },
      { name: 'Kaas Broodj', price: '€1,50', page: '/' },
      { name: 'Vis Broodj', price: '€2,-', page: '/' },
      { name: 'Ijsj', price: '€2,50', page: '/' },
      { name: 'Drankj', price: '€1,50', page: '/' },
    ],
    never: [
      'Bestellen',
      'Toevoegen!',
      'Login',
      'Logout',
      'Wil je eten bestellen? Kies hier uit ons assortiment.',
      'Snackbar Blauw',
    ],
  },
];

const DIR = join(__dirname, 'fixtures', 'menus-sites-zoo');

/** every file under a folder, by its path from that folder */
const filesOf = (dir: string, under = ''): string[] =>
  readdirSync(join(dir, under)).flatMap((f) =>
    statSync(join(dir, under, f)).isDirectory() ? filesOf(dir, join(under, f)) : [join(under, f)],
  );

/** the site's files by path (its pages and scripts): an .html page also without the extension, the home at / */
function pagesOf(c: Case): Record<string, [string, string]> {
  const pages: Record<string, [string, string]> = {};
  for (const file of filesOf(join(DIR, c.site))) {
    const type = file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8';
    const page: [string, string] = [type, readFileSync(join(DIR, c.site, file), 'utf8')];
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
  /** expected items research read by name but without a price */
  unpriced: number;
  /** expected items research read by name at another price */
  mispriced: number;
  misses: string[];
}

function tally(c: Case, site: ScrapedSite | null, hits: string[]): Tally {
  const services: ScrapedService[] = site?.services ?? [];
  const fetched = new Set(hits.map((h) => h.replace(/\.html$/, '')));
  const misses: string[] = site ? [] : ['no site read'];
  let found = 0;
  let categorised = 0;
  let unread = 0;
  let unpriced = 0;
  let mispriced = 0;
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
    if (same.length && same.every((s) => !s.price)) unpriced++;
    else if (same.length) mispriced++;
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
    unpriced,
    mispriced,
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
  'it-beach-restaurant',
  'nl-hair-salon',
  'es-cafe',
  'nl-hairdresser',
  'fr-beauty-institute',
  'it-beautician',
  'nl-clubhouse',
  'en-laundry',
  'pt-cotton-candy',
  'ja-osteopath-clinic',
  'nl-piri-piri',
  'es-burger-peru',
  'ja-bonesetter',
  'fr-institute',
  'es-alitas-bar',
  'es-previa-bar',
  'fr-pizzeria-puccia',
  'fr-nail-studio',
  'fr-trattoria-h3',
]);

/** round 1's held-out sites: a measure once, promoted to the tuning half in round 2 (read and debugged since) */
const PROMOTED = new Set<string>([
  'de-bakery',
  'nl-hairdresser',
  'nl-barber',
  'it-pizzeria',
  'it-pizzeria-table',
  'it-beautician',
  'es-laundry',
  'pt-bakery',
]);

/** round 2's new sites, split by `halfOf` before any reader changed; its held-out half promoted in round 3 */
const ROUND_2 = new Set<string>([
  'de-kebab-grill',
  'fr-massage',
  'es-broaster',
  'ja-osteopath',
  'nl-snackbar',
  'nl-clubhouse',
  'it-tailor',
  'en-laundry',
  'pt-cotton-candy',
  'ja-osteopath-clinic',
]);

/** round 3's new sites, split by `halfOf` before any reader changed */
const ROUND_3 = new Set<string>([
  'it-beach-restaurant',
  'nl-hair-salon',
  'de-car-care',
  'es-cafe',
  'ja-relaxation',
  'pt-cake-shop',
  'fr-snack',
  'fr-barber',
  'en-eatery',
  'en-therapy',
]);

/** round 4's new sites (menus in malformed and decorated markup), split by `halfOf` before any reader changed */
const ROUND_4 = new Set<string>([
  'nl-piri-piri',
  'pt-burger-promo',
  'es-burger-peru',
  'fr-laser',
  'en-food-delivery',
  'it-pizzeria-5ib',
  'ja-bonesetter',
  'fr-institute',
]);

/** round 5's new site (a country's own currency sign), held-out by `halfOf` before any reader changed */
const ROUND_5 = new Set<string>(['es-alitas-bar']);

/** round 6's new sites (menus reached past the home page, prices apart from their names), split by `halfOf` */
const ROUND_6 = new Set<string>([
  'fr-pizzeria-puccia',
  'pt-barber-button',
  'fr-nail-studio',
  'fr-trattoria-h3',
  'es-previa-bar',
  'ja-bbq-cafe',
  'en-cat-cafe',
  'de-salon-sizes',
  'pt-burger-cards',
  'nl-snack-order',
]);

/**
 * the group a site is measured in; round 3's, round 4's and round 5's held-out sites are promoted in round 6 (read and
 * debugged since); round 6's held-out sites are never debugged
 */
const groupOf = (site: string) =>
  ROUND_6.has(site)
    ? halfOf(site) === 'dev'
      ? 'round-6 tuning'
      : 'round-6 held-out'
    : ROUND_5.has(site)
      ? 'round-5 held-out, promoted in round 6'
      : ROUND_4.has(site)
        ? halfOf(site) === 'dev'
          ? 'round-4 tuning'
          : 'round-4 held-out, promoted in round 6'
        : PROMOTED.has(site)
          ? 'promoted'
          : ROUND_2.has(site)
            ? halfOf(site) === 'dev'
              ? 'round-2 tuning'
              : 'promoted in round 3'
            : ROUND_3.has(site)
              ? halfOf(site) === 'dev'
                ? 'round-3 tuning'
                : 'round-3 held-out, promoted in round 6'
              : 'round-1 tuning';

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
    const groups = [
      'round-1 tuning',
      'promoted',
      'round-2 tuning',
      'promoted in round 3',
      'round-3 tuning',
      'round-3 held-out, promoted in round 6',
      'round-4 tuning',
      'round-4 held-out, promoted in round 6',
      'round-5 held-out, promoted in round 6',
      'round-6 tuning',
      'round-6 held-out',
    ];
    for (const group of groups) {
      const cases = CASES.filter((c) => groupOf(c.site) === group && results.has(c.site)).map((c) =>
        results.get(c.site)!,
      );
      type Count =
        'found' | 'expected' | 'wrong' | 'categorised' | 'withCategory' | 'unread' | 'unpriced' | 'mispriced';
      const sum = (k: Count) => cases.reduce((n, t) => n + t[k], 0);
      console.log(
        `menus sites zoo ${group}: ` +
          `${cases.filter((t) => !t.misses.length).length}/${cases.length} sites whole, ` +
          `${sum('found')}/${sum('expected')} items with their price, ${sum('unpriced')} without it, ` +
          `${sum('mispriced')} at another price, ${sum('wrong')} wrong, ` +
          `${cases.filter((t) => t.noPriced).length} sites with no priced item, ` +
          `${sum('unread')} items on pages not read, ` +
          `categories ${sum('categorised')}/${sum('withCategory')}`,
      );
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [site, t] of results)
      if (t.misses.length && !groupOf(site).endsWith('held-out'))
        console.log(`menus sites zoo miss ${site}: ${t.misses.join('; ')}`);
  });
});
