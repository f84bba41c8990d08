// Design: responsive <picture> output (formats, widths, sizes, priority, stripped metadata), trade icons
// that never cross trades, and palette art (not an icon box) on sites without photos.
import sharp from 'sharp';
import { ICON_NAMES, TRADES, tradeIcons, type SiteDocument } from '../src';
import { dom, renderDoc, sampleDocument } from './helpers';

jest.setTimeout(180_000);

let doc: SiteDocument;
let assets: Map<string, Buffer>;
let files: Map<string, Buffer>;
beforeAll(async () => {
  const sample = await sampleDocument('plumber');
  doc = sample.doc;
  assets = new Map(sample.assets);
  // The hero photo arrives with a camera's EXIF block and GPS position.
  const hero = doc.pages[0]!.sections.find((s) => s.type === 'hero')!;
  const heroSrc = hero.type === 'hero' ? hero.image!.src : '';
  const key = [...assets.keys()].find((k) => heroSrc.endsWith(k) || k.endsWith(heroSrc.split('/').pop()!))!;
  assets.set(
    key,
    await sharp(assets.get(key)!)
      .withExif({
        IFD0: { Copyright: 'Owner', Make: 'Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 46/1 0/1' },
      })
      .jpeg()
      .toBuffer(),
  );
  expect((await sharp(assets.get(key)!).metadata()).exif).toBeDefined();
  files = (await renderDoc(doc, assets)).files;
});

const html = (name: string) => files.get(name)!.toString('utf8');

it('renders photos as <picture> with AVIF and WebP sources, a JPEG fallback and 3-4 widths', async () => {
  const d = dom(html('index.html'));
  const pictures = d.byTag('picture');
  expect(pictures.length).toBeGreaterThan(0);
  for (const p of pictures) {
    const sources = p.childNodes.filter((n) => n.nodeName === 'source') as typeof pictures;
    expect(sources.map((s) => d.attr(s, 'type'))).toEqual(['image/avif', 'image/webp']);
    const img = p.childNodes.find((n) => n.nodeName === 'img') as (typeof pictures)[number];
    const sizes = d.attr(img, 'sizes');
    expect(sizes).toBeTruthy();
    for (const s of sources) expect(d.attr(s, 'sizes')).toBe(sizes);
    const widths = d
      .attr(img, 'srcset')!
      .split(', ')
      .map((c) => Number(/ (\d+)w$/.exec(c)![1]));
    expect(widths.length).toBeGreaterThanOrEqual(3);
    expect(widths.length).toBeLessThanOrEqual(4);
    for (const s of sources) {
      const candidates = d.attr(s, 'srcset')!.split(', ');
      expect(candidates).toHaveLength(widths.length);
      for (const c of candidates) {
        const [path, w] = c.split(' ');
        const meta = await sharp(files.get(path!)!).metadata();
        expect(meta.format).toBe(d.attr(s, 'type') === 'image/avif' ? 'heif' : 'webp');
        expect(`${meta.width}w`).toBe(w);
      }
    }
    expect(Number(d.attr(img, 'width'))).toBeGreaterThan(0);
    expect(Number(d.attr(img, 'height'))).toBeGreaterThan(0);
  }
});

it('loads the hero first (preloaded, fetchpriority=high) and every other photo lazily', () => {
  const page = html('index.html');
  const d = dom(page);
  const imgs = d.byTag('img').filter((i) => /images\/photos/.test(d.attr(i, 'src') ?? ''));
  const high = imgs.filter((i) => d.attr(i, 'fetchpriority') === 'high');
  expect(high).toHaveLength(1);
  expect(d.attr(high[0]!, 'loading')).toBeUndefined();
  for (const i of imgs) if (i !== high[0]) expect(d.attr(i, 'loading')).toBe('lazy');
  const preload = d.byTag('link').filter((l) => d.attr(l, 'rel') === 'preload');
  expect(preload).toHaveLength(1);
  expect(d.attr(preload[0]!, 'fetchpriority')).toBe('high');
  expect(d.attr(preload[0]!, 'type')).toBe('image/avif');
  const avif = dom(page)
    .byTag('source')
    .find((s) => d.attr(s, 'type') === 'image/avif');
  expect(d.attr(preload[0]!, 'imagesrcset')).toBe(d.attr(avif!, 'srcset'));
  // No other page preloads a photo it does not show.
  expect(html('contact.html')).not.toMatch(/rel="preload"/);
});

it('strips EXIF and GPS metadata from every image it writes', async () => {
  for (const [path, bytes] of files) {
    if (!/^images\/photos\/.*\.(jpg|webp|avif)$/.test(path)) continue;
    const meta = await sharp(bytes).metadata();
    expect([path, meta.exif]).toEqual([path, undefined]);
    expect(meta.xmp).toBeUndefined();
  }
});

const research = (name: string, type: string, description: string, services: string[]) => ({
  business: { name, type, licenses: [] },
  businessDescription: description,
  research: { services: services.map((s) => ({ name: s })), photos: [] },
});

it('draws only the trade’s own icons, and palette art without photos (the about block repeats no art)', async () => {
  const { writeDocumentDeterministic } = await import('../src');
  const sites = [
    // Offerings of different kinds (two with no word of their own would share the trade's icon, and show none).
    research('Ink & Iron', 'tattoo studio', 'Custom tattoos in a private studio.', ['Fine line work', 'Colour pieces']),
    research('Little Leapers', '', 'A kids gym with tumbling and trampoline classes.', ['Toddler tumbling', 'Parties']),
    research('Bright Smile Dental', 'dentist', 'A family dental practice.', ['Check-ups', 'Teeth whitening']),
    research('Boston Harbor Plumbing', 'plumber', 'Plumbing repairs.', ['Drain cleaning', 'Boiler repair']),
  ];
  const expected = ['tattoo-studio', 'kids-gym', 'dentist', 'plumber'];
  for (const [i, input] of sites.entries()) {
    const trade = TRADES.find((t) => t.id === expected[i])!;
    const other = new Set(TRADES.filter((t) => t.family !== trade.family).flatMap((t) => [...tradeIcons(t)]));
    const out = await renderDoc(writeDocumentDeterministic(input), new Map());
    for (const [path, bytes] of out.files) {
      if (!path.endsWith('.html')) continue;
      const page = bytes.toString('utf8');
      const used = [...page.matchAll(/data-icon="([a-z0-9-]+)"/g)].map((m) => m[1]!);
      for (const icon of used) {
        expect(ICON_NAMES).toContain(icon);
        expect([trade.id, icon, other.has(icon)]).toEqual([trade.id, icon, false]);
      }
      if (path === 'index.html') {
        expect(used.some((icon) => tradeIcons(trade).has(icon))).toBe(true);
        // The hero's art appears once per page at most; the story has none of its own.
        expect(page.match(/class="motif /g)?.length ?? 0).toBeLessThanOrEqual(1);
        expect(page).not.toMatch(/section--story[^]*class="art/);
      }
    }
  }
});

it('never shows the same photo twice on one page', async () => {
  const copy = structuredClone(doc);
  const home = copy.pages[0]!.sections;
  const hero = home.find((s) => s.type === 'hero')!;
  const story = home.find((s) => s.type === 'story')!;
  if (hero.type !== 'hero' || story.type !== 'story') throw new Error('sample has a hero and a story');
  story.image = hero.image;
  const page = (await renderDoc(copy, assets)).files.get('index.html')!.toString('utf8');
  const d = dom(page);
  const srcs = d.byTag('img').map((i) => d.attr(i, 'src'));
  expect(srcs.filter((s) => s === hero.image!.src)).toHaveLength(1);
  expect(new Set(srcs).size).toBe(srcs.length);
});
