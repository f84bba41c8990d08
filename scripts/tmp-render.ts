import path from 'node:path';
import { createPageRenderer, renderPage } from '../packages/research/src/render';
import { createBrowserPool } from '../packages/visual-review/src';
import { serveDir } from './lib/serve-dir';
async function main() {
  const pool = createBrowserPool({ concurrency: 1 });
  const srv = await serveDir(path.join('/work/main/test/research-corpus', process.argv[2]!, 'site'), true);
  const got = await renderPage(createPageRenderer(pool, { allowLoopback: true }), `${srv.base}${process.argv[3] ?? '/'}`);
  console.log((got as any).html);
  await srv.close(); await pool.close();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
