// The branches zoo: excerpts of real multi-location small businesses' pages from public repositories
// (test/fixtures/branches-zoo, each file naming its source), read through research's own path for a crawled page
// (scrapeWebsite on a page served on 127.0.0.1). Each case lists every branch a reader finds on the page: its name,
// its address as written, its phone and the hours the page gives it. The zoo is split once by a hash of each file
// name (the research corpus's rule): readers are improved looking at the tuning half only, and what a held-out case
// misses is never printed.
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
];

/**
 * Cases research does not read yet: each runs as `it.failing`, so reading one makes the run say so and the list only
 * shrinks. First pass (before any reader was changed): tuning 0/5, held-out 0/3.
 */
const KNOWN_MISSES = new Set<string>([
  'es-salon-sucursales-h4-run-on-lines.html',
  'it-association-two-sedi-pre-blocks.html',
  'ja-reuse-shops-key-value-rows.html',
  'nl-merchant-accordion-contactgegevens.html',
  'nl-osteopath-hcard-two-practices.html',
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

/** every expected branch fact research missed or got wrong, as readable lines */
function misses(c: Case, site: ScrapedSite | null): string[] {
  if (!site) return ['no site read'];
  const out: string[] = [];
  for (const want of c.locations) {
    const got = site.locations.find((l) => letters(l.address ?? '').includes(letters(want.address)));
    if (!got) {
      out.push(`branch ${want.address} missing (read ${site.locations.map((l) => l.address).join(' | ')})`);
      continue;
    }
    if (want.name && !letters(got.name ?? '').includes(letters(want.name)))
      out.push(`branch ${want.address}: name ${got.name ?? 'none'} (want ${want.name})`);
    if (want.phone && got.phone !== want.phone)
      out.push(`branch ${want.address}: phone ${got.phone ?? 'none'} (want ${want.phone})`);
    for (const [day, span] of Object.entries(want.hours ?? {})) {
      const had = got.hours?.[day];
      const ok = span === 'closed' ? !!had && !spans(had).length : spans(had).join() === spans(span).join();
      if (!ok) out.push(`branch ${want.address}: ${day} ${had ?? 'none'} (want ${span})`);
    }
  }
  if (c.allLocations && site.locations.length !== c.locations.length)
    out.push(`${site.locations.length} branches read (want ${c.locations.length})`);
  for (const other of c.never ?? []) {
    const taken = other.startsWith('+')
      ? site.locations.some((l) => l.phone === other)
      : site.locations.some((l) => letters(l.address ?? '').includes(letters(other)));
    if (taken) out.push(`took another's fact: ${other}`);
  }
  return out;
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const body = readFileSync(join(__dirname, 'fixtures', 'branches-zoo', c.file), 'utf8');
  const site = await startFakeWebsite({
    [c.path]: [
      'text/html; charset=utf-8',
      `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`,
    ],
  });
  try {
    return await scrapeWebsite(site.base + c.path, { allowLoopback: true, maxPages: 1, location: c.location });
  } finally {
    await site.close();
  }
}

const results = new Map<string, string[]>();

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
    expect(found).toEqual([]);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.file)).map((c) => [c.file, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.file)).map((c) => [c.file, c] as const);
  if (reads.length) it.each(reads)('%s', (_file, c) => run(c));
  if (known.length) it.failing.each(known)('%s (a known miss)', (_file, c) => run(c));

  afterAll(() => {
    for (const half of ['dev', 'test'] as const) {
      const cases = CASES.filter((c) => halfOf(c.file) === half && results.has(c.file));
      const passed = cases.filter((c) => !results.get(c.file)!.length).length;
      console.log(`branches zoo ${half === 'dev' ? 'tuning' : 'held-out'} half: ${passed}/${cases.length} read whole`);
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [file, m] of results)
      if (m.length && halfOf(file) === 'dev') console.log(`branches zoo miss ${file}: ${m.join('; ')}`);
  });
});
