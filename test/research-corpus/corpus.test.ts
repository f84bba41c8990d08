// The research corpus is well formed (every entry's expected facts, its half by the split rule, its source row) and the
// bench's measures read real markup as an owner would.
import fs from 'node:fs';
import path from 'node:path';
import { amounts, halfOf, isFillerFaq, isLabelBlock, itemShown, normText, sentences, timeRanges } from './measures';
import { loadResearchCorpus } from './entries';
import { serveDir } from '../../scripts/lib/serve-dir';

const DIR = __dirname;
const split = JSON.parse(fs.readFileSync(path.join(DIR, 'split.json'), 'utf8')) as { dev: string[]; test: string[] };
const sources = fs.readFileSync(path.join(DIR, 'SOURCES.md'), 'utf8');
const entries = loadResearchCorpus(DIR);

describe('research corpus entries', () => {
  it('has every folder as an entry, each placed by the split rule', () => {
    const folders = fs
      .readdirSync(DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(entries.map((e) => e.id)).toEqual(folders);
    expect([...split.dev, ...split.test].sort()).toEqual(folders);
    for (const id of folders) expect(split[halfOf(id)]).toContain(id);
  });

  it.each(entries.map((e) => [e.id, e] as const))('%s: facts, pages and source are complete', (id, e) => {
    expect(e.id).toBe(id);
    expect(e.country).toMatch(/^[A-Z]{2}$/);
    expect(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja']).toContain(e.language);
    if (e.facts.phone) expect(e.facts.phone).toMatch(/^\+[1-9]\d{6,14}$/);
    if (e.facts.email) expect(e.facts.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    for (const item of e.items ?? []) {
      expect(item.name.trim()).not.toBe('');
      expect(item.price.trim()).not.toBe('');
    }
    for (const where of e.locations ?? []) expect(where.address.trim()).not.toBe('');
    // the page given as existingSiteUrl exists, as a file or a folder's index
    const start = path.join(DIR, id, 'site', e.path);
    const startFile = e.path.endsWith('/') ? ['index.html', 'index.php'].map((f) => path.join(start, f)) : [start];
    expect(startFile.some((f) => fs.existsSync(f))).toBe(true);
    // a client-rendered entry keeps the scripts a browser needs
    if (e.rendered) expect(walk(path.join(DIR, id, 'site')).some((f) => /\.m?js$/.test(f))).toBe(true);
    expect(sources).toMatch(new RegExp(`^\\| ${id} \\| github\\.com/`, 'm'));
  });

  it('spans the languages, trades, client-rendered pages and branches the bench is for', () => {
    expect(new Set(entries.map((e) => e.language)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(entries.map((e) => e.trade)).size).toBeGreaterThanOrEqual(15);
    // issue 27 asks for five of each
    expect(entries.filter((e) => e.rendered).length).toBeGreaterThanOrEqual(5);
    expect(entries.filter((e) => (e.locations?.length ?? 0) > 1).length).toBeGreaterThanOrEqual(5);
  });
});

describe('serving an entry as its host would', () => {
  /** An entry's site served on 127.0.0.1, and the status and body of each path asked, in order. */
  const served = async (id: string, paths: string[], appShell = false) => {
    const srv = await serveDir(path.join(DIR, id, 'site'), appShell);
    try {
      const out: { status: number; body: string }[] = [];
      for (const p of paths) {
        const res = await fetch(`${srv.base}${p}`, { redirect: 'manual' });
        out.push({ status: res.status, body: await res.text() });
      }
      return out;
    } finally {
      await srv.close();
    }
  };

  it('answers an extensionless link with the .html or .php page of that name, and a missing page with 404', async () => {
    // a Jekyll site on GitHub Pages links /Sucursales; an Apache rewrite sends /distribuciones to distribuciones.php
    expect(await served('ferreteria-lupercio-aguascalientes', ['/Sucursales', '/Precios'])).toEqual([
      { status: 200, body: expect.stringContaining('Av. Independencia 2505') },
      { status: 404, body: expect.any(String) },
    ]);
    expect(await served('ojai-distribuciones', ['/distribuciones'])).toEqual([
      { status: 200, body: expect.stringContaining('Sucursal Mochis') },
    ]);
  });

  it("answers a client-rendered app's routes with its shell, and only for an app", async () => {
    expect(await served('db-plomberie-toulouse', ['/contact', '/assets/none.js'], true)).toEqual([
      { status: 200, body: expect.stringContaining('<div id="root"></div>') },
      { status: 404, body: expect.any(String) },
    ]);
    expect((await served('ferreteria-lupercio-aguascalientes', ['/contact-us']))[0]?.status).toBe(404);
  });
});

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

describe('bench measures', () => {
  it('reads amounts as written in each convention', () => {
    expect(amounts('4,60€ HT par personne')).toEqual([4.6]);
    expect(amounts('ab 49.00 EUR')).toEqual([49]);
    expect(amounts('¥2,900')).toEqual([2900]);
    expect(amounts('$450.000')).toEqual([450000]);
    expect(amounts('v.a. 66,5')).toEqual([66.5]);
  });

  it('counts an item shown only when its price is beside its name', () => {
    const list = 'Heren Wassen en knippen 28 Tondeuse coupe 16,5 Dames Wassen en drogen 12,5';
    expect(itemShown(list, { name: 'Tondeuse coupe', price: '16,5' })).toBe(true);
    expect(itemShown(list, { name: 'Tondeuse coupe', price: '17' })).toBe(false);
    expect(itemShown('Balayage auf Anfrage', { name: 'Balayage', price: 'auf Anfrage' })).toBe(true);
    expect(itemShown('Our services: Balayage, Highlights', { name: 'Balayage', price: 'auf Anfrage' })).toBe(false);
    expect(itemShown('Aコース：前菜*、メイン ¥2,900', { name: 'Aコース', price: '¥2,900' })).toBe(true);
  });

  it('compares text with its commas spaced one way and its decimal commas kept', () => {
    expect(normText('Rua 12 de Dezembro,592')).toBe(normText('Rua 12 de Dezembro, 592'));
    expect(normText('Tondeuse coupe 16,5')).toBe('tondeuse coupe 16,5');
  });

  it('reads time ranges in the forms small businesses write', () => {
    expect(timeRanges('Lundi 7h - 19h')).toEqual([[420, 1140]]);
    expect(timeRanges('12.00 - 14.00, 19.00 - 22.00')).toEqual([
      [720, 840],
      [1140, 1320],
    ]);
    expect(timeRanges('ランチ 11:00～14:30')).toEqual([[660, 870]]);
    expect(timeRanges('Tuesday - Saturday : 11:00AM - 9:00PM')).toEqual([[660, 1260]]);
    expect(timeRanges('Happy hour 2 - 5')).toEqual([]);
    expect(timeRanges('Maandag van 8.00 tot 18.00 uur')).toEqual([[480, 1080]]);
    expect(timeRanges('de 9h às 18h')).toEqual([[540, 1080]]);
    // a source's hours table in bare hours, read only where a claim is looked up in the sources
    expect(timeRanges('<td>Montag</td> <td>12 - 14</td> <td>18 - 20</td>', { bare: true })).toEqual([
      [720, 840],
      [1080, 1200],
    ]);
  });

  it('splits sentences and keeps only those worth comparing', () => {
    expect(sentences('Made with care. Everything we serve is prepared with attention to detail. Call us!')).toEqual([
      'everything we serve is prepared with attention to detail',
    ]);
  });

  it('tells a filler FAQ from one that answers with a fact', () => {
    expect(isFillerFaq('Do you offer breakfast?', 'Yes. Breakfast is one of our services.')).toBe(true);
    expect(isFillerFaq('Fish Course', 'Ask us about Fish Course when you visit or call.')).toBe(true);
    expect(isFillerFaq('Do you take bookings?', 'Yes, call 0371 28306883 or book online.')).toBe(false);
    expect(isFillerFaq('Is there parking?', 'The car park behind the shop is free for customers.')).toBe(false);
  });

  it('leaves labels out of the sentences a site is made of: eyebrows and blocks that are one link or button', () => {
    expect(isLabelBlock('eyebrow', 'Lo que dicen nuestros clientes', [])).toBe(true);
    expect(isLabelBlock('section-more', 'Ver todos los servicios', ['Ver todos los servicios'])).toBe(true);
    // prose with a link in it, and a block of two links, are read
    const prose = 'Pida su cita por teléfono o en línea, de lunes a viernes.';
    expect(isLabelBlock(undefined, prose, ['en línea'])).toBe(false);
    expect(isLabelBlock('eyebrows-off', 'Llamar · Escribir un mensaje', ['Llamar', 'Escribir un mensaje'])).toBe(false);
  });
});
