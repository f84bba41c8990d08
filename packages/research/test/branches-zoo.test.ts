// The branches zoo: excerpts of real multi-location small businesses' pages from public repositories
// (test/fixtures/branches-zoo, each file naming its source), read through research's own path for a crawled page
// (scrapeWebsite on a page served on 127.0.0.1). Each case lists every branch a reader finds on the page: its name,
// its address as written, its phone and the hours the page gives it. The zoo is split once by a hash of each file
// name (the research corpus's rule): readers are improved looking at the tuning half only, and what a held-out case
// misses is never printed.
//
// Round 1 (session 9): 8 pages, split 5 tuning / 3 held-out. First pass: tuning 0/5, held-out 0/3 read whole.
// Round 2 (session 10): 16 pages in 8 languages (de, en, es, fr, it, ja, nl, pt), seven of them of one place (a block
// written twice, an operating beside a registered seat, an imprint naming the owner twice, an imprint with its
// supervising authority's address, a club's partner practices, a shop's contact table, one open shop beside two
// announced ones): those must read as no list of branches; one is a map whose links go to a page per location. Split
// by the same rule: 4 tuning / 12 held-out. First pass, before any reader changed:
//   tuning   2/4 read whole; branches 6/9, with phone 6/9, with hours 0/3
//   held-out 8/12 read whole; branches 19/19, with phone 18/18, with hours 2/12
// (Two more pages first taken came from repositories of research corpus entries: zoo-sources.test.ts found them and
// they were dropped; no reader was tuned on them. Five round-2 pages are also contacts-zoo cases, two of them in that
// zoo's tuning half (it-company, nl-gameshop): the held-out half is not all pages no reader was tuned on.)
// Session 10's end (techniques: a label is never a branch's name, the line over the street is; a branches page
// research began on joins its branches' pages; Japanese days run together read as each day; a phone written between
// a branch and the next; a card of a run's shape standing apart from it):
//   round 2 tuning   4/4 read whole; branches 9/9, with phone 9/9, with hours 3/3
//   round 2 held-out 8/12 read whole; branches 19/19, with phone 18/18, with hours 2/12
//   round 1 tuning   5/5 read whole (was 2/5); held-out 2/3 (was 1/3)
// Measured on 28 Nov (session 14, before its contacts sites round 3 changed any reader): round 1 held-out 2/3 read
// whole (branches 8/11, with phone 6/9, with hours 2/5); round 2 held-out 8/12 (branches 19/19, with phone 18/18,
// with hours 2/12).
// (each run prints the figures of both rounds' halves)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf, timeRanges } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

type Day = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
/** "10:00-18:00", "08:30-12:00, 14:00-19:00" (24-hour) or "closed" */
type Hours = Partial<Record<Day, string>>;

interface Branch {
  /** what the page calls it, when it names it */
  name?: string;
  /** as the page writes it; compared by letters and digits, contained in what research read */
  address: string;
  phone?: string;
  hours?: Hours;
}

interface Case {
  /** the fixture's file name in test/fixtures/branches-zoo */
  file: string;
  /** the page's path on the site */
  path: string;
  /** where the caller says the business is (the API's location) */
  location: string;
  /** every branch a reader finds on the page */
  locations: Branch[];
  /** research must list exactly these (a repeated block of one place counts once) */
  allLocations?: boolean;
  /** numbers (E.164) or streets that are no branch's */
  never?: string[];
  /** the site's other pages a reader reaches from this one, by path: their fixtures' file names */
  pages?: Record<string, string>;
  /** the batch it came in (round 1 when absent) */
  round?: 2;
}

const WEEK: Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const days = (from: Day, to: Day, span: string): Hours =>
  Object.fromEntries(WEEK.slice(WEEK.indexOf(from), WEEK.indexOf(to) + 1).map((d) => [d, span]));

const CASES: Case[] = [
  {
    file: 'nl-osteopath-hcard-two-practices.html',
    path: '/contact.php',
    location: 'Amsterdam, Nederland',
    locations: [
      { name: 'De Gouden Reaal', address: 'Brouwersgracht 214-hs, 1013 HD Amsterdam' },
      { name: 'Integrale Huisartsenpraktijk West', address: 'Witte de Withstraat 11, 1057 XE Amsterdam' },
    ],
    allLocations: true,
  },
  {
    file: 'pt-clinics-list-group-labels.html',
    path: '/agendamento.php',
    location: 'Mucuri, BA, Brasil',
    locations: [
      {
        name: 'Hospital Paineiras',
        address: 'Av. dos Eucalíptos, nº 8 - Jardim dos Eucalíptos - Itabatã-Mucuri / BA',
        phone: '+557336053900',
      },
      {
        name: 'Clínica Teixeira de Freitas',
        address: 'Av São Paulo, nº520 - Jardim Caraípe - Teixeira de Freitas / BA',
        phone: '+557332912724',
      },
      {
        name: 'Clínica Posto da Mata',
        address: 'Rua Pedro Carolino Costa, nº 1292 - Centro - Posto da Mata-Nova Viçosa / BA',
        phone: '+557332091746',
      },
      {
        name: 'Clínica Mucuri',
        address: 'Rua Oscar Teixeira de Siqueira, s/n - Centro – Mucuri/ BA',
        phone: '+557332061013',
      },
      {
        name: 'Clínica Imperatriz',
        address: 'Rua Pernambuco, nº 432 – Jussara – Imperatriz/ MA',
        phone: '+559935284700',
      },
    ],
    allLocations: true,
  },
  {
    file: 'pt-doctor-places-strong-br.html',
    path: '/contato',
    location: 'Fortaleza, CE, Brasil',
    locations: [
      { name: 'Clinica Unique', address: 'Av. Dom Luís, 1200', phone: '+558532467879' },
      { name: 'Hospital Monte Klinikum', address: 'Rep. do Líbano, 747', phone: '+558540120012' },
      { name: 'Instituto do Câncer do Ceará', address: 'Rua Papi Júnior, 1222', phone: '+558532884575' },
      { name: 'Centro Oncológico São Matheus', address: 'Av. Santos Dumont, 5633', phone: '+558532884575' },
    ],
    allLocations: true,
  },
  {
    file: 'ja-reuse-shops-key-value-rows.html',
    path: '/stores/',
    location: '神奈川県',
    locations: [
      {
        name: '東久留米店',
        address: '東京都東久留米市本町3丁目9-15',
        phone: '+81424204573',
        hours: { ...days('Monday', 'Friday', '11:00-20:00'), ...days('Saturday', 'Sunday', '10:00-20:00') },
      },
      {
        name: '鎌倉大船モール店',
        address: '神奈川県鎌倉市岡本1188番地1',
        phone: '+81467849139',
        hours: days('Monday', 'Sunday', '10:00-20:00'),
      },
      {
        name: 'コーナン港北センター南店',
        address: '神奈川県横浜市都筑区茅ヶ崎中央53番1号',
        phone: '+81455328566',
        hours: days('Monday', 'Sunday', '10:00-20:00'),
      },
      {
        name: '木更津店',
        address: '千葉県木更津市長須賀1725-1',
        phone: '+81438385140',
        hours: { ...days('Monday', 'Friday', '11:00-20:00'), ...days('Saturday', 'Sunday', '10:00-20:00') },
      },
    ],
    allLocations: true,
  },
  {
    file: 'en-espresso-bar-h3-strong-columns.html',
    path: '/',
    location: 'Toronto, ON',
    locations: [
      { name: 'RiverSide', address: '630 Queen Street East', phone: '+16474363460' },
      { name: 'John Street', address: '125 John Street', phone: '+14169791200' },
      { name: 'Spadina', address: '215 Spadina Ave Suite 102', phone: '+16477487700' },
      { name: 'Queen West', address: '684 Queen Street West', phone: '+16473523512' },
    ],
    allLocations: true,
  },
  {
    file: 'es-salon-sucursales-h4-run-on-lines.html',
    path: '/sucursales',
    location: 'Ciudad de México, México',
    locations: [
      { name: 'Polanco', address: 'Galileo 41 A, Polanco', phone: '+525552803815' },
      { name: 'Pedregal', address: 'Avenida de las Fuentes 556', phone: '+525567288318' },
      { name: 'Del Valle', address: 'Av. Insurgentes Sur 1310' },
      { name: 'Satelite', address: 'Circuito Centro Comercial 2251' },
      { name: 'Roma Norte', address: 'Guadalajara 36' },
    ],
    allLocations: true,
  },
  {
    file: 'it-association-two-sedi-pre-blocks.html',
    path: '/contatti',
    location: 'Padova, Italia',
    locations: [
      { address: 'via Santa Rita, 18 35126 Padova', phone: '+393401927222' },
      { address: "Strada dei cent'anni, 10 30039 Stra" },
    ],
    allLocations: true,
    never: ['via Manzoni'],
  },
  {
    file: 'nl-merchant-accordion-contactgegevens.html',
    path: '/contact',
    location: 'Noord-Holland, Nederland',
    locations: [
      {
        name: 'Alkmaar',
        address: 'Diamantweg 9 1812 RC Alkmaar',
        phone: '+31725471700',
        hours: { ...days('Monday', 'Friday', '06:30-17:00'), Saturday: '08:00-12:00' },
      },
      {
        name: 'Amsterdam Amstel',
        address: 'Wenckebachweg 165 1096 AM Amsterdam',
        phone: '+31205607666',
        hours: { ...days('Monday', 'Friday', '06:30-17:00'), Saturday: '08:00-12:00' },
      },
      {
        name: 'Amsterdam Houthavens',
        address: 'Rigakade 37 1013 BB Amsterdam',
        phone: '+31205818508',
        hours: days('Monday', 'Friday', '06:30-17:00'),
      },
      {
        name: 'Beverwijk',
        address: 'Laan van Meerestein 12 1945 TA Beverwijk',
        phone: '+31251250175',
        hours: days('Monday', 'Friday', '06:30-17:00'),
      },
      {
        name: 'Groningen',
        address: 'Verlengde Bremenweg 16 9723 JV Groningen',
        phone: '+31503130433',
        hours: days('Monday', 'Friday', '06:30-17:00'),
      },
    ],
    allLocations: true,
    never: ['+31725402885', '+31205607699', '+31205818509', '+31251251805', '+31503130422'],
  },
  // round 2 (session 10): sixteen pages, six of them of one place (or of places that are not the business's), which
  // must read as no list of branches
  {
    file: 'es-seals-sucursales-address-cards.html',
    path: '/sucursales.php',
    location: 'Monterrey, Nuevo León, México',
    round: 2,
    locations: [
      { name: 'Monterrey', address: 'Calle Cedral #222', phone: '+528114530241' },
      { name: 'México, Distrito Federal', address: 'Calle Margaritas Edificio 9 Depto. 7', phone: '+525526053085' },
      { name: 'Guadalajara', address: 'Loma Empedrada #8235', phone: '+523315611290' },
      { name: 'San Luis Potosí', address: 'Calle 1 #104, Privada San Gabriel', phone: '+524442658739' },
    ],
    allLocations: true,
  },
  {
    file: 'ja-greengrocer-tenpo-two-item-lists.html',
    path: '/',
    location: '東京都',
    round: 2,
    locations: [
      {
        name: '戸越一丁目店',
        address: '東京都品川区戸越1丁目1‐10',
        phone: '+81364262727',
        hours: { ...days('Monday', 'Friday', '10:00-20:30'), Saturday: '10:00-19:30', Sunday: 'closed' },
      },
      {
        name: '大崎店',
        address: '東京都品川区東五反田2丁目16-1',
        phone: '+817013899323',
        hours: { ...days('Monday', 'Saturday', '10:00-20:00'), Sunday: '11:00-19:00' },
      },
      {
        name: '三田店',
        address: '東京都港区芝4-5-9',
        phone: '+81364538944',
        hours: { ...days('Monday', 'Friday', '11:00-19:00'), Saturday: 'closed', Sunday: 'closed' },
      },
      {
        name: '下目黒六丁目店',
        address: '東京都目黒区下目黒6-16-13',
        phone: '+81367122727',
        hours: { ...days('Monday', 'Sunday', '11:00-20:00'), Wednesday: 'closed' },
      },
      {
        name: '目黒警察署前店',
        address: '東京都目黒区中目黒4-5-2',
        phone: '+81364522903',
        hours: { ...days('Monday', 'Sunday', '10:00-21:00'), Wednesday: 'closed' },
      },
      {
        name: '五反田店',
        address: '東京都品川区西五反田２丁目３１－６',
        phone: '+81364173581',
        hours: { ...days('Monday', 'Saturday', '10:30-21:00'), Sunday: 'closed' },
      },
      {
        name: '赤坂店',
        address: '東京都港区赤坂7－8－12',
        phone: '+81364355843',
        hours: { ...days('Monday', 'Sunday', '10:30-19:00'), Wednesday: 'closed' },
      },
      { name: '東急百貨店本店', address: '東京都渋谷区道玄坂2-24-1' },
      {
        name: '戸越配送センター',
        address: '東京都品川区戸越一丁目1-8',
        phone: '+81364269397',
        hours: { ...days('Monday', 'Saturday', '09:00-17:00'), Sunday: 'closed' },
      },
    ],
    allLocations: true,
  },
  {
    file: 'en-optical-saturday-panels-two-locations.html',
    path: '/optical',
    location: 'Indianapolis, IN',
    round: 2,
    locations: [
      { name: 'North', address: '11455 N. Meridian St. Suite 100', phone: '+13178464223' },
      { name: 'West', address: '6920 Parkdale Place Suite 206', phone: '+13172931420' },
    ],
    allLocations: true,
  },
  {
    file: 'ja-office-and-lodge-address-blocks.html',
    path: '/access/',
    location: '東京都',
    round: 2,
    locations: [
      { name: '日本橋支店', address: '東京都中央区日本橋久松町12-11', phone: '+81363143600' },
      { name: '湯河原保養所', address: '神奈川県足柄下郡湯河原町宮下737-40', phone: '+81465466790' },
    ],
    allLocations: true,
    never: ['+81465466791'],
  },
  {
    file: 'fr-agency-nos-agences-running-text.html',
    path: '/nos-agences',
    location: 'Lille, France',
    round: 2,
    locations: [
      {
        name: 'Lille',
        address: '8759, avenue de la Liberté',
        phone: '+33320803694',
        hours: { ...days('Monday', 'Friday', '09:00-18:00'), Saturday: '09:00-12:30' },
      },
      {
        name: "Villeneuve d'Ascq",
        address: '257, rue du jeu de paume',
        phone: '+33320152698',
        hours: days('Monday', 'Friday', '09:00-18:00'),
      },
    ],
    allLocations: true,
  },
  {
    file: 'en-bakery-gallery-captions-two-shops.html',
    path: '/shop',
    location: 'San Francisco, CA',
    round: 2,
    locations: [
      {
        address: '4073 24th St.',
        phone: '+14155501405',
        hours: { ...days('Monday', 'Friday', '07:00-19:00'), ...days('Saturday', 'Sunday', '07:00-18:00') },
      },
      {
        address: '28 W Portal Ave.',
        phone: '+14155928785',
        hours: { ...days('Monday', 'Friday', '07:00-19:00'), ...days('Saturday', 'Sunday', '07:00-18:00') },
      },
    ],
    allLocations: true,
  },
  {
    file: 'de-clinic-standorte-address-columns.html',
    path: '/standorte',
    location: 'Krefeld, Deutschland',
    round: 2,
    locations: [
      { name: 'Krefeld', address: 'Seyffardtstr. 27 47805 Krefeld', phone: '+492151825600' },
      { name: 'Hannover', address: 'Haltenhoffstr. 41 30167 Hannover', phone: '+4951126022130' },
    ],
    allLocations: true,
    never: ['+49215182560011', '+4951126022134'],
  },
  {
    file: 'ja-realestate-honsha-shiten-h3-sections.html',
    path: '/access/',
    location: '神奈川県',
    round: 2,
    locations: [
      { name: '本社', address: '神奈川県横浜市鶴見区豊岡町8-24', phone: '+81455819556' },
      { name: '表参道支店', address: '東京都港区北青山3-6-23', phone: '+81368978563' },
    ],
    allLocations: true,
    never: ['+81455756477', '+81368978566'],
  },
  {
    file: 'nl-realtor-locatie-block-repeated.html',
    path: '/contact',
    location: 'Roermond',
    round: 2,
    locations: [],
    allLocations: true,
  },
  {
    file: 'it-company-sede-operativa-sede-legale.html',
    path: '/contatti/',
    location: 'Sarnico, Italia',
    round: 2,
    locations: [],
    allLocations: true,
    never: ['Bonomelli'],
  },
  {
    file: 'nl-gameshop-contact-table-one-place.html',
    path: '/contact',
    location: 'Enschede',
    round: 2,
    locations: [],
    allLocations: true,
    never: ['Haverstraatpassage'],
  },
  {
    file: 'pt-wholesaler-lojas-one-open-two-coming.html',
    path: '/',
    location: 'Rio de Janeiro, RJ, Brasil',
    round: 2,
    locations: [],
    allLocations: true,
  },
  {
    file: 'de-club-partner-practices-not-branches.html',
    path: '/news/showMedicine',
    location: 'Darmstadt',
    round: 2,
    locations: [],
    allLocations: true,
    never: ['Grafenstr. 17', 'Rheinstraße 12c'],
  },
  {
    file: 'de-barber-impressum-authority-address.html',
    path: '/imprint.php',
    location: 'Frankfurt am Main',
    round: 2,
    locations: [],
    allLocations: true,
    never: ['Kleyerstraße 86'],
  },
  {
    file: 'en-restaurant-locations-image-map.html',
    path: '/locations.php',
    location: 'Boston, MA',
    round: 2,
    pages: {
      '/locations/burlington.php': 'en-restaurant-locations-image-map.burlington.html',
      '/locations/boston.php': 'en-restaurant-locations-image-map.boston.html',
      '/locations/chicago.php': 'en-restaurant-locations-image-map.chicago.html',
    },
    locations: [
      {
        name: 'Burlington',
        address: '7 Church St.',
        phone: '+18025768492',
        hours: { ...days('Monday', 'Friday', '11:00-23:00'), ...days('Saturday', 'Sunday', '10:00-23:00') },
      },
      {
        name: 'Boston',
        address: '75 Arlington St',
        phone: '+16174748833',
        hours: { ...days('Monday', 'Friday', '11:00-23:00'), ...days('Saturday', 'Sunday', '10:00-23:00') },
      },
      {
        name: 'Chicago',
        address: '218 W Kinzie St',
        phone: '+13129560053',
        hours: { ...days('Monday', 'Friday', '11:00-23:00'), ...days('Saturday', 'Sunday', '10:00-23:00') },
      },
    ],
    allLocations: true,
  },
  {
    file: 'fr-osteopath-mentions-legales-owner-twice.html',
    path: '/mentions-legales',
    location: 'Thionville, France',
    round: 2,
    locations: [],
    allLocations: true,
  },
];

/**
 * Cases research does not read yet: each runs as `it.failing`, so reading one makes the run say so and the list only
 * shrinks. First passes are in the header.
 */
const KNOWN_MISSES = new Set<string>([
  'en-bakery-gallery-captions-two-shops.html',
  'fr-agency-nos-agences-running-text.html',
  'it-company-sede-operativa-sede-legale.html',
  'ja-greengrocer-tenpo-two-item-lists.html',
  'nl-merchant-accordion-contactgegevens.html',
]);

/** letters and digits only, without accents and in one width: how two writings of an address are compared */
const letters = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const spans = (s: string | undefined) =>
  (s ? timeRanges(s.replace(/\b24:00\b/g, '00:00')) : []).map(([a, b]) => `${a}-${b % 1440}`).sort();

/** what research read of a case's branches: found (by address), with the right phone, with all the right hours */
interface Tally {
  branches: [number, number];
  phones: [number, number];
  hours: [number, number];
}

/** every expected branch fact research missed or got wrong, as readable lines, and the case's tally */
function misses(c: Case, site: ScrapedSite | null): { lines: string[]; tally: Tally } {
  const tally: Tally = {
    branches: [0, c.locations.length],
    phones: [0, c.locations.filter((l) => l.phone).length],
    hours: [0, c.locations.filter((l) => l.hours).length],
  };
  if (!site) return { lines: ['no site read'], tally };
  const out: string[] = [];
  for (const want of c.locations) {
    const got = site.locations.find((l) => letters(l.address ?? '').includes(letters(want.address)));
    if (!got) {
      out.push(`branch ${want.address} missing (read ${site.locations.map((l) => l.address).join(' | ')})`);
      continue;
    }
    tally.branches[0]++;
    if (want.name && !letters(got.name ?? '').includes(letters(want.name)))
      out.push(`branch ${want.address}: name ${got.name ?? 'none'} (want ${want.name})`);
    if (want.phone && got.phone !== want.phone)
      out.push(`branch ${want.address}: phone ${got.phone ?? 'none'} (want ${want.phone})`);
    else if (want.phone) tally.phones[0]++;
    const wrongDays = Object.entries(want.hours ?? {}).filter(([day, span]) => {
      const had = got.hours?.[day];
      return span === 'closed' ? !had || spans(had).length > 0 : spans(had).join() !== spans(span).join();
    });
    for (const [day, span] of wrongDays)
      out.push(`branch ${want.address}: ${day} ${got.hours?.[day] ?? 'none'} (want ${span})`);
    if (want.hours && !wrongDays.length) tally.hours[0]++;
  }
  if (c.allLocations && site.locations.length !== c.locations.length)
    out.push(`${site.locations.length} branches read (want ${c.locations.length})`);
  for (const other of c.never ?? []) {
    const taken = other.startsWith('+')
      ? site.locations.some((l) => l.phone === other)
      : site.locations.some((l) => letters(l.address ?? '').includes(letters(other)));
    if (taken) out.push(`took another's fact: ${other}`);
  }
  return { lines: out, tally };
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const page = (file: string): [string, string] => [
    'text/html; charset=utf-8',
    `<!doctype html><html><head><meta charset="utf-8"></head><body>${readFileSync(join(__dirname, 'fixtures', 'branches-zoo', file), 'utf8')}</body></html>`,
  ];
  const others = Object.entries(c.pages ?? {}).map(([path, file]) => [path, page(file)] as const);
  const site = await startFakeWebsite({ [c.path]: page(c.file), ...Object.fromEntries(others) });
  try {
    return await scrapeWebsite(site.base + c.path, {
      allowLoopback: true,
      maxPages: 1 + others.length,
      location: c.location,
    });
  } finally {
    await site.close();
  }
}

const results = new Map<string, { lines: string[]; tally: Tally }>();

describe('the branches zoo: every location of a multi-location business, in any markup and language', () => {
  it('holds real pages, each naming its source', () => {
    for (const c of CASES)
      expect(readFileSync(join(__dirname, 'fixtures', 'branches-zoo', c.file), 'utf8')).toMatch(
        /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
      );
  });

  const run = async (c: Case) => {
    const found = misses(c, await read(c));
    results.set(c.file, found);
    expect(found.lines).toEqual([]);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.file)).map((c) => [c.file, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.file)).map((c) => [c.file, c] as const);
  if (reads.length) it.each(reads)('%s', (_file, c) => run(c));
  if (known.length) it.failing.each(known)('%s (a known miss)', (_file, c) => run(c));

  afterAll(() => {
    const sum = (cases: Case[], key: keyof Tally) =>
      cases
        .map((c) => results.get(c.file)!.tally[key])
        .reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0])
        .join('/');
    for (const round of [1, 2])
      for (const half of ['dev', 'test'] as const) {
        const cases = CASES.filter((c) => (c.round ?? 1) === round && halfOf(c.file) === half && results.has(c.file));
        const passed = cases.filter((c) => !results.get(c.file)!.lines.length).length;
        console.log(
          `branches zoo round ${round} ${half === 'dev' ? 'tuning' : 'held-out'} half: ${passed}/${cases.length} read ` +
            `whole; branches ${sum(cases, 'branches')}, with phone ${sum(cases, 'phones')}, with hours ${sum(cases, 'hours')}`,
        );
      }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [file, m] of results)
      if (m.lines.length && halfOf(file) === 'dev') console.log(`branches zoo miss ${file}: ${m.lines.join('; ')}`);
  });
});
