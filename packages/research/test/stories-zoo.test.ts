// The stories zoo: whole small websites that quote their customers or say when the business was founded
// (test/fixtures/stories-zoo, a folder of pages per site, each page naming its source repository, commit and path; a
// PHP page is stored as the HTML php-cli renders from it and its includes, or as written where it cannot run; scripts,
// styles and svg bodies cut), read through research's own crawl (scrapeWebsite from the home page of a site served on
// 127.0.0.1). Each case lists the customers' words the site shows (the quote's opening, its author as the page names
// them), the founding year the business gives for itself (or none), texts that must never be read as a testimonial
// (an introduction, a section's title, a template's sample review) and years that are never the founding year (a
// copyright, a review's date, an award's or a building's year, a franchisor's history). A case's folder name is split
// once by `halfOf` (the research corpus's rule): readers are improved looking at the tuning half only; what a held-out
// case misses is never printed.
//
// Round 1 (session 14): twelve sites in eight languages (German, English, French, Spanish, Italian, Japanese, Dutch,
// Portuguese): a tiler, a plumber, a disaster-restoration franchisee, a local advertising publisher, a web agency, a
// bakery, a handyman, an ice-cream parlour, a fireworks shop, a sushi chain, an electrician and a web agency. Their
// facts were written from the pages before any reader ran on them. Split before any reader changed: tuning 6
// (de-tiler, en-plumber, fr-bakery, fr-handyman, nl-electrician, pt-agency), held-out 6 (en-restoration, en-publisher,
// es-webservices, it-gelateria, ja-fireworks, ja-sushi).
// First pass: tuning 2/6 sites whole, testimonials 9/14 (with their author 3/14), 8 wrong testimonials, founding years
// 2/2, 0 wrong; held-out 1/6 sites whole, testimonials 16/26 (with their author 1/26), 4 wrong testimonials, founding
// years 0/1, 1 wrong.
// Why the tuning sites' misses: a blockquote's author written after it in its card (a Bootstrap figure's figcaption, a
// photo's caption and then the name) was not read, and those lines were read as review cards of their own
// (en-plumber, fr-handyman); a block's last heading was taken as the title of every block after it, so a footer after
// a reviews section stood among reviews (nl-electrician) and a review list stood under its first card's title
// (fr-bakery); a template's "Lorem, ipsum" (with a comma) passes the placeholder rule, and a reviews section's
// introduction in a "testimonial-heading" block reads as a quote (nl-electrician); a review card's title is longer than
// its words and read as the quote, its title as the author (fr-bakery). Founding years: no tuning miss.
// After round 1's techniques (a quote's byline is the last short line after it in its card, and a read blockquote's
// card is no list of cards; a heading titles the blocks after its own only when at most a line follows it there):
// tuning 4/6 sites whole, testimonials 11/14 (with their author 9/14), 4 wrong testimonials (fr-bakery 0 -> 2, two
// cards' titles read as quotes; nl-electrician 5 -> 2), founding years 2/2, 0 wrong; held-out 1/6 sites whole,
// testimonials 16/26 (with their author 1/26), 4 wrong testimonials, founding years 0/1, 1 wrong (unchanged).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf, normText } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

const DIR = join(__dirname, 'fixtures/stories-zoo');

interface Story {
  /** the quote's opening words as the page writes them */
  quote: string;
  /** its author as the page names them (a part of the byline) */
  author?: string;
}

interface Case {
  /** the site's folder in test/fixtures/stories-zoo: its pages under their own paths */
  site: string;
  /** the home page's file */
  home: string;
  /** where the caller says the business is (the API's location) */
  location: string;
  testimonials: Story[];
  /** the year the business says it was founded, opened or begun; none where it says no year of its own */
  year?: string;
  /** texts that must never be read as a testimonial */
  never: string[];
  /** years that are never the founding year */
  neverYears: string[];
}

const CASES: Case[] = [
  {
    site: 'de-tiler',
    home: 'index.php',
    location: 'Fellbach, Deutschland',
    testimonials: [],
    // "Vielmetter wurde 2008 … gegründet"; each founder's own firm before it (2000, 2003) is not this business
    year: '2008',
    never: ['Wir lieben das Detail', 'Wie unser ehemaliger Staatsminister bereits sagte'],
    neverYears: ['2000', '2003', '2013'],
  },
  {
    site: 'en-plumber',
    home: 'moore/index.html',
    location: 'Coeur d’Alene, Idaho',
    testimonials: [
      { quote: 'Years ago, we had a house full of girls', author: 'Louise Johnsen' },
      { quote: 'I have worked with Moore Plumbing Company for approximately 13 years', author: 'Dan Hamm' },
    ],
    // "Quality Commercial and Residential Plumbing Since 1992"
    year: '1992',
    never: ['Lorem ipsum dolor sit amet', 'Name', 'John Doe', 'Custom Home Entrance'],
    neverYears: [],
  },
  {
    site: 'en-restoration',
    home: 'index.php',
    location: 'Post Falls, Idaho',
    testimonials: [
      { quote: 'Quick response both initially and when dealing with the insurance company', author: 'Emily McManaway' },
      { quote: 'Your service people were prompt, professional', author: 'V.K.' },
      { quote: 'Your Response to my emergency was very fast', author: 'Cathy Curtis' },
      { quote: 'Everyone has been extremely helpful and wonderful', author: 'J.L.' },
      { quote: 'Prompt, professional service and frequent updates', author: 'Dick Shern' },
      { quote: 'We were please and relieved with the quick response', author: 'B.P.' },
      { quote: 'Thank you for all the good work', author: 'Dale & Sue Moneypenny' },
      { quote: 'Thanks for a job well done by a group of great guys', author: 'Bill & Wilma Mason' },
    ],
    // the franchisee was "begun by Val Hansen over 40 years ago": no year of its own; the brand's history is another's
    never: ['Below are just a few comments from our past customers', 'For more testimonials visit'],
    neverYears: ['1929', '1947', '1952', '1991', '1999', '2007'],
  },
  {
    site: 'en-publisher',
    home: 'testimonials.php',
    location: 'Cincinnati, Ohio',
    testimonials: [
      { quote: 'I want to express my appreciation for the help you and Kim give me', author: 'Ed Bitzer' },
      { quote: 'I really like this type of advertising', author: 'Kim' },
      { quote: 'We can really appreciate that the', author: 'Jason' },
      { quote: 'Dealing with Business Review Services, Inc. has been an absolute pleasure', author: 'Drew' },
      { quote: 'I have participated with Business Review Services for many years', author: 'Frank Talucci' },
    ],
    never: ['To: Julie Wood, Business Review Services', 'Customer Testimonials'],
    neverYears: [],
  },
  {
    site: 'es-webservices',
    home: 'index.php',
    location: 'México',
    testimonials: [
      { quote: 'Su enfoque centrado en el cliente', author: 'Julieta Guadalupe López' },
      { quote: 'El equipo de desarrollo web capturó', author: 'Maria Araceli Balaguer' },
      { quote: 'El equipo de desarrollo web superó mis expectativas', author: 'Gibby Gibson' },
      { quote: 'Estoy encantado con el resultado final', author: 'Alan Fernández' },
      { quote: 'Desde el diseño inicial hasta el lanzamiento', author: 'Christian Charles Philip Bale' },
      { quote: '¡Increíble experiencia trabajando con ellos!', author: 'Ricardo García Noguez' },
    ],
    never: ['Qué Dicen Nuestros Clientes', '¡Bienvenido a nuestro sitio web!', 'Somos Tu Socio Confiable'],
    neverYears: [],
  },
  {
    site: 'fr-bakery',
    home: 'pages/avis.php',
    location: 'Besançon, France',
    testimonials: [
      { quote: 'Je suggère cette boulangerie, elle en vaut le détour', author: 'Khang Nguyen' },
      { quote: 'À ma grande suprise, tout était bon', author: 'Jorel Masgonty' },
      { quote: 'Malgré mes exigences, cette boulangerie a su m', author: 'Adrien Bruyère' },
      { quote: "J'ai toujours été satisfait par cette boulangerie", author: 'Clément Da Silva' },
      { quote: 'Viennoiseries et pâtisseries délicieuses', author: 'Teha Valette' },
    ],
    never: ["Ce que pensent nos clients de Eyce's Croissant"],
    neverYears: ['2021', '2022', '2023', '2024'],
  },
  {
    site: 'fr-handyman',
    home: 'home.php',
    location: 'Criquiers, France',
    testimonials: [
      { quote: 'Le travail a été rapide et correctement effectué', author: 'Marc Fournier' },
      { quote: 'Les délais ont été respectés et le travail fait avec soin', author: 'Louise Chevalier' },
      { quote: 'Très bon artisan, respectueux de son travail', author: 'Sarah Lemaire' },
      { quote: 'Travail moyen et plus long que prévu', author: 'Bertrand Macron' },
    ],
    never: ['Ce que disent nos clients', "Vous avez besoin d'un informaticien"],
    neverYears: ['2019', '2020', '2021', '2022'],
  },
  {
    site: 'it-gelateria',
    home: 'ChiSiamo.php',
    location: 'Italia',
    testimonials: [],
    // "Fondata con una passione per l'arte gelata": founded, in no year
    never: ['Benvenuti nella nostra gelateria!', 'Grazie per aver scelto di fare parte della nostra storia gelata.'],
    neverYears: [],
  },
  {
    site: 'ja-fireworks',
    home: 'tokusyu.html',
    location: '日本',
    testimonials: [
      { quote: '花火大会の帰りに息子に', author: '息子の父様' },
      { quote: '商品が届いたらビックリ何と子供たちが大騒ぎ', author: '大家族の母様' },
      { quote: 'お盆に息子一家が帰省するので', author: 'Tamayaの常連客' },
      { quote: '毎年サプライズで彼女に花火をプレゼントしてます', author: '鈴木様' },
      { quote: '送っていただいた花火、早速楽しみました', author: '佐々木様' },
      { quote: '商品が届いたらビックリ何と友人たちが大騒ぎ', author: '渡辺様' },
      { quote: '今回、初めて花火を買ったのですがとても楽しめました', author: '小笠原様' },
    ],
    never: ['このページではお客様の声を掲載してます。'],
    neverYears: [],
  },
  {
    site: 'ja-sushi',
    home: 'company.html',
    location: '京都市',
    testimonials: [],
    // 会社概要: "創業 昭和20年12月5日"; the head office's building (昭和60年) and a shop's closing (令和元年) are not it
    year: '1945',
    never: ['継続は力なり'],
    neverYears: ['1985', '2019'],
  },
  {
    site: 'nl-electrician',
    home: 'index.php',
    location: 'Nederland',
    // "Onze beoordelingen": every review is the template's Lorem ipsum
    testimonials: [],
    never: ['Lorem, ipsum dolor sit amet', 'Als gebouwenreinigingsbedrijf zijn wij trots'],
    neverYears: [],
  },
  {
    site: 'pt-agency',
    home: 'index.php',
    location: 'Brasil',
    // six cards, three quotes: each said twice under another name
    testimonials: [
      { quote: 'Estou completamente impressionado com a qualidade excepcional', author: 'Osvaldo' },
      { quote: 'Estou extremamente satisfeito com o incrível trabalho', author: 'Cleiton' },
      { quote: 'Estou extremamente satisfeito com os serviços prestados', author: 'Gabriela' },
    ],
    // "Fundada no projetor integrador do senac": founded, in no year
    never: ['Não perca mais tempo', 'Trazer a inovação e transformação digital'],
    neverYears: [],
  },
];

/** every file under a folder, by its path from that folder */
const filesOf = (dir: string, under = ''): string[] =>
  readdirSync(join(dir, under)).flatMap((f) =>
    statSync(join(dir, under, f)).isDirectory() ? filesOf(dir, join(under, f)) : [join(under, f)],
  );

/** the site's pages by path: an .html page also without the extension, the home at / */
function pagesOf(c: Case): Record<string, [string, string]> {
  const pages: Record<string, [string, string]> = {};
  for (const file of filesOf(join(DIR, c.site))) {
    const page: [string, string] = ['text/html; charset=utf-8', readFileSync(join(DIR, c.site, file), 'utf8')];
    pages[`/${file}`] = page;
    if (file.endsWith('.html')) pages[`/${file.slice(0, -'.html'.length)}`] = page;
    if (file === c.home) pages['/'] = page;
  }
  return pages;
}

const squash = (s: string) => normText(s).replace(/[\s"“”'‘’«»「」]+/gu, '');

interface Tally {
  found: number;
  expected: number;
  authors: number;
  withAuthor: number;
  /** testimonials read that the page gives as no customer's words */
  wrong: number;
  yearFound: number;
  yearExpected: number;
  /** a year read that is not the business's founding year */
  wrongYear: number;
  misses: string[];
}

function tally(c: Case, site: ScrapedSite | null): Tally {
  const read = site?.testimonials ?? [];
  const misses: string[] = site ? [] : ['no site read'];
  let found = 0;
  let authors = 0;
  for (const t of c.testimonials) {
    const hit = read.find((r) => squash(r.quote).includes(squash(t.quote)));
    if (!hit) {
      misses.push(`missing "${t.quote}"`);
      continue;
    }
    found++;
    if (!t.author) continue;
    if (hit.author && squash(hit.author).includes(squash(t.author))) authors++;
    else misses.push(`"${t.quote}" by ${hit.author ?? 'nobody'}, not ${t.author}`);
  }
  const extra = read.filter((r) => !c.testimonials.some((t) => squash(r.quote).includes(squash(t.quote))));
  misses.push(...extra.map((r) => `read as a testimonial: "${r.quote.slice(0, 80)}"`));
  const year = site?.foundingYear?.value;
  const yearFound = c.year && year === c.year ? 1 : 0;
  const wrongYear = year && year !== c.year ? 1 : 0;
  if (c.year && !yearFound) misses.push(`founding year ${year ?? 'none'}, not ${c.year}`);
  else if (wrongYear) misses.push(`founding year ${year}, where the site gives none`);
  return {
    found,
    expected: c.testimonials.length,
    authors,
    withAuthor: c.testimonials.filter((t) => t.author).length,
    wrong: extra.length,
    yearFound,
    yearExpected: c.year ? 1 : 0,
    wrongYear,
    misses,
  };
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const web = await startFakeWebsite(pagesOf(c));
  try {
    return await scrapeWebsite(`${web.base}/`, { allowLoopback: true, location: c.location });
  } finally {
    await web.close();
  }
}

/**
 * Sites research does not read whole yet: each runs as `it.failing`, so reading one makes the run say so and the list
 * only shrinks.
 */
const KNOWN_MISSES = new Set<string>([
  'fr-bakery',
  'nl-electrician',
  'en-restoration',
  'en-publisher',
  'es-webservices',
  'ja-fireworks',
]);

const groupOf = (site: string) => (halfOf(site) === 'dev' ? 'tuning' : 'held-out');

const results = new Map<string, Tally>();

describe('the stories zoo: testimonials and founding years of whole small sites, read through the crawl', () => {
  it('holds real pages, each naming its source', () => {
    for (const c of CASES)
      for (const file of filesOf(join(DIR, c.site)))
        expect(readFileSync(join(DIR, c.site, file), 'utf8')).toMatch(
          /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
        );
  });

  it('lists never texts that no expected testimonial opens with', () => {
    for (const c of CASES)
      for (const n of c.never) expect(c.testimonials.some((t) => squash(t.quote).startsWith(squash(n)))).toBe(false);
  });

  const run = async (c: Case) => {
    const site = await read(c);
    const t = tally(c, site);
    results.set(c.site, t);
    // a held-out case's misses stay unprinted: only whether it is read whole
    if (groupOf(c.site) === 'held-out') expect(t.misses.length).toBe(0);
    else expect(t.misses).toEqual([]);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  if (reads.length) it.each(reads)('%s', (_site, c) => run(c), 30_000);
  if (known.length) it.failing.each(known)('%s (a known miss)', (_site, c) => run(c), 30_000);

  afterAll(() => {
    for (const group of ['tuning', 'held-out']) {
      const cases = CASES.filter((c) => groupOf(c.site) === group && results.has(c.site)).map((c) =>
        results.get(c.site)!,
      );
      type Count =
        'found' | 'expected' | 'authors' | 'withAuthor' | 'wrong' | 'yearFound' | 'yearExpected' | 'wrongYear';
      const sum = (k: Count) => cases.reduce((n, t) => n + t[k], 0);
      console.log(
        `stories zoo ${group}: ${cases.filter((t) => !t.misses.length).length}/${cases.length} sites whole, ` +
          `testimonials ${sum('found')}/${sum('expected')} (authors ${sum('authors')}/${sum('withAuthor')}), ` +
          `${sum('wrong')} wrong testimonials, years ${sum('yearFound')}/${sum('yearExpected')}, ` +
          `${sum('wrongYear')} wrong years`,
      );
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [site, t] of results)
      if (t.misses.length && groupOf(site) !== 'held-out')
        console.log(`stories zoo miss ${site}: ${t.misses.join('; ')}`);
  });
});
