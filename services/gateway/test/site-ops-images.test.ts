import sharp from 'sharp';
import { carryOverOwnerChoices, FAVICON_FILES, SAMPLE_BUSINESSES, writeDocumentDeterministic } from '@sgs/site-kit';
import { call, newAccount } from '../../../test/helpers/stack';
import { deployedSite, liveRelease, startImageServer, startOpsGateway } from './site-ops-helpers';

type Json = Record<string, unknown>;
let ctx: Awaited<ReturnType<typeof startOpsGateway>>;
let images: Awaited<ReturnType<typeof startImageServer>>;

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`,
  );
const png = (w: number, h: number, body: string) =>
  sharp(svg(w, h, body))
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await startOpsGateway();
  images = await startImageServer({
    // wordmark: a thin stroke on the left, a red mark on the right
    '/wide.png': {
      type: 'image/png',
      body: await png(
        600,
        150,
        '<rect x="20" y="60" width="6" height="30" fill="#222222"/><circle cx="525" cy="75" r="60" fill="#cc3333"/>',
      ),
    },
    '/square.png': {
      type: 'image/png',
      body: await png(
        300,
        300,
        '<circle cx="200" cy="100" r="60" fill="#33aa33"/><rect x="30" y="200" width="120" height="60" fill="#222222"/>',
      ),
    },
    '/evil.svg': {
      type: 'image/svg+xml',
      body: Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200" onload="alert(1)">' +
          '<script>alert(2)</script><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<image xlink:href="http://127.0.0.1:1/track.png" width="5" height="5"/><a href="javascript:alert(3)"><circle cx="100" cy="100" r="80" fill="#2a9d8f" onclick="alert(4)"/></a>' +
          '<rect width="10" height="10" style="fill:url(http://evil.example/x)"/></svg>',
      ),
    },
    // attention finds the small red dot (a nearly blank crop); the faint stripes sit in the centre square
    '/center.png': {
      type: 'image/png',
      body: await png(
        360,
        180,
        '<circle cx="30" cy="90" r="12" fill="#ff0000"/>' +
          Array.from(
            { length: 9 },
            (_, i) => `<rect x="${184 + i * 10}" y="0" width="5" height="180" fill="#${i % 2 ? 'dddddd' : 'e8e8e8'}"/>`,
          ).join(''),
      ),
    },
    '/garbage.png': { type: 'image/png', body: Buffer.from('this is not an image at all') },
    '/page.html': { type: 'text/html', body: Buffer.from('<html></html>') },
    '/huge.png': { type: 'image/png', body: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
  });
});
afterAll(async () => {
  await images.close();
  await ctx.gw.close();
});

const post = (siteId: string, key: string, op: 'logo' | 'favicon', body: unknown) =>
  call<Json>(ctx.gw.url, 'POST', `/v1/sites/${siteId}/${op}`, { key, body });

/** A logo-tagged photo in the site's catalog (bytes optional: a missing file is a missing source). */
async function catalogPhoto(
  site: { id: string; accountId: string },
  name: string,
  bytes: Buffer | null,
  tags: string[] = ['logo'],
) {
  const localPath = `images/photos/${name}`;
  if (bytes) await ctx.storage.writeAsset(site.id, localPath, bytes);
  return ctx.gw.db.sitePhoto.create({
    data: {
      siteId: site.id,
      accountId: site.accountId,
      url: `https://example.test/${name}`,
      localPath,
      source: 'upload',
      tags,
    },
  });
}

describe('POST /v1/sites/:id/logo', () => {
  it('writes images/logo.png from a URL onto every page and redeploys; favicon, colors and style unchanged; repeat is a no-op', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const before = await liveRelease(ctx.gw, ctx.storage, site.id);
    const res = await post(site.id, key, 'logo', { source: { url: `${images.base}/square.png` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      logoPath: 'images/logo.png',
      deployedUrl: site.deploymentUrl,
      hint: expect.any(String),
    });
    const after = await liveRelease(ctx.gw, ctx.storage, site.id);
    expect(after.row.id).not.toBe(before.row.id);
    expect(after.row.kind).toBe('logo');
    expect(after.files.has('images/logo.png')).toBe(true);
    for (const page of after.row.pages) expect(after.files.get(page)!.toString()).toContain('images/logo.png');
    for (const f of ['favicon.ico', 'favicon-16x16.png', 'favicon-32x32.png', 'favicon-192x192.png'])
      expect(after.files.get(f)!.equals(before.files.get(f)!)).toBe(true);
    expect(after.document.theme).toEqual(before.document.theme);

    const again = await post(site.id, key, 'logo', { source: { url: `${images.base}/square.png` } });
    expect(again.body).toEqual(res.body);
    expect(await ctx.gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(2);
  });

  it('keeps the whole favicon family when a wide logo replaces none (the initial mark stays)', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const before = await liveRelease(ctx.gw, ctx.storage, site.id);
    expect((await post(site.id, key, 'logo', { source: { url: `${images.base}/wide.png` } })).status).toBe(200);
    const after = await liveRelease(ctx.gw, ctx.storage, site.id);
    for (const f of Object.values(FAVICON_FILES))
      expect({ f, same: after.files.get(f)!.equals(before.files.get(f)!) }).toEqual({ f, same: true });
    expect(after.document.favicon.source).toBeNull();
  });

  it('sanitises an SVG logo: no script, event handlers, external references or foreignObject', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const res = await post(site.id, key, 'logo', { source: { url: `${images.base}/evil.svg` } });
    expect(res.status).toBe(200);
    expect(res.body.logoPath).toBe('images/logo.svg');
    const served = (await liveRelease(ctx.gw, ctx.storage, site.id)).files.get('images/logo.svg')!.toString();
    expect(served).toContain('<circle');
    expect(served).not.toMatch(
      /script|onload|onclick|foreignObject|javascript:|127\.0\.0\.1|evil\.example|ENTITY|passwd/i,
    );
  });

  it("takes a catalog photo by sitePhotoId (jpg), refusing other sites' and unknown ids", async () => {
    const { site, key, account } = await deployedSite(ctx.gw, ctx.storage);
    const photo = await catalogPhoto(
      site,
      'brand.jpg',
      await sharp(svg(320, 320, '<circle cx="160" cy="160" r="100" fill="#1f3b57"/>'))
        .jpeg()
        .toBuffer(),
    );
    const ok = await post(site.id, key, 'logo', { source: { sitePhotoId: photo.id } });
    expect(ok.status).toBe(200);
    expect(ok.body.logoPath).toBe('images/logo.jpg');

    const sibling = await deployedSite(ctx.gw, ctx.storage, { account: { account, key, keyId: '' } });
    const foreign = await catalogPhoto(sibling.site, 'other.jpg', null);
    expect(await post(site.id, key, 'logo', { source: { sitePhotoId: foreign.id } })).toMatchObject({
      status: 403,
      body: { error: 'sitePhotoId does not belong to this site' },
    });
    expect(
      await post(site.id, key, 'logo', { source: { sitePhotoId: '00000000-0000-4000-8000-000000000000' } }),
    ).toMatchObject({ status: 404, body: { error: 'sitePhotoId not found' } });
    const stranger = await deployedSite(ctx.gw, ctx.storage);
    const strangers = await catalogPhoto(stranger.site, 'theirs.jpg', null);
    expect(await post(site.id, key, 'logo', { source: { sitePhotoId: strangers.id } })).toMatchObject({
      status: 404,
      body: { error: 'sitePhotoId not found' },
    });
  });

  it('answers every spec error with its exact words', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    expect(await post(site.id, key, 'logo', {})).toMatchObject({
      status: 400,
      body: { error: 'source.url or source.sitePhotoId required' },
    });
    expect(await post(site.id, key, 'logo', { source: { url: 'ftp://example.com/logo.png' } })).toMatchObject({
      status: 400,
      body: { error: 'source.url must be http(s)://' },
    });
    expect(await post(site.id, key, 'logo', { source: { url: 'not a url' } })).toMatchObject({
      status: 400,
      body: { error: 'source.url must be http(s)://' },
    });
    for (const bad of ['/nope.png', '/page.html', '/huge.png', '/garbage.png']) {
      const r = await post(site.id, key, 'logo', { source: { url: `${images.base}${bad}` } });
      expect(r).toMatchObject({ status: 400, body: { error: 'logo_download_failed', detail: expect.any(String) } });
    }
    // A private address is refused before anything is sent.
    expect(await post(site.id, key, 'logo', { source: { url: 'http://10.255.255.1/logo.png' } })).toMatchObject({
      status: 400,
      body: { error: 'logo_download_failed' },
    });
    const stranger = await newAccount(ctx.gw.db);
    expect(await post(site.id, stranger.key, 'logo', { source: { url: `${images.base}/square.png` } })).toMatchObject({
      status: 404,
      body: { error: 'site_not_found' },
    });
    const raw = await call(ctx.gw.url, 'POST', `/v1/sites/${site.id}/logo`, { key, body: '{"source":' });
    expect(raw).toMatchObject({ status: 400, body: { error: 'Request body must be valid JSON' } });

    ctx.fail.writeAsset = true;
    try {
      expect(await post(site.id, key, 'logo', { source: { url: `${images.base}/square.png` } })).toMatchObject({
        status: 500,
        body: { error: 'logo_swap_failed', detail: expect.stringContaining('disk full') },
      });
    } finally {
      ctx.fail.writeAsset = false;
    }
    expect((await post(site.id, key, 'logo', { source: { url: `${images.base}/square.png` } })).status).toBe(200);
  });
});

describe('POST /v1/sites/:id/favicon', () => {
  const faviconOf = async (siteId: string) => {
    const { files, document } = await liveRelease(ctx.gw, ctx.storage, siteId);
    return { files, favicon: document.favicon };
  };

  it('cuts the higher-entropy edge of a wide logo (source-logo-wide-edge) and writes the family at 180x180', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const res = await post(site.id, key, 'favicon', { source: { url: `${images.base}/wide.png` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      faviconSourcePath: 'images/favicon-source.png',
      deployedUrl: site.deploymentUrl,
      hint: expect.any(String),
      favicon: {
        strategy: 'source-logo-wide-edge',
        versionHash: expect.stringMatching(/^[0-9a-f]{8}$/),
        entropy: expect.any(Number),
      },
    });
    expect((res.body.favicon as { entropy: number }).entropy).toBeGreaterThanOrEqual(0.5);
    const { files, favicon } = await faviconOf(site.id);
    expect(favicon).toMatchObject({
      override: true,
      strategy: 'source-logo-wide-edge',
      versionHash: (res.body.favicon as Json).versionHash,
    });
    const source = files.get('images/favicon-source.png')!;
    expect(await sharp(source).metadata()).toMatchObject({ width: 180, height: 180 });
    expect(await sharp(files.get('apple-touch-icon.png')!).metadata()).toMatchObject({ width: 180, height: 180 });
    for (const f of [
      'favicon.ico',
      'favicon-16x16.png',
      'favicon-32x32.png',
      'favicon-192x192.png',
      'favicon-512x512.png',
    ])
      expect(files.has(f)).toBe(true);
    // The right edge (the red mark) won over the near-blank left edge.
    const { data } = await sharp(source)
      .extract({ left: 90, top: 90, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0xcc, 0x33, 0x33]);

    const again = await post(site.id, key, 'favicon', { source: { url: `${images.base}/wide.png` } });
    expect(again.body).toEqual(res.body);
    expect(await ctx.gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(2);
  });

  it('survives a logo swap and a re-write of the copy (the override is carried over)', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    expect((await post(site.id, key, 'favicon', { source: { url: `${images.base}/square.png` } })).status).toBe(200);
    const chosen = await liveRelease(ctx.gw, ctx.storage, site.id);
    expect((await post(site.id, key, 'logo', { source: { url: `${images.base}/evil.svg` } })).status).toBe(200);
    const after = await liveRelease(ctx.gw, ctx.storage, site.id);
    for (const f of Object.values(FAVICON_FILES))
      expect({ f, same: after.files.get(f)!.equals(chosen.files.get(f)!) }).toEqual({ f, same: true });
    const input = structuredClone(SAMPLE_BUSINESSES.plumber);
    input.research.photos = [];
    expect(carryOverOwnerChoices(writeDocumentDeterministic(input), after.document).favicon).toEqual(
      chosen.document.favicon,
    );
  });

  it('uses the attention crop for a square source', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const res = await post(site.id, key, 'favicon', { source: { url: `${images.base}/square.png` } });
    expect(res.status).toBe(200);
    expect((res.body.favicon as Json).strategy).toBe('source-logo-attention');
  });

  it('uses the centre crop when the attention crop is nearly blank', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const res = await post(site.id, key, 'favicon', { source: { url: `${images.base}/center.png` } });
    expect(res.status).toBe(200);
    expect(res.body.favicon).toMatchObject({ strategy: 'source-logo-center', entropy: expect.any(Number) });
    expect((res.body.favicon as { entropy: number }).entropy).toBeGreaterThanOrEqual(0.5);
  });

  it('falls back to a logo-tagged catalog photo when the source is undecodable, else to the initial mark', async () => {
    const withLogo = await deployedSite(ctx.gw, ctx.storage);
    await catalogPhoto(
      withLogo.site,
      'storefront.png',
      await png(400, 300, '<rect width="400" height="300" fill="#888888"/>'),
      ['interior'],
    );
    await catalogPhoto(
      withLogo.site,
      'brand.png',
      await png(300, 300, '<circle cx="150" cy="150" r="100" fill="#1f3b57"/>'),
    );
    const fallback = await post(withLogo.site.id, withLogo.key, 'favicon', {
      source: { url: `${images.base}/garbage.png` },
    });
    expect(fallback.status).toBe(200);
    expect((fallback.body.favicon as Json).strategy).toMatch(/^catalog-logo-(attention|center)$/);

    const bare = await deployedSite(ctx.gw, ctx.storage);
    const mark = await post(bare.site.id, bare.key, 'favicon', { source: { url: `${images.base}/garbage.png` } });
    expect(mark.status).toBe(200);
    expect((mark.body.favicon as Json).strategy).toBe('initial-mark');
    expect(mark.body.hint).toMatch(/initial mark/);
    const { files } = await faviconOf(bare.site.id);
    expect(await sharp(files.get('images/favicon-source.png')!).metadata()).toMatchObject({ width: 180, height: 180 });
  });

  it('treats a catalog photo without stored bytes as a missing source (fallback, not an error)', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    const gone = await catalogPhoto(site, 'gone.png', null, ['logo']);
    const res = await post(site.id, key, 'favicon', { source: { sitePhotoId: gone.id } });
    expect(res.status).toBe(200);
    expect((res.body.favicon as Json).strategy).toBe('initial-mark');
  });

  it('answers the favicon errors with their exact words', async () => {
    const { site, key } = await deployedSite(ctx.gw, ctx.storage);
    expect(await post(site.id, key, 'favicon', { source: {} })).toMatchObject({
      status: 400,
      body: { error: 'source.url or source.sitePhotoId required' },
    });
    expect(await post(site.id, key, 'favicon', { source: { url: 'file:///etc/passwd' } })).toMatchObject({
      status: 400,
      body: { error: 'source.url must be http(s)://' },
    });
    expect(await post(site.id, key, 'favicon', { source: { url: `${images.base}/nope.png` } })).toMatchObject({
      status: 400,
      body: { error: 'favicon_download_failed', detail: expect.any(String) },
    });
    expect(await post(site.id, key, 'favicon', { source: { sitePhotoId: 'not-a-uuid' } })).toMatchObject({
      status: 404,
      body: { error: 'sitePhotoId not found' },
    });
    const stranger = await newAccount(ctx.gw.db);
    expect(await post(site.id, stranger.key, 'favicon', { source: { url: `${images.base}/wide.png` } })).toMatchObject({
      status: 404,
      body: { error: 'site_not_found' },
    });
    const building = await deployedSite(ctx.gw, ctx.storage, { deployed: false });
    expect(
      await post(building.site.id, building.key, 'favicon', { source: { url: `${images.base}/wide.png` } }),
    ).toMatchObject({ status: 409, body: { status: 'generating' } });
    ctx.fail.writeRelease = true;
    try {
      expect(await post(site.id, key, 'favicon', { source: { url: `${images.base}/square.png` } })).toMatchObject({
        status: 500,
        body: { error: 'favicon_swap_failed', detail: expect.stringContaining('disk full') },
      });
    } finally {
      ctx.fail.writeRelease = false;
    }
    expect((await post(site.id, key, 'favicon', { source: { url: `${images.base}/square.png` } })).status).toBe(200);
  });
});
