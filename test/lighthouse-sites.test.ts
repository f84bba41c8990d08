// Lighthouse (mobile) on generated pages, on the installed Chromium: accessibility, best practices and SEO
// at 95 or more, with photos and without, on pages carrying the team, timetable and before/after sections.
// Performance depends on the machine's load and is only printed here (npm run lighthouse measures it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SAMPLE_BUSINESSES,
  measurePhotos,
  renderSite,
  samplePhotoBytes,
  setDesignStyle,
  withShowcase,
  writeDocumentDeterministic,
} from '@sgs/site-kit';
import { startStaticServer, type StaticServer } from '@sgs/visual-review';
import { formatScores, runLighthouse } from '../scripts/lib/lighthouse';

const servers: StaticServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function serveRendered(photos: boolean, style: 'Warm & Friendly' | 'Dark & Sleek'): Promise<string> {
  const input = withShowcase(SAMPLE_BUSINESSES.plumber);
  const bytes = await samplePhotoBytes(input);
  const doc = setDesignStyle(writeDocumentDeterministic(await measurePhotos(input, bytes)), style);
  const files = await renderSite(doc, photos ? bytes : new Map(), {
    baseUrl: 'http://plumber.localhost:3001',
    siteId: '11111111-1111-4111-8111-111111111111',
    formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-test-'));
  for (const [file, data] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  }
  const server = await startStaticServer(dir);
  servers.push(server);
  return server.origin;
}

it('generated pages score at least 95 for accessibility, best practices and SEO', async () => {
  const withPhotos = await serveRendered(true, 'Warm & Friendly');
  const without = await serveRendered(false, 'Dark & Sleek');
  const urls = [
    `${withPhotos}/index.html`,
    `${withPhotos}/about.html`, // team with photos
    `${without}/services.html`, // timetable; before/after left out without its pictures
    `${without}/about.html`, // team with initials
  ];
  const results = await runLighthouse(urls, { timeoutMs: 900_000 });
  expect(results.map((r) => r.url)).toEqual(urls);
  for (const r of results) console.log(`${r.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}: ${formatScores(r.scores)}`);
  expect(results.filter((r) => r.runtimeError)).toEqual([]);
  // What fell short, with the audits that did not pass (empty when every page meets the bar).
  const short = results.flatMap((r) =>
    (['accessibility', 'best-practices', 'seo'] as const)
      .filter((c) => (r.scores[c] ?? 0) < 0.95)
      .map((c) => ({ url: r.url, category: c, score: r.scores[c], failed: r.failedAudits[c] })),
  );
  expect(short).toEqual([]);
}, 1_200_000);
