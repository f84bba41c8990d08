// The hours zoo: excerpts of real small businesses' opening hours from public repositories (test/fixtures/hours-zoo,
// each file naming its source), with their surroundings (a footer, a contact page, a sidebar), in the markup and
// language their writers chose: tables by row and by column, definition lists, lists, <br> lines, grids of divs,
// sentences, schema.org microdata and JSON-LD. Each page is read through research's own path for a crawled page
// (scrapeWebsite on a page served on 127.0.0.1). Each case gives the weekly hours as the page means them; days the
// page does not state are absent, and `never` holds spans no day may read (a kitchen's, a holiday's, another room's).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf } from '../../../test/research-corpus/measures';
import { scrapeWebsite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';
import { days, hoursMisses, spans, type Hours } from './zoo-hours';

interface Case {
  /** the fixture's file name in test/fixtures/hours-zoo */
  file: string;
  /** the page's path (an hours page, a contact page, the home page) */
  path?: string;
  /** the page's `<html lang>` as its source declares it (absent where the source declares none) */
  lang?: string;
  /** where the business is, as a user gives it */
  location: string;
  hours: Hours;
  /** spans ("16:00-20:00") that are not the business's weekly hours: no day may read them */
  never?: string[];
}

const SPLIT_MON_FRI = '08:00-11:30, 14:00-18:00';

const CASES: Case[] = [
  {
    file: 'de-two-rooms-tables-geschlossen.html',
    path: '/oeffnungszeiten.html',
    location: 'Hörgertshausen, Deutschland',
    hours: {
      ...days('Monday', 'Tuesday', 'closed'),
      ...days('Wednesday', 'Thursday', '17:00-23:00'),
      ...days('Friday', 'Saturday', '17:00-01:00'),
      Sunday: '17:00-22:00',
    },
    never: ['09:30-12:00', '14:00-22:00'],
  },
  {
    file: 'de-at-p-range-kitchen-ruhetag.html',
    path: '/oeffnungszeiten.html',
    location: 'Ternitz, Österreich',
    hours: { Monday: 'closed', ...days('Tuesday', 'Sunday', '08:00-22:30') },
    never: ['09:00-21:00'],
  },
  {
    file: 'fr-table-midi-soiree-rows.html',
    path: '/horaires',
    location: 'France',
    hours: { ...days('Tuesday', 'Saturday', '12:00-15:00, 19:30-22:00'), Sunday: '12:00-15:00' },
  },
  {
    file: 'en-sidebar-table-microdata-am-pm.html',
    location: 'Clarkston, MI',
    hours: {
      ...days('Monday', 'Tuesday', '10:30-21:00'),
      ...days('Wednesday', 'Saturday', '10:30-22:00'),
      Sunday: '12:00-21:00',
    },
  },
  {
    file: 'ja-th-td-ji-last-order-monthly-sunday.html',
    location: '東京都渋谷区',
    hours: {
      ...days('Monday', 'Tuesday', '18:00-23:00'),
      Wednesday: 'closed',
      ...days('Thursday', 'Saturday', '18:00-23:00'),
      Sunday: '18:00-22:00',
    },
  },
  {
    file: 'ja-grid-marks-triangle-note.html',
    location: '日本',
    hours: {
      ...days('Monday', 'Wednesday', '09:00-12:00, 15:00-19:00'),
      Thursday: 'closed',
      Friday: '09:00-12:00, 15:00-19:00',
      Saturday: '09:00-12:00, 15:00-17:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'en-footer-strong-days-br-sunday-first.html',
    location: 'Twickenham, UK',
    hours: { ...days('Monday', 'Saturday', '07:00-17:00'), Sunday: '08:00-15:30' },
  },
  {
    file: 'en-pub-food-columns-christmas-table.html',
    path: '/opening-times/',
    location: 'Cheshire, UK',
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Thursday', '12:00-00:00'),
      ...days('Friday', 'Saturday', '12:00-01:30'),
      Sunday: '12:00-20:00',
    },
    never: ['17:00-00:00', '12:00-02:30', '12:00-21:00'],
  },
  {
    file: 'en-table-day-ranges-special-hours.html',
    path: '/hours.php',
    lang: 'en',
    location: 'New Jersey, USA',
    hours: {
      ...days('Monday', 'Thursday', '11:00-23:00'),
      ...days('Friday', 'Saturday', '11:00-02:00'),
      Sunday: '11:00-21:00',
    },
    never: ['11:00-04:00', '11:00-20:00', '11:00-15:00'],
  },
  {
    file: 'it-br-lines-slash-ranges-appointment.html',
    path: '/contatti',
    location: 'Marcheno, Italia',
    hours: days('Monday', 'Friday', SPLIT_MON_FRI),
    never: ['08:00-18:00'],
  },
  {
    file: 'es-dl-bare-hours-middot.html',
    path: '/tienda/',
    location: 'Majadahonda, España',
    hours: { ...days('Monday', 'Friday', '10:00-14:00, 17:00-20:00'), Saturday: '10:00-14:00', Sunday: 'closed' },
  },
  {
    file: 'es-ar-headings-a-hs-split.html',
    path: '/horarios',
    location: 'Argentina',
    hours: { ...days('Monday', 'Friday', '09:00-13:00, 16:00-20:00'), Saturday: '09:00-13:00', Sunday: 'closed' },
  },
  {
    file: 'pt-ordinal-days-das-as-departments.html',
    path: '/contacto.php',
    lang: 'en',
    location: 'Brejos de Azeitão, Portugal',
    hours: { ...days('Monday', 'Friday', '08:00-20:00'), Saturday: '08:00-12:00' },
    never: ['08:00-18:00'],
  },
  {
    file: 'de-at-jsonld-spec-day-arrays.html',
    location: 'Winklarn, Österreich',
    hours: { Monday: '11:00-14:30', ...days('Thursday', 'Saturday', '11:00-22:00'), Sunday: '09:00-15:00' },
  },
  {
    file: 'nl-footer-p-abbrev-ranges-script-table.html',
    path: '/openingstijden.html',
    lang: 'nl',
    location: 'Wijnjewoude, Nederland',
    hours: {
      ...days('Monday', 'Wednesday', '09:00-18:00'),
      Thursday: '09:00-21:00',
      Friday: '09:00-18:00',
      Saturday: '09:00-17:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'nl-sentence-van-tot-uur.html',
    path: '/openingstijden/',
    location: "'s-Hertogenbosch, Nederland",
    hours: { Tuesday: '09:30-12:00', Wednesday: '13:00-15:30' },
  },
  {
    file: 'nl-divs-wo-do-tm-zondag.html',
    path: '/openingstijden.html',
    location: 'Bakkum, Nederland',
    hours: { ...days('Wednesday', 'Thursday', '12:00-20:00'), ...days('Friday', 'Sunday', '10:00-20:00') },
  },
  {
    file: 'nl-divs-day-time-holidays-season.html',
    path: '/openingstijden.html',
    lang: 'nl',
    location: 'Diepenheim, Nederland',
    hours: { Monday: 'closed', ...days('Tuesday', 'Sunday', '10:30-16:30') },
  },
  {
    file: 'de-table-en-dash-no-spaces.html',
    path: '/oeffnungszeiten.html',
    lang: 'de',
    location: 'Flintsbach am Inn, Deutschland',
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Friday', '07:30-17:00'),
      Saturday: '07:00-12:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'de-heading-days-list-spans-vacation.html',
    path: '/oeffnungszeiten.html',
    lang: 'de',
    location: 'Barthelmesaurach, Deutschland',
    hours: { Monday: 'closed', ...days('Tuesday', 'Sunday', '11:00-14:30, 17:00-00:00') },
    never: ['11:00-21:00'],
  },
  {
    file: 'fr-p-sentences-du-au-de-a-no-break.html',
    path: '/horaires.html',
    location: 'Nantes, France',
    hours: { ...days('Tuesday', 'Friday', '09:00-18:30'), Saturday: '09:00-17:00' },
  },
  {
    file: 'fr-ch-two-restaurants-cards-slash-spans.html',
    path: '/horaires.html',
    lang: 'fr',
    location: 'Neuchâtel, Suisse',
    hours: {
      ...days('Monday', 'Thursday', '09:30-15:00, 17:30-21:00'),
      ...days('Friday', 'Saturday', '09:30-15:00, 17:30-22:00'),
      Sunday: 'closed',
    },
    never: ['11:45-14:30', '11:45-15:00'],
  },
  {
    file: 'it-divs-mattina-pome-chiuso.html',
    path: '/orari.html',
    lang: 'it',
    location: 'Italia',
    hours: { ...days('Monday', 'Friday', '07:30-12:50, 16:00-19:30'), Saturday: '07:30-12:50', Sunday: 'closed' },
  },
  {
    file: 'it-footer-li-time-bare-hours.html',
    path: '/orari.html',
    lang: 'it',
    location: 'Filottrano, Italia',
    hours: {
      ...days('Monday', 'Tuesday', 'closed'),
      ...days('Wednesday', 'Friday', '19:00-22:00'),
      Saturday: '19:00-23:00',
      Sunday: '19:00-22:00',
    },
  },
  {
    file: 'de-table-br-in-cell-sunday-split.html',
    path: '/oeffnungszeiten.html',
    lang: 'de',
    location: 'Amt Creuzburg, Deutschland',
    hours: { ...days('Monday', 'Friday', '05:30-18:00'), Saturday: '05:30-16:00', Sunday: '05:30-10:00, 13:00-17:00' },
  },
  {
    file: 'de-beer-garden-ab-uhr-open-end.html',
    path: '/oeffnungszeiten.html',
    lang: 'de',
    location: 'Ebensfeld, Deutschland',
    hours: { Monday: 'closed' },
    never: ['16:00-20:00', '11:00-20:00'],
  },
  {
    file: 'de-ch-two-sites-table-split-cells-colspan.html',
    path: '/oeffnungszeiten.html',
    lang: 'de',
    location: 'Lützelflüh, Schweiz',
    hours: {
      ...days('Monday', 'Thursday', '07:30-12:00, 13:15-17:30'),
      Friday: '07:30-12:00, 13:15-17:00',
      ...days('Saturday', 'Sunday', 'closed'),
    },
  },
  {
    file: 'de-ch-table-ensp-two-spans-one-cell.html',
    path: '/oeffnungszeiten.html',
    lang: 'en',
    location: 'Schweiz',
    hours: {
      Monday: '09:00-12:00',
      Tuesday: '09:00-12:00, 14:00-18:30',
      Wednesday: '09:00-12:00',
      ...days('Thursday', 'Friday', '09:00-12:00, 14:00-18:30'),
      Saturday: '08:00-13:30',
    },
  },
  {
    file: 'de-table-ab-uhr-on-request-sunday.html',
    path: '/oeffnungszeiten.html',
    lang: 'de',
    location: 'Mariäkappel, Deutschland',
    hours: days('Monday', 'Wednesday', 'closed'),
    never: ['17:00-20:00', '11:00-20:00'],
  },
  {
    file: 'es-prose-am-pm-mediodia.html',
    path: '/en-espanol',
    location: 'Jackson, MS',
    hours: { ...days('Monday', 'Thursday', '08:30-17:00'), Friday: '08:30-12:00' },
  },
  {
    file: 'fr-card-p-strong-day-de-a.html',
    location: 'Paris, France',
    hours: {
      ...days('Monday', 'Thursday', '07:00-19:45'),
      Friday: '07:00-19:30',
      Saturday: '09:00-19:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'en-au-dotted-am-pm-plus-days.html',
    location: 'Bayswater, WA, Australia',
    hours: { ...days('Monday', 'Tuesday', '06:00-09:30'), ...days('Wednesday', 'Sunday', '06:00-13:00') },
  },
  {
    file: 'ja-gozen-gogo-no-days-closed-list.html',
    path: '/access',
    location: '大阪府堺市',
    hours: {
      ...days('Monday', 'Wednesday', '09:00-12:30, 15:00-21:00'),
      Thursday: 'closed',
      Friday: '09:00-12:30, 15:00-21:00',
      ...days('Saturday', 'Sunday', 'closed'),
    },
  },
  {
    file: 'en-uk-dl-bar-kitchen-notice-noon.html',
    path: '/openinghours.php',
    lang: 'en',
    location: 'Derbyshire, UK',
    hours: {
      ...days('Monday', 'Tuesday', 'closed'),
      ...days('Wednesday', 'Thursday', '18:00-23:00'),
      ...days('Friday', 'Saturday', '18:00-23:45'),
      Sunday: '12:00-23:00',
    },
    never: ['18:00-20:30', '12:30-14:30', '12:00-20:00'],
  },
  {
    file: 'en-table-time-microdata-open-late.html',
    location: 'Australia',
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Wednesday', '09:30-17:30'),
      Thursday: '09:30-21:00',
      Friday: '09:30-17:30',
      Saturday: '09:00-17:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'it-h1-day-p-spans-barber.html',
    path: '/orari.html',
    lang: 'en',
    location: 'Varese, Italia',
    hours: {
      Monday: 'closed',
      Tuesday: '13:30-21:30',
      ...days('Wednesday', 'Thursday', '09:00-12:30, 14:00-19:30'),
      Friday: '09:00-13:00, 14:00-20:00',
      Saturday: '08:30-18:00',
      Sunday: 'closed',
    },
  },
  // a second batch, written after the techniques of the first were in place (its first pass measures them afresh)
  {
    file: 'nl-divs-uur-holiday-dates-footer.html',
    path: '/openingstijden.html',
    lang: 'nl',
    location: 'Eindhoven, Nederland',
    hours: {
      Monday: '11:00-18:00',
      ...days('Tuesday', 'Friday', '09:30-18:00'),
      Saturday: '09:30-17:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'it-h2-br-close-tags-mixed-dots.html',
    path: '/orari.html',
    lang: 'en',
    location: 'Italia',
    hours: {
      ...days('Monday', 'Thursday', '11:00-22:00'),
      Friday: '11:30-14:30, 18:00-22:00',
      ...days('Saturday', 'Sunday', '18:00-22:00'),
    },
  },
  {
    file: 'fr-p-day-colon-en-dash-spans.html',
    path: '/horaires.html',
    lang: 'fr',
    location: 'Saint-Amand-les-Eaux, France',
    hours: {
      Monday: 'closed',
      Tuesday: '11:30-13:30, 18:30-21:00',
      Wednesday: '18:30-21:00',
      Thursday: '11:30-13:30, 18:30-21:00',
      Friday: '11:30-13:30, 18:30-22:00',
      Saturday: '18:30-22:00',
      Sunday: '18:30-21:30',
    },
  },
  {
    file: 'fr-day-rows-slots-h-past-midnight.html',
    path: '/horaires.html',
    lang: 'fr',
    location: 'Sedan, France',
    hours: {
      ...days('Monday', 'Thursday', '11:00-14:00, 18:00-00:00'),
      ...days('Friday', 'Saturday', '11:00-14:00, 18:00-01:00'),
      Sunday: '18:00-00:00',
    },
  },
];

/**
 * Cases research does not read yet: each runs as `it.failing`, so reading one makes the run say so. First pass (before
 * any reader was changed): tuning 6/16, held-out 11/20; after the techniques of docs/research-reading.md "The hours
 * zoo": tuning 16/16, held-out 12/20. A second batch of four pages, written after those techniques (all four in the
 * tuning half by the hash), read 4/4 on its first pass. Session 13: Portuguese weekdays by their ordinal ("2ª a 6ª
 * feira"), written from the language's ordinary form without opening any held-out case, read one more held-out case
 * (held-out 14/20 -> 15/20). Session 15: a Japanese clinic's closed days by its own word (休診, 休診日, beside 定休日), and
 * Dutch "tot en met" between two days, written from the languages without opening any held-out case, read one more
 * held-out case (15/20 -> 16/20).
 */
const KNOWN_MISSES = new Set<string>([
  'fr-card-p-strong-day-de-a.html',
  'fr-table-midi-soiree-rows.html',
  'it-divs-mattina-pome-chiuso.html',
  'ja-th-td-ji-last-order-monthly-sunday.html',
]);

/** every day the page means that research read otherwise, and every span no day may read that a day read */
function misses(c: Case, hours: Record<string, string> | undefined): string[] {
  const out = hoursMisses('', hours, c.hours);
  for (const other of c.never ?? []) {
    const [span] = spans(other);
    for (const [day, value] of Object.entries(hours ?? {}))
      if (spans(value).includes(span!)) out.push(`${day} read another's span ${other}`);
  }
  return out;
}

async function read(c: Case): Promise<Record<string, string> | undefined> {
  const path = c.path ?? '/';
  const body = readFileSync(join(__dirname, 'fixtures', 'hours-zoo', c.file), 'utf8');
  const lang = c.lang ? ` lang="${c.lang}"` : '';
  const site = await startFakeWebsite({
    [path]: [
      'text/html; charset=utf-8',
      `<!doctype html><html${lang}><head><meta charset="utf-8"></head><body>${body}</body></html>`,
    ],
  });
  try {
    const read = await scrapeWebsite(site.base + path, { allowLoopback: true, maxPages: 1, location: c.location });
    return read?.hours;
  } finally {
    await site.close();
  }
}

const results = new Map<string, string[]>();

describe('the hours zoo: opening hours as any small business writes them, in every language and markup', () => {
  it('holds real pages in every language the readers speak, each naming its source, split once by file name', () => {
    expect(new Set(CASES.map((c) => c.file.slice(0, 2)))).toEqual(
      new Set(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt']),
    );
    for (const c of CASES)
      expect(readFileSync(join(__dirname, 'fixtures', 'hours-zoo', c.file), 'utf8')).toMatch(
        /^<!-- source: github\.com\/\S+ \S+ @[0-9a-f]{40} /,
      );
    expect(new Set(CASES.map((c) => c.file)).size).toBe(CASES.length);
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
      console.log(`hours zoo ${half === 'dev' ? 'tuning' : 'held-out'} half: ${passed}/${cases.length} cases read`);
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [file, m] of results)
      if (m.length && halfOf(file) === 'dev') console.log(`hours zoo miss ${file}: ${m.join('; ')}`);
  });
});
