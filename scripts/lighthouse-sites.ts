// Lighthouse scores of generated sites. Each business website in ../shared/sites is read as research reads
// it (no keys), written by the deterministic writer, rendered (in the style chosen for it, or the styles
// asked for), served on 127.0.0.1 and audited with Lighthouse (mobile by default) on the installed Chromium.
//   npm run lighthouse [-- --sites=gourmet-haven,ga-plumbing] [--styles=all|Bold,Dark] [--pages=index,about] [--desktop]
// Performance depends on how busy the CPU is (see ../shared/ENVIRONMENT.md): judge it on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DESIGN_STYLES } from '@sgs/contracts';
import { measurePhotos, renderSite, setDesignStyle, writeDocumentDeterministic } from '@sgs/site-kit';
import { startStaticServer } from '@sgs/visual-review';
import { researchFromWebsite } from '../packages/site-kit/scripts/site-from-website';
import { formatScores, runLighthouse, type LighthouseResult } from './lib/lighthouse';

const SITES_DIR = path.resolve(__dirname, '../../shared/sites');

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function main() {
  const sites =
    arg('sites') ?? fs.readdirSync(SITES_DIR).filter((d) => fs.existsSync(path.join(SITES_DIR, d, 'index.html')));
  const wanted = arg('styles');
  const pages = arg('pages') ?? ['index'];
  const formFactor = process.argv.includes('--desktop') ? 'desktop' : 'mobile';
  const rows: { site: string; style: string; page: string; photos: number; result: LighthouseResult }[] = [];
  for (const site of sites) {
    const { input, bytes } = await researchFromWebsite(path.join(SITES_DIR, site));
    const base = writeDocumentDeterministic(await measurePhotos(input, bytes));
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
        const present = pages.filter((p) => files.has(`${p}.html`));
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
              ` · LCP ${m.lcpMs === null ? 'n/a' : `${(m.lcpMs / 1000).toFixed(1)} s`} · CLS ${m.cls ?? 'n/a'}` +
              ` · ${m.totalBytes === null ? 'n/a' : `${Math.round(m.totalBytes / 1024)} KB`}`,
          );
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
  const min = (c: keyof LighthouseResult['scores']) =>
    Math.round(Math.min(...rows.map((r) => r.result.scores[c] ?? 0)) * 100);
  console.log(
    `\n${rows.length} page(s), ${formFactor}; lowest: performance ${min('performance')} · accessibility ${min('accessibility')}` +
      ` · best-practices ${min('best-practices')} · seo ${min('seo')} (load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
