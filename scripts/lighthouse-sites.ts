// Lighthouse scores of generated sites. Each business website in ../shared/sites is read as research reads
// it (no keys), written by the deterministic writer, rendered (in the style chosen for it, or the styles
// asked for), served on 127.0.0.1 and audited with Lighthouse (mobile by default) on the installed Chromium.
//   npm run lighthouse [-- --sites=gourmet-haven,ga-plumbing] [--styles=all|Bold,Dark] [--pages=index,about] [--desktop]
//   --corpus=gasthof-scherrer,hair-salon-ryu-utsunomiya adds research-corpus websites (dev half only), each written
//   in its own language; --also=en writes every site in that language too (served under /en/, with hreflang).
// Performance depends on how busy the CPU is (see ../shared/ENVIRONMENT.md): judge it on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DESIGN_STYLES } from '@sgs/contracts';
import {
  measurePhotos,
  parseSiteDocument,
  renderSite,
  setDesignStyle,
  writeDocumentDeterministic,
} from '@sgs/site-kit';
import { startStaticServer } from '@sgs/visual-review';
import { researchFromWebsite } from '../packages/site-kit/scripts/site-from-website';
import { formatScores, runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { halfOf } from '../test/research-corpus/measures';

const SITES_DIR = path.resolve(__dirname, '../../shared/sites');
const CORPUS_DIR = path.resolve(__dirname, '../test/research-corpus');

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
const kb = (bytes: number | null) => (bytes === null ? 'n/a' : `${Math.round(bytes / 1024)} KB`);

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function main() {
  const corpus = arg('corpus') ?? [];
  const refused = corpus.filter((id) => halfOf(id) !== 'dev');
  if (refused.length) throw new Error(`only dev-half corpus entries are read: ${refused.join(', ')}`);
  const shared = arg('sites') ?? (corpus.length ? [] : fs.readdirSync(SITES_DIR));
  const sites = [
    ...shared
      .filter((d) => fs.existsSync(path.join(SITES_DIR, d, 'index.html')))
      .map((site) => ({ site, dir: path.join(SITES_DIR, site) })),
    ...corpus.map((site) => ({ site, dir: path.join(CORPUS_DIR, site, 'site') })),
  ];
  const also = arg('also')?.[0];
  const wanted = arg('styles');
  const pages = arg('pages') ?? ['index'];
  const formFactor = process.argv.includes('--desktop') ? 'desktop' : 'mobile';
  const rows: { site: string; style: string; page: string; photos: number; result: LighthouseResult }[] = [];
  for (const { site, dir } of sites) {
    const { input, bytes } = await researchFromWebsite(dir);
    const measured = await measurePhotos(input, bytes);
    const main = writeDocumentDeterministic(measured);
    const base = also
      ? parseSiteDocument({ ...main, alternates: [writeDocumentDeterministic({ ...measured, language: also })] })
      : main;
    console.log(`${site}: ${bytes.size} picture(s) read from its website`);
    const styles =
      wanted?.[0] === 'all'
        ? [...DESIGN_STYLES]
        : wanted
          ? DESIGN_STYLES.filter((s) => wanted.some((w) => s.toLowerCase().startsWith(w.toLowerCase())))
          : [base.theme.style];
    for (const style of styles) {
      const doc = setDesignStyle(base, style);
      const files = await renderSite(doc, bytes, {
        baseUrl: `http://${site}.localhost:3001`,
        siteId: '00000000-0000-4000-8000-000000000000',
        formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
      });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-site-'));
      for (const [file, data] of files) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), data);
      }
      const server = await startStaticServer(dir);
      try {
        const present = pages
          .flatMap((p) => [`${p}`, ...(also ? [`${also}/${p}`] : [])])
          .filter((p) => files.has(`${p}.html`));
        const results = await runLighthouse(
          present.map((p) => `${server.origin}/${p}.html`),
          { formFactor },
        );
        results.forEach((result, i) => {
          const row = { site, style, page: present[i]!, photos: bytes.size, result };
          rows.push(row);
          const m = result.metrics;
          console.log(
            `${site} · ${style} · ${row.page}.html: ${result.runtimeError ?? formatScores(result.scores)}` +
              ` · FCP ${seconds(m.fcpMs)} · LCP ${seconds(m.lcpMs)}` +
              `${m.lcpImageBytes === null ? ' (text)' : ` (image ${kb(m.lcpImageBytes)})`}` +
              ` · TBT ${m.tbtMs === null ? 'n/a' : `${Math.round(m.tbtMs)} ms`} · CLS ${m.cls ?? 'n/a'} · ${kb(m.totalBytes)}` +
              ` · load ${os.loadavg()[0]!.toFixed(1)}`,
          );
          if (result.performanceHints.length)
            console.log(`    performance hints: ${result.performanceHints.join(', ')}`);
          for (const [category, audits] of Object.entries(result.failedAudits))
            if (category !== 'performance' && audits.length)
              console.log(`    ${category} not passed: ${audits.join(', ')}`);
        });
      } finally {
        await server.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const min = (c: keyof LighthouseResult['scores'], of = rows) =>
    Math.round(Math.min(...of.map((r) => r.result.scores[c] ?? 0)) * 100);
  const lowest = (of: typeof rows) =>
    `performance ${min('performance', of)} · accessibility ${min('accessibility', of)} · best-practices ${min('best-practices', of)} · seo ${min('seo', of)}`;
  console.log(
    `\n${rows.length} page(s), ${formFactor}; lowest: ${lowest(rows)} (load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
  // The issue's bars for a photo-heavy site (10 or more photos): CLS 0, the LCP image at most 150 KB, the page at
  // most 1 MB on mobile; and 95 in every category on the sites without photos.
  const heavy = rows.filter((r) => r.photos >= 10);
  if (heavy.length) {
    const most = (f: (m: LighthouseResult['metrics']) => number | null) =>
      Math.max(0, ...heavy.map((r) => f(r.result.metrics) ?? 0));
    console.log(
      `sites with 10 or more photos (${[...new Set(heavy.map((r) => r.site))].join(', ')}): lowest ${lowest(heavy)};` +
        ` CLS at most ${most((m) => m.cls)}, LCP image at most ${kb(most((m) => m.lcpImageBytes))}, page weight at most ${kb(most((m) => m.totalBytes))}`,
    );
  }
  const none = rows.filter((r) => r.photos === 0);
  if (none.length)
    console.log(`sites without photos (${[...new Set(none.map((r) => r.site))].join(', ')}): lowest ${lowest(none)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
