// `npm run gallery [outDir] [--trades=a,b] [--styles=Bold,Dark] [--no-languages|--languages]`: builds sample sites for a dozen
// trades in every design style with no provider keys (the deterministic writer, generated stand-in photos for half
// of them, none for the rest), then one real website per language of the research corpus's dev half written in its
// own language (unless --no-languages; with picked trades or styles only with --languages), and writes a contact sheet of their home
// pages, mobile (390px) and desktop (1280px) screenshots, to outDir/index.html. Screenshots use playwright-core with
// /usr/bin/chromium. Nothing is fetched from the internet.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveDir } from './serve-dir';
import { DESIGN_STYLES } from '@sgs/contracts';
import { measurePhotos, renderSite, writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { samplePhoto } from '../src/samples/photos';
import { tradeById, tradePhrases } from '../src/trades';
import { researchFromWebsite } from './site-from-website';
import type { ResearchEntry } from '../../../test/research-corpus/entries';
import { halfOf } from '../../../test/research-corpus/measures';

const CORPUS = path.resolve(__dirname, '../../../test/research-corpus');
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The first dev-half entry (by id) of each language other than English the research corpus has, read without a
 * browser (entries whose pages need one are left out). The test half is never read.
 */
function languageSites() {
  const byLanguage = new Map<string, ResearchEntry>();
  const dev = fs
    .readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && halfOf(d.name) === 'dev')
    .map((d) => d.name)
    .sort();
  for (const id of dev) {
    const e = JSON.parse(fs.readFileSync(path.join(CORPUS, id, 'expected.json'), 'utf8')) as ResearchEntry;
    if (e.language !== 'en' && !e.rendered && !byLanguage.has(e.language)) byLanguage.set(e.language, e);
  }
  return [...byLanguage.values()].sort((a, b) => a.language.localeCompare(b.language));
}

interface Sample {
  trade: string;
  name: string;
  description: string;
  services: { name: string; price?: string; description?: string }[];
  photos: number;
}

/** One business per trade, in its own words; every other one has no photos (typographic hero and palette art). */
const SAMPLES: Sample[] = [
  {
    trade: 'restaurant',
    name: 'Casa Lupita',
    description: 'Family Mexican kitchen: slow-cooked birria, hand-pressed tortillas and a patio for summer nights.',
    services: [
      { name: 'Birria tacos', price: '$14' },
      { name: 'Pozole verde', price: '$12' },
      { name: 'Churros', price: '$7' },
    ],
    photos: 6,
  },
  {
    trade: 'tattoo-studio',
    name: 'Ink & Iron',
    description: 'A private tattoo studio for custom fine-line and traditional work.',
    services: [{ name: 'Custom designs' }, { name: 'Fine line' }, { name: 'Cover-ups' }],
    photos: 0,
  },
  {
    trade: 'kids-gym',
    name: 'Little Leapers',
    description: 'A kids gym with tumbling, trampoline and parkour classes for ages 2 to 12.',
    services: [{ name: 'Toddler tumbling' }, { name: 'Parkour club' }, { name: 'Birthday parties' }],
    photos: 4,
  },
  {
    trade: 'plumber',
    name: 'Harbor Plumbing',
    description: 'Licensed plumbers for leaks, drains and water heaters across the South Shore.',
    services: [{ name: 'Drain cleaning' }, { name: 'Leak repair' }, { name: 'Water heaters' }],
    photos: 0,
  },
  {
    trade: 'dentist',
    name: 'Bright Smile Dental',
    description: 'A family dental practice: check-ups, hygiene, whitening and gentle care for nervous patients.',
    services: [{ name: 'Check-ups' }, { name: 'Hygienist visits' }, { name: 'Teeth whitening' }],
    photos: 3,
  },
  {
    trade: 'hair-salon',
    name: 'Studio Nine Hair',
    description: 'Cuts, colour and balayage in a calm, light-filled hair salon.',
    services: [
      { name: 'Cut and finish', price: '$65' },
      { name: 'Balayage', price: '$180' },
    ],
    photos: 0,
  },
  {
    trade: 'cafe',
    name: 'Morning Ritual Café',
    description: 'Specialty coffee roasted in-house and pastries baked every morning.',
    services: [{ name: 'Flat white' }, { name: 'Cardamom buns' }],
    photos: 5,
  },
  {
    trade: 'landscaper',
    name: 'Greenline Landscapes',
    description: 'Garden design, lawn care and tree work for homes in the valley.',
    services: [{ name: 'Garden design' }, { name: 'Lawn care' }, { name: 'Tree pruning' }],
    photos: 0,
  },
  {
    trade: 'auto-repair',
    name: 'Northside Auto Repair',
    description: 'Honest car repair: diagnostics, brakes, servicing and tyres.',
    services: [{ name: 'Diagnostics' }, { name: 'Brake repair' }, { name: 'Oil change' }],
    photos: 3,
  },
  {
    trade: 'lawyer',
    name: 'Hale & Moreno Law',
    description: 'A small law firm for wills, estates and property, explained in plain English.',
    services: [{ name: 'Wills and estates' }, { name: 'Property contracts' }],
    photos: 0,
  },
  {
    trade: 'florist',
    name: 'Petal & Stem',
    description: 'A neighbourhood florist: seasonal bouquets, wedding flowers and same-day delivery.',
    services: [{ name: 'Seasonal bouquets' }, { name: 'Wedding flowers' }, { name: 'Same-day delivery' }],
    photos: 4,
  },
  {
    trade: 'yoga-studio',
    name: 'Still Point Yoga',
    description: 'A yoga studio with vinyasa, yin and beginner classes seven days a week.',
    services: [{ name: 'Vinyasa flow' }, { name: 'Yin yoga' }, { name: 'Beginners course' }],
    photos: 0,
  },
  {
    trade: 'veterinarian',
    name: 'Riverside Vets',
    description: 'A veterinary practice for dogs, cats and small animals, with an in-house surgery.',
    services: [{ name: 'Vaccinations' }, { name: 'Dental care for pets' }, { name: 'Surgery' }],
    photos: 3,
  },
  {
    trade: 'photographer',
    name: 'June Park Photography',
    description: 'Wedding, family and portrait photography with a documentary eye.',
    services: [{ name: 'Weddings' }, { name: 'Family portraits' }],
    photos: 0,
  },
];

function inputOf(s: Sample, style: string): ResearchInput {
  const trade = tradeById(s.trade)!;
  return {
    business: { name: s.name, type: trade.noun.one, phone: '(555) 010-0199', address: '12 Main Street, Springfield' },
    businessDescription: s.description,
    research: {
      business_category: trade.category,
      design_style: style,
      services: s.services,
      testimonials: [
        { quote: `Wonderful ${trade.craft}, friendly people. Highly recommended.`, author: 'A. Customer' },
      ],
      photos: Array.from({ length: s.photos }, (_, i) => ({
        localPath: `images/photos/${s.trade}-${i + 1}.jpg`,
        source: 'upload' as const,
        alt: `${s.name}, photo ${i + 1}`,
      })),
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'gallery');
  const pick = (flag: string) =>
    args
      .find((a) => a.startsWith(`--${flag}=`))
      ?.slice(flag.length + 3)
      .split(',');
  const trades = pick('trades');
  const styles = pick('styles');
  const samples = SAMPLES.filter((s) => !trades || trades.includes(s.trade));
  // the row of sites in their own languages: on a whole gallery unless --no-languages, on a subset with --languages
  const withLanguages = args.includes('--languages') || (!args.includes('--no-languages') && !trades && !styles);
  const chosen = DESIGN_STYLES.filter(
    (st) => !styles || styles.some((p) => st.toLowerCase().startsWith(p.toLowerCase())),
  );
  fs.mkdirSync(outDir, { recursive: true });
  const sites = path.join(outDir, 'sites');
  const shots = path.join(outDir, 'shots');
  fs.mkdirSync(shots, { recursive: true });

  const server = await serveDir(sites);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  /** Renders a site into sites/<slug>, screenshots its home page on a phone and a desktop; its contact-sheet cell. */
  async function shoot(slug: string, caption: string, label: string, doc: SiteDocument, bytes: Map<string, Buffer>) {
    const files = await renderSite(doc, bytes, {
      baseUrl: `http://${slug}.localhost:3001`,
      siteId: '00000000-0000-4000-8000-000000000000',
      formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
    });
    const dir = path.join(sites, slug);
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [file, data] of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), data);
    }
    for (const [name, viewport] of [
      ['mobile', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${server.base}/${slug}/index.html`, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(shots, `${slug}--${name}.png`), type: 'png' });
      await page.close();
    }
    process.stdout.write('.');
    return `<figure><figcaption>${esc(caption)}</figcaption><a href="sites/${slug}/index.html"><img src="shots/${slug}--desktop.png" width="320" height="200" alt="${esc(label)}, desktop" loading="lazy"><img src="shots/${slug}--mobile.png" width="92" height="200" alt="${esc(label)}, mobile" loading="lazy"></a></figure>`;
  }
  try {
    for (const sample of samples) {
      const cells: string[] = [];
      for (const style of chosen) {
        const slug = `${sample.trade}--${style.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        const input = inputOf(sample, style);
        const bytes = new Map<string, Buffer>();
        for (const p of input.research.photos ?? []) bytes.set(p.localPath, await samplePhoto(p.localPath));
        const doc = writeDocumentDeterministic(await measurePhotos(input, bytes));
        cells.push(await shoot(slug, style, `${sample.name} in ${style}`, doc, bytes));
      }
      const trade = tradeById(sample.trade)!;
      rows.push(
        `<section><h2>${sample.name} <small>${tradePhrases(trade).eyebrow}, ${sample.photos ? `${sample.photos} photos` : 'no photos'}</small></h2><div class="row">${cells.join('')}</div></section>`,
      );
    }
    if (withLanguages) {
      // One real website per language the research corpus's dev half has, read as research reads it and written in
      // its own language, in the style the writer chooses for it.
      const cells: string[] = [];
      for (const entry of languageSites()) {
        const { input, bytes } = await researchFromWebsite(path.join(CORPUS, entry.id, 'site'), entry.path);
        // named as the caller names it on create
        const named = { ...input, business: { ...input.business, name: entry.name } };
        const doc = writeDocumentDeterministic(await measurePhotos(named, bytes));
        cells.push(
          await shoot(
            `language--${entry.id}`,
            `${entry.language}: ${doc.business.name}`,
            `${doc.business.name} in ${entry.language}`,
            doc,
            bytes,
          ),
        );
      }
      rows.push(
        `<section><h2>In their own languages <small>research-corpus websites, one per language</small></h2><div class="row">${cells.join('')}</div></section>`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site gallery</title><style>body{font:14px system-ui;margin:24px;background:#f4f4f5}h2{font-size:16px}small{color:#555;font-weight:400}.row{display:flex;gap:16px;overflow-x:auto}figure{margin:0;background:#fff;padding:8px;border-radius:8px}figure a{display:flex;gap:6px}img{object-fit:cover;object-position:top;border:1px solid #ddd}</style></head><body><h1>${samples.length} trades × ${chosen.length} styles</h1>${rows.join('')}</body></html>`,
  );
  process.stdout.write(
    `\n${samples.length * chosen.length} sample sites${withLanguages ? ` and ${languageSites().length} in other languages` : ''}; contact sheet: ${path.join(outDir, 'index.html')}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
