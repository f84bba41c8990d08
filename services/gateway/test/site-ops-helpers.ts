// Shared set-up of the site-operations tests: a gateway over storage whose writes can be made to fail,
// deployed sites rendered from a real document, a local image server, and ZIP reading.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import yauzl from 'yauzl';
import { createReleaseService } from '@sgs/releases';
import type { Env } from '@sgs/config';
import { parseSiteDocument, SAMPLE_BUSINESSES, writeDocumentDeterministic } from '@sgs/site-kit';
import { createLocalSiteStorage, type SiteStorage } from '@sgs/storage';
import { testEnv } from '../../../test/helpers/env';
import { newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';

export const BUSINESS = SAMPLE_BUSINESSES.plumber.business.name;

/** Storage whose writes fail while the matching flag is set (disk full, in the test's words). */
export function failingStorage(root: string) {
  const base = createLocalSiteStorage(root);
  const fail = { writeRelease: false, writeAsset: false };
  const storage: SiteStorage = {
    ...base,
    writeRelease: (siteId, files) =>
      fail.writeRelease ? Promise.reject(new Error('disk full (test)')) : base.writeRelease(siteId, files),
    writeAsset: (siteId, rel, bytes) =>
      fail.writeAsset ? Promise.reject(new Error('disk full (test)')) : base.writeAsset(siteId, rel, bytes),
  };
  return { storage, fail };
}

export async function startOpsGateway(overrides: Partial<Record<keyof Env, string>> = {}) {
  const dataDir = tempDataDir();
  const { storage, fail } = failingStorage(path.join(dataDir, 'sites'));
  const env = testEnv({ DATA_DIR: dataDir, ALLOW_LOOPBACK_URLS: 'true', FREE_HOST_DOMAIN: 'sites.test', ...overrides });
  const gw = await startGateway({ env, storage });
  return { gw, storage, fail, env };
}

let n = 0;
/** An account with a site; deployed (a rendered release of the sample plumber) unless `deployed: false`. */
export async function deployedSite(
  gw: TestGateway,
  storage: SiteStorage,
  opts: {
    contactEmail?: string | null;
    deployed?: boolean;
    status?: string;
    account?: Awaited<ReturnType<typeof newAccount>>;
  } = {},
) {
  const owner = opts.account ?? (await newAccount(gw.db));
  const contactEmail = opts.contactEmail === undefined ? 'owner@riverbend.example' : opts.contactEmail;
  const deployed = opts.deployed !== false;
  const site = await gw.db.site.create({
    data: {
      accountId: owner.account.id,
      slug: `ops-${Date.now()}-${process.pid}-${n++}`,
      businessName: BUSINESS,
      operatorEmail: owner.account.email,
      buildRequest: {},
      status: opts.status ?? (deployed ? 'complete' : 'generating'),
      generationPhase: deployed ? 'complete' : 'reviewing',
      contactEmail,
    },
  });
  if (deployed) {
    const input = structuredClone(SAMPLE_BUSINESSES.plumber);
    input.research.photos = [];
    input.research.contact_email = contactEmail ?? undefined;
    const releases = createReleaseService({ db: gw.db, storage, env: gw.deps.env });
    const stored = await releases.storeRelease(site, writeDocumentDeterministic(input), 'build', 'build:1');
    await releases.movePointer(site.id, stored.releaseId);
  }
  return { ...owner, site: await gw.db.site.findUniqueOrThrow({ where: { id: site.id } }) };
}

/** The live release's files and document. */
export async function liveRelease(gw: TestGateway, storage: SiteStorage, siteId: string) {
  const site = await gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
  const row = await gw.db.siteRelease.findUniqueOrThrow({ where: { id: site.currentReleaseId! } });
  return { site, row, files: await storage.readRelease(siteId, row.id), document: parseSiteDocument(row.document) };
}

export interface ServedFile {
  type: string;
  body: Buffer;
  status?: number;
}

/** An HTTP server on 127.0.0.1 serving fixed bodies by path (the image sources). */
export async function startImageServer(files: Record<string, ServedFile>) {
  const server = http.createServer((req, res) => {
    const f = files[req.url ?? ''];
    if (!f) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(f.status ?? 200, { 'content-type': f.type, 'content-length': f.body.length }).end(f.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Every entry of a ZIP (names and contents), read with yauzl. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('no zip'));
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
          stream.on('error', reject);
        });
      });
      file.on('end', () => resolve(out));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
