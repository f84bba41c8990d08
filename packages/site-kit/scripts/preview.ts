// Renders a sample site in each of the eight design styles into a directory, for looking at.
//   node --import tsx packages/site-kit/scripts/preview.ts [outDir] [--screenshots] [--stress] [--style=Dark]
// With --screenshots (needs /usr/bin/chromium) it also saves mobile (390px) and desktop (1440px)
// full-page screenshots of every page beside the HTML. --stress renders the worst-case sample instead
// (unbreakable words, very long name and email, harsh colours) to check layouts hold.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DESIGN_STYLES } from '@sgs/contracts';
import { measurePhotos, renderSiteWithReport, writeDocumentDeterministic, type ResearchInput } from '../src';
import { SAMPLE_BUSINESSES, STRESS_BUSINESS } from '../src/samples/businesses';
import { samplePhotoBytes } from '../src/samples/photos';

const SAMPLES = [
  SAMPLE_BUSINESSES.plumber,
  SAMPLE_BUSINESSES.taqueria,
  SAMPLE_BUSINESSES.lawFirm,
  SAMPLE_BUSINESSES.florist,
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function screenshot(file: string, png: string, width: number) {
  // A tall window approximates a full-page capture without a driver.
  execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--disable-background-networking',
      `--screenshot=${png}`,
      `--window-size=${width},${width < 800 ? 3200 : 2400}`,
      `file://${file}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
}

async function main() {
  const args = process.argv.slice(2);
  const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '/tmp/site-kit-preview');
  const shots = args.includes('--screenshots');
  const only = args.find((a) => a.startsWith('--style='))?.slice('--style='.length);
  fs.mkdirSync(outDir, { recursive: true });
  const index: string[] = [];
  for (const [i, style] of DESIGN_STYLES.entries()) {
    if (only && !style.toLowerCase().startsWith(only.toLowerCase())) continue;
    const sample = args.includes('--stress') ? STRESS_BUSINESS : SAMPLES[i % SAMPLES.length]!;
    const input: ResearchInput = { ...sample, research: { ...sample.research, design_style: style } };
    const bytes = await samplePhotoBytes(input);
    const doc = writeDocumentDeterministic(await measurePhotos(input, bytes));
    const slug = style.toLowerCase().replace(/[^a-z]+/g, '-');
    const dir = path.join(outDir, slug);
    fs.rmSync(dir, { recursive: true, force: true });
    const { files, warnings } = await renderSiteWithReport(doc, bytes, {
      baseUrl: `http://${slug}.localhost:3001`,
      siteId: '00000000-0000-4000-8000-000000000000',
      formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
    });
    for (const [rel, content] of files) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), content);
    }
    fs.writeFileSync(path.join(dir, 'document.json'), JSON.stringify(doc, null, 2));
    const pages = [...files.keys()].filter((f) => f.endsWith('.html'));
    console.log(
      `${style}: ${doc.business.name} -> ${dir} (${files.size} files${warnings.length ? `, ${warnings.length} warnings` : ''})`,
    );
    index.push(`<li>${style}: ${pages.map((p) => `<a href="${slug}/${p}">${p}</a>`).join(' ')}</li>`);
    if (shots) {
      for (const page of pages) {
        const base = path.join(dir, page.replace(/\.html$/, ''));
        screenshot(path.join(dir, page), `${base}.mobile.png`, 390);
        screenshot(path.join(dir, page), `${base}.desktop.png`, 1440);
      }
    }
  }
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>site-kit preview</title><ul>${index.join('')}</ul>`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
