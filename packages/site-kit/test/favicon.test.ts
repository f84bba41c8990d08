import sharp from 'sharp';
import {
  readIcoDirectory,
  renderFaviconFamily,
  renderSiteWithReport,
  setContactEmail,
  setFavicon,
  setLogo,
  writeDocumentDeterministic,
  type SiteDocument,
} from '../src';
import { OPTIONS, sampleDocument } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

let doc: SiteDocument;
let assets: Map<string, Buffer>;
beforeAll(async () => {
  const s = await sampleDocument('lawFirm');
  doc = s.doc;
  assets = new Map(s.assets);
});

const solid = (hex: string, size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: hex } })
    .png()
    .toBuffer();
const meanColour = async (png: Buffer) => {
  const { channels } = await sharp(png).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
};

it('writes the favicon family at exactly the right sizes, with a multi-size ICO', async () => {
  const { files, favicon } = await renderSiteWithReport(doc, assets, OPTIONS);
  expect(favicon).toBe('initial-mark');
  const sizes: [string, number][] = [
    ['apple-touch-icon.png', 180],
    ['favicon-16x16.png', 16],
    ['favicon-32x32.png', 32],
    ['favicon-192x192.png', 192],
    ['favicon-512x512.png', 512],
  ];
  for (const [file, size] of sizes) {
    const meta = await sharp(files.get(file)!).metadata();
    expect([file, meta.format, meta.width, meta.height]).toEqual([file, 'png', size, size]);
  }
  // The touch icon is opaque: iOS renders transparency as black.
  expect((await sharp(files.get('apple-touch-icon.png')!).stats()).isOpaque).toBe(true);

  const ico = files.get('favicon.ico')!;
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
  const dir = readIcoDirectory(ico);
  expect(dir.map((e) => e.width)).toEqual([16, 32, 48]);
  for (const e of dir) {
    const png = ico.subarray(e.offset, e.offset + e.bytes);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await sharp(png).metadata()).width).toBe(e.width);
  }
  expect(dir.at(-1)!.offset + dir.at(-1)!.bytes).toBe(ico.length);
});

it('cuts the family from the owner favicon source, and the override survives re-renders and revisions', async () => {
  assets.set('images/favicon-source.png', await solid('#16a34a'));
  const withFavicon = setFavicon(doc, {
    source: { src: 'images/favicon-source.png', alt: 'Favicon', width: 300, height: 300 },
    strategy: 'source-logo-center',
    versionHash: 'abcd1234',
  });
  expect(withFavicon.favicon).toMatchObject({
    override: true,
    strategy: 'source-logo-center',
    versionHash: 'abcd1234',
  });

  const first = await renderSiteWithReport(withFavicon, assets, OPTIONS);
  expect(first.favicon).toBe('source');
  expect(await meanColour(first.files.get('favicon-32x32.png')!)).toEqual([22, 163, 74]);
  expect(first.files.has('images/favicon-source.png')).toBe(true);
  // The family alone (for the favicon operation) matches what a full render writes.
  const family = await renderFaviconFamily(withFavicon, assets);
  expect(family.origin).toBe('source');
  for (const [name, bytes] of family.files) expect(bytes.equals(first.files.get(name)!)).toBe(true);

  // A revision-style change and a re-render keep it.
  const revised = setContactEmail(withFavicon, 'new@harbormain.example').document;
  const again = await renderSiteWithReport(revised, assets, OPTIONS);
  expect(again.files.get('favicon-32x32.png')!.equals(first.files.get('favicon-32x32.png')!)).toBe(true);

  // Re-writing the copy keeps it when the previous document is passed; a full re-run (no previous) resets it.
  const { SAMPLE_BUSINESSES } = await import('../src');
  expect(writeDocumentDeterministic(SAMPLE_BUSINESSES.lawFirm, { previous: revised }).favicon.override).toBe(true);
  expect(writeDocumentDeterministic(SAMPLE_BUSINESSES.lawFirm).favicon.override).toBe(false);
});

it('uses a square logo when there is no favicon source, but not a wide wordmark', async () => {
  assets.set('images/logo.png', await solid('#7c3aed', 400));
  const squareLogo = setLogo(doc, { src: 'images/logo.png', alt: 'Harbor & Main logo', width: 400, height: 400 });
  const square = await renderSiteWithReport(squareLogo, assets, OPTIONS);
  expect(square.favicon).toBe('logo');
  expect(square.files.get('index.html')!.toString()).toMatch(/<img class="brand__logo" src="images\/logo.png"/);

  assets.set(
    'images/wordmark.png',
    await sharp({ create: { width: 900, height: 200, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer(),
  );
  const wide = await renderSiteWithReport(
    setLogo(doc, { src: 'images/wordmark.png', alt: 'Harbor & Main', width: 900, height: 200 }),
    assets,
    OPTIONS,
  );
  expect(wide.favicon).toBe('initial-mark');
});

it('falls back to the initial mark when the favicon source cannot be decoded', async () => {
  assets.set('images/broken.png', Buffer.from('not a png'));
  const broken = setFavicon(doc, { source: { src: 'images/broken.png', alt: 'x', width: 10, height: 10 } });
  const out = await renderSiteWithReport(broken, assets, OPTIONS);
  expect(out.favicon).toBe('initial-mark');
  expect((await sharp(out.files.get('apple-touch-icon.png')!).metadata()).width).toBe(180);
});
