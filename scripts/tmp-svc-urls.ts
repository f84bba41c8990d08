import path from 'node:path';
import { createPageRenderer } from '../packages/research/src/render';
import { scrapeWebsite } from '../packages/research/src/scrape';
import { createBrowserPool } from '../packages/visual-review/src';
import { serveDir } from '../scripts/lib/serve-dir';
async function main() {
  const id = process.argv[2]!;
  const rendered = process.argv[3] === 'r';
  const pool = rendered ? createBrowserPool({ concurrency: 1 }) : undefined;
  const srv = await serveDir(path.join('/work/main/test/research-corpus', id, 'site'), rendered);
  const s = await scrapeWebsite(`${srv.base}/`, { allowLoopback: true, location: process.argv[4] ?? 'Morelia, Mexico', render: pool ? createPageRenderer(pool, { allowLoopback: true }) : undefined });
  for (const x of s!.services) console.log(new URL(x.url!).pathname, '|', x.category ?? '', '|', x.name);
  if (process.env.DUMP) for (const p of s!.pages) if (p.url.endsWith(process.env.DUMP)) console.log(p.text);
  await srv.close(); await pool?.close();
}
main().then(() => process.exit(0));
